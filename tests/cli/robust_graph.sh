# hashi, battleship, circuit: inputs as other collections write them (BOM, CRLF, trailing blanks
# and tabs, no final newline, Tatham parameters m1..m4 / L / i e d, islands A..G, non-square
# boards, a battleship with and without its fleet line) and bad or absurd input.
source "$(dirname "$0")/lib.bash"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
json() { "$D" solve "$1" --json --max-solutions 2 "${@:2}" 2>&1; }

# --- hashi: Tatham game IDs with every parameter
expect_out "m4, island G=16" '"rows":5,"cols":5,"islands":5,"possible_bridges":4,"bridges":[[0,2,2,2,4],[2,0,2,2,4],[2,2,2,4,4],[2,2,4,2,4]]' \
  json hashi - <<<"5x5m4:b4g4aGa4g4b"
expect_out "m3, island C=12" '"bridges":[[0,2,2,2,3],[2,0,2,2,3],[2,2,2,4,3],[2,2,4,2,3]]' json hashi - <<<"5x5m3:b3g3aCa3g3b"
expect_out "m1" '"bridges":[[0,2,2,2,1],[2,0,2,2,1],[2,2,2,4,1],[2,2,4,2,1]]' json hashi - <<<"5x5m1:b1g1a4a1g1b"
expect_out "generator settings of any value" '"status":"solved"' json hashi - <<<"5x5i50e200m4d9:b4g4aGa4g4b"
expect_out "non-square with L" '"rows":3,"cols":5,"islands":3,"possible_bridges":2,"bridges":[[0,0,0,2,2],[0,2,0,4,1]]' \
  json hashi - <<<"5x3m2L:2a3a1j"
expect_out "a loop" '"rows":3,"cols":3,"islands":4,"possible_bridges":4,"bridges":[[0,0,0,2,1],[0,0,2,0,1],[0,2,2,2,1],[2,0,2,2,1]]' \
  json hashi - <<<"3x3m2:2a2c2a2"
expect_out "L forbids the loop" '"status":"unsolvable"' json hashi - <<<"3x3m2L:2a2c2a2"
# BOM, CRLF, a trailing tab, no final newline, IDs and URLs mixed, a comment first
printf '\xef\xbb\xbf# ids\r\n5x3m2L:2a3a1j\t\r\n\r\nhttps://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3 \r\n5x5m4:b4g4aGa4g4b' >"$T/ids.txt"
n=$(json hashi "$T/ids.txt" | grep -c '"status":"solved"')
checks=$((checks + 1)); [ "$n" = 3 ] || { echo "FAIL: hashi ids with BOM/CRLF: $n of 3 solved"; fails=$((fails + 1)); }
# a rectangular character grid with '0' for empty, CRLF, trailing blanks, no final newline
printf '\xef\xbb\xbf\r\n2030200\t\r\n0000000 \r\n1000000' >"$T/grid.txt"
expect_out "rectangular grid" '"rows":3,"cols":7,"islands":4,"possible_bridges":3,"bridges":[[0,0,0,2,1],[0,0,2,0,1],[0,2,0,4,2]]' \
  json hashi "$T/grid.txt"
# cells with blanks between them, '0' or '.' for empty; a bad cell keeps its source column
printf '2 0 3 0 2\n0 0 0 0 0\n1 0 0 0 0\n' >"$T/spaced.txt"
expect_out "spaced grid" '"rows":3,"cols":5,"islands":4,"possible_bridges":3,"bridges":[[0,0,0,2,1],[0,0,2,0,1],[0,2,0,4,2]]' \
  json hashi "$T/spaced.txt"
printf '2 . 2\n. . x\n1 . 1\n' >"$T/spacedbad.txt"
expect_out "spaced grid, bad cell" "spacedbad.txt:2:5: unexpected character 'x'" "$D" solve hashi "$T/spacedbad.txt"
# absurd sizes are refused before building
awk 'BEGIN { s = ""; for (i = 0; i < 1001; i++) s = s "1"; print s }' >"$T/wide.txt"
expect_out "1001 columns" "wide.txt:1:1001: the grid has more than 1000 columns" "$D" solve hashi "$T/wide.txt"
expect_out "width over 1000" "the width must be 3..1000" "$D" solve hashi - <<<"1001x3:a"

