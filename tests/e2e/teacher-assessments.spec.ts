import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import { MOHALI, localInput, uniqueTitle } from './support/class-items';

test.describe('teacher assessments', () => {
  test('creates an assessment for two classes and publishes one', async ({ page, request }) => {
    const title = uniqueTitle('Robots quiz');
    await signInAs(page, request, DEMO.teacher);
    await page.goto('/teacher/assessments');
    await page.getByRole('link', { name: 'New Assessment' }).first().click();
    await expect(page).toHaveURL(/\/teacher\/assessments\/new$/);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please fill title, school, class and due date')).toBeVisible();

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Due at').fill(localInput(48));
    await page.getByRole('combobox', { name: 'School' }).selectOption({ label: MOHALI });
    // Only the teacher's own classes at that school are offered.
    const classes = page.getByRole('group', { name: 'Classes' }).getByRole('checkbox');
    await expect(classes).toHaveCount(3);
    await page.getByRole('checkbox', { name: '6A' }).check();
    await page.getByRole('checkbox', { name: '6B' }).check();

    const q1 = page.getByRole('group', { name: 'Question 1' });
    await q1.getByRole('textbox', { name: 'Question', exact: true }).fill('Which of these is a sensor?');
    await expect(q1.getByRole('radio', { name: 'Option 1 is correct' })).toBeChecked();
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
    await expect(q1.getByRole('textbox', { name: 'Points' })).toHaveValue('1');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Created 2 assessment(s)')).toBeVisible();
    await expect(page).toHaveURL(/\/teacher\/assessments$/);

    const group6A = page.getByRole('region', { name: `${MOHALI}, class 6A` });
    const group6B = page.getByRole('region', { name: `${MOHALI}, class 6B` });
    await expect(group6A.getByText(title)).toBeVisible();
    await expect(group6B.getByText(title)).toBeVisible();
    const row6A = group6A.getByRole('listitem').filter({ hasText: title });
    await expect(row6A.getByText('Draft')).toBeVisible();
    await expect(row6A.getByText(/0 submissions/)).toBeVisible();

    // Publish appears only when editing.
    await group6A.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { name: /Edit Assessment/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: '6A' })).toBeChecked();

    // Too soon: the tailored message, and the date input is focused and marked invalid.
    const due = page.getByLabel('Due at');
    await due.fill(localInput(0.5));
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Due date must be at least 1 hour in the future').first()).toBeVisible();
    await expect(due).toBeFocused();
    await expect(due).toHaveAttribute('aria-invalid', 'true');

    // In the past: how long ago it was.
    await due.fill(localInput(-3.5));
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Due date was 3 hours ago').first()).toBeVisible();

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

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Assessment published')).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await expect(page.getByText('No submissions yet.')).toBeVisible();

    // The other class's copy is still a draft.
    await page.goto('/teacher/assessments');
    const row6B = group6B.getByRole('listitem').filter({ hasText: title });
    await expect(row6B.getByText('Draft')).toBeVisible();
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
    await page.getByLabel('Title').fill(`${title} v2`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Assessment updated')).toBeVisible();
    await expect(page.getByRole('heading', { name: `${title} v2` })).toBeVisible();
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
