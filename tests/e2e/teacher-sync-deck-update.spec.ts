import { expect, type Route, test } from '@playwright/test';
import { signInAs } from './support/auth';
import { imageKeys, makeWorld, prepareOnline, readStore, startClass, syncStatus, uploadDeck } from './support/offline';

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

// The class's deck replaced on the server while it is taught online, and the device's copy brought up to date.
test.describe('teacher online: the deck replaced during a class', () => {
  test('a slide of the replaced version that cannot come: the class goes on in the new deck, and the teacher is told', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(300_000);
    await uploadDeck(request, GRADE, 6, 'Before');
    const world = await makeWorld(request, GRADE, ['B']);
    await signInAs(page, request, world.email);
    await page.goto('/log-session');
    await startClass(page, `${GRADE}B`);
    const viewer = page.getByRole('region', { name: 'Slide viewer' });
    await expect(viewer.getByText('Slide 1 of 6')).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Slide 1: Slide 1' })).toBeVisible();

    // An admin uploads a new deck for the grade meanwhile: its swap removes the old version's images on the server,
    // and the device's check (run on reconnect) brings its copy to the new version, the old one's images gone too.
    const newVersion = await uploadDeck(request, GRADE, 9, 'After');
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(async () => (await readStore(page, 'decks'))[0]?.version, { timeout: 60_000 }).toBe(newVersion);
    await expect.poll(async () => (await imageKeys(page)).every(([, v]) => v === newVersion)).toBe(true);
    const missing: string[] = [];
    page.on('response', (r) => r.status() === 404 && missing.push(new URL(r.url()).pathname));

    // The last slide was not fetched ahead: it is asked for in the old version, which is no longer anywhere.
    await page.keyboard.press('End');
    await expect(page.getByText(`The slides of Class ${GRADE}B were replaced by a new upload.`)).toBeVisible();
    await expect(viewer.getByText('Slide 6 of 9')).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Slide 6: Slide 6' })).toHaveJSProperty('complete', true);
    expect(missing.some((p) => /\/slide\/6$/.test(p))).toBe(true);
    await expect(viewer.getByText('Slide not found')).toBeHidden();
    // The new deck is the viewer's: its own last slide is there, in the new version.
    await page.keyboard.press('End');
    await expect(viewer.getByText('Slide 9 of 9')).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Slide 9: Slide 9' })).toBeVisible();
    expect(missing.filter((p) => p.includes(`/v/${newVersion}/`))).toEqual([]);
  });
});
