import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';

test.describe('an institution manager and their schools', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAs(page, request, DEMO.institutionManager);
  });

  test("sees only their institution's schools, with no Add, no Edit and no institution filter", async ({ page }) => {
    await page.goto('/schools');
    await expect(page.getByRole('heading', { name: 'Schools' })).toBeVisible();
    const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^View / }) });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Sunrise Convent School, Ludhiana');
    await expect(rows.nth(1)).toContainText('Sunrise Public School, Mohali');
    await expect(page.getByText('Bharat Vidya')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add School' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByLabel('Filter by institution')).toHaveCount(0);

    await rows.nth(1).getByRole('button', { name: 'View Sunrise Public School, Mohali' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Sunrise Education Trust')).toBeVisible();
    await expect(dialog.getByText('₹2,400')).toBeVisible();
    await expect(dialog.getByText('Meena Iyer (school.manager@demo.test)')).toBeVisible();
  });

  test('searching stays inside the institution; the add and edit screens are closed to them', async ({ page }) => {
    await page.goto('/schools?search=Noida');
    await expect(page.getByText('No schools found')).toBeVisible();
    await page.goto('/schools/new');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });

  test('reads the school managers, teachers and students of the institution, view only', async ({ page }) => {
    await page.goto('/school-managers');
    await expect(page.getByText('Meena Iyer')).toBeVisible();
    await expect(page.getByText('Vikram Singh')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
    // Fuzzy search: 'mhl' is a subsequence of 'Mohali'.
    await page.getByLabel('Search school managers').fill('mhl');
    await expect(page.getByText('Meena Iyer')).toBeVisible();
    await page.getByLabel('Search school managers').fill('zzz');
    await expect(page.getByText('No school managers found')).toBeVisible();

    await page.goto('/teachers');
    const teachers = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^View / }) });
    await expect(teachers).toHaveCount(4);
    await expect(page.getByText('Amit Joshi')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
    // Priya Sharma teaches 6A at both schools: two classes, each named with its school (not one '6A').
    const priya = teachers.filter({ hasText: 'Priya Sharma' });
    await expect(priya.getByLabel('Class 6A at Sunrise Public School, Mohali')).toBeVisible();
    await expect(priya.getByLabel('Class 6A at Sunrise Convent School, Ludhiana')).toBeVisible();
    await page.getByRole('button', { name: 'View Priya Sharma' }).click();
    await expect(page.getByRole('dialog').getByText('Sunrise Education Trust')).toBeVisible();
  });
});
