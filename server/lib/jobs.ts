import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/teaching';
import type { Env } from '../env';

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
  /** Aborted when the server shuts down: stop at the next safe point and throw; the job is queued again. */
  signal: AbortSignal;
  progress(done: number, total?: number): Promise<void>;
};
export type JobHandler = (context: JobContext) => Promise<Record<string, unknown> | undefined>;

/** A failure whose message is meant for the user (it becomes the job's `error`). */
export class JobError extends Error {}

export const MAX_ATTEMPTS = 3;
const HEARTBEAT_MS = 10_000;
const STALE_MS = 60_000;
const GENERIC_FAILURE = 'The job failed unexpectedly. Please try again.';

const handlers = new Map<string, JobHandler>();

export function registerJobHandler(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}

export async function enqueueJob(
  db: Db,
  input: {
    id?: string;
    kind: string;
    payload: Record<string, unknown>;
    total?: number;
    createdBy?: string | null;
    createdAt?: Date;
  },
): Promise<Job> {
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
  if (!job) throw new Error('enqueueJob: no row returned');
  wakeJobRunner();
  return job;
}

export async function getJob(db: Db, id: string): Promise<Job | undefined> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return job;
}

/** Takes the oldest queued job of these kinds, or nothing. Safe with several processes (SKIP LOCKED). */
export async function claimJob(db: Db, kinds: string[]): Promise<Job | undefined> {
  if (kinds.length === 0) return undefined;
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'queued'), inArray(jobs.kind, kinds)))
    .orderBy(asc(jobs.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      heartbeatAt: new Date(),
      updatedAt: new Date(),
      error: null,
    })
    .where(and(sql`${jobs.id} = (${next})`, eq(jobs.status, 'queued')))
    .returning();
  return job;
}

/** Runs one claimed job to 'completed' or 'failed' (or back to 'queued' when interrupted by a shutdown). */
export async function runJob(
  db: Db,
  env: Env,
  job: Job,
  signal = new AbortController().signal,
): Promise<Job['status']> {
  const handler = handlers.get(job.kind);
  const touch = (values: Partial<Job> = {}) =>
    db
      .update(jobs)
      .set({ ...values, heartbeatAt: new Date(), updatedAt: new Date() })
      .where(eq(jobs.id, job.id));
  const heartbeat = setInterval(() => void touch().catch(() => {}), HEARTBEAT_MS);
  heartbeat.unref();
  try {
    if (!handler) throw new JobError(`No handler for jobs of kind ${job.kind}`);
    const result = await handler({
      db,
      env,
      job,
      signal,
      progress: async (done, total) => {
        await touch(total === undefined ? { progress: done } : { progress: done, total });
      },
    });
    await touch({ status: 'completed', result: result ?? null, error: null });
    return 'completed';
  } catch (error) {
    if (signal.aborted) {
      await touch({ status: 'queued', attempts: Math.max(0, job.attempts - 1), heartbeatAt: null });
      return 'queued';
    }
    if (!(error instanceof JobError)) console.error(`Job ${job.id} (${job.kind}) failed:`, error);
    await touch({ status: 'failed', error: error instanceof JobError ? error.message : GENERIC_FAILURE });
    return 'failed';
  } finally {
    clearInterval(heartbeat);
  }
}

/** Runs queued jobs of the registered kinds until none is left; returns how many ran. Tests call this. */
export async function runQueuedJobs(db: Db, env: Env, signal?: AbortSignal): Promise<number> {
  let count = 0;
  for (;;) {
    if (signal?.aborted) return count;
    const job = await claimJob(db, [...handlers.keys()]);
    if (!job) return count;
    await runJob(db, env, job, signal);
    count++;
  }
}

/**
 * Jobs left 'running' by a process that died: queued again, or failed once tried MAX_ATTEMPTS times.
 * `all` when this process is the only one that runs jobs (PGlite: one process per data directory).
 */
export async function recoverJobs(db: Db, options: { all: boolean; staleMs?: number }): Promise<number> {
  const staleBefore = new Date(Date.now() - (options.staleMs ?? STALE_MS));
  const exhausted = sql`${jobs.attempts} >= ${MAX_ATTEMPTS}`;
  const rows = await db
    .update(jobs)
    .set({
      status: sql`case when ${exhausted} then 'failed' else 'queued' end`,
      error: sql`case when ${exhausted} then ${'The server stopped while this job was running. Please try again.'} else null end`,
      heartbeatAt: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(jobs.status, 'running'),
        options.all ? undefined : sql`(${jobs.heartbeatAt} is null or ${jobs.heartbeatAt} < ${staleBefore})`,
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

export type JobRunner = { wake(): void; stop(): Promise<void> };
let active: JobRunner | undefined;

/** Asks this process's runner, if any, to look for work now instead of at its next poll. */
export function wakeJobRunner(): void {
  active?.wake();
}

/** Polls for jobs in the background until stopped. `exclusive`: no other process runs jobs on this database. */
export function startJobRunner(options: { db: Db; env: Env; exclusive: boolean; pollMs?: number }): JobRunner {
  const { db, env, exclusive } = options;
  const pollMs = options.pollMs ?? 2_000;
  const abort = new AbortController();
  let wakeUp = () => {};
  let lastSweep = 0;

  const loop = async () => {
    await recoverJobs(db, { all: exclusive }).catch((e) => console.error('Job recovery failed:', e));
    while (!abort.signal.aborted) {
      try {
        await runQueuedJobs(db, env, abort.signal);
        if (!exclusive && Date.now() - lastSweep > STALE_MS / 2) {
          lastSweep = Date.now();
          await recoverJobs(db, { all: false });
        }
      } catch (error) {
        if (!abort.signal.aborted) console.error('Job runner:', error);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
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
