import { closeSync, fsyncSync, openSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes that survive a power cut. The kernel acknowledges a write once it is in its page cache and writes it back
 * within ~30 s; a cut before then loses it, and a rename can reach the disk before the bytes it names. So: write
 * a temporary file, flush it, rename it over the target, then flush the folder that holds the name
 * (docs/decisions/026).
 */
export function fsyncPath(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Flushes a folder's entries (a file created, renamed or deleted in it). */
export const fsyncDir = fsyncPath;

export async function fsyncDirAsync(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Replaces `file` with `data` so that after a cut it holds either the old bytes or the new ones, whole. */
export function writeFileDurable(file: string, data: string | Uint8Array): void {
  const temp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, data, { flush: true });
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  fsyncDir(path.dirname(file));
}

/** The same, for a temporary file already written: flush it, rename it over the target, flush the folder. */
export async function renameDurable(temp: string, target: string): Promise<void> {
  const handle = await open(temp, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await fsyncDirAsync(path.dirname(target));
}

/** Flushes every file and folder under `dir` (after a tree was written without flushes, e.g. a new database). */
export function fsyncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(child);
    else if (entry.isFile()) fsyncPath(child);
  }
  fsyncDir(dir);
}
