import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentSubmissions, assessments, surveySubmissions, surveys } from '#server/db/schema/learning';
import { users } from '#server/db/schema/people';
import { classSessions } from '#server/db/schema/teaching';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { createWorld } from '#server/testing/analytics-fixture';
import { monthlyProgress } from './student-analytics';

/**
 * Class 7B of Test School (60 slides; students s4, s5), its fixture session replaced by known ones:
 * three months ago slides 1–10 (15/20) and 10–20 (20/20); last month 18–25 (10/20) and 26–70 (18/20, past the
 * deck's end); this month one session still in progress. Assessments and surveys of 7B as listed in beforeAll.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof createWorld>>;
let s4: string;
let s5: string;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const HOUR = 3_600_000;
const now = Date.now();
/** A day of the month `back` months before this one (UTC, 06:00). */
const inMonth = (back: number, day: number) => {
  const d = new Date(now);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, day, 6));
};
const monthOf = (back: number) => inMonth(back, 1).toISOString().slice(0, 7);
const fromNow = (days: number) => new Date(now + days * 24 * HOUR);

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  [s4, s5] = w.students['7B'] as [string, string];
  const s1 = w.student;
  await t.db
    .delete(classSessions)
    .where(and(eq(classSessions.schoolId, w.schoolA), eq(classSessions.classLevel, '7B')));
  const session = (at: Date, start: number, end: number, attended: number, status: 'ended' | 'in_progress') => ({
    ...w.session('7B', 0, start, end, attended, 20),
    sessionDate: at,
    endedAt: status === 'ended' ? at : null,
    status,
  });
  await t.db
    .insert(classSessions)
    .values([
      session(inMonth(3, 5), 1, 10, 15, 'ended'),
      session(inMonth(3, 12), 10, 20, 20, 'ended'),
      session(inMonth(1, 3), 18, 25, 10, 'ended'),
      session(inMonth(1, 10), 26, 70, 18, 'ended'),
      session(inMonth(0, 1), 21, 30, 20, 'in_progress'),
    ]);
  const questions = [{ prompt: 'q', options: ['a', 'b'], correctIndex: 0, points: 4 }];
  const item = (title: string, dueAt: Date, extra: { published?: boolean; allowLateSubmissions?: boolean } = {}) => ({
    teacherId: w.t1,
    schoolId: w.schoolA,
    classLevel: '7B',
    title,
    dueAt,
    published: true,
    ...extra,
  });
  const made = await t.db
    .insert(assessments)
    .values([
      { ...item('Quiz 1', inMonth(3, 25)), questions },
      { ...item('Quiz 2', inMonth(1, 20)), questions },
      { ...item('Quiz 3', fromNow(5)), questions },
      { ...item('Missed', fromNow(-2)), questions },
      { ...item('Late ok', fromNow(-1), { allowLateSubmissions: true }), questions },
      { ...item('Draft', fromNow(6), { published: false }), questions },
    ])
    .returning({ id: assessments.id, title: assessments.title });
  for (const m of made) ids[m.title] = m.id;
  const submission = (title: string, studentId: string, score: number, maxScore: number, submittedAt: Date) => ({
    assessmentId: ids[title] as string,
    studentId,
    answers: [0],
    score,
    maxScore,
    submittedAt,
  });
  await t.db.insert(assessmentSubmissions).values([
    submission('Quiz 1', s4, 3, 4, inMonth(3, 20)),
    submission('Quiz 1', s5, 1, 4, inMonth(3, 21)),
    submission('Quiz 2', s4, 2, 2, inMonth(1, 15)),
    // A student of another class (6A) does not count in 7B's average.
    submission('Quiz 2', s1, 0, 2, inMonth(1, 15)),
  ]);
  const surveyQuestions = [{ prompt: 'p', min: 1, max: 5, allow_verbatim: false }];
  const madeSurveys = await t.db
    .insert(surveys)
    .values([
      { ...item('Feedback', fromNow(3)), questions: surveyQuestions },
      { ...item('Check-in', fromNow(2)), questions: surveyQuestions },
    ])
    .returning({ id: surveys.id, title: surveys.title });
  for (const m of madeSurveys) ids[m.title] = m.id;
  await t.db
    .insert(surveySubmissions)
    .values({ surveyId: ids.Feedback as string, studentId: s4, answers: [{ rating: 4 }], submittedAt: fromNow(-1) });
  const logins = {
    admin: 'admin@demo.test',
    demoIm: 'institution.manager@demo.test',
    demoSm: 'school.manager@demo.test',
    demoTeacher: 'teacher@demo.test',
    im: 'im@test.test',
    sm: 'sm@test.test',
    t1: 't1@test.test',
    t2: 't2@test.test',
    s1: 's1@test.test',
    s4: 's4@test.test',
    s5: 's5@test.test',
    s6: 's6@test.test',
  };
  for (const [k, email] of Object.entries(logins)) tokens[k] = await t.login(email);
});
afterAll(() => t.close());

const url = (id: string) => `/api/analytics/student/${id}`;

