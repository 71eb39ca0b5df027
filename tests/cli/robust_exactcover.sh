# exactcover (Knuth's format), langford, queens: files as other collections write them and
# unbounded runs (estimates) bounded by --time-limit.
source "$(dirname "$0")/lib.bash"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
# Knuth's example with a BOM, CRLF, tabs, '|' comments, blank lines, no final newline
printf '\xef\xbb\xbf| Knuth, TAOCP 7.2.2.1 (6)\r\n\r\nA\tB C D E F G \r\n| options\r\nC E F\r\nA D G\r\n\tB C F\r\nA D\r\nB G\r\nD E G' >"$T/knuth.dlx"
expect_out "Knuth's example" '"line":1,"options":[0,3,4]' "$D" solve exactcover --json --max-solutions 2 "$T/knuth.dlx"
# '|' directly before the first secondary item, as Knuth's programs accept it
printf 'A B |x y\nA x:1\nB x:1\nB y\nA B\n' >"$T/sec.dlx"
expect_out "'|x' starts the secondary items" "3" "$D" count exactcover "$T/sec.dlx"
printf 'A B |x |y\nA\n' >"$T/sec2.dlx"
expect_out "a second '|'" "sec2.dlx:1:8: second '|' in the item line" "$D" solve exactcover "$T/sec2.dlx"
expect_exit "empty file: no record, as in every genre" 0 "$D" solve exactcover /dev/null
head -c 2000 /dev/urandom >"$T/garbage.bin"
expect_exit "binary garbage" 2 "$D" solve exactcover "$T/garbage.bin"
# estimates stop at --time-limit (exit 3) with the probes made so far
expect_exit "estimate within --time-limit" 3 timeout 30 "$D" estimate langford --n 60 --estimate 100000000 --time-limit 1
expect_out "estimate says how many probes" '"probes":' timeout 30 "$D" estimate queens --n 100 --estimate 100000000 --time-limit 1 --json
expect_out "estimate past 1.8e308 nodes" "nodes: beyond 1.8e308" "$D" estimate langford --n 200 --estimate 3
expect_exit "a whole estimate exits 0" 0 "$D" estimate langford --n 12 --estimate 100
finish
