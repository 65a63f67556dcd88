import type { SlideView } from './course-materials';
import type { Paged, Pagination } from './pagination';

/** What the sessions area answers: session views, the history's page and figures, class progress. */
export type LiveSessionsResponse = { sessions: ClassSessionView[] };

export type SessionStatus = 'in_progress' | 'ended';
export type ClassSessionView = {
  _id: string;
  teacher_id: { _id: string; name: string };
  school_id: { _id: string; name: string };
  institution_id: string;
  class_level: string;
  session_date: string;
  status: SessionStatus;
  starting_slide: number;
  /** The furthest slide shown in the session (never below starting_slide). */
  ending_slide: number;
  current_slide: number;
  students_attended: number | null;
  total_students: number | null;
  notes: string;
  /** Whether a roll call was taken at the end (issue 17): the absent students are then known. */
  roll_call: boolean;
  ended_at: string | null;
  createdAt: string;
  updatedAt: string;
};
/** One session read on its own (GET /class-sessions/{id}): with its roll call's marks. */
export type ClassSessionDetail = ClassSessionView & {
  absent_student_ids: string[];
  /** Marks not taken, with the reason ('Not in Class 6A on 2026-11-20'): the teacher's 'Needs attention'. */
  mark_issues: MarkIssue[];
};
/** A roll call's mark the server did not take, and why ('Not in Class 6A on 2026-11-20'). */
export type MarkIssue = { student_id: string; name: string; reason: string };
/** The figures of /sessions over every session the filter matches (average attendance: of the sessions with it). */
export type SessionListStats = {
  sessions: number;
  students: number;
  average_attendance: number | null;
  slides: number;
};
export type SessionListResponse = Paged<ClassSessionView> & {
  pagination: Pagination & { total_sessions: number };
  stats?: SessionListStats;
};

export type ClassProgress = { lastSlideVisited: number; furthestSlide: number; lastVisitedAt: string | null };
export type ProgressMaterial = {
  /** Slides of the class for progress (classTotalSlides): the deck's length, else the school's count, else 50. */
  totalSlides: number;
  /** Pages of the uploaded deck, null when there is none. */
  deckSlides: number | null;
  /** The school's configured count for the grade (Manage Slides), null when none is set: the plan without a deck. */
  plannedSlides: number | null;
  version: number | null;
};
export type ProgressResult = {
  schoolId: string;
  classLevel: string;
  progress: ClassProgress;
  courseMaterial: ProgressMaterial;
};

export type StartSlideSessionResponse = {
  session: ClassSessionView;
  courseMaterial: { _id: string; class: number; version: number; totalSlides: number; slides: SlideView[] };
  progress: { lastSlideVisited: number; furthestSlide: number };
  /** False when the session existed already (a repeated start). */
  applied?: boolean;
};
