import { ACTIVITY_MESSAGES as A } from '#contract/activity-messages';
import {
  ASSESSMENT_MESSAGES,
  type Assessment,
  type OwnAssessmentSubmission,
  type StudentAssessment,
  type StudentAssessmentQuestion,
} from '#contract/assessments';
import { assessmentSubmissions, assessments } from '#server/db/schema/learning';
import { iso } from '../class-items/class-items';
import type { ClassItemKind, Loaded } from '../class-items/item-kind';
import { itemView, submissionFields } from '../class-items/item-view';

export type AssessmentRow = typeof assessments.$inferSelect;
export type SubmissionRow = typeof assessmentSubmissions.$inferSelect;
export type LoadedAssessment = Loaded<AssessmentRow>;

export const pointsOf = (q: { points?: number }) => q.points ?? 1;
export const maxScore = (row: AssessmentRow) => row.questions.reduce((sum, q) => sum + pointsOf(q), 0);

/** What teachers, managers and admins read: everything, correct answers included. */
export function assessmentView({ row, schoolName, submissionCount }: LoadedAssessment): Assessment {
  const base = itemView(row, schoolName, { max_score: maxScore(row) });
  return { ...base, questions: row.questions, submissionCount: Number(submissionCount) };
}

export function ownSubmissionView(s: SubmissionRow): OwnAssessmentSubmission {
  return { _id: s.id, submitted_at: iso(s.submittedAt), score: s.score, max_score: s.maxScore, answers: s.answers };
}

/**
 * What a student reads. The correct answers appear only once they have submitted (and never in lists,
 * `withAnswers` false), so nothing a student can read before submitting gives them away.
 */
export function studentAssessmentView(
  row: AssessmentRow,
  schoolName: string,
  submission: SubmissionRow | null,
  withAnswers: boolean,
): StudentAssessment {
  const reveal = withAnswers && submission !== null;
  const questions: StudentAssessmentQuestion[] = row.questions.map((q) =>
    reveal
      ? { prompt: q.prompt, options: q.options, points: pointsOf(q), correctIndex: q.correctIndex }
      : { prompt: q.prompt, options: q.options, points: pointsOf(q) },
  );
  return {
    ...itemView(row, schoolName, { max_score: maxScore(row) }),
    questions,
    ...submissionFields(submission, ownSubmissionView),
  };
}

/** What the shared class-item code needs to know about assessments. */
export const ASSESSMENT: ClassItemKind<AssessmentRow, SubmissionRow, Assessment, 'assessment', 'assessments'> = {
  noun: 'assessment',
  many: 'assessments',
  items: assessments,
  submissions: assessmentSubmissions,
  itemOf: assessmentSubmissions.assessmentId,
  messages: ASSESSMENT_MESSAGES,
  lines: {
    created: A.assessmentCreated,
    updated: A.assessmentUpdated,
    published: A.assessmentPublished,
    submitted: (name, title, score) =>
      A.assessmentSubmitted(name, title, String(score?.score), String(score?.maxScore)),
  },
  normalize: (questions) =>
    questions.map((q) => ({ prompt: q.prompt, options: q.options, correctIndex: q.correctIndex, points: q.points })),
  view: assessmentView,
};
