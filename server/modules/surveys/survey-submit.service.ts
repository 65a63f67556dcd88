import {
  type StudentSurvey,
  type SubmitSurveyResponse,
  SURVEY_MESSAGES as M,
  type SurveyAnswer,
  type SurveySubmissionRow,
} from '#contract/surveys';
import type { Db } from '#server/db/client';
import type { AuthUser } from '#server/lib/context';
import { badRequest } from '#server/lib/errors';
import type { Scope } from '#server/lib/scope';
import { findReadableItem } from '../class-items/item-reads';
import { assertCanSubmit, saveSubmission } from '../class-items/item-submit';
import { assignedItems, ownSubmission, submissionsOf } from '../class-items/item-submissions';
import { type LoadedSurvey, SURVEY, averageRating, ownSurveySubmissionView, studentSurveyView } from './survey-view';

/** Published surveys of the student's school and class (the caller's, or the student whose analytics are read), each with their own submission. */
export async function assignedSurveys(db: Db, user: Pick<AuthUser, 'id'>): Promise<StudentSurvey[]> {
  const rows = await assignedItems(SURVEY, db, user);
  return rows.map((r) => studentSurveyView(r.row, r.schoolName, r.submission));
}

export async function studentSurvey(db: Db, user: AuthUser, loaded: LoadedSurvey): Promise<StudentSurvey> {
  const submission = await ownSubmission(SURVEY, db, loaded.row.id, user.id);
  return studentSurveyView(loaded.row, loaded.schoolName, submission);
}

type AnswerInput = { rating: number; verbatim?: string };

export async function submitSurvey(
  db: Db,
  user: AuthUser,
  scope: Scope,
  id: string,
  input: AnswerInput[],
  keep?: (tx: Db, answer: SubmitSurveyResponse) => Promise<void>,
): Promise<SubmitSurveyResponse> {
  const { row } = await findReadableItem(SURVEY, db, user, scope, id);
  await assertCanSubmit(SURVEY, db, user.id, row);
  const n = row.questions.length;
  if (input.length !== n) throw badRequest(M.answerCount(n), [{ field: 'answers', msg: M.answerCount(n) }]);
  const answers: SurveyAnswer[] = input.map((a, i) => {
    const q = row.questions[i] as (typeof row.questions)[number];
    if (a.rating < q.min || a.rating > q.max) {
      const msg = M.ratingRange(i + 1, q.min, q.max);
      throw badRequest(msg, [{ field: `answers.${i}.rating`, msg }]);
    }
    if (a.verbatim && !q.allow_verbatim)
      throw badRequest(M.noComment(i + 1), [{ field: `answers.${i}.verbatim`, msg: M.noComment(i + 1) }]);
    return a.verbatim ? { rating: a.rating, verbatim: a.verbatim } : { rating: a.rating };
  });
  const answerOf = (saved: Parameters<typeof ownSurveySubmissionView>[0]): SubmitSurveyResponse => ({
    submission: { ...ownSurveySubmissionView(saved), survey_id: row.id, student_id: user.id },
    message: M.submitted,
  });
  const values = { surveyId: row.id, studentId: user.id, answers };
  const kept = keep && ((tx: Db, saved: Parameters<typeof answerOf>[0]) => keep(tx, answerOf(saved)));
  return answerOf(await saveSubmission(SURVEY, db, user, row, values, {}, kept));
}

/** Every submission of one survey with the student's name and average rating, newest first. */
export const surveySubmissionsOf = (db: Db, surveyId: string): Promise<SurveySubmissionRow[]> =>
  submissionsOf(SURVEY, db, surveyId, (s) => ({ answers: s.answers, average_rating: averageRating(s.answers) }));
