import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '#contract/analytics';
import { classSessions } from '#server/db/schema/teaching';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { TODAY, createWorld, draftAssessment } from '#server/testing/analytics-fixture';
import { recentWindows } from './teacher.service';

let t: TestApp;
let w: Awaited<ReturnType<typeof createWorld>>;
let t1: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  await draftAssessment(t, w.t1, w.schoolA);
  t1 = await t.login('t1@test.test');
});
afterAll(() => t.close());

const monday = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
const taught = [3, 2, 1].map((n) => addDays(TODAY(), -n));
/** Runs of consecutive numbers in a sorted list. */
function runs(sorted: number[]) {
  const out: { last: number; length: number }[] = [];
  for (const n of sorted) {
    const run = out.at(-1);
    if (run && run.last === n - 1) {
      run.last = n;
      run.length += 1;
    } else out.push({ last: n, length: 1 });
  }
  return out;
}
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

describe('recentWindows', () => {
  it("is the last 7 and 30 days, and as many before, on a Monday as on any day (not 'since Monday')", () => {
    expect(recentWindows('2026-11-30')).toEqual({
      weekStart: '2026-11-24',
      lastWeekStart: '2026-11-17',
      monthStart: '2026-11-01',
      lastMonthStart: '2026-10-02',
    });
  });
});

