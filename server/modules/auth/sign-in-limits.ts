import { eq } from 'drizzle-orm';
import { LOGIN_LIMITS as L } from '#contract/auth';
import type { Db } from '#server/db/client';
import { knownDevices } from '#server/db/schema/system';
import { newToken, sha256 } from '#server/lib/crypto';
import { reserve } from '#server/lib/rate-limit';

/**
 * Sign-in limits (docs/decisions/012). An attempt takes its places in its buckets BEFORE the password is checked,
 * counted atomically (server/lib/rate-limit): of any number of attempts at once, exactly as many as a limit allows
 * get a password check, on PGlite and PostgreSQL alike. A successful attempt gives its places back (only failures
 * count); a failed one keeps them.
 */
export type Attempt = { ids: string[]; allowed: boolean; accountFailures: number };

export async function reserveAttempt(db: Db, email: string, address: string, knownDevice: boolean): Promise<Attempt> {
  const account = `login:account:${email}`;
  const limits = [
    { bucket: `login:pair:${email}|${address}`, max: L.perPair },
    ...(knownDevice
      ? []
      : [
          { bucket: account, max: L.perAccount },
          { bucket: `login:address:${address}`, max: L.perAddress },
        ]),
  ];
  const { ids, allowed, counts } = await reserve(db, L.windowMs, limits, [account]);
  // The account's failures so far, this attempt included where it counts among them.
  const accountFailures = (counts[account] ?? 0) + (allowed && !knownDevice ? 1 : 0);
  return { ids, allowed, accountFailures };
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
