# A run killed mid-way (one worker rank killed with SIGKILL, which takes the whole MPI job down)
# resumes from its checkpoint without losing or double-counting work; a checkpoint of another
# problem is refused; a torn last line is ignored.
source "$(dirname "$0")/lib.bash"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cp="$dir/cp.txt"
# queens 14: a few seconds on two workers, so the kill lands mid-way even on a fast idle machine
args=(count queens --n 14 --subproblems 400)
mpi 3 "${args[@]}" --checkpoint "$cp" --quiet >"$dir/out1" 2>&1 &
job=$!
# wait until some subproblems are recorded, then kill the worker of rank 1 (the ranks are the
# children of the mpiexec started by the background job)
for _ in $(seq 1 600); do
  [ -f "$cp" ] && [ "$(grep -c '^done' "$cp")" -ge 20 ] && break
  sleep 0.05
done
# (children and grandchildren of the job: bash may or may not exec mpiexec in the subshell)
ranks=()
for child in $(pgrep -P "$job"); do ranks+=("$child" $(pgrep -P "$child")); done
victim=""
for p in "${ranks[@]}"; do
  tr '\0' '\n' <"/proc/$p/environ" 2>/dev/null | grep -qx 'OMPI_COMM_WORLD_RANK=1' && victim=$p
done
[ -n "$victim" ] && kill -9 "$victim"
wait "$job"
# every rank of the killed job must be gone before the checkpoint is resumed
for p in "${ranks[@]}"; do
  for _ in $(seq 1 100); do kill -0 "$p" 2>/dev/null || break; sleep 0.05; done
  kill -9 "$p" 2>/dev/null
done
first=$(grep -c '^done' "$cp")
total=$(awk '$1 == "split" {print $2}' "$cp")  # the subproblems of the decomposition (400 or more)
checks=$((checks + 1))
if [ -z "$victim" ] || [ "$first" -lt 1 ] || [ "$first" -ge "${total:-0}" ]; then
  echo "FAIL: the run was not killed mid-way (rank 1 pid '${victim}', $first of ${total:-?} recorded)"; fails=$((fails + 1))
fi
echo "killed rank 1 (pid ${victim:-none}) after $first of ${total:-?} subproblems were recorded"
# a torn last line, as a crash in the middle of a write leaves it
printf 'done 3' >>"$cp"
expect_count "resumed on 2 ranks" 365596 2 "${args[@]}" --resume "$cp"
checks=$((checks + 1))
recorded=$(grep -c '^done' "$cp")
distinct=$(grep '^done' "$cp" | awk '{print $2}' | sort -u | wc -l)
if [ "$recorded" != "$distinct" ] || [ "$distinct" != "$total" ]; then
  echo "FAIL: checkpoint after resume: $recorded lines, $distinct distinct subproblems"; fails=$((fails + 1))
fi
expect_count "resuming a finished run counts nothing again" 365596 4 "${args[@]}" --resume "$cp"
expect_fail "checkpoint of another problem" "another problem" 2 count queens --n 12 --subproblems 400 --resume "$cp"
echo "not a checkpoint" >"$dir/bad.txt"
expect_fail "not a checkpoint" "bad.txt:1:1:" 2 count queens --n 8 --resume "$dir/bad.txt"
finish
