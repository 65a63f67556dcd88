import { sql } from 'drizzle-orm';
import { attendanceRate } from '#contract/analytics';
import { meanOf, percentOf, round1 } from '#contract/percent';
import {
  type DueItem,
  STUDENT_MONTHS_SHOWN,
  STUDENT_SCORES_SHOWN,
  type StudentAnalytics,
  type StudentMonth,
  type StudentScore,
} from '#contract/student-analytics';
import type { Db } from '#server/db/client';
import { assignedAssessments } from '../assessments/assessment-submit.service';
import { studentSurveyAnalytics } from '../surveys/survey-analytics.service';
import { assignedSurveys } from '../surveys/survey-submit.service';
import { HAS_ATTENDANCE } from './sql';
import { isoText, rows } from '#server/lib/sql-helpers';
import { type StudentRow, studentProgress } from './student.service';

type MonthRow = { month: string; sessions: number; furthest: number; attended: number; total: number };
type ScoreRow = Omit<StudentScore, 'percentage' | 'class_average'> & {
  class_average: number | null;
  /** The class's percentages on the assessment, summed, and how many submissions had points. */
  class_sum: number | null;
  class_scored: number;
};

/** The month after 'YYYY-MM'. */
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** Ended sessions of the student's class per UTC month (one indexed pass over the class's sessions). */
const monthRows = (db: Db, schoolId: string, classLevel: string) =>
  rows<MonthRow>(
    db,
    sql`
    select to_char(cs.session_date at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as sessions,
      max(cs.ending_slide)::int as furthest,
      coalesce(sum(cs.students_attended) filter (where ${HAS_ATTENDANCE}), 0)::int as attended,
      coalesce(sum(cs.total_students) filter (where ${HAS_ATTENDANCE}), 0)::int as total
    from class_sessions cs
    where cs.school_id = ${schoolId} and cs.class_level = ${classLevel} and cs.status = 'ended'
    group by 1 order by 1`,
  );

/**
 * Every month from the class's first session to `thisMonth` (months without a session carry the position on),
 * the cumulative position the furthest slide reached so far, clamped to the deck; the last months shown.
 */
export function monthlyProgress(found: MonthRow[], totalSlides: number, thisMonth: string): StudentMonth[] {
  const first = found[0]?.month;
  if (!first) return [];
  const byMonth = new Map(found.map((r) => [r.month, r]));
  const last = [thisMonth, found.at(-1)?.month ?? thisMonth].sort()[1] as string;
  const months: StudentMonth[] = [];
  let position = 0;
  for (let month = first; month <= last; month = nextMonth(month)) {
    const r = byMonth.get(month);
    const furthest = r ? Math.min(r.furthest, totalSlides) : null;
    const before = position;
    position = Math.max(position, furthest ?? 0);
    months.push({
      month,
      sessions: r?.sessions ?? 0,
      furthest_slide: furthest,
      slides_covered: position - before,
      cumulative_slides: position,
      cumulative_percentage: percentOf(position, totalSlides) ?? 0,
      attendance_rate: r ? attendanceRate(r.attended, r.total) : null,
    });
  }
  return months.slice(-STUDENT_MONTHS_SHOWN);
}

/** Unrounded figures of the results shown: the summary averages these, rounding once (contract/percent.ts). */
const exact = (values: (number | null)[]) => values.flatMap((v) => (v === null ? [] : [Number(v)]));

/**
 * The student's latest results, each with the mean percentage of the submissions to the same assessment by
 * students of their school and class (one query: the submissions by student index, the class's by assessment),
 * and their summary.
 */
