import * as v from 'valibot';
import { DEVICE_YEARS, inYears, PERSON_YEARS, type YearRange, yearsMessage } from './dates';
import { optionalText, requiredText } from './fields';
import { isUuid } from './list-query';
import { PageQuerySchema } from './pagination';

/** Teaching sessions, class progress and slide counts (spec 03 §2 Start/Edit/My Sessions/Manage Slides, §5, §8). */
/** The most students a roll call marks absent (a class is far smaller). */
export const ROLL_CALL_MAX = 500;

export const SESSION_MESSAGES = {
  selectSchoolAndClass: 'Please select school and class',
  invalidClass: 'Invalid class level',
  invalidNumbers: 'Please enter valid numbers',
  attendedExceedsTotal: 'Students attended cannot exceed total students',
  totalMin: 'Total students must be at least 1',
  attendedMin: 'Students attended cannot be negative',
  attendanceRequired: 'Please enter students attended and total students',
  invalidSlides: 'Please enter valid slide numbers',
  startAfterEnd: 'Starting slide cannot be greater than ending slide',
  notOwner: 'You can only edit your own sessions',
  notFound: 'Session not found',
  idInUse: 'This session id is already used by another session',
  invalidTime: 'Please enter a valid date and time',
  startDateAfterEnd: 'Start date cannot be after end date',
  notesTooLong: 'Notes must be 2000 characters or fewer',
  rollCallTooLong: `A roll call marks at most ${ROLL_CALL_MAX} students absent`,
  rollCallIds: 'Each absent student must be a student id from the class roster',
  absentExceedTotal: 'Students absent cannot exceed total students',
  rollCallCounts: 'With a roll call, students attended and absent must add up to total students',
  invalidSlideCount: 'Please enter a valid slide count',
  tooManyCombinations: 'At most 200 school and class pairs per request',
  /** The client maps a start error containing 'No course material' to this text (spec 03 §8). */
  noMaterialClient: 'No teaching material available for this class. Please contact admin.',
  noSchool: 'No school assigned',
  /** An end, a move or a start that arrives after the class was cancelled (from another tab, say). */
  cancelled: 'This class was cancelled, so this change was not recorded.',
  /** A cancel that arrives after the class was ended. */
  alreadyEnded: 'This class was already ended with its attendance, so it was not cancelled.',
  invalidDevice: 'device_id must be 1 to 64 letters, digits or dashes',
  invalidSeq: 'seq must be a whole number from 1',
} as const;

/** The highest slide number a request may carry (decks are far shorter; a bound keeps bad input out). */
export const MAX_SLIDE_NUMBER = 10_000;

export const noMaterialMessage = (grade: number) => `No course material has been uploaded for Class ${grade} yet`;

/** Attendance badge bands (spec 03 §9): ≥ 90 default, 75–89 secondary, else destructive. */
export const ATTENDANCE_BANDS = { excellent: 90, good: 75 } as const;
/** Manage Slides progress colours: ≥ 75 green, ≥ 50 blue, ≥ 25 yellow, else red; class badge at ≥ 70. */
export const PROGRESS_BANDS = { green: 75, blue: 50, yellow: 25, badge: 70 } as const;
export const MAX_PROGRESS_COMBINATIONS = 200;

/**
 * The slide a class's next session starts at, the one 'Next: Slide N' names (spec 03: it resumes at the last
 * visited slide, or slide 1), within the deck the class is taught from. The server's start, the dashboard, Manage
 * Slides and the viewer's offline start all use this one rule.
 */
export function nextSlideOf(lastSlideVisited: number | null | undefined, totalSlides: number): number {
  const last = Math.round(lastSlideVisited ?? 0) || 1;
  return Math.min(Math.max(1, last), Math.max(1, totalSlides));
}

/** A whole number from a number or a numeric string (form inputs), with one message for anything else. */
export const wholeNumber = (message: string) =>
  v.pipe(
    // A missing key becomes '', which fails the union with `message` (as requiredText does).
    v.optional(v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.transform(Number))], message), ''),
    v.number(message),
    v.integer(message),
    v.maxValue(2_147_483_647, message),
    v.minValue(-2_147_483_647, message),
  );

const slideNumber = () =>
  v.pipe(
    wholeNumber(SESSION_MESSAGES.invalidSlides),
    v.minValue(1, SESSION_MESSAGES.invalidSlides),
    v.maxValue(MAX_SLIDE_NUMBER, SESSION_MESSAGES.invalidSlides),
  );
/** The device stamp of a change (DeviceStamp in src/offline/worker/device-records.ts), which orders one device's changes. */
const deviceId = () =>
  v.optional(
    v.pipe(v.string(SESSION_MESSAGES.invalidDevice), v.regex(/^[A-Za-z0-9-]{1,64}$/, SESSION_MESSAGES.invalidDevice)),
  );
