import { type SQL, eq, sql } from 'drizzle-orm';
import type {
  Assessment,
  OwnAssessmentSubmission,
  StudentAssessment,
  StudentAssessmentQuestion,
} from '#contract/assessments';
import type { Db } from '#server/db/client';
import { schools } from '#server/db/schema/people';
import { assessmentSubmissions, assessments } from '#server/db/schema/learning';
import { iso, isoOrNull } from './class-items';

export type AssessmentRow = typeof assessments.$inferSelect;
export type SubmissionRow = typeof assessmentSubmissions.$inferSelect;
export type LoadedAssessment = { row: AssessmentRow; schoolName: string; submissionCount: number };

const submissionCount = sql<number>`(select count(*)::int from ${assessmentSubmissions} where ${assessmentSubmissions.assessmentId} = ${assessments.id})`;

/** Assessments with their school name and submission count, in one query. */
export function selectAssessments(db: Db, where: SQL | undefined) {
  return db
    .select({ row: assessments, schoolName: schools.name, submissionCount })
    .from(assessments)
    .innerJoin(schools, eq(schools.id, assessments.schoolId))
    .where(where);
}

export async function loadAssessment(db: Db, id: string): Promise<LoadedAssessment | undefined> {
  const [found] = await selectAssessments(db, eq(assessments.id, id)).limit(1);
  return found && { ...found, submissionCount: Number(found.submissionCount) };
}

export const pointsOf = (q: { points?: number }) => q.points ?? 1;
export const maxScore = (row: AssessmentRow) => row.questions.reduce((sum, q) => sum + pointsOf(q), 0);

function base(row: AssessmentRow, schoolName: string) {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    school_id: row.schoolId,
    school_name: schoolName,
    class_level: row.classLevel,
    teacher_id: row.teacherId,
    due_at: iso(row.dueAt),
    allow_late_submissions: row.allowLateSubmissions,
    published: row.published,
    published_at: isoOrNull(row.publishedAt),
    max_score: maxScore(row),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** What teachers, managers and admins read: everything, correct answers included. */
export function assessmentView({ row, schoolName, submissionCount }: LoadedAssessment): Assessment {
  return { ...base(row, schoolName), questions: row.questions, submissionCount: Number(submissionCount) };
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
    ...base(row, schoolName),
    questions,
    submitted: submission !== null,
    submission: submission ? ownSubmissionView(submission) : null,
  };
}
