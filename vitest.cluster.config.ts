import { defineConfig } from 'vitest/config';

/**
 * The multi-process checks (issue 19): each file starts PostgreSQL-backed API processes, an S3 server and a proxy
 * (tests/cluster/cluster.ts), so they run one file at a time and only where DATABASE_URL names a PostgreSQL server:
 * `bash scripts/with-postgres.sh npx vitest run --config vitest.cluster.config.ts` (.ci/run does).
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
