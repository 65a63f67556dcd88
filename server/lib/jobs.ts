import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/teaching';
import type { Env } from '../env';
import { DISK_FULL_JOB_MESSAGE, isDiskFull, retryWhileDiskFull } from './disk-full';
import { isFull, serverDisks } from './disk-space';
import { claimJob, DEFAULT_LEASE_MS, recoverJobs } from './job-queue';
import { logger } from './logger';

/**
 * Background work kept in the `jobs` table (ARCHITECTURE.md §1: no queue in a process's memory). Any process
 * may run jobs: a job is claimed by one UPDATE that only succeeds while it is still 'queued'. Handlers are
 * registered by kind (PDF conversion, explainer videos, …) and report progress as they go.
 */
export type Job = typeof jobs.$inferSelect;
export type JobContext = {
  db: Db;
  env: Env;
  job: Job;
  /** Aborted when the server shuts down (stop at the next safe point and throw; the job is queued again) or
   *  when another process has taken the job over (the lease moved on: stop, write nothing more). */
  signal: AbortSignal;
  progress(done: number, total?: number): Promise<void>;
  /**
   * The job's outcome in one transaction: `work`'s writes, and the job marked completed with its return value as
   * the result, only while this holder still has the lease. Throws LeaseLost (nothing written) otherwise, so a
   * stalled process that wakes up cannot apply a job twice.
   */
  commit<T extends Record<string, unknown> | undefined>(work: (tx: Db) => Promise<T>): Promise<T>;
  /** `work` in one transaction, only while this holder still has the lease (LeaseLost otherwise): for writes
   *  outside the job row that a holder which lost the job must not make, such as marking its subject failed. */
  whileHeld<T>(work: (tx: Db) => Promise<T>): Promise<T>;
};
export type JobHandler = (context: JobContext) => Promise<Record<string, unknown> | undefined>;

/** A failure whose message is meant for the user (it becomes the job's `error`). */
export class JobError extends Error {}

/** This holder's lease has moved on (the job was re-queued as stale and claimed again): it must write nothing. */
export class LeaseLost extends Error {
  constructor(job: Job) {
    super(`Job ${job.id} (${job.kind}) was taken over by another process (lease ${job.lease} lost)`);
  }
}

const GENERIC_FAILURE = 'The job failed unexpectedly. Please try again.';

const handlers = new Map<string, JobHandler>();

export function registerJobHandler(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}

type JobInput = {
  id?: string;
  kind: string;
  payload: Record<string, unknown>;
  total?: number;
  createdBy?: string | null;
  createdAt?: Date;
};

/** Queues a job and wakes the runner. Not inside a transaction (the runner would look before the commit): insertJob. */
export async function enqueueJob(db: Db, input: JobInput): Promise<Job> {
  const job = await insertJob(db, input);
  wakeJobRunner();
  return job;
}

/**
 * The job's row alone, for a transaction that makes it with something else (an upload's kept answer, a video's row):
 * the caller wakes the runner once it has committed (wakeJobRunner), or the runner finds it at its next poll.
 */
export async function insertJob(db: Db, input: JobInput): Promise<Job> {
  const [job] = await db
    .insert(jobs)
    .values({
      ...(input.id ? { id: input.id } : {}),
      kind: input.kind,
      payload: input.payload,
      total: input.total ?? 0,
      createdBy: input.createdBy ?? null,
      createdAt: input.createdAt ?? new Date(),
    })
    .returning();
  if (!job) throw new Error('insertJob: no row returned');
  return job;
}

export async function getJob(db: Db, id: string): Promise<Job | undefined> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return job;
}

/** The job's row as long as this holder has it: still running under the lease it was claimed with. */
const held = (job: Job) => and(eq(jobs.id, job.id), eq(jobs.lease, job.lease), eq(jobs.status, 'running'));

/**
 * Runs one claimed job to 'completed' or 'failed' (or back to 'queued' when interrupted by a shutdown). Every
 * write to the job is fenced by its lease; 'lost' means another process took the job over and this run wrote
 * nothing more. A job that found the disk full is not failed: it goes back to the queue saying why ('waiting'),
 * and the runner tries again later.
 */
