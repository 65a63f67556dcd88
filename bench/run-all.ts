/**
 * `npm run bench`: runs every benchmark in turn, each in its own process, and prints their figures.
 * Builds the PWA first when dist/ is missing (the bundle-size bench reads it). Benchmarks are not tests:
 * this exits non-zero only when a benchmark could not run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const BENCHES = [
  'bench/login-bundle-size.ts',
  'bench/auth-latency.ts',
  'bench/analytics.ts',
  'bench/students-import.ts',
  'bench/students-list.ts',
  'bench/pdf-conversion.ts',
  'bench/explainer-video.ts',
  'bench/slide-move.ts',
  'bench/offline-deck-cache.ts',
  'bench/offline-slide-move.ts',
  'bench/outbox-replay.ts',
  'bench/durable-writes.ts',
  'bench/multi-process.ts',
  'bench/backup.ts',
];
/** Benches that need a PostgreSQL server: run under scripts/with-postgres.sh (a throwaway one). */
const ON_POSTGRES = new Set(['bench/multi-process.ts', 'bench/backup.ts']);

if (!existsSync(path.join(ROOT, 'dist/index.html'))) {
  console.log('dist/ is missing: building the PWA first');
  if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const failed: string[] = [];
for (const bench of BENCHES) {
  if (!existsSync(path.join(ROOT, bench))) continue;
  console.log(`\n=== ${bench} ===`);
  const result = ON_POSTGRES.has(bench)
    ? spawnSync('bash', ['scripts/with-postgres.sh', TSX, bench], { cwd: ROOT, stdio: 'inherit' })
    : spawnSync(TSX, [bench], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) failed.push(bench);
}
if (failed.length) {
  console.error(`\nbenchmarks that did not run: ${failed.join(', ')}`);
  process.exit(1);
}