# --- battleship: with and without the fleet line, rectangular, CRLF/BOM/tabs
BS='rows 2 0 1 0 1 0\ncols 1 1 0 2 0 0 0 0 0\n'
printf "${BS}fleet 1:2 2:1\n" >"$T/bs.txt"
expect_out "6x9 with a fleet" '"rows":6,"cols":9' json battleship "$T/bs.txt"
printf '\xef\xbb\xbf# a comment\r\n#another\r\nrows\t2 0 1 0 1 0 \r\ncols 1 1 0 2 0 0 0 0 0\t\r\n  fleet 2:1 1:2' >"$T/bs-crlf.txt"
expect_out "BOM, CRLF, tabs, indented fleet" '"rows":6,"cols":9' json battleship "$T/bs-crlf.txt"
out=$(json battleship "$T/bs.txt"); want=${out#*\"ships\":}; want=${want%%\],\"grid\"*}
expect_out "both answer the same ships" "\"ships\":$want" json battleship "$T/bs-crlf.txt"
# no fleet line on a 4x15 board: the default fleet is the 8x8 one (by area), which fits
"$D" generate battleship --rows 4 --cols 15 --seed 2 | grep -v '^fleet' >"$T/bs-nofleet.txt"
out=$(json battleship "$T/bs-nofleet.txt")
checks=$((checks + 1))
[[ "$out" == *'"status":"solved"'* || "$out" == *'"status":"multiple"'* ]] || { echo "FAIL: 4x15 without a fleet: $out"; fails=$((fails + 1)); }
expect_out "default fleet of 4x15" "fleet 1:3 2:3 3:2 4:1" "$D" generate battleship --rows 4 --cols 15 --seed 2
# several solutions and none
expect_out "counts only: several" '"status":"multiple"' json battleship "$SRC/data/battleship/fig4_1.txt"
printf 'rows 1 2\r\ncols 1 2\r\nfleet 1:1 2:1\r\n' >"$T/bs-none.txt"
expect_out "no solution" '"status":"unsolvable"' json battleship "$T/bs-none.txt"
expect_exit "no solution exits 1" 1 "$D" solve battleship "$T/bs-none.txt"
# two puzzles without a blank line between them: the second 'rows' line is an error (it replaced
# the first puzzle's counts)
printf 'rows 1 0\ncols 1 0\nfleet 1:1\nrows 0 1\ncols 0 1\nfleet 1:1\n\nrows 1 0\ncols 0 1\nfleet 1:1\n' >"$T/bs-twice.txt"
expect_out "a second rows line" "bs-twice.txt:4:1: a second 'rows' line (puzzles are separated by blank lines)" \
  "$D" solve battleship "$T/bs-twice.txt"
expect_out "the next puzzle answered" $'~o 1\n~~ 0' "$D" solve battleship "$T/bs-twice.txt"
# a board and fleet whose model would take gigabytes is refused at once
awk 'BEGIN { s = ""; for (i = 0; i < 500; i++) s = s " ?"; print "rows" s; print "cols" s; print "fleet 1:10 100:10" }' >"$T/bs-big.txt"
expect_out "model too large" "bs-big.txt:1:1: board and fleet too large to model" timeout 20 "$D" solve battleship "$T/bs-big.txt"

# --- circuit: rectangular boards, trailing blanks and tabs, CRLF, '.' points
printf 'o o o \t\r\n\r\no o o\t' >"$T/c23.txt"
expect_out "2x3 with tabs and CRLF" '"rows":2,"cols":3,"edges":[[0,0,0,1],[0,1,0,2],[0,1,1,1],[1,0,1,1],[1,1,1,2]]' \
  json circuit "$T/c23.txt"
printf '. .\n\n. .\n\n. .\n' >"$T/c32.txt"
expect_out "3x2 with '.' points" '"rows":3,"cols":2' json circuit "$T/c32.txt"
# a drawing without its connector row, or with a connector row and no point row after it, is
# refused (it was read as several one-row boards); the next drawing is still answered
printf 'o o o\no o o\n\n\no o o\n\no o o\n' >"$T/c-noconn.txt"
expect_out "no connector row" "c-noconn.txt:2:1: expected a connector row ('|' segments, or an empty line when there are none) between two point rows" \
  "$D" solve circuit "$T/c-noconn.txt"
expect_out "the next board answered" $'o-o-o\n  |\no-o-o' "$D" solve circuit "$T/c-noconn.txt"
printf 'o o\n|\n|\no o\n' >"$T/c-twoconn.txt"
expect_out "two connector rows" "c-twoconn.txt:2:1: a connector row must be followed by a point row" "$D" solve circuit "$T/c-twoconn.txt"
expect_exit "--path with a negative row" 2 "$D" solve circuit --path -1,0:1,1 "$T/c32.txt"
expect_exit "--path with a huge row" 2 "$D" solve circuit --path 99999999999,0:1,1 "$T/c32.txt"
finish
