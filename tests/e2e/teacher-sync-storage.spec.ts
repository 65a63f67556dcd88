import { expect, type Page, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import { expectDecksReady, waitForActivatedWorker } from './support/offline';

// Storage that stays (issue 39): the browser is asked to keep the decks and the outbox, the readiness panel says
// whether it will and how much space is used and left; a device out of space says so for the deck; on an iPad,
// Safari is asked to add Pathshala to the Home Screen. Permissions and quotas go through the DevTools protocol.
const origin = () => new URL(test.info().project.use.baseURL as string).origin;
const storageLine = (page: Page) => page.getByLabel('Storage on this device');

test('persistent storage is asked for when decks are kept; the panel says whether it is on, with the space used and left', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // Every call of navigator.storage.persist() the page makes is counted.
  await page.addInitScript(() => {
    const storage = navigator.storage;
    const persist = storage.persist.bind(storage);
    const w = window as Window & { persistAsked?: number };
    storage.persist = () => {
      w.persistAsked = (w.persistAsked ?? 0) + 1;
      return persist();
    };
  });
  await signInAs(page, request, DEMO.teacher);
  await page.goto('/offline');
  await waitForActivatedWorker(page);
  await expectDecksReady(page, 120_000);
  expect(await page.evaluate(() => (window as Window & { persistAsked?: number }).persistAsked)).toBeGreaterThan(0);
  // Headless Chromium turns the request down on its own: the panel says what that means.
  await expect(storageLine(page)).toHaveText(
    /^This device holds [\d.]+ (KB|MB) for Pathshala; [\d.]+ (MB|GB) more is available\. Persistent storage: off — the browser may clear the slides/,
  );

  // The browser grants it (through the DevTools protocol, for this context): the panel says so.
  const { targetInfo } = await (await context.newCDPSession(page)).send('Target.getTargetInfo');
  await (await browser.newBrowserCDPSession()).send('Browser.grantPermissions', {
    origin: origin(),
    permissions: ['durableStorage'],
    browserContextId: targetInfo.browserContextId,
  });
  await page.reload();
  await expectDecksReady(page);
  await expect(storageLine(page)).toHaveText(
    /^This device holds [\d.]+ (KB|MB) for Pathshala; [\d.]+ (MB|GB) more is available\. Persistent storage: on/,
  );
  await page.screenshot({ path: test.info().outputPath('readiness-storage-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await storageLine(page).scrollIntoViewIfNeeded();
  await expect(storageLine(page)).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('readiness-storage-360.png') });
});

test('a device out of space says which deck, how much it needs, and that the browser has no more room', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const cdp = await context.newCDPSession(page);
  // 150 KB for the whole site: the app's own code fits, the slides do not (estimate() ignores the override, so
  // the error comes from IndexedDB's quota error while storing).
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: origin(), quotaSize: 150_000 });
  await signInAs(page, request, DEMO.teacher);
  await page.goto('/offline');
  const alert = page.getByRole('alert').filter({ hasText: 'Slides could not be kept offline' });
  await expect(alert).toContainText(
    /This device is out of space for Class \d+'s deck: [\d.]+ (KB|MB) needed, and the browser has no more room for this site\./,
    {
      timeout: 90_000,
    },
  );
  await page.screenshot({ path: test.info().outputPath('readiness-out-of-space-1366.png'), fullPage: true });
});

test.describe('on an iPad', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 820, height: 1180 },
  });

  test('Safari is asked to add Pathshala to the Home Screen before relying on it offline, and told why', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, DEMO.teacher);
    await page.goto('/offline');
    const note = page
      .getByRole('note')
      .filter({ hasText: 'Add Pathshala to the Home Screen before relying on it offline' });
    await expect(note).toContainText('Safari deletes what a website keeps after 7 days without use');
    await page.screenshot({ path: test.info().outputPath('readiness-ipad.png') });
  });
});
