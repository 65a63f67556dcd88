#!/usr/bin/env bash
# `npm test`: every test there is. Installs Debian's chromium for Playwright when it is missing (never a browser
# download by a test tool), then runs the unit and API tests, the production build and the browser journeys.
# Stops at the first failure; always ends with one plain line: `tests: N passed, N failed, N skipped`.
# TEST_RESULTS_DIR (default tmp/test-results) keeps the runners' JSON reports.
set -euo pipefail
cd "$(dirname "$0")/.."

RESULTS="${TEST_RESULTS_DIR:-tmp/test-results}"
mkdir -p "$RESULTS"
rm -f "$RESULTS/vitest.json" "$RESULTS/playwright.json"
reports=()

step() { printf '\n== %s ==\n' "$*"; }
summary() { npx tsx scripts/test-summary.ts "${reports[@]}"; }
fail() {
  echo "test-all: $1 failed" >&2
  summary || true
  exit 1
}

step 'chromium'
if command -v chromium >/dev/null 2>&1; then
  echo "found $(command -v chromium)"
elif [ "$(id -u)" -ne 0 ]; then
  echo "chromium is missing: install Debian's package (apt-get install -y chromium) as root" >&2
  exit 1
else
  echo 'installing Debian chromium...'
  export DEBIAN_FRONTEND=noninteractive
  apt-get -o DPkg::Lock::Timeout=600 update -qq >/dev/null
  apt-get -o DPkg::Lock::Timeout=600 install -y -qq chromium >/dev/null
  echo "installed $(command -v chromium)"
fi

step 'lint and format (biome)'
npx biome check . || fail biome

step 'unit and API tests (vitest)'
reports+=("$RESULTS/vitest.json")
npx vitest run --reporter=default --reporter=json --outputFile.json="$RESULTS/vitest.json" || fail vitest

step 'production build'
npm run build || fail build

step 'browser journeys (playwright)'
if [ -f playwright.config.ts ]; then
  reports+=("$RESULTS/playwright.json")
  PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright.json" npx playwright test --reporter=list,json || fail playwright
else
  echo 'playwright.config.ts not found: skipping the browser journeys'
fi

echo
summary
