import * as v from 'valibot';
import { CSV_BOM, csvLines } from './csv';
import { PERSON_YEARS } from './dates';
import { percentOf } from './percent';

/**
 * A class register (issue 17): the class's ended sessions of one month (UTC) × the students who belonged to the class
 * at any time that month, with their marks and attendance rates.
 */
export const REGISTER_MESSAGES = {
  month: `Choose a month between ${PERSON_YEARS.min} and ${PERSON_YEARS.max} as YYYY-MM`,
} as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const isRegisterMonth = (value: string) => {
  const year = Number(MONTH.exec(value)?.[1]);
  return year >= PERSON_YEARS.min && year <= PERSON_YEARS.max;
};

/** GET /api/classes/{schoolId}/{classLevel}/register?month=YYYY-MM (and …/register/export): this month when none. */
export const RegisterQuerySchema = v.object({
  month: v.optional(v.pipe(v.string(REGISTER_MESSAGES.month), v.check(isRegisterMonth, REGISTER_MESSAGES.month))),
});
export type RegisterQuery = v.InferInput<typeof RegisterQuerySchema>;

/** The month (YYYY-MM, UTC) of a moment; this month by default. */
export const monthOf = (time: Date | string = new Date()) => new Date(time).toISOString().slice(0, 7);
/** The month n months after (before, for n < 0) a month. */
export function addMonths(month: string, n: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, mon - 1 + n, 1)).toISOString().slice(0, 7);
}
/** The month's bounds in UTC: [first midnight, the next month's first midnight). */
export const monthSpan = (month: string) => ({
  from: new Date(`${month}-01T00:00:00Z`),
  to: new Date(`${addMonths(month, 1)}-01T00:00:00Z`),
});

export const RegisterSessionSchema = v.strictObject({
  _id: v.string(),
  session_date: v.string(),
  teacher: v.nullable(v.strictObject({ _id: v.string(), name: v.string() })),
  starting_slide: v.number(),
  ending_slide: v.number(),
  /** A roll call was taken: its students have present/absent marks; otherwise the two numbers only. */
  roll_call: v.boolean(),
  students_attended: v.nullable(v.number()),
  total_students: v.nullable(v.number()),
});
export type RegisterSession = v.InferOutput<typeof RegisterSessionSchema>;

/**
 * A student's mark in one session: P present, A absent, U in the class that day but no roll call was taken (counts
 * only), null not in the class that day (joined later, or had left).
 */
export const RegisterMarkSchema = v.nullable(v.picklist(['P', 'A', 'U']));
export type RegisterMark = v.InferOutput<typeof RegisterMarkSchema>;

export const RegisterStudentSchema = v.strictObject({
  _id: v.string(),
  name: v.string(),
  student_id: v.string(),
  /** One per session, in the order of `sessions`. */
  marks: v.array(RegisterMarkSchema),
  present: v.number(),
  /** Sessions with a roll call while the student was in the class. */
  held: v.number(),
  /** present / held as a percentage with one decimal; null when none was held. */
  rate: v.nullable(v.number()),
});
export type RegisterStudent = v.InferOutput<typeof RegisterStudentSchema>;

export const ClassRegisterResponseSchema = v.strictObject({
  school_id: v.string(),
  school_name: v.string(),
  class_level: v.string(),
  month: v.string(),
  /** Oldest first. */
  sessions: v.array(RegisterSessionSchema),
  /** By name. */
  students: v.array(RegisterStudentSchema),
});
export type ClassRegisterResponse = v.InferOutput<typeof ClassRegisterResponseSchema>;

export const registerRate = (present: number, held: number) => percentOf(present, held);

/**
 * A session's column: its ISO date (UTC), with the time (2026-02-03T09:30Z) when the class had two that day, and the
 * seconds too when two began in the same minute, so no two columns share a label.
 */
export function registerColumnLabels(sessions: Pick<RegisterSession, 'session_date'>[]): string[] {
  const times = sessions.map((s) => new Date(s.session_date).toISOString());
  const shared = (time: string, length: number) =>
    times.filter((t) => t.slice(0, length) === time.slice(0, length)).length > 1;
  return times.map((time) => {
    if (!shared(time, 10)) return time.slice(0, 10);
    return `${time.slice(0, shared(time, 16) ? 19 : 16)}Z`;
  });
}

/**
 * The register as CSV: BOM, a header (Student, Student ID, a column per session, Present, Held, Rate), a row per
 * student. P and A are the marks; a blank is no roll call that session or not in the class that day.
 */
export function registerCsv(register: ClassRegisterResponse): string {
  const header = ['Student', 'Student ID', ...registerColumnLabels(register.sessions), 'Present', 'Held', 'Rate'];
  const rows = register.students.map((s) => [
    s.name,
    s.student_id,
    ...s.marks.map((m) => (m === 'P' || m === 'A' ? m : '')),
    s.present,
    s.held,
    s.rate === null ? '' : `${s.rate}%`,
  ]);
  return CSV_BOM + csvLines([header, ...rows]);
}

/** register-6A-2026-02.csv (the class label reduced to letters and digits, so it is safe in a header). */
export const registerFileName = (classLevel: string, month: string) =>
  `register-${classLevel.replace(/[^A-Za-z0-9]/g, '') || 'class'}-${month}.csv`;
