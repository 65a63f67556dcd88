import { registerCsv, registerFileName } from '#contract/class-register';
import { classes } from '#contract/classes-endpoints';
import { currentUser, requireAuth } from '#server/lib/auth';
import type { AppContext } from '#server/lib/context';
import { endpointRoutes } from '#server/lib/endpoint-route';
import { classLevelParam } from '#server/lib/path-params';
import { scopeOf } from '#server/lib/scope';
import { idOr404 } from '#server/lib/sql-helpers';
import { absenceAlerts } from './absence-alerts';
import { classRegister } from './class-register';
import { classRoster } from './class-roster';
import { classDetail, listClasses } from './classes.service';

/** Those who teach or run a class: never a student. */
const classStaff = [requireAuth('admin', 'institution_manager', 'school_manager', 'teacher')];
const classOf = (c: AppContext) => ({
  schoolId: idOr404(c.req.param('schoolId') ?? '', 'Class not found'),
  classLevel: classLevelParam(c),
});

/**
 * /api/classes (spec 02 Classes): every role reads the classes in its scope — admin all, managers their
 * schools', teachers their assigned classes, a student their own — with figures computed from the data.
 */
export const classesRoutes = endpointRoutes('/classes')
  .serve(classes.list, [requireAuth()], async (c, { query }) => ({
    data: await listClasses(c.var.db, await scopeOf(c), query.school_id.toLowerCase()),
  }))
  // Students absent from their class's last three roll calls (issue 17), in the caller's scope.
  .serve(classes.absenceAlerts, classStaff, async (c, { query }) =>
    absenceAlerts(c.var.db, await scopeOf(c), query.school_id?.toLowerCase()),
  )
  // Who belonged to the class on a date (issue 17): for those who teach or run it, never for a student.
  .serve(classes.roster, classStaff, async (c, { query }) => {
    const { schoolId, classLevel } = classOf(c);
    return classRoster(c.var.db, await scopeOf(c), schoolId, classLevel, query.date);
  })
  // The class's register of a month (issue 17), as JSON and as a CSV file: the same roles and scope as the roster.
  .serve(classes.register, classStaff, async (c, { query }) => {
    const { schoolId, classLevel } = classOf(c);
    return classRegister(c.var.db, await scopeOf(c), schoolId, classLevel, query.month);
  })
  .serve(classes.registerExport, classStaff, async (c, { query }) => {
    const { schoolId, classLevel } = classOf(c);
    const register = await classRegister(c.var.db, await scopeOf(c), schoolId, classLevel, query.month);
    return c.body(registerCsv(register), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${registerFileName(register.class_level, register.month)}"`,
    });
  })
  .serve(classes.get, [requireAuth()], async (c) => {
    const { schoolId, classLevel } = classOf(c);
    return classDetail(c.var.db, await scopeOf(c), currentUser(c), schoolId, classLevel);
  }).router;