const deviceSeq = () =>
  v.optional(
    v.pipe(
      v.number(SESSION_MESSAGES.invalidSeq),
      v.integer(SESSION_MESSAGES.invalidSeq),
      v.minValue(1, SESSION_MESSAGES.invalidSeq),
      v.maxValue(2_147_483_647, SESSION_MESSAGES.invalidSeq),
    ),
  );
const attended = () =>
  v.pipe(wholeNumber(SESSION_MESSAGES.invalidNumbers), v.minValue(0, SESSION_MESSAGES.attendedMin));
const total = () => v.pipe(wholeNumber(SESSION_MESSAGES.invalidNumbers), v.minValue(1, SESSION_MESSAGES.totalMin));
const notes = () => v.pipe(optionalText(), v.maxLength(2000, SESSION_MESSAGES.notesTooLong));
const classLevel = () => v.pipe(requiredText(SESSION_MESSAGES.selectSchoolAndClass), v.toUpperCase());

/**
 * An ISO 8601 date ('2026-03-01') or date-time ('2026-03-01T09:30:00.000Z') in the years given: a device's clock
 * reading by default (1970–2200: an implausible one is replaced by the server's time, not refused), the dates
 * people type with PERSON_YEARS.
 */
export const isoDateTime = (message: string = SESSION_MESSAGES.invalidTime, years: YearRange = DEVICE_YEARS) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.check(
      (s) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) && !Number.isNaN(Date.parse(s)),
      message,
    ),
    v.check((s) => inYears(s, years), yearsMessage(years)),
  );

type Attendance = { students_attended?: number; total_students?: number };
type SlideRange = { starting_slide?: number; ending_slide?: number };
const attendanceOk = (i: Attendance) =>
  i.students_attended === undefined || i.total_students === undefined || i.students_attended <= i.total_students;
const slidesOk = (i: SlideRange) =>
  i.starting_slide === undefined || i.ending_slide === undefined || i.starting_slide <= i.ending_slide;

/** POST /class-sessions/start-slide-session. session_id: a UUID the client made, which becomes the _id. */
export const StartSlideSessionSchema = v.object({
  school_id: requiredText(SESSION_MESSAGES.selectSchoolAndClass),
  class_level: classLevel(),
  session_id: v.optional(v.pipe(v.string(), v.trim(), v.uuid('session_id must be a UUID'))),
  /** When the teacher started (client clock), for a start replayed after teaching offline. */
  started_at: v.optional(isoDateTime()),
  /** The slide the client resumed at, when it started offline from its own copy of the progress. */
  starting_slide: v.optional(slideNumber()),
  device_id: deviceId(),
  seq: deviceSeq(),
});
export type StartSlideSessionInput = v.InferInput<typeof StartSlideSessionSchema>;

/** A roll call's absent students: ids from the class roster, at most ROLL_CALL_MAX. */
const absentIds = () =>
  v.pipe(
    v.array(v.string(SESSION_MESSAGES.rollCallIds), SESSION_MESSAGES.rollCallIds),
    v.maxLength(ROLL_CALL_MAX, SESSION_MESSAGES.rollCallTooLong),
    v.check((ids) => ids.every(isUuid), SESSION_MESSAGES.rollCallIds),
  );

/** PUT /class-sessions/{id}/update-slide: applied only if clientTimestamp is newer than the last applied one. */
export const UpdateSlideSchema = v.object({
  currentSlide: slideNumber(),
  /** The furthest slide shown in the session so far (the server keeps the maximum it is sent). */
  furthestSlide: v.optional(slideNumber()),
  clientTimestamp: v.optional(isoDateTime()),
  deviceId: deviceId(),
  seq: deviceSeq(),
});
export type UpdateSlideInput = v.InferInput<typeof UpdateSlideSchema>;

/** POST /class-sessions/{id}/end-session (the attendance dialog). */
export const EndSessionSchema = v.pipe(
  v.object({
    students_attended: attended(),
    total_students: total(),
    notes: notes(),
    clientTimestamp: v.optional(isoDateTime()),
    /** The final position, applied like an update-slide with clientTimestamp. */
    currentSlide: v.optional(slideNumber()),
    furthestSlide: v.optional(slideNumber()),
    deviceId: deviceId(),
    seq: deviceSeq(),
    /**
     * A roll call (issue 17): the class's students marked absent (ids from the class roster); present, even empty,
     * means a roll call was taken. The spec's two numbers still come with it.
     */
    absent_student_ids: v.optional(absentIds()),
  }),
  v.forward(
    v.partialCheck([['students_attended'], ['total_students']], attendanceOk, SESSION_MESSAGES.attendedExceedsTotal),
    ['students_attended'],
  ),
  v.forward(
    v.partialCheck(
      [['absent_student_ids'], ['total_students']],
      (i) => !i.absent_student_ids || new Set(i.absent_student_ids).size <= i.total_students,
      SESSION_MESSAGES.absentExceedTotal,
    ),
    ['absent_student_ids'],
  ),
  // The spec's two numbers come from the roll call: attended = present, total = the class on the device's roster.
  v.forward(
    v.partialCheck(
      [['absent_student_ids'], ['students_attended'], ['total_students']],
      (i) =>
        !i.absent_student_ids ||
        new Set(i.absent_student_ids).size > i.total_students ||
        i.students_attended + new Set(i.absent_student_ids).size === i.total_students,
      SESSION_MESSAGES.rollCallCounts,
    ),
    ['students_attended'],
  ),
);
export type EndSessionInput = v.InferInput<typeof EndSessionSchema>;

