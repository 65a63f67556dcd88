import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { runQueuedJobs } from '#server/lib/jobs';
import { blobStore } from '#server/lib/storage';
import type { S3BlobStore } from '#server/lib/storage-s3';
import { type S3TestServer, startS3Server } from '#server/testing/s3-server';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { videoCalls } from '#server/testing/video-calls';
import { setVideoProviderForTests } from './video-provider';

let s3: S3TestServer;
let t: TestApp;
let teacher: string;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ blobStore: 's3', s3: s3.settings });
  teacher = await t.login('teacher@demo.test');
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});
afterEach(() => setVideoProviderForTests(undefined));

const { made, fetchBytes, fetchText } = videoCalls(
  () => t,
  () => teacher,
);
const SIZE = 12 * 1024 * 1024 + 321;
const captions = 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n';
const byteAt = (i: number) => (i * 7) % 253;
/** The provider's video, streamed in 256 KiB chunks (never whole in memory). */
function videoStream(): Readable {
  let at = 0;
  return Readable.from(
    (function* () {
      while (at < SIZE) {
        const n = Math.min(262_144, SIZE - at);
        yield Buffer.from(Uint8Array.from({ length: n }, (_, i) => byteAt(at + i)));
        at += n;
      }
    })(),
  );
}

describe('video files in an S3 bucket (BLOB_STORE=s3)', () => {
  it('stores the rendered video as a stream and answers 200, 206 ranges and 416 from the bucket', async () => {
    setVideoProviderForTests({
      name: 'streaming',
      render: async ({ scenes, onScene, saveVideo }) => {
        for (const s of scenes) await onScene(s.sceneNumber, true);
        await saveVideo(videoStream(), 'video/mp4');
        return { video: null, bytes: SIZE, mimeType: 'video/mp4', thumbnail: new Uint8Array([255, 216, 1]), captions };
      },
    });
    const video = await made({ prompt: 'The water cycle', targetDuration: '30', source: 'prompt' });
    expect(video.status).toBe('completed');
    const store = blobStore(t.env) as S3BlobStore;
    const listed = await store.client.send(new ListObjectsV2Command({ Bucket: store.bucket, Prefix: 'videos/' }));
    const objects = (listed.Contents ?? []).map((o) => [o.Key?.slice(o.Key.lastIndexOf('.')), o.Size]);
    expect(objects.sort()).toEqual([
      ['.jpg', 3],
      ['.mp4', SIZE],
      ['.vtt', captions.length],
    ]);
    expect(existsSync(path.join(t.env.blobDir, 'videos'))).toBe(false); // nothing on the local disk

    const whole = await fetchBytes(video.streamUrl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(SIZE));
    expect(whole.bytes.length).toBe(SIZE);
    expect([0, 1, 5_000_000, SIZE - 1].map((i) => whole.bytes[i])).toEqual([0, 1, 5_000_000, SIZE - 1].map(byteAt));

    const cases = [
      ['bytes=100-199', 100, 199],
      [`bytes=${SIZE - 10}-`, SIZE - 10, SIZE - 1],
      ['bytes=-500', SIZE - 500, SIZE - 1],
      [`bytes=6000000-${SIZE + 99}`, 6_000_000, SIZE - 1],
    ] as const;
    for (const [range, start, end] of cases) {
      const part = await fetchBytes(video.streamUrl, { range });
      expect(part.status, range).toBe(206);
      expect(part.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${SIZE}`);
      expect(part.headers.get('content-length'), range).toBe(String(end - start + 1));
      expect(Buffer.from(part.bytes).equals(Buffer.from(whole.bytes.subarray(start, end + 1))), range).toBe(true);
    }
    for (const range of [`bytes=${SIZE}-`, 'bytes=500-100', 'bytes=-0']) {
      const outside = await fetchBytes(video.streamUrl, { range });
      expect(outside.status, range).toBe(416);
      expect(outside.headers.get('content-range'), range).toBe(`bytes */${SIZE}`);
    }
    expect(await fetchText(video.captionsUrl)).toContain('Hello');
    expect((await fetchBytes(video.thumbnailUrl)).bytes).toEqual(new Uint8Array([255, 216, 1]));
    const download = await fetchBytes(video.downloadUrl, { range: 'bytes=0-9' });
    expect(download.status).toBe(206);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="explainer-video-/);
  }, 120_000);

  it('answers 503, not a 404 or an empty 200, when the file is gone from the bucket, and makes it again', async () => {
    setVideoProviderForTests({
      name: 'small',
      render: async ({ saveVideo }) => {
        await saveVideo(Readable.from([Buffer.from('tiny video')]), 'video/mp4');
        return { video: null, bytes: 10, mimeType: 'video/mp4', thumbnail: null, captions: null };
      },
    });
    const video = await made({ prompt: 'Magnets', targetDuration: '30', source: 'prompt' });
    const part = await fetchBytes(video.streamUrl, { range: 'bytes=2-5' });
    expect(new TextDecoder().decode(part.bytes)).toBe('ny v');
    await blobStore(t.env).deletePrefix(`videos/`);
    expect((await fetchBytes(video.streamUrl)).status).toBe(503);
    expect((await fetchBytes(video.streamUrl, { range: 'bytes=-5' })).status).toBe(503);
    await runQueuedJobs(t.db, t.env);
    const again = (await t.get(`/api/explainer-videos/status/${video.videoId}`, teacher)).body.video;
    expect(new TextDecoder().decode((await fetchBytes(again.streamUrl)).bytes)).toBe('tiny video');
  });

  it('is ready when the bucket answers, and not ready (503) with the reason when it is missing', async () => {
    const ready = await t.get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ database: 'ok', blobs: 'ok' });
    const env = { ...t.env, s3: { ...s3.settings, bucket: 'no-such-bucket' } };
    const res = await createApp({ db: t.db, env }).request('/api/ready');
    expect(res.status).toBe(503);
    expect((await res.json()).checks.blobs).toBe("The S3 bucket 'no-such-bucket' does not exist (404)");
  });
});
