import { eq } from 'drizzle-orm';
import { IMPORT_MESSAGES, type SignInCardResponse } from '#contract/students-import';
import type { Db } from '#server/db/client';
import { schools, studentDetails, users } from '#server/db/schema/people';
import { ACTIVITY_MESSAGES } from '#contract/activity-messages';
import { logActivity } from '#server/lib/activity';
import type { Actor } from '#server/lib/actor';
import { notFound } from '#server/lib/errors';
import { canSeeClass, canSeeSchool } from '#server/lib/scope';
import { revokeTokens } from '../auth/auth.service';
import { newSignInCode, signInUrl } from './sign-in-codes';
import { hashSignInCodes } from './student-accounts';
import { isUuid } from '#contract/list-query';

const NOT_FOUND = 'Student not found';

/**
 * A new sign-in card for a student who lost theirs (issue 13): a new one-time code replaces the student's password
 * (the old code, or a password they chose, stops working; their sign-ins end) and must be changed at the next
 * sign-in. Admins for anyone; school managers for their schools; teachers for the classes they teach. A student
 * outside the caller's scope is not found. `publicUrl` is where the card's sign-in link points (env.publicUrl).
 */
export async function issueSignInCard(
  actor: Actor,
  publicUrl: string,
  studentUserId: string,
): Promise<SignInCardResponse> {
  const { db, user } = actor;
  if (!isUuid(studentUserId)) throw notFound(NOT_FOUND);
  const [student] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      studentId: studentDetails.studentId,
      classLevel: studentDetails.classLevel,
      schoolId: studentDetails.schoolId,
      schoolName: schools.name,
      locale: users.locale,
    })
    .from(studentDetails)
    .innerJoin(users, eq(users.id, studentDetails.userId))
    .innerJoin(schools, eq(schools.id, studentDetails.schoolId))
    .where(eq(studentDetails.userId, studentUserId))
    .limit(1);
  const scope = await actor.scope();
  const visible =
    student &&
    (user.role === 'teacher'
      ? canSeeClass(scope, student.schoolId, student.classLevel)
      : canSeeSchool(scope, student.schoolId));
  if (!student || !visible) throw notFound(NOT_FOUND);

  const code = newSignInCode();
  const [hash] = await hashSignInCodes([code]);
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await tx
      .update(users)
      .set({ passwordHash: hash as string, mustChangePassword: true, updatedAt: new Date() })
      .where(eq(users.id, student.id));
    await revokeTokens(tx, student.id);
    await logActivity(tx, {
      actorId: user.id,
      action: 'sign_in_card_issued',
      entityType: 'user',
      entityId: student.id,
      description: ACTIVITY_MESSAGES.issuedSignInCard(user.name, student.name, student.classLevel),
    });
  });
  const issued = {
    _id: student.id,
    student_id: student.studentId,
    name: student.name,
    email: student.email,
    class_level: student.classLevel,
    school_name: student.schoolName,
    sign_in_url: signInUrl(publicUrl, student.email),
    locale: student.locale,
  };
  return {
    codes_withheld: false,
    student: { ...issued, sign_in_code: code },
    message: IMPORT_MESSAGES.cardIssued,
  };
}

/** What a replay of an issue (the same Idempotency-Key) answers: that the card was issued, never its code. */
export function cardReplay(card: SignInCardResponse): SignInCardResponse {
  return {
    codes_withheld: true,
    student: { ...card.student, sign_in_code: null },
    message: IMPORT_MESSAGES.cardAlreadyIssued,
  };
}
