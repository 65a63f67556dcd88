import { count, eq, sql } from 'drizzle-orm';
import type {
  AssessmentAnalytics,
  StudentAssessmentAnalytics,
  TeacherAssessmentAnalytics,
} from '#contract/assessments';
import { ASSESSMENT_LIMITS } from '#contract/assessments';
import type { Db } from '#server/db/client';
import { assessmentSubmissions, assessments } from '#server/db/schema/learning';
import { average, iso, round1, rowsOf } from '../class-items/class-items';
import type { TeacherAnalytics } from '../class-items/item-analytics';
import { studentAnalytics, studentsInClass, teacherAnalytics } from '../class-items/item-analytics';
import { ASSESSMENT, type LoadedAssessment, maxScore } from './assessment-view';

/** A submission's score percentage, unrounded (null with no points); rounded once in TS (contract/percent.ts). */
const pct = sql<number>`${assessmentSubmissions.score} * 100.0 / nullif(${assessmentSubmissions.maxScore}, 0)`;

/** One assessment: score summary and, per question, how often each option was chosen. */
export async function assessmentAnalytics(db: Db, { row }: LoadedAssessment): Promise<AssessmentAnalytics> {
  const [summary, classSize, choices] = await Promise.all([
    db
      .select({
        n: count(),
        avgPct: sql<number | null>`avg(${pct})::float8`,
        high: sql<number | null>`max(${assessmentSubmissions.score})`,
        low: sql<number | null>`min(${assessmentSubmissions.score})`,
      })
      .from(assessmentSubmissions)
      .where(eq(assessmentSubmissions.assessmentId, row.id)),
    studentsInClass(db, row),
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
    max_score: maxScore(row),
    students_in_class: classSize,
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
        correct_pct: average(correct * 100, submissions),
        unanswered: Number(mine.find((t) => Number(t.choice) === -1)?.n ?? 0),
        option_counts,
      };
    }),
  };
}

/**
 * Submissions scored by percent of the maximum: the average is over the submissions that had points (as the
 * student's analytics counts them), of unrounded percentages, rounded once.
 */
const scores = {
  key: 'avg_score_pct',
  sum: sql`sum(${pct})::float8`,
  n: sql`count(${pct})::int`,
} as const;

/** Per school and class of one teacher's assessments: how many, submissions, average score percent. */
export const teacherAssessmentAnalytics: TeacherAnalytics<TeacherAssessmentAnalytics> = teacherAnalytics(
  ASSESSMENT,
  scores,
);

/** One student's results: totals, per school and class, and the last 5 submissions. */
export async function studentAssessmentAnalytics(db: Db, studentId: string): Promise<StudentAssessmentAnalytics> {
  const fields = {
    assessment_id: assessments.id,
    title: assessments.title,
    class_level: assessments.classLevel,
    submitted_at: assessmentSubmissions.submittedAt,
    score: assessmentSubmissions.score,
    max_score: assessmentSubmissions.maxScore,
  };
  const limit = ASSESSMENT_LIMITS.recentSubmissions;
  const found = await studentAnalytics(ASSESSMENT, db, studentId, scores, { fields, limit });
  return {
    student_id: studentId,
    total_submissions: found.submitted,
    average_score_pct: found.average,
    groups: found.groups,
    recent: found.recent.map((r) => ({ ...r, submitted_at: iso(r.submitted_at) })),
  };
}
