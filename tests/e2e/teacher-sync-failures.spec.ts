import { expect, test } from '@playwright/test';
import { kindOf } from '#contract/outbox-calls';
import { signInWithForm } from './support/auth';
import {
  endClass,
  makeWorld,
  openSyncPanel,
  prepareOnline,
  readStore,
  sessionsOf,
  slideCounter,
  syncStatus,
  startClass,
  tokenOf,
  uploadDeck,
  type World,
} from './support/offline';

// Grade 11 has no demo deck and no other journey uses it: this file uploads a deck for it and teaches classes
// 11A..11D of a school made for this file (one class per test).
const GRADE = 11;
const SLIDES = 8;
let world: World | null = null;

async function teachOffline(page: import('@playwright/test').Page, classLevel: string, moves: number) {
  await page.reload();
  await startClass(page, classLevel);
  await expect(slideCounter(page)).toHaveText(new RegExp(`^Slide 1 of ${SLIDES}`));
  for (let i = 0; i < moves; i++) await page.keyboard.press('ArrowRight');
  await expect(slideCounter(page)).toHaveText(new RegExp(`^Slide ${moves + 1} of ${SLIDES}`));
}

test.describe('teacher offline: when sending fails', () => {
  test.beforeEach(async ({ request }) => {
    test.setTimeout(240_000);
    if (!world) {
      await uploadDeck(request, GRADE, SLIDES, 'Failures deck');
      world = await makeWorld(request, GRADE, ['A', 'B', 'C', 'D']);
    }
  });

  test('the server answers 503 when the network returns: kept and retried until it is back', async ({
    page,
    context,
    request,
  }) => {
    const w = world as World;
    const headers = await tokenOf(request, w.email);
    await prepareOnline(page, request, w, SLIDES);
    await context.setOffline(true);
    await teachOffline(page, `${GRADE}A`, 6);
    await endClass(page, 10, 12);

    // Every API call (the worker's too) answers 503 while the server is "down".
    await context.route('**/api/**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Service Unavailable' }),
      }),
    );
    await context.setOffline(false);
    await expect(syncStatus(page, /^Sync status: Server unreachable\. 3 changes not yet sent/)).toBeVisible();
    await expect(page.getByRole('status', { name: 'Connection' })).toContainText(/^Server unreachable — showing data/);
    const panel = await openSyncPanel(page);
    await expect(panel.getByText(/^Not sent yet \(tried \d+ times?: Service Unavailable\)/).first()).toBeVisible({
      timeout: 10_000,
    });
    await expect(panel.getByText('All changes saved')).toHaveCount(0);
    expect(await sessionsOf(request, headers, w, `${GRADE}A`)).toHaveLength(0);
    await page.waitForTimeout(4000);

    await context.unroute('**/api/**');
    await expect(panel.getByRole('status', { name: 'Sync summary' })).toContainText('All changes saved', {
      timeout: 20_000,
    });
    const sessions = await sessionsOf(request, headers, w, `${GRADE}A`);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      status: 'ended',
      starting_slide: 1,
      current_slide: 7,
      ending_slide: 7,
      students_attended: 10,
      total_students: 12,
    });
  });

  test('a change the server refuses waits in Needs attention with its message until fixed and resent', async ({
    page,
    context,
    request,
  }) => {
    const w = world as World;
    const headers = await tokenOf(request, w.email);
    await prepareOnline(page, request, w, SLIDES);
    await context.setOffline(true);
    await teachOffline(page, `${GRADE}B`, 4);
    await endClass(page, 30, 32);

    const refusal = 'Attendance does not match the class register (31 students)';
    let refused = 0;
    await context.route('**/api/class-sessions/*/end-session', async (route) => {
      if (refused++ > 0) return route.fallback();
      await route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: refusal }) });
    });
    await context.setOffline(false);
    await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible({ timeout: 10_000 });
    await expect(syncStatus(page, /^Sync status: Online\. 1 change not yet sent, needs attention/)).toBeVisible();

    // Not lost: after a reload it is still there, with the server's message.
    await page.reload();
    let panel = await openSyncPanel(page);
    const attention = panel.getByRole('region', { name: 'Needs attention (1)' });
    await expect(attention.getByText(`The server said: ${refusal}`)).toBeVisible();
    await expect(attention.getByText('Attendance 30 of 32')).toBeVisible();

    // Discarding asks first; keeping it changes nothing.
    await attention.getByRole('button', { name: 'Discard' }).click();
    const confirm = page.getByRole('dialog', { name: 'Discard this change?' });
    await expect(confirm).toContainText('discarding deletes it from this device for good');
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(attention.getByText(`The server said: ${refusal}`)).toBeVisible();

    // Fixed and resent: the corrected attendance is what the server keeps.
    await attention.getByRole('button', { name: 'Fix and resend' }).click();
    const fix = page.getByRole('dialog', { name: 'Fix attendance and resend' });
    await fix.getByLabel('Students attended').fill('33');
    await fix.getByRole('button', { name: 'Resend' }).click();
    await expect(fix.getByText('Students attended cannot exceed total students')).toBeVisible();
    await fix.getByLabel('Students attended').fill('29');
    await fix.getByLabel('Total students').fill('31');
    await fix.getByRole('button', { name: 'Resend' }).click();
    panel = page.getByRole('dialog', { name: 'Sync' });
    await expect(panel.getByRole('status', { name: 'Sync summary' })).toContainText('All changes saved', {
      timeout: 10_000,
    });
    const sessions = await sessionsOf(request, headers, w, `${GRADE}B`);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      status: 'ended',
      starting_slide: 1,
      current_slide: 5,
      students_attended: 29,
      total_students: 31,
    });
  });

  test('logging out with changes not sent warns and keeps them; the same teacher signing in sends them', async ({
    page,
    context,
    request,
  }) => {
    const w = world as World;
    const headers = await tokenOf(request, w.email);
    await prepareOnline(page, request, w, SLIDES);
    await context.setOffline(true);
    await teachOffline(page, `${GRADE}C`, 3);
    await endClass(page, 5, 6);

    const logOut = async () => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
    };
    await logOut();
    const warning = page.getByRole('dialog', { name: 'Log out?' });
    await expect(warning).toContainText(
      '3 changes are not yet sent. They stay on this device and are sent when you sign in again.',
    );
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toBeHidden();
    await logOut();
    await warning.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    const kept = await readStore(page, 'outbox');
    expect(
      kept
        .filter((e) => e.status === 'pending')
        .map((e) => kindOf(e))
        .sort(),
    ).toEqual(['end', 'position', 'start']);

    await context.setOffline(false);
    await signInWithForm(page, w.email);
    await expect(page).toHaveURL(/\/dashboard/);
    await expect
      .poll(
        async () =>
          (await sessionsOf(request, headers, w, `${GRADE}C`)).map((s) => [
            s.status,
            s.current_slide,
            s.students_attended,
          ]),
        { timeout: 10_000 },
      )
      .toEqual([['ended', 4, 5]]);
  });

  test('a 401 while sending asks to sign in again; after signing in the saved changes are sent', async ({
    page,
    context,
    request,
  }) => {
    const w = world as World;
    const headers = await tokenOf(request, w.email);
    await prepareOnline(page, request, w, SLIDES);
    await context.setOffline(true);
    await teachOffline(page, `${GRADE}D`, 2);
    await endClass(page, 7, 9);

    // The server no longer accepts this device's sign-in for the queued calls.
    await context.route('**/api/class-sessions/start-slide-session', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Session expired' }),
      }),
    );
    await context.setOffline(false);
    const prompt = page.getByRole('alert').filter({ hasText: 'Sign in again to send 3 saved changes' });
    await expect(prompt).toBeVisible({ timeout: 10_000 });
    expect(await sessionsOf(request, headers, w, `${GRADE}D`)).toHaveLength(0);

    await prompt.getByRole('button', { name: 'Sign in again' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    // Refused until here: the service worker's Background Sync replays on its own clock, with the token it was
    // given, and had it been let through before the click the prompt would have gone with the changes sent.
    await context.unroute('**/api/class-sessions/start-slide-session');
    await signInWithForm(page, w.email);
    await expect(page).toHaveURL(/\/sessions\?ended=/);
    await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 10_000 });
    const sessions = await sessionsOf(request, headers, w, `${GRADE}D`);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ status: 'ended', current_slide: 3, students_attended: 7, total_students: 9 });
  });
});
