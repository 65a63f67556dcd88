import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
// Requests a service worker makes (the outbox replayed by Background Sync, decks kept on the device) are network
// events too: the offline journeys count every call that reached the server, whoever made it.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

/** Browser journeys against the real server (built PWA + API) on a fresh seeded PGlite, in Debian's chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${port}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    serviceWorkers: 'allow',
    // A trace records a screencast and DOM snapshots of every step: on all tests it cost 45% of the run (22 tests:
    // 5.5 min with, 3.1 min without). A failure is retried once on CI, and the retry keeps its trace;
    // `npx playwright test --trace on` records one anywhere.
    trace: 'on-first-retry',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx tests/e2e/support/start-server.ts',
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
    stdout: 'pipe',
  },
});
