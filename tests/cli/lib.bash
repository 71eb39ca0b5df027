# Shared helpers for the end-to-end CLI tests. Each test script is run as
#   bash tests/cli/NAME.sh path/to/deduce source-dir
set -uo pipefail
D="$1"
SRC="$2"
fails=0
checks=0
# expect_out "description" "expected substring" cmd...   (stdout+stderr)
expect_out() {
  local desc="$1" want="$2"; shift 2
  local out; out=$("$@" 2>&1)
  checks=$((checks + 1))
  if [[ "$out" != *"$want"* ]]; then
    echo "FAIL: $desc: expected '$want' in output of: $*"; echo "$out" | head -20; fails=$((fails + 1))
  fi
}
# expect_exit "description" CODE cmd...
expect_exit() {
  local desc="$1" want="$2"; shift 2
  "$@" >/dev/null 2>&1 </dev/null; local rc=$?
  checks=$((checks + 1))
  if [ "$rc" != "$want" ]; then echo "FAIL: $desc: exit $rc, expected $want: $*"; fails=$((fails + 1)); fi
}
# The JSON Lines reader built beside deduce (tests/tools/jsonfield.cpp).
J="$(dirname "$D")/jsonfield"
# expect_json "description" "expected values" "path..." cmd...: the values at the paths of every
# JSON line the command prints (one line each, tab-separated) equal the expected text exactly.
expect_json() {
  local desc="$1" want="$2" paths="$3"; shift 3
  local out; out=$("$@" 2>/dev/null | "$J" $paths)
  checks=$((checks + 1))
  if [ "$out" != "$want" ]; then
    echo "FAIL: $desc: expected"; echo "$want"; echo "got"; echo "$out"; echo "from: $*"; fails=$((fails + 1))
  fi
}
finish() {
  echo "$((checks - fails)) passed, $fails failed"
  [ "$fails" -eq 0 ]
}
