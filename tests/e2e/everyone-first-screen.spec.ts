import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import { holdCalls } from './support/hold-calls';

// What a signed-in reload waits for (issue 14, docs/decisions/023): the dashboard's data is asked for while the
// stored session is being checked, each call once; charts are drawn when they come near the screen.
test.use({ serviceWorkers: 'block' });

// Each role's first screen: the calls its prefetch makes (the paths), and what shows once it has rendered.
const FIRST_SCREENS = [
  {
    who: DEMO.student,
    calls: /^\/api\/(students\/[^/]+\/progress|assessments\/student\/assigned\/list)$/,
    count: 2,
    shown: /^Welcome, /,
  },
  {
    who: DEMO.teacher,
    calls: /^\/api\/(analytics\/teacher\/[^/]+|class-sessions|assessments|classes\/absence-alerts)$/,
    count: 4,
    shown: 'Teacher Dashboard',
  },
  { who: DEMO.admin, calls: /^\/api\/analytics\/dashboard$/, count: 1, shown: 'Admin Dashboard' },
] as const;

for (const { who, calls, count, shown } of FIRST_SCREENS) {
  test(`${who}: a reload of the dashboard asks for its data while the session is checked, each call once`, async ({
    page,
    request,
  }) => {
    await signInAs(page, request, who);
    const events: string[] = [];
    const answer = await holdCalls(page, '**/api/auth/profile', (what) => events.push(`profile ${what}`));
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (calls.test(path)) events.push(path);
    });
    const dataCalls = () => events.filter((e) => e.startsWith('/api/'));

    await page.goto('/dashboard');
    // Every call of the first screen goes out while the profile is held; the spinner stands meanwhile.
    await expect.poll(() => dataCalls().length).toBe(count);
    expect(events).not.toContain('profile answered');
    await expect(page.getByRole('status').first()).toBeVisible();
    // A slow or busy device: the data waits longer than 'just fetched' (3 s) for its screen, and is still used.
    await page.waitForTimeout(4000);

    answer();
    await expect(page.getByRole('heading', { name: shown, level: 1 })).toBeVisible();
    await expect(page.getByLabel('Loading dashboard')).toHaveCount(0);
    await page.waitForTimeout(1000);
    // The dashboard's hooks found the data just fetched: no second call for any.
    expect(dataCalls()).toHaveLength(count);
    expect(new Set(dataCalls()).size).toBe(count);
  });
}

for (const { who, calls, count, shown } of FIRST_SCREENS) {
  test(`${who}: a plain reload makes each first-screen call once, and the health probe ends`, async ({
    page,
    request,
  }) => {
    await signInAs(page, request, who);
    const made: string[] = [];
    const probes: { ended: boolean }[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (calls.test(path)) made.push(path);
      if (path === '/api/health') {
        const probe = { ended: false };
        probes.push(probe);
        // finished() gives null once the answer is read to its end, an Error when the request was aborted.
        void r
          .response()
          .then((res) => res?.finished().then((error) => (probe.ended = error === null)))
          .catch(() => undefined);
      }
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: shown, level: 1 })).toBeVisible();
    // The device side has started (its connectivity probe went out) and its saved cache is back.
    await expect.poll(() => probes.length).toBeGreaterThan(0);
    await expect.poll(() => probes.every((p) => p.ended), { timeout: 3000 }).toBe(true);
    await page.waitForTimeout(1500);
    expect(made).toHaveLength(count);
    expect(new Set(made).size).toBe(count);
  });
}

test('the student’s greeting, the page’s title, is on screen while the figures load', async ({ page, request }) => {
  await signInAs(page, request, DEMO.student);
  const answer = await holdCalls(page, '**/api/students/*/progress');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /^Welcome, /, level: 1 })).toBeVisible();
  await expect(page.getByLabel('Loading dashboard')).toBeVisible();
  answer();
  await expect(page.getByLabel('Loading dashboard')).toHaveCount(0);
  await expect(page.getByText('Progress', { exact: true })).toBeVisible();
});

