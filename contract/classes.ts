import * as v from 'valibot';
import { inYears, PERSON_YEARS } from './dates';
import { idParam } from './list-query';

/** GET /api/classes: the classes the caller may see (optionally of one school). */
export const ClassListQuerySchema = v.object({
  school_id: idParam('School not found'),
});
export type ClassListQuery = v.InferInput<typeof ClassListQuerySchema>;

/** One class of a school, with its figures computed by the server. */
export type ClassSummary = {
  school_id: string;
  school_name: string;
  institution_id: string;
  class_level: string;
  /** 1..12 from the label, or null. */
  grade: number | null;
  student_count: number;
  session_count: number;
  /** The furthest slide taught (stored progress, else the highest ending slide of its sessions). */
  slides_done: number;
  /** The school's slides for the grade, else the deck's, else 50. */
  total_slides: number;
  /** slides_done / total_slides as a percentage with one decimal (0..100). */
  progress: number;
  last_session_date: string | null;
};
export type ClassListResponse = { data: ClassSummary[] };

export type ClassStudent = { _id: string; name: string; email: string; student_id: string; status: string };
export type ClassSession = {
  _id: string;
  session_date: string;
  status: 'in_progress' | 'ended';
  starting_slide: number;
  ending_slide: number;
  students_attended: number | null;
  total_students: number | null;
  teacher: { _id: string; name: string } | null;
};

/** The students listed in a class's detail panel, at most. */
export const CLASS_STUDENTS_LIMIT = 200;
/** Recent sessions in a class's detail panel (spec 02 §9). */
export const CLASS_RECENT_SESSIONS = 10;

/**
 * GET /api/classes/{schoolId}/{classLevel}: the class, its students (null for a student caller, who sees only
 * the count) and its latest sessions, newest first.
 */
export type ClassDetailResponse = {
  class: ClassSummary;
  students: { data: ClassStudent[]; total: number } | null;
  recent_sessions: ClassSession[];
};

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
export type ClassRosterStudent = { _id: string; name: string; student_id: string };
export type ClassRosterResponse = { school_id: string; class_level: string; students: ClassRosterStudent[] };
