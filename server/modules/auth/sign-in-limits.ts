import { and, count, eq, gte, inArray } from 'drizzle-orm';
import { LOGIN_LIMITS as L } from '#contract/auth';
import type { Db } from '#server/db/client';
import { knownDevices, rateEvents } from '#server/db/schema/system';
import { newToken, sha256 } from '#server/lib/crypto';

/**
 * Sign-in limits (docs/decisions/012). An attempt takes its places in its buckets BEFORE the password is checked
 * and looks at the counts including itself: of any number of attempts at once, only as many as a limit allows get
 * a password check, on PGlite and PostgreSQL alike. A refused attempt gives its places back; a successful one too
 * (only failures count); a failed one keeps them.
 */
export type Attempt = { ids: string[]; allowed: boolean; accountFailures: number };

const bucketsFor = (email: string, address: string, knownDevice: boolean) => [
  `login:pair:${email}|${address}`,
  ...(knownDevice ? [] : [`login:account:${email}`, `login:address:${address}`]),
];
const LIMITS: Record<string, number> = { pair: L.perPair, account: L.perAccount, address: L.perAddress };

export async function reserveAttempt(db: Db, email: string, address: string, knownDevice: boolean): Promise<Attempt> {
  const buckets = bucketsFor(email, address, knownDevice);
  const inserted = await db
    .insert(rateEvents)
    .values(buckets.map((bucket) => ({ bucket })))
    .returning({ id: rateEvents.id });
  const ids = inserted.map((r) => r.id);
  const since = new Date(Date.now() - L.windowMs);
  const counts = await db
    .select({ bucket: rateEvents.bucket, n: count() })
    .from(rateEvents)
    .where(and(inArray(rateEvents.bucket, [...buckets, `login:account:${email}`]), gte(rateEvents.at, since)))
    .groupBy(rateEvents.bucket);
  const allowed = buckets.every((bucket) => {
    const n = counts.find((c) => c.bucket === bucket)?.n ?? 0;
    return n <= (LIMITS[bucket.split(':')[1] as string] ?? 0);
  });
  const accountFailures = counts.find((c) => c.bucket === `login:account:${email}`)?.n ?? 0;
  if (!allowed) await release(db, ids);
  return { ids, allowed, accountFailures };
}

/** Gives an attempt's places back (a refused or a successful sign-in counts for no limit). */
export async function release(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(rateEvents).where(inArray(rateEvents.id, ids));
}

/** How long to wait before answering a failure: nothing for the first few, then longer with each. */
export const failureDelayMs = (accountFailures: number) =>
  Math.min(L.delayMaxMs, Math.max(0, accountFailures - L.delayAfter) * L.delayStepMs);

/** Whether this browser has signed in to this account before. */
export async function isKnownDevice(db: Db, userId: string | undefined, token: string | undefined): Promise<boolean> {
  if (!userId || !token) return false;
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(eq(knownDevices.tokenHash, sha256(token)))
    .limit(1);
  return row?.userId === userId;
}

/** The device token to give back after a successful sign-in: the same one when it is this account's, else a new one. */
export async function rememberDevice(db: Db, userId: string, token: string | undefined, known: boolean) {
  if (known && token) {
    await db
      .update(knownDevices)
      .set({ lastUsedAt: new Date() })
      .where(eq(knownDevices.tokenHash, sha256(token)));
    return token;
  }
  const fresh = newToken();
  await db.insert(knownDevices).values({ tokenHash: sha256(fresh), userId });
  return fresh;
}
