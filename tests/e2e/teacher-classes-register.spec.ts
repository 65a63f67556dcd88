import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import { type Headers, makeWorld, tokenOf } from './support/offline';
import { addStudent, teachViaApi, waitForDeck } from './support/students';

// A class register (issue 17): a teacher ends three classes (two roll calls, one with the numbers only), opens the
// class's register from My Classes and from the session history, reads each student's marks and rate, sorts by rate
// and downloads the month as CSV. A class of its own (a new school with 8A, taught on grade 8's demo deck, which no
// journey changes), so nobody else's sessions count.
const GRADE = 8;
const CLASS = `${GRADE}A`;

/** Student n of the file's school, in its class. */
const addRegisterStudent = (request: APIRequestContext, admin: Headers, schoolId: string, n: number) =>
  addStudent(request, admin, {
    schoolId,
    classLevel: CLASS,
    name: `Register Student ${n}`,
    studentId: `RG-${n}`,
    email: `register.${n}.${Date.now().toString(36)}@register.test`,
  }).then((p) => p._id);

/** A class ended through the API; absent: the roll call's absent students, if one was taken. */
const teach = (request: APIRequestContext, teacher: Headers, schoolId: string, absent?: string[]) =>
  teachViaApi(request, teacher, { schoolId, classLevel: CLASS, total: 4, absent });

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('a teacher opens a class register, reads marks and rates, sorts by rate and downloads it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await tokenOf(request, DEMO.admin);
  await waitForDeck(request, admin, GRADE);
  const world = await makeWorld(request, GRADE, ['A']);
  const teacher = await tokenOf(request, world.email);
  const [one, two] = [
    await addRegisterStudent(request, admin, world.schoolId, 1),
    await addRegisterStudent(request, admin, world.schoolId, 2),
    await addRegisterStudent(request, admin, world.schoolId, 3),
    await addRegisterStudent(request, admin, world.schoolId, 4),
  ];
  await teach(request, teacher, world.schoolId, [one as string]);
  await teach(request, teacher, world.schoolId, [one as string, two as string]);
  await teach(request, teacher, world.schoolId); // the numbers only: no marks

  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, request, world.email);
  await page.goto('/classes');
  await page.getByRole('link', { name: `Register of Class ${CLASS} at ${world.schoolName}` }).click();
  await expect(page.getByRole('heading', { name: `Register: Class ${CLASS}` })).toBeVisible();
  await expect(page.getByText('3 sessions, 2 with a roll call · 4 students')).toBeVisible();

  const table = page.getByRole('table');
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(5); // header + 4 students
  const first = rows.nth(1);
  await expect(first.getByRole('rowheader')).toContainText('Register Student 1');
  // Marks in words for everyone (icons and letters on screen), oldest session first; the third had no roll call.
  await expect(first.getByRole('cell')).toHaveText([/Absent$/, /Absent$/, /No roll call$/, '0 / 2', '0%']);
  await expect(rows.nth(2).getByRole('cell')).toHaveText([/Present$/, /Absent$/, /No roll call$/, '1 / 2', '50%']);
  await expect(rows.nth(3).getByRole('cell')).toHaveText([/Present$/, /Present$/, /No roll call$/, '2 / 2', '100%']);
  await screenshot(page, 'register-1366');

  // Sort by rate, by keyboard: highest first on the second press.
  const rateHeader = table.getByRole('columnheader', { name: /Rate/ });
  const byRate = rateHeader.getByRole('button');
  await byRate.focus();
  await page.keyboard.press('Enter');
  await expect(rateHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByRole('columnheader', { name: /Student/ })).not.toHaveAttribute('aria-sort');
  await expect(rows.nth(1).getByRole('rowheader')).toContainText('Register Student 1');
  await page.keyboard.press('Enter');
  await expect(rateHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.nth(1).getByRole('rowheader')).toContainText('Register Student 3');
  await expect(rows.nth(4).getByRole('rowheader')).toContainText('Register Student 1');

  // The CSV: one file per click, UTF-8 with a BOM, ISO date-times (three classes on one day) and the marks.
  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const month = new Date().toISOString().slice(0, 7);
  expect(file.suggestedFilename()).toBe(`register-${CLASS}-${month}.csv`);
  const bytes = readFileSync((await file.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toMatch(/^Student,Student ID,(\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?Z)?,){3}Present,Held,Rate$/);
  expect(lines).toContain('Register Student 1,RG-1,A,A,,0,2,0%');
  expect(lines).toContain('Register Student 2,RG-2,P,A,,1,2,50%');
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  expect(downloads).toHaveLength(1);

  // On a phone: the table scrolls in its own box, the page never sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(rows.nth(1)).toBeVisible();
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(360);
  await screenshot(page, 'register-360');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);

  // From the session history: each session's class opens its register of that month.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/sessions');
  await page
    .getByRole('link', { name: new RegExp(`^Register of Class ${CLASS}, `) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/classes/${world.schoolId}/${CLASS}/register\\?month=${month}$`));
  await expect(rows).toHaveCount(5);

  // A month with no classes says so.
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.getByText(/^No sessions of Class 8A ended in \w+ \d{4}: nothing to mark\.$/)).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(360);
  await screenshot(page, 'register-empty-360');
});
