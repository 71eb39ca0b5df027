#!/usr/bin/env bash
# The whole test suite: installs what is missing, builds Release and runs every test, then
# builds with AddressSanitizer + UndefinedBehaviorSanitizer and runs every test again.
# `scripts/test.sh release` or `scripts/test.sh asan` runs one of the two.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
jobs=$(nproc)
for preset in ${1:-release asan}; do
  echo "=== $preset: build"
  cmake --preset "$preset" >/dev/null
  cmake --build "build/$preset" -j"$jobs"
  echo "=== $preset: test"
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
  ctest --test-dir "build/$preset" -j"$jobs" --output-on-failure
done
