import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStore } from '#server/lib/storage';
import type { S3BlobStore } from '#server/lib/storage-s3';
import { type S3TestServer, startS3Server } from '#server/testing/s3-server';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { deckPages, uploadDeck } from '#server/testing/test-decks';

let s3: S3TestServer;
let t: TestApp;
let admin: string;
let teacher: string;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ blobStore: 's3', s3: s3.settings });
  admin = await t.login('admin@demo.test');
  teacher = await t.login('teacher@demo.test');
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const material = async () => (await t.get('/api/course-materials/class/7', teacher)).body.material;
const image = (url: string) => t.app.request(`/api${url}`, { headers: { authorization: `Bearer ${teacher}` } });
/** The keys in the bucket under a folder. */
async function keysUnder(prefix: string): Promise<string[]> {
  const store = blobStore(t.env) as S3BlobStore;
  const res = await store.client.send(new ListObjectsV2Command({ Bucket: store.bucket, Prefix: prefix }));
  return (res.Contents ?? []).map((o) => o.Key ?? '').sort();
}

describe('slide decks in an S3 bucket (BLOB_STORE=s3)', () => {
  it('converts into a folder of its own, streams the images, and swaps a new version in whole', async () => {
    await uploadDeck(t, admin, 7, deckPages(2, 'Old'));
    const old = await material();
    const first = await image(old.slides[1].imageUrl);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    const webp = new Uint8Array(await first.arrayBuffer());
    expect(first.headers.get('content-length')).toBe(String(webp.length));
    expect(new TextDecoder().decode(webp.subarray(8, 12))).toBe('WEBP');
    const oldKeys = await keysUnder('decks/7/');
    expect(oldKeys).toHaveLength(5); // 2 images, 2 thumbnails and the PDF they came from, in one folder
    expect(oldKeys.filter((k) => k.endsWith('/source.pdf'))).toHaveLength(1);
    expect(new Set(oldKeys.map((k) => k.split('/')[2])).size).toBe(1);

    await uploadDeck(t, admin, 7, deckPages(3, 'New'));
    const current = await material();
    expect(current.version).toBeGreaterThan(old.version);
    expect((await image(current.slides[2].thumbnailUrl)).status).toBe(200);
    expect((await image(old.slides[0].imageUrl)).status).toBe(404);
    const newKeys = await keysUnder('decks/7/');
    expect(newKeys).toHaveLength(7);
    expect(newKeys.some((k) => oldKeys.includes(k))).toBe(false); // the old folder is gone from the bucket
    expect(await keysUnder('uploads/')).toEqual([]);

    await t.del('/api/course-materials/class/7', admin);
    expect(await keysUnder('decks/7/')).toEqual([]);
  }, 120_000);
});
