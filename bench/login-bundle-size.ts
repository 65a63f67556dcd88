/**
 * The JavaScript a browser receives to show /login, against the 150 KiB target (issue 14): measured in Debian's
 * chromium against the real server serving the built PWA (precompressed brotli and gzip by Accept-Encoding), a
 * first visit with an empty cache. Counts every script the page requests until the network is idle: its body as
 * it came over the wire (encoded, Playwright's responseBodySize) and its headers. The service worker's precache
 * downloads that follow the first visit are the worker's, not the page's, and are listed apart when seen.
 * Run: npm run build && npx tsx bench/login-bundle-size.ts   (BENCH_STATIC_DIR: another build folder)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { startServer } from './support/servers';

const TARGET_KIB = 150;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathshala-login-bundle-'));
const server = await startServer(
  'server/index.ts',
  { DATA_DIR: dataDir, DEMO_DECK_SLIDES: '4', STATIC_DIR: process.env.BENCH_STATIC_DIR ?? 'dist' },
  '/api/health',
  180_000,
);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts: { url: string; body: number; headers: number; encoding: string }[] = [];
  let all = 0;
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes();
    all += sizes.responseBodySize + sizes.responseHeadersSize;
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    scripts.push({
      url: new URL(request.url()).pathname,
      body: sizes.responseBodySize,
      headers: sizes.responseHeadersSize,
      encoding: (await response?.headerValue('content-encoding')) ?? 'none',
    });
  });
  await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await page.waitForTimeout(500);

  const body = scripts.reduce((n, s) => n + s.body, 0);
  const withHeaders = scripts.reduce((n, s) => n + s.body + s.headers, 0);
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`/login, first visit in Chromium (${CHROMIUM_PATH}), JavaScript received:`);
  for (const s of scripts.sort((a, b) => b.body - a.body)) {
    console.log(`  ${kib(s.body).padStart(10)}  ${s.encoding.padEnd(5)} ${s.url}`);
  }
  console.log(
    `${scripts.length} scripts: ${kib(body)} of bodies on the wire (${kib(withHeaders)} with headers); everything the page received: ${kib(all)}`,
  );
  console.log(
    `target ≤ ${TARGET_KIB} KiB: ratio ${(body / 1024 / TARGET_KIB).toFixed(2)} ${body / 1024 <= TARGET_KIB ? '(within target)' : '(OVER TARGET)'}`,
  );
  if (scripts.some((s) => s.encoding === 'none')) console.log('note: some scripts came uncompressed');
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
