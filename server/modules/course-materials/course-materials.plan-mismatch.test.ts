import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { PlanMismatch } from '#contract/course-materials';
import { schools } from '#server/db/schema/people';
import { courseMaterials } from '#server/db/schema/teaching';
import { createTestApp, type TestApp } from '#server/testing/test-app';

// The card's notice (issue 40): 'N schools plan X slides for Class G' counts only the schools that offer a section of
// grade G. Every demo school keeps a slide count for each of 1..12 (Class 10: 75), but none offers Class 10 or Class 1.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  await t.db.insert(courseMaterials).values([
    { classNumber: 10, totalSlides: 33, version: 9001, pdfFileName: 'ten.pdf', pdfFileSize: 1 },
    { classNumber: 1, totalSlides: 20, version: 9002, pdfFileName: 'one.pdf', pdfFileSize: 1 },
  ]);
});
afterAll(() => t.close());

const mismatchFor = async (grade: number): Promise<PlanMismatch | undefined> => {
  const res = await t.get('/api/course-materials', admin);
  expect(res.status).toBe(200);
  return (res.body.planMismatches as PlanMismatch[]).find((m) => m.grade === grade);
};

describe('the slide-count notice names only schools that offer the class', () => {
  it('a grade no school offers has no notice, though schools keep a stale plan for it', async () => {
    const all = await t.db.select({ classes: schools.classesOffered, plan: schools.totalSlidesPerClass }).from(schools);
    expect(all.filter((s) => s.plan['10'] === 75).length).toBeGreaterThanOrEqual(4);
    expect(all.flatMap((s) => s.classes).filter((c) => c.startsWith('10') || c.startsWith('1A'))).toEqual([]);
    expect(await mismatchFor(10)).toBeUndefined();
    expect(await mismatchFor(1)).toBeUndefined();
  });

  it('a grade offered by one school with another plan names that one school', async () => {
    const [first, second] = await t.db.select().from(schools).orderBy(asc(schools.name)).limit(2);
    if (!first || !second) throw new Error('demo schools missing');
    await t.db
      .update(schools)
      .set({ classesOffered: [...first.classesOffered, '10A', '10B'] })
      .where(eq(schools.id, first.id));
    expect(await mismatchFor(10)).toEqual({ grade: 10, schools: 1, counts: [75] });
    // '10A' is a section of Class 10, not of Class 1.
    expect(await mismatchFor(1)).toBeUndefined();

    // A second school that offers Class 10 and plans the deck's own length is no mismatch.
    await t.db
      .update(schools)
      .set({
        classesOffered: [...second.classesOffered, '10C'],
        totalSlidesPerClass: { ...second.totalSlidesPerClass, '10': 33 },
      })
      .where(eq(schools.id, second.id));
    expect(await mismatchFor(10)).toEqual({ grade: 10, schools: 1, counts: [75] });

    // A school made inactive teaches nothing: its plan no longer counts.
    await t.db.update(schools).set({ status: 'inactive' }).where(eq(schools.id, first.id));
    expect(await mismatchFor(10)).toBeUndefined();
  });
});
