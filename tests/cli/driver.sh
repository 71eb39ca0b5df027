# The batch driver's promises, the same in every genre: one record out per record in (error
# records in place), file and line on every JSON record, no wrong answer with exit status 0 on
# ambiguous input, failed writes and Ctrl-C reported, bad sources refused without losing the rest.
. "$(dirname "$0")/lib.bash"
cd "$SRC" || exit 1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT

P=4...........3..2   # a 4x4 Sudoku with several solutions
printf '%s\nbad\n%s\n' "$P" "$P" >"$T/mixed.txt"
expect_json "one JSON record per record, the error in place" \
  "$(printf 'solved\t%s\t1\t-\nerror\t%s\t2\t4\nsolved\t%s\t3\t-' "$T/mixed.txt" "$T/mixed.txt" "$T/mixed.txt")" \
  "status file line col" "$D" solve sudoku --json "$T/mixed.txt"
expect_out "every JSON record has file and line" '"file":"'"$T"'/mixed.txt","line":3' "$D" solve sudoku --json "$T/mixed.txt"
expect_out "text error record in place" "error: $T/mixed.txt:2:" "$D" solve sudoku "$T/mixed.txt"
expect_exit "a bad record: exit 2" 2 "$D" solve sudoku "$T/mixed.txt"

# a directory or an endless device among good files: reported, the good files still answered
n=$("$D" solve sudoku data/sudoku/17clue.txt "$T" data/sudoku/17clue.txt 2>/dev/null | grep -vc '^error:')
expect_out "a directory is reported" "is a directory" "$D" solve sudoku "$T"
good=$(grep -vc '^#' data/sudoku/17clue.txt)
checks=$((checks + 1))
[ "$n" = $((2 * good)) ] || { echo "FAIL: good files around a directory: $n answers, expected $((2 * good))"; fails=$((fails + 1)); }
expect_out "/dev/zero is refused" "input larger than 256 MiB" "$D" solve sudoku /dev/zero

# ambiguous layouts are refused, not guessed; --layout or the size settles them
expect_out "four rows of a 4x4 Latin square" "give --layout rows or --layout lines" \
  bash -c "printf '1...\n.1..\n..1.\n...2\n' | '$D' solve latin -"
expect_exit "ambiguous layout: exit 2" 2 bash -c "printf '1...\n.1..\n..1.\n...2\n' | '$D' solve latin -"
expect_out "--layout rows: one 4x4 square, no completion" "no solution" \
  bash -c "printf '1...\n.1..\n..1.\n...2\n' | '$D' solve latin --layout rows -"
expect_out "--n 4 settles it" "no solution" bash -c "printf '1...\n.1..\n..1.\n...2\n' | '$D' solve latin --n 4 -"
awk 'BEGIN { for (r = 0; r < 16; r++) { row = "................";
  if (r == 0) row = "1" substr(row, 2); if (r == 5) row = substr(row, 1, 7) "2" substr(row, 9);
  if (r == 10) row = substr(row, 1, 12) "3" substr(row, 14); if (r == 15) row = substr(row, 1, 3) "4" substr(row, 5);
  print row } }' >"$T/sparse16.txt"
expect_out "a sparse 16x16 in rows" "16 lines of 16 cells read as one 16x16 grid" "$D" solve sudoku "$T/sparse16.txt"
expect_exit "--box 4x4 reads it as one grid" 0 "$D" solve sudoku --box 4x4 "$T/sparse16.txt"

# control bytes from the input never reach the terminal raw, and a NUL does not cut a message
printf '1\033[31m2\a\0003\n' >"$T/ctl.txt"
out=$("$D" solve sudoku "$T/ctl.txt" 2>&1 >/dev/null)
checks=$((checks + 1))
if [[ "$out" == *$'\033'* || "$out" == *$'\a'* ]]; then echo "FAIL: raw control bytes in: $out"; fails=$((fails + 1)); fi

