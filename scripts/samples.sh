#!/usr/bin/env bash
# Solve the bundled sample puzzles of every genre, printing answers and statistics.
# usage: scripts/samples.sh [path/to/deduce]
set -uo pipefail
cd "$(dirname "$0")/.."
D=${1:-build/release/deduce}
status=0
run() {
  echo "\$ deduce $*"
  "$D" "$@" || { rc=$?; [ $rc -eq 1 ] || status=$rc; }
  echo
}
run --version
run genres
run solve queens --n 8 --stats
run count queens --n 10 --stats
run solve exactcover --json data/exactcover/knuth.dlx data/exactcover/colours.dlx
run solve exactcover --trace data/exactcover/sudoku4.dlx
run count exactcover --stats data/exactcover/sudoku4.dlx
run solve langford --n 7 --stats
run count langford --n 8
run solve pentomino --stats
run count queens --n 10 --engine dlx --stats
run solve sudoku --stats data/sudoku/17clue.txt data/sudoku/hardest.txt
run solve sudoku --max-solutions 2 --format grid data/sudoku/6x6.txt data/sudoku/16x16.txt
run solve sudoku --diagonal --max-solutions 2 data/sudoku/diagonal.txt
run solve sudoku --engine dlx --max-solutions 2 --stats data/sudoku/17clue.txt
run solve sudoku --engine ps12 --trace data/exactcover/ps12-example1.txt
run solve latin --stats data/latin/completion.txt
run count latin --n 5 --stats
run solve magic --n 5 --strategy S12 --stats
run count magic --n 4
run solve enigma1225 --n 8
run solve zebra --max-solutions 2 --stats data/zebra/einstein-1962.txt
run solve zebra --max-solutions 2 --var mid --stats data/zebra/generated-10x10-seed1.txt
run solve hashi data/hashi/sample.grid --stats --max-solutions 2
run solve hashi data/hashi/sample.txt --json --max-solutions 2
run solve hashi data/hashi/sample.url --max-solutions 2
run solve battleship data/battleship/fig4_1_clued.txt --stats --max-solutions 2
run count battleship data/battleship/fig4_1.txt
run solve circuit data/circuit/sample.txt --stats --max-solutions 2
run solve circuit --stats --max-solutions 2 data/circuit/gen-20x20.txt data/circuit/gen-30x30.txt
run solve circuit --path 0,0:4,4 data/circuit/board5.txt
# the same puzzles by other paradigms: SAT (CaDiCaL) and integer programming (CBC)
run solve sudoku --engine sat --max-solutions 2 --stats data/sudoku/17clue.txt
run solve zebra --engine mip --stats data/zebra/einstein-1962.txt
run solve hashi --engine mip --hdc --stats data/hashi/sample.grid
run solve circuit --engine mip --model cm2 --stats data/circuit/board5.txt
# the setter's tools
run rate sudoku data/sudoku/17clue.txt
run generate sudoku --symmetry rot180 --number 2 --seed 7
run hint sudoku --pencil data/sudoku/position.txt
run hint hashi data/hashi/sample.grid
run hint battleship data/battleship/fig4_1_clued.txt
exit $status
