import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateEvents } from '../db/schema/system';

/** Counters in the database (not process memory), so several API processes share them. */
export async function countRecent(db: Db, bucket: string, windowMs: number): Promise<number> {
  const since = new Date(Date.now() - windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.bucket, bucket), gte(rateEvents.at, since)));
  return row?.n ?? 0;
}

export async function recordEvent(db: Db, ...buckets: string[]): Promise<void> {
  if (buckets.length) await db.insert(rateEvents).values(buckets.map((bucket) => ({ bucket })));
}

export async function clearEvents(db: Db, bucket: string): Promise<void> {
  await db.delete(rateEvents).where(eq(rateEvents.bucket, bucket));
}

/** Housekeeping: events older than a day count for no limit. */
export async function pruneEvents(db: Db): Promise<void> {
  await db.delete(rateEvents).where(lt(rateEvents.at, new Date(Date.now() - 86_400_000)));
}
