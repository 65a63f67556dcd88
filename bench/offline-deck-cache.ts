/**
 * Caching a 60-slide deck on the device: syncDeck (src/offline/worker/deck-sync.ts, what the service worker runs:
 * manifest, quota check, every full-size image and thumbnail fetched 4 at a time and stored in IndexedDB as
 * ArrayBuffers, then the deck swapped in) against downloading the same bytes with a plain fetch loop (no
 * storage), in Debian's Chromium through Playwright, against the real server on a fresh demo database
 * (grade 7's demo deck: 60 slides). The browser's HTTP cache is off (CDP) so every run downloads.
 * BENCH_ROUNDS rounds (default 5), alternating; medians reported. Target: ratio syncDeck / plain loop ≤ 1.5.
 * Run: npx tsx bench/offline-deck-cache.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { offlineBundle } from './support/offline-bundle';
import { loadNote } from './support/offline-load';
import type { OfflineBench } from './support/offline-entry';
import { startServer } from './support/servers';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const GRADE = 7;
const TARGET_RATIO = 1.5;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathshala-deck-bench-'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const server = await startServer(
  'server/index.ts',
  { DATA_DIR: dataDir, DEMO_DECK_SLIDES: '0' },
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
  const deadline = Date.now() + 300_000;
  while (!(await (await fetch(`${server.url}/api/course-materials/class/${GRADE}`, { headers: auth })).ok)) {
    if (Date.now() > deadline) throw new Error(`the grade ${GRADE} demo deck was not converted in time`);
    await new Promise((r) => setTimeout(r, 1000));
  }

  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // A page of the server's origin without the app: the bench script alone.
  await page.goto(`${server.url}/api/health`);
  await page.addScriptTag({ content: await offlineBundle() });
  // tsx keeps function names with a helper that page.evaluate's functions then expect in the page.
  await page.evaluate('window.__name = (f) => f');

  const plain = (parallel: number) =>
    page.evaluate(
      async ([grade, token, workers]) => {
        const headers = { Authorization: `Bearer ${token}` };
        const start = performance.now();
        const { material } = await (await fetch(`/api/course-materials/class/${grade}`, { headers })).json();
        const urls: string[] = material.slides.flatMap((s: { imageUrl: string; thumbnailUrl: string }) => [
          s.imageUrl,
          s.thumbnailUrl,
        ]);
        let next = 0;
        let bytes = 0;
        const worker = async () => {
          while (next < urls.length) {
            const url = urls[next++];
            bytes += (await (await fetch(`/api${url}`, { headers })).arrayBuffer()).byteLength;
          }
        };
        await Promise.all(Array.from({ length: workers }, worker));
        return { ms: performance.now() - start, bytes, images: urls.length };
      },
      [GRADE, login.token as string, parallel] as const,
    );

  const cached = () =>
    page.evaluate(
      async ([grade, token]) => {
        const bench = (globalThis as unknown as { offlineBench: OfflineBench }).offlineBench;
        const db = bench.openCacheDb(`deck-bench-${crypto.randomUUID()}`);
        let bytes = 0;
        const start = performance.now();
        const outcome = await bench.syncDeck(
          { db, token, apiBase: '/api', onProgress: (p) => (bytes = p.bytes) },
          grade,
        );
        const ms = performance.now() - start;
        const stored = await db.slideImages.count();
        await db.delete();
        return { ms, bytes, outcome, stored };
      },
      [GRADE, login.token as string] as const,
    );

  const seq: number[] = [];
  const par: number[] = [];
  const sync: number[] = [];
  let info = { bytes: 0, images: 0, stored: 0 };
  await plain(4); // warm-up: server caches, JIT
  const loadBefore = loadNote();
  for (let round = 0; round < ROUNDS; round++) {
    const s = await plain(1);
    const p = await plain(4);
    const c = await cached();
    if (c.outcome !== 'updated' || c.stored !== s.images)
      throw new Error(`syncDeck stored ${c.stored} of ${s.images} images`);
    seq.push(s.ms);
    par.push(p.ms);
    sync.push(c.ms);
    info = { bytes: s.bytes, images: s.images, stored: c.stored };
  }
  const ratio = median(sync) / median(par);
  console.log(
    `caching a ${info.images / 2}-slide deck (${info.images} images, ${(info.bytes / 1_048_576).toFixed(2)} MB), ${ROUNDS} rounds, medians:`,
  );
  console.log(`  machine: before ${loadBefore}; after ${loadNote()}`);
  console.log(`  plain fetch loop, one at a time     ${median(seq).toFixed(0)} ms`);
  console.log(`  plain fetch loop, 4 at a time       ${median(par).toFixed(0)} ms`);
  console.log(`  syncDeck (fetch 4 at a time + IndexedDB + swap)  ${median(sync).toFixed(0)} ms`);
  console.log(`  ratio syncDeck / plain (4 at a time) ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO})`);
  console.log(`  ratio syncDeck / plain (one at a time) ${(median(sync) / median(seq)).toFixed(2)}`);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
