# Pictures: --format svg on solve and `deduce render` for every genre, parsed by xmllint and
# counted by class (givens = clues, bridges, ships, pieces, ... against the text/JSON answers);
# --output DIR (one file per record, in input order); rsvg-convert renders one (when present).
source "$(dirname "$0")/lib.bash"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if ! command -v xmllint >/dev/null; then echo "FAIL: xmllint missing (Debian libxml2-utils; scripts/deps.sh)"; exit 1; fi

# expect_count "description" CLASS N FILE: FILE parses as XML and has N elements of class CLASS
expect_count() {
  local desc="$1" cls="$2" want="$3" file="$4" got
  checks=$((checks + 1))
  if ! xmllint --noout "$file" 2>"$tmp/xmlerr"; then
    echo "FAIL: $desc: not well-formed XML"; head -5 "$tmp/xmlerr"; fails=$((fails + 1)); return
  fi
  got=$(xmllint --xpath "count(//*[@class='$cls'])" "$file" 2>/dev/null)
  if [ "$got" != "$want" ]; then echo "FAIL: $desc: $got elements of class '$cls', expected $want"; fails=$((fails + 1)); fi
}
# picture NAME ARGS...: the SVG of `deduce ARGS` in $tmp/NAME.svg
picture() {
  local name="$1"; shift
  "$D" "$@" >"$tmp/$name.svg" 2>"$tmp/$name.err" || echo "note: deduce $* exited $?" >>"$tmp/$name.err"
}
S="$SRC/data"

# sudoku: 17 givens, 64 solved values; render: the givens alone
head -2 "$S/sudoku/17clue.txt" | tail -1 >"$tmp/17.txt"
picture sudoku solve sudoku --format svg "$tmp/17.txt"
expect_count "sudoku givens" given 17 "$tmp/sudoku.svg"
expect_count "sudoku solved values" value 64 "$tmp/sudoku.svg"
picture sudoku-render render sudoku "$tmp/17.txt"
expect_count "sudoku render givens" given 17 "$tmp/sudoku-render.svg"
expect_count "sudoku render: no values" value 0 "$tmp/sudoku-render.svg"
head -3 "$S/sudoku/diagonal.txt" | grep -v '^#' | head -1 >"$tmp/diag.txt"
picture diagonal render sudoku --diagonal "$tmp/diag.txt"
expect_count "diagonal sudoku: 17 marked cells" marked 17 "$tmp/diagonal.svg"
picture six solve sudoku --format svg "$S/sudoku/6x6.txt"
expect_out "6x6 sudoku: 2x3 boxes" "2x3 boxes" cat "$tmp/six.svg"

# explain --format svg: a panel per step of the JSON explanation, one outcome panel, and one
# element of class CLASS per entry of the steps' KEY lists (ENTRY: the pattern of one entry)
# expect_panels GENRE FILE KEY ENTRY CLASS
expect_panels() {
  local genre="$1" file="$2" key="$3" entry="$4" cls="$5" steps marks
  steps=$("$D" explain "$genre" --json "$file" | grep -o '"steps":[0-9]*' | cut -d: -f2)
  marks=$("$D" explain "$genre" --json "$file" | grep -o "\"$key\":\[[][0-9,]*\]" | grep -o "$entry" | wc -l)
  picture "explain-$genre" explain "$genre" --format svg "$file"
  expect_count "$genre explain: a panel per step" step "$steps" "$tmp/explain-$genre.svg"
  expect_count "$genre explain: the outcome panel" outcome 1 "$tmp/explain-$genre.svg"
  expect_count "$genre explain: $key drawn" "$cls" "$marks" "$tmp/explain-$genre.svg"
}
expect_panels sudoku "$tmp/17.txt" eliminations '\[[0-9]*,[0-9]*,[0-9]*\]' elimination
awk 'BEGIN{RS=""} NR==1' "$S/hashi/sample.grid" >"$tmp/h.grid"
expect_panels hashi "$tmp/h.grid" placements '\[[0-9]*,[0-9]*,[0-9]*,[0-9]*,[0-9]*\]' placement
expect_panels battleship "$S/battleship/fig4_1_clued.txt" eliminations '\[[0-9]*,[0-9]*\]' elimination
# the document and the --output line name the outcome (solved, stuck, invalid), not the command
expect_out "explain picture names its outcome" "<!-- $tmp/h.grid:2 solved -->" "$D" explain hashi --format svg "$tmp/h.grid"
printf 'rows 0 1 1 ? 1\ncols 0 ?\nfleet 4:2\n' >"$tmp/bs-invalid.txt"
expect_out "explain --output line names its outcome" "$tmp/explain-out/000001.svg invalid" \
  "$D" explain battleship --format svg --output "$tmp/explain-out" "$tmp/bs-invalid.txt"
