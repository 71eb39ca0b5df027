#!/usr/bin/env bash
# Check deduce against Gecode on the MiniZinc models of bench/minizinc/models/: the same
# satisfiability, the same set of solutions with -a (satisfaction models) and the same optimum
# (optimisation models). MZN_SOLVER_PATH must make `minizinc --solver deduce` work (an installed
# deduce.msc). Prints one line per model; exits 1 if any model differs.
#   bench/minizinc/check.sh [MODEL.mzn...]
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
models=("$@")
[ ${#models[@]} -eq 0 ] && models=("$here"/models/*.mzn)
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
bad=0
run() {  # solver model [data]: the normalised answer (sorted solutions, or the optimum)
  local solver="$1" model="$2"; shift 2
  local out
  if grep -qE "^solve.*(minimize|maximize)" "$model"; then
    out=$(timeout 60 minizinc --solver "$solver" --output-mode dzn --output-objective "$model" "$@" 2>"$tmp/err") || { echo "ERROR $(head -c 300 "$tmp/err")"; return; }
    echo "$out" | grep -E '^_objective|=====' | tail -2 | tr '\n' ' '
  else
    out=$(timeout 60 minizinc --solver "$solver" -a --output-mode dzn "$model" "$@" 2>"$tmp/err") || { echo "ERROR $(head -c 300 "$tmp/err")"; return; }
    # one solution per line, sorted
    echo "$out" | awk '/^----------/ { print sol; sol = ""; next } /^=====/ { status = $0; next } { sol = sol $0 } END { print "#" status }' | sort | md5sum | cut -c1-12
    echo " solutions=$(echo "$out" | grep -c '^----------') $(echo "$out" | grep '^=====')"
  fi
}
for m in "${models[@]}"; do
  name="$(basename "$m" .mzn)"
  data=()
  [ -f "${m%.mzn}.dzn" ] && data=("${m%.mzn}.dzn")
  g=$(run gecode "$m" "${data[@]}" | tr '\n' ' ')
  d=$(run deduce "$m" "${data[@]}" | tr '\n' ' ')
  if [ "$g" = "$d" ] && [[ "$g" != *ERROR* ]]; then
    echo "ok   $name: $d"
  else
    echo "DIFF $name: gecode: $g | deduce: $d"
    bad=1
  fi
done
exit $bad
