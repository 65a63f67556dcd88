import { and, count, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateEvents } from '../db/schema/system';
import { sha256 } from './crypto';

/** A bucket of events and how many of them a window holds at most. */
export type Limit = { bucket: string; max: number };
/** allowed: every bucket had room, and this request's events (ids) are recorded; counts: before this request. */
export type Reservation = { allowed: boolean; ids: string[]; counts: Record<string, number> };

/**
 * Every limit of the app is counted here, in the database (several API processes share it), and atomically
 * (docs/decisions/030): a reservation locks its buckets, counts their events in the window and records its own
 * events only when every bucket is under its limit, before the request does what the limit guards. Of any number
 * of requests at once, exactly as many as the limit allows go on, on PostgreSQL across processes as on PGlite.
 * `watch`: buckets only counted (not limited, not recorded), e.g. an account's failures for the sign-in delay.
 */
export async function reserve(db: Db, windowMs: number, limits: Limit[], watch: string[] = []): Promise<Reservation> {
  const buckets = [...new Set([...limits.map((l) => l.bucket), ...watch])];
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await lockKeys(
      tx,
      limits.map((l) => `rate:${l.bucket}`),
    );
    const rows = await tx
      .select({ bucket: rateEvents.bucket, n: count() })
      .from(rateEvents)
      .where(and(inArray(rateEvents.bucket, buckets), gte(rateEvents.at, new Date(Date.now() - windowMs))))
      .groupBy(rateEvents.bucket);
    const counts = Object.fromEntries(buckets.map((b) => [b, rows.find((r) => r.bucket === b)?.n ?? 0]));
    const allowed = limits.every((l) => (counts[l.bucket] ?? 0) < l.max);
    if (!allowed || limits.length === 0) return { allowed, ids: [], counts };
    const inserted = await tx
      .insert(rateEvents)
      .values(limits.map((l) => ({ bucket: l.bucket })))
      .returning({ id: rateEvents.id });
    return { allowed, ids: inserted.map((r) => r.id), counts };
  });
}

/** Gives a reservation's events back (a successful sign-in counts for no limit). */
export async function release(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(rateEvents).where(inArray(rateEvents.id, ids));
}

/**
 * Transaction-scoped advisory locks, one per name (held until the caller's transaction ends; on every connection
 * of the database, so across processes). Taken in the order of their keys: two transactions locking overlapping
 * names never wait for each other in a circle.
 */
export async function lockKeys(tx: Db, names: string[]): Promise<void> {
  const keys = [...new Set(names.map(lockKey))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`);
}

const lockKey = (name: string) => BigInt.asIntN(64, BigInt(`0x${sha256(name).slice(0, 16)}`));

/** Housekeeping: events older than a day count for no limit. */
export async function pruneEvents(db: Db): Promise<void> {
  await db.delete(rateEvents).where(lt(rateEvents.at, new Date(Date.now() - 86_400_000)));
}
