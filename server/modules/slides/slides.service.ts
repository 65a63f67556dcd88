import { eq, sql } from 'drizzle-orm';
import { SESSION_MESSAGES as M } from '#contract/sessions';
import { gradeOf } from '#contract/class-level';
import { isUuid } from '#contract/list-query';
import type { Db } from '#server/db/client';
import { schools } from '#server/db/schema/people';
import { ACTIVITY_MESSAGES } from '#contract/activity-messages';
import { logActivity } from '#server/lib/activity';
import type { AuthUser } from '#server/lib/context';
import { fieldError, notFound } from '#server/lib/errors';
import { assertSchoolInScope, type Scope } from '#server/lib/scope';

/**
 * Manage Class Slides: PATCH /schools/{id}/slides/{n} {slide_count} sets total_slides_per_class[n] (n: a grade
 * 1..12, or a class label such as '7C'). Teachers of the school (for the grades they teach), its school manager
 * and admins; the route is the schools router's, this is the slides area's rule.
 */
export async function setClassSlideCount(
  db: Db,
  user: AuthUser,
  scope: Scope,
  schoolId: string,
  classLevel: string,
  count: number,
) {
  if (!isUuid(schoolId)) throw notFound('School not found');
  assertSchoolInScope(scope, schoolId);
  const grade = gradeOf(classLevel);
  if (!grade) throw fieldError('class_level', M.invalidClass);
  // A teacher sets the slides of the grades they teach there, no other (a grade of someone else's is not found).
  const taught = scope.all ? [] : (scope.classesBySchool?.get(schoolId) ?? []);
  const teaches = taught.some((label) => gradeOf(label) === grade);
  if (user.role === 'teacher' && !teaches) throw notFound('Class not found');
  const [school] = await db
    .update(schools)
    .set({
      totalSlidesPerClass: sql`${schools.totalSlidesPerClass} || jsonb_build_object(${String(grade)}::text, ${count}::int)`,
      updatedAt: new Date(),
    })
    .where(eq(schools.id, schoolId))
    .returning({ id: schools.id, name: schools.name, totalSlidesPerClass: schools.totalSlidesPerClass });
  if (!school) throw notFound('School not found');
  await logActivity(db, {
    actorId: user.id,
    action: 'slide_count_updated',
    entityType: 'school',
    entityId: school.id,
    description: ACTIVITY_MESSAGES.setSlideCount(user.name, String(grade), school.name, String(count)),
  });
  return {
    school: { _id: school.id, name: school.name, total_slides_per_class: school.totalSlidesPerClass },
    message: 'Slide count updated',
  };
}
