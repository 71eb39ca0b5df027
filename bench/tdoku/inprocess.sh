#!/bin/bash
# tdoku and the bitboard engine side by side in one process, by thread CPU time (see
# inprocess.cpp): the 17-clue collection and forum_hardest_1905_11plus, first solution (limit 1)
# and uniqueness check (limit 2). Prints puzzles/s of both and the ratio bits/tdoku.
#
# Usage: bench/tdoku/inprocess.sh TDOKU_DIR [DATA_DIR]
#   TDOKU_DIR  a checkout of tdoku, which this script never downloads
#              (git clone https://github.com/t-dillon/tdoku)
#   DATA_DIR   the puzzle collections (default ../shared/data/sudoku next to the repository)
# Environment: CPU (core to pin to, default 1), ROUNDS (passes per measurement, best kept;
# default 3), LIMIT_PUZZLES (puzzles per file, 0 = all; default 0), BUILD_DIR (scratch folder for
# tdoku's library and the harness, default /tmp/deduce-tdoku-build). Needs build/release/libdeduce.a
# (cmake --build build/release --target deduce_lib).
set -euo pipefail

script=inprocess.sh
source "$(dirname "$0")/args.bash"
lib=$here/build/release/libdeduce.a
[[ -f "$lib" ]] || { echo "inprocess.sh: $lib not built (cmake --build build/release --target deduce_lib)" >&2; exit 2; }
rounds=${ROUNDS:-3}
most=${LIMIT_PUZZLES:-0}

mkdir -p "$build"
if [[ ! -f "$build/libtdoku_static.a" ]]; then
  echo "# building tdoku's library in $build" >&2
  cmake -S "$tdoku" -B "$build" -DCMAKE_BUILD_TYPE=Release >"$build/configure.log" 2>&1
  cmake --build "$build" --target tdoku_static -j2 >"$build/build.log" 2>&1
fi
# the engine's own sources with the release flags, so that the harness measures this checkout:
# both builds of the engine and the same choice between them as the product (the AVX-512 build
# on a CPU with AVX-512; DEDUCE_BITS_KERNEL=base forces the scalar one)
${CXX:-g++} -O3 -DNDEBUG -march=x86-64-v3 -std=c++20 -I"$here/src" "$here/bench/tdoku/inprocess.cpp" \
  "$here/src/puzzles/sudoku/bitboard.cpp" "$here/src/puzzles/sudoku/bitboard_avx512.cpp" "$lib" \
  "$build/libtdoku_static.a" -lpthread -o "$build/inprocess"

printf '%-28s %5s %7s %10s %8s %10s %6s %s\n' file limit puzzles tdoku guesses bits ratio kernel
for set in 17clue_royle forum_hardest_1905_11plus; do
  for limit in 1 2; do
    taskset -c "$cpu" "$build/inprocess" "$data/$set.txt" "$limit" "$rounds" "$most"
  done
done
