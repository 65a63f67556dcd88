import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { institutions, schools, users } from './people';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** One class taught: its id may be made by the client (offline start) and is then kept. */
export const classSessions = pgTable(
  'class_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'restrict' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'restrict' }),
    classLevel: text('class_level').notNull(),
    grade: integer('grade').notNull(),
    status: text('status', { enum: ['in_progress', 'ended'] })
      .notNull()
      .default('ended'),
    sessionDate: timestamp('session_date', { withTimezone: true }).notNull().defaultNow(),
    startingSlide: integer('starting_slide').notNull().default(1),
    endingSlide: integer('ending_slide').notNull().default(1),
    currentSlide: integer('current_slide').notNull().default(1),
    /** Client time of the position last applied (the server's receive time where the client's was implausible). */
    positionAt: timestamp('position_at', { withTimezone: true }),
    /**
     * The device and its change counter of the position last applied: a later position of the same device applies
     * when its counter is higher, whatever its clock says (ARCHITECTURE.md §5); another device's by client time.
     */
    positionDevice: text('position_device'),
    positionSeq: bigint('position_seq', { mode: 'number' }),
    studentsAttended: integer('students_attended'),
    totalStudents: integer('total_students'),
    notes: text('notes').notNull().default(''),
    /** A roll call was taken (issue 17): its absent students are in session_absences; otherwise counts only. */
    rollCall: boolean('roll_call').notNull().default(false),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('class_sessions_school_class_date_idx').on(t.schoolId, t.classLevel, t.sessionDate),
    index('class_sessions_teacher_date_idx').on(t.teacherId, t.sessionDate),
    index('class_sessions_institution_date_idx').on(t.institutionId, t.sessionDate),
    /** Session history pages, newest or oldest first (date, then id): all sessions, or one school's. */
    index('class_sessions_date_id_idx').on(t.sessionDate, t.id),
    index('class_sessions_school_date_id_idx').on(t.schoolId, t.sessionDate, t.id),
    index('class_sessions_school_grade_idx').on(t.schoolId, t.grade),
    /** Analytics: a class's highest ending slide without scanning its sessions. */
    index('class_sessions_school_class_slide_idx').on(t.schoolId, t.classLevel, t.endingSlide),
    /** Analytics: the few sessions still in progress (in progress vs missed is decided by their age). */
    /** Analytics: the classes a top teacher taught in a range, from the index alone. */
    index('class_sessions_teacher_date_class_idx').on(t.teacherId, t.sessionDate, t.schoolId, t.classLevel),
    index('class_sessions_in_progress_idx').on(t.sessionDate).where(sql`status = 'in_progress'`),
  ],
);
/** A session's row as stored (server/modules/sessions reads and changes it). */
export type SessionRow = typeof classSessions.$inferSelect;

/** Where a class stands in its deck: last visited (latest client time wins) and furthest taught (max). */
export const sessionProgress = pgTable(
  'session_progress',
  {
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    classLevel: text('class_level').notNull(),
    lastSlideVisited: integer('last_slide_visited').notNull().default(1),
    lastVisitedAt: timestamp('last_visited_at', { withTimezone: true }),
    furthestSlide: integer('furthest_slide').notNull().default(0),
    /** As on class_sessions: the device and counter of the last visited slide, to order one device's moves. */
    positionDevice: text('position_device'),
    positionSeq: bigint('position_seq', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.classLevel] })],
);

/**
 * A session cancelled by its teacher (Cancel Session): the session row is gone, so it counts nowhere (analytics,
 * missed, pending tasks, progress, history); this record refuses its late changes (an end from another tab, a
 * replayed start) with a clear message and answers a repeated cancel.
 */
export const cancelledSessions = pgTable(
  'cancelled_sessions',
  {
    id: uuid('id').notNull(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id'),
    classLevel: text('class_level'),
    /** The device's time of the cancel (the server's where implausible). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }).notNull(),
    /** The session as it was when cancelled (null when the cancel arrived before its start). */
    session: jsonb('session').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One record per id AND teacher: a cancel of an id that is no session of the caller's (yet) is the caller's own
  // record, which never blocks another teacher's session of that id (issue 38).
  (t) => [primaryKey({ columns: [t.id, t.teacherId] }), index('cancelled_sessions_teacher_idx').on(t.teacherId)],
);

/**
 * Deck versions come from one sequence, so a version is never reused, even after a deck is deleted and a new
 * one uploaded: slide-image URLs keyed by version can be cached forever.
 */
export const courseMaterialVersionSeq = pgSequence('course_material_version_seq');

/** The slide deck of one grade (1..12). `version` changes with every completed upload. */
export const courseMaterials = pgTable(
  'course_materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classNumber: integer('class_number').notNull(),
    totalSlides: integer('total_slides').notNull(),
    version: integer('version').notNull().default(1),
    pdfFileName: text('pdf_file_name').notNull(),
    pdfFileSize: integer('pdf_file_size').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadDate: timestamp('upload_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_materials_class_unique').on(t.classNumber),
    index('course_materials_uploaded_by_idx').on(t.uploadedBy),
  ],
);

export const slides = pgTable(
  'slides',
  {
    materialId: uuid('material_id')
      .notNull()
      .references(() => courseMaterials.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    number: integer('number').notNull(),
    title: text('title').notNull().default(''),
    imageKey: text('image_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    imageBytes: integer('image_bytes').notNull().default(0),
    thumbBytes: integer('thumb_bytes').notNull().default(0),
    /** The page's text as pdfjs reads it (furniture removed); null for slides converted before it was kept. */
    body: text('body'),
    /** Full-text index of title and body, kept by PostgreSQL (explainer videos find slides by it). */
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(title, '') || ' ' || coalesce(body, ''))`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.materialId, t.version, t.number] }),
    index('slides_search_idx').using('gin', t.search),
  ],
);

/** Background work kept in the database so a restart resumes or cleanly fails it. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['queued', 'running', 'completed', 'failed'] })
      .notNull()
      .default('queued'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    progress: integer('progress').notNull().default(0),
    total: integer('total').notNull().default(0),
    error: text('error'),
    /** What the handler returned (ids of what it made, …). */
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** Times claimed; a job interrupted by a crash is re-queued until it has been tried 3 times. */
    attempts: integer('attempts').notNull().default(0),
    /** Touched while the job runs; a stale heartbeat marks a job whose process died. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** Fencing token: raised by each claim. A holder writes only while the row still has its lease, so a process
     *  that stalled past its heartbeat cannot complete or overwrite a job another process has taken over. */
    lease: integer('lease').notNull().default(0),
    /** The process holding the lease ('host:pid'), for operators and for the multi-process tests. */
    heldBy: text('held_by'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_status_kind_idx').on(t.status, t.kind), index('jobs_created_by_idx').on(t.createdBy)],
);

/**
 * The students a roll call marked absent (issue 17). Stored compactly: the few absent, not the many present; the
 * present are the class's members on the session's date (class_memberships) less these.
 */
export const sessionAbsences = pgTable(
  'session_absences',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.studentId] }), index('session_absences_student_idx').on(t.studentId)],
);

/**
 * Roll-call marks the server could not take (issue 17's 'Needs attention'): a student who did not belong to the class
 * on the session's date (a roster changed while the device was offline), with the reason.
 */
export const sessionMarkIssues = pgTable(
  'session_mark_issues',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.studentId] })],
);
