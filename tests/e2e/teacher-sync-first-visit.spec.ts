import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import { expectDecksReady, waitForActivatedWorker } from './support/offline';

// A teacher's first visit (issue 40): the page registers its service worker after the first screen, and the first
// deck check may come before that. The worker must still be the one that downloads and stores the decks: the page
// doing it would take its main thread for every slide (docs/decisions/035).
test('on a first visit the service worker, not the page, downloads the teacher’s decks', async ({ page, request }) => {
  test.setTimeout(180_000);
  const fromPage: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/course-materials/class/')) fromPage.push(r.url());
  });
  // A slow device: the worker's registration starts 5 s late, after the first deck check.
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args: Parameters<typeof register>) =>
      new Promise((resolve) => setTimeout(resolve, 5_000)).then(() => register(...args));
  });
  await signInAs(page, request, DEMO.teacher);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Teacher Dashboard' })).toBeVisible();
  await waitForActivatedWorker(page);
  await page.getByRole('link', { name: 'Offline readiness' }).first().click();
  await expectDecksReady(page, 120_000);
  expect(fromPage).toEqual([]);
});

// The worker stores a deck a few images per transaction, and the readiness panel reads only complete decks' images:
// each stored image once set the panel re-reading the device (hundreds of reads while a deck came, issue 42).
test('while the worker stores the decks, the readiness panel reads the device a few times, not once per image', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => {
    const reads = { slideImages: 0, decks: 0 };
    (window as unknown as { deviceReads: typeof reads }).deviceReads = reads;
    const transaction = IDBDatabase.prototype.transaction;
    IDBDatabase.prototype.transaction = function (
      this: IDBDatabase,
      stores: string | string[],
      mode?: IDBTransactionMode,
      options?: IDBTransactionOptions,
    ) {
      for (const store of ([] as string[]).concat(stores)) if (store in reads) reads[store as keyof typeof reads]++;
      return transaction.call(this, stores, mode, options);
    };
  });
  await signInAs(page, request, DEMO.teacher);
  await page.goto('/offline');
  await expectDecksReady(page, 120_000);
  const slides = Number(
    (
      await page
        .getByRole('article', { name: /Class \d+ deck/ })
        .first()
        .innerText()
    ).match(/(\d+) of \1/)?.[1],
  );
  const reads = await page.evaluate(() => (window as unknown as { deviceReads: Record<string, number> }).deviceReads);
  console.log(`page reads while the decks came: ${JSON.stringify(reads)} (first deck: ${slides} slides)`);
  expect(slides).toBeGreaterThan(5);
  expect(reads.slideImages).toBeLessThan(20);
  expect(reads.decks).toBeLessThan(30);
});