test('/analytics says which days it covers while the figures load, as the server then answers', async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO.admin);
  const answer = await holdCalls(page, '**/api/analytics/comprehensive*');
  await page.goto('/analytics');
  const range = page.getByRole('status').filter({ hasText: 'compared with' });
  await expect(page.getByText('Loading analytics…')).toBeVisible();
  await expect(range).toHaveText(/^\d{1,2} \w{3} \d{4} – \d{1,2} \w{3} \d{4} \(30 days\), compared with .+ – .+$/);
  const before = await range.textContent();
  answer();
  await expect(page.getByText('Loading analytics…')).toHaveCount(0);
  await expect(range).toHaveText(before ?? '');
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
  await expect(city.locator('.chart-surface')).toHaveCount(0);

  await city.scrollIntoViewIfNeeded();
  await expect(city.locator('.chart-surface')).toBeVisible();
  await expect(city.getByRole('img', { name: /./ })).toBeVisible();
});

// A chart drawn as the reader scrolls must not push what they are reading (or about to tap) down the page: its
// placeholder, the skeleton while its code loads and the chart itself are one height.
for (const [who, path] of [
  [DEMO.admin, '/analytics'],
  [DEMO.teacher, '/analytics'],
  [DEMO.student, '/analytics'],
] as const) {
  test(`${who} ${path} on a phone: each chart card keeps its height when its chart is drawn`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAs(page, request, who);
    await page.goto(path);
    const cards = page.locator('section').filter({ has: page.getByRole('button', { name: 'Table', exact: true }) });
    await expect(cards.first()).toBeVisible();
    await expect(page.getByLabel(/^Loading/)).toHaveCount(0);
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    const before: number[] = [];
    for (let i = 0; i < count; i++) before.push(Math.round((await cards.nth(i).boundingBox())?.height ?? 0));
    const after: number[] = [];
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator('.chart-surface').first()).toBeVisible();
      after.push(Math.round((await card.boundingBox())?.height ?? 0));
    }
    expect(after).toEqual(before);
  });
}

test('a reload checks the stored session before the app’s code has arrived, and only once', async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO.student);
  const profileCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/auth/profile') profileCalls.push(r.url());
  });
  // Every script of the app held back (session-check.js is not one of its chunks).
  const release = await holdCalls(page, '**/assets/*.js');
  await page.goto('/dashboard', { waitUntil: 'commit' });
  // public/session-check.js asked while the app's code is held back.
  await expect.poll(() => profileCalls.length).toBe(1);
  release();
  await expect(page.getByRole('heading', { name: /^Welcome, /, level: 1 })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(profileCalls).toHaveLength(1);
});

test('the stored user’s own screen code is asked for before the app’s code has run', async ({ page, request }) => {
  const html = await (await request.get('/dashboard')).text();
  const content = /<meta name="role-preloads" content="([^"]*)">/.exec(html)?.[1] ?? '{}';
  const own: string[] = JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&')).teacher ?? [];
  expect(own.filter((file) => /^assets\/teacher-dashboard-[^/]+\.js$/.test(file))).toHaveLength(1);

  await signInAs(page, request, DEMO.teacher);
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname.slice(1)));
  // Every other script of the app held back: the entry cannot run, so public/session-check.js asks for these.
  const release = await holdCalls(
    page,
    (url) =>
      url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !own.includes(url.pathname.slice(1)),
  );
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect.poll(() => own.filter((file) => asked.includes(file))).toEqual(own);
  release();
  await expect(page.getByRole('heading', { name: 'Teacher Dashboard', level: 1 })).toBeVisible();
});

test('a stored session the server turns down still ends at /login, the page remembered', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('token', 'not-a-token');
    localStorage.setItem(
      'user',
      JSON.stringify({ _id: 'u1', name: 'Gone', email: 'gone@demo.test', role: 'student', teaching_assignments: [] }),
    );
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('the page names its route code for the browser to fetch beside the entry; each file is fetched once', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/dashboard')).text();
  for (const chunk of ['dashboard', 'shell'])
    expect(html).toMatch(new RegExp(`<link rel="modulepreload"[^>]*href="/assets/${chunk}-[^"]+\\.js">`));
  const login = await (await request.get('/login')).text();
  expect(login).toContain('rel="modulepreload"');
  expect(login).not.toMatch(/href="\/assets\/shell-/);
  expect(await (await request.get('/no-such-page')).text()).not.toContain('fetchpriority');
  // The manifest (and the icon the browser then fetches) waits for the first screen (scripts/vite/manifest-link-later.ts).
  expect(html).not.toContain('rel="manifest"');

  await signInAs(page, request, DEMO.teacher);
  const assets: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/assets/')) assets.push(path);
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Teacher Dashboard', level: 1 })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  expect(assets.length).toBeGreaterThan(5);
  expect(assets.filter((a, i) => assets.indexOf(a) !== i)).toEqual([]);
});
