#!/usr/bin/env bash
# deduce and Gecode on the MiniZinc models of bench/minizinc/models/, counted in instructions
# (valgrind --tool=callgrind) instead of wall time: the figures do not depend on the load of
# the machine. Per model: both counts (process start included), their ratio, and the ratio of
# the counts above each solver's start-up (the instructions of a model that needs no search,
# measured on an empty FlatZinc model), where at least one million instructions remain.
# Satisfaction models enumerate all solutions (-a), optimisation models prove the optimum.
# Prints a Markdown table and the geometric means.
#   bench/minizinc/instructions.sh [--std] [DEDUCE] [MODEL.mzn...]
# --std: MiniZinc's standard decompositions for both solvers (the same FlatZinc file);
# otherwise each solver's own library. Needs minizinc, fzn-gecode and valgrind.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
std=0
[ "${1:-}" = --std ] && { std=1; shift; }
source "$here/lib.sh"
setup_run "$root" "$@"

count() {  # instructions of a command
  valgrind --tool=callgrind --callgrind-out-file="$tmp/cg" "$@" > /dev/null 2> /dev/null || true
  awk '/^(summary|totals):/ { print $2; exit }' "$tmp/cg"
}
printf 'var 1..1: x;\nsolve satisfy;\n' > "$tmp/empty.fzn"
base_g=$(count fzn-gecode "$tmp/empty.fzn")
base_d=$(count "$deduce" fzn "$tmp/empty.fzn")
echo "start-up: Gecode $base_g, deduce $base_d instructions"
echo
echo "| model | kind | Gecode instructions | deduce instructions | deduce/Gecode | above start-up |"
echo "|---|---|---:|---:|---:|---:|"
sum=0 n=0 ssum=0 sn=0
for m in "${models[@]}"; do
  name="$(basename "$m" .mzn)"
  compile_model "$m" "$std" "$tmp"
  g=$(count fzn-gecode "${flags[@]}" "$tmp/g.fzn")
  d=$(count "$deduce" fzn "${flags[@]}" "$tmp/d.fzn")
  read -r ratio above < <(awk -v d="$d" -v g="$g" -v bd="$base_d" -v bg="$base_g" 'BEGIN {
    a = (g - bg > 1e6 || d - bd > 1e6) && g > bg && d > bd ? sprintf("%.2f", (d - bd) / (g - bg)) : "-"
    printf "%.2f %s\n", d / g, a }')
  sum=$(awk -v s="$sum" -v r="$ratio" 'BEGIN { print s + log(r) }'); n=$((n + 1))
  if [ "$above" != - ]; then ssum=$(awk -v s="$ssum" -v r="$above" 'BEGIN { print s + log(r) }'); sn=$((sn + 1)); fi
  echo "| $name | $kind | $g | $d | $ratio | $above |"
done
awk -v s="$sum" -v n="$n" -v ss="$ssum" -v sn="$sn" 'BEGIN {
  printf "\ngeometric mean of deduce/Gecode over %d models: %.2f", n, exp(s / n)
  if (sn) printf "; above start-up, over the %d models with a search: %.2f", sn, exp(ss / sn)
  printf "\n" }'
