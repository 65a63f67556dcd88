import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { explainerVideos } from '#server/db/schema/learning';
import { users } from '#server/db/schema/people';
import { jobs } from '#server/db/schema/teaching';
import { claimJob, recoverJobs } from '#server/lib/job-queue';
import { JobError, runQueuedJobs } from '#server/lib/jobs';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { videoCalls } from '#server/testing/video-calls';
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

const { generate, status, fetchBytes } = videoCalls(
  () => t,
  () => teacher,
);

describe('explainer videos: the job life', () => {
  it('answers byte ranges, as a video element asks when it seeks', async () => {
    const res = await generate({ prompt: 'The water cycle', targetDuration: '30', source: 'prompt' });
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
    const res = await generate({ prompt: 'Fractions', targetDuration: 60, source: 'prompt' });
    expect(res.body.video.totalScenes).toBe(8);
    await runQueuedJobs(t.db, t.env);
    const failed = (await status(res.body.video.videoId)).body.video;
    expect(failed).toMatchObject({ status: 'failed', error: 'The video service is down.', videoUrl: null });
  });

  it('resumes a job interrupted by a restart, and fails one that was tried too often', async () => {
    const first = (await generate({ prompt: 'Magnets', targetDuration: 30, source: 'prompt' })).body.video;
    // The server died while rendering: the job is left 'running'.
    await claimJob(t.db, ['explainer-video']);
    expect((await status(first.videoId)).body.video.status).toBe('processing');
    expect(await recoverJobs(t.db, { all: true })).toBe(1);
    expect(await runQueuedJobs(t.db, t.env)).toBe(1);
    expect((await status(first.videoId)).body.video.status).toBe('completed');

    const second = (await generate({ prompt: 'Gravity', targetDuration: 30, source: 'prompt' })).body.video;
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
    const empty = await generate({ prompt: '   ', targetDuration: 30, source: 'prompt' });
    expect(empty.status).toBe(400);
    expect(empty.body.details).toEqual([{ field: 'prompt', msg: 'Please enter a prompt for the video' }]);
    const odd = await generate({ prompt: 'Atoms', targetDuration: 45, source: 'prompt' });
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
    const mine = (await generate({ prompt: 'Volcanoes', targetDuration: 30, source: 'prompt' }, student)).body.video;
    await runQueuedJobs(t.db, t.env);
    expect((await status(mine.videoId, teacher)).status).toBe(404);
    expect((await status(mine.videoId, await t.login('admin@demo.test'))).status).toBe(404);
    const list = await t.get('/api/explainer-videos', student);
    const listed = list.body.data.map((v: { videoId: string }) => v.videoId);
    expect(listed[0]).toBe(mine.videoId);
    const theirs = (await t.get('/api/explainer-videos', teacher)).body.data.map((v: { videoId: string }) => v.videoId);
    expect(theirs.length).toBeGreaterThan(0);
    expect(listed.filter((id: string) => theirs.includes(id))).toEqual([]);

    const done = (await status(mine.videoId, student)).body.video;
    const token = new URL(done.streamUrl, 'http://x').searchParams.get('token') as string;
    const other = (await generate({ prompt: 'Rivers', targetDuration: 30, source: 'prompt' })).body.video;
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
      (await generate({ prompt: 'X', targetDuration: 30, source: 'prompt' }, await t.login('school.manager@demo.test')))
        .status,
    ).toBe(403);
    expect((await t.post('/api/explainer-videos/generate', { prompt: 'X', targetDuration: 30 })).status).toBe(401);
    const admin = await t.login('admin@demo.test');
    expect((await generate({ prompt: 'One', targetDuration: 30, source: 'prompt' }, admin)).status).toBe(200);
    expect((await generate({ prompt: 'Two', targetDuration: 30, source: 'prompt' }, admin)).status).toBe(200);
    const third = await generate({ prompt: 'Three', targetDuration: 30, source: 'prompt' }, admin);
    expect(third.status).toBe(429);
    expect(third.body.error).toBe('You already have 2 videos being generated. Please wait for one to finish.');
    await t.db.delete(jobs).where(eq(jobs.kind, 'explainer-video'));
  });

  it('holds both limits for requests sent at once: exactly as many are stored as the limits allow', async () => {
    const asker = await t.login('amit.joshi@demo.test');
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'amit.joshi@demo.test'));
    const mine = eq(explainerVideos.userId, user?.id as string);
    const burst = (n: number) =>
      Promise.all(
        Array.from({ length: n }, (_, i) =>
          generate({ prompt: `Burst ${i}`, targetDuration: 30, source: 'prompt' }, asker),
        ),
      );
    const running = await burst(6);
    expect(running.map((r) => r.status).sort()).toEqual([200, 200, 429, 429, 429, 429]);
    expect(await t.db.select().from(explainerVideos).where(mine)).toHaveLength(2);

    // 19 made in the last 24 hours, none running: of 5 at once, exactly one more is stored.
    await t.db.update(explainerVideos).set({ status: 'completed' }).where(mine);
    const done = { userId: user?.id as string, prompt: 'Earlier', targetDuration: 30, totalScenes: 4 };
    await t.db
      .insert(explainerVideos)
      .values(Array.from({ length: 17 }, () => ({ ...done, status: 'completed' as const })));
    const today = await burst(5);
    expect(today.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(today.find((r) => r.status === 429)?.body.error).toBe(
      'You have generated 20 videos in the last 24 hours. Please try again later.',
    );
    expect(await t.db.select().from(explainerVideos).where(mine)).toHaveLength(20);
    await t.db.delete(jobs).where(eq(jobs.kind, 'explainer-video'));
  });
});
