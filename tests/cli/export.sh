# `deduce export`: the models of the mip and sat engines, loaded in other solvers' command lines.
# LP and MPS files go to cbc (Debian coinor-cbc), DIMACS to minisat (Debian minisat); each must
# give the same feasibility / optimum as deduce, and a model's solution, decoded through the
# "c var" header (DIMACS) or the column names (LP), is deduce's own answer, which the driver has
# passed through the genre's checker. Unsolvable puzzles give UNSAT / infeasible.
source "$(dirname "$0")/lib.bash"
cd "$SRC"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT

check() {  # check "description" CONDITION-COMMAND...
  local desc="$1"; shift
  checks=$((checks + 1))
  if ! "$@"; then echo "FAIL: $desc"; fails=$((fails + 1)); fi
}
# minisat CNF: exit 10 (SAT) or 20 (UNSAT); the model in CNF.model
sat() { minisat "$1" "$1.model" >/dev/null 2>&1; echo $?; }
# The names of the variables true in CNF's model (the "c var <v> <name>" header lines).
true_names() {
  awk 'FNR == NR { if ($1 == "c" && $2 == "var") { v = $3; $1 = $2 = $3 = ""; sub(/^ +/, ""); name[v] = $0 } next }
       FNR == 2 { for (i = 1; i <= NF; i++) if ($i > 0 && ($i in name)) print name[$i] }' "$1" "$1.model"
}
# A 9x9 grid as one line from names r<row>c<col>=<v> on stdin.
grid_of_names() { awk -F'[rc=]' '{ g[($2 - 1) * 9 + $3] = $4 } END { for (i = 1; i <= 81; i++) printf "%s", g[i]; print "" }'; }
# cbc FILE: its result line ("Optimal" / "Infeasible") and objective; the solution in FILE.sol
cbc_result() {
  cbc "$1" solve solu "$1.sol" 2>&1 |
    awk '/^Result - / { r = $3 } /^Problem is infeasible/ { r = "Infeasible" } /^Objective value:/ { o = $3 } END { print r, o + 0 }'
}
# a Sudoku with no clash among the givens, but no candidate left for r1c9
unsat='12345678.........9...............................................................'
have_minisat=1; command -v minisat >/dev/null || { have_minisat=0; echo "skipped: minisat not installed"; }
have_cbc=1; command -v cbc >/dev/null || { have_cbc=0; echo "skipped: cbc not installed"; }

# ---- usage and input errors: nothing on stdout, exit 2 ----
expect_exit "cp has no model to export" 2 "$D" export sudoku --engine cp data/sudoku/17clue.txt
expect_out "queens has no integer program" "no engine 'mip'" "$D" export queens --engine mip --n 8
expect_out "circuit has no CNF" "no engine 'sat'" "$D" export circuit --engine sat data/circuit/board5.txt
expect_out "latin has no integer program" "no integer program" "$D" export latin --format lp --n 4
expect_exit "mps is not a sat format" 2 "$D" export sudoku --engine sat --format mps data/sudoku/17clue.txt
expect_exit "--json does not apply" 2 "$D" export sudoku --engine sat --json data/sudoku/17clue.txt
expect_exit "--encoding is the sat engine's" 2 "$D" export sudoku --engine mip --encoding naive data/sudoku/17clue.txt
expect_exit "--output only with export" 2 "$D" solve sudoku --output "$T/x" data/sudoku/17clue.txt
out=$(echo '1...1...........' | "$D" export sudoku --engine sat - 2>"$T/err"); rc=$?
check "malformed puzzle: exit 2, nothing on stdout, file:line:col" \
  test "$rc" = 2 -a -z "$out" -a "$(grep -c '<stdin>:1:5:' "$T/err")" = 1

