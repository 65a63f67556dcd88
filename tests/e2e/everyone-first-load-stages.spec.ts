import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import { tr } from './support/catalog';
import { holdCalls } from './support/hold-calls';

// The first load in stages (issue 40, docs/decisions/044): index.html draws the spinner itself and names the first
// load's few files for the browser to fetch at once, and src/main.tsx evaluates React, the libraries, the router and
// the app each in a task of its own, rather than one 60-80 ms evaluation (250-300 ms on a phone).
test.use({ serviceWorkers: 'block' });

test('the page draws the spinner itself and names the first load’s five script files, no more', async ({ request }) => {
  const html = await (await request.get('/dashboard')).text();
  expect(html).toMatch(/<div id="root"><div class="first-load" role="status" aria-label="Loading"><\/div><\/div>/);
  // The entry, the bundler's runtime, React, the libraries and the app: over HTTP/1.1 every file more is a request
  // in the queue of six connections (a version with a file per stage painted 0.5-1 s later there).
  const scripts = [
    ...html.matchAll(
      /<(?:script type="module"|link rel="modulepreload") crossorigin (?:src|href)="\/assets\/([a-z-]+)-[^"]+\.js">/g,
    ),
  ];
  expect(scripts.map((m) => m[1]).sort()).toEqual(['app', 'index', 'libraries', 'react', 'rolldown-runtime']);
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

test('each stage of the first load is evaluated in a task of its own', async ({ page, request }) => {
  await signInAs(page, request, DEMO.teacher);
  // Long animation frames list each script run over 5 ms; on a CPU slowed 6× every stage is one. A stage runs when
  // its import resolves: the first after the entry's import, each next one after the page's turn (scheduler.yield).
  await page.addInitScript(() => {
    const seen: string[][] = [];
    (window as unknown as { stages: string[][] }).stages = seen;
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries() as unknown as { scripts: { invokerType: string; invoker: string }[] }[])
        seen.push(
          frame.scripts
            .filter((script) => script.invokerType === 'resolve-promise')
            .map((script) => script.invoker)
            .filter((invoker) => /^(import|Scheduler\.yield)\.then$/.test(invoker)),
        );
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Teacher Dashboard', level: 1 })).toBeVisible({ timeout: 30_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const frames = await page.evaluate(() => (window as unknown as { stages: string[][] }).stages);
  const stages = frames.flat();
  // Each of React, the libraries, the router and the app is a script run of its own. With the stages imported
  // statically (one evaluation) there were two. (React's may run as its chunk's arrival rather than as `import.then`
  // on a loaded machine: CI saw four runs, all after a turn.)
  expect(stages.length, JSON.stringify(frames)).toBeGreaterThanOrEqual(4);
});

test('every screen whose code imports the device database statically says so, and no other', async () => {
  // start.tsx evaluates Dexie in a task of its own before such a screen's code (its route's staticData.deviceDb):
  // inside the screen's evaluation it made /log-session's longest task (120 → 40 ms at 4× CPU).
  type Chunk = { file: string; name?: string; imports?: string[] };
  const manifest: Record<string, Chunk> = JSON.parse(
    readFileSync(path.join(process.env.STATIC_DIR ?? 'dist', '.vite', 'manifest.json'), 'utf8'),
  );
  const device = Object.keys(manifest).find((key) => manifest[key]?.name === 'local-db');
  expect(device).toBeDefined();
  const reaches = (key: string, seen = new Set<string>()): boolean => {
    if (key === device) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return (manifest[key]?.imports ?? []).some((next) => reaches(next, seen));
  };
  const importing = Object.keys(manifest)
    .filter((key) => key.endsWith('?tsr-split=component') && reaches(key))
    .map((key) => key.replace('?tsr-split=component', ''))
    .sort();
  const flagged = readdirSync('src/routes', { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join('src/routes', file.split(path.sep).join('/')))
    .filter((file) => file.endsWith('.tsx') && readFileSync(file, 'utf8').includes('staticData: { deviceDb: true }'))
    .sort();
  expect(importing.length).toBeGreaterThan(0);
  expect(flagged).toEqual(importing);
});
