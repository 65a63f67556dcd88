import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/teaching';
import { createTestApp, type TestApp } from '../testing/test-app';
import { claimJob, recoverJobs } from './job-queue';
import { enqueueJob, getJob, JobError, registerJobHandler, runQueuedJobs, startJobRunner } from './jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const seen: string[] = [];
registerJobHandler('test.count', async ({ job, progress }) => {
  for (let i = 1; i <= 3; i++) await progress(i, 3);
  seen.push(String(job.payload.name));
  return { done: job.payload.name };
});
registerJobHandler('test.refuse', async () => {
  throw new JobError('That file cannot be used');
});
registerJobHandler('test.crash', async () => {
  throw new Error('internal detail');
});

describe('jobs', () => {
  it('runs queued jobs oldest first, recording progress and result', async () => {
    const a = await enqueueJob(t.db, {
      kind: 'test.count',
      payload: { name: 'a' },
      createdAt: new Date(Date.now() - 1000),
    });
    await enqueueJob(t.db, { kind: 'test.count', payload: { name: 'b' } });
    expect(await runQueuedJobs(t.db, t.env)).toBe(2);
    expect(seen).toEqual(['a', 'b']);
    expect(await getJob(t.db, a.id)).toMatchObject({
      status: 'completed',
      progress: 3,
      total: 3,
      attempts: 1,
      result: { done: 'a' },
      error: null,
    });
  });

  it('fails a job with the handler’s message for the user, and a generic one for a crash', async () => {
    const refused = await enqueueJob(t.db, { kind: 'test.refuse', payload: {} });
    const crashed = await enqueueJob(t.db, { kind: 'test.crash', payload: {} });
    await runQueuedJobs(t.db, t.env);
    expect(await getJob(t.db, refused.id)).toMatchObject({ status: 'failed', error: 'That file cannot be used' });
    expect(await getJob(t.db, crashed.id)).toMatchObject({
      status: 'failed',
      error: 'The job failed unexpectedly. Please try again.',
    });
  });

  it('hands a job to one claimer only, and leaves kinds it has no handler for', async () => {
    const job = await enqueueJob(t.db, { kind: 'test.count', payload: { name: 'once' } });
    const other = await enqueueJob(t.db, { kind: 'test.unknown', payload: {} });
    const claims = await Promise.all([claimJob(t.db, ['test.count']), claimJob(t.db, ['test.count'])]);
    expect(claims.filter(Boolean).map((c) => c?.id)).toEqual([job.id]);
    await runQueuedJobs(t.db, t.env);
    expect((await getJob(t.db, other.id))?.status).toBe('queued');
    await t.db.delete(jobs).where(eq(jobs.id, job.id));
  });

  it('re-queues jobs left running by a dead process, and fails them after three tries', async () => {
    const stale = new Date(Date.now() - 5 * 60_000);
    const [fresh, old, tired] = await t.db
      .insert(jobs)
      .values([
        { kind: 'test.count', status: 'running', attempts: 1, heartbeatAt: new Date(), payload: { name: 'fresh' } },
        { kind: 'test.count', status: 'running', attempts: 1, heartbeatAt: stale, payload: { name: 'old' } },
        { kind: 'test.count', status: 'running', attempts: 3, heartbeatAt: stale, payload: { name: 'tired' } },
      ])
      .returning();
    // Several processes: only jobs whose heartbeat stopped.
    expect(await recoverJobs(t.db, { all: false })).toBe(2);
    expect((await getJob(t.db, fresh!.id))?.status).toBe('running');
    expect((await getJob(t.db, old!.id))?.status).toBe('queued');
    expect(await getJob(t.db, tired!.id)).toMatchObject({
      status: 'failed',
      error: 'The server stopped while this job was running. Please try again.',
    });
    // The only process (PGlite): everything left running is from before this start.
    expect(await recoverJobs(t.db, { all: true })).toBe(1);
    expect((await getJob(t.db, fresh!.id))?.status).toBe('queued');
  });

  it('runs in the background once started, recovering first', async () => {
    const id = randomUUID();
    await t.db
      .insert(jobs)
      .values({ id, kind: 'test.count', status: 'running', attempts: 1, payload: { name: 'recovered' } });
    const runner = startJobRunner({ db: t.db, env: t.env, exclusive: true, pollMs: 50 });
    try {
      for (let i = 0; i < 100 && (await getJob(t.db, id))?.status !== 'completed'; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(await getJob(t.db, id)).toMatchObject({ status: 'completed', attempts: 2 });
      expect(seen).toContain('recovered');
    } finally {
      await runner.stop();
    }
  });
});
