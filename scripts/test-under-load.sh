#!/bin/sh
# `npm run test:load [-- RUNS [LOOPS]]`: issue 33's check that the suite is deterministic under load.
#
# Runs `CI=1 npm test` RUNS times in a row (default 3), each on a fresh clone of this checkout's HEAD
# (commit first: uncommitted changes are not in it), with this checkout's node_modules linked and the
# PGlite template cache and Vitest's results cache emptied before each run, as on a new machine.
# Beside them, LOOPS busy loops (default 6, normal priority) keep a 2-core machine's load average at
# 8 or more for the whole chain, as on a busy laptop (`stress` is not needed, nothing is downloaded).
# The 1-minute load average is sampled every 30 s. Each run's log, load samples and Playwright
# test-results go to a temp folder, named at the start; one line per run is printed as it ends:
#   run 1: passed in 1515 s — Tests: 2365 passed, 0 failed — load min 3.14 / median 9.26 / max 12.47
# (the first samples of run 1 are low while the 1-minute average catches up with the loops: about 2 minutes).
# Exit status: the number of runs that failed.
# Needs `npm ci` done in this checkout first. Linux only (/proc/loadavg).
set -u
runs=${1:-3}
loops=${2:-6}
repo=$(cd "$(dirname "$0")/.." && pwd)
head=$(git -C "$repo" rev-parse HEAD)
tmp=${TMPDIR:-/tmp}
out=$(mktemp -d "$tmp/ecolodge-load-XXXXXX")
clone="$out/clone"
hogs=""
sampler=""

stop() {
  [ -n "$sampler" ] && kill "$sampler" 2>/dev/null
  # shellcheck disable=SC2086 # a list of process ids
  [ -n "$hogs" ] && kill $hogs 2>/dev/null
  sampler=""
  hogs=""
}
trap 'stop; exit 130' INT TERM

echo "test:load: $runs run(s) of \`CI=1 npm test\` at $head with $loops busy loops; logs in $out"
for _ in $(seq 1 "$loops"); do
  sh -c 'while :; do :; done' &
  hogs="$hogs $!"
done

failed=0
for run in $(seq 1 "$runs"); do
  rm -rf "$clone" "$tmp/ecolodge-pglite-templates" "$repo/node_modules/.vite/vitest"
  git clone -q "$repo" "$clone" && git -C "$clone" checkout -q "$head" && ln -s "$repo/node_modules" "$clone/node_modules" || {
    echo "run $run: could not make the clone"
    stop
    exit 1
  }
  (while :; do
    echo "$(date +%T) $(cut -d' ' -f1-3 /proc/loadavg)"
    sleep 30
  done) >"$out/run-$run.load" &
  sampler=$!
  start=$(date +%s)
  (cd "$clone" && CI=1 npm test) >"$out/run-$run.log" 2>&1
  rc=$?
  seconds=$(($(date +%s) - start))
  kill "$sampler" 2>/dev/null
  sampler=""
  [ -d "$clone/test-results" ] && cp -r "$clone/test-results" "$out/run-$run-test-results"
  if [ "$rc" -eq 0 ]; then verdict=passed; else verdict="FAILED (exit $rc)" && failed=$((failed + 1)); fi
  tests=$(grep -a '^Tests:' "$out/run-$run.log" | tail -1)
  load=$(awk '{ print $2 }' "$out/run-$run.load" | sort -n |
    awk '{ v[NR] = $1 } END { if (NR) printf "load min %s / median %s / max %s", v[1], v[int((NR + 1) / 2)], v[NR] }')
  echo "run $run: $verdict in $seconds s — ${tests:-no Tests: line, see run-$run.log} — $load"
done

stop
rm -rf "$clone"
exit "$failed"
