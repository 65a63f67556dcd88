import type { StudentProgress } from './analytics-people-types';
import type { StudentSurveyAnalytics } from './surveys';

/** Months of the class's progress shown (the cumulative position counts every earlier session too). */
export const STUDENT_MONTHS_SHOWN = 12;
/** Latest assessment results shown against the class's average. */
export const STUDENT_SCORES_SHOWN = 50;
/** The student's own latest roll calls listed (My Progress, issue 17). */
export const OWN_SESSIONS_SHOWN = 20;

/** One calendar month (UTC) of the student's class: ended sessions only. */
export type StudentMonth = {
  /** 'YYYY-MM' */
  month: string;
  sessions: number;
  /** The furthest ending slide of the month's sessions (clamped to the deck); null with no session that month. */
  furthest_slide: number | null;
  /** New slides reached that month: the cumulative position minus the previous month's. */
  slides_covered: number;
  /** The furthest slide reached up to the end of the month, clamped to the deck's total. */
  cumulative_slides: number;
  /** cumulative_slides / total_slides, percent to one decimal. */
  cumulative_percentage: number;
  /** The class's attendance rate that month; null when no session recorded attendance. */
  attendance_rate: number | null;
};

/** One of the student's assessment results beside their class's average on the same assessment. */
export type StudentScore = {
  assessment_id: string;
  title: string;
  submitted_at: string;
  score: number;
  max_score: number;
  /** score / max_score, percent to one decimal; null when the assessment had no points. */
  percentage: number | null;
  /** Mean percentage of the submissions to this assessment by students of the same school and class. */
  class_average: number | null;
  /** How many students of the class submitted it (the student included). */
  class_submissions: number;
};

/** An assigned, published item the student has not submitted and can still submit (open, or late allowed). */
export type DueItem = {
  kind: 'assessment' | 'survey';
  _id: string;
  title: string;
  due_at: string;
  /** Past its due time, still accepted because late submissions are allowed. */
  overdue: boolean;
};

/** GET /api/analytics/student/{id}: My Progress's figures and the student's analytics view. */
export type StudentAnalytics = StudentProgress & {
  /** From the month of the class's first ended session to this month, the last STUDENT_MONTHS_SHOWN; oldest first. */
  monthly_progress: StudentMonth[];
  /** The latest STUDENT_SCORES_SHOWN results, oldest first. */
  assessment_scores: StudentScore[];
  assessment_summary: {
    submitted: number;
    /**
     * Mean of the unrounded percentages of the results shown, rounded once (contract/percent.ts): the figure
     * GET /api/assessments/analytics/student/{id} gives as average_score_pct for the same submissions.
     */
    average: number | null;
    /** Mean of the unrounded class averages of the same assessments, rounded once. */
    class_average: number | null;
  };
  surveys: { answered: number; recent: StudentSurveyAnalytics['recent'] };
  /** Soonest due first. */
  due_next: DueItem[];
};
