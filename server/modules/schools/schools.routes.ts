import { Hono } from 'hono';
import { RangeQuerySchema } from '#contract/analytics';
import { SlideCountSchema } from '#contract/slides';
import { school } from '../analytics/analytics.handlers';
import { setClassSlideCount } from '../slides/slides.service';
import { TeacherListQuerySchema } from '#contract/people';
import { CreateSchoolSchema, SCHOOL_MESSAGES, SchoolListQuerySchema, UpdateSchoolSchema } from '#contract/schools';
import { currentUser, requireAuth } from '#server/lib/auth';
import type { AppEnv } from '#server/lib/context';
import { classLevelParam } from '#server/lib/path-params';
import { assertSchoolInScope, scopeOf } from '#server/lib/scope';
import { validBody, validQuery } from '#server/lib/validate';
import { idOr404 } from '#server/lib/sql-helpers';
import { listTeachers } from '../people/teachers.service';
import { createSchool, deleteSchool, listSchools, updateSchool } from './schools.service';
import { schoolView } from './schools.view';

/**
 * /api/schools: admins change schools; others read the schools in their scope (a student: their own, by id).
 * Two paths under a school are other areas' and hand off to them: GET /{id}/analytics (analytics) and
 * PATCH /{id}/slides/{n} (slides).
 */
export const schoolsRoutes = new Hono<AppEnv>()
  .get(
    '/',
    requireAuth('admin', 'institution_manager', 'school_manager', 'teacher'),
    validQuery(SchoolListQuerySchema),
    async (c) => {
      return c.json(await listSchools(c.var.db, await scopeOf(c), c.req.valid('query')));
    },
  )
  .get(
    '/managers/teachers',
    requireAuth('admin', 'institution_manager', 'school_manager'),
    validQuery(TeacherListQuerySchema),
    async (c) => {
      const page = await listTeachers(c.var.db, await scopeOf(c), currentUser(c), c.req.valid('query'));
      return c.json({ ...page, teachers: page.data, total: page.pagination.total });
    },
  )
  .post('/', requireAuth('admin'), validBody(CreateSchoolSchema), async (c) => {
    const school = await createSchool(c.var.db, currentUser(c), c.req.valid('json'));
    return c.json({ school }, 201);
  })
  .get('/:id', requireAuth(), async (c) => {
    const id = idOr404(c.req.param('id'), SCHOOL_MESSAGES.notFound);
    assertSchoolInScope(await scopeOf(c), id);
    return c.json({ school: await schoolView(c.var.db, id) });
  })
  .put('/:id', requireAuth('admin'), validBody(UpdateSchoolSchema), async (c) => {
    const id = idOr404(c.req.param('id'), SCHOOL_MESSAGES.notFound);
    return c.json({ school: await updateSchool(c.var.db, currentUser(c), id, c.req.valid('json')) });
  })
  .delete('/:id', requireAuth('admin'), async (c) => {
    const id = idOr404(c.req.param('id'), SCHOOL_MESSAGES.notFound);
    await deleteSchool(c.var.db, currentUser(c), id);
    return c.json({ message: 'School deleted successfully' });
  })
  .get(
    '/:id/analytics',
    requireAuth('admin', 'institution_manager', 'school_manager', 'teacher'),
    validQuery(RangeQuerySchema),
    async (c) =>
      c.json(await school(c.var.db, currentUser(c), await scopeOf(c), c.req.param('id'), c.req.valid('query'))),
  )
  .patch(
    '/:id/slides/:n',
    requireAuth('admin', 'school_manager', 'teacher'),
    validBody(SlideCountSchema),
    async (c) => {
      const { slide_count } = c.req.valid('json');
      const scope = await scopeOf(c);
      return c.json(
        await setClassSlideCount(
          c.var.db,
          currentUser(c),
          scope,
          c.req.param('id'),
          classLevelParam(c, 'n'),
          slide_count,
        ),
      );
    },
  );
