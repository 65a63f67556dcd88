import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { OTP_RULES, PUBLIC_FORM_MESSAGES as M, SUBMIT_LIMITS } from '#contract/public-forms';
import type { SubmitResponse, VerifyResponse } from '#contract/public-forms-answers';
import type { Db } from '#server/db/client';
import { enquiries, teacherApplications, verificationCodes } from '#server/db/schema/public-forms';
import type { Env } from '#server/env';
import { ACTIVITY_MESSAGES } from '#contract/activity-messages';
import { logActivity } from '#server/lib/activity';
import { badRequest, HttpError, tooMany } from '#server/lib/errors';
import { logger } from '#server/lib/logger';
import { sendMail } from '#server/lib/mail';
import { type FormKind, verificationLetter } from '#server/lib/mail-texts';
import { DEFAULT_LOCALE, type Locale } from '#contract/locales';
import { reserve } from '#server/lib/rate-limit';
import { appSecret, hmac, sameText } from '#server/lib/secret';
import { isUuid } from '#contract/list-query';

export type { FormKind };
type Deps = { db: Db; env: Env };

const SUBJECTS = { enquiry: enquiries, teacher_application: teacherApplications } as const;
/** The activity log's lines of a form: submitted (with the e-mail) and verified. */
const LOGGED = {
  enquiry: { submitted: ACTIVITY_MESSAGES.enquirySubmitted, verified: ACTIVITY_MESSAGES.enquiryVerified },
  teacher_application: {
    submitted: ACTIVITY_MESSAGES.applicationSubmitted,
    verified: ACTIVITY_MESSAGES.applicationVerified,
  },
} as const;

// The code is kept as an HMAC under the server key: a stolen table does not give 6-digit codes away offline.
const codeHash = (env: Env, sessionId: string, code: string) => hmac(appSecret(env), 'otp', sessionId, code);

/** Stores the form unverified, e-mails a 6-digit code, and answers the sessionId to verify it with. */
export async function submitForm(
  { db, env }: Deps,
  kind: FormKind,
  fields: { email: string } & Record<string, unknown>,
  address: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<SubmitResponse> {
  const email = fields.email.trim().toLowerCase();
  // Counted before anything is stored or mailed, atomically: of a burst at once, exactly the limit gets through.
  const { allowed } = await reserve(db, SUBMIT_LIMITS.windowMs, [
    { bucket: `public-form:email:${email}`, max: SUBMIT_LIMITS.perEmail },
    { bucket: `public-form:address:${address}`, max: SUBMIT_LIMITS.perAddress },
  ]);
  if (!allowed) throw tooMany(M.tooManySubmits);

  const code = String(randomInt(0, 10 ** OTP_RULES.length)).padStart(OTP_RULES.length, '0');
  const sessionId = randomUUID();
  const subjectId = randomUUID();
  await db.transaction(async (tx) => {
    const subject = { id: subjectId, email, fields: { ...fields, email } };
    // An application keeps its language: the account made from it starts in it (its set-password e-mail too).
    if (kind === 'teacher_application') await tx.insert(teacherApplications).values({ ...subject, locale });
    else await tx.insert(enquiries).values(subject);
    await tx.insert(verificationCodes).values({
      id: sessionId,
      kind,
      subjectId,
      codeHash: codeHash(env, sessionId, code),
      expiresAt: new Date(Date.now() + OTP_RULES.ttlMs),
    });
  });
  try {
    await sendMail(db, env, { to: email, ...verificationLetter(locale, kind, code, OTP_RULES.ttlMs / 60_000) });
  } catch (error) {
    logger.error({ err: error, kind }, 'verification e-mail failed');
    throw new HttpError(503, M.mailFailed);
  }
  await logActivity(db, {
    actorId: null,
    action: `${kind}_submitted`,
    entityType: kind,
    entityId: subjectId,
    description: LOGGED[kind].submitted(email),
  });
  return { success: true, sessionId, message: M.otpSent };
}

/** Checks a code: 10 minutes, single use, at most 5 tries (a wrong try counts, the code then dies). */
export async function verifyForm(
  { db, env }: Deps,
  kind: FormKind,
  sessionId: string,
  otp: string,
): Promise<VerifyResponse> {
  if (!isUuid(sessionId)) throw badRequest(M.otpUnknown);
  const now = new Date();
  const mine = and(eq(verificationCodes.id, sessionId), eq(verificationCodes.kind, kind));
  // Counting the try and checking that the code is alive happen in one statement, so parallel tries cannot
  // exceed the limit.
  const [live] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        mine,
        isNull(verificationCodes.usedAt),
        lt(verificationCodes.attempts, OTP_RULES.maxAttempts),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning();
  if (!live) throw await whyDead(db, mine, now);

  if (!sameText(live.codeHash, codeHash(env, sessionId, otp))) {
    const left = OTP_RULES.maxAttempts - live.attempts;
    if (left <= 0) throw badRequest(M.otpTooManyAttempts);
    throw badRequest(M.invalidOtp, [
      { field: 'otp', msg: `${M.invalidOtp}: ${left} attempt${left === 1 ? '' : 's'} left` },
    ]);
  }

  const table = SUBJECTS[kind];
  const verified = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(verificationCodes)
      .set({ usedAt: now })
      .where(and(mine, isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (!used) return false;
    await tx.update(table).set({ verified: true, verifiedAt: now }).where(eq(table.id, live.subjectId));
    return true;
  });
  if (!verified) throw badRequest(M.otpUsed);

  await logActivity(db, {
    actorId: null,
    action: `${kind}_verified`,
    entityType: kind,
    entityId: live.subjectId,
    description: LOGGED[kind].verified,
  });
  return { success: true, message: kind === 'enquiry' ? M.enquirySuccess : M.applicationSuccess };
}

async function whyDead(db: Db, mine: ReturnType<typeof and>, now: Date): Promise<HttpError> {
  const [row] = await db.select().from(verificationCodes).where(mine).limit(1);
  if (!row) return badRequest(M.otpUnknown);
  if (row.usedAt) return badRequest(M.otpUsed);
  if (row.attempts >= OTP_RULES.maxAttempts) return badRequest(M.otpTooManyAttempts);
  if (row.expiresAt <= now) return badRequest(M.otpExpired);
  return badRequest(M.otpUnknown);
}
