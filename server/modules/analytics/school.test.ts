import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#contract/analytics';
import { classSessions } from '#server/db/schema/teaching';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { TODAY, createWorld, daysAgo } from '#server/testing/analytics-fixture';

let t: TestApp;
let w: Awaited<ReturnType<typeof createWorld>>;
let sm: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  sm = await t.login('sm@test.test');
});
afterAll(() => t.close());

describe('GET /api/schools/{id}/analytics', () => {
  it("computes the school dashboard's figures and the change against the previous period", async () => {
    const res = await t.get(`/api/schools/${w.schoolA}/analytics`, sm);
    expect(res.status).toBe(200);
    const b = res.body;
    expect(b.school).toEqual({ _id: w.schoolA, name: 'Test School', institution_id: w.institutionId });
    expect(b.classProgress).toEqual({ '6A': 12, '7B': 6 });
    expect(b.classes).toEqual([
      {
        class_level: '6A',
        grade: 6,
        slides_done: 12,
        total_slides: 40,
        progress: 30,
        badge: 'outline',
        next_slide: 12, // where its next session resumes: its last visited slide (contract nextSlideOf)
        slides_remaining: 28,
        student_count: 3,
        sessions: 3,
        average_attendance: 85.6,
        last_session_date: addDays(TODAY(), -1),
      },
      {
        class_level: '7B',
        grade: 7,
        slides_done: 6,
        total_slides: 60,
        progress: 10,
        badge: 'outline',
        next_slide: 6, // no progress row: its latest session's slide, as the server would count the row again
        slides_remaining: 54,
        student_count: 2,
        sessions: 0,
        average_attendance: null,
        last_session_date: addDays(TODAY(), -40),
      },
    ]);
    expect(b).toMatchObject({
      todaySessions: 0,
      averageAttendance: 85.6,
      averageProgress: 20,
      completionRate: 18,
      total_students: 5,
      sessions: 3,
      attendance: 85.6,
      students_by_class: [
        { class_level: '6A', student_count: 3, total_slides: 40 },
        { class_level: '7B', student_count: 2, total_slides: 60 },
      ],
      performance: {
        change: 200,
        sessions: { current: 3, previous: 1, change: 200 },
        attendance: { current: 85.6, previous: 50, change: 35.6 },
      },
    });
  });

  it('changes when a session is logged today', async () => {
    const [row] = await t.db
      .insert(classSessions)
      .values({ ...w.session('7B', 0, 6, 10, 18, 20), sessionDate: new Date() })
      .returning();
    const res = await t.get(`/api/analytics/school/${w.schoolA}`, sm);
    expect(res.body).toMatchObject({ todaySessions: 1, sessions: 4, classProgress: { '6A': 12, '7B': 10 } });
    // (27 + 30 + 20 + 18) / (30 + 30 + 30 + 20)
    expect(res.body.averageAttendance).toBe(86.4);
    const { eq } = await import('drizzle-orm');
    await t.db.delete(classSessions).where(eq(classSessions.id, row?.id as string));
  });

  it('answers an honest empty state for a school with nothing taught yet', async () => {
    const res = await t.get(`/api/schools/${w.schoolB}/analytics`, sm);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      classProgress: { '8A': 0 },
      todaySessions: 0,
      averageAttendance: null,
      averageProgress: null,
      completionRate: 0,
      total_students: 1,
      sessions: 0,
      attendance: null,
      performance: {
        change: 0,
        sessions: { current: 0, previous: 0, change: 0 },
        attendance: { current: null, previous: null, change: null },
      },
    });
  });

  it('shows a teacher only their own classes of the school', async () => {
    const t2 = await t.login('t2@test.test');
    const res = await t.get(`/api/analytics/school/${w.schoolA}`, t2);
    expect(res.status).toBe(200);
    expect(res.body.classProgress).toEqual({ '7B': 6 });
    expect(res.body).toMatchObject({ total_students: 2, sessions: 0, averageAttendance: null });
  });

  it('counts a session started and never ended as missed', async () => {
    await t.db.insert(classSessions).values({
      ...w.session('6A', 2, 12, 12, 0, 0),
      status: 'in_progress',
      studentsAttended: null,
      totalStudents: null,
      endedAt: null,
      sessionDate: daysAgo(2, 3),
    });
    const res = await t.get(`/api/analytics/comprehensive?school_id=${w.schoolA}`, sm);
    expect(res.status).toBe(200);
    expect(res.body.variant).toBe('school');
    expect(res.body.sessionStatus).toEqual({ delivered: 3, missed: 1, in_progress: 0 });
    expect(res.body.overview).toMatchObject({ total_sessions: 4, average_attendance: 85.6 });
    expect(res.body.alerts).toContainEqual({ type: 'info', message: '1 session was started but never ended' });
  });
});
