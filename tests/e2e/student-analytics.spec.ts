import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import { publishedFor6A, uniqueTitle } from './support/class-items';
import { apiAs, expectFigures, pct, stat } from './support/figures';

type Analytics = {
  progress_percentage: number;
  attendance: { rate: number | null };
  monthly_progress: {
    month: string;
    slides_covered: number;
    cumulative_slides: number;
    cumulative_percentage: number;
  }[];
  assessment_scores: { title: string; percentage: number | null; class_average: number | null }[];
  assessment_summary: { average: number | null };
  surveys: { answered: number };
  due_next: { title: string }[];
};

const QUESTIONS = [{ prompt: 'Which device can see?', options: ['A camera', 'A drum'], correctIndex: 0, points: 1 }];
const SURVEY_QUESTIONS = [{ prompt: 'The class was clear', min: 1, max: 5, allow_verbatim: false }];

test.use({ viewport: { width: 360, height: 740 } });

test.describe('student analytics (phone)', () => {
  test('a student opens their analytics from the dashboard and My Progress, with the figures the API answers', async ({
    page,
    request,
  }) => {
    const quiz = uniqueTitle('Analytics quiz');
    const survey = uniqueTitle('Analytics survey');
    await publishedFor6A(request, 'assessments', { title: quiz, questions: QUESTIONS });
    await publishedFor6A(request, 'surveys', { title: survey, questions: SURVEY_QUESTIONS });
    const student = await apiAs(request, DEMO.student);
    await signInAs(page, request, DEMO.student);

    // The view is in the student's sidebar (issue 40: under 'More', the menu on a phone) and on the dashboard.
    await page.goto('/dashboard');
    await expect(page.locator('#main-navigation a[href="/analytics"]')).toHaveText('Analytics');
    await page.getByRole('link', { name: 'View my analytics' }).click();
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();

    // Other journeys log sessions and publish items meanwhile: reload until the screen agrees with one answer.
    const a = await expectFigures(
      page,
      () => student.get<Analytics>(`/analytics/student/${student.user._id}`),
      async (a) => {
        await expect(stat(page, 'Course progress')).toHaveText(`${a.progress_percentage}%`);
        await expect(stat(page, "Your class's attendance")).toHaveText(pct(a.attendance.rate));
        await expect(stat(page, 'Average score')).toHaveText(pct(a.assessment_summary.average));
        await expect(stat(page, 'Surveys answered')).toHaveText(String(a.surveys.answered));
        await expect(stat(page, 'Due next')).toHaveText(String(a.due_next.length));
      },
    );
    expect(a.monthly_progress.length).toBeGreaterThan(0);

    // The class's months: a chart with a spoken summary, and the same figures as a table.
    const progress = page.getByRole('region', { name: "Your class's progress over time" });
    await expect(progress.getByRole('img', { name: /^Line chart of the share of the course/ })).toBeVisible();
    await progress.getByText('Table', { exact: true }).click();
    const rows = progress.getByRole('row');
    await expect(rows).toHaveCount(a.monthly_progress.length + 1);
    const last = a.monthly_progress.at(-1) as Analytics['monthly_progress'][number];
    await expect(rows.last().getByRole('cell').last()).toHaveText(
      `${last.cumulative_percentage}%${last.cumulative_slides} slide${last.cumulative_slides === 1 ? '' : 's'}, ${last.slides_covered} new`,
    );

    // Attendance is the class's, and says so.
    await expect(page.getByRole('region', { name: "Your class's attendance" })).toBeVisible();

    // Scores against the class's average, as a table.
    const scores = page.getByRole('region', { name: 'Assessment scores' });
    await scores.getByText('Table', { exact: true }).click();
    await expect(scores.getByRole('row')).toHaveCount(Math.max(a.assessment_scores.length, 1) + 1);
    const first = a.assessment_scores[0];
    if (first) {
      await expect(scores.getByRole('row').nth(1)).toContainText(first.title);
      await expect(scores.getByRole('row').nth(1)).toContainText(pct(first.class_average));
    }

    // What is due next: the quiz and survey just published, each a link to answer it.
    const due = page.getByRole('region', { name: 'Due next' });
    await expect(due.getByRole('link', { name: quiz })).toBeVisible();
    await expect(due.getByRole('link', { name: survey })).toBeVisible();

    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await due.getByRole('link', { name: quiz }).click();
    await expect(page).toHaveURL(/\/student\/assessments\/[0-9a-f-]+$/);

    // My Progress links to the view too.
    await page.goto('/progress');
    await page.getByRole('link', { name: 'View my analytics' }).click();
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  });
});