# failed writes are failures
expect_exit "stdout on /dev/full" 2 bash -c "'$D' solve sudoku data/sudoku/17clue.txt >/dev/full"
expect_out "stdout on /dev/full: a message" "cannot write the output" bash -c "'$D' solve sudoku data/sudoku/17clue.txt >/dev/full"
expect_exit "stdout closed" 2 bash -c "'$D' solve sudoku data/sudoku/17clue.txt >&-"

# Ctrl-C while waiting on stdin ends the run (exit 3), it does not wait for the input's end
mkfifo "$T/in"
"$D" solve sudoku - <"$T/in" >/dev/null 2>&1 &
pid=$!
exec 3>"$T/in"  # a writer that never writes: the read blocks
sleep 1
start=$(date +%s)
kill -INT "$pid"
wait "$pid"
rc=$?
exec 3>&-
checks=$((checks + 1))
if [ "$rc" != 3 ] || [ $(($(date +%s) - start)) -gt 5 ]; then
  echo "FAIL: Ctrl-C on a run waiting on stdin: exit $rc"; fails=$((fails + 1))
fi

# every genre: --all streams solutions with their index, then the record's status
expect_out "queens --all --json streams" '{"index":3,"solution":[4,2,0,5,3,1]}' "$D" solve queens --n 6 --all --json
expect_out "hashi --all --json streams" '"index":0,"bridges"' "$D" solve hashi --all --json data/hashi/sample.grid
expect_out "count enigma1225 is refused" "does not support 'count'" "$D" count enigma1225 --n 5
# a Circuit Board drawing without points is bad input, not an internal error
expect_out "circuit without points" "the board has no points" bash -c "printf '# #\n\n# #\n' | '$D' solve circuit -"
# --threads: the same counts as one thread, in the engines that split the search; refused elsewhere
expect_out "queens cp on 2 threads" "724" "$D" count queens --n 10 --threads 2
expect_out "queens dlx on 2 threads" "724" "$D" count queens --n 10 --engine dlx --threads 2
expect_out "langford on every core" "35584" "$D" count langford --n 11 --reversals --threads 0
expect_out "--threads where the engine does not split" "does not apply to engine" "$D" count queens --n 6 --engine sat --threads 2
# --quiet: the error record stays in the output, nothing goes to stderr, the exit status stays 2
out=$("$D" solve sudoku --quiet "$T/mixed.txt" 2>&1 >/dev/null)
checks=$((checks + 1))
[ -z "$out" ] || { echo "FAIL: --quiet printed on stderr: $out"; fails=$((fails + 1)); }
expect_out "--quiet keeps the error record" "error: $T/mixed.txt:2:" "$D" solve sudoku --quiet "$T/mixed.txt"
expect_exit "--quiet keeps the exit status" 2 "$D" solve sudoku --quiet "$T/mixed.txt"
# stdin is read as it arrives: the answer to a one-line puzzle comes while the writer still
# holds the pipe open (it waits for that answer before it closes)
rm -f "$T/in"
mkfifo "$T/in"
p17=$(grep -v '^#' data/sudoku/17clue.txt | head -1)
exec 3<>"$T/in"
"$D" solve sudoku - <"$T/in" 3>&- | { IFS= read -r first; echo "$first" >"$T/first"; cat >/dev/null; } 3>&- &
reader=$!
echo "$p17" >&3
for _ in $(seq 300); do [ -s "$T/first" ] && break; sleep 0.1; done
checks=$((checks + 1))
[ -s "$T/first" ] || { echo "FAIL: no answer while stdin stays open"; fails=$((fails + 1)); }
exec 3>&-
wait "$reader"
# the same from a pipe in parts: line numbers continue across the parts
expect_out "streamed records keep their lines" '"line":3' bash -c "{ echo '$p17'; echo '# c'; echo '$p17'; } | '$D' solve sudoku --json -"
# empty input (nothing but blanks): no record, exit 0, in every genre that reads files
for g in sudoku latin exactcover hashi battleship circuit zebra; do
  out=$(printf ' \n\n\t\n' | "$D" solve $g - 2>&1); rc=$?
  checks=$((checks + 1))
  [ "$rc" = 0 ] && [ -z "$out" ] || { echo "FAIL: empty input to $g: exit $rc, output '$out'"; fails=$((fails + 1)); }
done
finish
