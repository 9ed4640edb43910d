#!/usr/bin/env bash
# Smoke test of the README quick start: a fresh clone of one commit,
# `npm ci`, then `npm start` twice on a free port — the second start finds a build and must not
# rebuild or crash. Each start must answer /api/health and / and stop cleanly on Ctrl-C (SIGINT),
# and `npm ci` must not warn about engines.
# The e2e suite starts dist/main.js directly, so only this test runs `npm start` as a newcomer does.
#
# Usage: scripts/smoke-readme.sh [commit]   (default: HEAD of the repository it sits in)
# Prints one "ok"/"not ok" line per check and ends with "N passed, N failed"; exits 1 on a failure.
set -uo pipefail

repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
sha=$(git -C "$repo" rev-parse "${1:-HEAD}") || exit 1
tmp=$(mktemp -d "${TMPDIR:-/tmp}/harit-smoke.XXXXXX")
clone="$tmp/harit"
passed=0
failed=0
server_pid=

cleanup() {
  if [ -n "$server_pid" ]; then kill -KILL -- "-$server_pid" 2>/dev/null; fi
  rm -rf "$tmp"
}
trap cleanup EXIT

check() { # check <description> <command…>: runs the command, records ok / not ok
  local description=$1
  shift
  if "$@"; then
    echo "ok - $description"
    passed=$((passed + 1))
  else
    echo "not ok - $description"
    failed=$((failed + 1))
  fi
}

finish() {
  echo "$passed passed, $failed failed"
  [ "$failed" = 0 ]
  exit
}

free_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# Polls until the shop answers: /api/health with 200, / with 200 and an HTML page.
answers() {
  local port=$1 deadline=$((SECONDS + $2))
  while [ $SECONDS -lt $deadline ]; do
    if ! kill -0 "$server_pid" 2>/dev/null; then return 1; fi
    if curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health" 2>/dev/null; then
      # Read the whole page first: grep -q stops at the first match, and a server-rendered page
      # is long enough that curl would then fail writing the rest (pipefail).
      local page
      page=$(curl -fsS "http://127.0.0.1:$port/" 2>/dev/null) || return 1
      grep -qi '<!doctype html' <<<"$page"
      return
    fi
    sleep 1
  done
  return 1
}

# Sends Ctrl-C to `npm start` and its node process (one process group) and waits for the exit.
stops_on_sigint() {
  kill -INT -- "-$server_pid" 2>/dev/null || return 1
  local deadline=$((SECONDS + 20))
  while kill -0 "$server_pid" 2>/dev/null; do
    [ $SECONDS -lt $deadline ] || return 1
    sleep 0.5
  done
  wait "$server_pid" 2>/dev/null
  local code=$?
  server_pid=
  # 0: main.ts shut down gracefully; 130: npm itself reporting the Ctrl-C it passed on.
  [ "$code" = 0 ] || [ "$code" = 130 ]
}

start_and_check() { # start_and_check <label> <seconds allowed to become ready>
  local port log="$tmp/start-$1.log" failed_before=$failed
  port=$(free_port)
  # A settings-free environment, as on a newcomer's machine: no DATABASE_URL, PUBLIC_URL, ….
  (cd "$clone" && exec setsid env -i PATH="$PATH" HOME="$HOME" PORT="$port" npm start) \
    >"$log" 2>&1 &
  server_pid=$!
  check "$1 npm start answers /api/health and / on port $port" answers "$port" "$2"
  check "$1 npm start stops on SIGINT" stops_on_sigint
  if [ "$failed" != "$failed_before" ]; then
    echo "--- $1 npm start output (last 30 lines) ---"
    tail -n 30 "$log"
  fi
}

echo "README smoke test of ${sha:0:12} in $tmp"
check 'git clone' git clone --quiet --no-hardlinks "$repo" "$clone"
check "checkout ${sha:0:12}" git -C "$clone" -c advice.detachedHead=false checkout --quiet "$sha"
[ "$failed" = 0 ] || finish
check 'npm ci' bash -c "cd '$clone' && npm ci --no-audit --no-fund >'$tmp/npm-ci.log' 2>&1"
[ "$failed" = 0 ] || { tail -n 30 "$tmp/npm-ci.log"; finish; }
# No engine warnings a newcomer must wonder about on the Node versions we support.
check 'npm ci prints no EBADENGINE warning' bash -c "! grep -q EBADENGINE '$tmp/npm-ci.log'"

# First start builds the web app and the server (a minute or two); the second finds them built.
start_and_check first 300
start_and_check second 90
finish
