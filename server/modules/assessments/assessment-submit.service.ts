import {
  ASSESSMENT_MESSAGES as M,
  type AssessmentSubmissionRow,
  type StudentAssessment,
  type SubmitAssessmentResponse,
} from '#contract/assessments';
import type { Db } from '#server/db/client';
import type { AuthUser } from '#server/lib/context';
import { badRequest } from '#server/lib/errors';
import type { Scope } from '#server/lib/scope';
import { findReadableItem } from '../class-items/item-reads';
import { assertCanSubmit, saveSubmission } from '../class-items/item-submit';
import { assignedItems, ownSubmission, submissionsOf } from '../class-items/item-submissions';
import {
  ASSESSMENT,
  type LoadedAssessment,
  ownSubmissionView,
  pointsOf,
  studentAssessmentView,
} from './assessment-view';

/** Published assessments of the student's school and class (the caller's, or the student whose analytics are read), each with their own submission; no answers. */
export async function assignedAssessments(db: Db, user: Pick<AuthUser, 'id'>): Promise<StudentAssessment[]> {
  const rows = await assignedItems(ASSESSMENT, db, user);
  return rows.map((r) => studentAssessmentView(r.row, r.schoolName, r.submission, false));
}

/** The student's view of one assessment: the correct answers only after they submitted. */
export async function studentAssessment(db: Db, user: AuthUser, loaded: LoadedAssessment): Promise<StudentAssessment> {
  const submission = await ownSubmission(ASSESSMENT, db, loaded.row.id, user.id);
  return studentAssessmentView(loaded.row, loaded.schoolName, submission, true);
}

export async function submitAssessment(
  db: Db,
  user: AuthUser,
  scope: Scope,
  id: string,
  answers: number[],
  keep?: (tx: Db, answer: SubmitAssessmentResponse) => Promise<void>,
): Promise<SubmitAssessmentResponse> {
  const { row } = await findReadableItem(ASSESSMENT, db, user, scope, id);
  await assertCanSubmit(ASSESSMENT, db, user.id, row);
  if (answers.length !== row.questions.length)
    throw badRequest(M.answerCount(row.questions.length), [
      { field: 'answers', msg: M.answerCount(row.questions.length) },
    ]);
  answers.forEach((answer, i) => {
    const options = row.questions[i]?.options.length ?? 0;
    if (answer < -1 || answer >= options)
      throw badRequest(M.answerRange(i + 1), [{ field: `answers.${i}`, msg: M.answerRange(i + 1) }]);
  });

  const details = row.questions.map((q, i) => {
    const selectedIndex = answers[i] ?? -1;
    return {
      correct: selectedIndex === q.correctIndex,
      correctIndex: q.correctIndex,
      selectedIndex,
      points: pointsOf(q),
    };
  });
  const score = details.reduce((sum, d) => sum + (d.correct ? d.points : 0), 0);
  const maxScore = details.reduce((sum, d) => sum + d.points, 0);
  const answerOf = (saved: Parameters<typeof ownSubmissionView>[0]): SubmitAssessmentResponse => ({
    details,
    submission: { ...ownSubmissionView(saved), assessment_id: row.id, student_id: user.id },
    message: M.submitted,
  });
  const saved = await saveSubmission(
    ASSESSMENT,
    db,
    user,
    row,
    { assessmentId: row.id, studentId: user.id, answers, score, maxScore },
    { score: { score, maxScore }, meta: { score, max_score: maxScore } },
    keep && ((tx, kept) => keep(tx, answerOf(kept))),
  );
  return answerOf(saved);
}

/** Every submission of one assessment with the student's name, newest first. */
export const assessmentSubmissionsOf = (db: Db, assessmentId: string): Promise<AssessmentSubmissionRow[]> =>
  submissionsOf(ASSESSMENT, db, assessmentId, (s) => ({ score: s.score, max_score: s.maxScore, answers: s.answers }));