async function scores(
  db: Db,
  student: StudentRow,
): Promise<{ shown: StudentScore[]; summary: StudentAnalytics['assessment_summary'] }> {
  const found = await rows<ScoreRow>(
    db,
    sql`
    with mine as (
      select s.assessment_id, a.title, s.submitted_at, s.score, s.max_score
      from assessment_submissions s join assessments a on a.id = s.assessment_id
      where s.student_id = ${student.id}
      order by s.submitted_at desc, s.assessment_id limit ${STUDENT_SCORES_SHOWN}
    ), class_avg as (
      select o.assessment_id, avg(o.score * 100.0 / nullif(o.max_score, 0))::float8 as average, count(*)::int as n,
        sum(o.score * 100.0 / nullif(o.max_score, 0))::float8 as sum, count(nullif(o.max_score, 0))::int as scored
      from assessment_submissions o join student_details sd on sd.user_id = o.student_id
      where o.assessment_id in (select assessment_id from mine)
        and sd.school_id = ${student.school_id} and sd.class_level = ${student.class_level}
      group by o.assessment_id
    )
    select m.assessment_id, m.title, ${isoText(sql`m.submitted_at`)} as submitted_at, m.score::int as score,
      m.max_score::int as max_score, c.average as class_average, coalesce(c.n, 0)::int as class_submissions,
      c.sum as class_sum, coalesce(c.scored, 0)::int as class_scored
    from mine m left join class_avg c on c.assessment_id = m.assessment_id
    order by m.submitted_at, m.assessment_id`,
  );
  const shown = found.map(({ class_sum, class_scored, ...r }) => ({
    ...r,
    percentage: percentOf(r.score, r.max_score),
    class_average: r.class_average === null ? null : round1(Number(r.class_average)),
  }));
  // The class's average over all its submissions to these assessments, each weighing the same (as the teacher's
  // Assessment Analytics averages a class), not a mean of per-assessment means: one rule, one figure.
  const classScored = found.reduce((n, r) => n + r.class_scored, 0);
  const classSum = found.reduce((n, r) => n + Number(r.class_sum ?? 0), 0);
  const summary = {
    submitted: found.length,
    average: meanOf(exact(found.map((r) => (r.max_score > 0 ? (r.score * 100) / r.max_score : null)))),
    class_average: classScored > 0 ? round1(classSum / classScored) : null,
  };
  return { shown, summary };
}

/** Assigned items not submitted and still open, with the rule of the assessments and surveys lists. */
async function dueNext(db: Db, studentId: string, now: number): Promise<DueItem[]> {
  const [assessments, surveys] = await Promise.all([
    assignedAssessments(db, { id: studentId }),
    assignedSurveys(db, { id: studentId }),
  ]);
  const items = [
    ...assessments.map((a) => ({ ...a, kind: 'assessment' as const })),
    ...surveys.map((s) => ({ ...s, kind: 'survey' as const })),
  ];
  return items
    .filter((i) => !i.submitted && (i.allow_late_submissions || Date.parse(i.due_at) > now))
    .map((i) => ({ kind: i.kind, _id: i._id, title: i.title, due_at: i.due_at, overdue: Date.parse(i.due_at) <= now }))
    .sort((a, b) => a.due_at.localeCompare(b.due_at) || a.kind.localeCompare(b.kind) || a._id.localeCompare(b._id));
}

/** StudentProgress and, beside it, the class's months, the student's scores, surveys and what is due next. */
export async function studentAnalytics(db: Db, student: StudentRow, now = new Date()): Promise<StudentAnalytics> {
  const { school_id: schoolId, class_level: classLevel } = student;
  const [progress, months, results, surveys, due] = await Promise.all([
    studentProgress(db, student),
    schoolId && classLevel ? monthRows(db, schoolId, classLevel) : Promise.resolve([]),
    scores(db, student),
    studentSurveyAnalytics(db, student.id),
    dueNext(db, student.id, now.getTime()),
  ]);
  return {
    ...progress,
    monthly_progress: monthlyProgress(months, progress.total_slides, now.toISOString().slice(0, 7)),
    assessment_scores: results.shown,
    assessment_summary: results.summary,
    surveys: { answered: surveys.total_submissions, recent: surveys.recent },
    due_next: due,
  };
}
