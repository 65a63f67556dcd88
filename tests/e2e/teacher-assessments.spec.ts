import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import { MOHALI, localInput, overflows, recordApiBodies, tabTo, uniqueTitle } from './support/class-items';
import { apiAs, expectFigures, pct } from './support/figures';

/**
 * Issue 7, 'What it must show': a teacher creates an assessment for two classes and publishes one; a student on a
 * phone-sized viewport takes it and sees the score; the teacher sees the submission and the analytics.
 */
test.describe
  .serial('assessment journey', () => {
    const title = uniqueTitle('Robots quiz');
    let id = '';

    test('a teacher creates an assessment for two classes and publishes one', async ({ page, request }) => {
      await signInAs(page, request, DEMO.teacher);
      await page.goto('/teacher/assessments');
      await page.getByRole('link', { name: 'New Assessment' }).first().click();
      await expect(page).toHaveURL(/\/teacher\/assessments\/new$/);

      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Please fill title, school, class and due date')).toBeVisible();

      // The due input: its minimum is now, the hint says at least 1 hour ahead.
      const due = page.getByLabel('Due at');
      await expect(page.getByText('At least 1 hour ahead')).toBeVisible();
      const min = Date.parse((await due.getAttribute('min')) ?? '');
      expect(Math.abs(min - Date.parse(localInput(0)))).toBeLessThanOrEqual(120_000);

      await page.getByLabel('Title').fill(title);
      await due.fill(localInput(48));
      await page.getByRole('combobox', { name: 'School' }).selectOption({ label: MOHALI });
      // Only the teacher's own classes at that school are offered; several may be chosen when creating.
      const classes = page.getByRole('group', { name: 'Classes' }).getByRole('checkbox');
      await expect(classes).toHaveCount(3);
      await page.getByRole('checkbox', { name: '6A' }).check();
      await page.getByRole('checkbox', { name: '6B' }).check();

      const q1 = page.getByRole('group', { name: 'Question 1' });
      await q1.getByRole('textbox', { name: 'Question', exact: true }).fill('Which of these is a sensor?');
      // Two options to start with, the first correct, 1 point.
      await expect(q1.getByRole('textbox', { name: /^Question 1, option/ })).toHaveCount(2);
      await expect(q1.getByRole('radio', { name: 'Option 1 is correct' })).toBeChecked();
      await expect(q1.getByRole('textbox', { name: 'Points' })).toHaveValue('1');
      await q1.getByRole('textbox', { name: 'Question 1, option 1' }).fill('A wheel');
      await q1.getByRole('textbox', { name: 'Question 1, option 2' }).fill('A speaker');
      await q1.getByRole('button', { name: 'Add option' }).click();
      await q1.getByRole('textbox', { name: 'Question 1, option 3' }).fill('A camera');
      await q1.getByRole('radio', { name: 'Option 3 is correct' }).check();
      // Removing an earlier option keeps the same answer correct (its index moves down).
      await q1.getByRole('button', { name: 'Remove option 2 of question 1' }).click();
      await expect(q1.getByRole('textbox', { name: 'Question 1, option 2' })).toHaveValue('A camera');
      await expect(q1.getByRole('radio', { name: 'Option 2 is correct' })).toBeChecked();
      // Two options is the minimum.
      await expect(q1.getByRole('button', { name: 'Remove option 1 of question 1' })).toBeDisabled();

      await page.getByRole('button', { name: 'Add question' }).click();
      const q2 = page.getByRole('group', { name: 'Question 2' });
      await q2.getByRole('textbox', { name: 'Question', exact: true }).fill('What does a model learn from?');
      await q2.getByRole('textbox', { name: 'Question 2, option 1' }).fill('Paint');
      await q2.getByRole('textbox', { name: 'Question 2, option 2' }).fill('Data');
      await q2.getByRole('radio', { name: 'Option 2 is correct' }).check();
      await q2.getByRole('textbox', { name: 'Points' }).fill('2');

      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Created 2 assessment(s)')).toBeVisible();
      await expect(page).toHaveURL(/\/teacher\/assessments$/);

      // The list, grouped by school and class: title, badge, due date, submission count, View / Edit / Analytics.
      const group6A = page.getByRole('region', { name: `${MOHALI}, class 6A` });
      const group6B = page.getByRole('region', { name: `${MOHALI}, class 6B` });
      const row6A = group6A.getByRole('listitem').filter({ hasText: title });
      const row6B = group6B.getByRole('listitem').filter({ hasText: title });
      await expect(row6A.getByText('Draft')).toBeVisible();
      await expect(row6A.getByText(/^Due \d{1,2} \w{3} \d{4}, .* · 0 submissions$/)).toBeVisible();
      await expect(row6A.getByRole('link', { name: `View ${title}` })).toBeVisible();
      await expect(row6A.getByRole('link', { name: 'Analytics for class 6A' })).toBeVisible();
      await expect(row6B.getByText('Draft')).toBeVisible();

      // Publish appears only when editing; one class when editing.
      await row6A.getByRole('link', { name: `View ${title}` }).click();
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
      await page.getByRole('main').getByRole('link', { name: 'Edit', exact: true }).click();
      await expect(page.getByRole('heading', { name: /Edit Assessment/ })).toBeVisible();
      await expect(page.getByRole('radio', { name: '6A' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: '6B' })).toHaveCount(0);

      // Too soon: the tailored message, and the date input is focused and marked invalid.
      await due.fill(localInput(0.5));
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Due date must be at least 1 hour in the future').first()).toBeVisible();
      await expect(due).toBeFocused();
      await expect(due).toHaveAttribute('aria-invalid', 'true');

      // In the past: how many hours, or days, ago it was.
      await due.fill(localInput(-3.5));
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Due date was 3 hours ago').first()).toBeVisible();
      await due.fill(localInput(-50));
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Due date was 2 days ago').first()).toBeVisible();

      // A refusal by the server about the due date also lands on the date input.
      await due.fill(localInput(72));
      await page.route('**/api/assessments/*/publish', (route) =>
        route.fulfill({
          status: 400,
          json: {
            error: 'Due date must be at least 1 hour in the future',
            details: [{ field: 'due_at', msg: 'Due date must be at least 1 hour in the future' }],
          },
        }),
      );
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Failed to publish')).toBeVisible();
      await expect(due).toBeFocused();
      await expect(due).toHaveAttribute('aria-invalid', 'true');
      await page.unroute('**/api/assessments/*/publish');

      await due.fill(localInput(48));
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Assessment published')).toBeVisible();
      await expect(page).toHaveURL(/\/teacher\/assessments\/[\w-]+$/);
      id = page.url().split('/').pop() as string;
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByText('Published', { exact: true })).toBeVisible();
      await expect(page.getByText('No submissions yet.')).toBeVisible();

      // The other class's copy is still a draft.
      await page.goto('/teacher/assessments');
      await expect(row6A.getByText('Published')).toBeVisible();
      await expect(row6B.getByText('Draft')).toBeVisible();
    });

    test('a student on a 360 px phone takes it with the keyboard and sees the score', async ({ browser, request }) => {
      expect(id).not.toBe('');
      const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await phone.newPage();
      await signInAs(page, request, DEMO.student);
      const bodies = recordApiBodies(page);
      await page.goto('/student/assessments');
      const card = page.getByRole('article', { name: title });
      await expect(card.getByRole('timer')).toHaveAttribute('aria-label', /^Due in 1 day, 23 hours, \d+ minutes?/);
      expect(await overflows(page)).toBe(false);

      await tabTo(page, card.getByRole('link', { name: `Start ${title}` }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/student/assessments/${id}$`));

      const q1 = page.getByRole('radiogroup', { name: /Which of these is a sensor\?/ });
      const q2 = page.getByRole('radiogroup', { name: /What does a model learn from\?/ });
      await expect(q1.getByRole('radio')).toHaveCount(2);
      await tabTo(page, q1.getByRole('radio', { name: 'A wheel' }));
      await page.keyboard.press('Space');
      await expect(q1.getByRole('radio', { name: 'A wheel' })).toBeChecked();
      await tabTo(page, q2.getByRole('radio', { name: 'Paint' }));
      await page.keyboard.press('ArrowDown');
      await expect(q2.getByRole('radio', { name: 'Data' })).toBeChecked();
      expect(await overflows(page)).toBe(false);

      // Nothing the student has read so far carries the correct answers.
      const before = await bodies();
      expect(before.some((b) => b.includes(title))).toBe(true);
      for (const body of before) expect(body).not.toContain('correctIndex');

      await tabTo(page, page.getByRole('button', { name: 'Submit' }));
      await page.keyboard.press('Enter');
      const score = page.getByRole('heading', { name: 'Your score: 2 / 3' });
      await expect(score).toBeVisible();
      await expect(score).toBeFocused();
      const r1 = page.getByRole('region', { name: 'Question 1' });
      await expect(r1.getByText('Incorrect')).toBeVisible();
      await expect(r1.getByText('Correct answer: option 2 (A camera)')).toBeVisible();
      const r2 = page.getByRole('region', { name: 'Question 2' });
      await expect(r2.getByText('Correct', { exact: true })).toBeVisible();
      await expect(r2.getByText('Correct answer: option 2 (Data)')).toBeVisible();
      expect(await overflows(page)).toBe(false);

      await page.goto('/student/assessments');
      await expect(page.getByRole('article', { name: title }).getByText('Submitted · 2/3')).toBeVisible();
      await phone.close();
    });

    test('the teacher sees the submission and the analytics', async ({ page, request }) => {
      expect(id).not.toBe('');
      await signInAs(page, request, DEMO.teacher);
      await page.goto(`/teacher/assessments/${id}`);
      await expect(page.getByRole('heading', { name: 'Submissions (1)' })).toBeVisible();
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText(['Student', 'Submitted at', 'Score']);
      await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([
        'Aarav Gupta',
        /^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M$/,
        '2 / 3',
      ]);

      await page.getByRole('main').getByRole('link', { name: 'Analytics', exact: true }).click();
      await expect(page).toHaveURL(/\/teacher\/assessment-analytics\?.*class_level=6A/);
      await expect(page.getByRole('combobox', { name: 'School' })).toHaveValue(/[\w-]{36}/);
      await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('6A');
      const teacher = await apiAs(request, DEMO.teacher);
      const search = new URL(page.url()).search;
      const row = page.getByRole('table').getByRole('row').nth(1);
      const answer = await expectFigures(
        page,
        () =>
          teacher.get<{ groups: { assessments: number; submissions: number; avg_score_pct: number | null }[] }>(
            `/assessments/analytics/teacher/${teacher.user._id}${search}`,
          ),
        async ({ groups }) => {
          expect(groups).toHaveLength(1);
          const g = groups[0] as { assessments: number; submissions: number; avg_score_pct: number | null };
          await expect(row.getByRole('cell')).toHaveText(
            [MOHALI, '6A', String(g.assessments), String(g.submissions), pct(g.avg_score_pct)],
            { timeout: 5000 },
          );
        },
      );
      expect(answer.groups[0]?.submissions).toBeGreaterThanOrEqual(1);
    });
  });

test.describe('teacher assessments', () => {
  test('an option list holds 2 to 8 options', async ({ page, request }) => {
    await signInAs(page, request, DEMO.teacher);
    await page.goto('/teacher/assessments/new');
    const q1 = page.getByRole('group', { name: 'Question 1' });
    const add = q1.getByRole('button', { name: 'Add option' });
    for (let i = 0; i < 6; i++) await add.click();
    await expect(q1.getByRole('textbox', { name: /^Question 1, option/ })).toHaveCount(8);
    await expect(add).toBeDisabled();
    await q1.getByRole('radio', { name: 'Option 8 is correct' }).check();
    // Removing the correct option makes the first one correct again.
    await q1.getByRole('button', { name: 'Remove option 8 of question 1' }).click();
    await expect(q1.getByRole('radio', { name: 'Option 1 is correct' })).toBeChecked();
    await expect(add).toBeEnabled();
  });

  test('edits a draft and shows the update', async ({ page, request }) => {
    const title = uniqueTitle('Draft to edit');
    await signInAs(page, request, DEMO.teacher);
    await page.goto('/teacher/assessments/new');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Due at').fill(localInput(30));
    await page.getByRole('combobox', { name: 'School' }).selectOption({ label: MOHALI });
    await page.getByRole('checkbox', { name: '7A' }).check();
    await page.getByRole('button', { name: 'Remove question 1' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Created 1 assessment(s)')).toBeVisible();

    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(/\/teacher\/assessments\/[\w-]+\/edit$/);
    await page.getByLabel('Title').fill(`${title} v2`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Assessment updated')).toBeVisible();
    await expect(page.getByRole('heading', { name: `${title} v2` })).toBeVisible();
  });

  test('failures say Failed to load and Failed to save', async ({ page, request }) => {
    await signInAs(page, request, DEMO.teacher);
    await page.route('**/api/assessments?*', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: { error: 'Database down' } })
        : route.continue(),
    );
    await page.goto('/teacher/assessments');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load' })).toContainText('Database down');
    await page.unroute('**/api/assessments?*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load' })).toHaveCount(0);

    await page.goto('/teacher/assessments/new');
    await page.getByLabel('Title').fill(uniqueTitle('Never saved'));
    await page.getByLabel('Due at').fill(localInput(30));
    await page.getByRole('combobox', { name: 'School' }).selectOption({ label: MOHALI });
    await page.getByRole('checkbox', { name: '7A' }).check();
    await page.getByRole('button', { name: 'Remove question 1' }).click();
    await page.route('**/api/assessments', (route) => route.fulfill({ status: 500, json: { error: 'Disk full' } }));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Failed to save')).toBeVisible();
    await expect(page.getByText('Disk full')).toBeVisible();
    await expect(page).toHaveURL(/\/teacher\/assessments\/new$/);
  });

  test('analytics filter by school and class, class upper-cased', async ({ page, request }) => {
    await signInAs(page, request, DEMO.teacher);
    await page.goto('/teacher/assessment-analytics?class_level=6a');
    await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('6A');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'School',
      'Class',
      'Assessments',
      'Submissions',
      'Avg score %',
    ]);
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('6A');
    for (const cell of await table.locator('tbody tr td:nth-child(2)').all()) await expect(cell).toHaveText('6A');
    await expect(page.getByRole('img', { name: /Bar chart of the average score percent by class/ })).toBeVisible();

    await page.getByRole('combobox', { name: 'Class' }).selectOption('');
    await page.getByRole('combobox', { name: 'School' }).selectOption({ label: MOHALI });
    await expect(page).toHaveURL(/school_id=/);
    await expect(table.getByRole('row').nth(1)).toContainText(MOHALI);
  });
});