expect_exit "rate --format svg refused" 2 "$D" rate sudoku --format svg "$tmp/17.txt"

# latin: the order-5 square has 5 givens and 20 completed cells
sed -n 3p "$S/latin/completion.txt" >"$tmp/latin.txt"
picture latin solve latin --format svg "$tmp/latin.txt"
expect_count "latin givens" given 5 "$tmp/latin.svg"
expect_count "latin values" value 20 "$tmp/latin.svg"

# magic: 16 values, 9 sums, all 34
picture magic solve magic --n 4 --format svg
expect_count "magic values" value 16 "$tmp/magic.svg"
expect_count "magic sums" sum 9 "$tmp/magic.svg"
expect_out "magic sum in the caption" "magic sum 34" cat "$tmp/magic.svg"

# queens, langford, pentomino
picture queens solve queens --n 8 --format svg
expect_count "8 queens" queen 8 "$tmp/queens.svg"
picture queens-render render queens --n 8
expect_count "empty board" queen 0 "$tmp/queens-render.svg"
picture langford solve langford --n 7 --format svg
expect_count "langford: 7 pairs" pair 7 "$tmp/langford.svg"
expect_count "langford: 14 places" place 14 "$tmp/langford.svg"
picture pentomino solve pentomino --format svg
expect_count "pentomino: 12 pieces" piece 12 "$tmp/pentomino.svg"
picture pentomino-3 solve pentomino --rows 3 --cols 20 --format svg
expect_count "pentomino 3x20: 12 pieces" piece 12 "$tmp/pentomino-3.svg"

# exactcover: as many chosen rows as the JSON answer has options
for f in knuth colours sudoku4; do
  want=$("$D" solve exactcover --json "$S/exactcover/$f.dlx" | grep -o '"options":\[[0-9,]*\]' | tr -cd , | wc -c)
  picture "ec-$f" solve exactcover --format svg "$S/exactcover/$f.dlx"
  expect_count "exactcover $f: chosen options" chosen $((want + 1)) "$tmp/ec-$f.svg"
done
picture ec-render render exactcover "$S/exactcover/knuth.dlx"
expect_count "exactcover render: every option" option 6 "$tmp/ec-render.svg"

# enigma1225: a 6x6 board, each row equal to another column
picture enigma solve enigma1225 --n 6 --format svg
expect_count "enigma values" value 36 "$tmp/enigma.svg"
expect_count "enigma permutation" perm 6 "$tmp/enigma.svg"
expect_out "enigma total" "total 180 (optimal)" cat "$tmp/enigma.svg"

# zebra: two values given by 'at' clues, 23 found, two answers; render lists the 16 clue lines
picture zebra solve zebra --format svg "$S/zebra/einstein-1962.txt"
expect_count "zebra givens" given 2 "$tmp/zebra.svg"
expect_count "zebra values" value 23 "$tmp/zebra.svg"
expect_count "zebra answers" answer 2 "$tmp/zebra.svg"
expect_out "zebra answer" "The Japanese owns the zebra." cat "$tmp/zebra.svg"
picture zebra-render render zebra "$S/zebra/einstein-1962.txt"
expect_count "zebra render: clues and questions" clue 16 "$tmp/zebra-render.svg"

# hashi: islands = digits of the grid, bridges = the JSON answer's bridges
grep -v '^#' "$S/hashi/sample.grid" | awk 'NF==0{exit} {print}' >"$tmp/hashi.grid"
islands=$(tr -cd '1-8' <"$tmp/hashi.grid" | wc -c)
bridges=$("$D" solve hashi --json "$tmp/hashi.grid" | grep -o '\[[0-9]*,[0-9]*,[0-9]*,[0-9]*,[0-9]*\]' | wc -l)
picture hashi solve hashi --format svg "$tmp/hashi.grid"
expect_count "hashi islands" island "$islands" "$tmp/hashi.svg"
expect_count "hashi bridges" bridge "$bridges" "$tmp/hashi.svg"
picture hashi-render render hashi "$tmp/hashi.grid"
expect_count "hashi render: no bridges" bridge 0 "$tmp/hashi-render.svg"

