import { stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import { HEALTH_MESSAGES } from '#contract/health-messages';
import type { Env } from '../env';

/**
 * Free space where the server writes: the blob store's directory and, on PGlite, the data directory. Below two WAL
 * segments (32 MiB) a disk counts as full: PGlite must be able to create its next 16 MiB WAL segment (it hangs
 * when it cannot), and a slide upload may no longer fit. Writes are refused and /api/ready answers 503 until space
 * is freed (each is measured again every time).
 */
export const FULL_BELOW_BYTES = 32 * 1024 ** 2;

export type DiskSpace = {
  what: 'blob store' | 'data directory';
  path: string;
  free_bytes: number;
  total_bytes: number;
  /** The file system's device number: two folders on one disk share it. */
  device: number;
};

/** The disk a folder is on (the folder may not exist yet: measured on its nearest existing parent). */
export async function diskSpace(what: DiskSpace['what'], dir: string): Promise<DiskSpace> {
  const existing = await existingAncestor(dir);
  const [stats, info] = await Promise.all([statfs(existing), stat(existing)]);
  return {
    what,
    path: dir,
    free_bytes: stats.bavail * stats.bsize,
    total_bytes: stats.blocks * stats.bsize,
    device: info.dev,
  };
}

/** The disks this server writes to: the blob directory (local store) and the data directory (PGlite). */
export async function serverDisks(env: Pick<Env, 'blobStore' | 'blobDir' | 'databaseUrl' | 'dataDir'>) {
  const disks: Promise<DiskSpace>[] = [];
  if (env.blobStore !== 's3') disks.push(diskSpace('blob store', env.blobDir));
  if (!env.databaseUrl) disks.push(diskSpace('data directory', env.dataDir));
  return Promise.all(disks);
}

export const isFull = (disk: DiskSpace) => disk.free_bytes < FULL_BELOW_BYTES;

/** "The blob store's disk is full: 3.2 MB free in /srv/data/blobs." (one sentence per disk: contract/health-messages.ts) */
export const fullMessage = (disk: DiskSpace) =>
  (disk.what === 'blob store' ? HEALTH_MESSAGES.blobsFull : HEALTH_MESSAGES.dataFull)(
    formatBytes(disk.free_bytes),
    disk.path,
  );

export async function existingAncestor(dir: string): Promise<string> {
  let current = path.resolve(dir);
  for (;;) {
    try {
      await statfs(current);
      return current;
    } catch (error) {
      const parent = path.dirname(current);
      if (parent === current) throw error;
      current = parent;
    }
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;
export const formatBytes = (n: number) =>
  n >= 1024 ** 3 ? `${round1(n / 1024 ** 3)} GB` : n >= 1024 ** 2 ? `${round1(n / 1024 ** 2)} MB` : `${n} bytes`;
