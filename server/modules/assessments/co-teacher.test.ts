import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_MESSAGES } from '#contract/assessments';
import { SURVEY_MESSAGES } from '#contract/surveys';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { demoIds, uniqueEmail } from '#server/testing/people-fixtures';

// Issue 13: in a class two teachers share, each reads the other's assessments and surveys, but only the author
// (and nobody else) may change or publish them.
let t: TestApp;
let priya: string;
let coTeacher: string;
let mohali: string;
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  const ids = await demoIds(t);
  mohali = ids.mohali;
  priya = await t.login('teacher@demo.test');
  const admin = await t.login('admin@demo.test');
  const email = uniqueEmail('co.teacher');
  const created = await t.post(
    '/api/users',
    {
      name: 'Co Teacher',
      email,
      password: 'secret12',
      role: 'teacher',
      teaching_assignments: [{ school_id: mohali, classes: ['6A'] }],
    },
    admin,
  );
  expect(created.status).toBe(201);
  coTeacher = await t.login(email, 'secret12');
});
afterAll(() => t.close());

describe('a co-teacher of the class', () => {
  it('reads an assessment of the other teacher but cannot change or publish it', async () => {
    const body = {
      title: 'Priya’s quiz',
      school_id: mohali,
      class_levels: ['6A'],
      due_at: inDays(3),
      questions: [{ prompt: 'Q?', options: ['a', 'b'], correctIndex: 0 }],
    };
    const id = (await t.post('/api/assessments', body, priya)).body.assessments[0]._id;
    expect((await t.get(`/api/assessments/${id}`, coTeacher)).status).toBe(200);
    const edit = await t.put(
      `/api/assessments/${id}`,
      { title: 'Changed', school_id: mohali, class_level: '6A', due_at: inDays(3) },
      coTeacher,
    );
    expect(edit.status).toBe(403);
    expect(edit.body.error).toBe(ASSESSMENT_MESSAGES.notAuthor);
    const publish = await t.post(`/api/assessments/${id}/publish`, {}, coTeacher);
    expect(publish.status).toBe(403);
    const after = (await t.get(`/api/assessments/${id}`, priya)).body.assessment;
    expect(after).toMatchObject({ title: 'Priya’s quiz', published: false });
    expect((await t.post(`/api/assessments/${id}/publish`, {}, priya)).status).toBe(200);
  });

  it('reads a survey of the other teacher but cannot change or publish it', async () => {
    const body = {
      title: 'Priya’s survey',
      school_id: mohali,
      class_levels: ['6A'],
      due_at: inDays(3),
      questions: [{ prompt: 'How was it?', min: 1, max: 5 }],
    };
    const id = (await t.post('/api/surveys', body, priya)).body.surveys[0]._id;
    expect((await t.get(`/api/surveys/${id}`, coTeacher)).status).toBe(200);
    const edit = await t.put(
      `/api/surveys/${id}`,
      { title: 'Changed', school_id: mohali, class_level: '6A', due_at: inDays(3) },
      coTeacher,
    );
    expect(edit.status).toBe(403);
    expect(edit.body.error).toBe(SURVEY_MESSAGES.notAuthor);
    expect((await t.post(`/api/surveys/${id}/publish`, {}, coTeacher)).status).toBe(403);
    expect((await t.get(`/api/surveys/${id}`, priya)).body.survey).toMatchObject({
      title: 'Priya’s survey',
      published: false,
    });
  });

  it('sets the slide count only of grades they teach at the school', async () => {
    expect((await t.patch(`/api/schools/${mohali}/slides/6`, { slide_count: 44 }, coTeacher)).status).toBe(200);
    const other = await t.patch(`/api/schools/${mohali}/slides/8`, { slide_count: 44 }, coTeacher);
    expect(other.status).toBe(404);
    expect((await t.patch(`/api/schools/${mohali}/slides/8`, { slide_count: 44 }, priya)).status).toBe(404);
  });
});
