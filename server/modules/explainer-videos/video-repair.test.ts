import { rm, truncate } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainerVideos } from '#server/db/schema/learning';
import { jobs } from '#server/db/schema/teaching';
import { DISK_FULL_JOB_MESSAGE } from '#server/lib/disk-full';
import { runQueuedJobs } from '#server/lib/jobs';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { videoCalls } from '#server/testing/video-calls';
import { checkStoredFiles } from '../health/stored-files';
import { setVideoProviderForTests } from './video-provider';
import { LOST_VIDEO } from './video-repair';

let t: TestApp;
let teacher: string;
let renders = 0;
let diskFull = false;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await t.login('teacher@demo.test');
  // A quick stand-in for the renderer: 1000 bytes of 'video', a thumbnail and captions.
  setVideoProviderForTests({
    name: 'test',
    render: async () => {
      if (diskFull) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      renders++;
      return {
        video: new Uint8Array(1000).fill(renders),
        bytes: 1000,
        mimeType: 'video/mp4',
        thumbnail: new Uint8Array([0xff, 0xd8, 0xff]),
        captions: 'WEBVTT\n',
      };
    },
  });
});
afterAll(async () => {
  setVideoProviderForTests(undefined);
  await t.close();
});

const { made, status, fetchBytes } = videoCalls(
  () => t,
  () => teacher,
);
const row = async (id: string) => (await t.db.select().from(explainerVideos).where(eq(explainerVideos.id, id)))[0];
const fileOf = (key: string | null | undefined) => path.join(t.env.blobDir, ...(key ?? '').split('/'));

describe('a video whose file did not survive', () => {
  it('answers 503, never 200 with no bytes, and is made again from its kept plan', async () => {
    const video = await made({ prompt: 'The water cycle', targetDuration: 30, source: 'prompt' });
    const before = await row(video.videoId);
    await truncate(fileOf(before?.fileKey), 0); // what a power cut left
    for (const headers of [{}, { range: 'bytes=0-99' }] as Record<string, string>[]) {
      const res = await fetchBytes(video.streamUrl, headers);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('60');
      expect(JSON.parse(new TextDecoder().decode(res.bytes))).toEqual({ error: LOST_VIDEO.remaking });
    }
    expect((await status(video.videoId)).body.video.status).toBe('processing'); // its owner sees it being made

    expect(await runQueuedJobs(t.db, t.env)).toBe(1);
    const after = (await status(video.videoId)).body.video;
    expect(after.status).toBe('completed');
    const again = await fetchBytes(after.streamUrl);
    expect(again.status).toBe(200);
    expect(again.bytes).toHaveLength(1000);
    const now = await row(video.videoId);
    expect(now?.fileKey).not.toBe(before?.fileKey);
    await expect(truncate(fileOf(before?.thumbnailKey), 0)).rejects.toThrow(/ENOENT/); // the old files are removed
  }, 60_000);

  it('waits for space when the disk is full while it is made, instead of failing', async () => {
    diskFull = true;
    const video = await made({ prompt: 'Volcanoes', targetDuration: 30, source: 'prompt' });
    expect(video.status).toBe('processing');
    expect((await t.db.select().from(jobs).where(eq(jobs.id, video.videoId)))[0]?.error).toBe(DISK_FULL_JOB_MESSAGE);
    diskFull = false;
    await runQueuedJobs(t.db, t.env);
    expect((await status(video.videoId)).body.video.status).toBe('completed');
  }, 60_000);

  it('is marked failed, with a message its owner sees, when its job is gone too (found at start-up)', async () => {
    const video = await made({ prompt: 'Magnets', targetDuration: 30, source: 'prompt' });
    await rm(fileOf((await row(video.videoId))?.fileKey));
    await t.db.delete(jobs).where(eq(jobs.id, video.videoId));
    const found = await checkStoredFiles(t.db, t.env);
    expect(found.videos).toEqual([video.videoId]);
    expect((await status(video.videoId)).body.video).toMatchObject({ status: 'failed', error: LOST_VIDEO.lost });
    expect((await fetchBytes(video.streamUrl)).status).toBe(404); // not ready: no link serves it
    expect((await checkStoredFiles(t.db, t.env)).videos).toEqual([]);
  }, 60_000);
});
