#!/usr/bin/env bash
# deduce and Gecode side by side on the MiniZinc models of bench/minizinc/models/, in one run:
# per model the wall time of each FlatZinc solver (median of REPS runs, process start-up
# included), the ratio deduce / Gecode, each solver's own search time (its solveTime
# statistic, from the last run) and both node counts. Satisfaction models enumerate all solutions (-a),
# optimisation models prove the optimum. Prints a Markdown table and the geometric mean.
#   bench/minizinc/run.sh [--std] [--reps N] [DEDUCE] [MODEL.mzn...]
# By default each solver gets FlatZinc compiled with its own library (what `minizinc --solver`
# gives a user: deduce's globals, Gecode's); --std compiles one FlatZinc file with MiniZinc's
# standard decompositions and gives the same file to both. Needs minizinc and fzn-gecode; the
# deduce library is taken from this checkout (share/minizinc/deduce).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
std=0
reps=3
while [ $# -gt 0 ]; do
  case "$1" in
    --std) std=1; shift ;;
    --reps) reps="$2"; shift 2 ;;
    *) break ;;
  esac
done
source "$here/lib.sh"
setup_run "$root" "$@"

ms() { echo $(( $(date +%s%N) / 1000000 )); }
# median wall time (ms) of REPS runs of a command; its statistics from the last run in $tmp/out
timed() {
  local times=()
  for _ in $(seq "$reps"); do
    local t0; t0=$(ms)
    timeout 300 "$@" > "$tmp/out" 2>/dev/null || true
    times+=($(( $(ms) - t0 )))
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (reps + 1) / 2 ))p"
}
stat() { grep -m1 "^%%%mzn-stat: $1=" "$tmp/out" | cut -d= -f2 || echo "?"; }
solvems() { awk -v t="$(stat solveTime)" 'BEGIN { printf "%.1f", t * 1000 }'; }

echo "| model | kind | Gecode ms | deduce ms | deduce/Gecode | Gecode search ms | deduce search ms | Gecode nodes | deduce nodes |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|"
logsum=0
count=0
for m in "${models[@]}"; do
  name="$(basename "$m" .mzn)"
  compile_model "$m" "$std" "$tmp"
  tg=$(timed fzn-gecode -s "${flags[@]}" "$tmp/g.fzn"); ng=$(stat nodes); sg=$(solvems)
  td=$(timed "$deduce" fzn -s "${flags[@]}" "$tmp/d.fzn"); nd=$(stat nodes); sd=$(solvems)
  [ "$tg" -lt 1 ] && tg=1
  [ "$td" -lt 1 ] && td=1
  ratio=$(awk -v a="$td" -v b="$tg" 'BEGIN { printf "%.2f", a / b }')
  logsum=$(awk -v s="$logsum" -v r="$td" -v g="$tg" 'BEGIN { print s + log(r / g) }')
  count=$((count + 1))
  echo "| $name | $kind | $tg | $td | $ratio | $sg | $sd | $ng | $nd |"
done
awk -v s="$logsum" -v n="$count" 'BEGIN { printf "\ngeometric mean of deduce/Gecode over %d models: %.2f\n", n, exp(s / n) }'
