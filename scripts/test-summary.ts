import { existsSync, readFileSync } from 'node:fs';

/**
 * Adds up the JSON reports of vitest and Playwright runs and prints one plain closing line,
 * `tests: N passed, N failed, N skipped`. Usage: tsx scripts/test-summary.ts REPORT.json...
 * A report that is missing or unreadable (its runner crashed) counts as one failure.
 */
type Totals = { passed: number; failed: number; skipped: number };

function countVitest(report: Record<string, number>): Totals {
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function countPlaywright(stats: Record<string, number>): Totals {
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
for (const file of process.argv.slice(2)) {
  let part: Totals;
  try {
    if (!existsSync(file)) throw new Error('missing');
    const report = JSON.parse(readFileSync(file, 'utf8'));
    part = report.stats ? countPlaywright(report.stats) : countVitest(report);
    // A suite that failed to load has no failed test in it, yet the run failed.
    if (typeof report.numFailedTestSuites === 'number' && report.numFailedTestSuites > 0 && part.failed === 0) {
      part.failed = report.numFailedTestSuites;
    }
    if (report.errors?.length && part.failed === 0) part.failed = report.errors.length;
  } catch {
    part = { passed: 0, failed: 1, skipped: 0 };
  }
  totals.passed += part.passed;
  totals.failed += part.failed;
  totals.skipped += part.skipped;
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
