# deduce fzn: the FlatZinc front end. The output protocol and reader errors on hand-written
# FlatZinc (tests/fzn/), then — when MiniZinc and Gecode are installed — `cmake --install` into
# a scratch prefix and every model of bench/minizinc/models/ through `minizinc --solver deduce`
# against `minizinc --solver gecode` (bench/minizinc/check.sh).
source "$(dirname "$0")/lib.bash"
F="$SRC/tests/fzn"

expect_out "2d output array, Booleans" "g = array2d(1..2, 0..1, [1, 3, 2, 3]);" "$D" fzn "$F/protocol.fzn"
expect_out "first solution" $'a = 1;\nb = 3;\nflag = true;' "$D" fzn "$F/protocol.fzn"
expect_out "all solutions end with ==========" $'----------\n==========' "$D" fzn -a "$F/protocol.fzn"
n=$("$D" fzn -a "$F/protocol.fzn" | grep -c -- '^----------$')
checks=$((checks + 1)); [ "$n" = 3 ] || { echo "FAIL: protocol.fzn has 3 solutions, got $n"; fails=$((fails + 1)); }
n=$("$D" fzn -n 2 "$F/protocol.fzn" | grep -c -- '^----------$')
checks=$((checks + 1)); [ "$n" = 2 ] || { echo "FAIL: -n 2 printed $n solutions"; fails=$((fails + 1)); }
# -n 0: no cap, every solution, as -a (fzn-gecode's reading)
n=$("$D" fzn -n 0 "$F/protocol.fzn" | grep -c -- '^----------$')
checks=$((checks + 1)); [ "$n" = 3 ] || { echo "FAIL: -n 0 printed $n solutions, 3 expected"; fails=$((fails + 1)); }
expect_out "-n 0 ends with ==========" $'----------\n==========' "$D" fzn -n 0 "$F/protocol.fzn"
expect_out "-n 0 on an optimisation: the optimum proven" $'z = 5;\n----------\n==========' "$D" fzn -n 0 "$F/minimize.fzn"
n=$("$D" fzn -a -p 2 "$F/protocol.fzn" | grep -c -- '^----------$')
checks=$((checks + 1)); [ "$n" = 3 ] || { echo "FAIL: -a -p 2 printed $n solutions, 3 expected"; fails=$((fails + 1)); }
expect_out "-p 2: the optimum proven" $'z = 5;\n----------\n==========' "$D" fzn -p 2 "$F/minimize.fzn"
expect_out "unsatisfiable" "=====UNSATISFIABLE=====" "$D" fzn "$F/unsat.fzn"
expect_out "optimum proven" $'z = 5;\n----------\n==========' "$D" fzn "$F/minimize.fzn"
expect_out "statistics" "%%%mzn-stat: nodes=" "$D" fzn -s "$F/minimize.fzn"
expect_out "statistics end" "%%%mzn-stat-end" "$D" fzn -s -f -r 3 -p 1 -t 1000 "$F/minimize.fzn"
expect_out "missing semicolon" "bad_semicolon.fzn:3:1: expected ';', found 'solve'" "$D" fzn "$F/bad_semicolon.fzn"
expect_out "float variable" "bad_float.fzn:1:12: float variables are not supported ('f')" "$D" fzn "$F/bad_float.fzn"
expect_out "set variable" "bad_setvar.fzn:1:18: set variables are not supported ('s')" "$D" fzn "$F/bad_setvar.fzn"
expect_out "unknown builtin" "bad_builtin.fzn:2:12: unsupported constraint 'foo_bar'" "$D" fzn "$F/bad_builtin.fzn"
expect_out "undefined identifier" "bad_ident.fzn:2:22: undefined identifier 'y'" "$D" fzn "$F/bad_ident.fzn"
expect_out "integer range" "bad_int.fzn:1:8: integer '99999999999999999999' is outside" "$D" fzn "$F/bad_int.fzn"
expect_out "array length" "bad_array.fzn:1:31: array 'a' has 2 elements, 3 declared" "$D" fzn "$F/bad_array.fzn"
expect_out "nesting" "expressions nested too deeply" "$D" fzn "$F/bad_nesting.fzn"
expect_out "missing solve" "bad_nosolve.fzn:2:1: missing solve item" "$D" fzn "$F/bad_nosolve.fzn"
for f in "$F"/bad_*.fzn; do expect_exit "bad input exits 2: $f" 2 "$D" fzn "$f"; done
expect_exit "unknown option" 2 "$D" fzn -q "$F/unsat.fzn"
expect_exit "missing file" 2 "$D" fzn "$F/no-such-file.fzn"
expect_exit "no arguments" 2 "$D" fzn

solvers=$(minizinc --solvers 2>/dev/null)
if [[ "$solvers" == *org.gecode.gecode* ]]; then
  prefix="$(mktemp -d)"
  trap 'rm -rf "$prefix"' EXIT
  checks=$((checks + 1))
  if cmake --install "$(dirname "$D")" --prefix "$prefix" >/dev/null; then
    out=$(MZN_SOLVER_PATH="$prefix/share/minizinc/solvers" bash "$SRC/bench/minizinc/check.sh" 2>&1)
    rc=$?
    echo "$out"
    [ $rc -eq 0 ] || { echo "FAIL: deduce and Gecode differ"; fails=$((fails + 1)); }
  else
    echo "FAIL: cmake --install"; fails=$((fails + 1))
  fi
else
  echo "MiniZinc with Gecode not installed: the comparison with Gecode is skipped"
fi
finish
