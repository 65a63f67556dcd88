import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  SURVEY_LIMITS,
  type StudentSurveyAnalytics,
  type SurveyAnalytics,
  type TeacherSurveyAnalytics,
} from '#contract/surveys';
import type { Db } from '#server/db/client';
import { surveySubmissions, surveys } from '#server/db/schema/learning';
import { schools, studentDetails } from '#server/db/schema/people';
import type { Scope } from '#server/lib/scope';
import { classScopeWhere, iso, round1, rowsOf } from '../assessments/class-items';
import type { ItemFilterQuery } from '../assessments/list-query';
import { type LoadedSurvey, averageRating } from './survey-view';

/** One survey: per question the number of answers, the average, the count per rating and the comments. */
export async function surveyAnalytics(db: Db, { row }: LoadedSurvey): Promise<SurveyAnalytics> {
  const [[classSize], [submitted], ratings, comments] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(studentDetails)
      .where(and(eq(studentDetails.schoolId, row.schoolId), eq(studentDetails.classLevel, row.classLevel))),
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
      average_rating: responses ? round1(sum / responses) : null,
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
    students_in_class: Number(classSize?.n ?? 0),
    submissions: Number(submitted?.n ?? 0),
    average_rating: ratingCount ? round1(ratingSum / ratingCount) : null,
    questions,
  };
}

type GroupRow = {
  school_id: string;
  school_name: string;
  class_level: string;
  surveys: number;
  published: number;
  submissions: number;
  rating_sum: number | null;
  rating_n: number;
};

/** Per school and class of one teacher's surveys: how many, submissions, average rating. */
export async function teacherSurveyAnalytics(
  db: Db,
  scope: Scope,
  teacherId: string,
  filter: ItemFilterQuery,
): Promise<TeacherSurveyAnalytics> {
  const where = and(
    eq(surveys.teacherId, teacherId),
    classScopeWhere(scope, surveys.schoolId, surveys.classLevel),
    filter.school_id ? eq(surveys.schoolId, filter.school_id) : undefined,
    filter.class_level ? eq(surveys.classLevel, filter.class_level) : undefined,
  );
  const rows = rowsOf<GroupRow>(
    await db.execute(sql`
      select ${surveys.schoolId} as school_id, ${schools.name} as school_name, ${surveys.classLevel} as class_level,
        count(distinct ${surveys.id})::int as surveys,
        (count(distinct ${surveys.id}) filter (where ${surveys.published}))::int as published,
        count(distinct ${surveySubmissions.id})::int as submissions,
        sum((e.value->>'rating')::float8) as rating_sum, count(e.value)::int as rating_n
      from ${surveys}
      join ${schools} on ${schools.id} = ${surveys.schoolId}
      left join ${surveySubmissions} on ${surveySubmissions.surveyId} = ${surveys.id}
      left join lateral jsonb_array_elements(${surveySubmissions.answers}) e on true
      where ${where}
      group by ${surveys.schoolId}, ${schools.name}, ${surveys.classLevel}
      order by ${schools.name}, ${surveys.classLevel}`),
  );
  const groups = rows.map((r) => ({
    school_id: r.school_id,
    school_name: r.school_name,
    class_level: r.class_level,
    surveys: Number(r.surveys),
    published: Number(r.published),
    submissions: Number(r.submissions),
    average_rating: Number(r.rating_n) ? round1(Number(r.rating_sum) / Number(r.rating_n)) : null,
  }));
  const ratingN = rows.reduce((n, r) => n + Number(r.rating_n), 0);
  const ratingSum = rows.reduce((n, r) => n + Number(r.rating_sum ?? 0), 0);
  return {
    teacher_id: teacherId,
    groups,
    totals: {
      surveys: groups.reduce((n, g) => n + g.surveys, 0),
      submissions: groups.reduce((n, g) => n + g.submissions, 0),
      average_rating: ratingN ? round1(ratingSum / ratingN) : null,
    },
  };
}

/** One student's surveys: totals, per school and class, and the last 5 submissions. */
export async function studentSurveyAnalytics(db: Db, studentId: string): Promise<StudentSurveyAnalytics> {
  const [grouped, recent] = await Promise.all([
    db.execute(sql`
      select ${surveys.schoolId} as school_id, ${schools.name} as school_name, ${surveys.classLevel} as class_level,
        count(distinct ${surveySubmissions.id})::int as submitted,
        sum((e.value->>'rating')::float8) as rating_sum, count(e.value)::int as rating_n
      from ${surveySubmissions}
      join ${surveys} on ${surveys.id} = ${surveySubmissions.surveyId}
      join ${schools} on ${schools.id} = ${surveys.schoolId}
      left join lateral jsonb_array_elements(${surveySubmissions.answers}) e on true
      where ${surveySubmissions.studentId} = ${studentId}
      group by ${surveys.schoolId}, ${schools.name}, ${surveys.classLevel}
      order by ${schools.name}, ${surveys.classLevel}`),
    db
      .select({
        survey_id: surveys.id,
        title: surveys.title,
        class_level: surveys.classLevel,
        submitted_at: surveySubmissions.submittedAt,
        answers: surveySubmissions.answers,
      })
      .from(surveySubmissions)
      .innerJoin(surveys, eq(surveys.id, surveySubmissions.surveyId))
      .where(eq(surveySubmissions.studentId, studentId))
      .orderBy(desc(surveySubmissions.submittedAt), asc(surveys.id))
      .limit(SURVEY_LIMITS.recentSubmissions),
  ]);
  const groups = rowsOf<Omit<GroupRow, 'surveys' | 'published' | 'submissions'> & { submitted: number }>(grouped).map(
    (r) => ({
      school_id: r.school_id,
      school_name: r.school_name,
      class_level: r.class_level,
      submitted: Number(r.submitted),
      average_rating: Number(r.rating_n) ? round1(Number(r.rating_sum) / Number(r.rating_n)) : null,
    }),
  );
  return {
    student_id: studentId,
    total_submissions: groups.reduce((n, g) => n + g.submitted, 0),
    groups,
    recent: recent.map(({ answers, submitted_at, ...r }) => ({
      ...r,
      submitted_at: iso(submitted_at),
      average_rating: averageRating(answers),
    })),
  };
}
