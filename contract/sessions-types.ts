import * as v from 'valibot';
import { SlideViewSchema } from './course-materials';
import { pagedSchema, PaginationSchema } from './pagination';

/** What the sessions area answers: session views, the history's page and figures, class progress. */
const ref = v.strictObject({ _id: v.string(), name: v.string() });

export const SessionStatusSchema = v.picklist(['in_progress', 'ended']);
export type SessionStatus = v.InferOutput<typeof SessionStatusSchema>;

export const ClassSessionViewSchema = v.strictObject({
  _id: v.string(),
  teacher_id: ref,
  school_id: ref,
  institution_id: v.string(),
  class_level: v.string(),
  session_date: v.string(),
  status: SessionStatusSchema,
  starting_slide: v.number(),
  /** The furthest slide shown in the session (never below starting_slide). */
  ending_slide: v.number(),
  current_slide: v.number(),
  students_attended: v.nullable(v.number()),
  total_students: v.nullable(v.number()),
  notes: v.string(),
  /** Whether a roll call was taken at the end (issue 17): the absent students are then known. */
  roll_call: v.boolean(),
  ended_at: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type ClassSessionView = v.InferOutput<typeof ClassSessionViewSchema>;

/** A roll call's mark the server did not take, and why ('Not in Class 6A on 2026-11-20'). */
export const MarkIssueSchema = v.strictObject({ student_id: v.string(), name: v.string(), reason: v.string() });
export type MarkIssue = v.InferOutput<typeof MarkIssueSchema>;

/** One session read on its own (GET /class-sessions/{id}): with its roll call's marks. */
export const ClassSessionDetailSchema = v.strictObject({
  ...ClassSessionViewSchema.entries,
  absent_student_ids: v.array(v.string()),
  /** Marks not taken, with the reason ('Not in Class 6A on 2026-11-20'): the teacher's 'Needs attention'. */
  mark_issues: v.array(MarkIssueSchema),
});
export type ClassSessionDetail = v.InferOutput<typeof ClassSessionDetailSchema>;

export const LiveSessionsResponseSchema = v.strictObject({ sessions: v.array(ClassSessionViewSchema) });
export type LiveSessionsResponse = v.InferOutput<typeof LiveSessionsResponseSchema>;

/** The figures of /sessions over every session the filter matches (average attendance: of the sessions with it). */
export const SessionListStatsSchema = v.strictObject({
  sessions: v.number(),
  students: v.number(),
  average_attendance: v.nullable(v.number()),
  slides: v.number(),
});
export type SessionListStats = v.InferOutput<typeof SessionListStatsSchema>;

export const SessionListResponseSchema = v.strictObject({
  ...pagedSchema(ClassSessionViewSchema).entries,
  pagination: v.strictObject({ ...PaginationSchema.entries, total_sessions: v.number() }),
  stats: v.optional(SessionListStatsSchema),
});
export type SessionListResponse = v.InferOutput<typeof SessionListResponseSchema>;

const positionSchema = v.strictObject({ lastSlideVisited: v.number(), furthestSlide: v.number() });
export const ClassProgressSchema = v.strictObject({ ...positionSchema.entries, lastVisitedAt: v.nullable(v.string()) });
export type ClassProgress = v.InferOutput<typeof ClassProgressSchema>;

export const ProgressMaterialSchema = v.strictObject({
  /** Slides of the class for progress (classTotalSlides): the deck's length, else the school's count, else 50. */
  totalSlides: v.number(),
  /** Pages of the uploaded deck, null when there is none. */
  deckSlides: v.nullable(v.number()),
  /** The school's configured count for the grade (Manage Slides), null when none is set: the plan without a deck. */
  plannedSlides: v.nullable(v.number()),
  version: v.nullable(v.number()),
});
export type ProgressMaterial = v.InferOutput<typeof ProgressMaterialSchema>;

export const ProgressResultSchema = v.strictObject({
  schoolId: v.string(),
  classLevel: v.string(),
  progress: ClassProgressSchema,
  courseMaterial: ProgressMaterialSchema,
});
export type ProgressResult = v.InferOutput<typeof ProgressResultSchema>;

export const StartSlideSessionResponseSchema = v.strictObject({
  session: ClassSessionViewSchema,
  courseMaterial: v.strictObject({
    _id: v.string(),
    class: v.number(),
    version: v.number(),
    totalSlides: v.number(),
    slides: v.array(SlideViewSchema),
  }),
  progress: positionSchema,
  /** False when the session existed already (a repeated start). */
  applied: v.optional(v.boolean()),
});
export type StartSlideSessionResponse = v.InferOutput<typeof StartSlideSessionResponseSchema>;
