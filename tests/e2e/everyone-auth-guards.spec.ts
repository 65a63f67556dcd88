import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';

test.describe('route guards', () => {
  test('a student opening /course-materials lands on /unauthorized', async ({ page, request }) => {
    await signInAs(page, request, DEMO.student);
    await page.goto('/course-materials');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText(/restricted to administrators/)).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a teacher may open teacher routes but not student ones', async ({ page, request }) => {
    await signInAs(page, request, DEMO.teacher);
    await page.goto('/teacher/assessments');
    await expect(page).toHaveURL(/\/teacher\/assessments$/);
    await page.goto('/progress');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });

  test('a student opening the class-session screens lands on /unauthorized, not on failed calls', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, DEMO.student);
    for (const path of ['/sessions', '/manage-slides', '/edit-session/00000000-0000-4000-8000-000000000000']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/unauthorized$/);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    }
  });

  test('/, unknown paths and /login send a signed-in user to /dashboard', async ({ page, request }) => {
    await signInAs(page, request, DEMO.admin);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('signed-out visitors go to /login; public pages stay open', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/);
    await page.goto('/enquire');
    await expect(page).toHaveURL(/\/enquire$/);
  });

  test('a token the server rejects (401) clears the stored session', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('token', 'not-a-real-token');
        localStorage.setItem('user', JSON.stringify({ _id: 'x', name: 'Ghost', email: 'g@x.test', role: 'admin' }));
      }
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  });
});
