import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#contract/analytics';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { TODAY, createWorld } from '#server/testing/analytics-fixture';

let t: TestApp;
let w: Awaited<ReturnType<typeof createWorld>>;
let im: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  im = await t.login('im@test.test');
});
afterAll(() => t.close());

describe('GET /api/institutions/{id}/analytics', () => {
  it('computes every figure of the institution from its sessions, students and progress', async () => {
    const res = await t.get(`/api/institutions/${w.institutionId}/analytics`, im);
    expect(res.status).toBe(200);
    const b = res.body;
    expect(b.institution).toEqual({ _id: w.institutionId, name: 'Test Trust' });
    expect(b.variant).toBe('institution');
    expect(b.range).toMatchObject({ startDate: addDays(TODAY(), -29), endDate: TODAY(), days: 30 });
    expect(b.overview).toEqual({
      total_users: 10,
      total_institutions: 1,
      total_schools: 2,
      total_teachers: 2,
      total_students: 6,
      active_students: 3,
      total_sessions: 3,
      hours_logged: 4.5,
      average_attendance: 85.6,
      average_progress: 20,
      completion_rate: 12,
      slides_covered: 18,
    });
    expect(b).toMatchObject({
      averageProgress: 20,
      completionRate: 12,
      activeStudents: 3,
      todaySessions: 0,
      weeklyTrend: null,
      weeklySessions: { thisWeek: 3, lastWeek: 0 },
    });
    expect(b.trends).toEqual({
      userGrowth: { current: 10, previous: 0, change: null },
      sessionGrowth: { current: 3, previous: 1, change: 200 },
      attendanceChange: { current: 85.6, previous: 50, change: 35.6 },
    });
    expect(b.series).toHaveLength(30);
    expect(b.series.at(-2)).toEqual({
      date: addDays(TODAY(), -1),
      sessions: 1,
      students_attended: 20,
      attendance: 66.7,
      new_users: 0,
      hours: 1.5,
    });
    expect(b.series.at(-1)).toEqual({
      date: TODAY(),
      sessions: 0,
      students_attended: 0,
      attendance: null,
      new_users: 10,
      hours: 0,
    });
    expect(b.distributions).toEqual({
      usersByRole: [
        { role: 'admin', count: 0 },
        { role: 'institution_manager', count: 1 },
        { role: 'school_manager', count: 1 },
        { role: 'teacher', count: 2 },
        { role: 'student', count: 6 },
      ],
      schoolsByBoard: [
        { board: 'CBSE', count: 1 },
        { board: 'ICSE', count: 1 },
      ],
      studentsByGrade: [
        { grade: 6, count: 3 },
        { grade: 7, count: 2 },
        { grade: 8, count: 1 },
      ],
    });
    expect(b.top.institutions).toEqual([
      { _id: w.institutionId, name: 'Test Trust', sessions: 3, schools: 2, students: 6, average_attendance: 85.6 },
    ]);
    expect(b.top.schools).toEqual([
      {
        _id: w.schoolA,
        name: 'Test School',
        institution_id: w.institutionId,
        sessions: 3,
        students: 5,
        average_attendance: 85.6,
      },
    ]);
    expect(b.top.teachers).toEqual([{ _id: w.t1, name: 't1', sessions: 3, classes: 1, average_attendance: 85.6 }]);
    expect(b.completion).toEqual([
      {
        school_id: w.schoolA,
        name: 'Test School',
        classes: 2,
        slides_covered: 18,
        slides_total: 100,
        completion_rate: 18,
      },
      {
        school_id: w.schoolB,
        name: 'Test School B',
        classes: 1,
        slides_covered: 0,
        slides_total: 50,
        completion_rate: 0,
      },
    ]);
    expect(b.marketShare).toEqual([
      { state: 'Kerala', schools: 1, students: 5, share: 83.3 },
      { state: 'Goa', schools: 1, students: 1, share: 16.7 },
    ]);
    expect(b.hoursByCity).toEqual([{ city: 'Kochi', sessions: 3, hours: 4.5 }]);
    expect(b.hours_estimate).toEqual({ hours_per_session: 1.5, estimated: true });
    expect(b.financials).toEqual({
      currency: 'INR',
      fee_per_student: 1167,
      estimated_annual_collection: 7000,
      students_billed: 6,
    });
    expect(b.sessionStatus).toEqual({ delivered: 3, missed: 0, in_progress: 0 });
    expect(b.alerts).toEqual([
      { type: 'warning', school_id: w.schoolB, message: 'No sessions logged at Test School B in this period' },
    ]);
  });

  it('answers the same at /api/analytics/institution/{id}, and for a custom range', async () => {
    const alias = await t.get(`/api/analytics/institution/${w.institutionId}`, im);
    expect(alias.status).toBe(200);
    expect(alias.body.overview.average_attendance).toBe(85.6);
    const from = addDays(TODAY(), -45);
    const to = addDays(TODAY(), -35);
    const res = await t.get(
      `/api/analytics/institution/${w.institutionId}?startDate=${from}&endDate=${to}&granularity=daily`,
      im,
    );
    expect(res.status).toBe(200);
    expect(res.body.range).toEqual({
      startDate: from,
      endDate: to,
      days: 11,
      previousStartDate: addDays(from, -11),
      previousEndDate: addDays(from, -1),
    });
    expect(res.body.series).toHaveLength(11);
    expect(res.body.overview).toMatchObject({
      total_sessions: 1,
      average_attendance: 50,
      hours_logged: 1.5,
      active_students: 2,
    });
    expect(res.body.alerts).toEqual([
      {
        type: 'critical',
        school_id: w.schoolA,
        message: 'Low attendance at Test School: 50% in this period (below 75%)',
      },
      { type: 'warning', school_id: w.schoolB, message: 'No sessions logged at Test School B in this period' },
    ]);
  });

  it("refuses a start date after the end date with the spec's message", async () => {
    const res = await t.get(
      `/api/institutions/${w.institutionId}/analytics?startDate=${TODAY()}&endDate=${addDays(TODAY(), -1)}`,
      im,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Start date cannot be after end date',
      details: [{ field: 'startDate', msg: 'Start date cannot be after end date' }],
    });
    const bad = await t.get(`/api/institutions/${w.institutionId}/analytics?startDate=2024-02-30`, im);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Dates must be given as YYYY-MM-DD');
    const long = await t.get('/api/analytics/comprehensive?startDate=2010-01-01', im);
    expect(long.status).toBe(400);
    expect(long.body).toEqual({
      error: 'The date range cannot be longer than 10 years',
      details: [{ field: 'startDate', msg: 'The date range cannot be longer than 10 years' }],
    });
    // A year people never mean (issue 13): refused at once, never looped over.
    const ancient = await t.get('/api/analytics/comprehensive?startDate=1990-01-01', im);
    expect(ancient.body).toEqual({
      error: 'Dates must be between 2000 and 2100',
      details: [{ field: 'startDate', msg: 'Dates must be between 2000 and 2100' }],
    });
    const since = await t.get(`/api/analytics/comprehensive?startDate=${addDays(TODAY(), -6)}`, im);
    expect(since.body.range).toMatchObject({ startDate: addDays(TODAY(), -6), endDate: TODAY(), days: 7 });
    const weekly = await t.get(`/api/analytics/comprehensive?granularity=weekly`, im);
    expect(weekly.status).toBe(400);
    expect(weekly.body.error).toBe("granularity must be 'daily'");
  });
});
