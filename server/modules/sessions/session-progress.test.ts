import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools } from '#server/db/schema/people';
import { sessionProgress } from '#server/db/schema/teaching';
import { createTestApp, type TestApp } from '#server/testing/test-app';

let t: TestApp;
let priya: string; // Mohali 6A, 6B, 7A; Ludhiana 6A, 5A
let mohali: string;
let ludhiana: string;
let gurgaon: string;

beforeAll(async () => {
  t = await createTestApp();
  priya = await t.login('teacher@demo.test');
  const rows = await t.db.select({ id: schools.id, name: schools.name }).from(schools);
  const find = (part: string) => rows.find((s) => s.name.includes(part))?.id as string;
  [mohali, ludhiana, gurgaon] = [find('Mohali'), find('Ludhiana'), find('Gurgaon')];
});
afterAll(() => t.close());

async function stored(schoolId: string, classLevel: string) {
  const [row] = await t.db
    .select()
    .from(sessionProgress)
    .where(and(eq(sessionProgress.schoolId, schoolId), eq(sessionProgress.classLevel, classLevel)));
  return row;
}

describe('session progress', () => {
  it('answers a batch for the classes in the caller’s scope only', async () => {
    const res = await t.post(
      '/api/session-progress/batch',
      {
        combinations: [
          { schoolId: mohali, classLevel: '6a' },
          { schoolId: ludhiana, classLevel: '5A' },
          { schoolId: mohali, classLevel: '8A' }, // another teacher's class
          { schoolId: gurgaon, classLevel: '9A' }, // another school
          { schoolId: 'nonsense', classLevel: '6A' },
        ],
      },
      priya,
    );
    expect(res.status).toBe(200);
    const expected = await stored(mohali, '6A');
    expect(res.body.results).toEqual([
      {
        schoolId: mohali,
        classLevel: '6A',
        progress: {
          lastSlideVisited: expected?.lastSlideVisited,
          furthestSlide: expected?.furthestSlide,
          lastVisitedAt: expected?.lastVisitedAt?.toISOString(),
        },
        // No deck uploaded in this database: the school's count for grade 6 (55), no deck version.
        courseMaterial: { totalSlides: 55, deckSlides: null, plannedSlides: 55, version: null },
      },
      expect.objectContaining({
        schoolId: ludhiana,
        classLevel: '5A',
        courseMaterial: expect.objectContaining({ totalSlides: 50 }),
      }),
    ]);
    const tooMany = Array.from({ length: 201 }, () => ({ schoolId: mohali, classLevel: '6A' }));
    const refused = await t.post('/api/session-progress/batch', { combinations: tooMany }, priya);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('At most 200 school and class pairs per request');
  });

  it('gets and puts one class: last visited by latest time, furthest as a maximum', async () => {
    const before = await stored(mohali, '6B');
    // Ahead of the server's clock (within the 5 minutes it believes), so the older put below, dated by the server's
    // receive time, stays older however slow the machine is.
    const later = new Date(Date.now() + 3 * 60_000).toISOString();
    const put = await t.put(
      `/api/session-progress/${mohali}/6b`,
      { lastSlideVisited: 2, clientTimestamp: later },
      priya,
    );
    expect(put.status).toBe(200);
    expect(put.body.progress).toEqual({
      lastSlideVisited: 2,
      furthestSlide: before?.furthestSlide,
      lastVisitedAt: later,
    });
    const older = await t.put(
      `/api/session-progress/${mohali}/6B`,
      { lastSlideVisited: 60, clientTimestamp: '2020-01-01T00:00:00Z' },
      priya,
    );
    expect(older.body.progress).toMatchObject({ lastSlideVisited: 2, furthestSlide: 60 });
    expect((await t.get(`/api/session-progress/${mohali}/6B`, priya)).body.progress.lastSlideVisited).toBe(2);
    expect((await t.get(`/api/session-progress/${mohali}/8A`, priya)).status).toBe(404);
    const manager = await t.login('school.manager@demo.test');
    expect((await t.get(`/api/session-progress/${mohali}/8A`, manager)).status).toBe(200);
    expect((await t.put(`/api/session-progress/${mohali}/8A`, { lastSlideVisited: 3 }, manager)).status).toBe(403);
  });

  it('lists a school’s classes, only the teacher’s own for a teacher', async () => {
    const res = await t.get(`/api/session-progress/school/${mohali}`, priya);
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: any) => r.classLevel)).toEqual(['6A', '6B', '7A']);
    const manager = await t.login('school.manager@demo.test');
    const all = await t.get(`/api/session-progress/school/${mohali}`, manager);
    expect(all.body.results.map((r: any) => r.classLevel)).toEqual(['6A', '6B', '6C', '7A', '7B', '8A', '8B']);
    expect((await t.get(`/api/session-progress/school/${gurgaon}`, priya)).status).toBe(404);
  });
});

describe('PATCH /api/schools/{id}/slides/{n}', () => {
  it('sets a grade’s slide count for the school, which progress then uses', async () => {
    const res = await t.patch(`/api/schools/${mohali}/slides/6`, { slide_count: 42 }, priya);
    expect(res.status).toBe(200);
    expect(res.body.school.total_slides_per_class['6']).toBe(42);
    expect(res.body.school.total_slides_per_class['7']).toBe(60);
    const progress = await t.get(`/api/session-progress/${mohali}/6A`, priya);
    expect(progress.body.courseMaterial.totalSlides).toBe(42);
    // A class label works too.
    expect(
      (await t.patch(`/api/schools/${mohali}/slides/7A`, { slide_count: '33' }, priya)).body.school
        .total_slides_per_class['7'],
    ).toBe(33);
  });

  it('needs a valid count, the school in scope and a role that manages slides', async () => {
    for (const slide_count of [0, -3, 'many', undefined]) {
      const res = await t.patch(`/api/schools/${mohali}/slides/6`, { slide_count }, priya);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Please enter a valid slide count');
    }
    expect((await t.patch(`/api/schools/${gurgaon}/slides/8`, { slide_count: 40 }, priya)).status).toBe(404);
    expect((await t.patch(`/api/schools/${mohali}/slides/13`, { slide_count: 40 }, priya)).status).toBe(400);
    const manager = await t.login('school.manager@demo.test');
    expect((await t.patch(`/api/schools/${mohali}/slides/8`, { slide_count: 44 }, manager)).status).toBe(200);
    const institution = await t.login('institution.manager@demo.test');
    expect((await t.patch(`/api/schools/${mohali}/slides/8`, { slide_count: 44 }, institution)).status).toBe(403);
    const [school] = await t.db.select().from(schools).where(eq(schools.id, mohali));
    expect(school?.totalSlidesPerClass['8']).toBe(44);
  });
});
