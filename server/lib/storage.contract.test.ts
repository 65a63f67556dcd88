import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../env';
import { type S3TestServer, startS3Server } from '../testing/s3-server';
import { blobStore } from './storage';
import { BlobRangeError, type BlobStore } from './blob-store';
import { LocalBlobStore } from './storage-local';
import { S3BlobStore } from './storage-s3';

let s3: S3TestServer;
const roots: string[] = [];
let buckets = 0;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const bytes = (s: string) => new TextEncoder().encode(s);
const decode = (b: Uint8Array | null) => (b ? new TextDecoder().decode(b) : null);
/** A Readable of `size` bytes (byte i = i % 251) in 64 KiB chunks, never whole in memory. */
function pattern(size: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      const n = Math.min(65536, size - sent);
      if (n === 0) return this.push(null);
      this.push(Uint8Array.from({ length: n }, (_, i) => (sent + i) % 251));
      sent += n;
    },
  });
}
const rangeOf = async (store: BlobStore, key: string, range?: Parameters<BlobStore['open']>[1]) => {
  const blob = await store.open(key, range);
  return blob && { text: await text(blob.stream), start: blob.start, end: blob.end, size: blob.size };
};

/** The S3 commands a store sends from now on (none for the local store). */
function commandsOf(store: BlobStore): string[] {
  const sent: string[] = [];
  if (store instanceof S3BlobStore)
    store.client.middlewareStack.add((next, context) => (args) => {
      sent.push(context.commandName ?? '');
      return next(args);
    });
  return sent;
}

const kinds: [string, () => Promise<BlobStore>][] = [
  [
    'local directory',
    async () => new LocalBlobStore(roots[roots.push(mkdtempSync(path.join(os.tmpdir(), 'b-'))) - 1]!),
  ],
  ['S3 (s3rver)', async () => new S3BlobStore({ ...(await s3.bucket(`blobs-${++buckets}`)), pageSize: 3 })],
];

describe.each(kinds)('BlobStore contract: %s', (_name, make) => {
  let store: BlobStore;
  beforeAll(async () => {
    store = await make();
  });

  it('writes, replaces, opens, reads and deletes blobs; a missing key answers null or false', async () => {
    await store.put('decks/7/a/1.webp', bytes('first'));
    await store.put('decks/7/a/1.webp', bytes('second'), 'image/webp');
    const blob = await store.open('decks/7/a/1.webp');
    expect(blob).toMatchObject({ size: 6, start: 0, end: 5 });
    expect(await text(blob!.stream)).toBe('second');
    expect(decode(await store.read('decks/7/a/1.webp'))).toBe('second');
    expect(await store.stat('decks/7/a/1.webp')).toEqual({ size: 6 });
    expect(await store.exists('decks/7/a/1.webp')).toBe(true);
    await store.delete('decks/7/a/1.webp');
    for (const key of ['decks/7/a/1.webp', 'never/was.mp4']) {
      expect(await store.open(key)).toBeNull();
      expect(await store.open(key, { start: 2 })).toBeNull();
      expect(await store.open(key, { suffix: 2 })).toBeNull();
      expect(await store.read(key)).toBeNull();
      expect(await store.stat(key)).toBeNull();
      expect(await store.exists(key)).toBe(false);
      await store.delete(key); // no error
    }
    await store.put('empty.txt', new Uint8Array());
    const empty = await store.open('empty.txt');
    expect(empty).toMatchObject({ size: 0 });
    expect(await text(empty!.stream)).toBe('');
  });

  it('opens byte ranges: from a start, start to end, the last bytes, and refuses one outside', async () => {
    await store.put('videos/u/v.mp4', bytes('0123456789'));
    expect(await rangeOf(store, 'videos/u/v.mp4', { start: 4 })).toEqual({
      text: '456789',
      start: 4,
      end: 9,
      size: 10,
    });
    expect(await rangeOf(store, 'videos/u/v.mp4', { start: 2, end: 5 })).toMatchObject({
      text: '2345',
      start: 2,
      end: 5,
    });
    expect(await rangeOf(store, 'videos/u/v.mp4', { start: 8, end: 99 })).toMatchObject({ text: '89', end: 9 });
    expect(await rangeOf(store, 'videos/u/v.mp4', { suffix: 3 })).toMatchObject({ text: '789', start: 7, end: 9 });
    expect(await rangeOf(store, 'videos/u/v.mp4', { suffix: 50 })).toMatchObject({ text: '0123456789', start: 0 });
    expect(await rangeOf(store, 'videos/u/v.mp4')).toMatchObject({ text: '0123456789', start: 0, end: 9 });
    for (const range of [{ start: 10 }, { start: 99, end: 120 }, { start: 5, end: 4 }, { suffix: 0 }]) {
      const refused = await store.open('videos/u/v.mp4', range).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(BlobRangeError);
      expect((refused as BlobRangeError).size).toBe(10);
    }
  });

  it('stores a multi-megabyte stream whole (multipart on S3) and reads any range of it', async () => {
    const size = 11 * 1024 * 1024 + 12345;
    const sent = commandsOf(store);
    await store.put('videos/u/big.mp4', pattern(size), 'video/mp4');
    if (store instanceof S3BlobStore) expect(sent).toContain('CompleteMultipartUploadCommand');
    expect(await store.stat('videos/u/big.mp4')).toEqual({ size });
    const whole = await buffer((await store.open('videos/u/big.mp4'))!.stream);
    expect(whole.length).toBe(size);
    expect(whole.equals(await buffer(pattern(size)))).toBe(true);
    const start = 6 * 1024 * 1024 - 7;
    const part = await store.open('videos/u/big.mp4', { start, end: start + 99_999 });
    expect(part).toMatchObject({ start, end: start + 99_999, size });
    expect((await buffer(part!.stream)).equals(whole.subarray(start, start + 100_000))).toBe(true);
  }, 60_000);

  it('fails a put whose stream fails, leaving the old value', async () => {
    await store.put('uploads/x.pdf', bytes('old'));
    const broken = new Readable({ read() {} });
    setTimeout(() => {
      broken.push(Buffer.alloc(1000));
      broken.destroy(new Error('the source broke'));
    }, 10);
    await expect(store.put('uploads/x.pdf', broken)).rejects.toThrow();
    expect(decode(await store.read('uploads/x.pdf'))).toBe('old');
  });

  it('fails a put whose stream breaks before the put reads it, without an unhandled error', async () => {
    await store.put('uploads/y.pdf', bytes('old'));
    const broken = new Readable({ read() {} });
    const put = store.put('uploads/y.pdf', broken);
    broken.destroy(new Error('broke before the first read')); // while the put makes its folder or opens its request
    await expect(put).rejects.toThrow();
    expect(decode(await store.read('uploads/y.pdf'))).toBe('old');
  });

  it('deletes only the given folder, page by page', async () => {
    const keys = Array.from({ length: 8 }, (_, i) => `decks/5/job/${i}.webp`);
    await Promise.all([...keys, 'decks/5/other/1.webp', 'decks/5/job-2/1.webp'].map((k) => store.put(k, bytes(k))));
    await store.deletePrefix('decks/5/job/');
    for (const key of keys) expect(await store.exists(key)).toBe(false);
    expect(await store.exists('decks/5/other/1.webp')).toBe(true);
    expect(await store.exists('decks/5/job-2/1.webp')).toBe(true);
    await store.deletePrefix('decks/5/nothing/');
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '', '.ready', 'a/./b']) {
      await expect(store.put(key, bytes('x'))).rejects.toThrow('Invalid blob key');
      await expect(store.open(key)).rejects.toThrow('Invalid blob key');
      await expect(store.read(key)).rejects.toThrow('Invalid blob key');
      await expect(store.delete(key)).rejects.toThrow('Invalid blob key');
    }
    await expect(store.deletePrefix('decks')).rejects.toThrow();
    await expect(store.deletePrefix('../')).rejects.toThrow('Invalid blob key');
  });

  it('ends concurrent puts of one key with one whole value', async () => {
    const values = ['a', 'b', 'c', 'd', 'e', 'f'].map((c) => c.repeat(4096));
    await Promise.all(values.map((v) => store.put('decks/9/same.webp', bytes(v))));
    expect(values).toContain(decode(await store.read('decks/9/same.webp')));
  });

  it('answers the readiness check', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });
});

