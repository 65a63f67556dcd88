import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { classSessions, sessionProgress } from '#server/db/schema/teaching';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { createWorld, titledDeck } from '#server/testing/analytics-fixture';

// One truth for a class's slide count (issue 15): the grade's deck (16 slides for grade 6 here) wins over the
// school's configured count (40); the configured count is the plan only for a grade without a deck (7B: 60).
let t: TestApp;
let w: Awaited<ReturnType<typeof createWorld>>;
let admin: string;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  await titledDeck(t);
  admin = await t.login('admin@demo.test');
  teacher = await t.login('t1@test.test');
});
afterAll(() => t.close());

const classOf = async (classLevel: string, token = teacher) => {
  const res = await t.get(`/api/classes?school_id=${w.schoolA}`, token);
  return res.body.data.find((c: { class_level: string }) => c.class_level === classLevel);
};

describe('a class total is the deck’s length when there is a deck', () => {
  it('/classes, session progress and the student progress agree on the deck', async () => {
    expect(await classOf('6A')).toMatchObject({ total_slides: 16, slides_done: 12 });
    expect(await classOf('7B')).toMatchObject({ total_slides: 60 });
    const batch = await t.post(
      '/api/session-progress/batch',
      { combinations: [{ schoolId: w.schoolA, classLevel: '6A' }] },
      teacher,
    );
    expect(batch.body.results[0].courseMaterial).toEqual({
      totalSlides: 16,
      deckSlides: 16,
      plannedSlides: 40,
      version: expect.any(Number),
    });
    const progress = await t.get(`/api/students/${w.student}/progress`, admin);
    expect(progress.body).toMatchObject({ total_slides: 16, slides_covered: 12 });
  });

  it('a position recorded past the end of a shorter deck is kept, and shown clamped', async () => {
    // As a device that taught the older, longer deck offline would have recorded it.
    const [session] = await t.db
      .insert(classSessions)
      .values(w.session('6A', 0, 13, 30, 20, 30))
      .returning();
    await t.db
      .update(sessionProgress)
      .set({ furthestSlide: 30, lastSlideVisited: 30 })
      .where(eq(sessionProgress.classLevel, '6A'));
    expect(session?.endingSlide).toBe(30);
    expect(await classOf('6A')).toMatchObject({ total_slides: 16, slides_done: 16, progress: 100 });
  });

  it('the course materials list names the schools whose plan differs from the deck', async () => {
    const res = await t.get('/api/course-materials', admin);
    const six = res.body.planMismatches.find((m: { grade: number }) => m.grade === 6);
    expect(six.counts).toContain(40);
    expect(six.schools).toBeGreaterThanOrEqual(1);
    expect((await t.get('/api/course-materials', teacher)).body.planMismatches).toBeUndefined();
  });
});
