import { eq } from 'drizzle-orm';
import { IMPORT_MESSAGES, type SignInCardResponse } from '#contract/students-import';
import type { Db } from '#server/db/client';
import { schools, studentDetails, users } from '#server/db/schema/people';
import { logActivity } from '#server/lib/activity';
import { currentUser } from '#server/lib/auth';
import type { AppContext } from '#server/lib/context';
import { notFound } from '#server/lib/errors';
import { canSeeClass, canSeeSchool, scopeOf } from '#server/lib/scope';
import { revokeTokens } from '../auth/auth.service';
import { newSignInCode, signInUrl } from './sign-in-codes';
import { hashSignInCodes } from './student-accounts';
import { isUuid } from '#contract/list-query';

const NOT_FOUND = 'Student not found';

/**
 * A new sign-in card for a student who lost theirs (issue 13): a new one-time code replaces the student's password
 * (the old code, or a password they chose, stops working; their sign-ins end) and must be changed at the next
 * sign-in. Admins for anyone; school managers for their schools; teachers for the classes they teach. A student
 * outside the caller's scope is not found.
 */
export async function issueSignInCard(c: AppContext, studentUserId: string): Promise<SignInCardResponse> {
  const actor = currentUser(c);
  if (!isUuid(studentUserId)) throw notFound(NOT_FOUND);
  const db = c.var.db;
  const [student] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      studentId: studentDetails.studentId,
      classLevel: studentDetails.classLevel,
      schoolId: studentDetails.schoolId,
      schoolName: schools.name,
    })
    .from(studentDetails)
    .innerJoin(users, eq(users.id, studentDetails.userId))
    .innerJoin(schools, eq(schools.id, studentDetails.schoolId))
    .where(eq(studentDetails.userId, studentUserId))
    .limit(1);
  const scope = await scopeOf(c);
  const visible =
    student &&
    (actor.role === 'teacher'
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
      actorId: actor.id,
      action: 'sign_in_card_issued',
      entityType: 'user',
      entityId: student.id,
      description: `${actor.name} issued a new sign-in card for ${student.name} (Class ${student.classLevel})`,
    });
  });
  const issued = {
    _id: student.id,
    student_id: student.studentId,
    name: student.name,
    email: student.email,
    class_level: student.classLevel,
    school_name: student.schoolName,
    sign_in_url: signInUrl(c.var.env.publicUrl, student.email),
  };
  // A replay of this request (the same Idempotency-Key) says the card was issued, never its code.
  c.set('replayAnswer', {
    codes_withheld: true,
    student: { ...issued, sign_in_code: null },
    message: IMPORT_MESSAGES.cardAlreadyIssued,
  } satisfies SignInCardResponse);
  return {
    codes_withheld: false,
    student: { ...issued, sign_in_code: code },
    message: 'A new sign-in card was issued; the old code no longer works',
  };
}
