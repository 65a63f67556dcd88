import { DEVICE_TIME_HEADER } from '#contract/device-time';
import type { Db } from '../db/client';
import { currentUser } from './auth';
import type { AuthUser } from './caller';
import type { AppContext } from './context';
import { loadScope, type Scope, scopeOf } from './scope';

/**
 * What a service needs of whoever acts (issue 41: services are plain functions of their inputs, callable outside a
 * request): the database, the acting user, what that user may see (loaded once, on first use) and how far the
 * sending device's clock is from the server's.
 */
export type Actor = {
  db: Db;
  user: Pick<AuthUser, 'id' | 'name' | 'role'>;
  scope: () => Promise<Scope>;
  skewMs: number;
};

/** The signed-in caller of a request, as an actor. Call only behind requireAuth. */
export function actorOf(c: AppContext): Actor {
  return {
    db: c.var.db,
    user: currentUser(c),
    scope: () => scopeOf(c),
    skewMs: deviceSkew(c.req.header(DEVICE_TIME_HEADER)),
  };
}

/** A user acting outside a request (an admin's load of a teacher's saved changes): no device clock to correct. */
export function actorFor(db: Db, user: Actor['user']): Actor {
  let scope: Promise<Scope> | null = null;
  return { db, user, scope: () => (scope ??= loadScope(db, user)), skewMs: 0 };
}

/** A device time the actor sent, corrected by its device's clock skew (see clientTime). */
export const actorTime = (actor: Actor, value: string | undefined): Date => clientTime(value, actor.skewMs);

/** How far from the server's clock a device's time may be and still be believed (docs/decisions/011). */
const PLAUSIBLE = { pastMs: 366 * 86_400_000, futureMs: 5 * 60_000 } as const;
/** A device clock closer than this to the server's is taken as right (network delay, ordinary drift). */
const SKEW_IGNORED_MS = 2 * 60_000;

/**
 * How far the sending device's clock is from the server's, from its `X-Device-Time` header (its clock when it
 * sent the request; docs/decisions/020): 0 without the header, for an unreadable one, or within two minutes.
 */
export function deviceSkew(header: string | undefined, now = Date.now()): number {
  const sent = header && header.length <= 40 ? Date.parse(header) : Number.NaN;
  if (!Number.isFinite(sent)) return 0;
  const skew = sent - now;
  return Math.abs(skew) < SKEW_IGNORED_MS ? 0 : skew;
}

/**
 * A device's clock reading (ISO 8601), corrected by the device's clock skew (a laptop 5 hours behind still dates
 * its class today). Never refused for its value: one still implausible after the correction (more than 5 minutes
 * ahead or a year behind) is replaced by the server's receive time, so such a device can never strand a class.
 * Ordering never depends on it for one device's changes (see newerPosition).
 */
export function clientTime(value: string | undefined, skewMs = 0, now = Date.now()): Date {
  const time = (value ? Date.parse(value) : Number.NaN) - skewMs;
  if (!Number.isFinite(time) || time > now + PLAUSIBLE.futureMs || time < now - PLAUSIBLE.pastMs) return new Date(now);
  return new Date(time);
}
