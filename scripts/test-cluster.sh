#!/usr/bin/env bash
# Past one machine (issue 19): two API processes on one PostgreSQL and one S3 bucket behind a round-robin proxy.
# Runs the HTTP-level checks (tests/cluster, each file starts its own cluster) and the browser journeys tagged
# @cluster against them. Needs DATABASE_URL and the built PWA in dist/:
#   npm run build && bash scripts/with-postgres.sh bash scripts/test-cluster.sh
# TEST_RESULTS_DIR (default tmp/test-results) keeps the JSON reports (vitest-cluster.json, playwright-cluster.json).
set -euo pipefail
cd "$(dirname "$0")/.."
RESULTS="${TEST_RESULTS_DIR:-tmp/test-results}"
mkdir -p "$RESULTS"
rm -f "$RESULTS/vitest-cluster.json" "$RESULTS/playwright-cluster.json"

echo '== several processes: HTTP checks (vitest, tests/cluster) =='
npx vitest run --config vitest.cluster.config.ts \
  --reporter=default --reporter=json --outputFile.json="$RESULTS/vitest-cluster.json"

echo '== several processes: browser journeys tagged @cluster (playwright) =='
PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright-cluster.json" \
  npx playwright test --config playwright.cluster.config.ts --reporter=list,json

echo
printf 'several processes: '
npx tsx scripts/test-summary.ts "$RESULTS/vitest-cluster.json" "$RESULTS/playwright-cluster.json"
