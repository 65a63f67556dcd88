import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meanOf } from '#contract/percent';
import { hoursFromNow, type TestWorld, ludhiana5A, testWorld } from '#server/testing/assessments-world';
import { createTestApp, type TestApp } from '#server/testing/test-app';

/**
 * Issue 40, 'Numbers that disagree': the student's analytics and Assessment Analytics showed 58.4% and 58.3% for
 * the same two submissions (1/2 and 2/3: each rounded first, 50 and 66.7, average 58.35). Every screen that shows
 * an average score now gives the mean of the unrounded percentages, rounded once (contract/percent.ts).
 * Ludhiana 5A has no demo assessments, so every figure comes from the submissions made here, through the API.
 */
let t: TestApp;
let w: TestWorld;
let ludhiana: string;
let pupils: { id: string; token: string }[];
const ids: Record<string, string> = {};

/** A published assessment for Ludhiana 5A whose questions are worth `points`; the first option is right. */
async function publishedFor5A(title: string, points: number[]) {
  const questions = points.map((p, i) => ({
    prompt: `Q${i + 1}`,
    options: ['right', 'wrong'],
    correctIndex: 0,
    points: p,
  }));
  const created = await t.post(
    '/api/assessments',
    { title, school_id: ludhiana, class_levels: ['5A'], due_at: hoursFromNow(24), questions },
    w.tokens.teacher,
  );
  expect(created.status).toBe(201);
  const id = created.body.assessments[0]._id as string;
  expect((await t.post(`/api/assessments/${id}/publish`, {}, w.tokens.teacher)).status).toBe(200);
  ids[title] = id;
}

/** Answers the questions right (0) or wrong (1) as `right` says, and checks the score the server gave. */
async function submit(title: string, pupil: { token: string }, right: boolean[], score: number, max: number) {
  const res = await t.post(
    `/api/assessments/${ids[title]}/submit`,
    { answers: right.map((r) => (r ? 0 : 1)) },
    pupil.token,
  );
  expect(res.status).toBe(201);
  expect(res.body.submission).toMatchObject({ score, max_score: max });
}

beforeAll(async () => {
  t = await createTestApp();
  w = await testWorld(t);
  ({ schoolId: ludhiana, pupils } = await ludhiana5A(t));
  expect(pupils).toHaveLength(2);
  const [first, second] = pupils as [{ id: string; token: string }, { id: string; token: string }];

  await publishedFor5A('Half', [1, 1]);
  await publishedFor5A('Two thirds', [1, 1, 1]);
  await publishedFor5A('Three eighths', [3, 5]);
  await publishedFor5A('Ninety-nine', [99, 26]);
  // The report's case: 1/2 and 2/3, exactly 58.333…% (rounding each first gives 58.35, shown as 58.4).
  await submit('Half', first, [true, false], 1, 2);
  await submit('Two thirds', first, [true, true, false], 2, 3);
  // A half on the boundary: 3/8 and 99/125 are 37.5% and 79.2%, exactly 58.35%, shown as 58.4.
  await submit('Three eighths', second, [true, false], 3, 8);
  await submit('Ninety-nine', second, [true, false], 99, 125);
});
afterAll(() => t.close());

/** What each screen shows as one student's average score, the figures side by side. */
async function averagesShown(pupil: { id: string; token: string }) {
  const mine = await t.get(`/api/analytics/student/${pupil.id}`, pupil.token);
  const theirs = await t.get(`/api/assessments/analytics/student/${pupil.id}`, pupil.token);
  expect(mine.status).toBe(200);
  expect(theirs.status).toBe(200);
  return {
    studentAnalytics: mine.body.assessment_summary.average,
    assessmentAnalytics: theirs.body.average_score_pct,
    assessmentAnalyticsGroup: theirs.body.groups[0]?.avg_score_pct,
  };
}

describe('an average score is the same figure on every screen (issue 40)', () => {
  it('1/2 and 2/3: 58.3% on the student analytics and on Assessment Analytics, not 58.4%', async () => {
    expect(meanOf([50, 200 / 3])).toBe(58.3);
    expect(await averagesShown(pupils[0] as { id: string; token: string })).toEqual({
      studentAnalytics: 58.3,
      assessmentAnalytics: 58.3,
      assessmentAnalyticsGroup: 58.3,
    });
  });

  it('3/8 and 99/125, exactly 58.35%: 58.4% on both, rounded half up once', async () => {
    expect(await averagesShown(pupils[1] as { id: string; token: string })).toEqual({
      studentAnalytics: 58.4,
      assessmentAnalytics: 58.4,
      assessmentAnalyticsGroup: 58.4,
    });
  });

  it("each submission's percentage matches its assessment's average, and the teacher's class average is the rule's", async () => {
    const pupil = pupils[0] as { id: string; token: string };
    const mine = await t.get(`/api/analytics/student/${pupil.id}`, pupil.token);
    const shown = Object.fromEntries(
      mine.body.assessment_scores.map((s: { title: string; percentage: number; class_average: number }) => [
        s.title,
        [s.percentage, s.class_average],
      ]),
    );
    expect(shown).toEqual({ Half: [50, 50], 'Two thirds': [66.7, 66.7] });
    for (const title of ['Half', 'Two thirds']) {
      const one = await t.get(`/api/assessments/${ids[title]}/analytics`, w.tokens.teacher);
      expect(one.body.avg_score_pct).toBe(shown[title]?.[0]);
    }
    // The teacher's 5A group: all four submissions, (50 + 66.67 + 37.5 + 79.2) / 4 = 58.34…
    const teacher = await t.get(
      `/api/assessments/analytics/teacher/${w.teacherId}?school_id=${ludhiana}&class_level=5A`,
      w.tokens.teacher,
    );
    const exact = meanOf([50, 200 / 3, 37.5, 79.2]);
    expect(exact).toBe(58.3);
    expect(teacher.body.groups[0].avg_score_pct).toBe(exact);
    expect(teacher.body.totals.avg_score_pct).toBe(exact);
  });
});
