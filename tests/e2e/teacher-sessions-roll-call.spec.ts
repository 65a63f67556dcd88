import { expect, type Page, test } from '@playwright/test';
import { DEMO, signInAs, signInWithForm } from './support/auth';
import { overflows } from './support/class-items';
import { stat } from './support/figures';
import {
  type Headers,
  makeWorld,
  openSyncPanel,
  prepareOnline,
  readStore,
  sessionsOf,
  startClass,
  tokenOf,
  type World,
} from './support/offline';
import { installDeviceClock } from './support/device-clock';
import { addStudents, type Pupil, teachViaApi } from './support/students';

// The roll call at the end of a class (issue 17). Grade 7's demo deck (12 slides in these journeys); a school made
// for this file with classes 7R (40 students), 7S (5), 7T (4), 7U (3) and 7V (2), one class per test.
const GRADE = 7;
const SLIDES = 12;
let world: World | null = null;
const pupils = { R: [] as Pupil[], S: [] as Pupil[], T: [] as Pupil[], U: [] as Pupil[], V: [] as Pupil[] };

const endDialog = (page: Page) => page.getByRole('dialog', { name: 'End Session' });
const openEnd = async (page: Page) => {
  await page.getByRole('region', { name: 'Slide viewer' }).getByRole('button', { name: 'End Session' }).click();
  return endDialog(page);
};
const row = (page: Page, name: string) => endDialog(page).getByRole('checkbox', { name, exact: true });
async function detailOf(request: Parameters<typeof tokenOf>[0], headers: Headers, id: string) {
  return (await (await request.get(`/api/class-sessions/${id}`, { headers })).json()).session;
}
/** The session once the outbox has delivered its end (the page moves on as soon as the device has it). */
async function endedDetail(request: Parameters<typeof tokenOf>[0], headers: Headers, w: World, classLevel: string) {
  await expect
    .poll(async () => (await sessionsOf(request, headers, w, classLevel))[0]?.status, { timeout: 15_000 })
    .toBe('ended');
  const [session] = await sessionsOf(request, headers, w, classLevel);
  return detailOf(request, headers, session?._id);
}

