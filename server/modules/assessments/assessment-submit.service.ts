import { and, asc, desc, eq } from 'drizzle-orm';
import {
  ASSESSMENT_MESSAGES as M,
  type AssessmentSubmissionRow,
  type StudentAssessment,
  type SubmitAssessmentResponse,
} from '#contract/assessments';
import type { Db } from '#server/db/client';
import { assessmentSubmissions, assessments } from '#server/db/schema/learning';
import { schools, studentDetails, users } from '#server/db/schema/people';
import { logActivity } from '#server/lib/activity';
import type { AuthUser } from '#server/lib/context';
import { badRequest, conflict } from '#server/lib/errors';
import type { Scope } from '#server/lib/scope';
import { type LoadedAssessment, ownSubmissionView, pointsOf, studentAssessmentView } from './assessment-view';
import { findReadable } from './assessments.service';
import { assertOpen, iso } from './class-items';

const ownSubmission = (db: Db, assessmentId: string, studentId: string) =>
  db
    .select()
    .from(assessmentSubmissions)
    .where(and(eq(assessmentSubmissions.assessmentId, assessmentId), eq(assessmentSubmissions.studentId, studentId)))
    .limit(1);

/** Published assessments of the student's school and class (the caller's, or the student whose analytics are read), each with their own submission; no answers. */
export async function assignedAssessments(db: Db, user: Pick<AuthUser, 'id'>): Promise<StudentAssessment[]> {
  const [me] = await db.select().from(studentDetails).where(eq(studentDetails.userId, user.id)).limit(1);
  if (!me) return [];
  const rows = await db
    .select({ row: assessments, schoolName: schools.name, submission: assessmentSubmissions })
    .from(assessments)
    .innerJoin(schools, eq(schools.id, assessments.schoolId))
    .leftJoin(
      assessmentSubmissions,
      and(eq(assessmentSubmissions.assessmentId, assessments.id), eq(assessmentSubmissions.studentId, user.id)),
    )
    .where(
      and(
        eq(assessments.schoolId, me.schoolId),
        eq(assessments.classLevel, me.classLevel.toUpperCase()),
        eq(assessments.published, true),
      ),
    )
    .orderBy(asc(assessments.dueAt), asc(assessments.id));
  return rows.map((r) => studentAssessmentView(r.row, r.schoolName, r.submission, false));
}

/** The student's view of one assessment: the correct answers only after they submitted. */
export async function studentAssessment(db: Db, user: AuthUser, loaded: LoadedAssessment): Promise<StudentAssessment> {
  const [submission] = await ownSubmission(db, loaded.row.id, user.id);
  return studentAssessmentView(loaded.row, loaded.schoolName, submission ?? null, true);
}

export async function submitAssessment(
  db: Db,
  user: AuthUser,
  scope: Scope,
  id: string,
  answers: number[],
): Promise<SubmitAssessmentResponse> {
  const { row } = await findReadable(db, user, scope, id);
  const [existing] = await ownSubmission(db, row.id, user.id);
  if (existing) throw conflict(M.alreadySubmitted);
  assertOpen(row);
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
  // The unique (assessment, student) index settles two submissions racing each other.
  const [saved] = await db
    .insert(assessmentSubmissions)
    .values({ assessmentId: row.id, studentId: user.id, answers, score, maxScore })
    .onConflictDoNothing()
    .returning();
  if (!saved) throw conflict(M.alreadySubmitted);
  await logActivity(db, {
    actorId: user.id,
    action: 'assessment_submitted',
    entityType: 'assessment',
    entityId: row.id,
    description: `${user.name} submitted the assessment "${row.title}" (${score}/${maxScore})`,
    meta: { submission_id: saved.id, score, max_score: maxScore },
  });
  return {
    details,
    submission: { ...ownSubmissionView(saved), assessment_id: row.id, student_id: user.id },
    message: M.submitted,
  };
}

/** Every submission of one assessment with the student's name, newest first. */
export async function assessmentSubmissionsOf(db: Db, assessmentId: string): Promise<AssessmentSubmissionRow[]> {
  const rows = await db
    .select({ s: assessmentSubmissions, name: users.name })
    .from(assessmentSubmissions)
    .innerJoin(users, eq(users.id, assessmentSubmissions.studentId))
    .where(eq(assessmentSubmissions.assessmentId, assessmentId))
    .orderBy(desc(assessmentSubmissions.submittedAt), asc(users.name));
  return rows.map(({ s, name }) => ({
    _id: s.id,
    student_id: { _id: s.studentId, name },
    submitted_at: iso(s.submittedAt),
    score: s.score,
    max_score: s.maxScore,
    answers: s.answers,
  }));
}
