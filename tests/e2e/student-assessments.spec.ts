import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import { MOHALI, publishedFor6A, uniqueTitle } from './support/class-items';

const QUESTIONS = [
  { prompt: 'Which device can see?', options: ['A camera', 'A drum', 'A spoon'], correctIndex: 0, points: 1 },
  { prompt: 'What does a model learn from?', options: ['Paint', 'Data'], correctIndex: 1, points: 1 },
];

test.describe('student assessments', () => {
  test('a student on a phone takes an assessment and the teacher sees the submission', async ({ browser, request }) => {
    const title = uniqueTitle('Phone quiz');
    const id = await publishedFor6A(request, 'assessments', { title, questions: QUESTIONS });

    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await phone.newPage();
    await signInAs(page, request, DEMO.student);
    await page.goto('/student/assessments');
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    // The countdown ticks every second.
    const timer = card.getByRole('timer');
    const before = await timer.getAttribute('aria-label');
    expect(before).toMatch(/^Due in 2 days, 23 hours, \d+ minutes?, \d+ seconds?$/);
    await expect.poll(() => timer.getAttribute('aria-label'), { timeout: 3000 }).not.toBe(before);

    await card.getByRole('link', { name: `Start ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/student/assessments/${id}$`));
    // The correct answers are nowhere in what the student has read so far.
    const q1 = page.getByRole('radiogroup', { name: /Which device can see\?/ });
    await expect(q1.getByRole('radio')).toHaveCount(3);
    // Keyboard only: focus the first option, arrow to the second (wrong) answer; answer question 2 correctly.
    await q1.getByRole('radio', { name: 'A camera' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(q1.getByRole('radio', { name: 'A drum' })).toBeChecked();
    await page
      .getByRole('radiogroup', { name: /What does a model learn from\?/ })
      .getByRole('radio', { name: 'Data' })
      .check();
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByRole('heading', { name: 'Your score: 1 / 2' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your score: 1 / 2' })).toBeFocused();
    const r1 = page.getByRole('region', { name: 'Question 1' });
    await expect(r1.getByText('Incorrect')).toBeVisible();
    await expect(r1.getByText('Correct answer: option 1 (A camera)')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Question 2' }).getByText('Correct', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);

    await page.goto('/student/assessments');
    await expect(page.getByRole('article', { name: title }).getByText('Submitted · 1/2')).toBeVisible();

    await page.goto('/student/assessment-analytics');
    await expect(page.getByText('Total submissions')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent submissions' }).getByText(title)).toBeVisible();
    const byClass = page
      .getByRole('region', { name: 'By school and class' })
      .getByRole('row', { name: new RegExp(`6A ${MOHALI}`) });
    await expect(byClass).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await phone.close();

    // The teacher sees the submission and the analytics.
    const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const teacher = await desk.newPage();
    await signInAs(teacher, request, DEMO.teacher);
    await teacher.goto(`/teacher/assessments/${id}`);
    const row = teacher.getByRole('row', { name: /Aarav Gupta/ });
    await expect(row).toContainText('1 / 2');
    await teacher.getByRole('main').getByRole('link', { name: 'Analytics' }).click();
    await expect(teacher).toHaveURL(/class_level=6A/);
    await expect(teacher.getByRole('table').getByRole('row', { name: new RegExp(`${MOHALI}.*6A`) })).toBeVisible();
    await desk.close();
  });
});
