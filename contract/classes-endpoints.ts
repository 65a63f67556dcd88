import { AbsenceAlertQuerySchema, AbsenceAlertsResponseSchema } from './absence-alerts';
import { ClassRegisterResponseSchema, RegisterQuerySchema } from './class-register';
import {
  ClassDetailResponseSchema,
  ClassListQuerySchema,
  ClassListResponseSchema,
  ClassRosterQuerySchema,
  ClassRosterResponseSchema,
} from './classes';
import { endpoint, FILE_ANSWER } from './endpoint';

/**
 * Classes (spec 02 Classes, issue 17): every role reads the classes in its scope with their figures; those who teach
 * or run a class (never a student) read its roster, its register and the absence alerts.
 */
export const classes = {
  list: endpoint({ method: 'GET', path: '/classes', query: ClassListQuerySchema, answer: ClassListResponseSchema }),
  /** Students absent from their class's last three roll calls, in the caller's scope. */
  absenceAlerts: endpoint({
    method: 'GET',
    path: '/classes/absence-alerts',
    query: AbsenceAlertQuerySchema,
    answer: AbsenceAlertsResponseSchema,
  }),
  /** Who belonged to the class on a date, at a moment, or now. */
  roster: endpoint({
    method: 'GET',
    path: '/classes/:schoolId/:classLevel/roster',
    query: ClassRosterQuerySchema,
    answer: ClassRosterResponseSchema,
  }),
  /** The month's sessions × students with their marks (this month when none is given). */
  register: endpoint({
    method: 'GET',
    path: '/classes/:schoolId/:classLevel/register',
    query: RegisterQuerySchema,
    answer: ClassRegisterResponseSchema,
  }),
  /** The register as a CSV file. */
  registerExport: endpoint({
    method: 'GET',
    path: '/classes/:schoolId/:classLevel/register/export',
    query: RegisterQuerySchema,
    answer: FILE_ANSWER,
  }),
  /** The class, its students (null for a student caller) and its latest sessions. */
  get: endpoint({ method: 'GET', path: '/classes/:schoolId/:classLevel', answer: ClassDetailResponseSchema }),
};
