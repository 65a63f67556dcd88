/**
 * Replaying the outbox after classes taught offline: 5 sessions (the demo teacher's 5 classes), each started on
 * the device, 100 slide moves in both directions (a seeded walk: forward, back, Home, End) and an end (500 moves in
 * all), recorded while the browser is offline through the real teaching code (startTeaching, recordMove,
 * endTeaching: moves coalesce to one entry per session carrying the latest AND the furthest slide). Then the network
 * comes back and the real replay (src/offline/worker/replay.ts) sends everything to the real server on a fresh demo
 * database. Figures: requests sent (target ≤ 15) and the time from the `online` event to every entry confirmed
 * (target ≤ 2 s), in Debian's Chromium through Playwright. Checked on the server: each session's start, furthest
 * and last slide equal the device's. Run: npx tsx bench/outbox-replay.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { offlineBundle } from './support/offline-bundle';
import { loadNote } from './support/offline-load';
import type { OfflineBench } from './support/offline-entry';
import { startServer } from './support/servers';

const SESSIONS = 5;
const MOVES_PER_SESSION = 100;
const TARGET_REQUESTS = 15;
const TARGET_MS = 2000;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathshala-replay-bench-'));

const server = await startServer(
  'server/index.ts',
  { DATA_DIR: dataDir, DEMO_DECK_SLIDES: '12' },
  '/api/health',
  180_000,
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

try {
  const login = await (
    await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'teacher@demo.test', password: 'demo1234' }),
    })
  ).json();
  const auth = { Authorization: `Bearer ${login.token}` };
  const classes = (login.user.teaching_assignments as { school_id: string; classes: string[] }[])
    .flatMap((a) => a.classes.map((c) => ({ school_id: a.school_id, class_level: c })))
    .slice(0, SESSIONS);
  if (classes.length < SESSIONS) throw new Error(`the demo teacher teaches ${classes.length} classes, not ${SESSIONS}`);
  // Starting a session needs the class's deck (the demo decks convert after the server starts).
  const deadline = Date.now() + 240_000;
  for (const grade of new Set(classes.map((c) => Number.parseInt(c.class_level, 10)))) {
    while (!(await fetch(`${server.url}/api/course-materials/class/${grade}`, { headers: auth })).ok) {
      if (Date.now() > deadline) throw new Error(`the grade ${grade} demo deck was not converted in time`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  }

  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${server.url}/api/health`);
  await page.addScriptTag({ content: await offlineBundle() });
  await page.evaluate('window.__name = (f) => f');
  let finished = 0;
  context.on('requestfinished', (req) => {
    if (req.url().includes('/api/class-sessions/')) finished++;
  });

  await context.setOffline(true);
  const queued = await page.evaluate(
    async ([userId, places, moves]) => {
      const bench = (globalThis as unknown as { offlineBench: OfflineBench }).offlineBench;
      const db = bench.openLocalDb('replay-bench');
      const SLIDES = 40;
      for (const grade of new Set(places.map((p) => Number.parseInt(p.class_level, 10)))) {
        const slides = Array.from({ length: SLIDES }, (_, i) => ({ number: i + 1, title: `Slide ${i + 1}` }));
        await db.decks.put({
          grade,
          version: 1,
          totalSlides: SLIDES,
          slides,
          bytes: 1,
          complete: true,
          cachedAt: 'x',
          checkedAt: 'x',
        });
      }
      const deps = {
        db,
        userId,
        startOnline: () => Promise.reject(new TypeError('offline')),
        serverResume: () => Promise.reject(new TypeError('offline')),
        fetchDeck: () => Promise.reject(new TypeError('offline')),
        isOnline: () => false,
        kick: () => undefined,
      };
      // A seeded walk: mostly forward, sometimes back, now and then Home or End, so the last slide is often
      // below the furthest one (what coalescing must not lose).
      let seed = 12345;
      const random = () => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed / 2147483648;
      };
      const expected: { id: string; start: number; furthest: number; last: number }[] = [];
      for (const place of places) {
        const label = `Class ${place.class_level}`;
        const t = await bench.startTeaching(deps, { schoolId: place.school_id, classLevel: place.class_level, label });
        let slide = t.session.currentSlide;
        let furthest = slide;
        for (let n = 1; n <= moves; n++) {
          const r = random();
          slide = r < 0.56 ? Math.min(SLIDES, slide + 1) : r < 0.96 ? Math.max(1, slide - 1) : r < 0.99 ? 1 : SLIDES;
          furthest = Math.max(furthest, slide);
          await bench.recordMove(db, t.session, label, slide);
        }
        await bench.endTeaching(deps, t.session, label, slide, {
          students_attended: 20,
          total_students: 25,
          notes: 'bench',
        });
        expected.push({ id: t.session.id, start: t.session.startingSlide, furthest, last: slide });
      }
      return { entries: await db.outbox.count(), expected };
    },
    [login.user._id as string, classes, MOVES_PER_SESSION] as const,
  );

  // Back online: the replay starts on the `online` event, as the app's sync engine does.
  const armed = page.evaluate(
    ([userId, token]) =>
      new Promise<{ ms: number; requests: number; sent: number; outcome: string }>((resolve) => {
        window.addEventListener(
          'online',
          async () => {
            const bench = (globalThis as unknown as { offlineBench: OfflineBench }).offlineBench;
            const db = bench.openLocalDb('replay-bench');
            const start = performance.now();
            const result = await bench.replayOutbox({ db, userId, token, apiBase: '/api' });
            const confirmed = await db.outbox.where({ status: 'sent' }).count();
            resolve({
              ms: performance.now() - start,
              requests: result.requests,
              sent: confirmed,
              outcome: result.outcome,
            });
          },
          { once: true },
        );
      }),
    [login.user._id as string, login.token as string] as const,
  );
  await page.waitForTimeout(200);
  const loadBefore = loadNote();
  await context.setOffline(false);
  const result = await armed;
  // Playwright reports a finished request a moment after the page has its answer.
  for (let i = 0; i < 50 && finished < result.requests; i++) await page.waitForTimeout(100);

  const ended = await Promise.all(
    queued.expected.map(
      async (e) => (await (await fetch(`${server.url}/api/class-sessions/${e.id}`, { headers: auth })).json()).session,
    ),
  );
  const good = ended.filter((s, i) => {
    const e = queued.expected[i];
    return (
      s?.status === 'ended' &&
      s.starting_slide === e?.start &&
      s.ending_slide === e?.furthest &&
      s.current_slide === e?.last
    );
  }).length;
  const walk = queued.expected.map((e) => `${e.start}→${e.furthest}→${e.last}`).join(', ');
  console.log(
    `outbox replay: ${SESSIONS} sessions × (start + ${MOVES_PER_SESSION} moves + end) = ${SESSIONS * (MOVES_PER_SESSION + 2)} changes, ${queued.entries} outbox entries after coalescing`,
  );
  console.log(
    `  requests sent        ${result.requests} (finished on the wire: ${finished})  target ≤ ${TARGET_REQUESTS}  ratio ${(result.requests / TARGET_REQUESTS).toFixed(2)}`,
  );
  console.log(
    `  reconnect → all confirmed  ${result.ms.toFixed(0)} ms  target ≤ ${TARGET_MS} ms  ratio ${(result.ms / TARGET_MS).toFixed(2)}`,
  );
  console.log(
    `  entries confirmed    ${result.sent} of ${queued.entries} (${result.outcome}); sessions with the device's start, furthest and last slide on the server: ${good} of ${SESSIONS} (start→furthest→last: ${walk})`,
  );
  console.log(`  machine: before ${loadBefore}; after ${loadNote()}`);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
