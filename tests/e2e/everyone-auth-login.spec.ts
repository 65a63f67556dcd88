import { expect, test } from '@playwright/test';
import { DEMO, signInWithForm } from './support/auth';

test.describe('sign-in', () => {
  // Tagged @cluster: the journeys whose calls spread over two API processes (the others only exercise the form).
  test('shows the login screen and signs a teacher in', { tag: '@cluster' }, async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText('Enter your credentials to access the Learning Management System')).toBeVisible();
    await signInWithForm(page, DEMO.teacher);
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    const stored = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]);
    expect(stored[0]).toBeTruthy();
    expect(JSON.parse(stored[1] as string).email).toBe(DEMO.teacher);
  });

  test('a guest signing in through the form gets the device side: saved data and the worker session', {
    tag: '@cluster',
  }, async ({ page }) => {
    // A guest's /login loads no offline code (docs/decisions/010); it starts at sign-in. An admin has no deck
    // downloads, which would store the session for the worker on their own.
    await page.goto('/login');
    await signInWithForm(page, DEMO.admin);
    await expect(page).toHaveURL(/\/dashboard$/);
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') as string)._id as string);
    // Read without creating the database (an empty one opened here would hold up the app's own).
    const deviceUsers = () =>
      page.evaluate(async () => {
        if (!(await indexedDB.databases()).some((d) => d.name === 'pathshala')) return null;
        return new Promise<string[] | null>((resolve) => {
          const open = indexedDB.open('pathshala');
          open.onerror = () => resolve(null);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('meta') || !db.objectStoreNames.contains('queryCache')) {
              db.close();
              return resolve(null);
            }
            const tx = db.transaction(['meta', 'queryCache']);
            const auth = tx.objectStore('meta').get('auth');
            const cache = tx.objectStore('queryCache').get('query-cache');
            tx.oncomplete = () => {
              db.close();
              resolve([auth.result?.value?.userId ?? null, cache.result?.value?.userId ?? null]);
            };
            tx.onerror = () => {
              db.close();
              resolve(null);
            };
          };
        });
      });
    await expect.poll(deviceUsers).toEqual([user, user]);
  });

  test('a wrong password shows the server message inline and in a toast, cleared on edit', async ({ page }) => {
    await page.goto('/login');
    await signInWithForm(page, DEMO.teacher, 'wrong-password');
    const inline = page.locator('form').getByText('Invalid email or password');
    await expect(inline).toBeVisible();
    await expect(page.locator('.mantine-Notification-root', { hasText: 'Invalid email or password' })).toBeVisible();
    await page.getByLabel(/^Password/).fill('something-else');
    await expect(inline).toHaveCount(0);
    await expect(page).toHaveURL(/\/login/);
  });

  test("reads 'Signing in...' with the fields disabled while busy", async ({ page }) => {
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.goto('/login');
    await signInWithForm(page, DEMO.student);
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel(/^Password/);
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show or hide password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    // With the keyboard too: Tab from the field reaches the eye, and Enter turns it (issue 40: keyboard access).
    await password.focus();
    await page.keyboard.press('Tab');
    const eye = page.getByRole('button', { name: 'Show or hide password' });
    await expect(eye).toBeFocused();
    await expect(eye).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(eye).toHaveAttribute('aria-pressed', 'false');
  });

  test('returns to the remembered location after sign-in', { tag: '@cluster' }, async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await signInWithForm(page, DEMO.admin);
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  });
});
