import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { catalogJson } from './scripts/vite/catalog-json';
import { linguiMacro } from './scripts/vite/lingui-macro';

// Vitest's default is a worker per core but one: a single worker on the 2-core CI machine. The server tests mostly
// wait (PostgreSQL, ffmpeg, poppler, the S3 server), so two workers there take 25–30% less time.
const maxWorkers = Math.max(2, os.availableParallelism() - 1);

/** Server tests that use no database at all (slow ones, ~36 s): run once, not again on PostgreSQL. */
const ENGINE_FREE = [
  'server/modules/explainer-videos/local-renderer.test.ts',
  'server/lib/storage-local.power-cut.test.ts',
];

/** Server tests that replace a module (vi.mock): they need a module registry of their own, as vitest's default. */
const MOCKING = ['server/lib/storage-local.test.ts', 'server/modules/explainer-videos/video-setup.test.ts'];

/**
 * Server tests whose database work is a few plain rows while their time goes to something else (ffmpeg rendering
 * videos, ~45 s): on PostgreSQL (DATABASE_URL set, .ci/run's second pass) they would only repeat that work.
 */
const SLOW_ELSEWHERE = ['server/modules/explainer-videos/explainer-videos.course.test.ts'];

export default defineConfig({
  // Lingui's macros and catalogs, as in the build (vite.config.ts, decision 040).
  plugins: [linguiMacro(), catalogJson()],
  // The import aliases of tsconfig.json (#contract/*, #src/*, #server/*).
  resolve: { tsconfigPaths: true },
  test: {
    maxWorkers,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // No database in these, or only the embedded one's files: .ci/run's second pass on PostgreSQL would
          // only repeat them.
          exclude: [
            'server/lib/pdf/**',
            'server/db/pglite-*.test.ts',
            ...ENGINE_FREE,
            ...MOCKING,
            ...(process.env.DATABASE_URL ? SLOW_ELSEWHERE : []),
          ],
          // The server's modules are loaded once per worker, not once per file: a file's import of the whole app
          // cost 1.6 s (the project took 488 s isolated, 312 s not). Each file makes its own app and database
          // (server/testing/test-app.ts), so no state is shared through the modules.
          isolate: false,
          globalSetup: ['server/testing/global-setup.ts'],
          // Server logs stay out of the test output unless asked for (LOG_LEVEL=info npx vitest …).
          env: { LOG_LEVEL: process.env.LOG_LEVEL || 'silent' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-mocks',
          environment: 'node',
          include: MOCKING,
          globalSetup: ['server/testing/global-setup.ts'],
          env: { LOG_LEVEL: process.env.LOG_LEVEL || 'silent' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The shared rules, the PDF pipeline, the embedded database's files and the house rules: run once.
          name: 'pure',
          environment: 'node',
          include: [
            'contract/**/*.test.ts',
            'server/lib/pdf/**/*.test.ts',
            'server/db/pglite-*.test.ts',
            ...ENGINE_FREE,
            'scripts/**/*.test.ts',
          ],
          env: { LOG_LEVEL: process.env.LOG_LEVEL || 'silent' },
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'node',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
        },
      },
    ],
  },
});
