#!/usr/bin/env bash
# The whole test suite: installs what is missing, builds Release with g++ and runs every test,
# then builds with clang, AddressSanitizer + UndefinedBehaviorSanitizer and runs every test again
# (the fuzz corpora included, and the libFuzzer targets built) — two compilers, two full builds.
# `scripts/test.sh release` or `scripts/test.sh asan` runs one of them; `scripts/test.sh fuzz`
# builds the coverage-instrumented fuzz preset and replays the corpora through libFuzzer.
# Every stage runs even when one before it failed; the last line sums them up, and the exit
# status is 0 only when every stage passed.
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh || exit 1
jobs=$(nproc)
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
summary=()
failed=0
for preset in ${1:-release asan}; do
  start=$SECONDS
  echo "=== $preset: build"
  if ! { cmake --preset "$preset" >/dev/null && cmake --build "build/$preset" -j"$jobs"; }; then
    summary+=("$preset: build FAILED")
    failed=1
    continue
  fi
  echo "=== $preset: test"
  log="build/$preset/test-summary.log"
  if [ "$preset" = fuzz ]; then
    # each corpus file once (files, not the directory: nothing is mutated or written)
    inputs=(fuzz/corpus/*)
    answers=(fuzz/corpus-answers/*)
    if "build/fuzz/fuzz/fuzz_genres" "${inputs[@]}" && "build/fuzz/fuzz/fuzz_answers" "${answers[@]}"; then
      result="passed ($((${#inputs[@]} + ${#answers[@]})) corpus inputs replayed)"
    else
      result="FAILED (corpus replay)"
      failed=1
    fi
  else
    ctest --test-dir "build/$preset" -j"$jobs" --output-on-failure | tee "$log"
    rc=${PIPESTATUS[0]}
    # ctest's own last line: "100% tests passed, 0 tests failed out of 336"
    total=$(sed -n 's/.*tests failed out of \([0-9]*\).*/\1/p' "$log" | tail -1)
    bad=$(sed -n 's/.*tests passed, \([0-9]*\) tests failed.*/\1/p' "$log" | tail -1)
    if [ "$rc" = 0 ] && [ "${bad:-1}" = 0 ]; then
      result="passed ($total tests)"
    else
      result="FAILED (${bad:-?} of ${total:-?} tests failed)"
      failed=1
    fi
  fi
  summary+=("$preset: $result in $((SECONDS - start)) s")
done
echo "=== test.sh: $(IFS=';'; echo "${summary[*]}" | sed 's/;/; /g')"
exit "$failed"
