import type { Page } from '@playwright/test';

/** Signs `email` in through the API (demo password) and stores the session in `page`'s origin, as the app does. */
export async function storeSignIn(page: Page, serverUrl: string, email: string): Promise<void> {
  await page.goto(`${serverUrl}/api/health`);
  // Through the page's own context: its settings (a local HTTPS certificate accepted) hold for this call too.
  const login = await page.request.post(`${serverUrl}/api/auth/login`, { data: { email, password: 'demo1234' } });
  const { token, user } = (await login.json()) as { token: string; user: unknown };
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t as string);
      localStorage.setItem('user', u as string);
    },
    [token, JSON.stringify(user)],
  );
}
