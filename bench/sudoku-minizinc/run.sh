#!/usr/bin/env bash
# Side by side: deduce (CP engine, domain-consistent alldifferent, S1) and MiniZinc + Gecode on
# the same 9x9 Sudoku puzzles. Prints per set: the per-puzzle median solve time of each (deduce's
# search time_ms; Gecode's own solveTime from fzn-gecode on the flattened model, start-up and
# flattening not counted), their ratio, the median cost of a whole `minizinc` process, and the
# mean times and their ratio (the throughput ratio: puzzles per second is 1 / mean).
#
# usage: bench/sudoku-minizinc/run.sh [--count N] [--repeat K] [--plain] [--deduce PATH] [SET.txt...]
#   --count N   puzzles per set, spread evenly over the file (default 100)
#   --repeat K  solve every puzzle K times with each solver and keep its smallest time (default 3;
#               both times are wall-clock, so this filters out other processes' interference)
#   --plain     do NOT route alldifferent to Gecode's native propagator (Debian's MiniZinc then
#               hands Gecode pairwise != constraints); by default include/ is put on the path
#   SET.txt     puzzle files, one 81-character line each (default: the 17-clue collection and
#               the hardest collection from ../shared/data/sudoku)
# Installs minizinc and libgecode-dev with apt-get when missing.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
COUNT=100
REPEAT=3
PLAIN=0
DEDUCE="$ROOT/build/deduce"
[ -x "$DEDUCE" ] || DEDUCE="$ROOT/build/release/deduce"
SETS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --count) COUNT="$2"; shift 2 ;;
    --repeat) REPEAT="$2"; shift 2 ;;
    --plain) PLAIN=1; shift ;;
    --deduce) DEDUCE="$2"; shift 2 ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    *) SETS+=("$1"); shift ;;
  esac
done
if [ ${#SETS[@]} -eq 0 ]; then
  for d in "$ROOT/../shared/data/sudoku" "$ROOT/../../shared/data/sudoku"; do
    if [ -f "$d/17clue_royle.txt" ]; then SETS=("$d/17clue_royle.txt" "$d/forum_hardest_1106.txt"); break; fi
  done
fi
[ ${#SETS[@]} -gt 0 ] || { echo "no puzzle sets given and ../shared/data/sudoku not found" >&2; exit 2; }
[ -x "$DEDUCE" ] || { echo "deduce not built: $DEDUCE (cmake --build build)" >&2; exit 2; }
if ! command -v minizinc >/dev/null || ! command -v fzn-gecode >/dev/null; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get install -y minizinc libgecode-dev
fi
INC=(-I "$HERE/include"); [ "$PLAIN" = 1 ] && INC=()
TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT

mean() { awk '{s+=$1} END {if (NR==0) print "nan"; else print s/NR}'; }
median() { sort -g | awk '{a[NR]=$1} END {if (NR==0) print "nan"; else if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }

printf "%-28s %6s %12s %12s %8s %14s %12s %12s %8s\n" set puzzles deduce_ms gecode_ms ratio minizinc_proc_ms \
  deduce_mean gecode_mean ratio
for set in "${SETS[@]}"; do
  total=$(grep -c '^[0-9.]\{81\}$' "$set")
  grep '^[0-9.]\{81\}$' "$set" | awk -v n="$COUNT" -v t="$total" 'BEGIN{k=0} {if (k < n && NR-1 == int(k*t/n)) {print; k++}}' >"$TMP/p.txt"
  np=$(wc -l <"$TMP/p.txt")
  # deduce: one process for the whole sample; time_ms is each puzzle's own search time
  : >"$TMP/dk.txt"
  for _ in $(seq "$REPEAT"); do
    "$DEDUCE" solve sudoku --json --alldiff domain --strategy S1 "$TMP/p.txt" |
      sed -n 's/.*"time_ms":\([0-9.e+-]*\).*/\1/p' | paste -d' ' "$TMP/dk.txt" - >"$TMP/dk2.txt" 2>/dev/null || true
    mv "$TMP/dk2.txt" "$TMP/dk.txt"
  done
  # per puzzle: the smallest of the K times
  awk '{m=$1; for (i=2;i<=NF;i++) if ($i<m) m=$i; print m}' "$TMP/dk.txt" >"$TMP/d.txt"
  : >"$TMP/g.txt"; : >"$TMP/w.txt"
  while read -r p; do
    echo "given = [|$(echo "$p" | sed 's/\./0/g; s/./&,/g; s/,$//' | sed 's/\(\([0-9],\)\{8\}[0-9]\),/\1|/g')|];" >"$TMP/d.dzn"
    # Gecode's own solve time: flatten with minizinc (not timed), run fzn-gecode, read solveTime
    minizinc --solver gecode -c "${INC[@]}" "$HERE/sudoku.mzn" "$TMP/d.dzn" -o "$TMP/d.fzn" 2>/dev/null
    for _ in $(seq "$REPEAT"); do
      fzn-gecode -s "$TMP/d.fzn" 2>/dev/null | sed -n 's/^%%%mzn-stat: solveTime=\(.*\)/\1/p' | head -1
    done | sort -g | head -1 | awk '{print $1*1000}' >>"$TMP/g.txt"
    # a whole `minizinc` process (start-up, flattening, solving, output), on the first 10 puzzles
    if [ "$(wc -l <"$TMP/w.txt")" -lt 10 ]; then
      t0=$(date +%s%N)
      minizinc --solver gecode "${INC[@]}" "$HERE/sudoku.mzn" "$TMP/d.dzn" >/dev/null 2>&1
      t1=$(date +%s%N)
      echo $(( (t1 - t0) / 1000 )) | awk '{print $1/1000}' >>"$TMP/w.txt"
    fi
  done <"$TMP/p.txt"
  dm=$(median <"$TMP/d.txt"); gm=$(median <"$TMP/g.txt"); wm=$(median <"$TMP/w.txt")
  da=$(mean <"$TMP/d.txt"); ga=$(mean <"$TMP/g.txt")
  printf "%-28s %6d %12.4f %12.4f %8.1f %14.1f %12.4f %12.4f %8.1f\n" "$(basename "$set")" "$np" "$dm" "$gm" \
    "$(awk -v g="$gm" -v d="$dm" 'BEGIN{print (d > 0 ? g / d : 0)}')" "$wm" "$da" "$ga" \
    "$(awk -v g="$ga" -v d="$da" 'BEGIN{print (d > 0 ? g / d : 0)}')"
done
[ "$PLAIN" = 1 ] && echo "(--plain: Gecode received pairwise != constraints)" || echo "(Gecode: native all_different_int, :: domain)"
