import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';
import { apiAs } from './support/figures';

// The admin's System Health shows the database's backups: before any, what the server says; after
// `npm run db:backup` (which asks the running server, as an operator would), the last backup's time, size and
// result. The line stays readable on a phone (360 px) and a laptop (1366 px).
const port = process.env.E2E_PORT ?? '3100';
const dataDir = path.join(os.tmpdir(), `pathshala-e2e-${port}`); // the e2e server's (support/start-server.ts)

function dbBackup() {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/db-backup.ts'], {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => resolve({ code, out }));
  });
}

test('admin: System Health shows the last backup, taken with npm run db:backup while the server runs', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await apiAs(request, DEMO.admin);
  await signInAs(page, request, DEMO.admin);
  await page.clock.install();
  await page.goto('/dashboard');
  const health = page.getByRole('region', { name: 'System Health' });
  const line = health.getByRole('listitem').filter({ hasText: 'Backups' });
  const before = (await admin.get('/analytics/dashboard')).system_health;
  const said = before.checks.find((c: { name: string }) => c.name === 'backups');
  await expect(line).toContainText(said.message);

  const backup = await dbBackup();
  expect(backup.out).toMatch(/Asked the server \(process \d+\) for a backup/);
  expect(backup.code, backup.out).toBe(0);

  await page.clock.fastForward('00:31'); // past the dashboard's 30 s, so Refresh asks the server
  await page.getByRole('button', { name: 'Refresh' }).click();
  const after = (await admin.get('/analytics/dashboard')).system_health.backups;
  expect(after.last_status).toBe('ok');
  expect(after.last_size_bytes).toBeGreaterThan(0);
  await expect(line).toContainText(
    /Last backup (less than a minute|\d+ minutes?) ago: [\d.]+ (KB|MB), restored and checked\./,
  );
  await expect(line).toContainText(/Taken \d/);
  await expect(line.getByText('OK', { exact: true })).toBeVisible();

  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await line.scrollIntoViewIfNeeded();
    const [item, panel] = [await line.boundingBox(), await health.boundingBox()];
    expect(item && panel && item.x + item.width <= panel.x + panel.width + 1).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await health.screenshot({ path: test.info().outputPath(`system-health-${width}.png`) });
  }
});
