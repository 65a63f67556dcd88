import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { hoursFromNow, type TestWorld, ludhiana5A, testWorld } from '#server/testing/assessments-world';

// Ludhiana 5A has no demo surveys, so every figure here comes from the records these tests make.
let t: TestApp;
let w: TestWorld;
let ludhiana: string;
let pupils: { id: string; token: string }[];
let surveyId: string;
const questions = [
  { prompt: 'Clear?', min: 1, max: 5 },
  { prompt: 'Overall?', min: 1, max: 10, allow_verbatim: true },
];

beforeAll(async () => {
  t = await createTestApp();
  w = await testWorld(t);
  ({ schoolId: ludhiana, pupils } = await ludhiana5A(t));
  const created = await t.post(
    '/api/surveys',
    { title: 'Ludhiana feedback', school_id: ludhiana, class_levels: ['5a'], due_at: hoursFromNow(24), questions },
    w.tokens.teacher,
  );
  surveyId = created.body.surveys[0]._id;
  await t.post(`/api/surveys/${surveyId}/publish`, {}, w.tokens.teacher);
  await t.post(
    `/api/surveys/${surveyId}/submit`,
    { answers: [{ rating: 5 }, { rating: 9, verbatim: 'Loved it' }] },
    pupils[0]?.token,
  );
  await t.post(`/api/surveys/${surveyId}/submit`, { answers: [{ rating: 2 }, { rating: 6 }] }, pupils[1]?.token);
});
afterAll(() => t.close());

describe('survey analytics', () => {
  it('summarises one survey per question with distribution and comments', async () => {
    const res = await t.get(`/api/surveys/${surveyId}/analytics`, w.tokens.teacher);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ survey_id: surveyId, class_level: '5A', submissions: 2, average_rating: 5.5 });
    expect(res.body.questions).toEqual([
      {
        prompt: 'Clear?',
        min: 1,
        max: 5,
        responses: 2,
        average_rating: 3.5,
        distribution: [0, 1, 0, 0, 1],
        verbatims: [],
      },
      {
        prompt: 'Overall?',
        min: 1,
        max: 10,
        responses: 2,
        average_rating: 7.5,
        distribution: [0, 0, 0, 0, 0, 1, 0, 0, 1, 0],
        verbatims: ['Loved it'],
      },
    ]);
    expect((await t.get(`/api/surveys/${surveyId}/analytics`, pupils[0]?.token)).status).toBe(403);
    expect((await t.get(`/api/surveys/${surveyId}/analytics`, w.tokens.otherTeacher)).status).toBe(404);
  });

  it('groups a teacher’s surveys by school and class', async () => {
    const res = await t.get(
      `/api/surveys/analytics/teacher/${w.teacherId}?school_id=${ludhiana}&class_level=5a`,
      w.tokens.teacher,
    );
    expect(res.status).toBe(200);
    expect(res.body.groups).toEqual([
      {
        school_id: ludhiana,
        school_name: 'Sunrise Convent School, Ludhiana',
        class_level: '5A',
        surveys: 1,
        published: 1,
        submissions: 2,
        average_rating: 5.5,
      },
    ]);
    expect(res.body.totals).toEqual({ surveys: 1, submissions: 2, average_rating: 5.5 });
    expect((await t.get(`/api/surveys/analytics/teacher/${w.teacherId}`, w.tokens.otherTeacher)).status).toBe(404);
  });

  it('gives a student their survey history', async () => {
    const pupil = pupils[0] as { id: string; token: string };
    const res = await t.get(`/api/surveys/analytics/student/${pupil.id}`, pupil.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      student_id: pupil.id,
      total_submissions: 1,
      groups: [
        {
          school_id: ludhiana,
          school_name: 'Sunrise Convent School, Ludhiana',
          class_level: '5A',
          submitted: 1,
          average_rating: 7,
        },
      ],
      recent: [
        {
          survey_id: surveyId,
          title: 'Ludhiana feedback',
          class_level: '5A',
          submitted_at: expect.any(String),
          average_rating: 7,
        },
      ],
    });
    expect((await t.get(`/api/surveys/analytics/student/${pupil.id}`, pupils[1]?.token)).status).toBe(404);
  });
});
