import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import { offScreen } from './support/off-screen';
import { usePseudoLocale } from './support/pseudo-locale';
import { FORM_SCREENS, LIST_SCREENS, PHONE } from './support/screens';

// Issue 42: every list and form screen at 360 px in a language 40% longer than English (accented, so an English
// text left outside the catalogs shows too): no control off the screen, no sideways scroll. Read-only.
test.use({ serviceWorkers: 'block' }); // the pseudo catalog is answered by the test, not by a worker's cache

for (const who of Object.keys(LIST_SCREENS) as (keyof typeof DEMO)[]) {
  test(`${DEMO[who]}: list and form screens in a long language at 360 px keep their controls in view`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await usePseudoLocale(page);
    await signInAs(page, request, DEMO[who]);
    for (const path of [...LIST_SCREENS[who], ...FORM_SCREENS[who]]) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      // The page is in the pseudo-language: its heading is accented and lengthened.
      await expect(heading).toHaveText(/~~/);
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 15_000 });
      const found = await offScreen(page);
      expect(found.outside, `${path}: controls off the screen`).toEqual([]);
      expect(found.pageWidth, `${path}: the page scrolls sideways: ${found.widest.join('; ')}`).toBeLessThanOrEqual(
        found.width,
      );
    }
  });
}
