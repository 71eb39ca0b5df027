#!/usr/bin/env bash
# The large Latin and magic instances beside Gecode, same model and strategy: magic squares n = 10..18
# and the Latin square of order 100, first solution, smallest domain + random value + Luby
# restarts (scale 100), alldifferent at bounds consistency. Random choices differ between the
# two solvers, so compare the time to a solution, not the trees. Installs libgecode-dev if
# missing (Debian) and builds the Gecode side outside the deduce build.
# usage: bench/compare-gecode-numbers.sh [--limit SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
D=build/release/deduce
G=$(bench/gecode/build.sh numbers_gecode)
limit=60
[ "${1:-}" = "--limit" ] && limit=$2
printf "%-6s %4s | %12s %10s | %12s %10s | %6s\n" model n "deduce nodes" "ms" "Gecode nodes" "ms" ratio
for inst in "magic 10" "magic 12" "magic 14" "magic 16" "magic 18" "latin 100"; do
  set -- $inst
  d=$("$D" solve "$1" --n "$2" --var mid --val random --restarts luby --alldiff bounds --seed 1 \
      --time-limit "$limit" --stats --format line 2>/dev/null | grep '^stats' || true)
  dn=$(echo "$d" | sed -n 's/.*nodes \([0-9]*\),.*/\1/p'); dt=$(echo "$d" | sed -n 's/.*time \([0-9.]*\) ms.*/\1/p')
  echo "$d" | grep -q "solutions 1" || dt="limit"
  g=$("$G" "$1" "$2" "$limit")
  gn=$(echo "$g" | sed -n 's/.* nodes \([0-9]*\) .*/\1/p'); gt=$(echo "$g" | sed -n 's/.*time_ms \([0-9.]*\).*/\1/p')
  echo "$g" | grep -q solved || gt="limit"
  ratio=$(awk -v a="$dt" -v b="$gt" 'BEGIN { if (a+0 > 0 && b+0 > 0) printf "%.2f", a / b; else print "-" }')
  printf "%-6s %4s | %12s %10s | %12s %10s | %6s\n" "$1" "$2" "$dn" "$dt" "$gn" "$gt" "$ratio"
done