export async function runJob(
  db: Db,
  env: Env,
  job: Job,
  signal = new AbortController().signal,
  leaseMs = DEFAULT_LEASE_MS,
): Promise<Job['status'] | 'lost' | 'waiting'> {
  const handler = handlers.get(job.kind);
  const lost = new AbortController();
  const stop = AbortSignal.any([signal, lost.signal]);
  let committed = false;
  const touch = async (values: Partial<Job> = {}) => {
    const rows = await db
      .update(jobs)
      .set({ heartbeatAt: new Date(), updatedAt: new Date(), ...values })
      .where(held(job))
      .returning({ id: jobs.id });
    if (rows.length === 0) {
      lost.abort();
      throw new LeaseLost(job);
    }
  };
  const whileHeld: JobContext['whileHeld'] = (work) =>
    db.transaction(async (tx) => {
      const [row] = await tx.select({ id: jobs.id }).from(jobs).where(held(job)).for('update');
      if (!row) throw new LeaseLost(job);
      return work(tx);
    });
  const commit: JobContext['commit'] = async (work) => {
    const value = await whileHeld(async (tx) => {
      const result = await work(tx);
      await tx
        .update(jobs)
        .set({
          status: 'completed',
          result: result ?? null,
          error: null,
          heartbeatAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(jobs.id, job.id));
      return result;
    });
    committed = true;
    return value;
  };
  const heartbeat = setInterval(() => void touch().catch(() => {}), Math.max(50, Math.floor(leaseMs / 6)));
  heartbeat.unref();
  try {
    if (!handler) throw new JobError(`No handler for jobs of kind ${job.kind}`);
    const result = await handler({
      db,
      env,
      job,
      signal: stop,
      commit,
      whileHeld,
      progress: async (done, total) => {
        await touch(total === undefined ? { progress: done } : { progress: done, total });
      },
    });
    if (!committed) await touch({ status: 'completed', result: result ?? null, error: null });
    return 'completed';
  } catch (error) {
    if (committed) {
      logger.error({ err: error, jobId: job.id, kind: job.kind }, 'Job failed after its outcome was stored');
      return 'completed';
    }
    if (error instanceof LeaseLost || lost.signal.aborted) {
      logger.warn(
        { jobId: job.id, kind: job.kind, lease: job.lease },
        `${new LeaseLost(job).message}; this run stopped`,
      );
      return 'lost';
    }
    const requeue = {
      status: 'queued' as const,
      attempts: Math.max(0, job.attempts - 1),
      heartbeatAt: null,
      heldBy: null,
    };
    try {
      if (signal.aborted) {
        await touch(requeue);
        return 'queued';
      }
      if (isDiskFull(error)) {
        logger.error({ err: error, jobId: job.id, kind: job.kind }, `Job ${job.id} (${job.kind}): the disk is full`);
        await retryWhileDiskFull(() => touch({ ...requeue, error: DISK_FULL_JOB_MESSAGE }), signal);
        return 'waiting';
      }
      // Every failure is logged at error with its reason: the message the user reads, and what lay under it (a
      // PDF that failed as 'could not be read' left no line at all, issue 38).
      const reason = error instanceof JobError ? error.message : GENERIC_FAILURE;
      const err = error instanceof JobError && error.cause !== undefined ? error.cause : error;
      logger.error({ err, jobId: job.id, kind: job.kind, reason }, `Job ${job.id} (${job.kind}) failed: ${reason}`);
      await touch({ status: 'failed', error: reason });
      return 'failed';
    } catch (fenced) {
      if (fenced instanceof LeaseLost) return 'lost';
      throw fenced;
    }
  } finally {
    clearInterval(heartbeat);
  }
}

/** Runs queued jobs of the registered kinds until none is left; returns how many ran. Tests call this. */
export async function runQueuedJobs(db: Db, env: Env, signal?: AbortSignal, leaseMs?: number): Promise<number> {
  return (await drainQueue(db, env, signal, leaseMs)).count;
}

/** The same, stopping early when a job found the disk full: the runner then waits before it tries again. */
async function drainQueue(db: Db, env: Env, signal?: AbortSignal, leaseMs?: number) {
  let count = 0;
  for (;;) {
    if (signal?.aborted) return { count, diskFull: false };
    // No job starts while a disk it writes to is full (PGlite must not run out of room for its WAL).
    if ((await serverDisks(env)).some(isFull)) return { count, diskFull: true };
    const job = await claimJob(db, [...handlers.keys()]);
    if (!job) return { count, diskFull: false };
    const outcome = await runJob(db, env, job, signal, leaseMs);
    count++;
    if (outcome === 'waiting') return { count, diskFull: true };
  }
}

export type JobRunner = { wake(): void; stop(): Promise<void> };
let active: JobRunner | undefined;

/** Asks this process's runner, if any, to look for work now instead of at its next poll. */
export function wakeJobRunner(): void {
  active?.wake();
}

/**
 * Polls for jobs in the background until stopped. `exclusive`: no other process runs jobs on this database. While
 * the disk is full it waits longer between tries (`diskFullMs`, doubling to 5 minutes), and resumes by itself.
 */
export function startJobRunner(options: {
  db: Db;
  env: Env;
  exclusive: boolean;
  pollMs?: number;
  leaseMs?: number;
  diskFullMs?: number;
}): JobRunner {
  const { db, env, exclusive } = options;
  const pollMs = options.pollMs ?? 2_000;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const abort = new AbortController();
  let wakeUp = () => {};
  let lastSweep = 0;
  let diskWait = 0;
  const fullDisk = () => {
    diskWait = Math.min(diskWait ? diskWait * 2 : (options.diskFullMs ?? 5_000), 300_000);
  };

  const loop = async () => {
    await recoverJobs(db, { all: exclusive }).catch((err) => logger.error({ err }, 'Job recovery failed'));
    while (!abort.signal.aborted) {
      try {
        if ((await drainQueue(db, env, abort.signal, leaseMs)).diskFull) fullDisk();
        else diskWait = 0;
        if (!exclusive && Date.now() - lastSweep > leaseMs / 2) {
          lastSweep = Date.now();
          await recoverJobs(db, { all: false, staleMs: leaseMs });
        }
      } catch (error) {
        const repeat = isDiskFull(error) && diskWait > 0; // said once while the disk stays full
        if (isDiskFull(error)) fullDisk();
        if (!abort.signal.aborted && !repeat) logger.error({ err: error }, 'Job runner failed');
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, diskWait || pollMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  };
  const done = loop();
  const runner: JobRunner = {
    wake: () => wakeUp(),
    async stop() {
      abort.abort();
      wakeUp();
      if (active === runner) active = undefined;
      // A handler stops at its next safe point; do not hold a shutdown longer than a few seconds.
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    },
  };
  active = runner;
  return runner;
}
