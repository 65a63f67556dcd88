import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Summaries of class_sessions for analytics at district scale, kept exact by statement-level triggers
 * (migration 0006, docs/decisions/009). Each counter row covers one UTC day (span 'day') or one calendar month
 * (span 'month', start = its first day), so a date range reads whole months plus the days at its edges.
 * attended/total sum only sessions whose attendance counts (ended, class size > 0, attended recorded).
 */
const counters = {
  span: text('span', { enum: ['day', 'month'] }).notNull(),
  start: date('start', { mode: 'string' }).notNull(),
  sessions: integer('sessions').notNull().default(0),
  ended: integer('ended').notNull().default(0),
  inProgress: integer('in_progress').notNull().default(0),
  attended: bigint('attended', { mode: 'number' }).notNull().default(0),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
};

/** Per school (and the institution it belonged to when the sessions were counted). */
export const schoolSessionStats = pgTable(
  'school_session_stats',
  { schoolId: uuid('school_id').notNull(), institutionId: uuid('institution_id').notNull(), ...counters },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.span, t.start, t.institutionId] }),
    /** System-wide sums read this index alone (index-only scan). */
    index('school_session_stats_span_start_idx').on(t.span, t.start, t.schoolId, t.sessions, t.attended, t.total),
    index('school_session_stats_institution_idx').on(t.institutionId, t.span, t.start),
  ],
);

/** Per teacher and school, so an area's top teachers count only the area's sessions. */
export const teacherSessionStats = pgTable(
  'teacher_session_stats',
  {
    teacherId: uuid('teacher_id').notNull(),
    schoolId: uuid('school_id').notNull(),
    institutionId: uuid('institution_id').notNull(),
    ...counters,
  },
  (t) => [
    primaryKey({ columns: [t.teacherId, t.schoolId, t.span, t.start, t.institutionId] }),
    /** System-wide sums read this index alone (index-only scan). */
    index('teacher_session_stats_span_start_idx').on(t.span, t.start, t.teacherId, t.sessions, t.attended, t.total),
    index('teacher_session_stats_school_idx').on(t.schoolId, t.span, t.start),
    index('teacher_session_stats_institution_idx').on(t.institutionId, t.span, t.start),
  ],
);

/** Per institution: the daily series of the system and institution views without reading every school. */
export const institutionSessionStats = pgTable(
  'institution_session_stats',
  { institutionId: uuid('institution_id').notNull(), ...counters },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.span, t.start] }),
    index('institution_session_stats_span_start_idx').on(t.span, t.start),
  ],
);

/** The UTC days of a month on which a class had a session: bit d-1 of `days` is day d. Zero: none. */
export const classSessionMonths = pgTable(
  'class_session_months',
  {
    schoolId: uuid('school_id').notNull(),
    classLevel: text('class_level').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    days: integer('days').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.classLevel, t.month] }),
    index('class_session_months_month_idx').on(t.month, t.schoolId, t.classLevel, t.days),
  ],
);

/** Students enrolled per class (student_details rows), kept by triggers on student_details. */
export const classEnrolment = pgTable(
  'class_enrolment',
  {
    schoolId: uuid('school_id').notNull(),
    classLevel: text('class_level').notNull(),
    students: integer('students').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.classLevel] })],
);

/** Users by the UTC day they were created, role and status, kept by triggers on users. */
export const userStats = pgTable(
  'user_stats',
  {
    day: date('day', { mode: 'string' }).notNull(),
    role: text('role').notNull(),
    status: text('status').notNull(),
    users: integer('users').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.role, t.status] })],
);

/** Students per school by the UTC day their user was created: an area's new students without reading users. */
export const schoolStudentDays = pgTable(
  'school_student_days',
  {
    schoolId: uuid('school_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    students: integer('students').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.day] })],
);
