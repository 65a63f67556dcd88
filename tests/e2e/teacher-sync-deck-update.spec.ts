import { expect, type Route, test } from '@playwright/test';
import { imageKeys, makeWorld, prepareOnline, readStore, syncStatus, uploadDeck } from './support/offline';

// Grade 4 has no demo deck and no other journey uses it: this journey uploads and re-uploads its deck.
const GRADE = 4;

test.describe('teacher offline: a re-uploaded deck', () => {
  test('the device picks up the new version and keeps the old one until the new one is complete', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(300_000);
    const oldVersion = await uploadDeck(request, GRADE, 6, 'Old slide');
    const world = await makeWorld(request, GRADE, ['A']);
    await prepareOnline(page, request, world, 6);
    expect(await readStore(page, 'decks')).toMatchObject([{ grade: GRADE, version: oldVersion, complete: true }]);

    // An admin uploads a new deck for the grade while the teacher's device is away.
    await page.goto('/offline');
    await expect(page.getByRole('article', { name: `Class ${GRADE} deck` })).toContainText('6 of 6');
    await context.setOffline(true);
    await expect(syncStatus(page, /^Sync status: Offline/)).toBeVisible();
    const newVersion = await uploadDeck(request, GRADE, 9, 'New slide');
    expect(newVersion).toBeGreaterThan(oldVersion);

    // The new version's images: the first few arrive, the rest are held until released.
    const held: Route[] = [];
    let passed = 0;
    const newImages = new RegExp(`/api/course-materials/class/${GRADE}/v/${newVersion}/slide/`);
    await context.route(newImages, (route) => {
      if (passed++ < 4) return route.continue();
      held.push(route);
    });

    // Back online: the periodic check (run on reconnect) sees the new version and downloads it.
    await context.setOffline(false);
    const row = page.getByRole('article', { name: `Class ${GRADE} deck` });
    await expect(row.getByRole('progressbar', { name: `Downloading Class ${GRADE} slides` })).toBeVisible({
      timeout: 20_000,
    });
    await expect(row).toContainText(`Updating to version ${newVersion}`);
    await expect.poll(() => held.length, { timeout: 10_000 }).toBeGreaterThan(0);

    // Halfway: the device still has the old deck, whole, as its deck for the grade.
    expect(await readStore(page, 'decks')).toMatchObject([{ grade: GRADE, version: oldVersion, complete: true }]);
    const during = await imageKeys(page);
    expect(during.filter(([, v, , size]) => v === oldVersion && size === 'full')).toHaveLength(6);
    expect(during.filter(([, v]) => v === newVersion).length).toBeGreaterThan(0);
    await expect(row).toContainText('6 of 6');
    await expect(row.getByText('Updating', { exact: true })).toBeVisible();

    for (const route of held) await route.continue();
    await context.unroute(newImages);
    await expect(row).toContainText('9 of 9', { timeout: 20_000 });
    await expect(row.getByText('Ready offline')).toBeVisible();
    expect(await readStore(page, 'decks')).toMatchObject([
      { grade: GRADE, version: newVersion, complete: true, totalSlides: 9 },
    ]);
    // The old version's images are gone once the new one is complete.
    const after = await imageKeys(page);
    expect(after).toHaveLength(18);
    expect(after.every(([, v]) => v === newVersion)).toBe(true);
  });
});
