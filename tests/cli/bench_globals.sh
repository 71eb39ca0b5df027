# `deduce bench globals` end to end: known answers in its table, bad options exit 2.
source "$(dirname "$0")/lib.bash"
expect_out "queens by table 8 has 92" "queens pairwise table       8         92" "$D" bench globals --from 8 --to 8 --series 10
expect_out "queens by inverse 8 has 92" "queens inverse+diag         8         92" "$D" bench globals --from 8 --to 8 --series 10
expect_out "magic series 10 by gcc" "magic-series gcc           10          1" "$D" bench globals --from 4 --to 4 --series 10
expect_exit "bench runs" 0 "$D" bench globals --from 4 --to 5 --series 10
expect_exit "bad number" 2 "$D" bench globals --from eight
expect_exit "missing value" 2 "$D" bench globals --to
expect_exit "unknown option" 2 "$D" bench globals --bogus 3
finish
