# Shared by run.sh and instructions.sh (sourced): the solver configuration for this checkout and
# the compilation of one model for both solvers.
#   solvers_here ROOT TMP   MZN_SOLVER_PATH with a deduce.msc for ROOT's solver library
#   compile_model MODEL STD TMP   TMP/g.fzn for Gecode, TMP/d.fzn for deduce (STD=1: the same
#                                 file, MiniZinc's standard decompositions); sets `flags` (-a
#                                 for satisfaction models) and `kind` (all / opt)
#   setup_run ROOT [DEDUCE] [MODEL.mzn...]   sets deduce (default ROOT's Release build), models
#                                 (default every model here), tmp (removed on exit) and the
#                                 solver configuration for this checkout's library
setup_run() {
  local root="$1"
  shift
  deduce="${1:-$root/build/release/deduce}"
  [ $# -gt 0 ] && shift
  models=("$@")
  [ ${#models[@]} -eq 0 ] && models=("$here"/models/*.mzn)
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  solvers_here "$root" "$tmp"
}
solvers_here() {
  mkdir -p "$2/solvers"
  sed -e "s|\"mznlib\": .*|\"mznlib\": \"$1/share/minizinc/deduce\",|" \
      -e "s|\"executable\": .*|\"executable\": \"$1/share/minizinc/fzn-deduce\",|" \
      -e "s|@PROJECT_VERSION@|bench|" "$1/share/minizinc/solvers/deduce.msc.in" > "$2/solvers/deduce.msc"
  export MZN_SOLVER_PATH="$2/solvers"
}
compile_model() {
  local m="$1" std="$2" tmp="$3"
  local data=()
  [ -f "${m%.mzn}.dzn" ] && data=("${m%.mzn}.dzn")
  flags=(-a)
  kind=all
  if grep -qE "^solve.*(minimize|maximize)" "$m"; then flags=(); kind=opt; fi
  if [ "$std" = 1 ]; then
    minizinc -c --no-output-ozn --solver gecode -G std "$m" "${data[@]}" -o "$tmp/g.fzn" >/dev/null 2>&1
    cp "$tmp/g.fzn" "$tmp/d.fzn"
  else
    minizinc -c --no-output-ozn --solver gecode "$m" "${data[@]}" -o "$tmp/g.fzn" >/dev/null 2>&1
    minizinc -c --no-output-ozn --solver deduce "$m" "${data[@]}" -o "$tmp/d.fzn" >/dev/null 2>&1
  fi
}