# battleship: the fleet of 10 ships, 20 counts on the sides, the given cells of the grid
givens=$(grep -E '^[.~<>^v#o]{10}$' "$S/battleship/fig4_1_clued.txt" | tr -cd '~<>^v#o' | wc -c)
picture battleship solve battleship --format svg "$S/battleship/fig4_1_clued.txt"
expect_count "battleship ships" ship 10 "$tmp/battleship.svg"
expect_count "battleship counts" count 20 "$tmp/battleship.svg"
expect_count "battleship givens" given "$givens" "$tmp/battleship.svg"
picture battleship-render render battleship "$S/battleship/fig4_1_clued.txt"
expect_count "battleship render: no ships" ship 0 "$tmp/battleship-render.svg"

# circuit: the tree's segments as in the JSON answer, the path drawn once
edges=$("$D" solve circuit --path 0,0:4,4 --json "$S/circuit/board5.txt" | grep -o '"edges":\[.*\]\],"path"' | grep -o '\[[0-9]*,[0-9]*,[0-9]*,[0-9]*\]' | wc -l)
picture circuit solve circuit --path 0,0:4,4 --format svg "$S/circuit/board5.txt"
expect_count "circuit segments" segment "$edges" "$tmp/circuit.svg"
expect_count "circuit path" path 1 "$tmp/circuit.svg"
expect_count "circuit blocked" blocked 3 "$tmp/circuit.svg"
expect_count "circuit points" point 22 "$tmp/circuit.svg"
expect_out "circuit path length" "path length 8" cat "$tmp/circuit.svg"

# --output DIR: one file per record, numbered in input order (an error record keeps its number)
printf '%s\n' "$(cat "$tmp/17.txt")" "12345" "$(sed -n 3p "$S/sudoku/hardest.txt")" >"$tmp/batch.txt"
"$D" solve sudoku --format svg --output "$tmp/out" "$tmp/batch.txt" >"$tmp/out.txt" 2>/dev/null
expect_out "--output: first file" "$tmp/out/000001.svg solved" cat "$tmp/out.txt"
expect_out "--output: error record in its place" "error: " cat "$tmp/out.txt"
expect_out "--output: third file" "$tmp/out/000003.svg solved" cat "$tmp/out.txt"
checks=$((checks + 1))
n=$(ls "$tmp/out" | wc -l)
[ "$n" = 2 ] || { echo "FAIL: --output wrote $n files, expected 2"; fails=$((fails + 1)); }
expect_count "--output file parses" given 17 "$tmp/out/000001.svg"
expect_exit "--output batch with an error exits 2" 2 "$D" solve sudoku --format svg --output "$tmp/out2" "$tmp/batch.txt"
"$D" render hashi --output "$tmp/hr" "$S/hashi/sample.grid" >/dev/null
expect_out "render --output: four files" "4" sh -c "ls '$tmp/hr' | wc -l"
expect_out "unsolvable record: the puzzle alone" "000002.svg unsolvable" "$D" solve latin --format svg --output "$tmp/lo" "$S/latin/completion.txt"
expect_out "several pictures on stdout are announced" "several pictures" "$D" solve latin --format svg "$S/latin/completion.txt"
expect_out "--stats in the head comment" "<!-- " "$D" solve queens --n 6 --format svg --stats

# a file name with "--" (not allowed inside an XML comment) still gives a well-formed document
cp "$tmp/17.txt" "$tmp/a--b.txt"
picture dashes solve sudoku --format svg "$tmp/a--b.txt"
expect_count "file name with --" given 17 "$tmp/dashes.svg"

# usage errors
expect_exit "count --format svg refused" 2 "$D" count queens --n 6 --format svg
expect_exit "--all --format svg refused" 2 "$D" solve queens --n 6 --format svg --all
expect_exit "--output without svg refused" 2 "$D" solve queens --n 6 --output "$tmp/x"
expect_out "render in the usage" "deduce render" "$D" --help

# rsvg-convert draws one picture (librsvg2-bin, when installed)
if command -v rsvg-convert >/dev/null; then
  rsvg-convert "$tmp/battleship.svg" -o "$tmp/battleship.png"
  expect_out "rsvg-convert makes a PNG" "PNG" sh -c "head -c 4 '$tmp/battleship.png' | tail -c 3"
else
  echo "note: rsvg-convert absent, PNG conversion not checked"
fi
finish
