# Every command of the README's ```sh blocks runs as written from the repository root and
# succeeds: exit 0, or 3 (a limit was hit) where the command sets a --time-limit.
# deduce and deduce-mpi are put on the PATH from the build folder under test; HOME is a scratch
# folder, so `cmake --install ... --prefix ~/.local` installs there. The set-up and test scripts
# themselves are not run again, nor the fuzz build (`cmake --preset`): they are what runs this
# test, and the fuzz stage of scripts/test.sh builds that target. The README's commands name
# build/release, so this runs for the Release build only. mpirun refuses to run as root unless
# told; CI runs as root, so the test tells it (a user's mpirun needs nothing).
source "$(dirname "$0")/lib.bash"
case "$D" in
  */build/release/deduce) ;;
  *) echo "skipped: the README's commands name build/release; this build is $D"; exit 0 ;;
esac
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$SRC" || exit 1
export PATH="$(dirname "$D"):$PATH" HOME="$scratch" OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
inblock=0
lineno=0
while IFS= read -r line; do
  lineno=$((lineno + 1))
  case "$line" in
    '```sh') inblock=1; continue ;;
    '```'*) inblock=0; continue ;;
  esac
  [ "$inblock" = 1 ] || continue
  [ -n "${line// /}" ] || continue
  case "$line" in
    scripts/setup.sh* | scripts/test.sh* | cmake\ --preset*) continue ;;
  esac
  if [[ "$line" == *../shared/* && ! -d ../shared/data ]]; then echo "skipped (no ../shared/data): $line"; continue; fi
  if [[ "$line" == mpirun* ]] && ! command -v mpirun >/dev/null; then echo "skipped (no mpirun): $line"; continue; fi
  if [[ "$line" == *minizinc\ --solver* ]] && ! command -v minizinc >/dev/null; then echo "skipped (no minizinc): $line"; continue; fi
  start=$(date +%s%N)
  timeout 120 bash -o pipefail -c "$line" >"$scratch/out" 2>&1 </dev/null
  rc=$?
  ms=$((($(date +%s%N) - start) / 1000000))
  checks=$((checks + 1))
  if [ "$rc" != 0 ] && ! [[ "$rc" == 3 && "$line" == *--time-limit* ]]; then
    echo "FAIL: README.md:$lineno: exit $rc: $line"
    head -5 "$scratch/out"
    fails=$((fails + 1))
  else
    echo "ok ${ms} ms: $line"
  fi
done <README.md
finish
