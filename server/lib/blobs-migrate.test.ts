import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3Server } from '../testing/s3-server';
import { migrateBlobs } from './blobs-migrate';
import type { BlobStore } from './blob-store';
import { S3BlobStore } from './storage-s3';

let s3: S3TestServer;
let dir: string;
const files: Record<string, Uint8Array> = {
  'decks/7/job-1/1.webp': new Uint8Array(1000).fill(1),
  'decks/7/job-1/1-thumb.webp': new Uint8Array(200).fill(2),
  'decks/8/job-2/1.webp': new Uint8Array(3000).fill(3),
  'uploads/abc.pdf': new Uint8Array(500).fill(4),
  'videos/u1/v1.mp4': Uint8Array.from({ length: 6 * 1024 * 1024 + 1 }, (_, i) => i % 256),
  'videos/u1/v1.jpg': new Uint8Array(700).fill(6),
};
const keys = Object.keys(files).sort();

beforeAll(async () => {
  s3 = await startS3Server();
  dir = mkdtempSync(path.join(os.tmpdir(), 'pathshala-migrate-'));
  for (const [key, data] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
    writeFileSync(path.join(dir, key), data);
  }
  // Not blobs: a store's unfinished temp file and a name no key can have.
  writeFileSync(path.join(dir, 'decks/7/job-1/2.webp.0b7c1a52-1f0e-4a4e-9b0e-1d2c3b4a5f60.tmp'), 'partial');
  writeFileSync(path.join(dir, '.ready'), 'x');
});
afterAll(async () => {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

let buckets = 0;
const bucket = async () => new S3BlobStore(await s3.bucket(`migrate-${++buckets}`));
/** The keys whose bytes in the store differ from the file's (toEqual on megabytes is slow). */
const differing = async (store: BlobStore) => {
  const read = await Promise.all(keys.map(async (k) => [k, await store.read(k)] as const));
  return read.filter(([k, data]) => !data || !Buffer.from(data).equals(files[k] as Uint8Array)).map(([k]) => k);
};

describe('npm run blobs:migrate (migrateBlobs)', () => {
  it('copies every blob into the bucket, then a second run copies none', async () => {
    const target = await bucket();
    const seen: string[] = [];
    const first = await migrateBlobs({ from: dir, to: target, onProgress: (p) => seen.push(`${p.done}/${p.total}`) });
    const total = Object.values(files).reduce((sum, f) => sum + f.length, 0);
    expect(first).toMatchObject({ total: 6, copied: 6, skipped: 0, failed: 0, bytes: total, interrupted: false });
    expect(first.ignored.sort()).toEqual(['.ready', 'decks/7/job-1/2.webp.0b7c1a52-1f0e-4a4e-9b0e-1d2c3b4a5f60.tmp']);
    expect(seen).toEqual(['1/6', '2/6', '3/6', '4/6', '5/6', '6/6']);
    expect(await differing(target)).toEqual([]);

    const second = await migrateBlobs({ from: dir, to: target });
    expect(second).toMatchObject({ total: 6, copied: 0, skipped: 6, failed: 0, bytes: 0 });
  }, 60_000);

  it('goes on where an interrupted run stopped, copying again a blob left with another size', async () => {
    const target = await bucket();
    const stop = new AbortController();
    const first = await migrateBlobs({
      from: dir,
      to: target,
      concurrency: 1,
      signal: stop.signal,
      onProgress: (p) => p.done === 2 && stop.abort(),
    });
    expect(first).toMatchObject({ copied: 2, interrupted: true });
    await target.put('videos/u1/v1.jpg', new Uint8Array(3)); // a different (older, broken) copy
    const second = await migrateBlobs({ from: dir, to: target });
    expect(second).toMatchObject({ total: 6, copied: 4, skipped: 2, failed: 0, interrupted: false });
    expect(await differing(target)).toEqual([]);
  }, 60_000);

  it('counts a failed copy, copies the others and names the failure', async () => {
    const target = await bucket();
    const flaky: BlobStore = Object.assign(Object.create(target), {
      put: (key: string, ...rest: Parameters<BlobStore['put']> extends [string, ...infer R] ? R : never) =>
        key === 'uploads/abc.pdf' ? Promise.reject(new Error('Access Denied')) : target.put(key, ...rest),
    });
    const summary = await migrateBlobs({ from: dir, to: flaky });
    expect(summary).toMatchObject({ copied: 5, skipped: 0, failed: 1 });
    expect(summary.failures).toEqual([{ key: 'uploads/abc.pdf', error: 'Access Denied' }]);
    expect(await target.exists('uploads/abc.pdf')).toBe(false);
    expect(await migrateBlobs({ from: dir, to: target })).toMatchObject({ copied: 1, skipped: 5, failed: 0 });
  }, 60_000);
});
