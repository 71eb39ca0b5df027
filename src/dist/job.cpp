// Counts for the distributed driver: CP models (queens, magic) split by cp::split, exact-cover
// models (langford, pentomino) by exactcover::splitDlx, and the checkpoint file.
#include "dist/job.h"

#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>

#include "cp/parallel.h"
#include "exactcover/dlx_parallel.h"
#include "puzzles/langford/langford.h"
#include "puzzles/magic/magic.h"
#include "puzzles/pentomino/pentomino.h"
#include "puzzles/queens/queens.h"

namespace deduce::dist {
namespace {

class CpJob : public Job {
 public:
  CpJob(std::string description, cp::ModelFactory factory, uint64_t target)
      : description_(std::move(description)), model_(factory()), target_(target) {}
  std::string description() const override { return description_; }
  std::vector<std::vector<int64_t>> split(uint64_t& nodes) override {
    const cp::Split sp = cp::split(model_, target_);
    nodes = sp.stats.nodes;
    std::vector<std::vector<int64_t>> out;
    for (const cp::Path& p : sp.paths) out.push_back(cp::toInts(p));
    return out;
  }
  SubResult solve(const std::vector<int64_t>& sub) override {
    cp::Path path;
    if (!cp::fromInts(sub.data(), sub.size(), path)) throw std::invalid_argument("malformed subproblem");
    const cp::Stats before = model_.space->stats;
    cp::searchBelow(model_, path, {}, {});
    const cp::Stats& after = model_.space->stats;
    return {after.solutions - before.solutions, after.nodes - before.nodes};
  }

 private:
  std::string description_;
  cp::WorkerModel model_;
  uint64_t target_;
};

class DlxJob : public Job {
 public:
  DlxJob(std::string description, exactcover::Problem p, uint64_t target)
      : description_(std::move(description)), problem_(std::move(p)), dlx_(problem_), target_(target) {}
  std::string description() const override { return description_; }
  std::vector<std::vector<int64_t>> split(uint64_t& nodes) override {
    const exactcover::DlxSplit sp = exactcover::splitDlx(dlx_, target_);
    nodes = sp.stats.nodes;
    std::vector<std::vector<int64_t>> out;
    for (const auto& prefix : sp.prefixes) out.emplace_back(prefix.begin(), prefix.end());
    return out;
  }
  SubResult solve(const std::vector<int64_t>& sub) override {
    std::vector<int> prefix;
    for (int64_t o : sub) {
      if (o < 0 || o >= static_cast<int64_t>(problem_.options.size())) throw std::invalid_argument("malformed subproblem");
      prefix.push_back(static_cast<int>(o));
    }
    dlx_.runBelow(prefix, {}, {});
    return {dlx_.stats().solutions, dlx_.stats().nodes};
  }

