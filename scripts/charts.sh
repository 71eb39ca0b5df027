#!/usr/bin/env bash
# Regenerate the SVG charts of docs/results/charts/ from bench runs on this machine, with gnuplot
# (Debian gnuplot-nox; `scripts/deps.sh --bench` installs it). The raw output of every run is
# kept beside its chart (NAME.txt) so that a chart can be checked against the numbers.
# Why gnuplot and not our SVG writer (src/render/): charts need axes, log scales, ticks and
# legends, which gnuplot has and the puzzle pictures do not; the charts are documentation made
# offline, so the dependency stays out of the build and the tests.
# usage: scripts/charts.sh [path/to/deduce] [--quick]     (--quick: shorter limits, for a look)
#
#   sudoku-clues.svg  paper 003 Table 3.1: time per Sudoku against its number of clues, by
#                     constraint programming (cp), integer programming (mip, CBC) and SAT
#                     (CaDiCaL), with the paper's Gurobi times; puzzles: the 4 bundled 17-clue
#                     puzzles with 0, 3, ..., 18 clues of their solution added back.
#                     Runs: deduce solve sudoku --engine cp|mip|sat --json
#   paradigms.svg     IP (CBC) against CP per row of paper 003's tables 3.1, 7.5 and A.4.
#                     Run: deduce bench paradigms
#   strategies.svg    paper 002 Table 3: enumerations of each strategy S1..S12 on magic squares.
#                     Run: deduce bench strategies magic --sizes 3,4,5 --time-limit 1
#   counts.svg        speed-up against threads of exhaustive counts (wall clock, and on idle cores
#                     from CPU times). Runs: deduce bench counts --problems queens12,langford12
#                     --threads 2, then --threads 4
set -euo pipefail
cd "$(dirname "$0")/.."
D=build/release/deduce
quick=0
for a in "$@"; do
  if [ "$a" = "--quick" ]; then quick=1; else D=$a; fi
done
command -v gnuplot >/dev/null || { echo "charts.sh: gnuplot is missing (apt-get install gnuplot-nox)" >&2; exit 2; }
out=docs/results/charts
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
term='set terminal svg size 760,420 dynamic noenhanced font "sans-serif,12" background rgb "white"'
colours='set linetype 1 lc rgb "#1f5fbf" pt 7; set linetype 2 lc rgb "#d62728" pt 5; set linetype 3 lc rgb "#2ca02c" pt 9; set linetype 4 lc rgb "#777777" pt 13'

# ---- paper 003 Table 3.1: time against clues, three paradigms ----
echo "charts: sudoku-clues" >&2
# the k-clue puzzles: the solution's cells added back in a fixed scattered order (29 is prime to 81)
grep -v '^#' data/sudoku/17clue.txt >"$tmp/17.txt"
"$D" solve sudoku --format line "$tmp/17.txt" | cut -c1-81 >"$tmp/17.sol"
paste -d' ' "$tmp/17.txt" "$tmp/17.sol" | awk '{
  p = $1; s = $2
  for (k = 17; k <= 35; k += 3) {
    q = p; have = 0
    for (i = 1; i <= 81; i++) if (substr(q, i, 1) != ".") have++
    for (j = 0; j < 81 && have < k; j++) {
      c = (j * 29 + 7) % 81 + 1
      if (substr(q, c, 1) == ".") { q = substr(q, 1, c - 1) substr(s, c, 1) substr(q, c + 1); have++ }
    }
    print q
  }
}' >"$tmp/clues.txt"
{
  echo "# deduce solve sudoku --engine E --json: stats.time_ms per puzzle; clues cp mip sat"
  for e in cp mip sat; do
    "$D" solve sudoku --engine $e --json "$tmp/clues.txt" | grep -o '"time_ms":[0-9.e+-]*' | cut -d: -f2 >"$tmp/$e.ms"
  done
  awk '{ n = 0; for (i = 1; i <= 81; i++) if (substr($0, i, 1) != ".") n++; print n }' "$tmp/clues.txt" |
    paste -d' ' - "$tmp/cp.ms" "$tmp/mip.ms" "$tmp/sat.ms"
} >"$out/sudoku-clues.txt"
# the paper's Table 3.1 (Gurobi; clues, seconds)
printf '%s\n' "36 0.02916" "32 0.03869" "32 0.04757" "31 0.04716" "29 0.01603" "26 0.03181" "23 0.01719" \
  "23 0.03190" "22 0.03150" "22 0.03841" >"$tmp/paper31.txt"
