/**
 * Replaying the outbox after a class taught offline: 5 sessions (the demo teacher's 5 classes), each a start,
 * 100 slide moves and an end (500 moves in all), queued in IndexedDB while the browser is offline through the
 * real outbox (src/lib/offline/outbox.ts: moves coalesce to the latest position per session). Then the network
 * comes back and the real replay (src/lib/offline/replay.ts) sends everything to the real server on a fresh demo
 * database. Figures: requests sent (target ≤ 15) and the time from the `online` event to every entry confirmed
 * (target ≤ 5 s), in Debian's Chromium through Playwright. Checked on the server: 5 sessions ended at the last
 * slide moved to. Run: npx tsx bench/outbox-replay.ts
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
const TARGET_MS = 5000;
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
      const base = Date.now() - 3_600_000;
      const ids: string[] = [];
      for (const [i, place] of places.entries()) {
        const sessionId = crypto.randomUUID();
        ids.push(sessionId);
        const common = { userId, sessionId, label: `Class ${place.class_level}` };
        const at = (n: number) => new Date(base + i * 600_000 + n * 1000).toISOString();
        await bench.queueStart(db, common, { ...place, started_at: at(0), starting_slide: 1 });
        for (let n = 1; n <= moves; n++) {
          await bench.queuePosition(db, common, { currentSlide: (n % 12) + 1, clientTimestamp: at(n) });
        }
        await bench.queueEnd(db, common, {
          students_attended: 20,
          total_students: 25,
          notes: 'bench',
          clientTimestamp: at(moves + 1),
          currentSlide: (moves % 12) + 1,
        });
      }
      (globalThis as unknown as { benchIds: string[] }).benchIds = ids;
      return { entries: await db.outbox.count(), ids };
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
    queued.ids.map(
      async (id) => (await (await fetch(`${server.url}/api/class-sessions/${id}`, { headers: auth })).json()).session,
    ),
  );
  const good = ended.filter((s) => s?.status === 'ended' && s.current_slide === (MOVES_PER_SESSION % 12) + 1).length;
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
    `  entries confirmed    ${result.sent} of ${queued.entries} (${result.outcome}); sessions ended at the right slide on the server: ${good} of ${SESSIONS}`,
  );
  console.log(`  machine: before ${loadBefore}; after ${loadNote()}`);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
