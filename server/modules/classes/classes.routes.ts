import { Hono } from 'hono';
import { ClassListQuerySchema } from '../../../contract/classes';
import { currentUser, requireAuth } from '../../lib/auth';
import type { AppEnv } from '../../lib/context';
import { scopeOf } from '../../lib/scope';
import { validQuery } from '../../lib/validate';
import { idOr404 } from '../people/sql-helpers';
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
  .get('/:schoolId/:classLevel', requireAuth(), async (c) => {
    const schoolId = idOr404(c.req.param('schoolId'), 'Class not found');
    const classLevel = decodeURIComponent(c.req.param('classLevel')).trim().toUpperCase();
    return c.json(await classDetail(c.var.db, await scopeOf(c), currentUser(c), schoolId, classLevel));
  });
