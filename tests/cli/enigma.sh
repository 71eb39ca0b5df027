# Enigma 1225 end to end: the issue's three example commands, the models, options and errors.
source "$(dirname "$0")/lib.bash"
expect_out "n=55 json" '"total":1137827,"partition":[2,2,' "$D" solve enigma1225 --n 55 --json
expect_out "n=55 json status" '{"status":"solved",' "$D" solve enigma1225 --n 55 --json
expect_out "n=55 json model" '"n":55,"model":"advanced","bound":"sharp"' "$D" solve enigma1225 --n 55 --json
expect_out "n=55 json board" '"board":[[' "$D" solve enigma1225 --n 55 --json
expect_out "n=55 json stats" '"stats":{"nodes":' "$D" solve enigma1225 --n 55 --json
expect_out "basic n=6 proves 180" "total 180" "$D" solve enigma1225 --n 6 --model basic
expect_exit "basic n=6 exits 0" 0 "$D" solve enigma1225 --n 6 --model basic
expect_out "basic n=6 json" '"total":180,' "$D" solve enigma1225 --n 6 --model basic --json
expect_out "basic n=6 figure 4 only answers" "total" "$D" solve enigma1225 --n 6 --model basic --basic-extra off --time-limit 2
expect_exit "basic n=6 figure 4 only exits 3" 3 "$D" solve enigma1225 --n 6 --model basic --basic-extra off --time-limit 1
expect_out "basic n=5 figure 4 only" "total 55" "$D" solve enigma1225 --n 5 --model basic --basic-extra off
expect_exit "bad basic-extra" 2 "$D" solve enigma1225 --model basic --basic-extra maybe
expect_out "basic n=5" "total 55" "$D" solve enigma1225 --n 5 --model basic
expect_out "bench table 2" " 55      1137827" "$D" bench enigma1225 --from 3 --to 55
expect_out "bench paper figures" "405.30" "$D" bench enigma1225 --from 55 --to 55
expect_out "default n=8" "total 544" "$D" solve enigma1225
expect_out "partition n=8" "partition {2, 2, 2, 2}" "$D" solve enigma1225 --n 8
expect_out "paper bound" "total 1300" "$D" solve enigma1225 --n 10 --bound paper
expect_out "partitions model" "total 101700" "$D" solve enigma1225 --n 30 --model partitions
expect_out "partitions count" "explored partitions 1039 of 1039" "$D" solve enigma1225 --n 30 --model partitions --stats
expect_out "n=5 optimum {5}" "partition {5}" "$D" solve enigma1225 --n 5
expect_out "n=500 sharp" '"total":7812625000' "$D" solve enigma1225 --n 500 --json
expect_out "stats line" "stats: nodes" "$D" solve enigma1225 --n 12 --stats
expect_out "n=2 unsolvable" '"status":"unsolvable"' "$D" solve enigma1225 --n 2 --json
expect_exit "n=2 exits 1" 1 "$D" solve enigma1225 --n 2
expect_exit "bad model" 2 "$D" solve enigma1225 --model fancy
expect_exit "bad bound" 2 "$D" solve enigma1225 --bound tight
expect_exit "bad n" 2 "$D" solve enigma1225 --n 0
expect_exit "no files" 2 "$D" solve enigma1225 somefile.txt
expect_exit "basic too large" 2 "$D" solve enigma1225 --n 40 --model basic
expect_exit "bench basic too large" 2 "$D" bench enigma1225 --model basic --from 3 --to 13
expect_exit "partitions too large" 2 "$D" solve enigma1225 --n 200 --model partitions
expect_exit "count unsupported" 2 "$D" count enigma1225 --n 5
expect_exit "bench bad option" 2 "$D" bench enigma1225 --frob
expect_out "bench conjecture" "none (verified)" "$D" bench enigma1225 --conjecture --from 6 --to 20
expect_out "genres lists it" "enigma1225" "$D" genres
expect_out "help" "--bound" "$D" solve enigma1225 --help
finish
