import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { SESSION_MESSAGES as M, SlideCountSchema } from '#contract/class-sessions';
import { gradeOf } from '#contract/constants';
import { schools } from '#server/db/schema/people';
import { logActivity } from '#server/lib/activity';
import { currentUser, requireAuth } from '#server/lib/auth';
import type { AppEnv } from '#server/lib/context';
import { fieldError, notFound } from '#server/lib/errors';
import { assertSchoolInScope, scopeOf } from '#server/lib/scope';
import { validBody } from '#server/lib/validate';
import { isUuid } from '../session-progress/session-progress.service';

/**
 * Manage Class Slides: PATCH /schools/{id}/slides/{n} {slide_count} sets total_slides_per_class[n] (n: a grade
 * 1..12, or a class label such as '7C'). Teachers of the school (for the grades they teach), its school manager
 * and admins.
 * Mounted beside the schools module at /schools: route-level guards only, so it never affects its routes.
 */
export const schoolSlidesRoutes = new Hono<AppEnv>().patch(
  '/:id/slides/:n',
  requireAuth('admin', 'school_manager', 'teacher'),
  validBody(SlideCountSchema),
  async (c) => {
    const schoolId = c.req.param('id');
    if (!isUuid(schoolId)) throw notFound('School not found');
    const scope = await scopeOf(c);
    assertSchoolInScope(scope, schoolId);
    const grade = gradeOf(decodeURIComponent(c.req.param('n')));
    if (!grade) throw fieldError('class_level', M.invalidClass);
    // A teacher sets the slides of the grades they teach there, no other (a grade of someone else's is not found).
    const taught = scope.all ? [] : (scope.classesBySchool?.get(schoolId) ?? []);
    const teaches = taught.some((label) => gradeOf(label) === grade);
    if (currentUser(c).role === 'teacher' && !teaches) throw notFound('Class not found');
    const count = c.req.valid('json').slide_count;
    const [school] = await c.var.db
      .update(schools)
      .set({
        totalSlidesPerClass: sql`${schools.totalSlidesPerClass} || jsonb_build_object(${String(grade)}::text, ${count}::int)`,
        updatedAt: new Date(),
      })
      .where(eq(schools.id, schoolId))
      .returning({ id: schools.id, name: schools.name, totalSlidesPerClass: schools.totalSlidesPerClass });
    if (!school) throw notFound('School not found');
    const user = currentUser(c);
    await logActivity(c.var.db, {
      actorId: user.id,
      action: 'slide_count_updated',
      entityType: 'school',
      entityId: school.id,
      description: `${user.name} set Class ${grade} at ${school.name} to ${count} slides`,
    });
    return c.json({
      school: { _id: school.id, name: school.name, total_slides_per_class: school.totalSlidesPerClass },
      message: 'Slide count updated',
    });
  },
);
