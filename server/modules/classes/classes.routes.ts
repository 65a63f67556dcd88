import { Hono } from 'hono';
import { RegisterQuerySchema, registerCsv, registerFileName } from '#contract/class-register';
import { ClassListQuerySchema, ClassRosterQuerySchema } from '#contract/classes';
import { currentUser, requireAuth } from '#server/lib/auth';
import type { AppContext, AppEnv } from '#server/lib/context';
import { classLevelParam } from '#server/lib/path-params';
import { scopeOf } from '#server/lib/scope';
import { validQuery } from '#server/lib/validate';
import { idOr404 } from '#server/lib/sql-helpers';
import { AbsenceAlertQuerySchema } from '#contract/absence-alerts';
import { absenceAlerts } from './absence-alerts';
import { classRegister } from './class-register';
import { classRoster } from './class-roster';
import { classDetail, listClasses } from './classes.service';

/** Those who teach or run a class: never a student. */
const classStaff = requireAuth('admin', 'institution_manager', 'school_manager', 'teacher');
const classOf = (c: AppContext) => ({
  schoolId: idOr404(c.req.param('schoolId') ?? '', 'Class not found'),
  classLevel: classLevelParam(c),
});

/**
 * /api/classes (spec 02 Classes): every role reads the classes in its scope — admin all, managers their
 * schools', teachers their assigned classes, a student their own — with figures computed from the data.
 */
export const classesRoutes = new Hono<AppEnv>()
  .get('/', requireAuth(), validQuery(ClassListQuerySchema), async (c) => {
    const { school_id } = c.req.valid('query');
    return c.json({ data: await listClasses(c.var.db, await scopeOf(c), school_id.toLowerCase()) });
  })
  // Students absent from their class's last three roll calls (issue 17), in the caller's scope.
  .get('/absence-alerts', classStaff, validQuery(AbsenceAlertQuerySchema), async (c) => {
    const { school_id } = c.req.valid('query');
    return c.json(await absenceAlerts(c.var.db, await scopeOf(c), school_id?.toLowerCase()));
  })
  // Who belonged to the class on a date (issue 17): for those who teach or run it, never for a student.
  .get(
    '/:schoolId/:classLevel/roster',
    requireAuth('admin', 'institution_manager', 'school_manager', 'teacher'),
    validQuery(ClassRosterQuerySchema),
    async (c) => {
      const { schoolId, classLevel } = classOf(c);
      const { date } = c.req.valid('query');
      return c.json(await classRoster(c.var.db, await scopeOf(c), schoolId, classLevel, date));
    },
  )
  // The class's register of a month (issue 17), as JSON and as a CSV file: the same roles and scope as the roster.
  .get('/:schoolId/:classLevel/register', classStaff, validQuery(RegisterQuerySchema), async (c) => {
    const { schoolId, classLevel } = classOf(c);
    return c.json(await classRegister(c.var.db, await scopeOf(c), schoolId, classLevel, c.req.valid('query').month));
  })
  .get('/:schoolId/:classLevel/register/export', classStaff, validQuery(RegisterQuerySchema), async (c) => {
    const { schoolId, classLevel } = classOf(c);
    const register = await classRegister(c.var.db, await scopeOf(c), schoolId, classLevel, c.req.valid('query').month);
    return c.body(registerCsv(register), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${registerFileName(register.class_level, register.month)}"`,
    });
  })
  .get('/:schoolId/:classLevel', requireAuth(), async (c) => {
    const { schoolId, classLevel } = classOf(c);
    return c.json(await classDetail(c.var.db, await scopeOf(c), currentUser(c), schoolId, classLevel));
  });
