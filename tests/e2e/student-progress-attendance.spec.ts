import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import { stat } from './support/figures';
import { makeWorld, tokenOf, type Headers } from './support/offline';
import { addStudent, teachViaApi, waitForDeck } from './support/students';

// A student's own attendance (issue 17): a teacher ends classes with a roll call, and the student who was absent
// sees it on their dashboard ('N of M sessions' and the rate) and in My Progress. A class of its own (a new school
// with 6A, taught on grade 6's demo deck, which no journey changes), so nobody else's sessions count.
const GRADE = 6;

/** Student n of the file's school, in class 6A (or another section). */
const addRollStudent = (request: APIRequestContext, admin: Headers, schoolId: string, n: number, section = 'A') =>
  addStudent(request, admin, {
    schoolId,
    classLevel: `${GRADE}${section}`,
    name: `Roll Student ${n}`,
    studentId: `RS-${n}`,
    email: `attendance.${n}.${Date.now().toString(36)}@attendance.test`,
  }).then((p) => ({ email: p.email, id: p._id }));

/** A class of 6A (or another section) ended through the API; absent: the roll call's absent students, if one. */
const teach = (
  request: APIRequestContext,
  teacher: Headers,
  schoolId: string,
  total: number,
  absent?: string[],
  section = 'A',
) => teachViaApi(request, teacher, { schoolId, classLevel: `${GRADE}${section}`, total, absent });

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
  await waitForDeck(request, admin, GRADE);
  const world = await makeWorld(request, GRADE, ['A', 'B']);
  const teacher = await tokenOf(request, world.email);
  const students = [];
  for (let n = 1; n <= 4; n++) students.push(await addRollStudent(request, admin, world.schoolId, n));
  const [me, other] = students as [(typeof students)[number], (typeof students)[number]];

  // Three classes: a roll call with the student absent, one with another student absent, one with the numbers only.
  await teach(request, teacher, world.schoolId, 4, [me.id]);
  await teach(request, teacher, world.schoolId, 4, [other.id]);
  await teach(request, teacher, world.schoolId, 4);
  // 6B only ever logged the numbers: its student has no roll call to count, and is told so.
  const counted = await addRollStudent(request, admin, world.schoolId, 5, 'B');
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
