import { Hono } from 'hono';
import { TeacherListQuerySchema } from '#contract/people';
import { CreateSchoolSchema, SCHOOL_MESSAGES, SchoolListQuerySchema, UpdateSchoolSchema } from '#contract/schools';
import { currentUser, requireAuth } from '#server/lib/auth';
import type { AppEnv } from '#server/lib/context';
import { assertSchoolInScope, scopeOf } from '#server/lib/scope';
import { validBody, validQuery } from '#server/lib/validate';
import { idOr404 } from '../people/sql-helpers';
import { listTeachers } from '../people/teachers.service';
import { createSchool, deleteSchool, listSchools, updateSchool } from './schools.service';
import { schoolView } from './schools.view';

/**
 * /api/schools: admins change schools; others read the schools in their scope (a student: their own, by id).
 * Per-route guards only: PATCH /schools/{id}/slides/{n} and GET /schools/{id}/analytics are other modules',
 * mounted on the same path.
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
  });
