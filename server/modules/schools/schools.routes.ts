import { SCHOOL_MESSAGES } from '#contract/schools';
import { schools } from '#contract/schools-endpoints';
import { currentUser, requireAuth } from '#server/lib/auth';
import { endpointRoutes } from '#server/lib/endpoint-route';
import { keepAnswerIn } from '#server/lib/idempotency';
import { classLevelParam } from '#server/lib/path-params';
import { assertSchoolInScope, scopeOf } from '#server/lib/scope';
import { idOr404 } from '#server/lib/sql-helpers';
import { school } from '../analytics/analytics.handlers';
import { listTeachers } from '../people/teachers.service';
import { setClassSlideCount } from '../slides/slides.service';
import { createSchool, deleteSchool, listSchools, updateSchool } from './schools.service';
import { schoolView } from './schools.view';

const admins = [requireAuth('admin')];
const schoolId = (id: string) => idOr404(id, SCHOOL_MESSAGES.notFound);

/**
 * /api/schools: admins change schools; others read the schools in their scope (a student: their own, by id).
 * Three paths are other areas' and hand off to them: GET /managers/teachers (people), GET /{id}/analytics
 * (analytics) and PATCH /{id}/slides/{n} (slides).
 */
export const schoolsRoutes = endpointRoutes('/schools')
  .serve(
    schools.list,
    [requireAuth('admin', 'institution_manager', 'school_manager', 'teacher')],
    async (c, { query }) => listSchools(c.var.db, await scopeOf(c), query),
  )
  .serve(
    schools.managersTeachers,
    [requireAuth('admin', 'institution_manager', 'school_manager')],
    async (c, { query }) => {
      const page = await listTeachers(c.var.db, await scopeOf(c), currentUser(c), query);
      return { ...page, teachers: page.data, total: page.pagination.total };
    },
  )
  .serve(schools.create, admins, async (c, { body }) => ({
    // Its answer kept with it: a repeat after a crash gets it rather than making a second school.
    school: await createSchool(c.var.db, currentUser(c), body, (tx, school) => keepAnswerIn(tx, c, 201, { school })),
  }))
  .serve(schools.get, [requireAuth()], async (c, { params }) => {
    const id = schoolId(params.id);
    assertSchoolInScope(await scopeOf(c), id);
    return { school: await schoolView(c.var.db, id) };
  })
  .serve(schools.update, admins, async (c, { params, body }) => ({
    school: await updateSchool(c.var.db, currentUser(c), schoolId(params.id), body),
  }))
  .serve(schools.delete, admins, async (c, { params }) => {
    await deleteSchool(c.var.db, currentUser(c), schoolId(params.id));
    return { message: 'School deleted successfully' };
  })
  .serve(
    schools.analytics,
    [requireAuth('admin', 'institution_manager', 'school_manager', 'teacher')],
    async (c, { params, query }) => school(c.var.db, currentUser(c), await scopeOf(c), params.id, query),
  )
  .serve(schools.setSlideCount, [requireAuth('admin', 'school_manager', 'teacher')], async (c, { params, body }) =>
    setClassSlideCount(
      c.var.db,
      currentUser(c),
      await scopeOf(c),
      params.id,
      classLevelParam(c, 'n'),
      body.slide_count,
    ),
  ).router;
