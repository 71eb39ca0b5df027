// The distributed driver's view of a count (src/dist/, the deduce-mpi executable): a problem
// split into subproblems, each solvable on its own by any process, and a checkpoint file of the
// finished ones. Nothing here uses MPI (mpi_main.cpp does).
//
// The subproblems are the ones of parallel search on threads (cp/parallel.h, dlx_parallel.h):
// paths of decisions (CP) or prefixes of options (DLX), serialised as integers. The split is
// made by rank 0 for a fixed number of subproblems (--subproblems, not derived from the number
// of ranks), so that a checkpoint written by a run on K ranks resumes on any other number.
#pragma once

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace deduce::dist {

struct SubResult {
  uint64_t count = 0;
  uint64_t nodes = 0;
};

// A count, built from the command line on every rank.
class Job {
 public:
  virtual ~Job() = default;
  // Identifies the problem and the split in the checkpoint ("count queens --n 14 --subproblems 200").
  virtual std::string description() const = 0;
  // Rank 0: the subproblems, serialised, and the nodes the split explored.
  virtual std::vector<std::vector<int64_t>> split(uint64_t& nodes) = 0;
  // Any rank: count the solutions of one subproblem. Throws std::invalid_argument on a
  // malformed subproblem.
  virtual SubResult solve(const std::vector<int64_t>& sub) = 0;
};

// Parses `count <genre> [options]` (see usage()); throws std::invalid_argument with the message.
std::unique_ptr<Job> makeJob(const std::vector<std::string>& args, uint64_t subproblems);
std::string usage();

// FNV-1a over the subproblems: the split's fingerprint in the checkpoint.
uint64_t fingerprint(const std::vector<std::vector<int64_t>>& subs);

// The checkpoint: a header naming the problem and the split, then one line per finished
// subproblem, appended and flushed as results arrive:
//   deduce-checkpoint 1
//   problem count queens --n 14 --subproblems 200
//   split 200 1234567890
//   done 17 5230 88121 15320        index, count, nodes, microseconds of CPU time
// A last line cut short by a crash is ignored; a subproblem recorded twice counts once.
struct Checkpoint {
  std::string problem;
  uint64_t subproblems = 0;
  uint64_t fingerprint = 0;
  struct Done {
    uint64_t index, count, nodes, micros;
  };
  std::vector<Done> done;  // in file order, without repeats
};
// Reads `path`; false with `error` as "path:line:col: msg" when it is not a checkpoint.
bool readCheckpoint(const std::string& path, Checkpoint& out, std::string& error);

class CheckpointWriter {
 public:
  // (Re)writes `path` with the header and the `carried` results of a resumed run (through a
  // temporary file renamed over it, so a crash leaves the old file or the new one, and a torn
  // last line is dropped), then keeps it open for appending. Throws std::runtime_error.
  CheckpointWriter(const std::string& path, const std::string& problem, uint64_t subproblems, uint64_t fingerprint,
                   const std::vector<Checkpoint::Done>& carried);
  ~CheckpointWriter();
  CheckpointWriter(const CheckpointWriter&) = delete;
  CheckpointWriter& operator=(const CheckpointWriter&) = delete;
  void record(const Checkpoint::Done& d);  // appended and flushed; synced to disk every second

 private:
  std::FILE* f_ = nullptr;
  std::chrono::steady_clock::time_point lastSync_;
};

}  // namespace deduce::dist
