import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import { tr } from './support/catalog';
import { holdCalls } from './support/hold-calls';

// The first load in stages (issue 40, docs/decisions/044): index.html draws the spinner itself, names every stage's
// file for the browser to fetch at once, and src/main.tsx evaluates React, the libraries, the router and the app
// each as a script of its own, rather than one 60-80 ms evaluation (250-300 ms on a phone).
test.use({ serviceWorkers: 'block' });

const STAGES = ['react', 'libraries', 'router', 'start'] as const;

test('the page draws the spinner itself and names every stage’s file beside the entry', async ({ request }) => {
  const html = await (await request.get('/dashboard')).text();
  expect(html).toMatch(/<div id="root"><div class="first-load" role="status" aria-label="Loading"><\/div><\/div>/);
  // Each stage's own file (a few bytes that import its chunk) and the chunks: none waits for the one before.
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([a-z-]+)-[^"]+\.js">/g)];
  const names = preloaded.map((m) => m[1]);
  for (const stage of STAGES) expect(names.filter((name) => name === stage).length, stage).toBeGreaterThanOrEqual(1);
  for (const chunk of ['main', 'app']) expect(names, chunk).toContain(chunk);
});

test('while the stored session is checked, the spinner is named in the reader’s language, then the screen replaces it', async ({
  page,
  request,
}) => {
  // The language on the device only: the account's profile stays as it is.
  await page.route('**/api/auth/profile/locale', (route) => route.abort());
  await page.addInitScript(() => localStorage.setItem('pathshala.locale', 'hi-IN'));
  await signInAs(page, request, DEMO.teacher);
  const answer = await holdCalls(page, '**/api/auth/profile');
  await page.goto('/dashboard');
  await expect(page.getByRole('status', { name: tr('hi-IN', 'Loading') })).toBeVisible();
  // The ring is drawn before Mantine's provider has set the color scheme's variables.
  const ring = await page.locator('.first-load').evaluate((el) => getComputedStyle(el, '::after').borderTopStyle);
  expect(ring).toBe('solid');
  answer();
  await expect(page.getByRole('heading', { name: tr('hi-IN', 'Teacher Dashboard'), level: 1 })).toBeVisible();
  await expect(page.locator('.first-load')).toHaveCount(0);
});

test('each stage of the first load is evaluated as a script of its own', async ({ page, request }) => {
  await signInAs(page, request, DEMO.teacher);
  // Long animation frames list each script evaluation over 5 ms; on a CPU slowed 6× every stage is one.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { evaluated: string[] }).evaluated = seen;
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries() as unknown as { scripts: { invokerType: string; invoker: string }[] }[])
        for (const script of frame.scripts) if (script.invokerType === 'module-script') seen.push(script.invoker);
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/dashboard');
  const stages = () =>
    page.evaluate(() =>
      (window as unknown as { evaluated: string[] }).evaluated.map(
        (url) => /\/assets\/([a-z-]+)-[^/]+\.js$/.exec(url)?.[1] ?? url,
      ),
    );
  await expect.poll(stages, { timeout: 30_000 }).toContain('start');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // One evaluation would be the entry's alone; each stage's own file is evaluated by itself, in order.
  const evaluated = await stages();
  for (const stage of ['react', 'router', 'start']) expect(evaluated, stage).toContain(stage);
  expect(evaluated.indexOf('react')).toBeLessThan(evaluated.indexOf('router'));
  expect(evaluated.indexOf('router')).toBeLessThan(evaluated.indexOf('start'));
  await expect(page.getByRole('heading', { name: 'Teacher Dashboard', level: 1 })).toBeVisible();
});
