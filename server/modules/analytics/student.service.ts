import { sql } from 'drizzle-orm';
import { attendanceRate } from '#contract/analytics';
import { round1 } from '#contract/percent';
import { nextSlideOf } from '#contract/sessions';
import type { StudentProgress } from '#contract/analytics-people-types';
import { INSIGHT_MESSAGES as M } from '#contract/insight-messages';
import type { Db } from '#server/db/client';
import type { AuthUser } from '#server/lib/context';
import { notFound } from '#server/lib/errors';
import { type Scope, canSeeClass, canSeeSchool } from '#server/lib/scope';
import { ownAttendance } from '../progress/own-attendance';
import { studentAchievements, upcomingTopics } from './student-milestones';
import { type ClassProgressRow, HAS_ATTENDANCE, classProgressSql } from './sql';
import { dayText, rows } from '#server/lib/sql-helpers';
import { isUuid } from '#contract/list-query';

export type StudentRow = {
  id: string;
  name: string;
  student_id: string | null;
  school_id: string | null;
  class_level: string | null;
  school_name: string | null;
};

/** The student record, if the caller may see it: students only themself, teachers their classes, managers their schools. */
export async function visibleStudent(db: Db, user: AuthUser, scope: Scope, studentId: string): Promise<StudentRow> {
  if (!isUuid(studentId) || (user.role === 'student' && studentId !== user.id)) throw notFound(M.studentNotFound);
  const [student] = await rows<StudentRow>(
    db,
    sql`
    select u.id, u.name, sd.student_id, sd.school_id, sd.class_level, s.name as school_name
    from users u left join student_details sd on sd.user_id = u.id left join schools s on s.id = sd.school_id
    where u.id = ${studentId} and u.role = 'student'`,
  );
  if (!student) throw notFound(M.studentNotFound);
  if (user.role === 'admin' || user.role === 'student') return student;
  const visible =
    student.school_id && student.class_level
      ? user.role === 'teacher'
        ? canSeeClass(scope, student.school_id, student.class_level)
        : canSeeSchool(scope, student.school_id)
      : false;
  if (!visible) throw notFound(M.studentNotFound);
  return student;
}

/**
 * A student's progress through their class's deck: the class's sessions and attendance rate (the counts each session
 * recorded), and the student's own attendance from the roll calls (issue 17).
 */
export async function studentProgress(db: Db, student: StudentRow): Promise<StudentProgress> {
  const base = { student: { _id: student.id, name: student.name, student_id: student.student_id } };
  if (!student.school_id || !student.class_level) {
    return {
      ...base,
      own_attendance: await ownAttendance(db, student.id),
      school_id: null,
      school_name: null,
      class_level: null,
      total_slides: 0,
      slides_covered: 0,
      remaining_slides: 0,
      progress_percentage: 0,
      next_slide: null,
      total_sessions: 0,
      attendance: { rate: null, sessions: 0, basis: 'class' },
      recent_sessions: [],
      achievements: [],
      upcoming_topics: [],
      progress: { completedSlides: 0, sessions: 0 },
    };
  }
  const schoolId = student.school_id;
  const classLevel = student.class_level;
  const classCondition = sql`cs.school_id = ${schoolId} and cs.class_level = ${classLevel} and cs.status = 'ended'`;
  const [[progress], [totals], recent, own] = await Promise.all([
    rows<ClassProgressRow>(
      db,
      sql`select p.* from (${classProgressSql(sql`s.id = ${schoolId}`, true)}) p where p.class_level = ${classLevel}`,
    ),
    rows<{ sessions: number; attended: number; total: number }>(
      db,
      sql`
      select count(*)::int as sessions,
        coalesce(sum(cs.students_attended) filter (where ${HAS_ATTENDANCE}), 0)::int as attended,
        coalesce(sum(cs.total_students) filter (where ${HAS_ATTENDANCE}), 0)::int as total
      from class_sessions cs where ${classCondition}`,
    ),
    rows<{
      id: string;
      date: string;
      starting_slide: number;
      ending_slide: number;
      attended: number | null;
      total: number | null;
    }>(
      db,
      sql`
      select cs.id, ${dayText(sql`cs.session_date`)} as date, cs.starting_slide, cs.ending_slide,
        cs.students_attended as attended, cs.total_students as total
      from class_sessions cs where ${classCondition} order by cs.session_date desc, cs.id limit 5`,
    ),
    ownAttendance(db, student.id),
  ]);
  const totalSlides = progress?.total_slides ?? 0;
  const covered = Math.min(progress?.slides_done ?? 0, totalSlides);
  const sessions = totals?.sessions ?? 0;
  // The slide the class's next session resumes at: the teacher's 'Next: Slide N' (one rule, contract/sessions.ts),
  // and the first of the upcoming topics, so the student's screen names one next slide.
  const next = covered < totalSlides ? nextSlideOf(progress?.last_slide_visited, totalSlides) : null;
  const [achievements, topics] = await Promise.all([
    studentAchievements(db, schoolId, classLevel, totalSlides),
    upcomingTopics(db, progress?.grade ?? null, next, totalSlides),
  ]);
  return {
    ...base,
    school_id: schoolId,
    school_name: student.school_name,
    class_level: classLevel,
    total_slides: totalSlides,
    slides_covered: covered,
    remaining_slides: totalSlides - covered,
    progress_percentage: totalSlides > 0 ? round1((covered / totalSlides) * 100) : 0,
    next_slide: next,
    total_sessions: sessions,
    attendance: { rate: attendanceRate(totals?.attended ?? 0, totals?.total ?? 0), sessions, basis: 'class' },
    own_attendance: own,
    recent_sessions: recent.map((r) => ({
      _id: r.id,
      date: r.date,
      starting_slide: r.starting_slide,
      ending_slide: r.ending_slide,
      slides_covered: Math.max(r.ending_slide - r.starting_slide + 1, 0),
      attendance_percentage: r.attended !== null && r.total ? attendanceRate(r.attended, r.total) : null,
    })),
    achievements,
    upcoming_topics: topics,
    progress: { completedSlides: covered, sessions },
  };
}
