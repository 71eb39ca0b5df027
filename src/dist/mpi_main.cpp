// deduce-mpi: a count distributed over MPI ranks (docs/distributed.md).
//
//   mpirun -np K deduce-mpi count GENRE [options] [--subproblems S] [--checkpoint FILE] [--resume FILE] [--quiet]
//
// Rank 0 splits the search into S subproblems (the paths of cp/parallel.h or the prefixes of
// dlx_parallel.h) and hands them out one at a time; every other rank builds the model once,
// asks for work, counts the subproblem it gets and sends back (index, count, nodes, time).
// Rank 0 records each result in the checkpoint before it counts it, so a run that dies loses
// only the subproblems being worked on or queued (two per worker), and --resume hands out exactly the ones not recorded.
// With one rank, rank 0 counts everything itself.
//
// Messages (MPI_INT64_T arrays): rank 0 -> worker, tag kWork: {index, subproblem...}, two
// queued per worker; tag kStop: empty, once nothing is queued for the worker. Worker -> rank 0, tag kResult: {index, count, nodes, microseconds of CPU},
// index -1 for the first request. CPU time, not wall-clock: it is what projections to other
// machines need, and on a shared machine the wall-clock time of a subproblem says more about
// the other processes than about the subproblem. Rank 0 polls with MPI_Iprobe and sleeps 1 ms between polls rather than
// block: Open MPI's blocking receive spins, and rank 0 shares a core with a worker when every
// core runs one.
#include <mpi.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "cp/parallel.h"
#include "dist/job.h"

