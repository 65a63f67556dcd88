#!/usr/bin/env bash
# `npm test`: every test there is. Installs Debian's chromium (for Playwright: never a browser download by a test
# tool), poppler-utils and webp when missing, then runs the unit and API tests, the production build and the
# browser journeys.
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

step 'system packages'
# Debian's chromium for the browser tests; poppler-utils (pdftoppm) and webp (cwebp), which turn PDFs into slide
# images in the server (docs/decisions/015) and read the PDFs the app makes in the tests.
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
command -v cwebp >/dev/null 2>&1 || missing+=(webp)
if [ "${#missing[@]}" -eq 0 ]; then
  echo "found $(command -v chromium), $(command -v pdftoppm), $(command -v cwebp)"
elif [ "$(id -u)" -ne 0 ]; then
  echo "missing: ${missing[*]}: install Debian's packages (apt-get install -y ${missing[*]}) as root" >&2
  exit 1
else
  echo "installing ${missing[*]}..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get -o DPkg::Lock::Timeout=600 update -qq >/dev/null
  apt-get -o DPkg::Lock::Timeout=600 install -y -qq "${missing[@]}" >/dev/null
  echo "installed ${missing[*]}"
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
