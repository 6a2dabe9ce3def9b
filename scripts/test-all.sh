#!/usr/bin/env bash
# The whole test suite: install, typecheck, lint, unit + component, API + integration on Postgres (embedded, and
# TEST_DATABASE_URL's server when set), production build, end to end in Chromium. Prints one closing total line.
set -uo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-}"
mkdir -p .tmp/results
rm -f .tmp/results/*.json

STARTED=$SECONDS
LAST=$SECONDS
# Each step's heading also says how long the step before it took (the suite must stay under 20 min on 2 cores).
step() {
  [ "$LAST" -lt "$SECONDS" ] && printf '\033[2m(%ss)\033[0m\n' "$((SECONDS - LAST))"
  LAST=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$1"
}
fail() { printf '\n\033[31mFAILED: %s\033[0m\n' "$1"; node scripts/test-summary.mjs .tmp/results || true; exit 1; }

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "install dependencies"
  npm install --no-audit --no-fund || fail "npm install"
fi

if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; then
  step "install Debian's chromium and its headless shell (end-to-end tests)"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell \
    fonts-liberation fonts-noto-color-emoji >/dev/null || fail "apt-get install chromium"
fi

step "typecheck, lint and format (side by side: each uses one core)"
npx tsc -p tsconfig.json --noEmit > .tmp/typecheck.log 2>&1 &
TYPECHECK=$!
LINT_OK=1
npx eslint . --max-warnings=0 || LINT_OK=0
npx prettier --check . --log-level=warn || fail "format (run npm run format)"
wait $TYPECHECK || { cat .tmp/typecheck.log; fail "typecheck"; }
[ "$LINT_OK" = 1 ] || fail "lint"

step "unit and component tests"
npx vitest run --project unit --project web --project web-isolated --reporter=default --reporter=json --outputFile=.tmp/results/vitest-unit.json || fail "unit tests"

step "API and integration tests on an embedded Postgres"
env -u TEST_DATABASE_URL npx vitest run --project api --reporter=default --reporter=json --outputFile=.tmp/results/vitest-api-embedded.json || fail "API tests (embedded Postgres)"

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API and integration tests on the external Postgres at TEST_DATABASE_URL"
  # Not again on this server: files that start an embedded Postgres of their own whatever the test server, and
  # files about what is not the database (AI servers, media files and their limits, S3, PDF rendering in Chromium,
  # HTTP parsing and shutdown, a process killed mid-publish): the first pass ran them, and they were half of this
  # pass's time. Every file whose SQL could differ on another server version runs here.
  npx vitest run --project api --exclude tests/integration/restart-after-kill.test.ts \
    --exclude tests/integration/server-output.test.ts --exclude tests/integration/built-server-media.test.ts \
    --exclude tests/api/llm-servers.test.ts --exclude "tests/api/media*.test.ts" \
    --exclude tests/api/generation-slot.test.ts --exclude "tests/integration/carousel-*.test.ts" \
    --exclude tests/integration/storage-claim-outage.test.ts --exclude "tests/integration/shutdown-*.test.ts" \
    --exclude tests/api/malformed-input.test.ts --exclude "tests/integration/publish-worker-*.test.ts" \
    --exclude tests/api/profile-avatar-s3.test.ts --exclude tests/integration/backup-restore-s3.test.ts \
    --reporter=default --reporter=json --outputFile=.tmp/results/vitest-api-external.json || fail "API tests (external Postgres)"
fi

step "production build"
npm run build || fail "build"

step "end-to-end tests in Chromium"
PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/results/playwright.json npx playwright test --reporter=list,json || fail "end-to-end tests"

step "summary"
# non-zero on any failed or flaky test (a test that passed only on a retry is a failure)
node scripts/test-summary.mjs .tmp/results
SUMMARY=$?
printf 'whole suite: %s s\n' "$((SECONDS - STARTED))"
[ "$SUMMARY" = 0 ] || { printf '\n\033[31mFAILED: %s\033[0m\n' "summary (a failed or flaky test)"; exit 1; }