/**
 * POST /class-sessions/{id}/close: ends a class left in progress on another device, without attendance (issue 15:
 * one live session per class and teacher). Its final position is kept; an end with attendance may still follow.
 */
export const CloseSessionSchema = v.object({
  clientTimestamp: v.optional(isoDateTime()),
});

/** GET /class-sessions/live: the caller's classes in progress for one class, on any device. */
export const LiveSessionsQuerySchema = v.object({
  school_id: requiredText(SESSION_MESSAGES.selectSchoolAndClass),
  class_level: classLevel(),
});

/** The notes a closed session carries, so the history says why it has no attendance. */
export const CLOSED_NOTE = 'Closed: the class went on on another device';

/** POST /class-sessions/{id}/cancel (Cancel Session, after its confirmation). */
export const CancelSessionSchema = v.object({
  clientTimestamp: v.optional(isoDateTime()),
  deviceId: deviceId(),
  seq: deviceSeq(),
});

const recordEntries = {
  school_id: requiredText(SESSION_MESSAGES.selectSchoolAndClass),
  class_level: classLevel(),
  session_date: v.optional(isoDateTime(SESSION_MESSAGES.invalidTime, PERSON_YEARS)),
  starting_slide: slideNumber(),
  ending_slide: slideNumber(),
  students_attended: attended(),
  total_students: total(),
  notes: notes(),
};

/** POST /class-sessions (a session recorded after the fact) and the Edit Session form. */
export const SessionRecordSchema = v.pipe(
  v.object(recordEntries),
  v.forward(v.partialCheck([['starting_slide'], ['ending_slide']], slidesOk, SESSION_MESSAGES.startAfterEnd), [
    'starting_slide',
  ]),
  v.forward(
    v.partialCheck([['students_attended'], ['total_students']], attendanceOk, SESSION_MESSAGES.attendedExceedsTotal),
    ['students_attended'],
  ),
);
export type SessionRecordInput = v.InferInput<typeof SessionRecordSchema>;

/**
 * PUT /class-sessions/{id}: any subset; the rules are checked again on the merged session. `absent_student_ids`
 * replaces the roll call (null removes it: the numbers alone); left out, the roll call stays and must still add up.
 */
export const SessionUpdateSchema = v.pipe(
  v.object({ ...v.partial(v.object(recordEntries)).entries, absent_student_ids: v.optional(v.nullable(absentIds())) }),
  v.forward(v.partialCheck([['starting_slide'], ['ending_slide']], slidesOk, SESSION_MESSAGES.startAfterEnd), [
    'starting_slide',
  ]),
  v.forward(
    v.partialCheck([['students_attended'], ['total_students']], attendanceOk, SESSION_MESSAGES.attendedExceedsTotal),
    ['students_attended'],
  ),
);
export type SessionUpdateInput = v.InferInput<typeof SessionUpdateSchema>;

/** The filters of the session history (GET /class-sessions and its CSV export). */
export const SessionFilterSchema = v.object({
  teacher_id: v.optional(v.string()),
  school_id: v.optional(v.string()),
  class_level: v.optional(v.string()),
  start_date: v.optional(isoDateTime(SESSION_MESSAGES.invalidTime, PERSON_YEARS)),
  end_date: v.optional(isoDateTime(SESSION_MESSAGES.invalidTime, PERSON_YEARS)),
  status: v.optional(v.picklist(['in_progress', 'ended'])),
});
export const SessionListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  ...SessionFilterSchema.entries,
  /** `stats=true`: the four figures of /sessions computed over the whole filter, not the page. */
  stats: v.optional(v.picklist(['true', 'false'])),
});

export const ProgressBatchSchema = v.object({
  combinations: v.pipe(
    v.array(v.object({ schoolId: v.string(), classLevel: v.string() })),
    v.maxLength(MAX_PROGRESS_COMBINATIONS, SESSION_MESSAGES.tooManyCombinations),
  ),
});
export const ProgressUpdateSchema = v.object({
  lastSlideVisited: slideNumber(),
  clientTimestamp: v.optional(isoDateTime()),
});
