import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const port = Number(process.env.E2E_PORT ?? 3300);

/**
 * The journeys tagged @cluster (sign-in, the offline class and its replay, two tabs replaying at once) against two API
 * processes on PostgreSQL and S3 behind a round-robin proxy (tests/cluster/start-cluster.ts; issue 19). Run under
 * scripts/with-postgres.sh, after `npm run build`: scripts/test-cluster.sh does both.
 */
export default defineConfig({
  ...base,
  grep: /@cluster/,
  outputDir: `test-results/cluster-${port}`,
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: {
    command: 'npx tsx tests/cluster/start-cluster.ts',
    url: `http://localhost:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
    stdout: 'pipe',
  },
});
