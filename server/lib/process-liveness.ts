import { randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverProcesses } from '../db/schema/system';
import { logger } from './logger';

/** This process, as the requests it claims name it (idempotency_records.holder). A new one at each start. */
export const PROCESS_ID = randomUUID();
/** How often a process on a shared PostgreSQL writes its beat. */
export const BEAT_MS = 5_000;
/** A process whose last beat is older than this has stopped (six beats missed): its claims may be taken over. */
export const DEAD_AFTER_SECONDS = 30;
/** Rows of processes silent this long are removed when a process starts. */
const FORGET_AFTER = sql`interval '1 day'`;

/**
 * SQL true when the process named by `holder` has beaten lately. The database's clock, not this machine's, judges
 * it: the processes may run on machines whose clocks differ.
 */
export function holderAlive(holder: unknown) {
  return sql`exists (select 1 from ${serverProcesses} where ${serverProcesses.id} = ${holder}
    and ${serverProcesses.beatAt} > now() - make_interval(secs => ${DEAD_AFTER_SECONDS}))`;
}

export type Heartbeat = { stop(): Promise<void> };

/**
 * Writes this process's beat every `beatMs` until stopped (decision 046). Only where several processes share one
 * database (PostgreSQL): on PGlite this is the only process, and its start frees what the last one left in flight.
 */
export async function startHeartbeat(db: Db, beatMs = BEAT_MS): Promise<Heartbeat> {
  await db.delete(serverProcesses).where(lt(serverProcesses.beatAt, sql`now() - ${FORGET_AFTER}`));
  const beat = () =>
    db
      .insert(serverProcesses)
      .values({ id: PROCESS_ID })
      .onConflictDoUpdate({ target: serverProcesses.id, set: { beatAt: sql`now()` } });
  await beat();
  const timer = setInterval(
    () => void beat().catch((err) => logger.warn({ err }, 'Could not write this process’s beat')),
    beatMs,
  );
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      // Gone at once: another process need not wait for the beat to age to take over what this one left.
      await db.delete(serverProcesses).where(eq(serverProcesses.id, PROCESS_ID));
    },
  };
}
