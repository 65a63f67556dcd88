/**
 * Where the main thread spends a signed-in first load (issue 14): Chromium's sampling CPU profiler over the load
 * of a page, from navigation until its main heading is painted, self time summed by the source it came from
 * (a package under node_modules, or our file), through the build's source maps.
 * Not throttled unless BENCH_CPU (a slowdown rate, 4 as Lighthouse's phone); figures vary by tens of percent run to run.
 * Run: BUILD_SOURCEMAP=1 BUILD_OUT_DIR=/tmp/dist-map npm run build &&
 *      BENCH_STATIC_DIR=/tmp/dist-map npx tsx bench/startup-profile.ts   (BENCH_WHO, BENCH_PATH, BENCH_TOP, BENCH_CPU)
 */
import { readFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map';
import { startServer } from './support/servers';
import { storeSignIn } from './support/signed-in-page';

const WHO = process.env.BENCH_WHO ?? 'student@demo.test';
const PAGE = process.env.BENCH_PATH ?? '/dashboard';
const TOP = Number(process.env.BENCH_TOP ?? 30);
const STATIC_DIR = process.env.BENCH_STATIC_DIR ?? 'dist';

type Node = {
  id: number;
  children?: number[];
  callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string };
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathshala-profile-'));
const server = await startServer(
  'server/index.ts',
  { DATA_DIR: dataDir, DEMO_DECK_SLIDES: '12', STATIC_DIR },
  '/api/health',
);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await storeSignIn(page, server.url, WHO);
  const cdp = await context.newCDPSession(page);
  if (process.env.BENCH_CPU) await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.BENCH_CPU) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const started = Date.now();
  await page.goto(`${server.url}${PAGE}`);
  await page.locator('main h1').first().waitFor();
  const painted = Date.now() - started;
  await page.waitForTimeout(1500);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (const [i, id] of profile.samples.entries())
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  const maps = new Map<string, SourceMapConsumer | null>();
  async function sourceOf(frame: Node['callFrame']): Promise<string> {
    if (!frame.url)
      return frame.functionName.startsWith('(') ? frame.functionName : `(${frame.functionName || 'native'})`;
    const file = path.join(STATIC_DIR, new URL(frame.url).pathname);
    if (!maps.has(file))
      maps.set(
        file,
        existsSync(`${file}.map`) ? await new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null,
      );
    const map = maps.get(file);
    const source = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }).source;
    if (!source) return path.basename(file);
    const pkg = source.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
    return pkg?.[1] ?? source.replace(/^(\.\.\/)+/, '');
  }
  const totals = new Map<string, number>();
  for (const [id, ms] of self) {
    const node = byId.get(id);
    if (!node) continue;
    const key = await sourceOf(node.callFrame);
    totals.set(key, (totals.get(key) ?? 0) + ms);
  }
  const all = [...totals.values()].reduce((a, b) => a + b, 0);
  const idle = totals.get('(idle)') ?? 0;
  console.log(
    `${WHO} ${PAGE}: heading painted at ${painted} ms; profiled ${all.toFixed(0)} ms, busy ${(all - idle).toFixed(0)} ms`,
  );
  for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
  const fns = new Map<string, number>();
  for (const [id, ms] of self) {
    const node = byId.get(id);
    if (!node?.callFrame.url) continue;
    const file = path.join(STATIC_DIR, new URL(node.callFrame.url).pathname);
    const original = maps.get(file)?.originalPositionFor({
      line: node.callFrame.lineNumber + 1,
      column: node.callFrame.columnNumber,
    });
    const where = original?.source
      ? `${original.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${original.line}`
      : path.basename(file);
    const key = `${original?.name ?? node.callFrame.functionName ?? '(anonymous)'} ${where}`;
    fns.set(key, (fns.get(key) ?? 0) + ms);
  }
  console.log('functions, self time:');
  for (const [key, ms] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
