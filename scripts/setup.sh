#!/usr/bin/env bash
# The main job: install what is missing, build in Release, and solve the bundled sample puzzles
# of every genre (answers and statistics).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
cmake --preset release >/dev/null
cmake --build build/release -j"$(nproc)"
scripts/samples.sh build/release/deduce
