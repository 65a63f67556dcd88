/**
 * The check of a new backup, in a process of its own (started by backup-check.ts): restores the file into a
 * scratch database — `postgres:<url>`, `disk:<folder>` (PGlite) or `memory` (PGlite) — and prints the row counts
 * loaded as one JSON line. A process of its own keeps the scratch database's memory, its CPU-bound start and the
 * reading of the file out of the server, and gives them all back.
 */
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createPGlite } from '#server/db/client';
import { verifyBackup } from './backup-read';
import { restoreInto } from './backup-restore';
import { openTarget } from './backup-target';

const [file, into = 'memory', clusterFile] = process.argv.slice(2);
if (!file) {
  console.error('usage: backup-check-main.ts <backup file> [postgres:<url> | disk:<folder> | memory] [cluster file]');
  process.exit(2);
}
const scratchDir = into.startsWith('disk:') ? into.slice(5) : '';

/**
 * A new PGlite cluster takes ~5-15 s of CPU to create (initdb); one loaded from a saved empty cluster ~1-3 s. The
 * first check saves one; a saved cluster that does not load (another PGlite version) is made again.
 */
async function open() {
  if (into.startsWith('postgres:')) return openTarget({ databaseUrl: into.slice(9) });
  const pgliteDir = scratchDir || undefined;
  if (clusterFile && existsSync(clusterFile)) {
    try {
      return await openTarget({ pgliteDir, loadDataDir: new Blob([await readFile(clusterFile)]) });
    } catch {
      await rm(clusterFile, { force: true });
      if (pgliteDir) await rm(pgliteDir, { recursive: true, force: true });
    }
  }
  if (clusterFile) {
    const fresh = await createPGlite();
    await writeFile(clusterFile, Buffer.from(await (await fresh.dumpDataDir('gzip')).arrayBuffer()));
    await fresh.close();
    return openTarget({ pgliteDir, loadDataDir: new Blob([await readFile(clusterFile)]) });
  }
  return openTarget({ pgliteDir });
}

try {
  const started = performance.now();
  const { header } = await verifyBackup(file);
  const verified = performance.now();
  const target = await open();
  const opened = performance.now();
  const counts = await restoreInto(target, file, header, { upgrade: false });
  await target.close();
  const since = (t: number) => Math.round(performance.now() - t);
  const figures = { verifyMs: since(started) - since(verified), openMs: since(verified) - since(opened) };
  const scratch = into.startsWith('postgres:') ? 'postgres' : scratchDir ? 'pglite-disk' : 'pglite-memory';
  console.log(JSON.stringify({ counts, scratch, ...figures, loadMs: since(opened), ms: since(started) }));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
