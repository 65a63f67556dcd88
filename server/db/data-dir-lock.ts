import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * One server process per data directory (PGlite is a database inside the process: two processes on one directory
 * would corrupt it, and PGlite's own postmaster.pid cannot tell, as every PGlite reports the same process id).
 * DATA_DIR/server.lock names the process holding the directory and when it started; a lock whose process is gone
 * (a crash, `kill -9`, a power cut: the file may even be empty) is stale and taken over. So is one whose process
 * is a zombie: killed, but not yet reaped by its parent (in a container whose first process does not reap orphans,
 * it can stay one for good), it holds no file any more.
 */
export const LOCK_FILE = 'server.lock';

export type LockHolder = { pid: number; startTicks: string | null; startedAt: string };

export class DataDirInUseError extends Error {
  constructor(dataDir: string, holder: LockHolder) {
    super(
      `Another Pathshala server (process ${holder.pid}, started ${holder.startedAt}) is using the data directory ` +
        `${dataDir}. Stop it first, or give this one its own DATA_DIR.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Takes the directory for this process; returns the function that gives it back (also run at exit). */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(dataDir);
      if (holder && holder.pid !== process.pid) throw new DataDirInUseError(dataDir, holder);
      rmSync(file, { force: true }); // stale: its process is gone
      continue;
    }
    const me: LockHolder = {
      pid: process.pid,
      startTicks: startTicks(process.pid),
      startedAt: new Date().toISOString(),
    };
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    const release = () => {
      if (lockHolder(dataDir)?.pid === process.pid) rmSync(file, { force: true });
    };
    process.once('exit', release);
    return release;
  }
  throw new Error(`Could not take ${file}: another process keeps creating it`);
}

/** The live process holding the directory, or null (no lock, or a stale one). */
export function lockHolder(dataDir: string): LockHolder | null {
  const file = path.join(dataDir, LOCK_FILE);
  if (!existsSync(file)) return null;
  let holder: LockHolder;
  try {
    holder = JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
  } catch {
    return null; // empty or torn by a cut
  }
  if (!Number.isInteger(holder.pid) || !isAlive(holder.pid)) return null;
  // After a restart of the machine the number may belong to another process: its start time tells.
  const ticks = startTicks(holder.pid);
  if (holder.startTicks && ticks && holder.startTicks !== ticks) return null;
  return holder;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0); // a zombie answers too
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return procStat(pid)?.[0] !== 'Z';
}

/** The process's start time in clock ticks since boot (Linux), which a reused process id does not share. */
function startTicks(pid: number): string | null {
  return procStat(pid)?.[19] ?? null;
}

/** /proc/<pid>/stat from field 3 on (state, ppid, …), or null where there is none (not Linux, or gone). */
function procStat(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}
