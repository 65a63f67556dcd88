import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type {
  AssessmentAnalytics,
  StudentAssessmentAnalytics,
  TeacherAssessmentAnalytics,
} from '#contract/assessments';
import { ASSESSMENT_LIMITS } from '#contract/assessments';
import type { Db } from '#server/db/client';
import { assessmentSubmissions, assessments } from '#server/db/schema/learning';
import { schools, studentDetails } from '#server/db/schema/people';
import type { Scope } from '#server/lib/scope';
import type { LoadedAssessment } from './assessment-view';
import { classScopeWhere, iso, round1, rowsOf } from './class-items';
import type { ItemFilterQuery } from './list-query';

const pct = sql<number>`${assessmentSubmissions.score} * 100.0 / nullif(${assessmentSubmissions.maxScore}, 0)`;

/** One assessment: score summary and, per question, how often each option was chosen. */
export async function assessmentAnalytics(db: Db, { row }: LoadedAssessment): Promise<AssessmentAnalytics> {
  const [summary, [classSize], choices] = await Promise.all([
    db
      .select({
        n: count(),
        avgPct: sql<number | null>`avg(${pct})::float8`,
        high: sql<number | null>`max(${assessmentSubmissions.score})`,
        low: sql<number | null>`min(${assessmentSubmissions.score})`,
      })
      .from(assessmentSubmissions)
      .where(eq(assessmentSubmissions.assessmentId, row.id)),
    db
      .select({ n: count() })
      .from(studentDetails)
      .where(and(eq(studentDetails.schoolId, row.schoolId), eq(studentDetails.classLevel, row.classLevel))),
    db.execute(sql`
      select (a.ord - 1)::int as question, a.choice::int as choice, count(*)::int as n
      from ${assessmentSubmissions} s, jsonb_array_elements_text(s.answers) with ordinality as a(choice, ord)
      where s.assessment_id = ${row.id}
      group by a.ord, a.choice`),
  ]);
  const tally = rowsOf<{ question: number; choice: number; n: number }>(choices);
  const s = summary[0];
  const submissions = Number(s?.n ?? 0);
  return {
    assessment_id: row.id,
    title: row.title,
    school_id: row.schoolId,
    class_level: row.classLevel,
    max_score: row.questions.reduce((sum, q) => sum + (q.points ?? 1), 0),
    students_in_class: Number(classSize?.n ?? 0),
    submissions,
    avg_score_pct: round1(s?.avgPct),
    highest_score: s?.high === null || s?.high === undefined ? null : Number(s.high),
    lowest_score: s?.low === null || s?.low === undefined ? null : Number(s.low),
    questions: row.questions.map((q, i) => {
      const mine = tally.filter((t) => Number(t.question) === i);
      const option_counts = q.options.map((_, o) => Number(mine.find((t) => Number(t.choice) === o)?.n ?? 0));
      const correct = option_counts[q.correctIndex] ?? 0;
      return {
        prompt: q.prompt,
        correctIndex: q.correctIndex,
        correct,
        correct_pct: submissions ? round1((correct * 100) / submissions) : null,
        unanswered: Number(mine.find((t) => Number(t.choice) === -1)?.n ?? 0),
        option_counts,
      };
    }),
  };
}

/** Per school and class of one teacher's assessments: how many, submissions, average score percent. */
export async function teacherAssessmentAnalytics(
  db: Db,
  scope: Scope,
  teacherId: string,
  filter: ItemFilterQuery,
): Promise<TeacherAssessmentAnalytics> {
  const rows = await db
    .select({
      school_id: assessments.schoolId,
      school_name: schools.name,
      class_level: assessments.classLevel,
      assessments: sql<number>`count(distinct ${assessments.id})::int`,
      published: sql<number>`(count(distinct ${assessments.id}) filter (where ${assessments.published}))::int`,
      submissions: sql<number>`count(${assessmentSubmissions.id})::int`,
      pctSum: sql<number | null>`sum(${pct})::float8`,
    })
    .from(assessments)
    .innerJoin(schools, eq(schools.id, assessments.schoolId))
    .leftJoin(assessmentSubmissions, eq(assessmentSubmissions.assessmentId, assessments.id))
    .where(
      and(
        eq(assessments.teacherId, teacherId),
        classScopeWhere(scope, assessments.schoolId, assessments.classLevel),
        filter.school_id ? eq(assessments.schoolId, filter.school_id) : undefined,
        filter.class_level ? eq(assessments.classLevel, filter.class_level) : undefined,
      ),
    )
    .groupBy(assessments.schoolId, schools.name, assessments.classLevel)
    .orderBy(asc(schools.name), asc(assessments.classLevel));
  const groups = rows.map(({ pctSum, ...g }) => ({
    ...g,
    assessments: Number(g.assessments),
    published: Number(g.published),
    submissions: Number(g.submissions),
    avg_score_pct: Number(g.submissions) ? round1(Number(pctSum) / Number(g.submissions)) : null,
  }));
  const submissions = groups.reduce((n, g) => n + g.submissions, 0);
  const pctTotal = rows.reduce((n, r) => n + Number(r.pctSum ?? 0), 0);
  return {
    teacher_id: teacherId,
    groups,
    totals: {
      assessments: groups.reduce((n, g) => n + g.assessments, 0),
      submissions,
      avg_score_pct: submissions ? round1(pctTotal / submissions) : null,
    },
  };
}

/** One student's results: totals, per school and class, and the last 5 submissions. */
export async function studentAssessmentAnalytics(db: Db, studentId: string): Promise<StudentAssessmentAnalytics> {
  const [rows, recent] = await Promise.all([
    db
      .select({
        school_id: assessments.schoolId,
        school_name: schools.name,
        class_level: assessments.classLevel,
        submitted: sql<number>`count(*)::int`,
        pctSum: sql<number | null>`sum(${pct})::float8`,
      })
      .from(assessmentSubmissions)
      .innerJoin(assessments, eq(assessments.id, assessmentSubmissions.assessmentId))
      .innerJoin(schools, eq(schools.id, assessments.schoolId))
      .where(eq(assessmentSubmissions.studentId, studentId))
      .groupBy(assessments.schoolId, schools.name, assessments.classLevel)
      .orderBy(asc(schools.name), asc(assessments.classLevel)),
    db
      .select({
        assessment_id: assessments.id,
        title: assessments.title,
        class_level: assessments.classLevel,
        submitted_at: assessmentSubmissions.submittedAt,
        score: assessmentSubmissions.score,
        max_score: assessmentSubmissions.maxScore,
      })
      .from(assessmentSubmissions)
      .innerJoin(assessments, eq(assessments.id, assessmentSubmissions.assessmentId))
      .where(eq(assessmentSubmissions.studentId, studentId))
      .orderBy(desc(assessmentSubmissions.submittedAt), asc(assessments.id))
      .limit(ASSESSMENT_LIMITS.recentSubmissions),
  ]);
  const total = rows.reduce((n, r) => n + Number(r.submitted), 0);
  const pctTotal = rows.reduce((n, r) => n + Number(r.pctSum ?? 0), 0);
  return {
    student_id: studentId,
    total_submissions: total,
    average_score_pct: total ? round1(pctTotal / total) : null,
    groups: rows.map(({ pctSum, ...g }) => ({
      ...g,
      submitted: Number(g.submitted),
      avg_score_pct: Number(g.submitted) ? round1(Number(pctSum) / Number(g.submitted)) : null,
    })),
    recent: recent.map((r) => ({ ...r, submitted_at: iso(r.submitted_at) })),
  };
}
