import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import {
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
import { kindOf, type OutboxCall } from '#contract/outbox-calls';

// 'Save unsent changes' (issue 12): the last resort for a laptop that never reaches the server again. Grade 2 has
// no demo deck and no other journey uses it.
const GRADE = 2;
const SLIDES = 10;

test('a teacher saves unsent changes to a file; an admin loads it and the class is applied once, however often', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await uploadDeck(request, GRADE, SLIDES, 'Unsent deck');
  const w: World = await makeWorld(request, GRADE, ['A']);
  const headers = await tokenOf(request, w.email);
  await prepareOnline(page, request, w, SLIDES);

  // The school's server cannot be reached (connection refused), though the laptop is online.
  await context.route('**/api/**', (route) => route.abort('connectionrefused'));
  await startClass(page, `${GRADE}A`);
  await expect(slideCounter(page)).toHaveText(new RegExp(`^Slide 1 of ${SLIDES}`));
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
  await expect(slideCounter(page)).toHaveText(/^Slide 4 /);
  await page.getByRole('region', { name: 'Slide viewer' }).getByRole('button', { name: 'End Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'End Session' });
  await dialog.getByLabel('Students attended').fill('23');
  await dialog.getByLabel('Total students').fill('26');
  await dialog.getByLabel('Notes').fill('Taught on the bus-stop laptop');
  await dialog.getByRole('button', { name: 'Save and End' }).click();
  await expect(page).toHaveURL(/\/sessions\?ended=/);

  const panel = await openSyncPanel(page);
  await expect(panel.getByText(/^Synced up to /)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Save unsent changes' }).click(),
  ]);
  await expect(page.getByText('Saved 3 changes to a file. An administrator can load it for you.')).toBeVisible();
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const saved = JSON.parse(readFileSync(file, 'utf8'));
  expect(saved).toMatchObject({ format: 'pathshala-unsent-changes', version: 2, teacherName: expect.any(String) });
  expect(saved.changes.map((c: OutboxCall) => kindOf(c))).toEqual(['start', 'position', 'end']);
  expect(saved.changes[1].body).toMatchObject({ currentSlide: 4, furthestSlide: 8 });
  expect(await sessionsOf(request, headers, w, `${GRADE}A`)).toEqual([]);

  // An admin, on another browser, loads the file from the dashboard's quick action.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, request, DEMO.admin);
  await admin.goto('/dashboard');
  await admin.getByRole('main').getByRole('link', { name: 'Load Unsent Changes' }).click();
  await expect(admin.getByRole('heading', { name: 'Load Unsent Changes' })).toBeVisible();
  const load = async () => {
    await admin.locator('input[type="file"]').setInputFiles(file);
    await expect(admin.getByLabel('File summary')).toContainText('3 changes of');
    await admin.getByRole('button', { name: 'Apply changes' }).click();
    return admin.getByRole('region', { name: 'Results' });
  };
  let results = await load();
  await expect(results.locator('[data-stat="Applied"]')).toHaveText('3');
  await expect(results.locator('[data-stat="Refused"]')).toHaveText('0');
  const applied = await sessionsOf(request, headers, w, `${GRADE}A`);
  expect(
    applied.map((s) => [s.status, s.starting_slide, s.ending_slide, s.current_slide, s.students_attended, s.notes]),
  ).toEqual([['ended', 1, 8, 4, 23, 'Taught on the bus-stop laptop']]);

  // Loaded twice: reported as already applied, and still one class.
  await admin.reload();
  results = await load();
  await expect(results.locator('[data-stat="Already applied"]')).toHaveText('3');
  await expect(results.locator('[data-stat="Applied"]')).toHaveText('0');
  await expect(results.getByRole('table')).toContainText('already applied');

  // The laptop reaches the server after all: its own replay is answered once, too.
  await context.unroute('**/api/**');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect
    .poll(async () => (await readStore(page, 'outbox')).filter((e) => e.status !== 'sent').length, { timeout: 30_000 })
    .toBe(0);
  expect((await sessionsOf(request, headers, w, `${GRADE}A`)).length).toBe(1);

  // The activity log records who loaded which file.
  await admin.goto('/dashboard');
  await expect(admin.getByText(/loaded pathshala-unsent-changes-.*\.json of Offline Teacher/).first()).toBeVisible();
  await adminContext.close();
});
