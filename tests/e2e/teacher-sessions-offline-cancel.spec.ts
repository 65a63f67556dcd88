import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  type Headers,
  makeWorld,
  openSyncPanel,
  prepareOnline,
  readStore,
  sessionsOf,
  slideCounter,
  startClass,
  tokenOf,
  uploadDeck,
  type World,
} from './support/offline';
import { kindOf } from '#contract/outbox-calls';

// Cancel Session cancels everywhere (issue 12): online or offline, through the outbox, exactly once; a cancelled
// session counts nowhere. Grade 3 has no demo deck and no other journey uses it: this file uploads one and teaches
// classes 3A..3C of a school made for it.
const GRADE = 3;
const SLIDES = 12;
let world: World | null = null;

/** What a cancelled session must not change: the teacher's history, analytics and the class's progress. */
async function footprint(request: APIRequestContext, headers: Headers, w: World, classLevel: string) {
  const profile = await (await request.get('/api/auth/profile', { headers })).json();
  const analytics = await (
    await request.get(`/api/analytics/teacher/${profile.user._id}?period=all`, { headers })
  ).json();
  const history = await (await request.get('/api/class-sessions?limit=1', { headers })).json();
  const progress = await (await request.get(`/api/session-progress/${w.schoolId}/${classLevel}`, { headers })).json();
  return {
    history: history.pagination.total,
    overall: analytics.overallMetrics,
    time: analytics.timeAnalytics,
    pendingTasks: analytics.pendingTasks,
    progress: { last: progress.progress.lastSlideVisited, furthest: progress.progress.furthestSlide },
  };
}

async function cancelInViewer(page: Page) {
  await page.getByRole('region', { name: 'Slide viewer' }).getByRole('button', { name: 'Cancel Session' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel Session?' });
  await expect(confirm).toContainText('discarded and not saved, on this device and on the server');
  await confirm.getByRole('button', { name: 'Cancel Session' }).click();
  await expect(page.getByText('Session cancelled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Session' })).toBeVisible();
}

const activeSessionId = async (page: Page) =>
  ((await readStore<{ id: string; status: string }>(page, 'localSessions')).find((s) => s.status === 'active')?.id ??
    '') as string;

test.describe('teacher: Cancel Session', () => {
  test.beforeEach(async ({ request }) => {
    test.setTimeout(240_000);
    if (!world) {
      await uploadDeck(request, GRADE, SLIDES, 'Cancel deck');
      world = await makeWorld(request, GRADE, ['A', 'B', 'C']);
    }
  });

  test('online: the session the server had started is gone, and nothing counts it', async ({ page, request }) => {
    const w = world as World;
    const headers = await tokenOf(request, w.email);
    await prepareOnline(page, request, w, SLIDES);
    const before = await footprint(request, headers, w, `${GRADE}A`);

    await startClass(page, `${GRADE}A`);
    await expect(slideCounter(page)).toHaveText(new RegExp(`^Slide 1 of ${SLIDES}`));
    const id = await activeSessionId(page);
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect(slideCounter(page)).toHaveText(/^Slide 6 /);
    // The server has the class in progress: it is a pending task, and the class has moved on.
    await expect.poll(async () => (await footprint(request, headers, w, `${GRADE}A`)).progress.furthest).toBe(6);
    expect((await sessionsOf(request, headers, w, `${GRADE}A`)).map((s) => [s._id, s.status])).toEqual([
      [id, 'in_progress'],
    ]);

    await cancelInViewer(page);
    await expect.poll(async () => (await request.get(`/api/class-sessions/${id}`, { headers })).status()).toBe(404);
    expect(await sessionsOf(request, headers, w, `${GRADE}A`)).toEqual([]);
    expect(await footprint(request, headers, w, `${GRADE}A`)).toEqual(before);
    // The Sync panel says what happened, and the class starts again where it was before.
    const panel = await openSyncPanel(page);
    await expect(panel.getByRole('listitem', { name: /^Session cancelled: Class 3A/ })).toContainText(
      'Confirmed by the server',
    );
    await page.keyboard.press('Escape');
    await startClass(page, `${GRADE}A`);
    await expect(slideCounter(page)).toHaveText(new RegExp(`^Slide 1 of ${SLIDES}`));
  });

  test('offline: the cancel waits in the outbox and cancels on the server once it is back', async ({
    page,
    context,
    request,
  }) => {
    const w = world as World;
    const headers = await tokenOf(request, w.email);
    await prepareOnline(page, request, w, SLIDES);
    const before = await footprint(request, headers, w, `${GRADE}B`);

    // Started online (the server has it), taught on, then the network goes and the teacher cancels.
    await startClass(page, `${GRADE}B`);
    const startedOnline = await activeSessionId(page);
    await expect.poll(async () => (await sessionsOf(request, headers, w, `${GRADE}B`)).length).toBe(1);
    await context.setOffline(true);
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await cancelInViewer(page);
    // Started and cancelled offline: the server never hears of it, or hears of both, in order.
    await startClass(page, `${GRADE}B`);
    await expect(slideCounter(page)).toHaveText(new RegExp(`^Slide 1 of ${SLIDES}`));
    const startedOffline = await activeSessionId(page);
    await page.keyboard.press('End');
    await cancelInViewer(page);
    const waiting = (await readStore(page, 'outbox')).filter((e) => e.status === 'pending').map((e) => kindOf(e));
    expect(waiting.sort()).toEqual(['cancel', 'cancel', 'start']);
    expect((await sessionsOf(request, headers, w, `${GRADE}B`)).map((s) => s.status)).toEqual(['in_progress']);

    await context.setOffline(false);
    await expect
      .poll(async () => (await readStore(page, 'outbox')).filter((e) => e.status !== 'sent').length, {
        timeout: 20_000,
      })
      .toBe(0);
    for (const id of [startedOnline, startedOffline]) {
      expect((await request.get(`/api/class-sessions/${id}`, { headers })).status()).toBe(404);
    }
    expect(await footprint(request, headers, w, `${GRADE}B`)).toEqual(before);
  });

  test('a class ended in one tab is closed in the other, which cannot cancel or end it again', async ({
    page,
    context,
    request,
  }) => {
    const w = world as World;
    const headers = await tokenOf(request, w.email);
    await prepareOnline(page, request, w, SLIDES);
    await context.setOffline(true);
    await startClass(page, `${GRADE}C`);
    await expect(slideCounter(page)).toHaveText(/^Slide 1 /);
    await page.keyboard.press('ArrowRight');
    await expect(slideCounter(page)).toHaveText(/^Slide 2 /);
    const second = await context.newPage();
    await second.goto('/log-session');
    await expect(slideCounter(second)).toHaveText(/^Slide 2 /);

    await page.getByRole('region', { name: 'Slide viewer' }).getByRole('button', { name: 'End Session' }).click();
    const dialog = page.getByRole('dialog', { name: 'End Session' });
    await dialog.getByLabel('Students attended').fill('18');
    await dialog.getByLabel('Total students').fill('20');
    await dialog.getByRole('button', { name: 'Save and End' }).click();
    await expect(page).toHaveURL(/\/sessions\?ended=/);

    await expect(second.getByText('This class was already ended in another tab or window.')).toBeVisible();
    await expect(second.getByRole('button', { name: 'Start Session' })).toBeVisible();
    await context.setOffline(false);
    await expect
      .poll(async () => (await sessionsOf(request, headers, w, `${GRADE}C`)).map((s) => [s.status, s.current_slide]), {
        timeout: 20_000,
      })
      .toEqual([['ended', 2]]);
  });
});
