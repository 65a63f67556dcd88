import { type SQL, eq, sql } from 'drizzle-orm';
import type { OwnSurveySubmission, StudentSurvey, Survey, SurveyAnswer } from '#contract/surveys';
import type { Db } from '#server/db/client';
import { schools } from '#server/db/schema/people';
import { surveySubmissions, surveys } from '#server/db/schema/learning';
import { iso, isoOrNull, round1 } from '../assessments/class-items';

export type SurveyRow = typeof surveys.$inferSelect;
export type SurveySubmissionRow = typeof surveySubmissions.$inferSelect;
export type LoadedSurvey = { row: SurveyRow; schoolName: string; submissionCount: number };

const submissionCount = sql<number>`(select count(*)::int from ${surveySubmissions} where ${surveySubmissions.surveyId} = ${surveys.id})`;

/** Surveys with their school name and submission count, in one query. */
export function selectSurveys(db: Db, where: SQL | undefined) {
  return db
    .select({ row: surveys, schoolName: schools.name, submissionCount })
    .from(surveys)
    .innerJoin(schools, eq(schools.id, surveys.schoolId))
    .where(where);
}

export async function loadSurvey(db: Db, id: string): Promise<LoadedSurvey | undefined> {
  const [found] = await selectSurveys(db, eq(surveys.id, id)).limit(1);
  return found && { ...found, submissionCount: Number(found.submissionCount) };
}

function base(row: SurveyRow, schoolName: string) {
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
    questions: row.questions,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function surveyView({ row, schoolName, submissionCount }: LoadedSurvey): Survey {
  return { ...base(row, schoolName), submissionCount: Number(submissionCount) };
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
    ...base(row, schoolName),
    submitted: submission !== null,
    submission: submission ? ownSurveySubmissionView(submission) : null,
  };
}

export function averageRating(answers: SurveyAnswer[]): number | null {
  if (!answers.length) return null;
  return round1(answers.reduce((sum, a) => sum + a.rating, 0) / answers.length);
}
