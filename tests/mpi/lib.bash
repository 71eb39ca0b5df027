# Shared by the MPI tests: run as  bash tests/mpi/NAME.sh path/to/deduce-mpi path/to/mpiexec [ranks]
set -uo pipefail
M="$1"
MPIEXEC="$2"
fails=0
checks=0
# Open MPI refuses root without these (CI runs as root); more ranks than cores need --oversubscribe.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
mpi() {
  local np="$1"; shift
  "$MPIEXEC" --oversubscribe --allow-run-as-root --bind-to none -np "$np" "$M" "$@"
}
# expect_count "description" COUNT np args...   (stdout is the count alone)
expect_count() {
  local desc="$1" want="$2"; shift 2
  local out; out=$(mpi "$@" --quiet 2>&1)
  checks=$((checks + 1))
  if [ "$out" != "$want" ]; then
    echo "FAIL: $desc: expected $want, got: $out"; fails=$((fails + 1))
  fi
}
# expect_fail "description" "message substring" np args...   (exit status 2 and the message)
expect_fail() {
  local desc="$1" want="$2"; shift 2
  local out; out=$(mpi "$@" 2>&1); local rc=$?
  checks=$((checks + 1))
  if [ "$rc" = 0 ] || [[ "$out" != *"$want"* ]]; then
    echo "FAIL: $desc: exit $rc, expected failure with '$want':"; echo "$out" | head -5; fails=$((fails + 1))
  fi
}
finish() {
  echo "$((checks - fails)) passed, $fails failed"
  [ "$fails" -eq 0 ]
}
