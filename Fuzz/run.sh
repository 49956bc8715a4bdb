#!/bin/sh
# Runs each fuzz target for FUZZ_SECONDS over its corpus and prints one summary line each:
#   TARGET: N executions in S s, coverage C edges, F features, corpus K inputs, crashes X
# A target stops at its first crash (exit status 1); the input is then in WORK_DIR/artifacts.
# Usage: Fuzz/run.sh BUILD_DIR WORK_DIR SECONDS TARGET...   (from the package root)
# Turn each crash into a regression test
# (Fixtures/regressions/KIND-name, run by Tests/RobustnessTests/RegressionTests.swift).
set -u
build=$1 work=$2 seconds=$3
shift 3
status=0
for target in "$@"; do
  case $target in
    FuzzTheme) dict=Fuzz/theme.dict seeds=$work/seeds/theme max_len=8192 ;;
    FuzzImages) dict=Fuzz/images.dict seeds=$work/seeds/images max_len=16384 ;;
    *) dict=Fuzz/markdown.dict seeds=$work/seeds/$target max_len=4096 ;;
  esac
  mkdir -p "$work/corpus/$target" "$work/artifacts/$target"
  log=$work/$target.log
  started=$(date +%s)
  # The libraries' own leaks (source-highlight's definition parser) are the ones
  # `make test-asan` suppresses too.
  LSAN_OPTIONS=suppressions=$(pwd)/.lsan-suppressions:print_suppressions=0 SWIFT_BACKTRACE=enable=no "$build/$target" "$work/corpus/$target" "$seeds" -dict="$dict" -max_total_time="$seconds" \
    -max_len=$max_len -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="$work/artifacts/$target/" </dev/null >"$log" 2>&1
  code=$?
  elapsed=$(( $(date +%s) - started ))
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
  ft=$(grep -o 'ft: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
  corpus=$(ls "$work/corpus/$target" | wc -l)
  crashes=$(ls "$work/artifacts/$target" | wc -l)
  echo "$target: ${runs:-?} executions in ${elapsed} s, coverage ${cov:-?} edges, ${ft:-?} features, corpus $corpus inputs, crashes $crashes (exit $code, log $log)"
  [ "$code" = 0 ] || status=1
done
exit $status