 private:
  std::string description_;
  exactcover::Problem problem_;
  exactcover::Dlx dlx_;
  uint64_t target_;
};

int intArg(const std::vector<std::string>& args, size_t& i, int lo, int hi) {
  if (i + 1 >= args.size()) throw std::invalid_argument(args[i] + " needs a value");
  const std::string& v = args[++i];
  size_t used = 0;
  int x = 0;
  try {
    x = std::stoi(v, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != v.size() || x < lo || x > hi)
    throw std::invalid_argument(args[i - 1] + ": expected an integer in " + std::to_string(lo) + ".." + std::to_string(hi));
  return x;
}

}  // namespace

std::string usage() {
  return "usage: mpirun -np K deduce-mpi count GENRE [options] [--subproblems S] [--checkpoint FILE] [--resume FILE]\n"
         "genres: queens --n N (CP), magic --n N (CP), langford --n N [--reversals] (exact cover),\n"
         "        pentomino [--rows R --cols C] [--no-symmetry] (exact cover)\n"
         "rank 0 splits the search into S subproblems (default 1000) and hands them out; the others\n"
         "count. --checkpoint FILE records every finished subproblem; --resume FILE continues a run\n"
         "(appending to FILE unless --checkpoint names another).\n";
}

std::unique_ptr<Job> makeJob(const std::vector<std::string>& args, uint64_t subproblems) {
  if (args.size() < 2 || args[0] != "count") throw std::invalid_argument("expected: count GENRE [options]");
  const std::string& genre = args[1];
  int n = -1, rows = 6, cols = 10;
  bool reversals = false, noSymmetry = false;
  for (size_t i = 2; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--n") n = intArg(args, i, 1, genre == "magic" ? 12 : 64);
    else if (a == "--rows" && genre == "pentomino") rows = intArg(args, i, 1, 60);
    else if (a == "--cols" && genre == "pentomino") cols = intArg(args, i, 1, 60);
    else if (a == "--reversals" && genre == "langford") reversals = true;
    else if (a == "--no-symmetry" && genre == "pentomino") noSymmetry = true;
    else throw std::invalid_argument("unknown option for " + genre + ": " + a);
  }
  std::string desc = "count " + genre;
  const bool needsN = genre == "queens" || genre == "magic" || genre == "langford";
  if (needsN && n < 0) throw std::invalid_argument(genre + " needs --n N");
  if (needsN) desc += " --n " + std::to_string(n);
  if (reversals) desc += " --reversals";
  if (genre == "pentomino") {
    if (rows * cols != 60) throw std::invalid_argument("the board must have 60 cells (--rows x --cols)");
    desc += " --rows " + std::to_string(rows) + " --cols " + std::to_string(cols);
    if (noSymmetry) desc += " --no-symmetry";
  }
  desc += " --subproblems " + std::to_string(subproblems);
  if (genre == "queens")
    return std::make_unique<CpJob>(desc, queens::factory(n, cp::Consistency::Domain, cp::VarSel::MinDom, cp::ValSel::Min),
                                   subproblems);
  if (genre == "magic")
    return std::make_unique<CpJob>(
        desc,
        [n] {
          cp::WorkerModel m;
          m.space = std::make_unique<cp::Space>();
          const cp::VarIds x = magic::build(*m.space, n, cp::Consistency::Domain);
          m.brancher = std::make_unique<cp::PhaseBrancher>(*m.space, std::vector<cp::Phase>{{x, cp::VarSel::MinDom, cp::ValSel::Min}}, 1);
          return m;
        },
        subproblems);
  if (genre == "langford") return std::make_unique<DlxJob>(desc, langford::build(n, !reversals).problem, subproblems);
  if (genre == "pentomino") return std::make_unique<DlxJob>(desc, pentomino::build(rows, cols, noSymmetry).problem, subproblems);
  throw std::invalid_argument("unknown genre " + genre + " (queens, magic, langford, pentomino)");
}

static void writeDone(std::FILE* f, const Checkpoint::Done& d) {
  std::fprintf(f, "done %llu %llu %llu %llu\n", static_cast<unsigned long long>(d.index),
               static_cast<unsigned long long>(d.count), static_cast<unsigned long long>(d.nodes),
               static_cast<unsigned long long>(d.micros));
}

uint64_t fingerprint(const std::vector<std::vector<int64_t>>& subs) {
  uint64_t h = 1469598103934665603ULL;
  auto mix = [&](uint64_t v) {
    for (int b = 0; b < 8; ++b) {
      h ^= (v >> (8 * b)) & 0xff;
      h *= 1099511628211ULL;
    }
  };
  mix(subs.size());
  for (const auto& s : subs) {
    mix(s.size());
    for (int64_t v : s) mix(static_cast<uint64_t>(v));
  }
  return h;
}

bool readCheckpoint(const std::string& path, Checkpoint& out, std::string& error) {
  std::ifstream in(path);
  if (!in) {
    error = path + ":1:1: cannot read the checkpoint: " + std::strerror(errno);
    return false;
  }
  out = Checkpoint{};
  std::vector<std::string> lines;
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  // a line without its newline is one the writer did not finish: ignored
  in.clear();
  in.seekg(0, std::ios::end);
  const auto size = static_cast<long long>(in.tellg());
  if (size > 0) {
    in.seekg(size - 1);
    char last = 0;
    in.get(last);
    if (last != '\n' && !lines.empty()) lines.pop_back();
  }
  auto fail = [&](size_t line, const std::string& msg) {
    error = path + ":" + std::to_string(line + 1) + ":1: " + msg;
    return false;
  };
  if (lines.size() < 3 || lines[0] != "deduce-checkpoint 1") return fail(0, "not a deduce checkpoint (no header)");
  if (lines[1].rfind("problem ", 0) != 0) return fail(1, "expected 'problem ...'");
  out.problem = lines[1].substr(8);
  {
    std::istringstream ss(lines[2]);
    std::string word;
    if (!(ss >> word >> out.subproblems >> out.fingerprint) || word != "split") return fail(2, "expected 'split N HASH'");
  }
  std::set<uint64_t> seen;
  for (size_t i = 3; i < lines.size(); ++i) {
    if (lines[i].empty()) continue;
    std::istringstream ss(lines[i]);
    std::string word;
    Checkpoint::Done d{};
    if (!(ss >> word >> d.index >> d.count >> d.nodes >> d.micros) || word != "done")
      return fail(i, "expected 'done INDEX COUNT NODES MICROSECONDS'");
    if (d.index >= out.subproblems) return fail(i, "subproblem " + std::to_string(d.index) + " out of range");
    if (seen.insert(d.index).second) out.done.push_back(d);
  }
  return true;
}

CheckpointWriter::CheckpointWriter(const std::string& path, const std::string& problem, uint64_t subproblems,
                                   uint64_t fingerprint, const std::vector<Checkpoint::Done>& carried) {
  const std::string tmp = path + ".tmp";
  std::FILE* t = std::fopen(tmp.c_str(), "w");
  if (!t) throw std::runtime_error(tmp + ":1:1: cannot write the checkpoint: " + std::strerror(errno));
  std::fprintf(t, "deduce-checkpoint 1\nproblem %s\nsplit %llu %llu\n", problem.c_str(),
               static_cast<unsigned long long>(subproblems), static_cast<unsigned long long>(fingerprint));
  for (const auto& d : carried) writeDone(t, d);
  const bool ok = std::fflush(t) == 0 && fsync(fileno(t)) == 0;
  std::fclose(t);
  if (!ok || std::rename(tmp.c_str(), path.c_str()) != 0)
    throw std::runtime_error(path + ":1:1: cannot write the checkpoint: " + std::strerror(errno));
  f_ = std::fopen(path.c_str(), "a");
  if (!f_) throw std::runtime_error(path + ":1:1: cannot write the checkpoint: " + std::strerror(errno));
}

CheckpointWriter::~CheckpointWriter() {
  if (f_) {
    std::fflush(f_);
    fsync(fileno(f_));
    std::fclose(f_);
  }
}

void CheckpointWriter::record(const Checkpoint::Done& d) {
  writeDone(f_, d);
  std::fflush(f_);  // a killed process loses nothing: the line is with the kernel
  // On disk at most a second later (a lost machine loses at most the last second's results,
  // which a resume redoes): an fsync per result cost 5 ms each here, 22 s for 4444 subproblems.
  const auto now = std::chrono::steady_clock::now();
  if (now - lastSync_ >= std::chrono::seconds(1)) {
    fsync(fileno(f_));
    lastSync_ = now;
  }
}

}  // namespace deduce::dist