describe('GET /api/analytics/teacher/{id}', () => {
  it('computes the Teaching Analytics payload of a month from the sessions (27/30, 30/30, 20/30 → 85.6%)', async () => {
    const res = await t.get(`/api/analytics/teacher/${w.t1}?period=1month`, t1);
    expect(res.status).toBe(200);
    const b = res.body;
    const windowStart = addDays(TODAY(), -29);
    const weeksInWindow = daysBetween(monday(windowStart), monday(TODAY())) / 7 + 1;
    const weeksTaught = new Set(taught.map(monday)).size;
    const consistency = Math.round((weeksTaught / weeksInWindow) * 1000) / 10;
    // This week and this month: the last 7 and 30 days (spec 03), whatever day of the week today is.
    const thisMonth = taught.filter((d) => d >= addDays(TODAY(), -29)).length;
    const thisWeek = taught.filter((d) => d >= addDays(TODAY(), -6)).length;
    const lastWeek = taught.filter((d) => d < addDays(TODAY(), -6) && d >= addDays(TODAY(), -13)).length;
    const weekRuns = runs([
      ...new Set([addDays(TODAY(), -40), ...taught].map((d) => daysBetween('2000-01-03', monday(d)) / 7)),
    ]);
    const thisWeekIndex = daysBetween('2000-01-03', monday(TODAY())) / 7;

    expect(b).toMatchObject({
      teacher: { _id: w.t1, name: 't1' },
      school: { _id: w.schoolA, name: 'Test School' },
      period: '1month',
      range: { startDate: windowStart, endDate: TODAY() },
      assignedClasses: 2,
      totalStudents: 5,
      sessionsThisWeek: thisWeek,
      pendingTasks: {
        count: 1,
        items: [{ type: 'draft_assessment', count: 1, message: '1 draft assessment to publish' }],
      },
    });
    expect(b.overallMetrics).toEqual({
      totalSessions: 3,
      totalClasses: 1,
      studentsReached: 3,
      averageAttendance: 85.6,
      completionRate: 18,
      hoursLogged: 4.5,
      // (14/3 slides × 10 + 77/90 × 100) / 2 = 66.11, rounded once; from the rounded 47 and 85.6 it was 66.3.
      teachingEfficiency: 66.1,
      curriculumPace: 'behind',
      slidesPerSession: 4.7,
      sessionChangeVsLastWeek: lastWeek ? ((thisWeek - lastWeek) / lastWeek) * 100 : thisWeek ? null : 0,
    });
    expect(b.attendancePatterns).toEqual({ excellent: 2, good: 0, needsAttention: 1 });
    expect(b.timeAnalytics).toMatchObject({ thisWeek, thisMonth, dailyAverage: 1, weeklyConsistency: consistency });
    const weekdays = taught.map((d) => (new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7).sort((x, y) => x - y);
    expect(b.timeAnalytics.bestDay).toBe(WEEKDAYS[weekdays[0] as number]);
    expect(b.classMetrics).toEqual([
      {
        school_id: w.schoolA,
        school_name: 'Test School',
        class_level: '6A',
        totalSessions: 3,
        totalStudents: 3,
        averageAttendance: 85.6,
        progressPercentage: 30,
        slidesCovered: 12,
        totalSlides: 40,
        attendanceTrend: 'stable',
        lastSessionDate: addDays(TODAY(), -1),
        engagementLevel: 'high',
        consistencyScore: consistency,
        slidesPerSession: 4.7,
        missedDays: 19,
        status: consistency >= 80 ? 'Excellent' : consistency >= 60 ? 'Good' : 'Needs Attention',
      },
      {
        school_id: w.schoolA,
        school_name: 'Test School',
        class_level: '7B',
        totalSessions: 0,
        totalStudents: 2,
        averageAttendance: null,
        progressPercentage: 10,
        slidesCovered: 6,
        totalSlides: 60,
        attendanceTrend: 'stable',
        lastSessionDate: addDays(TODAY(), -40),
        engagementLevel: null,
        consistencyScore: 0,
        slidesPerSession: null,
        missedDays: 23,
        status: 'Needs Attention',
      },
    ]);
    expect(b.engagementInsights).toMatchObject({
      averageSlidesCovered: 4.7,
      mostEngagedClass: '6A (Test School)',
      leastEngagedClass: null,
      fastestProgress: '6A (Test School)',
    });
    expect(b.achievements).toEqual({
      streaks: {
        currentDays: 3,
        longestDays: 3,
        currentWeeks: weekRuns.find((r) => r.last >= thisWeekIndex - 1)?.length ?? 0,
        longestWeeks: Math.max(...weekRuns.map((r) => r.length)),
      },
      milestones: [{ description: '10 sessions taught', target: 10, achieved: false, date: null }],
      // A change from a base this small is said as a difference, not as +200% (issue 14).
      improvements: [
        { area: 'Sessions taught', trend: 'up', percentage: 200, detail: '+2 (1 → 3)' },
        {
          area: 'Attendance',
          trend: 'up',
          percentage: 35.6,
          detail: expect.stringMatching(/^\+35\.6 points \(.+% → .+%\)$/),
        },
        {
          area: 'Slides per session',
          trend: 'down',
          percentage: 22.2,
          detail: expect.stringMatching(/^−22\.2% \(.+ → .+ slides\)$/),
        },
      ],
    });
    expect(b.recommendations).toEqual([
      '1 session had attendance below 75%.',
      '7B (Test School) has had no session for 40 days.',
      'Curriculum completion is 18%: plan extra sessions for the classes furthest behind.',
      ...(consistency < 60
        ? [`You taught in ${consistency}% of the weeks in this period: a session every week keeps classes on track.`]
        : []),
    ]);
  });

  it('derives the attendance trend from the last three sessions against the three before', async () => {
    // Three earlier 6A sessions at 100% (days 6, 5, 4) against the last three averaging 85.6%: down by 14.4 points.
    await t.db.insert(classSessions).values([6, 5, 4].map((n) => w.session('6A', n, 1, 1, 30, 30)));
    const res = await t.get(`/api/analytics/teacher/${w.t1}?period=1week`, t1);
    expect(res.body.classMetrics[0]).toMatchObject({
      class_level: '6A',
      totalSessions: 6,
      attendanceTrend: 'down',
      averageAttendance: 92.8,
    });
    expect(res.body.recommendations).toContain(
      'Attendance in 6A (Test School) is falling over its last three sessions: check in with the class.',
    );
    expect(res.body.achievements.streaks).toMatchObject({ currentDays: 6, longestDays: 6 });
  });

  it('answers an honest empty state for a teacher with no sessions', async () => {
    const t2 = await t.login('t2@test.test');
    const res = await t.get(`/api/analytics/teacher/${w.t2}`, t2);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      period: '3months',
      assignedClasses: 1,
      totalStudents: 2,
      averageAttendance: null,
      sessionsThisWeek: 0,
      pendingTasks: { count: 0, items: [] },
      overallMetrics: {
        totalSessions: 0,
        totalClasses: 0,
        studentsReached: 0,
        averageAttendance: null,
        completionRate: 10,
        hoursLogged: 0,
        teachingEfficiency: null,
        slidesPerSession: null,
      },
      timeAnalytics: { thisWeek: 0, lastWeek: 0, dailyAverage: 0, bestDay: null, weeklyConsistency: 0 },
      attendancePatterns: { excellent: 0, good: 0, needsAttention: 0 },
      engagementInsights: {
        averageSlidesCovered: null,
        mostEngagedClass: null,
        leastEngagedClass: null,
        fastestProgress: null,
        recommendedActions: [],
      },
      achievements: { streaks: { currentDays: 0, longestDays: 0, currentWeeks: 0, longestWeeks: 0 }, improvements: [] },
    });
    expect(res.body.achievements.milestones).toEqual([
      { description: '10 sessions taught', target: 10, achieved: false, date: null },
    ]);
  });

  it('lists open items: sessions never ended count as sessions without attendance', async () => {
    await t.db.insert(classSessions).values({
      ...w.session('7B', 0, 1, 1, 0, 0),
      status: 'in_progress',
      studentsAttended: null,
      totalStudents: null,
      endedAt: null,
    });
    const res = await t.get(`/api/analytics/teacher/${w.t1}`, t1);
    expect(res.body.pendingTasks).toEqual({
      count: 2,
      items: [
        { type: 'draft_assessment', count: 1, message: '1 draft assessment to publish' },
        { type: 'session_without_attendance', count: 1, message: '1 session without attendance' },
      ],
    });
  });

  it("refuses a period that isn't one of the spec's", async () => {
    const res = await t.get(`/api/analytics/teacher/${w.t1}?period=2weeks`, t1);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('period must be one of 1week, 1month, 3months, 6months, all');
  });
});
