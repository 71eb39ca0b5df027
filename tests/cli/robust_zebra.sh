# zebra: the Einstein puzzle as other files write it (BOM, CRLF, CR, trailing blanks and tabs,
# no final newline, relation words in capitals, value names in other case, '---' variants).
source "$(dirname "$0")/lib.bash"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
Z="$SRC/data/zebra/einstein-1962.txt"
want='"answers":["The Norwegian drinks water.","The Japanese owns the zebra."]'
same() {  # same "description": the variant in $T/z.txt answers as the original, uniquely
  expect_out "$1" "$want" "$D" solve zebra --json --max-solutions 2 "$T/z.txt"
  expect_exit "$1 exits 0" 0 "$D" solve zebra --max-solutions 2 "$T/z.txt"
}
{ printf '\xef\xbb\xbf'; sed 's/$/\r/' "$Z"; } >"$T/z.txt"; same "BOM and CRLF"
tr '\n' '\r' <"$Z" >"$T/z.txt"; same "CR line ends"
sed 's/$/ \t/' "$Z" | head -c -1 >"$T/z.txt"; same "trailing blanks, no final newline"
sed 's/next-to/NEXT-TO/; s/immediately-right-of/Immediately-Right-Of/; s/Englishman = red/englishman = RED/' "$Z" >"$T/z.txt"
same "case of words and values"
{ cat "$Z"; printf '\r\n---   \r\n\r\n'; cat "$Z"; } >"$T/z.txt"
n=$("$D" solve zebra --json --max-solutions 2 "$T/z.txt" | grep -c '"status":"solved"')
checks=$((checks + 1)); [ "$n" = 2 ] || { echo "FAIL: two puzzles split by '---' with CRLF: $n solved"; fails=$((fails + 1)); }
grep -v 'Norwegian next-to blue' "$Z" >"$T/z.txt"
expect_out "a clue fewer: several" '"status":"multiple"' "$D" solve zebra --json --max-solutions 2 "$T/z.txt"
{ cat "$Z"; echo "Norwegian at last"; } >"$T/z.txt"
expect_out "a contradicting clue" '"status":"unsolvable"' "$D" solve zebra --json "$T/z.txt"
finish
