import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LOCALHOST_TLS, startServer } from '../../bench/support/servers';
import { DEMO, signInWithForm } from './support/auth';

// A school's one machine with a certificate (TLS_CERT_FILE, TLS_KEY_FILE): the service worker, and so the offline
// classroom, needs a secure origin. The test certificate for localhost stands in for the school's (decision 025).
test('a server with a certificate serves the app over HTTPS and HTTP/2, and signing in works', async ({ browser }) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathshala-https-'));
  const server = await startServer(
    'server/index.ts',
    { DATA_DIR: dataDir, STATIC_DIR: process.env.STATIC_DIR ?? 'dist', DEMO_DECK_SLIDES: '12', ...LOCALHOST_TLS },
    '/api/health',
    180_000,
  );
  try {
    expect(server.url).toMatch(/^https:\/\/localhost:\d+$/);
    const context = await browser.newContext({ ignoreHTTPSErrors: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    const answer = await page.goto(`${server.url}/login`);
    expect(answer?.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await signInWithForm(page, DEMO.student);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Every file and API call of the page came over HTTP/2.
    const protocols = await page.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
        (entry) => (entry as PerformanceResourceTiming).nextHopProtocol,
      ),
    );
    expect(protocols.length).toBeGreaterThan(5);
    expect(new Set(protocols)).toEqual(new Set(['h2']));
    await context.close();
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
