import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import { overflows } from './support/class-items';

// The demo teacher teaches 6A at two schools (Mohali and Ludhiana): the class filter names each with its school.
const MOHALI = 'Sunrise Public School, Mohali';
const LUDHIANA = 'Sunrise Convent School, Ludhiana';

test('a teacher of 6A at two schools filters the students of one of them, named with its school', async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO.teacher);
  await page.goto('/students');
  const filter = page.getByRole('combobox', { name: 'Filter by class' });
  await filter.click();
  await expect(page.getByRole('option', { name: `Class 6A · ${MOHALI}` })).toBeVisible();
  await page.getByRole('option', { name: `Class 6A · ${LUDHIANA}` }).click();

  await expect(page).toHaveURL(/[?&]class=6A&school=[0-9a-f-]{36}/);
  await expect(page.getByText(`Class: 6A · ${LUDHIANA}`)).toBeVisible();
  const rows = page.getByRole('table', { name: 'Students' }).getByRole('row');
  await expect(rows.nth(1)).toContainText(LUDHIANA);
  const schools = await rows.evaluateAll((trs) => trs.slice(1).map((tr) => tr.textContent ?? ''));
  expect(schools.length).toBeGreaterThan(0);
  for (const text of schools) {
    expect(text).toContain('Class 6A');
    expect(text).toContain(LUDHIANA);
  }

  // A link with the filter opens as it was: the same class of the same school.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Filter by class' })).toHaveValue(`Class 6A · ${LUDHIANA}`);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/students$/);
  await expect(rows.filter({ hasText: MOHALI }).first()).toBeVisible();
});

test('on a 360 px phone the chip of a class with a long school name wraps: the page does not scroll sideways', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, request, DEMO.schoolManager);
  await page.goto('/students');
  await page.getByRole('combobox', { name: 'Filter by class' }).click();
  await page.getByRole('option', { name: `Class 6A · ${LUDHIANA}` }).click();
  const chip = page.getByRole('checkbox', { name: `Remove filter Class: 6A · ${LUDHIANA}` });
  await expect(chip).toBeAttached();
  expect(await overflows(page)).toBe(false);
});
