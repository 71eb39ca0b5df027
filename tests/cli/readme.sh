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
server=
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$scratch"' EXIT
# The commands run in a scratch copy of the repository root made of links, so that the files they
# write (answer.svg, pics/) land in the scratch folder; ../shared is linked beside it.
mkdir "$scratch/repo" "$scratch/home"
for f in "$SRC"/* "$SRC"/.[!.]*; do [ -e "$f" ] && ln -s "$f" "$scratch/repo/$(basename "$f")"; done
[ -d "$SRC/../shared" ] && ln -s "$(cd "$SRC/.." && pwd)/shared" "$scratch/shared"
cd "$scratch/repo" || exit 1
export PATH="$(dirname "$D"):$PATH" HOME="$scratch/home" OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
inblock=0
skipblock=0
lineno=0
while IFS= read -r line; do
  lineno=$((lineno + 1))
  case "$line" in
    '```sh') inblock=1; continue ;;
    '```'*)
      inblock=0
      skipblock=0
      # a server started by the block is stopped at its end
      if [ -n "$server" ]; then kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; server=; fi
      continue ;;
  esac
  [ "$inblock" = 1 ] || continue
  [ -n "${line// /}" ] || continue
  case "$line" in
    scripts/setup.sh* | scripts/test.sh* | cmake\ --preset*) continue ;;
  esac
  if [[ "$line" == *../shared/* && ! -d ../shared/data ]]; then echo "skipped (no ../shared/data): $line"; continue; fi
  if [[ "$line" == mpirun* ]] && ! { command -v mpirun && [ -x "$(dirname "$D")/deduce-mpi" ]; } >/dev/null; then
    echo "skipped (no mpirun, or deduce-mpi not built): $line"; continue
  fi
  if [[ "$line" == *minizinc\ --solver* ]] && ! command -v minizinc >/dev/null; then echo "skipped (no minizinc): $line"; continue; fi
  if [ "$skipblock" = 1 ]; then echo "skipped (port 8080 in use): $line"; continue; fi
  if [[ "$line" == deduce\ serve* ]] && (exec 3<>/dev/tcp/127.0.0.1/8080) 2>/dev/null; then
    # another program holds the README's port: this block's commands cannot run here
    skipblock=1
    echo "skipped (port 8080 in use): $line"
    continue
  fi
  if [[ "$line" == deduce\ serve* ]]; then
    # runs until stopped: started in the background, the block's next commands talk to it
    bash -c "exec $line" >"$scratch/serve.out" 2>&1 </dev/null &
    server=$!
    for _ in $(seq 100); do grep -q "listening on" "$scratch/serve.out" && break; sleep 0.1; done
    checks=$((checks + 1))
    if grep -q "listening on" "$scratch/serve.out"; then echo "ok (serving): $line"; else
      echo "FAIL: README.md:$lineno: the server did not start: $line"; head -5 "$scratch/serve.out"; fails=$((fails + 1))
    fi
    continue
  fi
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
