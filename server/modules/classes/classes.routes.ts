import { Hono } from 'hono';
import { ClassListQuerySchema, ClassRosterQuerySchema } from '../../../contract/classes';
import { currentUser, requireAuth } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { scopeOf } from '../../lib/scope';
import { validQuery } from '../../lib/validate';
import { idOr404 } from '../people/sql-helpers';
import { classRoster } from './class-roster';
import { classDetail, listClasses } from './classes.service';

/**
 * /api/classes (spec 02 Classes): every role reads the classes in its scope — admin all, managers their
 * schools', teachers their assigned classes, a student their own — with figures computed from the data.
 */
export const classesRoutes = new Hono<AppEnv>()
  .get('/', requireAuth(), validQuery(ClassListQuerySchema), async (c) => {
    const { school_id } = c.req.valid('query');
    return c.json({ data: await listClasses(c.var.db, await scopeOf(c), school_id.toLowerCase()) });
  })
  // Who belonged to the class on a date (issue 17): for those who teach or run it, never for a student.
  .get(
    '/:schoolId/:classLevel/roster',
    requireAuth('admin', 'institution_manager', 'school_manager', 'teacher'),
    validQuery(ClassRosterQuerySchema),
    async (c) => {
      const schoolId = idOr404(c.req.param('schoolId'), 'Class not found');
      const classLevel = decodeURIComponent(c.req.param('classLevel')).trim().toUpperCase();
      const { date } = c.req.valid('query');
      return c.json(await classRoster(c.var.db, await scopeOf(c), schoolId, classLevel, date));
    },
  )
  .get('/:schoolId/:classLevel', requireAuth(), async (c) => {
    const schoolId = idOr404(c.req.param('schoolId'), 'Class not found');
    const classLevel = decodeURIComponent(c.req.param('classLevel')).trim().toUpperCase();
    return c.json(await classDetail(c.var.db, await scopeOf(c), currentUser(c), schoolId, classLevel));
  });
