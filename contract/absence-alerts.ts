import * as v from 'valibot';
import { isUuid } from './list-query';

/**
 * GET /api/classes/absence-alerts (issue 17): the students absent from the last ABSENCE_STREAK roll calls of their
 * class, in the caller's scope (a teacher's classes, a manager's schools; `school_id` narrows it). Roll calls older
 * than ABSENCE_ALERT_DAYS are not looked at: an alert is about now.
 */
export const ABSENCE_STREAK = 3;
export const ABSENCE_ALERT_DAYS = 60;
export const ABSENCE_ALERTS_MAX = 100;

export const AbsenceAlertQuerySchema = v.object({
  school_id: v.optional(v.pipe(v.string(), v.check(isUuid, 'Select a valid school'))),
});

export const AbsenceAlertSchema = v.strictObject({
  student_id: v.string(),
  name: v.string(),
  school_id: v.string(),
  /** The school's name: a teacher's or manager's 6A may be at two schools. */
  school_name: v.string(),
  class_level: v.string(),
  /** The UTC days of the first and last of the missed sessions ('YYYY-MM-DD'). */
  since: v.string(),
  last: v.string(),
});
export type AbsenceAlert = v.InferOutput<typeof AbsenceAlertSchema>;
export const AbsenceAlertsResponseSchema = v.strictObject({ streak: v.number(), alerts: v.array(AbsenceAlertSchema) });
export type AbsenceAlertsResponse = v.InferOutput<typeof AbsenceAlertsResponseSchema>;

/** An alert's line in English; with its school's name for a reader of several schools (their 6A may be at two). */
export const absenceMessage = (a: Pick<AbsenceAlert, 'name' | 'class_level' | 'school_name'>, withSchool = false) =>
  `${a.name} (Class ${a.class_level}${withSchool ? `, ${a.school_name}` : ''}) was absent from the last ${ABSENCE_STREAK} sessions`;
