import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { BackupHeader } from './backup-format';
import { type ScratchDatabase, scratchDatabase } from './backup-scratch';

const TSX = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');
const MAIN = path.join(import.meta.dirname, 'backup-check-main.ts');
export const CLUSTER_FILE = '.scratch-cluster.tar.gz';

export type CheckResult = {
  /** 'postgres', 'pglite-memory' or 'pglite-disk'. */
  scratch: string;
  ms: number;
  verifyMs: number;
  openMs: number;
  loadMs: number;
  counts: Record<string, number>;
};

/** Past this many rows the scratch database is kept on disk (in memory, a district's data would not fit). */
const IN_MEMORY_ROWS = 250_000;

/**
 * Checks a backup just written: restores it into a scratch database in another process and compares the row
 * counts loaded with those the snapshot saw. Throws with the reason when the file does not restore or a count
 * differs. The scratch database is, for a backup of PostgreSQL (`databaseUrl`), a database beside it when the role
 * may create one; otherwise PGlite, in memory, or for a large backup in `dir`/.check-<pid> (removed afterwards).
 * `dir` also keeps an empty PGlite cluster that makes each scratch PGlite start faster.
 */
export async function checkBackup(
  file: string,
  header: BackupHeader,
  dir: string,
  options: { signal?: AbortSignal; databaseUrl?: string } = {},
): Promise<CheckResult> {
  const rows = Object.values(header.tables).reduce((n, r) => n + r, 0);
  const scratchDir = rows > IN_MEMORY_ROWS ? path.join(dir, `.check-${process.pid}`) : '';
  let scratch: ScratchDatabase | null = null;
  try {
    if (options.databaseUrl) scratch = await scratchDatabase(options.databaseUrl);
    const into = scratch ? `postgres:${scratch.url}` : scratchDir ? `disk:${scratchDir}` : 'memory';
    const { stdout, stderr, code } = await run([MAIN, file, into, path.join(dir, CLUSTER_FILE)], options.signal);
    if (code !== 0) throw new Error(`The backup did not restore: ${lastLine(stderr) || `exit code ${code}`}`);
    const result = JSON.parse(lastLine(stdout)) as CheckResult;
    const wrong = Object.entries(header.tables).filter(([table, n]) => result.counts[table] !== n);
    if (wrong.length) {
      const list = wrong.map(([table, n]) => `${table}: ${result.counts[table] ?? 'none'} restored, ${n} backed up`);
      throw new Error(`The restored row counts differ: ${list.join('; ')}`);
    }
    return result;
  } finally {
    if (scratchDir) await rm(scratchDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

const lastLine = (text: string) => text.trim().split('\n').at(-1) ?? '';

function run(args: string[], signal?: AbortSignal): Promise<{ stdout: string; stderr: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ stdout, stderr, code }));
  });
}
