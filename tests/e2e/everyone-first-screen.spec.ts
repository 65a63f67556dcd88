import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';

// What a signed-in reload waits for (issue 14, docs/decisions/023): the dashboard's data is asked for while the
// stored session is being checked, each call once; charts are drawn when they come near the screen.
test.use({ serviceWorkers: 'block' });

test("a reload of the student's dashboard asks for its data while the session is checked, each call once", async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO.student);
  const events: string[] = [];
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/auth/profile', async (route) => {
    events.push('profile asked');
    await held;
    events.push('profile answered');
    await route.continue();
  });
  const data = (url: string) => /\/api\/(students\/[^/]+\/progress|assessments\/student\/assigned\/list)$/.test(url);
  page.on('request', (r) => {
    if (data(new URL(r.url()).pathname)) events.push(new URL(r.url()).pathname);
  });

  await page.goto('/dashboard');
  // Both of the first screen's calls go out while the profile is held; the spinner stands meanwhile.
  await expect.poll(() => events.filter((e) => e.startsWith('/api/')).length).toBe(2);
  expect(events).not.toContain('profile answered');
  await expect(page.getByRole('status').first()).toBeVisible();

  answer();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await expect(page.getByText(/^Student ID: /)).toBeVisible();
  await page.waitForTimeout(1000);
  // The dashboard's hooks found the data just fetched: no second call for either.
  expect(events.filter((e) => e.startsWith('/api/'))).toHaveLength(2);
});

test('on a phone, a chart below the fold is drawn when it comes near the screen; its summary is there before', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, request, DEMO.admin);
  await page.goto('/analytics');
  const city = page.getByRole('region', { name: 'Hours by city' });
  await expect(city).toBeAttached();
  await expect(city).not.toBeInViewport();
  await expect(city.getByRole('img', { name: /./ })).toBeAttached();
  await page.waitForTimeout(500);
  await expect(city.locator('.recharts-surface')).toHaveCount(0);

  await city.scrollIntoViewIfNeeded();
  await expect(city.locator('.recharts-surface')).toBeVisible();
  await expect(city.getByRole('img', { name: /./ })).toBeVisible();
});
