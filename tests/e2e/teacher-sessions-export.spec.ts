import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { SESSION_EXPORT_HEADER } from '#contract/sessions-export';
import { signInAs } from './support/auth';
import { makeWorld, tokenOf } from './support/offline';

// The session history as CSV (issue 17's exports): online the server's file of every session of the filter, UTF-8
// with a BOM, a cell that could run as a formula neutralised; offline the sessions this device holds, saying so in
// the file's first line. One download per click.
const SESSIONS = 60;

async function download(page: Page) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^sessions-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await file.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8').split('\r\n');
}
const sessionRows = (lines: string[]) => lines.filter((l) => /^\d{4}-\d{2}-\d{2}T/.test(l));

test('a teacher downloads the session history as CSV, online and offline', async ({ page, request, context }) => {
  test.setTimeout(120_000);
  const world = await makeWorld(request, 3, ['A']);
  const headers = await tokenOf(request, world.email);
  for (let from = 0; from < SESSIONS; from += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, SESSIONS - from) }, async (_, k) => {
        const i = from + k;
        const res = await request.post('/api/class-sessions', {
          headers,
          data: {
            school_id: world.schoolId,
            class_level: '3A',
            session_date: new Date(Date.UTC(2025, 5, 1 + i, 9)).toISOString(),
            starting_slide: 1,
            ending_slide: 2 + (i % 5),
            students_attended: 20 + (i % 10),
            total_students: 30,
            notes: i === 0 ? '=1+1' : `Lesson ${i}`,
          },
        });
        expect(res.status(), await res.text()).toBe(201);
      }),
    );
  }

  await signInAs(page, request, world.email);
  await page.goto('/sessions');
  await expect(page.getByText(`Lesson ${SESSIONS - 1}`).first()).toBeVisible();
  const online = await download(page);
  expect(online[0]).toBe(SESSION_EXPORT_HEADER.join(','));
  const rows = sessionRows(online);
  expect(rows).toHaveLength(SESSIONS);
  expect(rows[0]).toMatch(/^2025-07-30T09:00:00\.000Z,.*,3A,ended,1,6,29,30,96.7,Lesson 59$/);
  expect(rows.at(-1)).toMatch(/^2025-06-01T09:00:00\.000Z,.*,'=1\+1$/);

  // Offline: the first page (50 sessions) is what the device holds, and the file says so first.
  await context.setOffline(true);
  const offline = await download(page);
  // One cell (quoted: the time has a comma).
  expect(offline[0]).toMatch(
    /^"Offline export: only the sessions this device holds \(as of .+\); the server may have more"$/,
  );
  expect(offline[1]).toBe(SESSION_EXPORT_HEADER.join(','));
  expect(sessionRows(offline)).toEqual(rows.slice(0, 50));
  await context.setOffline(false);
});
