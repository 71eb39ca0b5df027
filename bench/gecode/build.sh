#!/usr/bin/env bash
# Build a Gecode reference program: bench/gecode/NAME.cpp -> build/gecode-bench/NAME (only when
# the source is newer), after making sure Gecode (and a Release deduce) are there. Prints the
# binary's path. Used by bench/compare-gecode*.sh; never part of the deduce build.
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/deps.sh --bench >&2
[ -x build/release/deduce ] || { cmake --preset release >/dev/null && cmake --build build/release -j"$(nproc)"; } >&2
mkdir -p build/gecode-bench
out=build/gecode-bench/$1
if [ ! -x "$out" ] || [ "bench/gecode/$1.cpp" -nt "$out" ]; then
  g++ -O2 -std=c++17 "bench/gecode/$1.cpp" -o "$out" \
    -lgecodesearch -lgecodeminimodel -lgecodeint -lgecodekernel -lgecodesupport >&2
fi
echo "$out"