test.describe('teacher attendance: the roll call', () => {
  test.beforeEach(async ({ request }) => {
    test.setTimeout(240_000);
    if (!world) {
      world = await makeWorld(request, GRADE, ['R', 'S', 'T', 'U', 'V']);
      pupils.R = await addStudents(request, world, '7R', 40);
      pupils.S = await addStudents(request, world, '7S', 5);
      pupils.T = await addStudents(request, world, '7T', 4);
      pupils.U = await addStudents(request, world, '7U', 3);
      pupils.V = await addStudents(request, world, '7V', 2);
    }
  });

  test('a class of 40 with 3 absent takes 3 taps and Save; the absent student and the register show it', async ({
    page,
    request,
    browser,
  }) => {
    const w = world as World;
    const headers = await tokenOf(request, w.email);
    await signInAs(page, request, w.email);
    await page.goto('/log-session');
    await startClass(page, '7R');
    const dialog = await openEnd(page);
    await expect(dialog.getByTestId('roll-call-counts')).toHaveText('Present 40 · Absent 0');
    await expect(dialog.getByRole('checkbox')).toHaveCount(40);

    // Every interaction after the dialog opens, counted: three taps on the absent, one on Save.
    const absent = [pupils.R[4], pupils.R[17], pupils.R[38]] as Pupil[];
    let interactions = 0;
    for (const pupil of absent) {
      await row(page, pupil.name).click();
      interactions++;
    }
    await expect(dialog.getByTestId('roll-call-counts')).toHaveText('Present 37 · Absent 3');
    await page.screenshot({ path: 'test-results/roll-call-1366.png' });
    await expect(dialog.getByTestId('roll-call-numbers')).toHaveText('Students attended: 37 · Total students: 40');
    await expect(row(page, absent[0]?.name as string)).toHaveAttribute('aria-checked', 'false');
    await dialog.getByRole('button', { name: 'Save and End' }).click();
    interactions++;
    await expect(page).toHaveURL(/\/sessions\?ended=/);
    expect(interactions).toBe(4);

    const detail = await endedDetail(request, headers, w, '7R');
    expect(detail).toMatchObject({ students_attended: 37, total_students: 40, roll_call: true, mark_issues: [] });
    expect(detail.absent_student_ids).toEqual(absent.map((p) => p._id).sort());

    // Edit Session shows the roll call as taken; one student came late after all.
    await page.goto(`/edit-session/${detail._id}`);
    const late = page.getByRole('checkbox', { name: absent[1]?.name as string, exact: true });
    await expect(late).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByTestId('roll-call-counts')).toHaveText('Present 37 · Absent 3');
    await late.click();
    await expect(page.getByLabel('Students attended')).toHaveValue('38');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/sessions$/);
    const edited = await detailOf(request, headers, detail._id);
    expect(edited).toMatchObject({ students_attended: 38, total_students: 40, roll_call: true });
    expect(edited.absent_student_ids).toEqual([absent[0]?._id, absent[2]?._id].sort());

    // The student who was absent sees it: on the dashboard's Attendance card and in My Progress.
    const own = await browser.newContext();
    const student = await own.newPage();
    await signInAs(student, request, absent[0]?.email as string);
    await student.goto('/dashboard');
    await expect(stat(student, 'Attendance')).toHaveText('0%');
    await expect(student.getByRole('group', { name: 'Attendance' })).toContainText('0 of 1 session');
    await student.goto('/progress');
    const mine = student.getByRole('region', { name: 'My Attendance' });
    await expect(mine).toContainText('0 of 1 session');
    await expect(mine.getByRole('list', { name: 'My recent sessions' })).toContainText('Absent');
    await own.close();

    // The register of the month shows the marks: absent, and present for the student who came late.
    await page.goto(`/classes/${w.schoolId}/7R/register`);
    const rowOf = (p: Pupil | undefined) => page.getByRole('row').filter({ hasText: p?.name as string });
    await expect(rowOf(absent[0])).toContainText('Absent');
    await expect(rowOf(absent[1])).toContainText('Present');
    await expect(rowOf(absent[2])).toContainText('Absent');
  });

  test('by keyboard on a 360 px phone: Space marks, arrows move, Tab leaves the list', async ({ page, request }) => {
    const w = world as World;
    const headers = await tokenOf(request, w.email);
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAs(page, request, w.email);
    await page.goto('/log-session');
    await startClass(page, '7S');
    const dialog = await openEnd(page);
    const [first, , third] = pupils.S;
    // The first student has the focus when the dialog opens.
    await expect(row(page, first?.name as string)).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(row(page, third?.name as string)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dialog.getByTestId('roll-call-counts')).toHaveText('Present 3 · Absent 2');
    // Marked back present, and absent again.
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    expect(await overflows(page)).toBe(false);
    await page.screenshot({ path: 'test-results/roll-call-360.png' });
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Notes')).toBeFocused();
    await page.keyboard.type('Two away for the fair');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Save and End' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sessions\?ended=/);

    const detail = await endedDetail(request, headers, w, '7S');
    expect(detail).toMatchObject({ students_attended: 3, total_students: 5, notes: 'Two away for the fair' });
    expect(detail.absent_student_ids).toEqual([first?._id, third?._id].sort());
  });

  test('offline: the roll call uses the device’s roster, reaches the server once, and the roster leaves the device with the teacher', async ({
    page,
    context,
    request,
  }) => {
    const w = world as World;
    const headers = await tokenOf(request, w.email);
    await prepareOnline(page, request, w, SLIDES);
    // The rosters of the teacher's classes are on the device, and no one else's.
    await expect
      .poll(async () => (await readStore(page, 'rosters')).map((r) => r.classLevel).sort())
      .toEqual(['7R', '7S', '7T', '7U', '7V']);

    await context.setOffline(true);
    await startClass(page, '7T');
    const dialog = await openEnd(page);
    const [a, b] = pupils.T;
    await row(page, a?.name as string).click();
    await row(page, b?.name as string).click();
    await dialog.getByRole('button', { name: 'Save and End' }).click();
    await expect(page.getByText('Saved on this device — will sync when online')).toBeVisible();
    const queued = (await readStore(page, 'outbox')).find((e) => e.endpoint === 'sessions.endSession');
    expect(queued.body).toMatchObject({ students_attended: 2, total_students: 4 });
    expect([...queued.body.absent_student_ids].sort()).toEqual([a?._id, b?._id].sort());
    // Meanwhile the school removes one of the two from Pathshala: the device's roster is now out of date.
    const admin = await tokenOf(request, DEMO.admin);
    expect((await request.delete(`/api/users/${a?._id}`, { headers: admin })).status()).toBe(200);

    // Signed out with the roll call unsent: the teacher's rosters stay on the device with it.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(async () => (await readStore(page, 'rosters')).length).toBe(5);

    await context.setOffline(false);
    await signInWithForm(page, w.email);
    await expect(page).toHaveURL(/\/dashboard/);
    await expect
      .poll(async () => (await readStore(page, 'outbox')).filter((e) => e.status !== 'sent').length, {
        timeout: 30_000,
      })
      .toBe(0);
    const sessions = await sessionsOf(request, headers, w, '7T');
    expect(sessions).toHaveLength(1);
    const detail = await detailOf(request, headers, sessions[0]?._id);
    expect(detail).toMatchObject({ status: 'ended', students_attended: 2, total_students: 4, roll_call: true });
    // The mark of the student who no longer belongs is not taken; it waits in 'Needs attention' with its reason.
    const reason = `Not in Class 7T on ${new Date().toISOString().slice(0, 10)}`;
    expect(detail.absent_student_ids).toEqual([b?._id]);
    expect(detail.mark_issues).toEqual([{ student_id: a?._id, name: 'A former student', reason }]);
    const panel = await openSyncPanel(page);
    const notice = panel.getByRole('listitem', { name: /^End of session and attendance: Class 7T/ }).first();
    await expect(notice).toContainText(`A former student: ${reason}`);
    await expect(panel.getByText('Needs attention (1)')).toBeVisible();
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(panel.getByText(/^Needs attention/)).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Everything sent: signing out takes every roster off the device.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(async () => (await readStore(page, 'rosters')).length).toBe(0);
  });

  test('a third absence in a row raises the alert in the teacher’s pending tasks, linked to the register', async ({
    page,
    request,
  }) => {
    const w = world as World;
    const headers = await tokenOf(request, w.email);
    const [away, , back] = pupils.U;
    // Three classes ended through the API; the same student is absent from each, another only from the last.
    for (const absent of [[away], [away], [away, back]]) {
      const ids = absent.map((p) => p?._id as string);
      await teachViaApi(request, headers, { schoolId: w.schoolId, classLevel: '7U', total: 3, absent: ids });
    }
    await signInAs(page, request, w.email);
    await page.goto('/dashboard');
    const tasks = page.getByRole('region', { name: /^\d+ pending tasks?$/ });
    const alert = tasks.getByRole('link', { name: `${away?.name} (Class 7U) was absent from the last 3 sessions` });
    await expect(alert).toBeVisible();
    await expect(tasks.getByText(back?.name as string)).toHaveCount(0);
    await alert.click();
    await expect(page).toHaveURL(new RegExp(`/classes/${w.schoolId}/7U/register\\?month=\\d{4}-\\d{2}`));
  });

  test('a laptop whose clock is 5 hours behind dates its offline class now, and the marks of pupils who joined today are taken', async ({
    page,
    context,
    request,
  }) => {
    const w = world as World;
    const headers = await tokenOf(request, w.email);
    const behind = -5 * 3_600_000;
    const clock = await installDeviceClock(context);
    await prepareOnline(page, request, w, SLIDES);
    // The laptop's clock (its pages and its service worker) is 5 hours behind from now on.
    await clock.setOffset(page, behind);
    await page.reload();
    expect(await page.evaluate(() => Date.now())).toBeLessThan(Date.now() - 4 * 3_600_000);

    await context.setOffline(true);
    await startClass(page, '7V');
    const dialog = await openEnd(page);
    const [away] = pupils.V;
    await row(page, away?.name as string).click();
    await dialog.getByRole('button', { name: 'Save and End' }).click();
    await expect(page.getByText('Saved on this device — will sync when online')).toBeVisible();
    await context.setOffline(false);
    const detail = await endedDetail(request, headers, w, '7V');
    // Dated by the server's clock, not the laptop's (the skew its X-Device-Time header shows), so the pupils who
    // joined the class today belonged to it that day: the mark is taken, nothing waits in 'Needs attention'.
    expect(Math.abs(Date.parse(detail.session_date) - Date.now())).toBeLessThan(10 * 60_000);
    expect(detail).toMatchObject({ roll_call: true, students_attended: 1, total_students: 2, mark_issues: [] });
    expect(detail.absent_student_ids).toEqual([away?._id]);
  });

  test('a class of 40 on a 360 px phone: the list fills the dialog, and the counts and Save stay in view', async ({
    page,
    request,
  }) => {
    const w = world as World;
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAs(page, request, w.email);
    await page.goto('/log-session');
    await startClass(page, '7R');
    const dialog = await openEnd(page);
    const list = dialog.getByTestId('roll-call-list');
    const save = dialog.getByRole('button', { name: 'Save and End' });
    const counts = dialog.getByTestId('roll-call-counts');
    const layout = async () => {
      const box = await list.boundingBox();
      const saveBox = await save.boundingBox();
      const scroll = await list.evaluate((el) => ({ inner: el.scrollHeight, shown: el.clientHeight }));
      // The dialog itself does not scroll: only the list does.
      const dialogScrolls = await dialog.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
      return { box, saveBox, scroll, dialogScrolls };
    };
    // The dialog's opening transition has ended: Save's box is read until two reads 100 ms apart agree.
    let previous = '';
    await expect
      .poll(
        async () => {
          const now = JSON.stringify(await save.boundingBox());
          const still = now === previous;
          previous = now;
          return still;
        },
        { intervals: [100] },
      )
      .toBe(true);
    const before = await layout();
    // Everything but the list takes about 390 px of the 740: the list has the rest, not five rows.
    expect(before.box?.height).toBeGreaterThan(300);
    expect(before.scroll.inner).toBeGreaterThan(before.scroll.shown);
    expect(before.dialogScrolls).toBe(false);
    await expect(save).toBeInViewport({ ratio: 1 });
    await expect(counts).toBeInViewport({ ratio: 1 });

    // The last student, reached by scrolling the list: the counts and Save have not moved.
    const last = pupils.R.at(-1)?.name as string;
    await row(page, last).scrollIntoViewIfNeeded();
    await row(page, last).click();
    await expect(counts).toHaveText('Present 39 · Absent 1');
    await expect(counts).toBeInViewport({ ratio: 1 });
    expect((await layout()).saveBox).toEqual(before.saveBox);
    await page.screenshot({ path: 'test-results/roll-call-40-360.png' });
    await save.click();
    await expect(page).toHaveURL(/\/sessions\?ended=/);
  });
});
