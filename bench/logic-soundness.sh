#!/usr/bin/env bash
# Soundness of the Sudoku logic solver over the whole shared collections (../shared/data/sudoku):
# every step of every puzzle checked against the puzzle's solution; prints a Markdown table
# (docs/results/ratings.md). CI runs the same check on a slice (Logic.SoundOnSharedSamples).
#   bench/logic-soundness.sh [BUILD_DIR]     (default build/release; DEDUCE_SOUNDNESS_SAMPLE=N
#                                              takes at most N puzzles per collection)
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build/release}"
cmake --build "$build" --target deduce_tests >/dev/null
exec "$build/tests/deduce_tests" --gtest_also_run_disabled_tests --gtest_filter=Logic.DISABLED_SoundOnWholeCollections
