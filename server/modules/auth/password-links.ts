import { and, eq, gt, isNull } from 'drizzle-orm';
import { APPROVAL_MESSAGES } from '#contract/approvals';
import { PASSWORD_LINK_MESSAGES, PASSWORD_LINK_TTL_HOURS } from '#contract/password-links';
import type { PasswordLinkInfo } from '#contract/auth';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema/people';
import { passwordLinks } from '#server/db/schema/system';
import type { Env } from '#server/env';
import { ACTIVITY_MESSAGES } from '#contract/activity-messages';
import { logActivity } from '#server/lib/activity';
import { hashPassword, newToken, sha256 } from '#server/lib/crypto';
import { HttpError } from '#server/lib/errors';
import { logger } from '#server/lib/logger';
import { sendMail } from '#server/lib/mail';
import { setPasswordLetter } from '#server/lib/mail-texts';
import { revokeTokens } from './auth.service';

const linkGone = () => new HttpError(410, PASSWORD_LINK_MESSAGES.linkInvalid);

/**
 * E-mails a person a one-time link to set their password (valid PASSWORD_LINK_TTL_HOURS, single use), in the
 * caller's transaction: an SMTP refusal rolls the approval back. Earlier links of the person stop working.
 */
export async function sendPasswordLink(
  tx: Db,
  env: Pick<Env, 'publicUrl' | 'smtpUrl' | 'mailFrom'>,
  user: { id: string; name: string; email: string; locale?: string | null },
): Promise<void> {
  const token = newToken();
  const now = new Date();
  await tx
    .update(passwordLinks)
    .set({ usedAt: now })
    .where(and(eq(passwordLinks.userId, user.id), isNull(passwordLinks.usedAt)));
  await tx.insert(passwordLinks).values({
    tokenHash: sha256(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + PASSWORD_LINK_TTL_HOURS * 3_600_000),
  });
  const link = `${env.publicUrl}/set-password?token=${encodeURIComponent(token)}`;
  try {
    const letter = setPasswordLetter(user.locale, { ...user, link, hours: PASSWORD_LINK_TTL_HOURS });
    await sendMail(tx, env, { to: user.email, ...letter });
  } catch (error) {
    logger.error({ err: error, userId: user.id }, 'set-password e-mail failed');
    throw new HttpError(503, APPROVAL_MESSAGES.mailFailed);
  }
}

async function liveLink(db: Db, token: string) {
  const [row] = await db
    .select({
      tokenHash: passwordLinks.tokenHash,
      expiresAt: passwordLinks.expiresAt,
      userId: users.id,
      name: users.name,
      email: users.email,
      status: users.status,
    })
    .from(passwordLinks)
    .innerJoin(users, eq(users.id, passwordLinks.userId))
    .where(
      and(
        eq(passwordLinks.tokenHash, sha256(token)),
        isNull(passwordLinks.usedAt),
        gt(passwordLinks.expiresAt, new Date()),
      ),
    )
    .limit(1);
  // A link of an account suspended or set back to pending since does not work either.
  if (row?.status !== 'active') throw linkGone();
  return row;
}

/** GET /api/auth/password-link: whose live link this is (410 when expired, used or unknown). */
export async function passwordLinkInfo(db: Db, token: string): Promise<PasswordLinkInfo> {
  const row = await liveLink(db, token);
  return { name: row.name, email: row.email, expiresAt: row.expiresAt.toISOString() };
}

/** POST /api/auth/set-password: sets the password once; the link is spent and every session signed out. */
export async function setPasswordWithLink(db: Db, token: string, password: string): Promise<void> {
  const link = await liveLink(db, token);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    // Spend the link first: of two submits racing with one link, only the one that marks it used goes on.
    const spent = await tx
      .update(passwordLinks)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordLinks.tokenHash, link.tokenHash), isNull(passwordLinks.usedAt)))
      .returning({ userId: passwordLinks.userId });
    if (spent.length === 0) throw linkGone();
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
      .where(eq(users.id, link.userId));
    await revokeTokens(tx, link.userId);
    await logActivity(tx, {
      actorId: link.userId,
      action: 'password_set',
      entityType: 'user',
      entityId: link.userId,
      description: ACTIVITY_MESSAGES.setPasswordFromEmail(link.name),
    });
  });
}
