import { hostname } from 'node:os';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/teaching';

/**
 * The job queue's two moves between processes (the runner and the handlers are in jobs.ts): a claim, which takes a
 * queued job under a new lease, and the recovery of jobs whose holder stopped touching them.
 */
type Job = typeof jobs.$inferSelect;

export const MAX_ATTEMPTS = 3;
/** This process, as recorded on the jobs it holds. */
export const PROCESS_ID = `${hostname()}:${process.pid}`;
/** A running job whose heartbeat is older than this is taken to be orphaned (its process died or stalled). */
export const DEFAULT_LEASE_MS = 60_000;

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
      lease: sql`${jobs.lease} + 1`,
      heldBy: PROCESS_ID,
      heartbeatAt: new Date(),
      updatedAt: new Date(),
      error: null,
    })
    .where(and(sql`${jobs.id} = (${next})`, eq(jobs.status, 'queued')))
    .returning();
  return job;
}

/**
 * Jobs left 'running' by a process that died: queued again, or failed once tried MAX_ATTEMPTS times.
 * `all` when this process is the only one that runs jobs (PGlite: one process per data directory).
 */
export async function recoverJobs(db: Db, options: { all: boolean; staleMs?: number }): Promise<number> {
  const staleBefore = new Date(Date.now() - (options.staleMs ?? DEFAULT_LEASE_MS));
  const exhausted = sql`${jobs.attempts} >= ${MAX_ATTEMPTS}`;
  const rows = await db
    .update(jobs)
    .set({
      status: sql`case when ${exhausted} then 'failed' else 'queued' end`,
      error: sql`case when ${exhausted} then ${'The server stopped while this job was running. Please try again.'} else null end`,
      heartbeatAt: null,
      heldBy: null,
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
