import { eq, sql } from 'drizzle-orm';
import {
  SURVEY_LIMITS,
  type StudentSurveyAnalytics,
  type SurveyAnalytics,
  type TeacherSurveyAnalytics,
} from '#contract/surveys';
import type { Db } from '#server/db/client';
import { surveySubmissions, surveys } from '#server/db/schema/learning';
import { average, iso, rowsOf } from '../class-items/class-items';
import type { TeacherAnalytics } from '../class-items/item-analytics';
import { studentAnalytics, studentsInClass, teacherAnalytics } from '../class-items/item-analytics';
import { type LoadedSurvey, SURVEY, averageRating } from './survey-view';

/** One survey: per question the number of answers, the average, the count per rating and the comments. */
export async function surveyAnalytics(db: Db, { row }: LoadedSurvey): Promise<SurveyAnalytics> {
  const [classSize, [submitted], ratings, comments] = await Promise.all([
    studentsInClass(db, row),
    db.select({ n: sql<number>`count(*)::int` }).from(surveySubmissions).where(eq(surveySubmissions.surveyId, row.id)),
    db.execute(sql`
      select (a.ord - 1)::int as question, (a.e->>'rating')::int as rating, count(*)::int as n
      from ${surveySubmissions}, jsonb_array_elements(${surveySubmissions.answers}) with ordinality as a(e, ord)
      where ${surveySubmissions.surveyId} = ${row.id}
      group by a.ord, a.e->>'rating'`),
    db.execute(sql`
      select (a.ord - 1)::int as question, a.e->>'verbatim' as verbatim
      from ${surveySubmissions}, jsonb_array_elements(${surveySubmissions.answers}) with ordinality as a(e, ord)
      where ${surveySubmissions.surveyId} = ${row.id} and coalesce(a.e->>'verbatim', '') <> ''
      order by ${surveySubmissions.submittedAt} desc`),
  ]);
  const tally = rowsOf<{ question: number; rating: number; n: number }>(ratings).map((t) => ({
    question: Number(t.question),
    rating: Number(t.rating),
    n: Number(t.n),
  }));
  const texts = rowsOf<{ question: number; verbatim: string }>(comments);
  let ratingSum = 0;
  let ratingCount = 0;
  const questions = row.questions.map((q, i) => {
    const mine = tally.filter((t) => t.question === i);
    const responses = mine.reduce((n, t) => n + t.n, 0);
    const sum = mine.reduce((n, t) => n + t.rating * t.n, 0);
    ratingSum += sum;
    ratingCount += responses;
    return {
      prompt: q.prompt,
      min: q.min,
      max: q.max,
      responses,
      average_rating: average(sum, responses),
      distribution: Array.from(
        { length: q.max - q.min + 1 },
        (_, k) => mine.find((t) => t.rating === q.min + k)?.n ?? 0,
      ),
      verbatims: texts.filter((t) => Number(t.question) === i).map((t) => t.verbatim),
    };
  });
  return {
    survey_id: row.id,
    title: row.title,
    school_id: row.schoolId,
    class_level: row.classLevel,
    students_in_class: classSize,
    submissions: Number(submitted?.n ?? 0),
    average_rating: average(ratingSum, ratingCount),
    questions,
  };
}

/** Submissions scored by their ratings: the average is over every rating given. */
const rating = {
  key: 'average_rating',
  sum: sql`sum((e.value->>'rating')::float8)`,
  n: sql`count(e.value)::int`,
  join: sql`left join lateral jsonb_array_elements(${surveySubmissions.answers}) e on true`,
} as const;

/** Per school and class of one teacher's surveys: how many, submissions, average rating. */
export const teacherSurveyAnalytics: TeacherAnalytics<TeacherSurveyAnalytics> = teacherAnalytics(SURVEY, rating);

/** One student's surveys: totals, per school and class, and the last 5 submissions. */
export async function studentSurveyAnalytics(db: Db, studentId: string): Promise<StudentSurveyAnalytics> {
  const fields = {
    survey_id: surveys.id,
    title: surveys.title,
    class_level: surveys.classLevel,
    submitted_at: surveySubmissions.submittedAt,
    answers: surveySubmissions.answers,
  };
  const found = await studentAnalytics(SURVEY, db, studentId, rating, {
    fields,
    limit: SURVEY_LIMITS.recentSubmissions,
  });
  return {
    student_id: studentId,
    total_submissions: found.submitted,
    groups: found.groups,
    recent: found.recent.map(({ answers, submitted_at, ...r }) => ({
      ...r,
      submitted_at: iso(submitted_at),
      average_rating: averageRating(answers),
    })),
  };
}