namespace deduce::dist {
namespace {

constexpr int kWork = 1, kStop = 2, kResult = 3;

struct Args {
  std::vector<std::string> job;
  uint64_t subproblems = 1000;
  std::string checkpoint, resume;
  bool quiet = false;
};

Args parseArgs(int argc, char** argv) {
  Args a;
  for (int i = 1; i < argc; ++i) {
    const std::string s = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw std::invalid_argument(s + " needs a value");
      return argv[++i];
    };
    if (s == "--subproblems") {
      const std::string v = value();
      size_t used = 0;
      long long x = 0;
      try {
        x = std::stoll(v, &used);
      } catch (const std::exception&) {
        used = 0;
      }
      if (used != v.size() || x < 1 || x > 10000000) throw std::invalid_argument("--subproblems: expected 1..10000000");
      a.subproblems = static_cast<uint64_t>(x);
    } else if (s == "--checkpoint") a.checkpoint = value();
    else if (s == "--resume") a.resume = value();
    else if (s == "--quiet") a.quiet = true;
    else a.job.push_back(s);
  }
  if (!a.resume.empty() && a.checkpoint.empty()) a.checkpoint = a.resume;
  return a;
}

double secondsSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

void worker(Job& job) {
  std::vector<int64_t> result = {-1, 0, 0, 0};
  MPI_Send(result.data(), 4, MPI_INT64_T, 0, kResult, MPI_COMM_WORLD);
  while (true) {
    MPI_Status st;
    MPI_Probe(0, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
    int n = 0;
    MPI_Get_count(&st, MPI_INT64_T, &n);
    std::vector<int64_t> buf(std::max(n, 1));
    MPI_Recv(buf.data(), n, MPI_INT64_T, 0, st.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    if (st.MPI_TAG == kStop) return;
    const double t0 = deduce::cp::threadCpuMs();
    const SubResult r = job.solve(std::vector<int64_t>(buf.begin() + 1, buf.begin() + n));
    result = {buf[0], static_cast<int64_t>(r.count), static_cast<int64_t>(r.nodes),
              static_cast<int64_t>((deduce::cp::threadCpuMs() - t0) * 1e3)};
    MPI_Send(result.data(), 4, MPI_INT64_T, 0, kResult, MPI_COMM_WORLD);
  }
}

void stopAll(int size) {
  for (int r = 1; r < size; ++r) MPI_Send(nullptr, 0, MPI_INT64_T, r, kStop, MPI_COMM_WORLD);
}

// Returns the exit status.
int master(Job& job, const Args& args, int size) {
  const auto start = std::chrono::steady_clock::now();
  uint64_t splitNodes = 0;
  const std::vector<std::vector<int64_t>> subs = job.split(splitNodes);
  const uint64_t fp = fingerprint(subs);
  Checkpoint carried;
  if (!args.resume.empty()) {
    std::string error;
    if (!readCheckpoint(args.resume, carried, error)) {
      std::cerr << error << '\n';
      stopAll(size);
      return 2;
    }
    if (carried.problem != job.description() || carried.subproblems != subs.size() || carried.fingerprint != fp) {
      std::cerr << args.resume << ":2:1: the checkpoint is of another problem or split ('" << carried.problem
                << "', " << carried.subproblems << " subproblems), not of '" << job.description() << "' ("
                << subs.size() << ")\n";
      stopAll(size);
      return 2;
    }
  }
  std::unique_ptr<CheckpointWriter> writer;
  try {
    if (!args.checkpoint.empty())
      writer = std::make_unique<CheckpointWriter>(args.checkpoint, job.description(), subs.size(), fp, carried.done);
  } catch (const std::exception& e) {
    std::cerr << e.what() << '\n';
    stopAll(size);
    return 2;
  }

  std::vector<char> done(subs.size(), 0);
  uint64_t count = 0, nodes = splitNodes, micros = 0, maxMicros = 0;
  for (const auto& d : carried.done) {
    done[d.index] = 1;
    count += d.count;
    nodes += d.nodes;
  }
  std::vector<uint64_t> todo;
  for (uint64_t i = 0; i < subs.size(); ++i)
    if (!done[i]) todo.push_back(i);
  const uint64_t resumed = subs.size() - todo.size();
  const bool progress = !args.quiet && isatty(2);
  uint64_t finished = 0;
  auto record = [&](uint64_t index, uint64_t c, uint64_t nd, uint64_t us) {
    if (index >= subs.size() || done[index]) return;  // never counted twice
    if (writer) writer->record({index, c, nd, us});
    done[index] = 1;
    count += c;
    nodes += nd;
    micros += us;
    maxMicros = std::max(maxMicros, us);
    ++finished;
    if (progress) {
      const double el = secondsSince(start);
      const double eta = el / double(finished) * double(todo.size() - finished);
      std::fprintf(stderr, "\r%llu/%zu subproblems, %.1f/s, ETA %.0f s   ", (unsigned long long)(resumed + finished),
                   subs.size(), double(finished) / el, eta);
    }
  };

  if (size == 1) {
    for (uint64_t i : todo) {
      const double t0 = deduce::cp::threadCpuMs();
      const SubResult r = job.solve(subs[i]);
      record(i, r.count, r.nodes, static_cast<uint64_t>((deduce::cp::threadCpuMs() - t0) * 1e3));
    }
  } else {
    size_t next = 0;
    int active = size - 1;
    std::vector<int> inFlight(size, 0);
    std::vector<int64_t> msg;
    while (active > 0) {
      int flag = 0;
      MPI_Status st;
      MPI_Iprobe(MPI_ANY_SOURCE, kResult, MPI_COMM_WORLD, &flag, &st);
      if (!flag) {
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
        continue;
      }
      int64_t res[4];
      MPI_Recv(res, 4, MPI_INT64_T, st.MPI_SOURCE, kResult, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      if (res[0] >= 0) {
        record(static_cast<uint64_t>(res[0]), static_cast<uint64_t>(res[1]), static_cast<uint64_t>(res[2]),
               static_cast<uint64_t>(res[3]));
        --inFlight[st.MPI_SOURCE];
      }
      // Keep two subproblems queued at each worker: it starts the next one while this reply
      // travels (on a loaded machine a round trip can take a scheduling quantum).
      while (inFlight[st.MPI_SOURCE] < 2 && next < todo.size()) {
        const uint64_t i = todo[next++];
        msg.assign(1, static_cast<int64_t>(i));
        msg.insert(msg.end(), subs[i].begin(), subs[i].end());
        MPI_Send(msg.data(), static_cast<int>(msg.size()), MPI_INT64_T, st.MPI_SOURCE, kWork, MPI_COMM_WORLD);
        ++inFlight[st.MPI_SOURCE];
      }
      if (inFlight[st.MPI_SOURCE] == 0) {
        MPI_Send(nullptr, 0, MPI_INT64_T, st.MPI_SOURCE, kStop, MPI_COMM_WORLD);
        --active;
      }
    }
  }
  if (progress) std::fputc('\n', stderr);
  std::printf("%llu\n", static_cast<unsigned long long>(count));
  std::fflush(stdout);
  if (!args.quiet)
    std::fprintf(stderr,
                 "ranks %d, subproblems %zu (%llu from the checkpoint), nodes %llu, wall %.3f s, "
                 "subproblem CPU time: sum %.3f s, max %.3f s\n",
                 size, subs.size(), (unsigned long long)resumed, (unsigned long long)nodes, secondsSince(start),
                 double(micros) * 1e-6, double(maxMicros) * 1e-6);
  return 0;
}

}  // namespace
}  // namespace deduce::dist

int main(int argc, char** argv) {
  using namespace deduce::dist;
  MPI_Init(&argc, &argv);
  int rank = 0, size = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int rc = 0;
  try {
    // every rank parses the same arguments: they all fail alike, or all go on
    const Args args = parseArgs(argc, argv);
    std::unique_ptr<Job> job = makeJob(args.job, args.subproblems);
    rc = rank == 0 ? master(*job, args, size) : (worker(*job), 0);
  } catch (const std::invalid_argument& e) {
    if (rank == 0) std::cerr << "deduce-mpi: " << e.what() << '\n' << usage();
    rc = 2;
  } catch (const std::exception& e) {
    std::cerr << "deduce-mpi (rank " << rank << "): " << e.what() << '\n';
    MPI_Abort(MPI_COMM_WORLD, 1);
  }
  MPI_Finalize();
  return rc;
}
