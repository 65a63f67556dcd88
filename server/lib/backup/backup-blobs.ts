import { randomUUID } from 'node:crypto';
import { type Dirent, readdirSync, statSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { assertKey } from '#server/lib/blob-store';
import { fsyncDirAsync, fsyncPath } from '#server/lib/durable-fs';

/**
 * The local store's blobs (slide images, videos) copied beside the backups, in BACKUP_DIR/blobs, under their own
 * keys. A key is never written twice with other bytes: a deck's pages go into its conversion run's own folder
 * (decks/<grade>/<job>-<lease>/), a video is named by its id and lease, an upload by its job, and a replaced deck
 * gets new keys. So a key already copied with the same size is the same blob, and each backup copies new keys only.
 */
export type BlobList = [string, number][];

const TEMP = /\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/;
const PROBE = /^ready-[^/]*$/;

/**
 * Every blob in a local blob folder (none when it does not exist yet), without the store's probes and unfinished
 * temp files, in key order. Synchronous on purpose: it runs inside the backup's snapshot, which on PGlite holds
 * every request, and ~600 stat calls one after another cost ~5 ms this way against ~100-600 ms awaited one by one.
 */
export function listBlobs(root: string): BlobList {
  const blobs: BlobList = [];
  const walk = (dir: string, prefix: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // no blob yet, or a folder just removed
      throw error;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const key = `${prefix}${entry.name}`;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${key}/`);
      else if (entry.isFile() && !TEMP.test(entry.name) && !PROBE.test(key) && isKey(key)) {
        const size = sizeSync(path.join(dir, entry.name));
        if (size !== null) blobs.push([key, size]);
      }
    }
  };
  walk(root, '');
  return blobs;
}

function isKey(key: string): boolean {
  try {
    assertKey(key);
    return true;
  } catch {
    return false;
  }
}

function sizeSync(file: string): number | null {
  try {
    return statSync(file).size;
  } catch {
    return null; // deleted since the folder was read
  }
}

/** The keys of `blobs` that `root` lacks, or holds with another size. */
export async function blobsMissing(root: string, blobs: BlobList): Promise<string[]> {
  const missing: string[] = [];
  for (const [key, size] of blobs) if ((await sizeOf(path.join(root, key))) !== size) missing.push(key);
  return missing;
}

/**
 * Copies `blobs` from one folder to another (each flushed, then renamed into place, then its folder flushed),
 * skipping those already there with the same size. Returns what was copied and the keys the source no longer has.
 */
export async function copyBlobs(from: string, to: string, blobs: BlobList) {
  let copied = 0;
  let bytes = 0;
  const missing: string[] = [];
  const folders = new Set<string>();
  for (const [key, size] of blobs) {
    const target = path.join(to, key);
    if ((await sizeOf(target)) === size) continue;
    const source = path.join(from, key);
    if ((await sizeOf(source)) === null) {
      missing.push(key);
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.tmp`;
    try {
      await copyFile(source, temp);
      fsyncPath(temp);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        missing.push(key); // deleted from the store while it was being copied
        continue;
      }
      throw error;
    }
    copied++;
    bytes += size;
    for (let dir = path.dirname(target); dir.startsWith(to) && dir !== path.dirname(to); dir = path.dirname(dir)) {
      folders.add(dir);
    }
  }
  // Deepest first: a new folder's own entries, then the entry that names it in its parent.
  for (const dir of [...folders].sort((a, b) => b.length - a.length)) await fsyncDirAsync(dir);
  return { copied, bytes, missing };
}

/** Deletes the blobs no kept backup names (a deck replaced long ago), and the folders left empty. */
export async function pruneBlobs(root: string, keep: Set<string>): Promise<number> {
  let removed = 0;
  for (const [key] of listBlobs(root)) {
    if (keep.has(key)) continue;
    await rm(path.join(root, key), { force: true });
    removed++;
  }
  await removeEmptyFolders(root, root);
  return removed;
}

async function removeEmptyFolders(dir: string, root: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) if (entry.isDirectory()) await removeEmptyFolders(path.join(dir, entry.name), root);
  if (dir !== root) await rmdir(dir).catch(() => {}); // only succeeds when empty
}

async function sizeOf(file: string): Promise<number | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}
