import { and, count, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentDetails } from '#server/db/schema/people';
import { classSessions, sessionProgress } from '#server/db/schema/teaching';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { type DemoRole, demoIds, tokens } from '#server/testing/people-fixtures';

let t: TestApp;
let tok: Record<DemoRole, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  t = await createTestApp();
  tok = await tokens(t);
  ids = await demoIds(t);
});
afterAll(() => t.close());

type Summary = {
  school_id: string;
  class_level: string;
  student_count: number;
  session_count: number;
  slides_done: number;
  total_slides: number;
  progress: number;
};
const labels = (data: Summary[]) =>
  data.map(
    (c) =>
      `${c.school_id === ids.mohali ? 'mohali' : c.school_id === ids.ludhiana ? 'ludhiana' : 'other'}:${c.class_level}`,
  );

describe('GET /api/classes', () => {
  it('gives each class its real student count, session count and furthest-slide progress', async () => {
    const res = await t.get<{ data: Summary[] }>('/api/classes', tok.school_manager);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(12);
    const sixA = res.body.data.find((c) => c.school_id === ids.mohali && c.class_level === '6A')!;
    const [students] = await t.db
      .select({ n: count() })
      .from(studentDetails)
      .where(and(eq(studentDetails.schoolId, ids.mohali), eq(studentDetails.classLevel, '6A')));
    const [sessions] = await t.db
      .select({ n: count() })
      .from(classSessions)
      .where(and(eq(classSessions.schoolId, ids.mohali), eq(classSessions.classLevel, '6A')));
    const [progress] = await t.db
      .select({ furthest: max(sessionProgress.furthestSlide) })
      .from(sessionProgress)
      .where(and(eq(sessionProgress.schoolId, ids.mohali), eq(sessionProgress.classLevel, '6A')));
    expect(sixA.student_count).toBe(students!.n);
    expect(sixA.session_count).toBe(sessions!.n);
    expect(sixA.session_count).toBeGreaterThan(0);
    expect(sixA).toMatchObject({ grade: 6, total_slides: 55 }); // class 6: 30 + 5 × 5
    expect(sixA.slides_done).toBe(Math.min(progress!.furthest ?? 0, 55));
    expect(sixA.progress).toBe(Math.round((sixA.slides_done / 55) * 1000) / 10);
  });

  it("agrees with the session-progress call and follows a school's own slide count", async () => {
    const put = await t.patch(`/api/schools/${ids.mohali}/slides/7`, { slide_count: 80 }, tok.admin);
    expect(put.status).toBe(200);
    const classes = (await t.get<{ data: Summary[] }>(`/api/classes?school_id=${ids.mohali}`, tok.admin)).body.data;
    const progress = (await t.get(`/api/session-progress/school/${ids.mohali}`, tok.admin)).body.results as {
      classLevel: string;
      progress: { furthestSlide: number };
      courseMaterial: { totalSlides: number };
    }[];
    for (const p of progress) {
      const c = classes.find((x) => x.class_level === p.classLevel)!;
      expect([c.class_level, c.total_slides, c.slides_done]).toEqual([
        p.classLevel,
        p.courseMaterial.totalSlides,
        Math.min(p.progress.furthestSlide, p.courseMaterial.totalSlides),
      ]);
    }
    expect(classes.find((c) => c.class_level === '7A')!.total_slides).toBe(80);
  });

  it('limits every role to its scope', async () => {
    const teacher = await t.get<{ data: Summary[] }>('/api/classes', tok.teacher);
    expect(labels(teacher.body.data).sort()).toEqual([
      'ludhiana:5A',
      'ludhiana:6A',
      'mohali:6A',
      'mohali:6B',
      'mohali:7A',
    ]);
    const student = await t.get<{ data: Summary[] }>('/api/classes', tok.student);
    expect(labels(student.body.data)).toEqual(['mohali:6A']);
    const manager = await t.get<{ data: Summary[] }>('/api/classes', tok.institution_manager);
    expect(manager.body.data.every((c) => c.school_id === ids.mohali || c.school_id === ids.ludhiana)).toBe(true);
    const admin = await t.get<{ data: Summary[] }>('/api/classes', tok.admin);
    expect(admin.body.data).toHaveLength(22);
    const oneSchool = await t.get<{ data: Summary[] }>(`/api/classes?school_id=${ids.noida}`, tok.admin);
    expect(oneSchool.body.data.map((c) => c.class_level)).toEqual(['6A', '6B', '7A', '7B', '9A']);
    expect(
      (await t.get<{ data: Summary[] }>(`/api/classes?school_id=${ids.noida}`, tok.school_manager)).body.data,
    ).toEqual([]);
    expect((await t.get('/api/classes')).status).toBe(401);
  });
});

describe('GET /api/classes/{schoolId}/{classLevel}', () => {
  it('lists the students and the 10 latest sessions, newest first', async () => {
    const res = await t.get(`/api/classes/${ids.mohali}/6a`, tok.teacher);
    expect(res.status).toBe(200);
    expect(res.body.class).toMatchObject({ school_id: ids.mohali, class_level: '6A' });
    expect(res.body.students.total).toBe(res.body.class.student_count);
    expect(res.body.students.data.length).toBe(res.body.class.student_count);
    expect(res.body.students.data[0]).toEqual(
      expect.objectContaining({ name: expect.any(String), student_id: expect.any(String) }),
    );
    const dates = res.body.recent_sessions.map((s: { session_date: string }) => s.session_date);
    expect(dates).toHaveLength(10);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(res.body.recent_sessions[0]).toEqual(
      expect.objectContaining({
        starting_slide: expect.any(Number),
        ending_slide: expect.any(Number),
        teacher: expect.objectContaining({ name: expect.any(String) }),
      }),
    );
  });

  it('gives a student the sessions but not the classmates, and hides classes outside the scope', async () => {
    const own = await t.get(`/api/classes/${ids.mohali}/6A`, tok.student);
    expect(own.status).toBe(200);
    expect(own.body.students).toBeNull();
    expect((await t.get(`/api/classes/${ids.mohali}/6B`, tok.student)).status).toBe(404);
    expect((await t.get(`/api/classes/${ids.mohali}/8A`, tok.teacher)).status).toBe(404);
    expect((await t.get(`/api/classes/${ids.noida}/6A`, tok.school_manager)).status).toBe(404);
    expect((await t.get(`/api/classes/${ids.noida}/6A`, tok.admin)).status).toBe(200);
    expect((await t.get(`/api/classes/${ids.mohali}/12Z`, tok.admin)).status).toBe(404);
    expect((await t.get('/api/classes/not-a-uuid/6A', tok.admin)).status).toBe(404);
  });
});
