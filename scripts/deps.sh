#!/usr/bin/env bash
# Install the Debian packages deduce needs to build and test, skipping those already present.
# Optional benchmark-only packages (Gecode, MiniZinc) are installed with `--bench`.
set -euo pipefail
pkgs=(g++ cmake ninja-build libgtest-dev libgmock-dev clang libclang-rt-14-dev)  # clang: the ASan and fuzz builds
pkgs+=(libcli11-dev)  # command-line parsing
pkgs+=(libcadical-dev minisat cadical)  # the SAT back end; minisat, cadical: tests/cli/export.sh reads DIMACS with both
pkgs+=(minizinc flatzinc)  # tests/cli/fzn.sh: minizinc --solver deduce, checked against Gecode (fzn-gecode)
pkgs+=(pkg-config coinor-libcbc-dev coinor-cbc)  # src/ip (CBC library); cbc's command line reads exports in tests
pkgs+=(nlohmann-json3-dev)  # JSON answers of `deduce check`
pkgs+=(libopenmpi-dev openmpi-bin)  # deduce-mpi and its tests (src/dist/)
pkgs+=(libcpp-httplib-dev curl chromium chromium-driver)  # deduce serve (src/web/); curl and headless chromium: its tests
pkgs+=(libxml2-utils librsvg2-bin)  # tests/cli/svg.sh: xmllint parses the pictures, rsvg-convert draws one
if [ "${1:-}" = "--bench" ]; then pkgs+=(libgecode-dev minizinc hyperfine); fi
if [ "${1:-}" = "--bench" ]; then pkgs+=(gnuplot-nox); fi  # scripts/charts.sh draws docs/results/charts/
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "deps: installing ${missing[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi
