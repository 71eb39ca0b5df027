# Hashi and Battleship step by step: deduce explain|hint|rate hashi|battleship, text and JSON.
source "$(dirname "$0")/lib.bash"
H="$SRC/data/hashi/sample.grid"
B="$SRC/data/battleship/fig4_1_clued.txt"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

expect_out "hashi hint" "forced bridges: island 4 at r1c1 needs at least 2 to r1c3, 2 to r5c1" "$D" hint hashi "$H"
expect_out "hashi explain solves" "solved" "$D" explain hashi "$H"
expect_out "hashi json step" '"technique":"forced bridges","placements":[[0,0,0,2,2],[0,0,4,0,2]],"eliminations":[]' "$D" explain hashi --json "$H"
expect_out "hashi json close" '{"status":"solved","file":' "$D" explain hashi --json "$H"
printf '3.3\n...\n3.3\n' > "$tmp/two.grid"
expect_out "hashi several solutions: stuck" "stuck" "$D" explain hashi "$tmp/two.grid"
expect_out "hashi stuck lists open pairs" '"open":[' "$D" explain hashi --json "$tmp/two.grid"
printf '2.1\n' > "$tmp/bad.grid"
expect_out "hashi invalid" "invalid: island 2 at r1c1 cannot get its 2 bridges" "$D" explain hashi "$tmp/bad.grid"
expect_exit "hashi invalid exits 1" 1 "$D" explain hashi "$tmp/bad.grid"
expect_out "hashi step limit" '"status":"limit"' "$D" explain hashi --json --node-limit 1 "$H"
expect_out "hashi rate" "3.5 isolation solved" "$D" rate hashi "$H"
expect_out "hashi rate json" '"rating":3.5,"hardest":"isolation"' "$D" rate hashi --json "$H"
expect_out "hashi rate stuck" '{"status":"stuck"' "$D" rate hashi --json "$tmp/two.grid"

expect_out "battleship hint" "ship part: '<' at r1c6: ship at r1c7" "$D" hint battleship "$B"
expect_out "battleship explain solves" "solved" "$D" explain battleship "$B"
expect_out "battleship json close" '"status":"solved","file":' "$D" explain battleship --json "$B"
expect_out "battleship rate" "2 line fill solved" "$D" rate battleship "$B"
expect_out "battleship rate json" '"rating":2,"hardest":"line fill","steps":' "$D" rate battleship --json "$B"
printf 'rows 2 0\ncols 1 1\nfleet 1:1\n..\n..\n' > "$tmp/bad.txt"
expect_out "battleship invalid" "invalid: the row counts add up to 2, the fleet has 1 ship cells" "$D" explain battleship "$tmp/bad.txt"
expect_out "battleship no hint" '"status":"none"' "$D" hint battleship --json "$tmp/bad.txt"
finish
