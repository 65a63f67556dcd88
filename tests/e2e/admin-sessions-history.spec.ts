import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import { makeWorld, tokenOf } from './support/offline';

// The whole session history (issue 16): pages of 50 on the server, a page jump that reaches the oldest session in
// one step, the four figures over the whole filter (not the page) and a teacher filter for managers and admins.
const SESSIONS = 121;

test('an admin pages to the oldest session of a school; the figures cover every session; a teacher filter', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const world = await makeWorld(request, 4, ['A']);
  const teacher = await tokenOf(request, world.email);
  const tag = world.schoolName.split(' ').pop() as string;
  // 121 sessions a day apart, the oldest and the newest marked; attendance 20..29 of 30, slides 1..(2 + i % 6).
  const made = Array.from({ length: SESSIONS }, (_, i) => ({ i, attended: 20 + (i % 10), slides: 2 + (i % 6) }));
  for (let from = 0; from < SESSIONS; from += 25) {
    await Promise.all(
      made.slice(from, from + 25).map(async ({ i, attended, slides: ending }) => {
        const res = await request.post('/api/class-sessions', {
          headers: teacher,
          data: {
            school_id: world.schoolId,
            class_level: '4A',
            session_date: new Date(Date.UTC(2025, 0, 1 + i, 9)).toISOString(),
            starting_slide: 1,
            ending_slide: ending,
            students_attended: attended,
            total_students: 30,
            notes: i === 0 ? `Oldest ${tag}` : i === SESSIONS - 1 ? `Newest ${tag}` : `Lesson ${i}`,
          },
        });
        expect(res.status(), await res.text()).toBe(201);
      }),
    );
  }
  const students = made.reduce((sum, s) => sum + s.attended, 0);
  const slides = made.reduce((sum, s) => sum + s.slides, 0);
  const average = Math.round(made.reduce((sum, s) => sum + Math.round((s.attended * 100) / 30), 0) / SESSIONS);

  await signInAs(page, request, DEMO.admin);
  await page.goto(`/sessions?school=${world.schoolId}`);
  const card = (label: string) => page.getByRole('group', { name: label });
  await expect(card('Total Sessions')).toContainText(String(SESSIONS));
  await expect(card('Student Attendances')).toContainText(students.toLocaleString('en-IN'));
  await expect(card('Average Attendance')).toContainText(`${average}%`);
  await expect(card('Slides Taught')).toContainText(slides.toLocaleString('en-IN'));
  await expect(page.getByText(`Page 1 of 3 · ${SESSIONS} sessions`)).toBeVisible();
  const rows = page.getByRole('table', { name: 'Session history' }).locator('tbody tr');
  await expect(rows).toHaveCount(50);
  await expect(rows.first()).toContainText(`Newest ${tag}`);
  // Others' sessions are read-only here: no Actions column (an empty one once stood at the table's end).
  const headers = page.getByRole('table', { name: 'Session history' }).getByRole('columnheader');
  await expect(headers.last()).toHaveText('Notes');
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);

  // The oldest session: one page jump.
  await page.getByRole('textbox', { name: 'Go to page' }).fill('3');
  await page.getByRole('textbox', { name: 'Go to page' }).press('Enter');
  await expect(page).toHaveURL(/[?&]page=3/);
  await expect(page.getByText(`Page 3 of 3 · ${SESSIONS} sessions`)).toBeVisible();
  await expect(rows).toHaveCount(SESSIONS - 100);
  await expect(rows.last()).toContainText(`Oldest ${tag}`);
  // The figures are the filter's, whatever the page.
  await expect(card('Total Sessions')).toContainText(String(SESSIONS));

  // Page 2 sits between them: newest first across the page boundary.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(rows.first()).toContainText(`Lesson ${SESSIONS - 51}`);
  await expect(rows.last()).toContainText(`Lesson ${SESSIONS - 100}`);

  // The teacher filter finds the teacher by name and starts again at page 1.
  const picker = page.getByRole('combobox', { name: 'Teacher' });
  await picker.click();
  await picker.fill(`Offline Teacher ${tag}`);
  await page.getByRole('option', { name: `Offline Teacher ${tag}` }).click();
  await expect(page).toHaveURL(/[?&]teacher=[0-9a-f-]{36}/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.getByText(`Page 1 of 3 · ${SESSIONS} sessions`)).toBeVisible();
  await expect(rows.first()).toContainText(`Offline Teacher ${tag}`);

  // A class with no session: an empty history and figures of nothing.
  await page.goto(`/sessions?school=${world.schoolId}&class=4B`);
  await expect(card('Total Sessions')).toContainText('0');
  await expect(card('Average Attendance')).toContainText('—');
});

test('the typed class filter applies on Enter, and one that is not a class says so at the field', async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO.admin);
  await page.goto('/sessions');
  const field = page.getByRole('textbox', { name: 'Class' });
  await field.fill('zz');
  await field.press('Enter');
  await expect(page.getByText('Class level must be a grade from 1 to 12 and a section from A to Z')).toBeVisible();
  await expect(page).not.toHaveURL(/class=/);
  await field.fill('6a');
  await field.press('Enter');
  await expect(page).toHaveURL(/[?&]class=6A/);
  await expect(page.getByText('Class level must be a grade from 1 to 12')).toHaveCount(0);
  await expect(field).toHaveValue('6A');
});
