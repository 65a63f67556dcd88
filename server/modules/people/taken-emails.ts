import { TAKEN_EMAIL_LIMITS, USER_MESSAGES } from '#contract/people-accounts';
import type { Db } from '#server/db/client';
import type { AuthUser } from '#server/lib/context';
import { HttpError, tooMany } from '#server/lib/errors';
import { release, reserve } from '#server/lib/rate-limit';

/**
 * Runs a creation for a caller who is not an admin (a school manager adding a teacher or student) under the
 * limit of docs/decisions/030: the 409 'Email already exists' stays, word for word as an admin gets it, but a
 * caller learns it for at most TAKEN_EMAIL_LIMITS.perCaller addresses an hour. The place is taken before the e-mail
 * is looked up and given back unless the answer was that 409, so past the limit every creation answers 429, a
 * free address as a taken one: the refusal itself tells nothing. Admins see every account and are not limited.
 */
export async function limitTakenEmails<T>(db: Db, actor: AuthUser, create: () => Promise<T>): Promise<T> {
  if (actor.role === 'admin') return create();
  const { allowed, ids } = await reserve(db, TAKEN_EMAIL_LIMITS.windowMs, [
    { bucket: `taken-email:${actor.id}`, max: TAKEN_EMAIL_LIMITS.perCaller },
  ]);
  if (!allowed) throw tooMany(USER_MESSAGES.tooManyTakenEmails);
  try {
    const created = await create();
    await release(db, ids);
    return created;
  } catch (error) {
    const taken = error instanceof HttpError && error.status === 409 && error.message === USER_MESSAGES.emailTaken;
    if (!taken) await release(db, ids);
    throw error;
  }
}
