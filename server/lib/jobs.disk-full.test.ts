import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DISK_FULL_JOB_MESSAGE } from './disk-full';
import { enqueueJob, getJob, registerJobHandler, runQueuedJobs, startJobRunner } from './jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** While `full`, the handler fails as a write on a full disk does: Node's ENOSPC, or PGlite's words for it. */
let full = true;
const noSpace = [
  Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
  new Error('Failed query', { cause: new Error('could not extend file "base/5/16384": No space left on device') }),
];
registerJobHandler('test.disk', async ({ job }) => {
  if (full) throw noSpace[Number(job.payload.variant)];
  return { stored: true };
});

describe('a job that finds the disk full', () => {
  it('goes back to the queue saying why, without using up a try, and runs once space is back', async () => {
    for (const variant of [0, 1]) {
      full = true;
      const job = await enqueueJob(t.db, { kind: 'test.disk', payload: { variant } });
      const later = await enqueueJob(t.db, { kind: 'test.disk', payload: { variant } });
      expect(await runQueuedJobs(t.db, t.env)).toBe(1); // the pass stops: the next job would find the same disk
      expect(await getJob(t.db, job.id)).toMatchObject({ status: 'queued', error: DISK_FULL_JOB_MESSAGE, attempts: 0 });
      expect(await getJob(t.db, later.id)).toMatchObject({ status: 'queued', attempts: 0 });

      full = false;
      expect(await runQueuedJobs(t.db, t.env)).toBe(2);
      expect(await getJob(t.db, job.id)).toMatchObject({ status: 'completed', error: null, attempts: 1 });
    }
  });

  it('is tried again by the background runner, with a growing wait, until space is back', async () => {
    full = true;
    const job = await enqueueJob(t.db, { kind: 'test.disk', payload: { variant: 0 } });
    const runner = startJobRunner({ db: t.db, env: t.env, exclusive: false, pollMs: 20, diskFullMs: 50 });
    try {
      await expect
        .poll(async () => (await getJob(t.db, job.id))?.error, { timeout: 5_000 })
        .toBe(DISK_FULL_JOB_MESSAGE);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await getJob(t.db, job.id))?.status).toBe('queued');
      full = false;
      await expect.poll(async () => (await getJob(t.db, job.id))?.status, { timeout: 5_000 }).toBe('completed');
    } finally {
      await runner.stop();
    }
  });
});
