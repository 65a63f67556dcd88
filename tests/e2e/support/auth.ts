import type { APIRequestContext, Page } from '@playwright/test';

export const DEMO = {
  admin: 'admin@demo.test',
  institutionManager: 'institution.manager@demo.test',
  schoolManager: 'school.manager@demo.test',
  teacher: 'teacher@demo.test',
  student: 'student@demo.test',
} as const;
export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the API and stores the session the way the app does, before the page loads. */
export async function signInAs(page: Page, request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`sign-in of ${email} failed: ${res.status()}`);
  const { token, user } = await res.json();
  await page.addInitScript(
    ([t, u]) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', t as string);
        localStorage.setItem('user', u as string);
      }
    },
    [token, JSON.stringify(user)],
  );
  return { token: token as string, user };
}

/** Signs in through the login form, as a person would. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
