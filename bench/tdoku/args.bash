# Sourced by bench/tdoku/run.sh and inprocess.sh: reads TDOKU_DIR [DATA_DIR] from "$@" into
# $tdoku and $data (the shared collections next to the repository by default), checks both,
# and sets $here (the repository), $cpu and $build from CPU and BUILD_DIR. $script names the
# caller in messages.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
tdoku=${1:?usage: bench/tdoku/$script TDOKU_DIR [DATA_DIR]}
data=${2:-}
if [[ -z "$data" ]]; then
  for d in "$here/../shared/data/sudoku" "$here/../../shared/data/sudoku"; do
    [[ -f "$d/README.md" ]] && data=$d && break
  done
fi
[[ -n "$data" && -f "$data/17clue_royle.txt" ]] || { echo "$script: no puzzle collections (give DATA_DIR)" >&2; exit 2; }
[[ -f "$tdoku/CMakeLists.txt" && -f "$tdoku/src/solver_dpll_triad_simd.cc" ]] ||
  { echo "$script: $tdoku is not a tdoku checkout" >&2; exit 2; }
cpu=${CPU:-1}
build=${BUILD_DIR:-/tmp/deduce-tdoku-build}
