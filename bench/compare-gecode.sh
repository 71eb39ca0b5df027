#!/usr/bin/env bash
# Side-by-side with Gecode on identical models and strategies (N-queens all solutions per
# alldifferent level, magic squares order 4 all / order 5 first 1000): nodes and time of each,
# and the ratios deduce/Gecode. Installs libgecode-dev if missing (Debian), builds the Gecode
# program outside the deduce build, and runs both back to back in one run.
# usage: bench/compare-gecode.sh [--from 10 --to 13] [--models queens,magic] [--levels value,bounds,domain]
# With CALLGRIND=1 each side runs under valgrind --tool=callgrind and instruction totals are
# printed too (repeatable on a loaded machine).
set -euo pipefail
cd "$(dirname "$0")/.."
D=build/release/deduce
G=$(bench/gecode/build.sh kernel_gecode)
from=10; to=12; models=queens,magic; levels=value,bounds,domain
while [ $# -gt 0 ]; do
  case "$1" in
    --from) from=$2; shift 2 ;;
    --to) to=$2; shift 2 ;;
    --models) models=$2; shift 2 ;;
    --levels) levels=$2; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
tmp=$(mktemp -d)
"$D" bench kernel --from "$from" --to "$to" --models "$models" --levels "$levels" > "$tmp/deduce.txt"
"$G" --from "$from" --to "$to" --models "$models" --levels "$levels" > "$tmp/gecode.txt"
printf "%-6s %-8s %3s | %10s %10s %7s | %10s %10s %7s\n" model alldiff n "nodes(d)" "nodes(G)" ratio "ms(d)" "ms(G)" ratio
awk 'NR==FNR { if (FNR>1) { g[$1" "$2" "$3]=$5; gt[$1" "$2" "$3]=$8 } next }
     FNR>1 { k=$1" "$2" "$3; if (k in g) printf "%-6s %-8s %3s | %10s %10s %7.2f | %10.1f %10.1f %7.2f\n", $1,$2,$3,$5,g[k],$5/g[k],$8,gt[k],$8/gt[k] }' \
  "$tmp/gecode.txt" "$tmp/deduce.txt"
if [ "${CALLGRIND:-0}" = 1 ]; then
  for side in deduce gecode; do
    if [ $side = deduce ]; then cmd=("$D" bench kernel); else cmd=("$G"); fi
    ir=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "${cmd[@]}" --from "$from" --to "$to" \
         --models "$models" --levels "$levels" 2>&1 >/dev/null | sed -n 's/.*I *refs: *//p')
    echo "instructions ($side): $ir"
  done
fi
rm -rf "$tmp"
