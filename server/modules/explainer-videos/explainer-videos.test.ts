import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { explainerVideos } from '../../db/schema/learning';
import { jobs } from '../../db/schema/teaching';
import { claimJob, JobError, recoverJobs, runQueuedJobs } from '../../lib/jobs';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { inspectWebm } from './webm-inspect';
import { setVideoProviderForTests } from './video-provider';
import { VIDEO_TOKEN_TTL_MS, videoToken } from './video-token';

let t: TestApp;
let teacher: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await t.login('teacher@demo.test');
  student = await t.login('student@demo.test');
});
afterAll(() => t.close());
afterEach(() => setVideoProviderForTests(undefined));

const generate = (body: unknown, token = teacher) => t.post('/api/explainer-videos/generate', body, token);
const status = (id: string, token = teacher) => t.get(`/api/explainer-videos/status/${id}`, token);
async function fetchBytes(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(url, { headers });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('explainer videos: the job life', () => {
  it('plans the scenes, renders a playable WebM of 4 scenes × 8 s and serves it through a video-bound link', async () => {
    const res = await generate({
      prompt: 'Explain how photosynthesis works for class 6 students. Plants use sunlight to make food.',
      targetDuration: 30,
    });
    expect(res.status).toBe(200);
    const video = res.body.video;
    expect(res.body.success).toBe(true);
    expect(video).toMatchObject({
      status: 'processing',
      totalScenes: 4,
      currentScene: 0,
      sceneProgress: 0,
      videoUrl: null,
      downloadUrl: null,
    });
    expect(video.scenes).toHaveLength(4);
    expect(video.scenes[0]).toEqual({ sceneNumber: 1, status: 'pending', prompt: 'Title: How photosynthesis works' });
    expect(video.scenes[1].prompt).toBe('Key point 1: Plants use sunlight to make food.');

    expect(await runQueuedJobs(t.db, t.env)).toBe(1);
    const done = (await status(video.videoId)).body.video;
    expect(done).toMatchObject({
      status: 'completed',
      currentScene: 4,
      sceneProgress: 100,
      mimeType: 'video/webm',
      error: null,
    });
    expect(done.scenes.every((s: { status: string }) => s.status === 'completed')).toBe(true);
    expect(done.streamUrl).toMatch(
      new RegExp(`^/api/explainer-videos/stream/${video.videoId}\\?token=\\d+\\.[\\w-]{43}$`),
    );
    expect(done.videoUrl).toBe(done.streamUrl);

    const stream = await fetchBytes(done.streamUrl);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('video/webm');
    expect(stream.headers.get('accept-ranges')).toBe('bytes');
    const info = await inspectWebm(stream.bytes);
    expect(info).toMatchObject({ codec: 'V_VP8', width: 960, height: 540, durationMs: 32_000 });
    expect(info.lastFrameEndMs).toBe(32_000);
    expect(info.frames).toBeGreaterThanOrEqual(64);
    expect(info.decodedFrame).toEqual({ width: 960, height: 540 });
    // Where Debian's ffmpeg is installed, an independent demuxer agrees on the length.
    if (info.ffprobeSeconds !== null) expect(info.ffprobeSeconds).toBeCloseTo(32, 2);

    const download = await fetchBytes(done.downloadUrl);
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="explainer-video-[0-9a-f]{8}\.webm"$/,
    );
    expect(download.bytes).toEqual(stream.bytes);
    const thumb = await fetchBytes(done.thumbnailUrl);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    expect([...thumb.bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
  }, 120_000);

  it('answers byte ranges, as a video element asks when it seeks', async () => {
    const res = await generate({ prompt: 'The water cycle', targetDuration: '30' });
    await runQueuedJobs(t.db, t.env);
    const url = (await status(res.body.video.videoId)).body.video.streamUrl;
    const whole = await fetchBytes(url);
    const part = await fetchBytes(url, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.bytes.length}`);
    expect(part.bytes).toEqual(whole.bytes.subarray(100, 200));
    expect((await fetchBytes(url, { range: `bytes=${whole.bytes.length}-` })).status).toBe(416);
  }, 120_000);

  it('marks the video failed with a reason when the provider fails', async () => {
    setVideoProviderForTests({
      name: 'broken',
      render: async () => {
        throw new JobError('The video service is down.');
      },
    });
    const res = await generate({ prompt: 'Fractions', targetDuration: 60 });
    expect(res.body.video.totalScenes).toBe(8);
    await runQueuedJobs(t.db, t.env);
    const failed = (await status(res.body.video.videoId)).body.video;
    expect(failed).toMatchObject({ status: 'failed', error: 'The video service is down.', videoUrl: null });
  });

  it('resumes a job interrupted by a restart, and fails one that was tried too often', async () => {
    const first = (await generate({ prompt: 'Magnets', targetDuration: 30 })).body.video;
    // The server died while rendering: the job is left 'running'.
    await claimJob(t.db, ['explainer-video']);
    expect((await status(first.videoId)).body.video.status).toBe('processing');
    expect(await recoverJobs(t.db, { all: true })).toBe(1);
    expect(await runQueuedJobs(t.db, t.env)).toBe(1);
    expect((await status(first.videoId)).body.video.status).toBe('completed');

    const second = (await generate({ prompt: 'Gravity', targetDuration: 30 })).body.video;
    await t.db.update(jobs).set({ attempts: 3 }).where(eq(jobs.id, second.videoId));
    await claimJob(t.db, ['explainer-video']);
    await recoverJobs(t.db, { all: true });
    const failed = (await status(second.videoId)).body.video;
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe('The server stopped while this job was running. Please try again.');
    const [row] = await t.db.select().from(explainerVideos).where(eq(explainerVideos.id, second.videoId));
    expect(row?.status).toBe('failed');
  }, 120_000);
});

describe('explainer videos: rules and access', () => {
  it('validates the prompt and the duration', async () => {
    const empty = await generate({ prompt: '   ', targetDuration: 30 });
    expect(empty.status).toBe(400);
    expect(empty.body.details).toEqual([{ field: 'prompt', msg: 'Please enter a prompt for the video' }]);
    const odd = await generate({ prompt: 'Atoms', targetDuration: 45 });
    expect(odd.body.details).toEqual([
      { field: 'targetDuration', msg: 'Please choose a duration of 30, 60, 90 or 120 seconds' },
    ]);
  });

  it('plans 4, 8, 11 and 15 scenes of 8 s each', async () => {
    const { planScenes } = await import('./scene-planner');
    for (const [duration, scenes] of [
      [30, 4],
      [60, 8],
      [90, 11],
      [120, 15],
    ] as const) {
      const plan = planScenes('Explain electricity', duration);
      expect(plan).toHaveLength(scenes);
      expect(plan.every((s) => s.seconds === 8)).toBe(true);
      expect(plan.reduce((sum, s) => sum + s.seconds, 0)).toBe(scenes * 8);
      expect(plan.at(-1)?.heading).toBe('Recap');
    }
    const photosynthesis = planScenes('Explain how photosynthesis works for class 6 students', 60);
    expect(photosynthesis.map((s) => s.prompt).slice(0, 3)).toEqual([
      'Title: How photosynthesis works',
      'What is it? A simple definition of photosynthesis; Where we meet it in everyday life',
      'Why it matters: The difference photosynthesis makes in the world around us; Why it is worth learning',
    ]);
  });

  it('shows each user only their own videos, and links work only for their video', async () => {
    const mine = (await generate({ prompt: 'Volcanoes', targetDuration: 30 }, student)).body.video;
    await runQueuedJobs(t.db, t.env);
    expect((await status(mine.videoId, teacher)).status).toBe(404);
    expect((await status(mine.videoId, await t.login('admin@demo.test'))).status).toBe(404);
    const list = await t.get('/api/explainer-videos', student);
    expect(list.body.data.map((v: { videoId: string }) => v.videoId)).toEqual([mine.videoId]);

    const done = (await status(mine.videoId, student)).body.video;
    const token = new URL(done.streamUrl, 'http://x').searchParams.get('token') as string;
    const other = (await generate({ prompt: 'Rivers', targetDuration: 30 })).body.video;
    await runQueuedJobs(t.db, t.env);
    expect((await fetchBytes(`/api/explainer-videos/stream/${other.videoId}?token=${token}`)).status).toBe(403);
    expect((await fetchBytes(`/api/explainer-videos/stream/${mine.videoId}`)).status).toBe(403);
    expect((await fetchBytes(`/api/explainer-videos/stream/${mine.videoId}?token=${student}`)).status).toBe(403);
    // A correctly signed link for this very video, issued 61 minutes ago: expired after its hour.
    const expired = videoToken(t.env, mine.videoId, Date.now() - VIDEO_TOKEN_TTL_MS - 60_000).token;
    expect((await fetchBytes(`/api/explainer-videos/stream/${mine.videoId}?token=${expired}`)).status).toBe(403);
    expect((await fetchBytes(`/api/explainer-videos/download/${mine.videoId}?token=${expired}`)).status).toBe(403);
    const fresh = videoToken(t.env, mine.videoId).token;
    expect((await fetchBytes(`/api/explainer-videos/download/${mine.videoId}?token=${fresh}`)).status).toBe(200);
    // A forged expiry on a real signature does not pass either.
    const [expires, signature] = token.split('.');
    const forged = `${Number(expires) + 86_400}.${signature}`;
    expect((await fetchBytes(`/api/explainer-videos/stream/${mine.videoId}?token=${forged}`)).status).toBe(403);
    expect((await fetchBytes(`/api/explainer-videos/download/${other.videoId}?token=${token}`)).status).toBe(403);
    expect((await fetchBytes(`/api/explainer-videos/stream/${mine.videoId}?token=${token}`)).status).toBe(200);
  }, 120_000);

  it('refuses managers and anonymous callers, and limits videos in progress', async () => {
    expect(
      (await generate({ prompt: 'X', targetDuration: 30 }, await t.login('school.manager@demo.test'))).status,
    ).toBe(403);
    expect((await t.post('/api/explainer-videos/generate', { prompt: 'X', targetDuration: 30 })).status).toBe(401);
    const admin = await t.login('admin@demo.test');
    expect((await generate({ prompt: 'One', targetDuration: 30 }, admin)).status).toBe(200);
    expect((await generate({ prompt: 'Two', targetDuration: 30 }, admin)).status).toBe(200);
    const third = await generate({ prompt: 'Three', targetDuration: 30 }, admin);
    expect(third.status).toBe(429);
    expect(third.body.error).toBe('You already have 2 videos being generated. Please wait for one to finish.');
    await t.db.delete(jobs).where(eq(jobs.kind, 'explainer-video'));
  });
});