# ---- which puzzles: the first on stdout (and a note), every one with --output DIR ----
expect_out "first puzzle only, with a note" "first puzzle only; 3 more" "$D" export sudoku --engine sat data/sudoku/17clue.txt
"$D" export sudoku --engine sat --quiet --output "$T/one.cnf" data/sudoku/17clue.txt 2>"$T/err"
check "--output FILE, --quiet" test -s "$T/one.cnf" -a ! -s "$T/err"
"$D" export sudoku --engine sat --output "$T/cnf/" data/sudoku/17clue.txt
check "--output DIR/: one file per puzzle, in input order" \
  test "$(ls "$T/cnf" | tr '\n' ' ')" = "000001.cnf 000002.cnf 000003.cnf 000004.cnf "
check "the header names the puzzle" grep -q "17clue.txt line 2" "$T/cnf/000001.cnf"
check "the header names the variables" grep -q "^c var 729 r9c9=9$" "$T/cnf/000001.cnf"

if [ $have_minisat = 1 ]; then
  # ---- sudoku: each CNF's model is deduce's (unique) answer ----
  "$D" solve sudoku data/sudoku/17clue.txt > "$T/answers"
  for k in 1 2 3 4; do
    f="$T/cnf/00000$k.cnf"
    check "sudoku puzzle $k: SAT" test "$(sat "$f")" = 10
    check "sudoku puzzle $k: the model is the answer" \
      test "$(true_names "$f" | grep '=' | grid_of_names)" = "$(sed -n "${k}p" "$T/answers")"
  done
  for enc in naive minimal efficient extended; do
    "$D" export sudoku --engine sat --encoding $enc --quiet data/sudoku/17clue.txt > "$T/$enc.cnf"
    check "sudoku --encoding $enc: the model is the answer" \
      test "$(sat "$T/$enc.cnf")" = 10 -a "$(true_names "$T/$enc.cnf" | grep '=' | grid_of_names)" = "$(head -1 "$T/answers")"
  done
  echo "$unsat" | "$D" export sudoku --engine sat - > "$T/unsat.cnf"
  check "unsolvable sudoku: UNSAT" test "$(sat "$T/unsat.cnf")" = 20
  expect_exit "unsolvable sudoku: deduce agrees" 1 bash -c "echo $unsat | '$D' solve sudoku --engine sat -"

  # ---- latin, queens: the model is a solution ----
  "$D" export latin --n 5 > "$T/latin.cnf"
  check "latin n=5: SAT, 25 cells" test "$(sat "$T/latin.cnf")" = 10 -a "$(true_names "$T/latin.cnf" | grep -c '=')" = 25
  # the first completion puzzle has 48 completions: the model must be a Latin square (deduce
  # solves a full square to itself, and refuses one with a clash) holding the givens
  "$D" export latin --output "$T/latin/" data/latin/completion.txt
  check "latin completion: SAT" test "$(sat "$T/latin/000001.cnf")" = 10
  sq=$(true_names "$T/latin/000001.cnf" | awk -F'[rc=]' '{ g[$2, $3] = $4 }
       END { for (r = 1; r <= 5; r++) for (c = 1; c <= 5; c++) printf "%s", g[r, c]; print "" }')
  check "latin completion: the model is a Latin square" test "$(echo "$sq" | "$D" solve latin -)" = "$sq"
  check "latin completion: the model holds the givens" test "$(paste -d' ' <(echo '1...2.3.........4.5......' | fold -w1) \
    <(echo "$sq" | fold -w1) | awk '$1 != "." && $1 != $2' | wc -l)" = 0
  check "latin completion without a completion: UNSAT" test "$(sat "$T/latin/000002.cnf")" = 20
  "$D" export queens --n 8 > "$T/queens.cnf"
  check "8 queens: SAT, 8 queens attacking none" test "$(sat "$T/queens.cnf")" = 10 -a \
    "$(true_names "$T/queens.cnf" | awk -F'[rc]' '{ n++; if (col[$3]++ || d[$2 - $3]++ || a[$2 + $3]++) bad = 1 }
       END { print (n == 8 && !bad) ? "ok" : "bad" }')" = ok

  # ---- exact cover genres ----
  "$D" export exactcover data/exactcover/knuth.dlx > "$T/knuth.cnf"
  check "Knuth's example: SAT, options 0 3 4" test "$(sat "$T/knuth.cnf")" = 10 -a \
    "$(true_names "$T/knuth.cnf" | awk '/^o/ { print substr($1, 2) }' | sort -n | tr '\n' ' ')" = "0 3 4 "
  "$D" export exactcover data/exactcover/colours.dlx > "$T/colours.cnf"
  check "colours: SAT as deduce solves it" test "$(sat "$T/colours.cnf")" = 10
  "$D" export langford --n 7 > "$T/l7.cnf"
  "$D" export langford --n 5 > "$T/l5.cnf"
  check "langford 7: SAT, 7 pairs placed" test "$(sat "$T/l7.cnf")" = 10 -a "$(true_names "$T/l7.cnf" | grep -c '^o')" = 7
  check "langford 5: UNSAT (no Langford pairing of 5)" test "$(sat "$T/l5.cnf")" = 20
  "$D" export pentomino --rows 3 --cols 20 > "$T/p.cnf"
  check "pentomino 3x20: SAT, 12 pieces" test "$(sat "$T/p.cnf")" = 10 -a "$(true_names "$T/p.cnf" | grep -c '^o')" = 12

  # ---- zebra, battleship, hashi ----
  "$D" export zebra --engine sat data/zebra/einstein-1962.txt > "$T/zebra.cnf"
  check "zebra 1962: SAT, the Japanese owns the zebra" test "$(sat "$T/zebra.cnf")" = 10 -a \
    "$(true_names "$T/zebra.cnf" | awk -F@ '/^pet=zebra@|^nationality=Japanese@/ { h[$2]++ } END { for (k in h) if (h[k] == 2) print "same" }')" = same
  "$D" export battleship --engine sat data/battleship/fig4_1_clued.txt > "$T/bs.cnf"
  check "battleship Figure 4.1: SAT, the model's ships are the answer" test "$(sat "$T/bs.cnf")" = 10 -a \
    "$(true_names "$T/bs.cnf" | awk -F'[@rc]' '/@/ { print "[" $3 - 1 "," $4 - 1 "," substr($1, 1, length($1) - 1) ",\"" substr($1, length($1)) "\"]" }' | sort | tr -d '\n')" = \
    "$("$D" solve battleship --json data/battleship/fig4_1_clued.txt | grep -o '\[[0-9]*,[0-9]*,[0-9]*,"[HV]"\]' | sort | tr -d '\n')"
  "$D" export hashi --engine sat --quiet data/hashi/sample.grid > "$T/hashi.cnf"
  check "hashi: the CNF says it is a relaxation" grep -q "^c RELAXATION: connectivity" "$T/hashi.cnf"
  check "hashi: SAT" test "$(sat "$T/hashi.cnf")" = 10
  printf '3.1\n...\n1..\n' > "$T/h.grid"
  "$D" export hashi --engine sat "$T/h.grid" > "$T/h.cnf"
  check "unsolvable hashi: UNSAT" test "$(sat "$T/h.cnf")" = 20
  expect_exit "unsolvable hashi: deduce agrees" 1 "$D" solve hashi "$T/h.grid"
fi

if command -v cadical >/dev/null; then  # a second reader of the DIMACS files (Debian cadical)
  cadical -q "$T/cnf/000001.cnf" >/dev/null 2>&1
  check "cadical: the 17-clue Sudoku is SAT" test $? = 10
  echo "$unsat" | "$D" export sudoku --engine sat - > "$T/unsat2.cnf"
  cadical -q "$T/unsat2.cnf" >/dev/null 2>&1
  check "cadical: the unsolvable Sudoku is UNSAT" test $? = 20
fi

if [ $have_cbc = 1 ]; then
  # ---- LP and MPS in cbc: feasibility and optima as deduce's ----
  "$D" export sudoku --quiet data/sudoku/17clue.txt > "$T/s.lp"
  check "sudoku LP: optimal, 0" test "$(cbc_result "$T/s.lp")" = "Optimal 0"
  check "sudoku LP: cbc's solution is the answer" test "$(awk '$2 ~ /^x_/ && $3 > 0.5 { split($2, a, "_"); g[(a[2] - 1) * 9 + a[3]] = a[4] }
      END { for (i = 1; i <= 81; i++) printf "%s", g[i]; print "" }' "$T/s.lp.sol")" = "$(head -1 "$T/answers")"
  "$D" export sudoku --format mps --quiet data/sudoku/17clue.txt > "$T/s.mps"
  check "sudoku MPS: optimal, 0" test "$(cbc_result "$T/s.mps")" = "Optimal 0"
  echo "$unsat" | "$D" export sudoku --engine mip - > "$T/unsat.lp"
  check "unsolvable sudoku: infeasible" test "$(cbc_result "$T/unsat.lp" | cut -d' ' -f1)" = Infeasible
  for m in gbm cbm; do
    "$D" export battleship --engine mip --model $m data/battleship/fig4_1_clued.txt > "$T/bs-$m.lp"
    check "battleship $m: optimal" test "$(cbc_result "$T/bs-$m.lp")" = "Optimal 0"
  done
  check "battleship GBM: cbc's placements are the answer" test \
    "$(awk '$2 ~ /^y[hv]_/ && $3 > 0.5 { split($2, a, "_"); print "[" a[3] "," a[4] "," a[2] ",\"" (a[1] == "yv" && a[2] > 1 ? "V" : "H") "\"]" }' "$T/bs-gbm.lp.sol" | sort | tr -d '\n')" = \
    "$("$D" solve battleship --json data/battleship/fig4_1_clued.txt | grep -o '\[[0-9]*,[0-9]*,[0-9]*,"[HV]"\]' | sort | tr -d '\n')"
  for h in "" --hdc; do
    "$D" export hashi $h --quiet data/hashi/sample.grid > "$T/hashi$h.lp"
    check "hashi $h: optimal" test "$(cbc_result "$T/hashi$h.lp")" = "Optimal 0"
  done
  "$D" export hashi "$T/h.grid" > "$T/h.lp"
  check "unsolvable hashi: infeasible" test "$(cbc_result "$T/h.lp" | cut -d' ' -f1)" = Infeasible
  "$D" export zebra --format mps data/zebra/einstein-1962.txt > "$T/zebra.mps"
  check "zebra 1962: optimal" test "$(cbc_result "$T/zebra.mps")" = "Optimal 0"
  # Circuit: CM2 is complete; CM1 and CM3 lack the lazy subtour rows and say so. The 5x5 board
  # has 22 points (21 segments in the tree); its shortest corner-to-corner path has length 8.
  "$D" export circuit --model cm2 data/circuit/board5.txt > "$T/cm2.lp"
  check "circuit CM2: optimal, 21 segments" test "$(cbc_result "$T/cm2.lp")" = "Optimal 21"
  "$D" export circuit --format mps data/circuit/board5.txt > "$T/cm1.mps"
  check "circuit CM1: says it is a relaxation" grep -q "^\* RELAXATION: the subtour" "$T/cm1.mps"
  "$D" export circuit --path 0,0:4,4 data/circuit/board5.txt > "$T/cm3.lp"
  check "circuit CM3: 21 segments + a path of 8, as deduce's" test "$(cbc_result "$T/cm3.lp")" = "Optimal 29" -a \
    "$("$D" solve circuit --path 0,0:4,4 --json data/circuit/board5.txt | grep -o '"length":[0-9]*')" = '"length":8'
fi
finish
