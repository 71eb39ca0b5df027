#!/bin/bash
# Side by side: tdoku's own benchmark program (run_benchmark, solver "tdoku") and `deduce bench
# bitboard`, each pinned to one core with taskset, on the 17-clue collection and
# forum_hardest_1905_11plus, first solution (limit 1) and uniqueness check (limit 2). Prints
# puzzles/s of both and the ratio deduce/tdoku.
#
# Usage: bench/tdoku/run.sh TDOKU_DIR [DATA_DIR]
#   TDOKU_DIR  a checkout of tdoku, which this script never downloads; get one with
#              git clone https://github.com/t-dillon/tdoku   (the data.zip in it is not needed)
#   DATA_DIR   the puzzle collections (default ../shared/data/sudoku next to the repository)
# Environment: DEDUCE (the deduce binary, default build/release/deduce), CPU (core to pin to,
# default 1), ROUNDS (alternating runs per measurement, best kept; default 3), RUN_SECONDS (timed
# seconds per run, default 3), BUILD_DIR (scratch folder for tdoku's build, default
# /tmp/deduce-tdoku-build).
#
# Both programs time on the wall clock. tdoku runs with -r 0 (puzzles as given, not permuted)
# so that both solve the same puzzles; -n sizes its data set to the file. On a shared machine
# the runs alternate and the best of ROUNDS is kept for each side.
set -euo pipefail

script=run.sh
source "$(dirname "$0")/args.bash"
deduce=${DEDUCE:-$here/build/release/deduce}
[[ -x "$deduce" ]] || { echo "run.sh: $deduce not built (cmake --build build/release --target deduce)" >&2; exit 2; }
rounds=${ROUNDS:-3}
secs=${RUN_SECONDS:-3}

mkdir -p "$build"
if [[ ! -x "$build/run_benchmark" ]]; then
  echo "# building tdoku's run_benchmark in $build" >&2
  cmake -S "$tdoku" -B "$build" -DCMAKE_BUILD_TYPE=Release >"$build/configure.log" 2>&1
  cmake --build "$build" --target run_benchmark -j2 >"$build/build.log" 2>&1
fi

tdoku_rate() {  # file limit -> puzzles/s (csv field 6 of the last line)
  local n; n=$(grep -c . "$1")
  local flag=""; [[ $2 == 1 ]] && flag=-f
  taskset -c "$cpu" "$build/run_benchmark" -s tdoku -r 0 -c 1 $flag -w 1 -t "$secs" -n "$n" "$1" 2>/dev/null |
    tail -1 | awk -F, '{printf "%.0f", $6}'
}
deduce_rate() {  # file limit -> puzzles/s (last column)
  taskset -c "$cpu" "$deduce" bench bitboard "$1" --solutions "$2" --min-seconds "$secs" | tail -1 | awk '{print $NF}'
}
best() { printf '%s\n' "$@" | sort -n | tail -1; }

printf '%-28s %6s %12s %12s %7s\n' set limit tdoku deduce ratio
for set in 17clue_royle forum_hardest_1905_11plus; do
  f=$data/$set.txt
  for limit in 1 2; do
    t=(); d=()
    for ((r = 0; r < rounds; ++r)); do
      t+=("$(tdoku_rate "$f" "$limit")")
      d+=("$(deduce_rate "$f" "$limit")")
    done
    bt=$(best "${t[@]}"); bd=$(best "${d[@]}")
    printf '%-28s %6s %12s %12s %7.2f\n' "$set" "$limit" "$bt" "$bd" "$(awk -v a="$bd" -v b="$bt" 'BEGIN{print (b > 0 ? a / b : 0)}')"
  done
done
