import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentSubmissions } from '#server/db/schema/learning';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { hoursFromNow, type TestWorld, ludhiana5A, testWorld } from '#server/testing/assessments-world';

// Ludhiana 5A has no demo assessments, so every figure here comes from the records these tests make.
let t: TestApp;
let w: TestWorld;
let ludhiana: string;
let pupils: { id: string; token: string }[];
beforeAll(async () => {
  t = await createTestApp();
  w = await testWorld(t);
  ({ schoolId: ludhiana, pupils } = await ludhiana5A(t));
});
afterAll(() => t.close());

const questions = [
  { prompt: 'Q1', options: ['a', 'b', 'c'], correctIndex: 1 },
  { prompt: 'Q2', options: ['a', 'b'], correctIndex: 0, points: 3 },
];

async function publishedFor5A(title: string) {
  const created = await t.post(
    '/api/assessments',
    { title, school_id: ludhiana, class_levels: ['5A'], due_at: hoursFromNow(24), questions },
    w.tokens.teacher,
  );
  const id = created.body.assessments[0]._id as string;
  await t.post(`/api/assessments/${id}/publish`, {}, w.tokens.teacher);
  return id;
}

describe('assessment analytics', () => {
  let first: string;
  beforeAll(async () => {
    first = await publishedFor5A('Analytics one');
    await t.post(`/api/assessments/${first}/submit`, { answers: [1, 0] }, pupils[0]?.token); // 4 / 4
    await t.post(`/api/assessments/${first}/submit`, { answers: [2, -1] }, pupils[1]?.token); // 0 / 4
    await publishedFor5A('Analytics draft-free second'); // no submissions
  });

  it('summarises one assessment per question', async () => {
    const res = await t.get(`/api/assessments/${first}/analytics`, w.tokens.teacher);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      assessment_id: first,
      class_level: '5A',
      max_score: 4,
      submissions: 2,
      avg_score_pct: 50,
      highest_score: 4,
      lowest_score: 0,
    });
    expect(res.body.students_in_class).toBeGreaterThanOrEqual(2);
    expect(res.body.questions).toEqual([
      { prompt: 'Q1', correctIndex: 1, correct: 1, correct_pct: 50, unanswered: 0, option_counts: [0, 1, 1] },
      { prompt: 'Q2', correctIndex: 0, correct: 1, correct_pct: 50, unanswered: 1, option_counts: [1, 0] },
    ]);
    expect((await t.get(`/api/assessments/${first}/analytics`, pupils[0]?.token)).status).toBe(403);
    expect((await t.get(`/api/assessments/${first}/analytics`, w.tokens.otherTeacher)).status).toBe(404);
  });

  it('groups a teacher’s assessments by school and class, with an upper-cased class filter', async () => {
    const res = await t.get(
      `/api/assessments/analytics/teacher/${w.teacherId}?school_id=${ludhiana}&class_level=5a`,
      w.tokens.teacher,
    );
    expect(res.status).toBe(200);
    expect(res.body.groups).toEqual([
      {
        school_id: ludhiana,
        school_name: 'Sunrise Convent School, Ludhiana',
        class_level: '5A',
        assessments: 2,
        published: 2,
        submissions: 2,
        avg_score_pct: 50,
      },
    ]);
    expect(res.body.totals).toEqual({ assessments: 2, submissions: 2, avg_score_pct: 50 });
    const all = await t.get(`/api/assessments/analytics/teacher/${w.teacherId}`, w.tokens.teacher);
    expect(all.body.groups.length).toBeGreaterThan(1);
    expect((await t.get(`/api/assessments/analytics/teacher/${w.teacherId}`, w.tokens.otherTeacher)).status).toBe(404);
    expect((await t.get(`/api/assessments/analytics/teacher/${w.teacherId}`, w.tokens.admin)).status).toBe(200);
    expect((await t.get(`/api/assessments/analytics/teacher/${w.teacherId}`, w.tokens.student)).status).toBe(403);
  });

  it('gives a student their totals, groups and the last 5 submissions', async () => {
    const pupil = pupils[0] as { id: string; token: string };
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await publishedFor5A(`Recent ${i}`));
    for (const id of ids) await t.post(`/api/assessments/${id}/submit`, { answers: [1, 1] }, pupil.token); // 1 / 4 each
    // Spread the submission times so "last 5" has one answer: `first` oldest, then Recent 0..4.
    for (const [i, id] of [first, ...ids].entries()) {
      await t.db
        .update(assessmentSubmissions)
        .set({ submittedAt: new Date(Date.now() - (10 - i) * 60_000) })
        .where(and(eq(assessmentSubmissions.assessmentId, id), eq(assessmentSubmissions.studentId, pupil.id)));
    }
    const res = await t.get(`/api/assessments/analytics/student/${pupil.id}`, pupil.token);
    expect(res.status).toBe(200);
    // 4/4 once and 1/4 five times: (100 + 5 × 25) / 6 = 37.5
    expect(res.body).toMatchObject({ student_id: pupil.id, total_submissions: 6, average_score_pct: 37.5 });
    expect(res.body.groups).toEqual([
      {
        school_id: ludhiana,
        school_name: 'Sunrise Convent School, Ludhiana',
        class_level: '5A',
        submitted: 6,
        avg_score_pct: 37.5,
      },
    ]);
    expect(res.body.recent).toHaveLength(5);
    expect(res.body.recent[0]).toMatchObject({
      assessment_id: ids[4],
      title: 'Recent 4',
      class_level: '5A',
      score: 1,
      max_score: 4,
    });
    expect(res.body.recent.map((r: { assessment_id: string }) => r.assessment_id)).not.toContain(first);

    expect((await t.get(`/api/assessments/analytics/student/${pupil.id}`, pupils[1]?.token)).status).toBe(404);
    expect((await t.get(`/api/assessments/analytics/student/${pupil.id}`, w.tokens.teacher)).status).toBe(200);
    expect((await t.get(`/api/assessments/analytics/student/${pupil.id}`, w.tokens.otherTeacher)).status).toBe(404);
    expect((await t.get(`/api/assessments/analytics/student/${pupil.id}`, w.tokens.admin)).status).toBe(200);
  });
});
