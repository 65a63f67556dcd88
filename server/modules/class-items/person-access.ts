import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { studentDetails, teachingAssignments, users } from '#server/db/schema/people';
import type { AuthUser } from '#server/lib/context';
import { notFound } from '#server/lib/errors';
import { type Scope, canSeeClass, canSeeSchool } from '#server/lib/scope';
import { isUuid } from '#contract/list-query';

/** Teacher analytics: a teacher reads their own; managers a teacher of their schools; admins anyone's. */
export async function assertTeacherVisible(db: Db, user: AuthUser, scope: Scope, teacherId: string) {
  if (user.role === 'teacher' && teacherId === user.id) return;
  if (user.role === 'teacher' || user.role === 'student' || !isUuid(teacherId)) throw notFound('Teacher not found');
  const [teacher] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, teacherId), eq(users.role, 'teacher')))
    .limit(1);
  if (!teacher) throw notFound('Teacher not found');
  if (scope.all) return;
  const schoolsTaught = await db
    .select({ schoolId: teachingAssignments.schoolId })
    .from(teachingAssignments)
    .where(eq(teachingAssignments.teacherId, teacherId));
  if (!schoolsTaught.some((a) => canSeeSchool(scope, a.schoolId))) throw notFound('Teacher not found');
}

/** Student analytics: a student reads their own; teachers of their class, managers of their school, admins. */
export async function assertStudentVisible(db: Db, user: AuthUser, scope: Scope, studentId: string) {
  if (user.role === 'student') {
    if (studentId !== user.id) throw notFound('Student not found');
    return;
  }
  if (!isUuid(studentId)) throw notFound('Student not found');
  const [student] = await db
    .select({ schoolId: studentDetails.schoolId, classLevel: studentDetails.classLevel })
    .from(studentDetails)
    .where(eq(studentDetails.userId, studentId))
    .limit(1);
  if (!student || !canSeeClass(scope, student.schoolId, student.classLevel)) throw notFound('Student not found');
}