describe('GET /api/analytics/student/{id}', () => {
  it("shows the class's progress month by month: furthest slide, new slides, cumulative (clamped), attendance", async () => {
    const res = await t.get(url(s4), tokens.s4);
    expect(res.status).toBe(200);
    expect(res.body.total_slides).toBe(60);
    expect(res.body.monthly_progress).toEqual([
      {
        month: monthOf(3),
        sessions: 2,
        furthest_slide: 20,
        slides_covered: 20,
        cumulative_slides: 20,
        cumulative_percentage: 33.3,
        attendance_rate: 87.5,
      },
      {
        month: monthOf(2),
        sessions: 0,
        furthest_slide: null,
        slides_covered: 0,
        cumulative_slides: 20,
        cumulative_percentage: 33.3,
        attendance_rate: null,
      },
      {
        month: monthOf(1),
        sessions: 2,
        furthest_slide: 60,
        slides_covered: 40,
        cumulative_slides: 60,
        cumulative_percentage: 100,
        attendance_rate: 70,
      },
      {
        month: monthOf(0),
        sessions: 0,
        furthest_slide: null,
        slides_covered: 0,
        cumulative_slides: 60,
        cumulative_percentage: 100,
        attendance_rate: null,
      },
    ]);
  });

  it("puts each score beside the class's average on the same assessment (students of the same class only)", async () => {
    const mine = (await t.get(url(s4), tokens.s4)).body;
    expect(mine.assessment_scores).toEqual([
      {
        assessment_id: ids['Quiz 1'],
        title: 'Quiz 1',
        submitted_at: inMonth(3, 20).toISOString(),
        score: 3,
        max_score: 4,
        percentage: 75,
        class_average: 50,
        class_submissions: 2,
      },
      {
        assessment_id: ids['Quiz 2'],
        title: 'Quiz 2',
        submitted_at: inMonth(1, 15).toISOString(),
        score: 2,
        max_score: 2,
        percentage: 100,
        class_average: 100,
        class_submissions: 1,
      },
    ]);
    // The class's three submissions weigh the same: (25 + 75 + 100) / 3, as the teacher's analytics average them
    // (a mean of the two assessments' means would say 75).
    expect(mine.assessment_summary).toEqual({ submitted: 2, average: 87.5, class_average: 66.7 });
    const other = (await t.get(url(s5), tokens.s5)).body;
    expect(other.assessment_scores).toMatchObject([{ title: 'Quiz 1', percentage: 25, class_average: 50 }]);
    expect(other.assessment_summary).toEqual({ submitted: 1, average: 25, class_average: 50 });
  });

  it('counts the surveys answered and lists what is due next, soonest first (open or late allowed)', async () => {
    const mine = (await t.get(url(s4), tokens.s4)).body;
    expect(mine.surveys).toEqual({
      answered: 1,
      recent: [
        {
          survey_id: ids.Feedback,
          title: 'Feedback',
          class_level: '7B',
          submitted_at: fromNow(-1).toISOString(),
          average_rating: 4,
        },
      ],
    });
    const due = (title: string, kind: string, overdue = false) => ({
      kind,
      _id: ids[title],
      title,
      due_at: expect.any(String),
      overdue,
    });
    expect(mine.due_next).toEqual([
      due('Late ok', 'assessment', true),
      due('Check-in', 'survey'),
      due('Quiz 3', 'assessment'),
    ]);
    const other = (await t.get(url(s5), tokens.s5)).body;
    expect(other.surveys).toEqual({ answered: 0, recent: [] });
    expect(other.due_next.map((d: { title: string }) => d.title)).toEqual([
      'Late ok',
      'Check-in',
      'Feedback',
      'Quiz 3',
    ]);
  });

  it('answers honest empty figures for a class with no sessions, results or assigned items, and without a class', async () => {
    const lone = w.students['8A']?.[0] as string;
    const res = await t.get(url(lone), tokens.s6);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      class_level: '8A',
      monthly_progress: [],
      assessment_scores: [],
      assessment_summary: { submitted: 0, average: null, class_average: null },
      surveys: { answered: 0, recent: [] },
      due_next: [],
    });
    const [row] = await t.db
      .insert(users)
      .values({ name: 'No Class', email: 'noclass@test.test', role: 'student', passwordHash: 'x' })
      .returning({ id: users.id });
    const none = await t.get(url(row?.id as string), tokens.admin);
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ school_id: null, monthly_progress: [], assessment_scores: [], due_next: [] });
  });

  it('extends My Progress: /api/students/{id}/progress keeps its own answer', async () => {
    const analytics = (await t.get(url(s4), tokens.s4)).body;
    const progress = await t.get(`/api/students/${s4}/progress`, tokens.s4);
    expect(progress.status).toBe(200);
    expect(analytics).toMatchObject(progress.body);
    for (const key of ['monthly_progress', 'assessment_scores', 'assessment_summary', 'surveys', 'due_next'])
      expect(progress.body).not.toHaveProperty(key);
  });

  it('scope: the student themself, teachers of their class, managers in scope, admins; 404 for anyone else', async () => {
    const status = async (id: string, who: string) => (await t.get(url(id), tokens[who])).status;
    for (const who of ['s4', 't1', 't2', 'sm', 'im', 'admin']) expect(await status(s4, who)).toBe(200);
    expect(await status(s4, 's5')).toBe(404);
    expect(await status(w.student, 't2')).toBe(404);
    for (const who of ['demoTeacher', 'demoSm', 'demoIm']) expect(await status(s4, who)).toBe(404);
    expect(await status('not-a-uuid', 'admin')).toBe(404);
    expect(await status(w.t1, 'admin')).toBe(404);
  });
});

describe('monthlyProgress', () => {
  it('keeps the last 12 months, the position carried from the months before them', () => {
    const found = [
      { month: '2024-01', sessions: 1, furthest: 5, attended: 9, total: 10 },
      { month: '2025-02', sessions: 1, furthest: 8, attended: 0, total: 0 },
    ];
    const months = monthlyProgress(found, 10, '2025-02');
    expect(months).toHaveLength(12);
    expect(months[0]).toMatchObject({ month: '2024-03', sessions: 0, cumulative_slides: 5, slides_covered: 0 });
    expect(months.at(-1)).toEqual({
      month: '2025-02',
      sessions: 1,
      furthest_slide: 8,
      slides_covered: 3,
      cumulative_slides: 8,
      cumulative_percentage: 80,
      attendance_rate: null,
    });
  });
});
