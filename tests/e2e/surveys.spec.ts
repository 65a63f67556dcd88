import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import { MOHALI, localInput, uniqueTitle } from './support/class-items';

const SUGGESTED = [
  'The teacher explained the topics clearly',
  'The pace of the class was right for me',
  'The teacher encouraged questions',
  'Overall, the class was effective',
];

test.describe('surveys', () => {
  test('a teacher publishes a survey, a student answers with a comment on a phone, the teacher reads it', async ({
    browser,
    page,
    request,
  }) => {
    const title = uniqueTitle('Feedback');
    const comment = `Loved the robot demo <b>${Date.now()}</b>`;
    await signInAs(page, request, DEMO.teacher);
    await page.goto('/teacher/surveys/new');
    for (const [i, prompt] of SUGGESTED.entries()) {
      await expect(
        page.getByRole('group', { name: `Question ${i + 1}` }).getByRole('textbox', { name: 'Question', exact: true }),
      ).toHaveValue(prompt);
    }
    await expect(
      page.getByRole('group', { name: 'Question 1' }).getByRole('textbox', { name: 'Lowest rating' }),
    ).toHaveValue('1');
    await expect(
      page.getByRole('group', { name: 'Question 1' }).getByRole('textbox', { name: 'Highest rating' }),
    ).toHaveValue('10');

    // The spec's messages, in order.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter a title').first()).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please select a school').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'School' }).selectOption({ label: MOHALI });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please set a due date/time').first()).toBeVisible();
    await page.getByLabel('Due date/time').fill(localInput(50));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please select at least one class').first()).toBeVisible();
    await page.getByRole('checkbox', { name: '6A' }).check();
    await page.getByRole('checkbox', { name: '6B' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Created 2 survey(s)')).toBeVisible();

    const row = page
      .getByRole('region', { name: `${MOHALI}, class 6A` })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(row.getByText('Draft')).toBeVisible();
    await row.getByRole('button', { name: `Publish ${title}` }).click();
    await expect(page.getByText('Survey published')).toBeVisible();
    await expect(row.getByText('Published')).toBeVisible();
    await expect(row.getByRole('button', { name: /Publish/ })).toHaveCount(0);

    // The student, on a phone, with the keyboard.
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const student = await phone.newPage();
    await signInAs(student, request, DEMO.student);
    await student.goto('/student/surveys');
    const card = student.getByRole('article', { name: title });
    await expect(card.getByRole('timer')).toBeVisible();
    await card.getByRole('link', { name: `Start ${title}` }).click();

    await student.getByRole('button', { name: 'Submit' }).click();
    await expect(student.getByText('Please rate every question')).toBeVisible();
    await expect(
      student.getByRole('group', { name: `1. ${SUGGESTED[0]}` }).getByRole('button', { name: '1 out of 10' }),
    ).toBeFocused();

    const ratings = [8, 9, 7, 10];
    for (const [i, prompt] of SUGGESTED.entries()) {
      const group = student.getByRole('group', { name: `${i + 1}. ${prompt}` });
      await expect(group.getByRole('button')).toHaveCount(10);
      const button = group.getByRole('button', { name: `${ratings[i]} out of 10` });
      await button.focus();
      await student.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
    // Only the question that allows it has a comment box.
    await expect(student.getByLabel('Comment (optional)')).toHaveCount(1);
    await student.getByLabel('Comment (optional)').fill(comment);
    await student.getByRole('button', { name: 'Submit' }).click();
    await expect(student.getByRole('heading', { name: 'Thank you!' })).toBeFocused();
    await expect(
      student.getByText(/Your answers were submitted on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M\./),
    ).toBeVisible();
    expect(await student.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await student.goto('/student/surveys');
    await expect(student.getByRole('article', { name: title }).getByText(/^Submitted \d/)).toBeVisible();
    await phone.close();

    // The teacher reads the average to one decimal and the comment as written.
    await row.getByRole('link', { name: `View ${title}` }).click();
    const submission = page.getByRole('row', { name: /Aarav Gupta/ });
    await expect(submission.getByRole('cell').nth(2)).toHaveText('8.5');
    await expect(submission).toContainText(comment);
  });

  test('publishing too close to the due date fails with the reason', async ({ page, request }) => {
    const title = uniqueTitle('Soon');
    await signInAs(page, request, DEMO.teacher);
    await page.goto('/teacher/surveys/new');
    await page.getByLabel('Title').fill(title);
    await page.getByRole('combobox', { name: 'School' }).selectOption({ label: MOHALI });
    await page.getByLabel('Due date/time').fill(localInput(0.5));
    await page.getByRole('checkbox', { name: '7A' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Created 1 survey(s)')).toBeVisible();
    await page.getByRole('link', { name: `View ${title}` }).click();
    // The list has a Publish button of the same name: publish from the detail page once it is there.
    await expect(page).toHaveURL(/\/teacher\/surveys\/[\w-]+$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.getByRole('button', { name: `Publish ${title}` }).click();
    await expect(page.getByText('Failed to publish')).toBeVisible();
    await expect(page.getByText('Due date must be at least 1 hour in the future')).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  });
});
