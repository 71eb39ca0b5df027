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
run solve hashi data/hashi/sample.grid --stats --max-solutions 2
run solve hashi data/hashi/sample.txt --json --max-solutions 2
run solve battleship data/battleship/fig4_1_clued.txt --stats --max-solutions 2
run count battleship data/battleship/fig4_1.txt
run solve circuit data/circuit/sample.txt --stats --max-solutions 2
run solve circuit --path 0,0:4,4 data/circuit/board5.txt
exit $status
