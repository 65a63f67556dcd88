import * as v from 'valibot';
import { StudentProgressSchema } from './analytics-people-types';
import { StudentSurveyAnalyticsSchema } from './surveys';

/** Months of the class's progress shown (the cumulative position counts every earlier session too). */
export const STUDENT_MONTHS_SHOWN = 12;
/** Latest assessment results shown against the class's average. */
export const STUDENT_SCORES_SHOWN = 50;
/** The student's own latest roll calls listed (My Progress, issue 17). */
export const OWN_SESSIONS_SHOWN = 20;

const num = v.number();
const orNull = v.nullable(v.number());

/** One calendar month (UTC) of the student's class: ended sessions only. */
export const StudentMonthSchema = v.strictObject({
  /** 'YYYY-MM' */
  month: v.string(),
  sessions: num,
  /** The furthest ending slide of the month's sessions (clamped to the deck); null with no session that month. */
  furthest_slide: orNull,
  /** New slides reached that month: the cumulative position minus the previous month's. */
  slides_covered: num,
  /** The furthest slide reached up to the end of the month, clamped to the deck's total. */
  cumulative_slides: num,
  /** cumulative_slides / total_slides, percent to one decimal. */
  cumulative_percentage: num,
  /** The class's attendance rate that month; null when no session recorded attendance. */
  attendance_rate: orNull,
});
export type StudentMonth = v.InferOutput<typeof StudentMonthSchema>;

/** One of the student's assessment results beside their class's average on the same assessment. */
export const StudentScoreSchema = v.strictObject({
  assessment_id: v.string(),
  title: v.string(),
  submitted_at: v.string(),
  score: num,
  max_score: num,
  /** score / max_score, percent to one decimal; null when the assessment had no points. */
  percentage: orNull,
  /** Mean percentage of the submissions to this assessment by students of the same school and class. */
  class_average: orNull,
  /** How many students of the class submitted it (the student included). */
  class_submissions: num,
});
export type StudentScore = v.InferOutput<typeof StudentScoreSchema>;

/** An assigned, published item the student has not submitted and can still submit (open, or late allowed). */
export const DueItemSchema = v.strictObject({
  kind: v.picklist(['assessment', 'survey']),
  _id: v.string(),
  title: v.string(),
  due_at: v.string(),
  /** Past its due time, still accepted because late submissions are allowed. */
  overdue: v.boolean(),
});
export type DueItem = v.InferOutput<typeof DueItemSchema>;

/** GET /api/analytics/student/{id}: My Progress's figures and the student's analytics view. */
export const StudentAnalyticsSchema = v.strictObject({
  ...StudentProgressSchema.entries,
  /** From the month of the class's first ended session to this month, the last STUDENT_MONTHS_SHOWN; oldest first. */
  monthly_progress: v.array(StudentMonthSchema),
  /** The latest STUDENT_SCORES_SHOWN results, oldest first. */
  assessment_scores: v.array(StudentScoreSchema),
  assessment_summary: v.strictObject({
    submitted: num,
    /**
     * Mean of the unrounded percentages of the results shown, rounded once (contract/percent.ts): the figure
     * GET /api/assessments/analytics/student/{id} gives as average_score_pct for the same submissions.
     */
    average: orNull,
    /** Mean of the unrounded class averages of the same assessments, rounded once. */
    class_average: orNull,
  }),
  surveys: v.strictObject({ answered: num, recent: StudentSurveyAnalyticsSchema.entries.recent }),
  /** Soonest due first. */
  due_next: v.array(DueItemSchema),
});
export type StudentAnalytics = v.InferOutput<typeof StudentAnalyticsSchema>;
