import { expect, type Page, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';

// Issue 40: on a 360 px phone every list screen shows all its controls (View, Edit, filters, pages) without a
// sideways swipe: rows are cards, and the page itself never scrolls sideways. Read-only: no data is changed.
const PHONE = { width: 360, height: 740 };

const LIST_SCREENS: Record<keyof typeof DEMO, string[]> = {
  admin: [
    '/users',
    '/institutions',
    '/schools',
    '/students',
    '/sessions',
    '/enquiries',
    '/mailbox',
    '/course-materials',
  ],
  institutionManager: ['/schools', '/school-managers', '/teachers', '/students', '/sessions'],
  schoolManager: ['/teachers', '/students', '/classes', '/sessions'],
  teacher: ['/sessions', '/classes', '/teacher/assessments', '/teacher/surveys', '/students'],
  student: ['/progress', '/student/assessments', '/student/surveys'],
};

/** Controls partly or wholly off the screen's sides, and whether the page scrolls sideways. */
function offScreen(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"], [role="tab"]';
    const controls = [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
      .filter((el) => !el.closest('[aria-hidden="true"], [inert]'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      // Visually hidden inputs are a pixel wide; a closed drawer lies wholly to the left of the screen.
      .filter(({ box }) => box.width > 2 && box.height > 2 && box.right > 0);
    const outside = controls
      .filter(({ box }) => box.left < -1 || box.right > width + 1)
      .map(({ el, box }) => {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        return `${el.tagName.toLowerCase()} '${name}' at x ${Math.round(box.left)}–${Math.round(box.right)}`;
      });
    return { outside, pageWidth: document.documentElement.scrollWidth, width };
  });
}

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
