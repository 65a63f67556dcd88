import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments } from '#server/db/schema/learning';
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
  { prompt: 'What does AI stand for?', options: ['Apple Ink', 'Artificial Intelligence'], correctIndex: 1 },
  { prompt: 'Pick the sensor', options: ['Spoon', 'Cup', 'Camera'], correctIndex: 2, points: 2 },
  { prompt: 'Robots need…', options: ['Power', 'Nothing'] },
];

/** A published assessment for Mohali class 6A (or `over.class_levels`), made through the API. */
async function published(over: Record<string, unknown> = {}) {
  const body = {
    title: 'Published quiz',
    school_id: w.schoolId,
    class_levels: ['6A'],
    due_at: hoursFromNow(24),
    questions,
    ...over,
  };
  const created = await t.post('/api/assessments', body, w.tokens.teacher);
  expect(created.status).toBe(201);
  const id = created.body.assessments[0]._id as string;
  expect((await t.post(`/api/assessments/${id}/publish`, {}, w.tokens.teacher)).status).toBe(200);
  return id;
}

describe('what students see', () => {
  it('lists only published items of their own school and class; another class gets 404', async () => {
    const mine = await published({ title: 'For 6A' });
    const draft = (
      await t.post(
        '/api/assessments',
        { title: 'Draft 6A', school_id: w.schoolId, class_levels: ['6A'], due_at: hoursFromNow(24), questions },
        w.tokens.teacher,
      )
    ).body.assessments[0]._id;
    const other = await published({ title: 'For 6B', class_levels: ['6B'] });

    const list = await t.get('/api/assessments/student/assigned/list', w.tokens.student);
    expect(list.status).toBe(200);
    const ids = list.body.assessments.map((a: { _id: string }) => a._id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(other);
    expect(
      list.body.assessments.every(
        (a: { published: boolean; class_level: string }) => a.published && a.class_level === '6A',
      ),
    ).toBe(true);
    expect(list.body.assessments.find((a: { _id: string }) => a._id === mine)).toMatchObject({
      submitted: false,
      submission: null,
      max_score: 4,
    });

    expect((await t.get(`/api/assessments/${draft}`, w.tokens.student)).status).toBe(404);
    expect((await t.get(`/api/assessments/${other}`, w.tokens.student)).status).toBe(404);
    expect((await t.get(`/api/assessments/${mine}`, w.tokens.student6B)).status).toBe(404);
    expect((await t.post(`/api/assessments/${mine}/submit`, { answers: [1, 2, 0] }, w.tokens.student6B)).status).toBe(
      404,
    );
    expect((await t.get(`/api/assessments/${other}`, w.tokens.student6B)).status).toBe(200);
  });

  it('never shows correctIndex in anything a student reads before submitting', async () => {
    const id = await published({ title: 'Secret answers' });
    const before = [
      await t.get('/api/assessments/student/assigned/list', w.tokens.other6A),
      await t.get(`/api/assessments/${id}`, w.tokens.other6A),
      await t.get(`/api/assessments/analytics/student/${w.other6A.id}`, w.tokens.other6A),
    ];
    // A refused submission does not give the answers away either.
    const refused = await t.post(`/api/assessments/${id}/submit`, { answers: [1, 2] }, w.tokens.other6A);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).not.toMatch(/correct/i);
    // The per-assessment and teacher analytics (which carry correctIndex) are not for students.
    expect((await t.get(`/api/assessments/${id}/analytics`, w.tokens.other6A)).status).toBe(403);
    expect((await t.get(`/api/assessments/analytics/teacher/${w.teacherId}`, w.tokens.other6A)).status).toBe(403);
    expect((await t.get(`/api/assessments/${id}/submissions`, w.tokens.other6A)).status).toBe(403);
    // Every published assessment the student has not submitted yet, demo ones included.
    for (const a of before[0]?.body.assessments ?? []) {
      if (!a.submitted) before.push(await t.get(`/api/assessments/${a._id}`, w.tokens.other6A));
    }
    expect(before.length).toBeGreaterThan(3);
    for (const res of before) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toMatch(/correct/i);
    }
    const detail = before[1]?.body.assessment;
    expect(detail.questions.map((q: { options: string[] }) => q.options)).toEqual(questions.map((q) => q.options));

    await t.post(`/api/assessments/${id}/submit`, { answers: [1, 0, -1] }, w.tokens.other6A);
    const after = await t.get(`/api/assessments/${id}`, w.tokens.other6A);
    expect(after.body.assessment.questions.map((q: { correctIndex: number }) => q.correctIndex)).toEqual([1, 2, 0]);
    // The list stays free of answers even after submitting.
    const list = await t.get('/api/assessments/student/assigned/list', w.tokens.other6A);
    expect(JSON.stringify(list.body)).not.toMatch(/correctIndex/);
  });
});

