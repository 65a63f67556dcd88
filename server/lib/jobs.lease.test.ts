import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../db/schema/system';
import { jobs } from '../db/schema/teaching';
import { createTestApp, type TestApp } from '../testing/test-app';
import { logActivity } from './activity';
import { claimJob, recoverJobs } from './job-queue';
import { enqueueJob, getJob, type Job, JobError, registerJobHandler, runJob } from './jobs';

/**
 * Issue 19: a process that stalls (paused, swapped out, a long GC) past its lease loses the job to another
 * process. When it wakes up it must not complete, fail or overwrite the job the other process has taken.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Plan = { stall?: Promise<void>; next: 'commit' | 'fail' | 'progress' };
const plans: Plan[] = [];
const aborted: boolean[] = [];
registerJobHandler('test.lease', async ({ job, commit, progress, signal }) => {
  const plan = plans.shift() ?? { next: 'commit' };
  await plan.stall;
  try {
    if (signal.aborted) throw new Error('Stopped at a safe point');
    if (plan.next === 'fail') throw new JobError('The stalled run gave up');
    if (plan.next === 'progress') await progress(1, 2);
    return await commit(async (tx) => {
      await logActivity(tx, {
        actorId: null,
        action: 'test_lease_applied',
        entityType: 'job',
        entityId: job.id,
        description: 'x',
      });
      return { lease: job.lease };
    });
  } finally {
    aborted.push(signal.aborted);
  }
});

const applied = async (id: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(activityLog)
      .where(and(eq(activityLog.action, 'test_lease_applied'), eq(activityLog.entityId, id)))
  )[0]?.n;

/** Claims the job, then lets it go stale and be claimed again, as another process's sweep would. */
async function takeOver(stalled: Job): Promise<Job> {
  await t.db
    .update(jobs)
    .set({ heartbeatAt: new Date(Date.now() - 120_000) })
    .where(eq(jobs.id, stalled.id));
  expect(await recoverJobs(t.db, { all: false, staleMs: 60_000 })).toBe(1);
  const next = await claimJob(t.db, ['test.lease']);
  expect(next).toMatchObject({ id: stalled.id, lease: stalled.lease + 1 });
  return next as Job;
}

function gate() {
  let open = () => {};
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { closed, open };
}

describe('job leases', () => {
  for (const next of ['commit', 'fail', 'progress'] as const) {
    it(`a stalled holder that wakes and tries to ${next} writes nothing; the job is done once`, async () => {
      const wake = gate();
      plans.push({ stall: wake.closed, next }, { next: 'commit' });
      aborted.length = 0;
      const job = await enqueueJob(t.db, { kind: 'test.lease', payload: {} });
      const first = (await claimJob(t.db, ['test.lease'])) as Job;
      expect(first.lease).toBe(1);
      const stalled = runJob(t.db, t.env, first);

      const second = await takeOver(first);
      expect(await runJob(t.db, t.env, second)).toBe('completed');
      wake.open();
      expect(await stalled).toBe('lost');

      expect(await getJob(t.db, job.id)).toMatchObject({ status: 'completed', result: { lease: 2 }, error: null });
      expect(await applied(job.id)).toBe(1);
      // A progress report that finds the lease gone aborts the stalled run's signal, so its work stops.
      if (next === 'progress') expect(aborted).toEqual([false, true]);
    });
  }

  it('the process that takes a job over can still fail it, and a shutdown gives the lease back', async () => {
    plans.push({ next: 'fail' });
    const job = await enqueueJob(t.db, { kind: 'test.lease', payload: {} });
    const claimed = (await claimJob(t.db, ['test.lease'])) as Job;
    expect(await runJob(t.db, t.env, claimed)).toBe('failed');
    expect(await getJob(t.db, job.id)).toMatchObject({ status: 'failed', error: 'The stalled run gave up' });

    const wake = gate();
    plans.push({ stall: wake.closed, next: 'commit' });
    const again = await enqueueJob(t.db, { kind: 'test.lease', payload: {} });
    const holder = (await claimJob(t.db, ['test.lease'])) as Job;
    const shutdown = new AbortController();
    const running = runJob(t.db, t.env, holder, shutdown.signal);
    shutdown.abort();
    wake.open();
    expect(await running).toBe('queued');
    expect(await getJob(t.db, again.id)).toMatchObject({ status: 'queued', heartbeatAt: null, attempts: 0 });
    expect(await applied(again.id)).toBe(0);
    // The next claim holds a new lease and applies it once.
    const next = (await claimJob(t.db, ['test.lease'])) as Job;
    expect(next.lease).toBe(holder.lease + 1);
    expect(await runJob(t.db, t.env, next)).toBe('completed');
    expect(await applied(again.id)).toBe(1);
  });
});
