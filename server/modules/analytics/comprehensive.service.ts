import {
  HOURS_PER_SESSION,
  TOP_CITIES,
  TOP_LIST_SIZE,
  attendanceRate,
  estimatedHours,
  percentChange,
} from '#contract/analytics';
import { round1 } from '#contract/percent';
import type { DateRange } from '#contract/analytics';
import type { GeneralAnalytics, SchoolCompletion, TopSchool } from '#contract/analytics-types';
import { INSIGHT_MESSAGES } from '#contract/insight-messages';
import { ROLES } from '#contract/roles';
import type { Db } from '#server/db/client';
import { buildAlerts } from './alerts';
import { group, readTallies, sumDays, topInstitutions } from './comprehensive-sums';
import * as q from './comprehensive.queries';
import { type Area, eachDay } from './sql';

/** The general analytics view (spec 03 Analytics) for everything, some institutions or some schools. */
export async function generalAnalytics(
  db: Db,
  area: Area,
  range: DateRange,
  variant: GeneralAnalytics['variant'],
): Promise<GeneralAnalytics> {
  const [days, before, tallies, schools, completion, roles, newUsers, institutions] = await Promise.all([
    q.sessionsByDay(db, area, range),
    q.previousTotals(db, area, range),
    q.tallies(db, area, range),
    q.schoolsOf(db, area),
    q.completionBySchool(db, area),
    q.usersByRole(db, area),
    q.newUsersByDay(db, area, range),
    q.institutionCount(db, area),
  ]);
  const sums = readTallies(tallies);

  const now = sumDays(days);
  const attendanceNow = attendanceRate(now.attended, now.total);
  const attendanceBefore = attendanceRate(before.attended, before.total);
  const newNow = newUsers.filter((u) => u.day >= range.startDate).reduce((n, u) => n + u.users, 0);
  const newPrev = newUsers.filter((u) => u.day < range.startDate).reduce((n, u) => n + u.users, 0);
  const newByDay = new Map(newUsers.map((u) => [u.day, u.users]));
  const dayMap = new Map(days.map((d) => [d.day, d]));
  const roleCount = (role: string) => roles.find((r) => r.role === role)?.total ?? 0;
  const { bySchool, studentsBySchool } = sums;
  const billed = schools.reduce((n, s) => n + (studentsBySchool.get(s.id) ?? 0), 0);
  const collection = schools.reduce((n, s) => n + s.fee * (studentsBySchool.get(s.id) ?? 0), 0);
  const covered = completion.reduce((n, c) => n + c.covered, 0);
  const slidesTotal = completion.reduce((n, c) => n + c.total, 0);
  const started = completion.reduce((n, c) => n + c.started, 0);
  const progressSum = completion.reduce((n, c) => n + c.progress_sum, 0);
  const completionOf = new Map(completion.map((c) => [c.school_id, c]));
  const sessionGrowth = {
    current: now.sessions,
    previous: before.sessions,
    change: percentChange(now.sessions, before.sessions),
  };
  const attendanceChange = {
    current: attendanceNow,
    previous: attendanceBefore,
    change: attendanceNow !== null && attendanceBefore !== null ? round1(attendanceNow - attendanceBefore) : null,
  };

  const topSchools: TopSchool[] = schools
    .filter((s) => bySchool.has(s.id))
    .map((s) => {
      const r = bySchool.get(s.id) ?? { sessions: 0, attended: 0, total: 0 };
      return {
        _id: s.id,
        name: s.name,
        institution_id: s.institution_id,
        sessions: r.sessions,
        students: studentsBySchool.get(s.id) ?? 0,
        average_attendance: attendanceRate(r.attended, r.total),
      };
    })
    .sort((a, b) => b.sessions - a.sessions || a.name.localeCompare(b.name));
  const completionRows: SchoolCompletion[] = schools
    .map((s) => {
      const c = completionOf.get(s.id);
      return {
        school_id: s.id,
        name: s.name,
        classes: c?.classes ?? 0,
        slides_covered: c?.covered ?? 0,
        slides_total: c?.total ?? 0,
        completion_rate: c && c.total > 0 ? round1((c.covered / c.total) * 100) : 0,
      };
    })
    .sort((a, b) => b.completion_rate - a.completion_rate || a.name.localeCompare(b.name));
  const studentsByState = group(
    schools,
    (s) => s.state || INSIGHT_MESSAGES.unknownPlace,
    (s) => studentsBySchool.get(s.id) ?? 0,
  );

  return {
    variant,
    range,
    granularity: 'daily',
    overview: {
      total_users: roles.reduce((n, r) => n + r.total, 0),
      total_institutions: institutions,
      total_schools: schools.length,
      total_teachers: roleCount('teacher'),
      // The system counts every student account; an area counts the students enrolled in its schools.
      total_students: variant === 'system' ? roleCount('student') : billed,
      active_students: sums.activeStudents,
      total_sessions: now.sessions,
      hours_logged: estimatedHours(now.sessions),
      average_attendance: attendanceNow,
      average_progress: started > 0 ? round1((progressSum / started) * 100) : null,
      completion_rate: slidesTotal > 0 ? round1((covered / slidesTotal) * 100) : null,
      slides_covered: covered,
    },
    trends: {
      userGrowth: { current: newNow, previous: newPrev, change: percentChange(newNow, newPrev) },
      sessionGrowth,
      attendanceChange,
    },
    series: eachDay(range.startDate, range.endDate).map((date) => {
      const d = dayMap.get(date);
      const sessions = d?.sessions ?? 0;
      return {
        date,
        sessions,
        students_attended: d?.attended ?? 0,
        attendance: d ? attendanceRate(d.attended, d.total) : null,
        new_users: newByDay.get(date) ?? 0,
        hours: estimatedHours(sessions),
      };
    }),
    distributions: {
      usersByRole: ROLES.map((role) => ({ role, count: roleCount(role) })),
      schoolsByBoard: [
        ...group(
          schools,
          (s) => s.board || 'Other',
          () => 1,
        ),
      ]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([board, count]) => ({ board, count })),
      studentsByGrade: sums.studentsByGrade,
    },
    top: {
      institutions: topInstitutions(schools, bySchool, studentsBySchool),
      schools: topSchools.slice(0, TOP_LIST_SIZE),
      teachers: sums.topTeachers,
    },
    completion: completionRows,
    marketShare: [
      ...group(
        schools,
        (s) => s.state || INSIGHT_MESSAGES.unknownPlace,
        () => 1,
      ),
    ]
      .map(([state, n]) => {
        const count = studentsByState.get(state) ?? 0;
        return { state, schools: n, students: count, share: billed > 0 ? round1((count / billed) * 100) : 0 };
      })
      .sort((a, b) => b.students - a.students || b.schools - a.schools || a.state.localeCompare(b.state)),
    hoursByCity: [
      ...group(
        schools,
        (s) => s.city || INSIGHT_MESSAGES.unknownPlace,
        (s) => bySchool.get(s.id)?.sessions ?? 0,
      ),
    ]
      .filter(([, sessions]) => sessions > 0)
      .map(([city, sessions]) => ({ city, sessions, hours: estimatedHours(sessions) }))
      .sort((a, b) => b.sessions - a.sessions || a.city.localeCompare(b.city))
      .slice(0, TOP_CITIES),
    hours_estimate: { hours_per_session: HOURS_PER_SESSION, estimated: true },
    financials: {
      currency: 'INR',
      fee_per_student: billed > 0 ? Math.round(collection / billed) : 0,
      estimated_annual_collection: collection,
      students_billed: billed,
    },
    sessionStatus: { delivered: now.delivered, missed: now.missed, in_progress: now.in_progress },
    alerts: buildAlerts({
      schools,
      bySchool,
      completion,
      sessionGrowth,
      attendanceChange,
      missed: now.missed,
      pending: variant === 'system' ? roles.reduce((n, r) => n + r.pending, 0) : 0,
    }),
  };
}
