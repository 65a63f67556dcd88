import * as v from 'valibot';
import { inYears, PERSON_YEARS } from './dates';
import { idParam } from './list-query';

/** GET /api/classes: the classes the caller may see (optionally of one school). */
export const ClassListQuerySchema = v.object({
  school_id: idParam('School not found'),
});
export type ClassListQuery = v.InferInput<typeof ClassListQuerySchema>;

/** One class of a school, with its figures computed by the server. */
export const ClassSummarySchema = v.strictObject({
  school_id: v.string(),
  school_name: v.string(),
  institution_id: v.string(),
  class_level: v.string(),
  /** 1..12 from the label, or null. */
  grade: v.nullable(v.number()),
  student_count: v.number(),
  session_count: v.number(),
  /** The furthest slide taught (stored progress, else the highest ending slide of its sessions). */
  slides_done: v.number(),
  /** The school's slides for the grade, else the deck's, else 50. */
  total_slides: v.number(),
  /** slides_done / total_slides as a percentage with one decimal (0..100). */
  progress: v.number(),
  last_session_date: v.nullable(v.string()),
});
export type ClassSummary = v.InferOutput<typeof ClassSummarySchema>;
export const ClassListResponseSchema = v.strictObject({ data: v.array(ClassSummarySchema) });
export type ClassListResponse = v.InferOutput<typeof ClassListResponseSchema>;

export const ClassStudentSchema = v.strictObject({
  _id: v.string(),
  name: v.string(),
  email: v.string(),
  student_id: v.string(),
  status: v.string(),
});
export type ClassStudent = v.InferOutput<typeof ClassStudentSchema>;
export const ClassSessionSchema = v.strictObject({
  _id: v.string(),
  session_date: v.string(),
  status: v.picklist(['in_progress', 'ended']),
  starting_slide: v.number(),
  ending_slide: v.number(),
  students_attended: v.nullable(v.number()),
  total_students: v.nullable(v.number()),
  teacher: v.nullable(v.strictObject({ _id: v.string(), name: v.string() })),
});
export type ClassSession = v.InferOutput<typeof ClassSessionSchema>;

/** The students listed in a class's detail panel, at most. */
export const CLASS_STUDENTS_LIMIT = 200;
/** Recent sessions in a class's detail panel (spec 02 §9). */
export const CLASS_RECENT_SESSIONS = 10;

/**
 * GET /api/classes/{schoolId}/{classLevel}: the class, its students (null for a student caller, who sees only
 * the count) and its latest sessions, newest first.
 */
export const ClassDetailResponseSchema = v.strictObject({
  class: ClassSummarySchema,
  students: v.nullable(v.strictObject({ data: v.array(ClassStudentSchema), total: v.number() })),
  recent_sessions: v.array(ClassSessionSchema),
});
export type ClassDetailResponse = v.InferOutput<typeof ClassDetailResponseSchema>;

/**
 * GET /api/classes/{schoolId}/{classLevel}/roster: the students who belonged to the class on a date (any time that
 * day) or at a moment (a session's start); now when no date is given. Class membership has a history (issue 17).
 */
export const ClassRosterQuerySchema = v.object({
  date: v.optional(
    v.pipe(
      v.string('Enter a date as YYYY-MM-DD or an ISO date-time'),
      v.check(
        (s) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(s) && inYears(s, PERSON_YEARS),
        'Enter a date between 2000 and 2100 as YYYY-MM-DD or an ISO date-time',
      ),
    ),
  ),
});
export const ClassRosterStudentSchema = v.strictObject({ _id: v.string(), name: v.string(), student_id: v.string() });
export type ClassRosterStudent = v.InferOutput<typeof ClassRosterStudentSchema>;
export const ClassRosterResponseSchema = v.strictObject({
  school_id: v.string(),
  class_level: v.string(),
  students: v.array(ClassRosterStudentSchema),
});
export type ClassRosterResponse = v.InferOutput<typeof ClassRosterResponseSchema>;
