import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys } from '#server/db/schema/learning';
import { activityLog } from '#server/db/schema/system';
import { freeClaimsOfDeadProcess } from '#server/lib/idempotency';
import { withAnswersLostAfter } from '#server/testing/lost-answers';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { hoursFromNow, type TestWorld, testWorld } from '#server/testing/assessments-world';

let t: TestApp;
let w: TestWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await testWorld(t);
});
afterAll(() => t.close());

const questions = [
  { prompt: 'Clear?', min: 1, max: 10 },
  { prompt: 'Pace?', min: 1, max: 5 },
  { prompt: 'Overall?', min: 1, max: 10, allow_verbatim: true },
];

async function published(over: Record<string, unknown> = {}) {
  const body = {
    title: 'Term feedback',
    school_id: w.schoolId,
    class_levels: ['6A'],
    due_at: hoursFromNow(24),
    questions,
    ...over,
  };
  const id = (await t.post('/api/surveys', body, w.tokens.teacher)).body.surveys[0]._id as string;
  expect((await t.post(`/api/surveys/${id}/publish`, {}, w.tokens.teacher)).status).toBe(200);
  return id;
}

describe('students and surveys', () => {
  it('lists only published surveys of their school and class; another class gets 404', async () => {
    const mine = await published();
    const draft = (
      await t.post(
        '/api/surveys',
        { title: 'Draft', school_id: w.schoolId, class_levels: ['6A'], due_at: hoursFromNow(24), questions },
        w.tokens.teacher,
      )
    ).body.surveys[0]._id;
    const list = await t.get('/api/surveys/student/assigned/list', w.tokens.student);
    expect(list.status).toBe(200);
    const ids = list.body.surveys.map((s: { _id: string }) => s._id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(draft);
    expect(list.body.surveys.find((s: { _id: string }) => s._id === mine)).toMatchObject({
      submitted: false,
      submission: null,
      questions,
    });
    expect((await t.get(`/api/surveys/${draft}`, w.tokens.student)).status).toBe(404);
    expect((await t.get(`/api/surveys/${mine}`, w.tokens.student6B)).status).toBe(404);
    expect(
      (
        await t.post(
          `/api/surveys/${mine}/submit`,
          { answers: [{ rating: 5 }, { rating: 3 }, { rating: 7 }] },
          w.tokens.student6B,
        )
      ).status,
    ).toBe(404);
    expect(
      (await t.get('/api/surveys/student/assigned/list', w.tokens.student6B)).body.surveys.map(
        (s: { _id: string }) => s._id,
      ),
    ).not.toContain(mine);
  });

  it('validates ratings against each question’s range and comments against allow_verbatim', async () => {
    const id = await published();
    const submit = (answers: unknown) => t.post(`/api/surveys/${id}/submit`, { answers }, w.tokens.student);
    expect((await submit([{ rating: 5 }, { rating: 3 }])).body.error).toBe(
      'Please send exactly one answer per question (3)',
    );
    expect((await submit([{ rating: 5 }, { rating: 6 }, { rating: 7 }])).body.error).toBe(
      'Rating for question 2 must be between 1 and 5',
    );
    expect((await submit([{ rating: 0 }, { rating: 3 }, { rating: 7 }])).status).toBe(400);
    expect((await submit([{ rating: 5, verbatim: 'nice' }, { rating: 3 }, { rating: 7 }])).body.error).toBe(
      'Question 1 does not take a comment',
    );
    expect((await submit([{ rating: 5.5 }, { rating: 3 }, { rating: 7 }])).status).toBe(400);

    const ok = await submit([
      { rating: 8, verbatim: '  ' },
      { rating: 4 },
      { rating: 9, verbatim: ' More robots please ' },
    ]);
    expect(ok.status).toBe(201);
    expect(ok.body.message).toBe('Survey submitted');
    expect(ok.body.submission).toMatchObject({
      survey_id: id,
      student_id: w.studentId,
      answers: [{ rating: 8 }, { rating: 4 }, { rating: 9, verbatim: 'More robots please' }],
    });
    const detail = await t.get(`/api/surveys/${id}`, w.tokens.student);
    expect(detail.body.survey).toMatchObject({
      submitted: true,
      submission: { submitted_at: ok.body.submission.submitted_at },
    });
    const logged = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'survey_submitted'), eq(activityLog.entityId, id)));
    expect(logged).toHaveLength(1);
    expect(logged[0]?.description).toMatch(/^.+ submitted the survey ".+"$/);
  });

  it('takes one submission per student: repeat 409, same Idempotency-Key replays the first answer', async () => {
    const id = await published();
    const answers = [{ rating: 6 }, { rating: 2 }, { rating: 10 }];
    const key = { 'idempotency-key': `survey-${id}` };
    const first = await t.post(`/api/surveys/${id}/submit`, { answers }, w.tokens.other6A, key);
    expect(first.status).toBe(201);
    const replay = await t.post(`/api/surveys/${id}/submit`, { answers }, w.tokens.other6A, key);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    const again = await t.post(`/api/surveys/${id}/submit`, { answers }, w.tokens.other6A);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('You have already submitted this survey');
  });

  it("a submission repeated after its answer was lost (a crash) gets the first answer, not 'already submitted'", async () => {
    const id = await published();
    const answers = [{ rating: 6 }, { rating: 2 }, { rating: 10 }];
    const key = { 'idempotency-key': `survey-lost-${id}` };
    const submit = () => t.post(`/api/surveys/${id}/submit`, { answers }, w.tokens.other6A, key);
    expect((await withAnswersLostAfter(t.db, 'survey_submissions', submit)).status).toBe(500);
    await freeClaimsOfDeadProcess(t.db);
    const again = await submit();
    expect(again.status).toBe(201);
    expect(again.body.submission.answers).toEqual(answers);
  });

  it('refuses a submission after the due date unless late submissions are allowed', async () => {
    const strict = await published();
    const lenient = await published({ allow_late_submissions: true });
    for (const id of [strict, lenient])
      await t.db
        .update(surveys)
        .set({ dueAt: new Date(Date.now() - 60_000) })
        .where(eq(surveys.id, id));
    const answers = [{ rating: 6 }, { rating: 2 }, { rating: 10 }];
    const refused = await t.post(`/api/surveys/${strict}/submit`, { answers }, w.tokens.student);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('The due date has passed and late submissions are not allowed');
    expect((await t.post(`/api/surveys/${lenient}/submit`, { answers }, w.tokens.student)).status).toBe(201);
  });

  it('shows the teacher every submission with the student, time, average rating and comments', async () => {
    const id = await published();
    await t.post(
      `/api/surveys/${id}/submit`,
      { answers: [{ rating: 8 }, { rating: 4 }, { rating: 9, verbatim: 'Great' }] },
      w.tokens.student,
    );
    const res = await t.get(`/api/surveys/${id}/submissions`, w.tokens.teacher);
    expect(res.status).toBe(200);
    expect(res.body.submissions).toEqual([
      {
        _id: expect.any(String),
        student_id: { _id: w.studentId, name: 'Aarav Gupta' },
        submitted_at: expect.any(String),
        answers: [{ rating: 8 }, { rating: 4 }, { rating: 9, verbatim: 'Great' }],
        average_rating: 7,
      },
    ]);
    expect((await t.get(`/api/surveys/${id}`, w.tokens.teacher)).body.survey.submissionCount).toBe(1);
    const locked = await t.put(
      `/api/surveys/${id}`,
      { title: 'x', school_id: w.schoolId, due_at: hoursFromNow(9), questions: questions.slice(1) },
      w.tokens.teacher,
    );
    expect(locked.status).toBe(409);
    // Only a teacher of that school and class reads the submissions.
    expect((await t.get(`/api/surveys/${id}/submissions`, w.tokens.schoolManager)).status).toBe(403);
    expect((await t.get(`/api/surveys/${id}/submissions`, w.tokens.admin)).status).toBe(403);
    expect((await t.get(`/api/surveys/${id}/submissions`, w.tokens.otherTeacher)).status).toBe(404);
  });
});
