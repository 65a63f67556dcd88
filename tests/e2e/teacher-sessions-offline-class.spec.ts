import { expect, test } from '@playwright/test';
import {
  endClass,
  expectKeptProgress,
  makeWorld,
  openSyncPanel,
  prepareOnline,
  sessionsOf,
  slideCounter,
  syncStatus,
  startClass,
  tokenOf,
  uploadDeck,
  waitForSavedCache,
  type World,
} from './support/offline';
import { teachViaApi } from './support/students';

// Grade 10 has no demo deck and no other journey uses it: this file uploads a 20-slide deck for it, and
// teaches classes 10A, 10B, 10C and 10D of a school made for this file (one class per test).
const GRADE = 10;
const SLIDES = 20;
let world: World | null = null;

test.describe('teacher teaching offline', () => {
  test.beforeEach(async ({ request }) => {
    test.setTimeout(240_000);
    if (!world) {
      await uploadDeck(request, GRADE, SLIDES, 'Offline deck');
      world = await makeWorld(request, GRADE, ['A', 'B', 'C', 'D']);
    }
  });

  test('teaches a whole class offline; back online, the server has it once, and the class resumes there', {
    tag: '@cluster',
  }, async ({ page, context, request }) => {
    const w = world as World;
    const headers = await tokenOf(request, w.email);
    await prepareOnline(page, request, w, SLIDES);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Start Teaching Session' })).toBeVisible();
    await expect(syncStatus(page, /^Sync status: Offline/)).toBeVisible();
    // The last known data, from the device: the school's name, with its age.
    await expect(page.getByText(w.schoolName)).toBeVisible();
    await expect(page.getByRole('status', { name: 'Connection' })).toContainText(
      /^Offline — showing data from \d+ \w+, \d\d:\d\d/,
    );
    // The readiness drawer: the deck is here; refreshing it needs the network, and says so.
    await page.getByRole('button', { name: 'Offline readiness' }).click();
    const drawer = page.getByRole('dialog', { name: 'Offline readiness' });
    await expect(drawer.getByRole('article', { name: `Class ${GRADE} deck` })).toContainText('Ready offline');
    const refresh = drawer.getByRole('button', { name: `Refresh: Class ${GRADE}` });
    await expect(refresh).toHaveAttribute('aria-disabled', 'true');
    await refresh.hover();
    await expect(page.getByRole('tooltip')).toHaveText('You are offline. This needs a connection to the server.');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await startClass(page, `${GRADE}A`);
    const viewer = page.getByRole('region', { name: 'Slide viewer' });
    await expect(slideCounter(page)).toHaveText(new RegExp(`^Slide 1 of ${SLIDES}`));
    await expect(viewer.getByText('From this device')).toBeVisible();
    for (let i = 0; i < 15; i++) await page.keyboard.press('ArrowRight');
    await expect(slideCounter(page)).toHaveText(new RegExp(`^Slide 16 of ${SLIDES}`));
    await expect(viewer.getByRole('img', { name: /^Slide 16:/ })).toHaveAttribute('src', /^blob:/);
    await endClass(page, 18, 22);
    await expect(page.getByText('Saved on this device — will sync when online')).toBeVisible();
    await expect(syncStatus(page, /^Sync status: Offline\. \d+ changes? not yet sent/)).toBeVisible();
    expect(await sessionsOf(request, headers, w, `${GRADE}A`)).toHaveLength(0);
    // My Sessions, offline: the class just ended is the first row, marked, and the figures are over what is shown.
    const history = page.getByRole('table', { name: 'Session history' });
    const firstRow = history.getByRole('row').nth(1);
    const expectOfflineHistory = async () => {
      await expect(firstRow).toContainText('Waiting to sync');
      await expect(firstRow).toContainText(`${GRADE}A`);
      await expect(firstRow).toContainText('1–16');
      await expect(page.getByRole('note')).toHaveText(
        'Offline: the figures are over the 1 session shown, as this device has them.',
      );
      await expect(page.getByRole('group', { name: 'Total Sessions' })).toContainText('1');
      await expect(page.getByRole('group', { name: 'Student Attendances' })).toContainText('18');
      await expect(history.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    };
    await expectOfflineHistory();
    await page.screenshot({ path: test.info().outputPath('my-sessions-offline-1366.png') });
    await page.setViewportSize({ width: 360, height: 740 });
    // On a phone the history is a card a session (issue 40), the class just ended first.
    const firstCard = page.getByRole('list', { name: 'Session history' }).getByRole('listitem').first();
    await expect(firstCard).toContainText('Waiting to sync');
    await expect(firstCard).toContainText(`Class ${GRADE}A`);
    await expect(firstCard).toContainText('Slides 1–16');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden(); // the sidebar has left
    await page.screenshot({ path: test.info().outputPath('my-sessions-offline-360.png'), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 768 });
    // A dashboard this device never saved says what needs a connection, rather than loading without end.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page.getByText('You are offline', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Assessments', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /^You are offline, and this device has no saved copy/ }),
    ).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expectOfflineHistory();
    // Reloaded offline: what the device has, at once, never a spinner without end.
    await page.reload();
    await expectOfflineHistory();

    await context.setOffline(false);
    const back = Date.now();
    await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 10_000 });
    // The server's copy arrives: one row for the class, marked sent, and the server's figures.
    await expect(firstRow).toContainText(/Sent \d\d:\d\d/);
    await expect(history.getByRole('row').filter({ hasText: `${GRADE}A` })).toHaveCount(1);
    await expect(page.getByRole('note')).toHaveCount(0);
    await expect
      .poll(async () => (await sessionsOf(request, headers, w, `${GRADE}A`)).map((s) => s.status), {
        timeout: 10_000 - (Date.now() - back),
      })
      .toEqual(['ended']);
    const [session] = await sessionsOf(request, headers, w, `${GRADE}A`);
    expect(session).toMatchObject({
      starting_slide: 1,
      current_slide: 16,
      ending_slide: 16,
      students_attended: 18,
      total_students: 22,
    });

    // The Sync panel: nothing waiting, each change confirmed by the server with its time.
    const panel = await openSyncPanel(page);
    await expect(panel.getByRole('status', { name: 'Sync summary' })).toContainText('All changes saved');
    await expect(
      panel.getByRole('region', { name: /^Sent/ }).getByText(/^Confirmed by the server at \d\d:\d\d/),
    ).toHaveCount(3);
    await page.keyboard.press('Escape');

    // The class resumes where it ended.
    await page.goto('/log-session');
    await startClass(page, `${GRADE}A`);
    await expect(slideCounter(page)).toHaveText(new RegExp(`^Slide 16 of ${SLIDES}`));
  });

  test('a reload in the middle of the offline class resumes it at its slide; the server gets one session', async ({
    page,
    context,
    request,
  }) => {
    const w = world as World;
    const headers = await tokenOf(request, w.email);
    await prepareOnline(page, request, w, SLIDES);
    // The dashboard read online is on the device. Reloaded with the server out of reach (the laptop on a Wi-Fi with
    // no way out: its calls fail rather than wait for the network) it shows with the banner, and no error toast
    // repeats the banner as a failure once the calls have failed (issue 14).
    const since = Date.now();
    await page.goto('/dashboard');
    await expect(page.getByText(w.schoolName).first()).toBeVisible();
    await waitForSavedCache(page, since, w.schoolName);
    await context.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByRole('status', { name: 'Connection' })).toContainText(
      /^Server unreachable — showing data from/,
      { timeout: 15_000 },
    );
    await expect(page.getByText(w.schoolName).first()).toBeVisible();
    // The dashboard's calls are retried twice (1 s, then 2 s) before they fail.
    await page.waitForTimeout(5000);
    await expect(page.getByText('Failed to load dashboard data')).toHaveCount(0);
    await context.unroute('**/api/**');
    await context.setOffline(true);
    await page.goto('/log-session');
    await startClass(page, `${GRADE}B`);
    await expect(slideCounter(page)).toHaveText(new RegExp(`^Slide 1 of ${SLIDES}`));
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect(slideCounter(page)).toHaveText(new RegExp(`^Slide 6 of ${SLIDES}`));

    await page.reload();
    await expect(slideCounter(page)).toHaveText(new RegExp(`^Slide 6 of ${SLIDES}`));
    await expect(
      page.getByRole('region', { name: 'Slide viewer' }).getByRole('img', { name: /^Slide 6:/ }),
    ).toBeVisible();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect(slideCounter(page)).toHaveText(new RegExp(`^Slide 11 of ${SLIDES}`));
    await endClass(page, 20, 25);

    await context.setOffline(false);
    await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 10_000 });
    const sessions = await sessionsOf(request, headers, w, `${GRADE}B`);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      status: 'ended',
      starting_slide: 1,
      current_slide: 11,
      ending_slide: 11,
      students_attended: 20,
      total_students: 25,
    });
  });

  test('with two tabs open, one replays: the server gets each change once', { tag: '@cluster' }, async ({
    page,
    context,
    request,
  }) => {
    const w = world as World;
    const headers = await tokenOf(request, w.email);
    await prepareOnline(page, request, w, SLIDES);
    const other = await context.newPage();
    await other.goto('/dashboard');
    await expect(other.getByRole('heading', { name: 'Teacher Dashboard' })).toBeVisible();

    // Every session call from either tab or the service worker that the server answered (tries while offline fail;
    // the worker's requests are seen through PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS, set in the config).
    const calls: string[] = [];
    context.on('response', (res) => {
      const match = /\/api\/class-sessions\/(?:start-slide-session|[^/]+\/(update-slide|end-session))$/.exec(res.url());
      if (match) calls.push(match[1] ?? 'start');
    });

    await context.setOffline(true);
    await page.reload();
    await startClass(page, `${GRADE}C`);
    await expect(slideCounter(page)).toHaveText(new RegExp(`^Slide 1 of ${SLIDES}`));
    for (let i = 0; i < 15; i++) await page.keyboard.press('ArrowRight');
    await expect(slideCounter(page)).toHaveText(new RegExp(`^Slide 16 of ${SLIDES}`));
    await endClass(page, 15, 15);
    await expect(syncStatus(other, /^Sync status: Offline\. 3 changes not yet sent/)).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 10_000 });
    await expect(syncStatus(other, 'Sync status: Online. No changes waiting')).toBeVisible();
    // Both tabs saw the network come back (and focus, timers): give any second replay the time to happen.
    await other.bringToFront();
    await page.bringToFront();
    await page.waitForTimeout(3000);
    expect(calls.filter((c) => c === 'start')).toHaveLength(1);
    expect(calls.filter((c) => c === 'end-session')).toHaveLength(1);
    const sessions = await sessionsOf(request, headers, w, `${GRADE}C`);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      status: 'ended',
      starting_slide: 1,
      current_slide: 16,
      ending_slide: 16,
      students_attended: 15,
      total_students: 15,
    });
  });

  test('a second laptop that never taught the class starts it offline at the server’s next slide, and says from when', async ({
    page,
    context,
    request,
  }) => {
    const w = world as World;
    const headers = await tokenOf(request, w.email);
    const classLevel = `${GRADE}D`;
    // Another device taught the class up to slide 12.
    await teachViaApi(request, headers, { schoolId: w.schoolId, classLevel, total: 12, startingSlide: 12 });
    const server = await (await request.get(`/api/session-progress/${w.schoolId}/${classLevel}`, { headers })).json();
    expect(server.progress.lastSlideVisited).toBe(12);

    // This laptop signs in for the first time: decks, rosters and the classes' progress come to the device.
    await prepareOnline(page, request, w, SLIDES);
    await expectKeptProgress(page, classLevel, 12);
    const since = Date.now();
    await page.goto('/dashboard');
    const row = page.getByRole('group', { name: `Class ${classLevel} at ${w.schoolName}` });
    await expect(row).toContainText('Next: Slide 12 ·');
    // The dashboard's figures are on the device too, for its offline visit below.
    await waitForSavedCache(page, since, w.schoolName);

    await context.setOffline(true);
    await page.goto('/log-session');
    await page.getByLabel('Class', { exact: true }).selectOption(classLevel);
    const known = page.getByTestId('known-start');
    await expect(known).toHaveText(/^Starts at slide 12 · Progress as of \d+ \w+, \d\d:\d\d$/);
    await page.screenshot({ path: test.info().outputPath('start-offline-progress-1366.png') });
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(known).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('start-offline-progress-360.png') });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('button', { name: 'Start Session' }).click();
    await expect(slideCounter(page)).toHaveText(new RegExp(`^Slide 12 of ${SLIDES}`));
    await expect(page.getByRole('region', { name: 'Slide viewer' }).getByText('From this device')).toBeVisible();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(slideCounter(page)).toHaveText(new RegExp(`^Slide 15 of ${SLIDES}`));
    await endClass(page, 11, 12);

    // Offline, the dashboard and the next start name the slide this device ended at; Recent Sessions has the class.
    await page.goto('/dashboard');
    await expect(row).toContainText('Next: Slide 15 ·');
    await expect(page.getByRole('listitem', { name: `Session of class ${classLevel}` }).first()).toContainText(
      /Slides 12–15[\s\S]*Waiting to sync/,
    );
    await page.goto('/log-session');
    await page.getByLabel('Class', { exact: true }).selectOption(classLevel);
    await expect(known).toHaveText(/^Starts at slide 15 · Progress as of .* \(this device\)$/);

    await context.setOffline(false);
    await expect(syncStatus(page, 'Sync status: Online. No changes waiting')).toBeVisible({ timeout: 15_000 });
    const sessions = await sessionsOf(request, headers, w, classLevel);
    expect(sessions.map((s) => [s.starting_slide, s.ending_slide]).sort()).toEqual([
      [12, 12],
      [12, 15],
    ]);
    await expect(known).toBeHidden();
    await page.goto('/dashboard');
    await expect(row).toContainText('Next: Slide 15 ·');
  });
});
