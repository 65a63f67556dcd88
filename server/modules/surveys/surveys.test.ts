import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUGGESTED_SURVEY_QUESTIONS } from '#contract/surveys';
import { activityLog } from '#server/db/schema/system';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { hoursFromNow, type TestWorld, testWorld } from '#server/testing/assessments-world';

let t: TestApp;
let w: TestWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await testWorld(t);
});
afterAll(() => t.close());

const form = (over: Record<string, unknown> = {}) => ({
  title: 'Feedback',
  description: 'How was it?',
  school_id: w.schoolId,
  class_levels: ['6A'],
  due_at: hoursFromNow(48),
  questions: [{ prompt: 'Clear?' }, { prompt: 'Anything else?', allow_verbatim: true, min: 0, max: 5 }],
  ...over,
});

describe('creating and editing surveys', () => {
  it('offers the four suggested questions, the last with a comment', () => {
    expect(SUGGESTED_SURVEY_QUESTIONS).toHaveLength(4);
    expect(SUGGESTED_SURVEY_QUESTIONS.map((q) => q.allow_verbatim)).toEqual([false, false, false, true]);
    expect(SUGGESTED_SURVEY_QUESTIONS.every((q) => q.min === 1 && q.max === 10)).toBe(true);
  });

  it('makes one survey per class, upper-cases the class and defaults ratings to 1..10', async () => {
    const res = await t.post(
      '/api/surveys',
      form({ class_levels: ['6a', '7a'], questions: SUGGESTED_SURVEY_QUESTIONS.map(({ prompt }) => ({ prompt })) }),
      w.tokens.teacher,
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Created 2 survey(s)');
    expect(res.body.surveys.map((s: { class_level: string }) => s.class_level)).toEqual(['6A', '7A']);
    expect(res.body.surveys[0]).toMatchObject({ published: false, submissionCount: 0, school_id: w.schoolId });
    expect(res.body.surveys[0].questions[0]).toEqual({
      prompt: SUGGESTED_SURVEY_QUESTIONS[0]?.prompt,
      min: 1,
      max: 10,
      allow_verbatim: false,
    });
    const list = await t.get('/api/surveys?class_level=7a', w.tokens.teacher);
    expect(list.body.surveys.some((s: { _id: string }) => s._id === res.body.surveys[1]._id)).toBe(true);
    expect(list.body.surveys.every((s: { class_level: string }) => s.class_level === '7A')).toBe(true);
    const logged = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'survey_created'), eq(activityLog.entityId, res.body.surveys[0]._id)));
    expect(logged).toHaveLength(1);
  });

  it('answers the spec messages for a missing title, school, due date or class', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'Please enter a title'],
      [{ school_id: '' }, 'Please select a school'],
      [{ due_at: undefined }, 'Please set a due date/time'],
      [{ class_levels: [] }, 'Please select at least one class'],
      [{ questions: [{ prompt: 'Q', min: 5, max: 5 }] }, 'The lowest rating must be less than the highest'],
    ];
    for (const [over, message] of cases) {
      const res = await t.post('/api/surveys', form(over), w.tokens.teacher);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
  });

  it('lets only a teacher of that school and class create, edit and publish', async () => {
    const notMine = await t.post('/api/surveys', form({ class_levels: ['7B'] }), w.tokens.teacher);
    expect(notMine.status).toBe(404);
    expect(notMine.body.error).toBe('You do not teach class 7B at this school');
    expect((await t.post('/api/surveys', form(), w.tokens.student)).status).toBe(403);
    const id = (await t.post('/api/surveys', form(), w.tokens.teacher)).body.surveys[0]._id;
    const edit = { title: 'Edited', school_id: w.schoolId, due_at: hoursFromNow(10) };
    expect((await t.put(`/api/surveys/${id}`, edit, w.tokens.otherTeacher)).status).toBe(404);
    expect((await t.post(`/api/surveys/${id}/publish`, {}, w.tokens.otherTeacher)).status).toBe(404);
    expect((await t.get(`/api/surveys/${id}/submissions`, w.tokens.otherTeacher)).status).toBe(404);
    expect((await t.get(`/api/surveys/${id}/submissions`, w.tokens.student)).status).toBe(403);
    expect((await t.get(`/api/surveys/${id}`, w.tokens.admin)).status).toBe(200);

    const edited = await t.put(`/api/surveys/${id}`, edit, w.tokens.teacher);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ message: 'Survey updated', survey: { title: 'Edited', class_level: '6A' } });
    expect(edited.body.survey.questions).toHaveLength(2);
  });

  it('publishes only with a due date at least 1 hour ahead', async () => {
    const id = (await t.post('/api/surveys', form({ due_at: hoursFromNow(-5) }), w.tokens.teacher)).body.surveys[0]._id;
    const early = await t.post(`/api/surveys/${id}/publish`, {}, w.tokens.teacher);
    expect(early.status).toBe(400);
    expect(early.body.error).toBe('Due date was 5 hours ago');
    await t.put(
      `/api/surveys/${id}`,
      { title: 'Feedback', school_id: w.schoolId, due_at: hoursFromNow(0.9) },
      w.tokens.teacher,
    );
    expect((await t.post(`/api/surveys/${id}/publish`, {}, w.tokens.teacher)).body.error).toBe(
      'Due date must be at least 1 hour in the future',
    );
    await t.put(
      `/api/surveys/${id}`,
      { title: 'Feedback', school_id: w.schoolId, due_at: hoursFromNow(3) },
      w.tokens.teacher,
    );
    const ok = await t.post(`/api/surveys/${id}/publish`, {}, w.tokens.teacher);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ message: 'Survey published', survey: { published: true } });
    const logged = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'survey_published'), eq(activityLog.entityId, id)));
    expect(logged).toHaveLength(1);
  });
});
