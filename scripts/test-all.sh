#!/usr/bin/env bash
# `npm test`: every test there is. Installs the Debian packages the server and the tests use when missing
# (scripts/system-packages.sh --tests: chromium for Playwright, firefox-esr, webkit2gtk-driver and xvfb for the offline
# class in Firefox and WebKit, never a browser download by a test tool; poppler-utils,
# webp, ffmpeg, espeak-ng, postgresql), then runs Biome, the type check, the unit and API tests, the production
# build, the browser journeys and the power-cut suite (tests/power-cut: root and /dev/fuse, as on CI).
# Stops at the first failure; always ends with one plain line: `tests: N passed, N failed, N skipped`.
# TEST_RESULTS_DIR (default tmp/test-results) keeps the runners' JSON reports.
set -euo pipefail
cd "$(dirname "$0")/.."
# Vite's heads-up that a future loader of its config will want file extensions on imports: ~100 lines a config load
# (the config reads the contract), 520 in a test run, none of them a problem today. Quiet here, in `npm run build`
# and in `npm run dev`.
export VITE_CONFIG_NATIVE_IGNORE_WARNING=true

RESULTS="${TEST_RESULTS_DIR:-tmp/test-results}"
mkdir -p "$RESULTS"
rm -f "$RESULTS/vitest.json" "$RESULTS/playwright.json"
reports=()

# Each step says when it starts (minutes into the run), so a slow stage shows in the log.
step() { printf '\n== %s (at %dm%02ds) ==\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }
summary() { npx tsx scripts/test-summary.ts "${reports[@]}"; }
fail() {
  echo "test-all: $1 failed" >&2
  summary || true
  exit 1
}

step 'system packages'
bash scripts/system-packages.sh --tests || fail 'system packages'

step 'lint and format (biome)'
npx biome check . || fail biome

step 'types (tsc: everything, then the page, the service worker and the server on their own terms)'
npm run typecheck || fail typecheck

step 'unit and API tests (vitest; the house rules on imports and decision records among them)'
reports+=("$RESULTS/vitest.json")
npx vitest run --reporter=default --reporter=json --outputFile.json="$RESULTS/vitest.json" || fail vitest

step 'production build'
npm run build || fail build

step 'browser journeys (playwright)'
if [ -f playwright.config.ts ]; then
  reports+=("$RESULTS/playwright.json")
  rm -f "$RESULTS"/e2e-server-*.log
  if ! TEST_RESULTS_DIR="$RESULTS" PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright.json" npx playwright test --reporter=list,json; then
    # A server that stopped mid-run fails every later test: its last words are the cause.
    for log in "$RESULTS"/e2e-server-*.log; do
      [ -f "$log" ] && grep -q 'exited: code\|"level":60' "$log" && { echo "== the end of $log =="; tail -n 40 "$log"; }
    done
    fail playwright
  fi
else
  echo 'playwright.config.ts not found: skipping the browser journeys'
fi

step 'power cut (LazyFS: the server on PGlite, and PostgreSQL as the reference)'
# Builds vendor/lazyfs on first use (~2 min). A few seeded rounds here; `npm run soak:power` runs 50 or more.
npx tsx tests/power-cut/run.ts --engine pglite --rounds "${POWER_CUT_ROUNDS:-3}" --seed 20261127 || fail 'power cut (PGlite)'
npx tsx tests/power-cut/run.ts --engine postgres --rounds 1 --seed 20261127 || fail 'power cut (PostgreSQL)'

echo
echo "npm test took $((SECONDS / 60))m$((SECONDS % 60))s"
summary
