#!/usr/bin/env bash
# Regenerate docs/pictures/<genre>.svg: one picture per genre from the bundled samples (the
# README shows them). Each is `deduce solve <genre> --format svg` on one sample puzzle.
# usage: scripts/pictures.sh [path/to/deduce]
set -euo pipefail
cd "$(dirname "$0")/.."
D=${1:-build/release/deduce}
out=docs/pictures
mkdir -p "$out"
# the first puzzle of a sample file (comment lines dropped, up to the first blank line)
first() { grep -v '^# ' "$1" | awk 'NF==0 && n {exit} NF {print; n++}'; }
# a picture of the puzzle given on stdin
picin() { pic "$@" -; }
pic() {
  local genre="$1"; shift
  "$D" solve "$genre" --format svg "$@" >"$out/$genre.svg"
  echo "$out/$genre.svg"
}
first data/sudoku/17clue.txt | head -1 | picin sudoku
sed -n 3p data/latin/completion.txt | picin latin
pic magic --n 4
pic queens --n 8
pic langford --n 7
pic pentomino
pic exactcover data/exactcover/colours.dlx
pic enigma1225 --n 6
pic zebra data/zebra/einstein-1962.txt
first data/hashi/sample.grid | picin hashi
pic battleship data/battleship/fig4_1_clued.txt
pic circuit --path 0,0:4,4 data/circuit/board5.txt
