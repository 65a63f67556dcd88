import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '#contract/auth';
import type { LoginResponse } from '#contract/auth';
import type { DigitChoice, Locale } from '#contract/locales';
import type { UserStatus } from '#contract/roles';
import type { PublicUser } from '#contract/user';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema/people';
import { authTokens, passwordLinks } from '#server/db/schema/system';
import { hashPassword, newToken, sha256, verifyPassword } from '#server/lib/crypto';
import { HttpError, notFound, tooMany, unauthorized } from '#server/lib/errors';
import { release } from '#server/lib/rate-limit';
import { failureDelayMs, isKnownDevice, rememberDevice, reserveAttempt } from './sign-in-limits';
import { publicUser } from '#server/lib/user-view';

// Verified against when the e-mail is unknown, so both failures take the same time.
const DUMMY_HASH = hashPassword('not-a-real-password');

export async function login(
  db: Db,
  input: { email: string; password: string; device_token?: string },
  address: string,
  tokenTtlHours: number,
): Promise<LoginResponse> {
  const email = input.email.trim().toLowerCase();
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  const known = await isKnownDevice(db, user?.id, input.device_token);
  const attempt = await reserveAttempt(db, email, address, known);
  if (!attempt.allowed) throw tooMany(AUTH_MESSAGES.tooManyAttempts);

  const valid = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH), input.password);
  if (!user || !valid) {
    // The attempt's places stay: it counts as a failure. Failures past the first few are answered more slowly.
    await new Promise((resolve) => setTimeout(resolve, failureDelayMs(attempt.accountFailures)));
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  await release(db, attempt.ids);
  if (user.status === 'suspended') throw new HttpError(403, AUTH_MESSAGES.suspended);
  if (user.status === 'pending') throw new HttpError(403, AUTH_MESSAGES.pending);

  const token = newToken();
  await db.insert(authTokens).values({
    tokenHash: sha256(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + tokenTtlHours * 3_600_000),
  });
  const view = await publicUser(db, user.id);
  if (!view) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  const deviceToken = await rememberDevice(db, user.id, input.device_token, known);
  return { token, user: view, device_token: deviceToken };
}

export async function logout(db: Db, tokenHash: string): Promise<void> {
  await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.tokenHash, tokenHash));
}

/** Revokes every live token of a user (a suspension, or a password change but for `keepTokenHash`). */
export async function revokeTokens(db: Db, userId: string, keepTokenHash?: string): Promise<void> {
  const live = and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt));
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(keepTokenHash ? and(live, ne(authTokens.tokenHash, keepTokenHash)) : live);
}

export async function changePassword(
  db: Db,
  userId: string,
  tokenHash: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new HttpError(400, AUTH_MESSAGES.wrongCurrentPassword, [
      { field: 'currentPassword', msg: AUTH_MESSAGES.wrongCurrentPassword },
    ]);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(input.newPassword), mustChangePassword: false, updatedAt: new Date() })
      .where(eq(users.id, userId));
    // Every other device signs in again; this one keeps its session.
    await revokeTokens(tx as unknown as Db, userId, tokenHash);
  });
}

/**
 * What any change of a user's status ends, in the caller's transaction (issue 38): every token of theirs, so no
 * sign-in made before a suspension or a return to pending works again after the account is active again; and
 * every set-password link, so a link issued before the change is spent (an approval then e-mails a fresh one).
 */
export async function endAccessOnStatusChange(db: Db, userId: string): Promise<void> {
  await revokeTokens(db, userId);
  await db
    .update(passwordLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordLinks.userId, userId), isNull(passwordLinks.usedAt)));
}

/** Sets a user's status; a change signs them out everywhere at once and spends their set-password links. */
export async function setUserStatus(db: Db, userId: string, status: UserStatus): Promise<void> {
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [before] = await tx.select({ status: users.status }).from(users).where(eq(users.id, userId)).for('update');
    await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, userId));
    if (before && before.status !== status) await endAccessOnStatusChange(tx, userId);
  });
}

/** Keeps the language (and digits, when sent) the user chose (issue 42); answers the user as the profile shows them. */
export async function setLocale(db: Db, userId: string, locale: Locale, digits?: DigitChoice): Promise<PublicUser> {
  await db
    .update(users)
    .set(digits ? { locale, digits } : { locale })
    .where(eq(users.id, userId));
  const user = await publicUser(db, userId);
  if (!user) throw notFound('User not found');
  return user;
}
