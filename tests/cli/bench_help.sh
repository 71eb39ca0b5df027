# `deduce bench NAME --help` for every registered bench: exit 0, the usage line and the option
# list; an unknown option exits 2 with "unknown option". The list itself comes from the
# benches' own registrations, so an empty or short list means they did not register.
source "$(dirname "$0")/lib.bash"
list=$("$D" bench --help)
expect_exit "bench --help" 0 "$D" bench --help
expect_exit "bench alone" 2 "$D" bench
expect_exit "unknown bench" 2 "$D" bench no-such-bench
names=$(printf '%s\n' "$list" | sed -n '/^benchmarks:/,$p' | awk 'NR > 1 && /^  [a-z]/ {print $1}')
count=$(printf '%s\n' "$names" | grep -c .)
checks=$((checks + 1))
if [ "$count" -lt 12 ]; then echo "FAIL: only $count benches listed:"; echo "$list"; fails=$((fails + 1)); fi
for want in alldiff dlx kernel paradigms strategies; do
  expect_out "$want listed" "  $want " printf '%s\n' "$list"
done
for b in $names; do
  expect_exit "$b --help" 0 "$D" bench "$b" --help
  expect_out "$b --help usage" "usage: deduce bench $b" "$D" bench "$b" --help
  expect_out "$b --help options" "-h,--help" "$D" bench "$b" -h
  help=$("$D" bench "$b" --help 2>&1)
  checks=$((checks + 1))
  if [ "$(printf '%s\n' "$help" | sed -n '/^options:/,/^$/p' | grep -c '^  --')" -lt 1 ]; then
    echo "FAIL: $b --help lists no option"; echo "$help"; fails=$((fails + 1))
  fi
  expect_exit "$b --bogus" 2 "$D" bench "$b" --bogus
  expect_out "$b --bogus message" "unknown option --bogus" "$D" bench "$b" --bogus
done
expect_exit "argument to a bench that takes none" 2 "$D" bench kernel extra
expect_exit "option value checked" 2 "$D" bench zebra --seeds x
expect_out "choices checked" "option --restore must be trail|copy" "$D" bench kernel --restore foo
finish
