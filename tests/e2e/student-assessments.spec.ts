import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import { MOHALI, overflows, publishedFor6A, uniqueTitle } from './support/class-items';
import { apiAs, expectFigures, pct, stat } from './support/figures';

const QUESTIONS = [
  { prompt: 'Which device can see?', options: ['A camera', 'A drum', 'A spoon'], correctIndex: 0, points: 1 },
  { prompt: 'What does a model learn from?', options: ['Paint', 'Data'], correctIndex: 1, points: 1 },
];

test.use({ viewport: { width: 360, height: 740 } });

test.describe('student assessments (phone)', () => {
  test('the countdown shows days, hours, minutes and seconds and ticks every second', async ({ page, request }) => {
    const title = uniqueTitle('Countdown quiz');
    await publishedFor6A(request, 'assessments', { title, questions: QUESTIONS });
    await signInAs(page, request, DEMO.student);
    await page.goto('/student/assessments');
    const card = page.getByRole('article', { name: title });
    const timer = card.getByRole('timer');
    const spoken = /^Due in 2 days, 23 hours, \d+ minutes?, \d+ seconds?$/;
    await expect(timer).toHaveAttribute('aria-label', spoken);
    await expect(timer).toHaveText(/^2d 23h \d\dm \d\ds$/);
    const first = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 2500, intervals: [200] }).not.toBe(first);
    await expect(card.getByRole('link', { name: `Start ${title}` })).toBeVisible();
    expect(await overflows(page)).toBe(false);
  });

  test('a student answers, then sees Correct or Incorrect with the correct option, and their analytics', async ({
    page,
    request,
  }) => {
    const title = uniqueTitle('Phone quiz');
    const id = await publishedFor6A(request, 'assessments', { title, questions: QUESTIONS });
    await signInAs(page, request, DEMO.student);
    await page.goto(`/student/assessments/${id}`);
    const q1 = page.getByRole('radiogroup', { name: /Which device can see\?/ });
    await expect(q1.getByRole('radio')).toHaveCount(3);
    await q1.getByRole('radio', { name: 'A drum' }).check();
    // Question 2 left unanswered: it scores 0.
    await expect(page.getByText('1 of 2 questions not answered yet; unanswered questions score 0.')).toBeVisible();
    // Submitted once and for good: with a question left blank, Submit asks first; the student may go back.
    await page.getByRole('button', { name: 'Submit' }).click();
    const asked = page.getByRole('alert').filter({ hasText: 'Submit with questions not answered?' });
    await expect(asked).toContainText('1 question scores 0. An assessment can be submitted only once.');
    await asked.getByRole('button', { name: 'Keep answering' }).click();
    await expect(asked).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: 'Submit anyway' }).click();
    await expect(page.getByRole('heading', { name: 'Your score: 0 / 2' })).toBeVisible();
    const r2 = page.getByRole('region', { name: 'Question 2' });
    await expect(r2.getByText('Incorrect')).toBeVisible();
    await expect(r2.getByText('Your answer: not answered')).toBeVisible();
    await expect(r2.getByText('Correct answer: option 2 (Data)')).toBeVisible();

    // The result is there again after a reload (the server now sends the answers).
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your score: 0 / 2' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Question 1' }).getByText('Correct answer: option 1 (A camera)'),
    ).toBeVisible();

    // Analytics: total, average, by school and class, the last 5 — as the API answers them.
    const student = await apiAs(request, DEMO.student);
    await page.goto('/student/assessment-analytics');
    const recent = page.getByRole('region', { name: 'Recent submissions' });
    const answer = await expectFigures(
      page,
      () =>
        student.get<{
          total_submissions: number;
          average_score_pct: number | null;
          groups: { class_level: string; school_name: string; submitted: number; avg_score_pct: number | null }[];
          recent: { title: string; score: number; max_score: number }[];
        }>(`/assessments/analytics/student/${student.user._id}`),
      async (a) => {
        await expect(stat(page, 'Total submissions')).toHaveText(String(a.total_submissions));
        await expect(stat(page, 'Average score')).toHaveText(pct(a.average_score_pct));
        const rows = page.getByRole('region', { name: 'By school and class' }).getByRole('row');
        await expect(rows).toHaveCount(a.groups.length + 1);
        for (const [i, g] of a.groups.entries())
          await expect(rows.nth(i + 1).getByRole('cell')).toHaveText([
            `${g.class_level}${g.school_name}`,
            String(g.submitted),
            pct(g.avg_score_pct),
          ]);
        await expect(recent.getByText(/^\d+ \/ \d+$/)).toHaveText(a.recent.map((r) => `${r.score} / ${r.max_score}`));
      },
    );
    expect(answer.recent.length).toBeLessThanOrEqual(5);
    expect(answer.recent[0]?.title).toBe(title);
    expect(answer.groups.some((g) => g.class_level === '6A' && g.school_name === MOHALI)).toBe(true);
    expect(await overflows(page)).toBe(false);

    await page.goto('/student/assessments');
    await expect(page.getByRole('article', { name: title }).getByText('Submitted · 0/2')).toBeVisible();
  });

  test('an assessment of another class, or a failed load, says Failed to load', async ({ page, request }) => {
    const teacher = await apiAs(request, DEMO.teacher);
    const schools = await teacher.get<{ data: { _id: string; name: string }[] }>('/schools?limit=100');
    const mohali = schools.data.find((s) => s.name === MOHALI)?._id;
    const created = await teacher.post<{ assessments: { _id: string }[] }>('/assessments', {
      title: uniqueTitle('For 6B only'),
      school_id: mohali,
      class_levels: ['6B'],
      due_at: new Date(Date.now() + 86_400_000).toISOString(),
      questions: QUESTIONS,
    });
    const other = created.assessments[0]?._id as string;
    await teacher.post(`/assessments/${other}/publish`, {});

    await signInAs(page, request, DEMO.student);
    await page.goto(`/student/assessments/${other}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load' })).toContainText('Assessment not found');

    await page.route('**/api/assessments/student/assigned/list', (route) =>
      route.fulfill({ status: 500, json: { error: 'Database down' } }),
    );
    await page.goto('/student/assessments');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load' })).toContainText('Database down');
  });
});
