import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { explainerVideos } from '#server/db/schema/learning';
import { activityLog } from '#server/db/schema/system';
import { jobs } from '#server/db/schema/teaching';
import { claimJob, recoverJobs } from '#server/lib/job-queue';
import { type Job, runJob } from '#server/lib/jobs';
import { blobStore } from '#server/lib/storage';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { videoCalls } from '#server/testing/video-calls';
import { setVideoProviderForTests } from './video-provider';

/** Issue 19: a video run that stalls past its lease and wakes after another process made the video. */
let t: TestApp;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await t.login('teacher@demo.test');
});
afterAll(() => t.close());
afterEach(() => setVideoProviderForTests(undefined));

const { generate, status, fetchBytes } = videoCalls(
  () => t,
  () => teacher,
);

describe('explainer videos: a run that lost its job', () => {
  it('writes neither its file nor its scenes over the video the other run made', async () => {
    let release = () => {};
    const stalled = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    let paused = false;
    setVideoProviderForTests({
      name: 'two runs',
      render: async ({ scenes, onScene }) => {
        const run = ++runs;
        for (const s of scenes) await onScene(s.sceneNumber, true);
        if (run === 1) {
          paused = true;
          await stalled; // the first process is paused here, its video rendered but not stored
        }
        const video = new TextEncoder().encode(`video of run ${run}`);
        return { video, bytes: video.length, mimeType: 'video/mp4', thumbnail: null, captions: null };
      },
    });
    const { videoId } = (await generate({ prompt: 'Magnets', targetDuration: 30, source: 'prompt' })).body.video;
    const first = (await claimJob(t.db, ['explainer-video'])) as Job;
    const firstRun = runJob(t.db, t.env, first);
    // Only once it is paused: until then its progress reports keep its heartbeat fresh.
    while (!paused) await new Promise((r) => setTimeout(r, 10));

    // Its heartbeat stops; another process's sweep queues the job again and that process makes the video.
    await t.db
      .update(jobs)
      .set({ heartbeatAt: new Date(Date.now() - 120_000) })
      .where(eq(jobs.id, first.id));
    await recoverJobs(t.db, { all: false, staleMs: 60_000 });
    const second = (await claimJob(t.db, ['explainer-video'])) as Job;
    expect(await runJob(t.db, t.env, second)).toBe('completed');
    const made = (await status(videoId)).body.video;
    expect(made.status).toBe('completed');

    release();
    expect(await firstRun).toBe('lost');
    const after = (await status(videoId)).body.video;
    expect(after).toMatchObject({ status: 'completed', scenes: made.scenes, currentScene: made.currentScene });
    expect(new TextDecoder().decode((await fetchBytes(after.streamUrl)).bytes)).toBe('video of run 2');
    // The stalled run stored its file under its own lease, found the job gone at its commit, and removed it.
    const [row] = await t.db.select().from(explainerVideos).where(eq(explainerVideos.id, videoId));
    expect(row?.fileKey).toBe(`videos/${row?.userId}/${videoId}-2.mp4`);
    expect(await blobStore(t.env).exists(`videos/${row?.userId}/${videoId}-1.mp4`)).toBe(false);
    const [logged] = await t.db
      .select({ n: count() })
      .from(activityLog)
      .where(and(eq(activityLog.action, 'explainer_video_generated'), eq(activityLog.entityId, videoId)));
    expect(logged?.n).toBe(1);
  });
});
