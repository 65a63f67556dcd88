import { ACTIVITY_MESSAGES as A } from '#contract/activity-messages';
import {
  type OwnSurveySubmission,
  type StudentSurvey,
  SURVEY_MESSAGES,
  type Survey,
  type SurveyAnswer,
} from '#contract/surveys';
import { surveySubmissions, surveys } from '#server/db/schema/learning';
import { iso, round1 } from '../class-items/class-items';
import type { ClassItemKind, Loaded } from '../class-items/item-kind';
import { itemView, submissionFields } from '../class-items/item-view';

export type SurveyRow = typeof surveys.$inferSelect;
export type SurveySubmissionRow = typeof surveySubmissions.$inferSelect;
export type LoadedSurvey = Loaded<SurveyRow>;

export function surveyView({ row, schoolName, submissionCount }: LoadedSurvey): Survey {
  return { ...itemView(row, schoolName, { questions: row.questions }), submissionCount: Number(submissionCount) };
}

export function ownSurveySubmissionView(s: SurveySubmissionRow): OwnSurveySubmission {
  return { _id: s.id, submitted_at: iso(s.submittedAt), answers: s.answers };
}

export function studentSurveyView(
  row: SurveyRow,
  schoolName: string,
  submission: SurveySubmissionRow | null,
): StudentSurvey {
  return {
    ...itemView(row, schoolName, { questions: row.questions }),
    ...submissionFields(submission, ownSurveySubmissionView),
  };
}

export function averageRating(answers: SurveyAnswer[]): number | null {
  if (!answers.length) return null;
  return round1(answers.reduce((sum, a) => sum + a.rating, 0) / answers.length);
}

/** What the shared class-item code needs to know about surveys. */
export const SURVEY: ClassItemKind<SurveyRow, SurveySubmissionRow, Survey, 'survey', 'surveys'> = {
  noun: 'survey',
  many: 'surveys',
  items: surveys,
  submissions: surveySubmissions,
  itemOf: surveySubmissions.surveyId,
  messages: SURVEY_MESSAGES,
  lines: {
    created: A.surveyCreated,
    updated: A.surveyUpdated,
    published: A.surveyPublished,
    submitted: (name, title) => A.surveySubmitted(name, title),
  },
  normalize: (questions) =>
    questions.map((q) => ({ prompt: q.prompt, min: q.min, max: q.max, allow_verbatim: q.allow_verbatim })),
  view: surveyView,
};
