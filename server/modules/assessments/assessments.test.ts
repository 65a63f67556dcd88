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
  { prompt: 'What does AI stand for?', options: ['Artificial Intelligence', 'Apple Ink'] },
  { prompt: 'Pick the sensor', options: ['Camera', 'Spoon', 'Cup'], correctIndex: 0, points: 2 },
];
const draft = (over: Record<string, unknown> = {}) => ({
  title: 'Quiz',
  description: 'Short quiz',
  school_id: w.schoolId,
  class_levels: ['6A'],
  due_at: hoursFromNow(48),
  questions,
  ...over,
});

describe('creating assessments', () => {
  it('makes one assessment per class, upper-cases classes, applies the defaults and logs each', async () => {
    const res = await t.post(
      '/api/assessments',
      draft({ title: 'Two classes', class_levels: ['6a', '6B', '6A'] }),
      w.tokens.teacher,
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Created 2 assessment(s)');
    expect(res.body.assessments.map((a: { class_level: string }) => a.class_level)).toEqual(['6A', '6B']);
    const [first] = res.body.assessments;
    expect(first).toMatchObject({
      title: 'Two classes',
      published: false,
      submissionCount: 0,
      max_score: 3,
      school_name: 'Sunrise Public School, Mohali',
    });
    expect(first.questions[0]).toEqual({
      prompt: 'What does AI stand for?',
      options: ['Artificial Intelligence', 'Apple Ink'],
      correctIndex: 0,
      points: 1,
    });

    const list = await t.get(`/api/assessments?school_id=${w.schoolId}&class_level=6b`, w.tokens.teacher);
    expect(list.status).toBe(200);
    expect(list.body.assessments.filter((a: { title: string }) => a.title === 'Two classes')).toHaveLength(1);
    expect(list.body.assessments.every((a: { class_level: string }) => a.class_level === '6B')).toBe(true);

    const logged = await t.db.select().from(activityLog).where(eq(activityLog.action, 'assessment_created'));
    const ids = res.body.assessments.map((a: { _id: string }) => a._id);
    const lines = logged
      .filter((l) => ids.includes(l.entityId))
      .map((l) => l.description.replace(/^.+?(?= created)/, ''));
    expect(lines.sort()).toEqual([
      ' created the assessment "Two classes" for class 6A',
      ' created the assessment "Two classes" for class 6B',
    ]);
  });

  it('refuses an incomplete form with the spec message and invalid questions with theirs', async () => {
    const save = 'Please fill title, school, class and due date';
    for (const over of [{ title: '  ' }, { class_levels: [] }, { due_at: '' }, { school_id: undefined }]) {
      const res = await t.post('/api/assessments', draft(over), w.tokens.teacher);
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(save);
    }
    const oneOption = await t.post(
      '/api/assessments',
      draft({ questions: [{ prompt: 'Q', options: ['only'] }] }),
      w.tokens.teacher,
    );
    expect(oneOption.body.details).toContainEqual({
      field: 'questions.0.options',
      msg: 'Each question needs at least 2 options',
    });
    const nine = await t.post(
      '/api/assessments',
      draft({ questions: [{ prompt: 'Q', options: Array(9).fill('x') }] }),
      w.tokens.teacher,
    );
    expect(nine.body.error).toBe('A question can have at most 8 options');
    const badCorrect = await t.post(
      '/api/assessments',
      draft({ questions: [{ prompt: 'Q', options: ['a', 'b'], correctIndex: 2 }] }),
      w.tokens.teacher,
    );
    expect(badCorrect.status).toBe(400);
    expect(badCorrect.body.details).toContainEqual({
      field: 'questions.0.correctIndex',
      msg: 'Choose exactly one correct option among the options',
    });
  });

  it('makes them once when the request is repeated after its answer was lost (a crash after the commit)', async () => {
    const key = { 'idempotency-key': 'create-assessments-lost-answer' };
    const body = draft({ title: 'Through a power cut' });
    const create = () => t.post('/api/assessments', body, w.tokens.teacher, key);
    expect((await withAnswersLostAfter(t.db, 'assessments', create)).status).toBe(500);
    await freeClaimsOfDeadProcess(t.db);
    const again = await create();
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const made = await t.db.select().from(assessments).where(eq(assessments.title, 'Through a power cut'));
    expect(made).toHaveLength(1);
    expect(again.body.assessments.map((a: { _id: string }) => a._id)).toEqual([made[0]?.id]);
  });

  it('lets only a teacher of that school and class create', async () => {
    const notMine = await t.post('/api/assessments', draft({ class_levels: ['6A', '6C'] }), w.tokens.teacher);
    expect(notMine.status).toBe(404);
    expect(notMine.body.error).toBe('You do not teach class 6C at this school');
    const otherSchool = await t.post(
      '/api/assessments',
      draft({ school_id: '00000000-0000-4000-8000-000000000000' }),
      w.tokens.teacher,
    );
    expect(otherSchool.status).toBe(404);
    expect((await t.post('/api/assessments', draft(), w.tokens.student)).status).toBe(403);
    expect((await t.post('/api/assessments', draft(), w.tokens.admin)).status).toBe(403);
    expect((await t.post('/api/assessments', draft(), undefined)).status).toBe(401);
  });
});

describe('editing and publishing', () => {
  it('edits, then publishes only with a due date at least 1 hour ahead, with tailored messages', async () => {
    const created = await t.post(
      '/api/assessments',
      draft({ title: 'Due rules', due_at: hoursFromNow(0.5) }),
      w.tokens.teacher,
    );
    const id = created.body.assessments[0]._id;
    const publish = () => t.post(`/api/assessments/${id}/publish`, {}, w.tokens.teacher);
    const setDue = (due_at: string) =>
      t.put(`/api/assessments/${id}`, { title: 'Due rules', school_id: w.schoolId, due_at }, w.tokens.teacher);

    let res = await publish();
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Due date must be at least 1 hour in the future',
      details: [{ field: 'due_at', msg: 'Due date must be at least 1 hour in the future' }],
    });
    await setDue(hoursFromNow(-3));
    expect((await publish()).body.error).toBe('Due date was 3 hours ago');
    await setDue(hoursFromNow(-49));
    expect((await publish()).body.error).toBe('Due date was 2 days ago');

    const edited = await setDue(hoursFromNow(2));
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Assessment updated');
    expect(edited.body.assessment.questions).toHaveLength(2);
    res = await publish();
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Assessment published');
    expect(res.body.assessment).toMatchObject({ published: true });
    const logged = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'assessment_published'), eq(activityLog.entityId, id)));
    expect(logged).toHaveLength(1);
  });

  it('refuses to publish without questions', async () => {
    const created = await t.post('/api/assessments', draft({ questions: [] }), w.tokens.teacher);
    const res = await t.post(`/api/assessments/${created.body.assessments[0]._id}/publish`, {}, w.tokens.teacher);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Add at least one question before publishing');
  });

  it('answers 404 to a teacher of another class, 403 to students, for edit, publish and submissions', async () => {
    const id = (await t.post('/api/assessments', draft(), w.tokens.teacher)).body.assessments[0]._id;
    const body = { title: 'Hijack', school_id: w.schoolId, due_at: hoursFromNow(5) };
    expect((await t.put(`/api/assessments/${id}`, body, w.tokens.otherTeacher)).status).toBe(404);
    expect((await t.post(`/api/assessments/${id}/publish`, {}, w.tokens.otherTeacher)).status).toBe(404);
    expect((await t.get(`/api/assessments/${id}/submissions`, w.tokens.otherTeacher)).status).toBe(404);
    expect((await t.get(`/api/assessments/${id}`, w.tokens.otherTeacher)).status).toBe(404);
    expect((await t.put(`/api/assessments/${id}`, body, w.tokens.student)).status).toBe(403);
    expect((await t.get(`/api/assessments/${id}/submissions`, w.tokens.student)).status).toBe(403);
    // Moving it into a class the teacher does not teach is refused too.
    const moved = await t.put(`/api/assessments/${id}`, { ...body, class_level: '6c' }, w.tokens.teacher);
    expect(moved.status).toBe(404);
    expect(moved.body.error).toBe('You do not teach class 6C at this school');
    // Admins and the school's manager may read the assessment, but only its teacher reads the submissions.
    expect((await t.get(`/api/assessments/${id}`, w.tokens.admin)).status).toBe(200);
    expect((await t.get(`/api/assessments/${id}`, w.tokens.schoolManager)).status).toBe(200);
    expect((await t.get(`/api/assessments/${id}/submissions`, w.tokens.schoolManager)).status).toBe(403);
    expect((await t.get(`/api/assessments/${id}/submissions`, w.tokens.admin)).status).toBe(403);
    expect((await t.get(`/api/assessments/${id}/submissions`, w.tokens.teacher)).status).toBe(200);
    const stranger = await t.get(`/api/assessments/${id}/submissions`, w.tokens.otherTeacher);
    expect(stranger.body.error).toBe('Assessment not found');
    expect((await t.get('/api/assessments/not-a-uuid', w.tokens.teacher)).status).toBe(404);
  });
});
