import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundFigure } from '#contract/percent';
import { sessionStatsOf } from '#contract/session-stats';
import type { ClassSessionView, SessionListResponse } from '#contract/sessions-types';
import { schools, users } from '#server/db/schema/people';
import { classSessions } from '#server/db/schema/teaching';
import { createTestApp, type TestApp } from '#server/testing/test-app';

// The whole session history (issue 16): pages of 50 on the server, newest first, every session of the filter on
// exactly one page (pages past the middle are read from the oldest end), and the four figures over the whole filter.
let t: TestApp;
let admin: string;
let manager: string; // school manager of Mohali and Ludhiana
let mohali: string;
let noida: string;
let teacherId: string;
const SEEDED = 137;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  manager = await t.login('school.manager@demo.test');
  const rows = await t.db.select({ id: schools.id, name: schools.name, inst: schools.institutionId }).from(schools);
  const school = rows.find((s) => s.name.includes('Mohali'));
  mohali = school?.id as string;
  noida = rows.find((s) => s.name.includes('Noida'))?.id as string;
  const [teacher] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'teacher@demo.test'));
  teacherId = teacher?.id as string;
  // Sessions of Mohali 8B: ten share one moment (ties are ordered by id), some have no attendance yet.
  const base = Date.parse('2026-03-01T09:00:00Z');
  await t.db.insert(classSessions).values(
    Array.from({ length: SEEDED }, (_, i) => ({
      teacherId,
      schoolId: mohali,
      institutionId: school?.inst as string,
      classLevel: '8B',
      grade: 8,
      status: 'ended' as const,
      sessionDate: new Date(i < 10 ? base : base + i * 3_600_000),
      startingSlide: 1 + (i % 7),
      endingSlide: 3 + (i % 7) + (i % 5),
      currentSlide: 3 + (i % 7),
      studentsAttended: i % 9 === 0 ? null : 10 + (i % 17),
      totalStudents: i % 9 === 0 ? null : 30,
      endedAt: new Date(base + i * 3_600_000),
    })),
  );
});
afterAll(() => t.close());

const list = async (query: string, token = admin) => {
  const res = await t.get(`/api/class-sessions?${query}`, token);
  expect(res.status).toBe(200);
  return res.body as SessionListResponse;
};

describe('GET /api/class-sessions: the whole history, paged on the server', () => {
  it('puts every session of the filter on exactly one page, newest first (date, then id), the last page too', async () => {
    const all = await t.db
      .select({ id: classSessions.id, date: classSessions.sessionDate })
      .from(classSessions)
      .where(and(eq(classSessions.schoolId, mohali), eq(classSessions.classLevel, '8B')));
    const expected = all
      .sort((a, b) => b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      .map((r) => r.id);
    expect(expected.length).toBeGreaterThanOrEqual(SEEDED);
    const pages: ClassSessionView[][] = [];
    const first = await list(`school_id=${mohali}&class_level=8B&limit=50&page=1`);
    expect(first.pagination).toMatchObject({ total: expected.length, totalPages: Math.ceil(expected.length / 50) });
    pages.push(first.data);
    for (let page = 2; page <= first.pagination.totalPages; page++) {
      pages.push((await list(`school_id=${mohali}&class_level=8B&limit=50&page=${page}`)).data);
    }
    expect(pages.map((p) => p.length)).toEqual(
      Array.from({ length: first.pagination.totalPages }, (_, i) => Math.min(50, expected.length - i * 50)),
    );
    expect(pages.flat().map((s) => s._id)).toEqual(expected);
    // Past the last page: nothing.
    expect(
      (await list(`school_id=${mohali}&class_level=8B&limit=50&page=${first.pagination.totalPages + 1}`)).data,
    ).toEqual([]);
  });

  it('computes the four figures over the whole filter, not the page, by the rule the screen uses offline', async () => {
    const rows = await t.db
      .select()
      .from(classSessions)
      .where(and(eq(classSessions.schoolId, mohali), eq(classSessions.classLevel, '8B')));
    const percents = rows
      .filter((r) => r.studentsAttended !== null && r.totalStudents)
      .map((r) => ((r.studentsAttended as number) * 100) / (r.totalStudents as number));
    const res = await list(`school_id=${mohali}&class_level=8B&limit=50&page=2&stats=true`);
    expect(res.stats).toEqual({
      sessions: rows.length,
      students: rows.reduce((sum, r) => sum + (r.studentsAttended ?? 0), 0),
      average_attendance: roundFigure(percents.reduce((a, b) => a + b, 0) / percents.length, 0),
      slides: rows.reduce((sum, r) => sum + Math.max(0, r.endingSlide - r.startingSlide + 1), 0),
    });
    // My Sessions offline computes them over the sessions it shows (sessionStatsOf): over every page of the
    // filter, the same figures as the server's.
    const pages = [];
    for (let page = 1; page <= res.pagination.totalPages; page++)
      pages.push(...(await list(`school_id=${mohali}&class_level=8B&limit=50&page=${page}`)).data);
    expect(pages).toHaveLength(rows.length);
    expect(sessionStatsOf(pages)).toEqual(res.stats);
    expect((await list(`school_id=${mohali}&class_level=8B`)).stats).toBeUndefined();
    expect((await list(`school_id=${mohali}&class_level=12Z&stats=true`)).stats).toEqual({
      sessions: 0,
      students: 0,
      average_attendance: null,
      slides: 0,
    });
  });

  it('filters by teacher and keeps a manager to their schools', async () => {
    const mine = await list(`teacher_id=${teacherId}&class_level=8B&stats=true`, manager);
    expect(mine.pagination.total).toBeGreaterThanOrEqual(SEEDED);
    expect(mine.data.every((s) => s.teacher_id._id === teacherId)).toBe(true);
    const elsewhere = await list(`school_id=${noida}&stats=true`, manager);
    expect(elsewhere.pagination.total).toBe(0);
    expect(elsewhere.stats?.sessions).toBe(0);
    expect((await t.get('/api/class-sessions?stats=maybe', admin)).status).toBe(400);
  });
});
