import { and, asc, desc, eq } from 'drizzle-orm';
import {
  type StudentSurvey,
  type SubmitSurveyResponse,
  SURVEY_MESSAGES as M,
  type SurveyAnswer,
  type SurveySubmissionRow,
} from '#contract/surveys';
import type { Db } from '#server/db/client';
import { surveySubmissions, surveys } from '#server/db/schema/learning';
import { schools, studentDetails, users } from '#server/db/schema/people';
import { logActivity } from '#server/lib/activity';
import type { AuthUser } from '#server/lib/context';
import { badRequest, conflict } from '#server/lib/errors';
import type { Scope } from '#server/lib/scope';
import { assertOpen, iso } from '../assessments/class-items';
import { type LoadedSurvey, averageRating, ownSurveySubmissionView, studentSurveyView } from './survey-view';
import { findReadableSurvey } from './surveys.service';

const ownSubmission = (db: Db, surveyId: string, studentId: string) =>
  db
    .select()
    .from(surveySubmissions)
    .where(and(eq(surveySubmissions.surveyId, surveyId), eq(surveySubmissions.studentId, studentId)))
    .limit(1);

/** Published surveys of the student's school and class (the caller's, or the student whose analytics are read), each with their own submission. */
export async function assignedSurveys(db: Db, user: Pick<AuthUser, 'id'>): Promise<StudentSurvey[]> {
  const [me] = await db.select().from(studentDetails).where(eq(studentDetails.userId, user.id)).limit(1);
  if (!me) return [];
  const rows = await db
    .select({ row: surveys, schoolName: schools.name, submission: surveySubmissions })
    .from(surveys)
    .innerJoin(schools, eq(schools.id, surveys.schoolId))
    .leftJoin(
      surveySubmissions,
      and(eq(surveySubmissions.surveyId, surveys.id), eq(surveySubmissions.studentId, user.id)),
    )
    .where(
      and(
        eq(surveys.schoolId, me.schoolId),
        eq(surveys.classLevel, me.classLevel.toUpperCase()),
        eq(surveys.published, true),
      ),
    )
    .orderBy(asc(surveys.dueAt), asc(surveys.id));
  return rows.map((r) => studentSurveyView(r.row, r.schoolName, r.submission));
}

export async function studentSurvey(db: Db, user: AuthUser, loaded: LoadedSurvey): Promise<StudentSurvey> {
  const [submission] = await ownSubmission(db, loaded.row.id, user.id);
  return studentSurveyView(loaded.row, loaded.schoolName, submission ?? null);
}

type AnswerInput = { rating: number; verbatim?: string };

export async function submitSurvey(
  db: Db,
  user: AuthUser,
  scope: Scope,
  id: string,
  input: AnswerInput[],
): Promise<SubmitSurveyResponse> {
  const { row } = await findReadableSurvey(db, user, scope, id);
  const [existing] = await ownSubmission(db, row.id, user.id);
  if (existing) throw conflict(M.alreadySubmitted);
  assertOpen(row);
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
  const [saved] = await db
    .insert(surveySubmissions)
    .values({ surveyId: row.id, studentId: user.id, answers })
    .onConflictDoNothing()
    .returning();
  if (!saved) throw conflict(M.alreadySubmitted);
  await logActivity(db, {
    actorId: user.id,
    action: 'survey_submitted',
    entityType: 'survey',
    entityId: row.id,
    description: `${user.name} submitted the survey "${row.title}"`,
    meta: { submission_id: saved.id },
  });
  return {
    submission: { ...ownSurveySubmissionView(saved), survey_id: row.id, student_id: user.id },
    message: M.submitted,
  };
}

/** Every submission of one survey with the student's name and average rating, newest first. */
export async function surveySubmissionsOf(db: Db, surveyId: string): Promise<SurveySubmissionRow[]> {
  const rows = await db
    .select({ s: surveySubmissions, name: users.name })
    .from(surveySubmissions)
    .innerJoin(users, eq(users.id, surveySubmissions.studentId))
    .where(eq(surveySubmissions.surveyId, surveyId))
    .orderBy(desc(surveySubmissions.submittedAt), asc(users.name));
  return rows.map(({ s, name }) => ({
    _id: s.id,
    student_id: { _id: s.studentId, name },
    submitted_at: iso(s.submittedAt),
    answers: s.answers,
    average_rating: averageRating(s.answers),
  }));
}