gnuplot <<GP >"$out/sudoku-clues.svg"
$term
$colours
set title "Sudoku: time per puzzle against clues (paper 003, Table 3.1)"
set xlabel "clues given"
set ylabel "ms per puzzle (log scale)"
set logscale y
set key outside right top
set grid ytics
set xrange [15:37]
plot "$out/sudoku-clues.txt" using (\$1-0.3):2 with points lt 1 title "CP (deduce cp)", \
     "" using 1:4 with points lt 3 title "SAT (CaDiCaL)", \
     "" using (\$1+0.3):3 with points lt 2 title "IP (CBC)", \
     "$tmp/paper31.txt" using 1:(\$2*1000) with points lt 4 title "paper: IP (Gurobi)"
GP

# ---- paper 003: IP against CP per table row ----
echo "charts: paradigms" >&2
"$D" bench paradigms >"$out/paradigms.txt"
awk '/ ms / && NF >= 5 && $(NF-1) == "ms" && $(NF-3) == "ms" {
  label = substr($0, 3, 36); sub(/ +$/, "", label)
  printf "%d\t%s\t%s\t%s\n", ++n, label, $(NF-4), $(NF-2)
}' "$out/paradigms.txt" >"$tmp/paradigms.dat"
gnuplot <<GP >"$out/paradigms.svg"
$term
set terminal svg size 860,440 dynamic noenhanced font "sans-serif,12" background rgb "white"
$colours
set datafile separator "\t"
set rmargin 10
set title "Paper 003 models: integer programming (CBC) against constraint programming"
set ylabel "ms per puzzle, first solution (log scale)"
set logscale y
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set boxwidth 0.9
set xtics rotate by -40 scale 0 font ",10"
set key top left
set grid ytics
plot "$tmp/paradigms.dat" using 3:xtic(2) lt 2 title "IP (CBC)", \
     "" using 4 lt 1 title "CP (deduce)"
GP

# ---- paper 002 Table 3: enumerations per strategy, magic squares ----
echo "charts: strategies" >&2
limit=1
[ $quick = 1 ] && limit=0.2
"$D" bench strategies magic --sizes 3,4,5 --time-limit $limit >"$out/strategies.txt"
awk -F'|' '/^S[0-9]+ / {
  printf "%s", $1
  for (i = 2; i <= NF; i++) { split($i, f, " "); printf " %s", f[1] }
  print ""
}' "$out/strategies.txt" | awk '{ printf "%s", $1; for (i = 2; i <= NF; i++) printf " %s", ($i == "-" ? "NaN" : $i); print "" }' >"$tmp/strategies.dat"
gnuplot <<GP >"$out/strategies.svg"
$term
$colours
set title "Magic squares: enumerations to the first solution per strategy (paper 002, Table 3)"
set ylabel "enumerations (log scale; no bar: not solved in ${limit} s)"
set logscale y
set yrange [1:*]
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set key top left
set grid ytics
plot "$tmp/strategies.dat" using 2:xtic(1) lt 1 title "N = 3", "" using 3 lt 3 title "N = 4", "" using 4 lt 2 title "N = 5"
GP

# ---- speed-up against threads ----
echo "charts: counts" >&2
problems=queens12,langford12
[ $quick = 1 ] && problems=queens10,langford11
: >"$out/counts.txt"
for t in 2 4; do "$D" bench counts --problems $problems --threads $t >>"$out/counts.txt"; done
awk '/^threads/ { t = $2; sub(/,/, "", t) }
     $1 ~ /^(queens|langford|pentomino|enigma)/ && $7 ~ /x$/ {
       s = $7; c = $8; sub(/x/, "", s); sub(/x/, "", c); print $1, t, s, c }' "$out/counts.txt" >"$tmp/counts.dat"
plot=""
i=0
for p in ${problems//,/ }; do
  i=$((i + 1))
  { echo "1 1 1"; awk -v p="$p" '$1 == p { print $2, $3, $4 }' "$tmp/counts.dat"; } >"$tmp/$p.dat"
  plot+="\"$tmp/$p.dat\" using 1:3 with linespoints lt $i title \"$p, on N idle cores (from CPU times)\", "
  plot+="\"$tmp/$p.dat\" using 1:2 with linespoints lt $i dt 2 title \"$p, wall clock\", "
done
load=$(grep -m1 -o 'load average at start: [0-9.]*' "$out/counts.txt" | awk '{print $NF}')
gnuplot <<GP >"$out/counts.svg"
set terminal svg size 760,500 dynamic noenhanced font "sans-serif,12" background rgb "white"
$colours
set title "Exhaustive counts: speed-up against threads (2 cores, load average ${load})"
set xlabel "threads"
set ylabel "speed-up over one thread"
set xtics (1, 2, 4)
set xrange [0.8:4.2]
set yrange [0:*]
set key outside below
set grid
plot x with lines lt 4 dt 3 title "ideal", $plot 2 with lines lt 4 lw 2 title "2 cores"
GP
for f in sudoku-clues paradigms strategies counts; do echo "$out/$f.svg"; done