describe('submitting', () => {
  it('validates the answers, scores on the server and logs the submission', async () => {
    const id = await published({ title: 'Scored' });
    const submit = (answers: unknown) => t.post(`/api/assessments/${id}/submit`, { answers }, w.tokens.student);
    const short = await submit([1, 2]);
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('Please send exactly one answer per question (3), -1 when unanswered');
    expect((await submit([1, 3, 0])).body.error).toBe('Answer to question 2 is not one of its options');
    expect((await submit([-2, 0, 0])).status).toBe(400);
    expect((await submit([1.5, 0, 0])).status).toBe(400);
    expect((await submit('1,2,0')).status).toBe(400);

    // The score is the server's: a score sent along with the answers is ignored.
    const res = await t.post(
      `/api/assessments/${id}/submit`,
      { answers: [1, 0, -1], score: 4, max_score: 4 },
      w.tokens.student,
    );
    expect(res.status).toBe(201);
    expect(res.body.details).toEqual([
      { correct: true, correctIndex: 1, selectedIndex: 1, points: 1 },
      { correct: false, correctIndex: 2, selectedIndex: 0, points: 2 },
      { correct: false, correctIndex: 0, selectedIndex: -1, points: 1 },
    ]);
    expect(res.body.submission).toMatchObject({
      assessment_id: id,
      student_id: w.studentId,
      score: 1,
      max_score: 4,
      answers: [1, 0, -1],
    });

    const list = await t.get('/api/assessments/student/assigned/list', w.tokens.student);
    expect(list.body.assessments.find((a: { _id: string }) => a._id === id)).toMatchObject({
      submitted: true,
      submission: { score: 1, max_score: 4 },
    });
    const logged = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'assessment_submitted'), eq(activityLog.entityId, id)));
    expect(logged).toHaveLength(1);
    // The line as the server always wrote it (contract/activity-messages.ts): name, title and score.
    expect(logged[0]?.description).toMatch(/^.+ submitted the assessment ".+" \(1\/4\)$/);
  });

  it('takes one submission per student: a repeat is 409, the same Idempotency-Key replays the first answer', async () => {
    const id = await published({ title: 'Once' });
    const key = { 'idempotency-key': `submit-${id}` };
    const first = await t.post(`/api/assessments/${id}/submit`, { answers: [1, 2, 0] }, w.tokens.other6A, key);
    expect(first.status).toBe(201);
    expect(first.body.submission.score).toBe(4);
    const replay = await t.post(`/api/assessments/${id}/submit`, { answers: [1, 2, 0] }, w.tokens.other6A, key);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    const repeat = await t.post(`/api/assessments/${id}/submit`, { answers: [0, 0, 0] }, w.tokens.other6A);
    expect(repeat.status).toBe(409);
    expect(repeat.body.error).toBe('You have already submitted this assessment');
    const subs = await t.get(`/api/assessments/${id}/submissions`, w.tokens.teacher);
    expect(subs.body.submissions).toHaveLength(1);
  });

  it("a submission repeated after its answer was lost (a crash) gets the first answer, not 'already submitted'", async () => {
    const id = await published({ title: 'Through a power cut' });
    const key = { 'idempotency-key': `submit-lost-${id}` };
    const submit = () => t.post(`/api/assessments/${id}/submit`, { answers: [1, 2, 0] }, w.tokens.other6A, key);
    expect((await withAnswersLostAfter(t.db, 'assessment_submissions', submit)).status).toBe(500);
    await freeClaimsOfDeadProcess(t.db);
    const again = await submit();
    expect(again.status).toBe(201);
    expect(again.body.submission.score).toBe(4);
    const subs = await t.get(`/api/assessments/${id}/submissions`, w.tokens.teacher);
    expect(subs.body.submissions).toHaveLength(1);
  });

  it('refuses a submission after the due date unless late submissions are allowed', async () => {
    const strict = await published({ title: 'Closed' });
    const lenient = await published({ title: 'Late ok', allow_late_submissions: true });
    await t.db
      .update(assessments)
      .set({ dueAt: new Date(Date.now() - 3_600_000) })
      .where(eq(assessments.id, strict));
    await t.db
      .update(assessments)
      .set({ dueAt: new Date(Date.now() - 3_600_000) })
      .where(eq(assessments.id, lenient));
    const refused = await t.post(`/api/assessments/${strict}/submit`, { answers: [1, 2, 0] }, w.tokens.student);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('The due date has passed and late submissions are not allowed');
    expect((await t.post(`/api/assessments/${lenient}/submit`, { answers: [1, 2, 0] }, w.tokens.student)).status).toBe(
      201,
    );
  });

  it('shows the teacher the submissions and locks questions once students have submitted', async () => {
    const id = await published({ title: 'Marked' });
    await t.post(`/api/assessments/${id}/submit`, { answers: [1, 2, 1] }, w.tokens.student);
    const res = await t.get(`/api/assessments/${id}/submissions`, w.tokens.teacher);
    expect(res.status).toBe(200);
    expect(res.body.submissions).toEqual([
      {
        _id: expect.any(String),
        student_id: { _id: w.studentId, name: 'Aarav Gupta' },
        submitted_at: expect.any(String),
        score: 3,
        max_score: 4,
        answers: [1, 2, 1],
      },
    ]);
    const detail = await t.get(`/api/assessments/${id}`, w.tokens.teacher);
    expect(detail.body.assessment.submissionCount).toBe(1);

    const base = { title: 'Marked (renamed)', school_id: w.schoolId, due_at: hoursFromNow(30) };
    expect((await t.put(`/api/assessments/${id}`, base, w.tokens.teacher)).status).toBe(200);
    const locked = await t.put(`/api/assessments/${id}`, { ...base, questions: questions.slice(1) }, w.tokens.teacher);
    expect(locked.status).toBe(409);
    expect((await t.put(`/api/assessments/${id}`, { ...base, class_level: '6B' }, w.tokens.teacher)).status).toBe(409);
  });
});
