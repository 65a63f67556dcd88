import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signInAs } from './support/auth';
import { stat } from './support/figures';
import { makeWorld, tokenOf, type Headers } from './support/offline';

// A student's own attendance (issue 17): a teacher ends classes with a roll call, and the student who was absent
// sees it on their dashboard ('N of M sessions' and the rate) and in My Progress. A class of its own (a new school
// with 6A, taught on grade 6's demo deck, which no journey changes), so nobody else's sessions count.
const GRADE = 6;

/** The demo decks are converted in the background after the server starts: wait for the grade's deck. */
async function waitForDeck(request: APIRequestContext, headers: Headers) {
  await expect
    .poll(
      async () => {
        const { materials } = await (await request.get('/api/course-materials', { headers })).json();
        return materials.some((m: { class: number }) => m.class === GRADE);
      },
      { timeout: 110_000, intervals: [1000] },
    )
    .toBe(true);
}

async function addStudent(request: APIRequestContext, admin: Headers, schoolId: string, n: number, section = 'A') {
  const email = `attendance.${n}.${Date.now().toString(36)}@attendance.test`;
  const res = await request.post('/api/users', {
    headers: admin,
    data: {
      name: `Roll Student ${n}`,
      email,
      password: DEMO_PASSWORD,
      role: 'student',
      studies_at_school: schoolId,
      student_details: { student_id: `RS-${n}`, class_level: `${GRADE}${section}`, parent_contact: '+919876543210' },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, id: (await res.json()).user._id as string };
}

/** A class started and ended by the teacher through the API; absent: the roll call's absent students, if one. */
async function teach(
  request: APIRequestContext,
  teacher: Headers,
  schoolId: string,
  total: number,
  absent?: string[],
  section = 'A',
) {
  const id = randomUUID();
  const start = await request.post('/api/class-sessions/start-slide-session', {
    headers: teacher,
    data: { school_id: schoolId, class_level: `${GRADE}${section}`, session_id: id },
  });
  expect(start.status(), await start.text()).toBe(200);
  const end = await request.post(`/api/class-sessions/${id}/end-session`, {
    headers: teacher,
    data: {
      students_attended: total - (absent?.length ?? 0),
      total_students: total,
      notes: '',
      ...(absent ? { absent_student_ids: absent } : {}),
    },
  });
  expect(end.status(), await end.text()).toBe(200);
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a student marked absent in a roll call sees their own attendance on the dashboard and in My Progress', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await tokenOf(request, DEMO.admin);
  await waitForDeck(request, admin);
  const world = await makeWorld(request, GRADE, ['A', 'B']);
  const teacher = await tokenOf(request, world.email);
  const students = [];
  for (let n = 1; n <= 4; n++) students.push(await addStudent(request, admin, world.schoolId, n));
  const [me, other] = students as [(typeof students)[number], (typeof students)[number]];

  // Three classes: a roll call with the student absent, one with another student absent, one with the numbers only.
  await teach(request, teacher, world.schoolId, 4, [me.id]);
  await teach(request, teacher, world.schoolId, 4, [other.id]);
  await teach(request, teacher, world.schoolId, 4);
  // 6B only ever logged the numbers: its student has no roll call to count, and is told so.
  const counted = await addStudent(request, admin, world.schoolId, 5, 'B');
  await teach(request, teacher, world.schoolId, 4, undefined, 'B');
  const elsewhere = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await signInAs(elsewhere, request, counted.email);
  await elsewhere.goto('/dashboard');
  await expect(stat(elsewhere, 'Attendance')).toHaveText('—');
  const card = elsewhere.getByRole('group', { name: 'Attendance' });
  await expect(card).toContainText('No roll call taken yet');
  await expect(card).toContainText('Your class: 100%');
  await screenshot(elsewhere, 'dashboard-no-roll-call-360');
  await elsewhere.goto('/progress');
  await expect(elsewhere.getByRole('region', { name: 'My Attendance' })).toContainText('No roll call taken yet');
  await elsewhere.close();

  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, request, me.email);
  await page.goto('/dashboard');
  // Two roll calls held, one attended: the numbers-only class says nothing about who was there.
  await expect(stat(page, 'Attendance')).toHaveText('50%');
  await expect(page.getByRole('group', { name: 'Attendance' })).toContainText('1 of 2 sessions');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(page, 'dashboard-360');

  await page.goto('/progress');
  const mine = page.getByRole('region', { name: 'My Attendance' });
  await expect(mine).toContainText('1 of 2 sessions · 50%');
  const rows = mine.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  // Newest first: present at the second class, absent from the first.
  await expect(rows.nth(0)).toContainText('Present');
  await expect(rows.nth(1)).toContainText('Absent');
  await expect(rows.nth(1)).toContainText(`Class ${GRADE}A`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(page, 'progress-360');

  await page.setViewportSize({ width: 1366, height: 900 });
  await screenshot(page, 'progress-1366');
  await page.goto('/dashboard');
  await expect(page.getByRole('group', { name: 'Attendance' })).toContainText('1 of 2 sessions');
  await screenshot(page, 'dashboard-1366');

  // Their marks are theirs alone: another student's progress is not found.
  const mineHeaders = await tokenOf(request, me.email);
  expect((await request.get(`/api/students/${other.id}/progress`, { headers: mineHeaders })).status()).toBe(404);
});
