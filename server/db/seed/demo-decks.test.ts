import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSlidesForGrade } from '#contract/constants';
import { runQueuedJobs } from '#server/lib/jobs';
import '#server/modules/course-materials/course-materials.job';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { users } from '../schema/people';
import { DEMO_DECK_GRADES, demoDeckPages, queueDemoDecks } from './demo-decks';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo decks', () => {
  it('cover every taught grade with the spec’s slide counts', () => {
    expect(DEMO_DECK_GRADES).toEqual([5, 6, 7, 8, 9]);
    for (const grade of DEMO_DECK_GRADES) expect(demoDeckPages(grade)).toHaveLength(defaultSlidesForGrade(grade));
  });

  it('are converted by the upload pipeline’s job (shrunk to 2 slides here)', async () => {
    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
    await queueDemoDecks(t.db, t.env, admin?.id ?? null, 2);
    expect(await runQueuedJobs(t.db, t.env)).toBe(5);
    const token = await t.login('admin@demo.test');
    const { materials } = (await t.get('/api/course-materials', token)).body;
    expect(materials.map((m: any) => [m.class, m.totalSlides, m.uploadedBy?.name])).toEqual(
      DEMO_DECK_GRADES.map((g) => [g, 2, 'Asha Verma']),
    );
    const { material } = (await t.get('/api/course-materials/class/9', token)).body;
    expect(material.slides.map((s: any) => s.title)).toEqual([
      '1. What is Artificial Intelligence?',
      '2. Humans and Machines',
    ]);
  });
});
