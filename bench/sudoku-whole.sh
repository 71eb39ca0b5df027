#!/bin/bash
# A whole `deduce solve sudoku --max-solutions 2 FILE` process against the engine loop alone over
# the same file: how much reading, checking and printing add to the uniqueness check.
#
#   ratio = CPU time of the whole process (user + sys, best of ROUNDS runs, output to /dev/null)
#         / CPU time of the in-process loop: the file's puzzles divided by the rate of
#           `deduce bench bitboard FILE --solutions 2 --cpu-time` (bits::countSolutions on
#           puzzles parsed beforehand, the thread's CPU time).
# With INSTR=1 both sides are counted in instructions instead (valgrind --tool=callgrind, which
# the machine's load does not change): all instructions of the whole process / the instructions
# inside bits::countSolutions for one pass over the file (`deduce bench bitboard --min-seconds 0`
# makes two passes: the checking pass and one timed pass).
#
# Usage: bench/sudoku-whole.sh [FILE]  (default ../shared/data/sudoku/17clue_royle.txt)
# Environment: DEDUCE (default build/release/deduce), ROUNDS (default 5), CPU (a core to pin both
# to with taskset; default none), INSTR (1: instructions).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
deduce=${DEDUCE:-$here/build/release/deduce}
file=${1:-}
if [[ -z "$file" ]]; then
  for d in "$here/../shared" "$here/../../shared"; do
    [[ -f "$d/data/sudoku/17clue_royle.txt" ]] && file=$d/data/sudoku/17clue_royle.txt && break
  done
fi
rounds=${ROUNDS:-5}
[[ -x "$deduce" && -f "$file" ]] || { echo "sudoku-whole.sh: need $deduce and a puzzle file" >&2; exit 2; }
pin=()
[[ -n "${CPU:-}" ]] && pin=(taskset -c "$CPU")
puzzles=$(grep -c '^[.0-9]\{81\}' "$file")

if [[ "${INSTR:-0}" == 1 ]]; then
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  valgrind --tool=callgrind --callgrind-out-file="$tmp/whole" "$deduce" solve sudoku --max-solutions 2 "$file" \
    >/dev/null 2>"$tmp/whole.log"
  valgrind --tool=callgrind --callgrind-out-file="$tmp/loop" --toggle-collect='deduce::sudoku::bits::countSolutions*' \
    "$deduce" bench bitboard "$file" --solutions 2 --min-seconds 0 >/dev/null 2>"$tmp/loop.log"
  whole=$(awk '/^(summary|totals):/ {print $2; exit}' "$tmp/whole")
  loop=$(awk '/^(summary|totals):/ {print int($2 / 2); exit}' "$tmp/loop")
  printf '%-12s %14s %12s\n' puzzles whole_instr loop_instr
  printf '%-12s %14s %12s\n' "$puzzles" "$whole" "$loop"
  awk -v w="$whole" -v l="$loop" -v n="$puzzles" \
    'BEGIN { printf "ratio %.3f (instructions per puzzle: whole %.0f, loop %.0f)\n", w / l, w / n, l / n }'
  exit 0
fi

best=""
for ((i = 0; i < rounds; i++)); do
  t=$( { TIMEFORMAT='%U %S'; time "${pin[@]}" "$deduce" solve sudoku --max-solutions 2 "$file" >/dev/null; } 2>&1 |
    awk '{print $1 + $2}')
  best=$(awk -v a="$t" -v b="${best:-$t}" 'BEGIN { print (a < b ? a : b) }')
done
rate=$("${pin[@]}" "$deduce" bench bitboard "$file" --solutions 2 --cpu-time --min-seconds 2 | awk 'END {print $NF}')
printf '%-12s %10s %12s %10s\n' puzzles whole_cpu_s loop_puzz/s loop_cpu_s
awk -v n="$puzzles" -v w="$best" -v r="$rate" \
  'BEGIN { l = n / r; printf "%-12d %10.3f %12.0f %10.3f\nratio %.3f\n", n, w, r, l, w / l }'
