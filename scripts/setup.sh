#!/usr/bin/env bash
# The main job: install what is missing, build in Release, and solve the bundled sample puzzles
# of every genre (answers and statistics).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
cmake --preset release >/dev/null
cmake --build build/release -j"$(nproc)"
scripts/samples.sh build/release/deduce
cat <<'MSG'

deduce is built: build/release/deduce. Try next:
  build/release/deduce --help                   the commands
  build/release/deduce genres                   the genres, their engines and commands
  build/release/deduce solve sudoku data/sudoku/17clue.txt
To put deduce on the PATH: cmake --install build/release --prefix ~/.local
(installs ~/.local/bin/deduce; Debian's login shell adds ~/.local/bin to PATH when it exists).
The whole test suite: scripts/test.sh
MSG
