import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import { offScreen } from './support/off-screen';
import { LIST_SCREENS, PHONE } from './support/screens';

// Issue 40: on a 360 px phone every list screen shows all its controls (View, Edit, filters, pages) without a
// sideways swipe: rows are cards, and the page itself never scrolls sideways. Read-only: no data is changed.

for (const [who, paths] of Object.entries(LIST_SCREENS) as [keyof typeof DEMO, string[]][]) {
  test(`${DEMO[who]}: every list screen at 360 px keeps its controls in view, with no sideways scroll`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, request, DEMO[who]);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The list has come: no loader left on the screen.
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 15_000 });
      const found = await offScreen(page);
      expect(found.outside, `${path}: controls off the screen`).toEqual([]);
      expect(found.pageWidth, `${path}: the page scrolls sideways`).toBeLessThanOrEqual(found.width);
    }
  });
}

test("a teacher's student cards at 360 px name the school: their 6A is at two schools", async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, request, DEMO.teacher);
  await page.goto('/students');
  const cards = page.getByRole('list', { name: 'Students' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(
    cards.filter({ hasText: 'Class 6A' }).filter({ hasText: 'Sunrise Public School, Mohali' }),
  ).not.toHaveCount(0);
  await expect(
    cards.filter({ hasText: 'Class 6A' }).filter({ hasText: 'Sunrise Convent School, Ludhiana' }),
  ).not.toHaveCount(0);
});