describe('LocalBlobStore files', () => {
  it('leaves no temporary files behind', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'b-'));
    roots.push(root);
    const store = new LocalBlobStore(root);
    await Promise.all([1, 2, 3].map((n) => store.put(`decks/5/job/${n}.webp`, pattern(70_000 * n))));
    expect((await readdir(path.join(root, 'decks/5/job'))).sort()).toEqual(['1.webp', '2.webp', '3.webp']);
  });
});

describe('BLOB_STORE and S3_* (loadEnv)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reads the S3 settings, and refuses BLOB_STORE=s3 without a bucket at start', () => {
    vi.stubEnv('BLOB_STORE', 's3');
    vi.stubEnv('S3_BUCKET', '');
    expect(() => loadEnv()).toThrow('BLOB_STORE=s3 needs S3_BUCKET');
    vi.stubEnv('S3_BUCKET', 'pathshala-blobs');
    vi.stubEnv('S3_ENDPOINT', 'http://minio:9000');
    vi.stubEnv('S3_FORCE_PATH_STYLE', 'true');
    vi.stubEnv('S3_ACCESS_KEY_ID', 'id');
    vi.stubEnv('S3_SECRET_ACCESS_KEY', 'secret');
    expect(loadEnv()).toMatchObject({
      blobStore: 's3',
      s3: { endpoint: 'http://minio:9000', region: 'us-east-1', bucket: 'pathshala-blobs', forcePathStyle: true },
    });
    vi.stubEnv('BLOB_STORE', 'disk');
    expect(() => loadEnv()).toThrow("BLOB_STORE must be 'local' or 's3'");
    vi.stubEnv('BLOB_STORE', '');
    expect(loadEnv().blobStore).toBe('local');
  });
});

describe('blobStore(env)', () => {
  it('keeps one store per configuration and chooses by BLOB_STORE', async () => {
    const local = { blobDir: '/tmp/one', blobStore: 'local' as const, s3: s3.settings };
    expect(blobStore(local)).toBe(blobStore({ ...local }));
    expect(blobStore(local)).toBeInstanceOf(LocalBlobStore);
    const remote = blobStore({ ...local, blobStore: 's3' });
    expect(remote).toBeInstanceOf(S3BlobStore);
    expect(remote).toBe(blobStore({ ...local, blobStore: 's3', s3: { ...s3.settings } }));
    expect(remote).not.toBe(blobStore({ ...local, blobStore: 's3', s3: { ...s3.settings, bucket: 'other' } }));
    expect(() => blobStore({ ...local, blobStore: 's3', s3: { ...s3.settings, bucket: '' } })).toThrow('S3_BUCKET');
  });
});
