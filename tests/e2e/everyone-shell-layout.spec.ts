import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import { apiAs, todayUtc } from './support/figures';

// What a whole-product crawl at 360 px and 1280 px found: texts out of sight or cut short, charts whose labels
// collide or go missing, and a tapped class whose details opened off screen. Read-only: no data is changed.
const PHONE = { width: 360, height: 740 };

/** The tick labels of one axis of the chart in `region` ('x' or 'y'). */
const ticks = (region: Locator, axis: 'x' | 'y') => region.locator(`.chart-${axis}-ticks text`);

async function boxes(locator: Locator) {
  await expect(locator.first()).toBeVisible();
  return locator.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
}

const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

/** True when the element's text is cut short (an ellipsis) rather than shown whole. */
const cutShort = (locator: Locator) => locator.evaluate((el) => el.scrollWidth > el.clientWidth);

async function openOnPhone(page: Page, request: Parameters<typeof signInAs>[1], email: string, path: string) {
  await page.setViewportSize(PHONE);
  await signInAs(page, request, email);
  await page.goto(path);
}

test.describe('layout at 360 px and 1280 px', () => {
  test('a list on a phone: its empty message is in sight, and its rows are cards with their buttons in view', async ({
    page,
    request,
  }) => {
    await openOnPhone(page, request, DEMO.admin, '/users?search=nobody-has-this-name-q7');
    await expect(page.getByText('No users found')).toBeInViewport();

    await page.goto('/institutions');
    const first = page.getByRole('list', { name: 'Institutions' }).getByRole('listitem').first();
    await expect(first.getByRole('button', { name: /^View / })).toBeInViewport({ ratio: 1 });
    await expect(first.getByRole('link', { name: /^Edit / })).toBeInViewport({ ratio: 1 });
  });

  test('badges beside long names keep their whole text on a phone', async ({ page, request }) => {
    await openOnPhone(page, request, DEMO.institutionManager, '/dashboard');
    const status = page.locator('.mantine-Badge-label', { hasText: /^active$/i });
    await expect(status.first()).toBeVisible();
    for (const badge of await status.all()) expect(await cutShort(badge)).toBe(false);
  });

  test("the teacher's students-by-class badges keep their whole text on a phone", async ({ page, request }) => {
    await openOnPhone(page, request, DEMO.teacher, '/dashboard');
    const counts = page.locator('.mantine-Badge-label', { hasText: /^\d+ students?$/i });
    await expect(counts.first()).toBeVisible();
    for (const badge of await counts.all()) expect(await cutShort(badge)).toBe(false);
  });

  test('tapping a class card on a phone brings its details into view', async ({ page, request }) => {
    await openOnPhone(page, request, DEMO.schoolManager, '/classes');
    await page.getByRole('button', { name: 'Class 5A at Sunrise Convent School, Ludhiana' }).click();
    await expect(page.getByRole('region', { name: 'Class 5A details' })).toBeInViewport();
  });

  test("a teacher's class chart on a phone: every class labelled, no label over another", async ({ page, request }) => {
    await openOnPhone(page, request, DEMO.teacher, '/analytics');
    const chart = page.getByRole('region', { name: 'Attendance and progress by class' });
    await chart.scrollIntoViewIfNeeded(); // charts are drawn when they come near the screen
    const labels = [...(await boxes(ticks(chart, 'x'))), ...(await boxes(ticks(chart, 'y')))];
    for (const [i, a] of labels.entries())
      for (const b of labels.slice(i + 1)) expect(overlap(a, b), JSON.stringify([a, b])).toBe(false);
  });

  test('analytics bars: every grade labelled, value axes on round steps, hours with their unit', async ({
    page,
    request,
  }) => {
    const admin = await apiAs(request, DEMO.admin);
    const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const data = await admin.get(`/analytics/comprehensive?startDate=${from}&endDate=${todayUtc()}`);
    await signInAs(page, request, DEMO.admin);
    await page.goto('/analytics');

    const grades = page.getByRole('region', { name: 'Students by grade' });
    await grades.scrollIntoViewIfNeeded(); // charts are drawn when they come near the screen
    await expect(ticks(grades, 'x')).toHaveText(
      data.distributions.studentsByGrade.map((g: { grade: number }) => String(g.grade)),
    );
    for (const name of ['Students by grade', 'Users by role', 'Hours by city']) {
      const region = page.getByRole('region', { name });
      await region.scrollIntoViewIfNeeded();
      const axis = ticks(region, name === 'Students by grade' ? 'y' : 'x');
      await expect(axis.first()).toBeVisible();
      const values = (await axis.allTextContents()).map((t) => Number.parseFloat(t));
      const step = values.find((v) => v > 0) ?? 1;
      expect(
        values.every((v) => v % step === 0),
        `${name}: ${values.join(', ')}`,
      ).toBe(true);
    }
    await expect(ticks(page.getByRole('region', { name: 'Hours by city' }), 'x').last()).toHaveText(/^\d+ h$/);
  });

  test('phone numbers read the same in every dialog', async ({ page, request }) => {
    await signInAs(page, request, DEMO.admin);
    await page.goto('/institutions');
    await page.getByRole('button', { name: /^View/ }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Contact phone').locator('..')).toContainText(/\+91\u00a0\d+/);
  });

  test('the country code picker names countries in text, never with a flag glyph a PC may lack', async ({
    page,
    request,
  }) => {
    await openOnPhone(page, request, DEMO.admin, '/users/new');
    const picker = page.getByRole('combobox', { name: 'Country code' });
    await expect(picker).toHaveValue('IN +91 India');
    await picker.click();
    await expect(page.getByRole('option', { name: 'NP +977 Nepal' })).toBeAttached();
    const options = await page.getByRole('option').allTextContents();
    expect(options.length).toBeGreaterThan(200);
    // Regional indicator symbols (U+1F1E6–U+1F1FF) make flag emoji: an empty box without an emoji font.
    expect(options.filter((o) => /[\u{1F1E6}-\u{1F1FF}]/u.test(o))).toEqual([]);
  });

  test('a toast can be closed by its named button', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.student);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const close = page.getByRole('button', { name: 'Close notification' });
    await expect(close).toBeVisible();
    await close.click();
    await expect(close).toHaveCount(0);
  });
});
