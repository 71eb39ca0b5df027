#!/usr/bin/env bash
# The whole test suite: installs what is missing, builds Release and runs every test, then
# builds with AddressSanitizer + UndefinedBehaviorSanitizer and runs every test again, then
# builds the fuzz target with clang (libFuzzer, ASan+UBSan) and replays the fuzz corpus through
# it — the one clang build, so that code only g++ accepts cannot land.
# `scripts/test.sh release`, `scripts/test.sh asan` or `scripts/test.sh fuzz` runs one of them.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
jobs=$(nproc)
for preset in ${1:-release asan fuzz}; do
  echo "=== $preset: build"
  cmake --preset "$preset" >/dev/null
  cmake --build "build/$preset" -j"$jobs"
  echo "=== $preset: test"
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
  if [ "$preset" = fuzz ]; then
    # each corpus file once (files, not the directory: nothing is mutated or written)
    "build/fuzz/fuzz/fuzz_genres" fuzz/corpus/*
    "build/fuzz/fuzz/fuzz_answers" fuzz/corpus-answers/*
  else
    ctest --test-dir "build/$preset" -j"$jobs" --output-on-failure
  fi
done
