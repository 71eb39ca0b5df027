#include "sat/solver.h"

#include <cadical.hpp>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <stdexcept>

namespace deduce::sat {

const char* toString(Status s) {
  switch (s) {
    case Status::Sat: return "sat";
    case Status::Unsat: return "unsat";
    case Status::Limit: return "limit";
  }
  return "?";
}

namespace {

using Clock = std::chrono::steady_clock;

// Polled by CaDiCaL during search: stop at the deadline or on Ctrl-C.
struct Stopper : CaDiCaL::Terminator {
  Clock::time_point deadline;
  bool hasDeadline = false;
  bool byUser = false;
  bool terminate() override {
    if (cp::g_stopRequested.load(std::memory_order_relaxed)) return byUser = true;
    return hasDeadline && Clock::now() >= deadline;
  }
};

// Counts learned clauses without taking them (learning() answers "no").
struct LearnCounter : CaDiCaL::Learner {
  uint64_t learned = 0;
  bool learning(int) override {
    ++learned;
    return false;
  }
  void learn(int) override {}
};

std::mutex g_stdoutMutex;

// CaDiCaL's statistics report, printed to stdout, read back from a temporary file. Returns the
// value after "c <key>:" or -1.
void readReport(CaDiCaL::Solver& s, Stats& st) {
  std::lock_guard<std::mutex> lock(g_stdoutMutex);
  std::FILE* tmp = std::tmpfile();
  if (!tmp) return;
  std::fflush(stdout);
  const int out = fileno(stdout);
  const int saved = dup(out);
  if (saved < 0 || dup2(fileno(tmp), out) < 0) {
    if (saved >= 0) close(saved);
    std::fclose(tmp);
    return;
  }
  s.set("quiet", 0);
  s.statistics();
  s.set("quiet", 1);
  std::fflush(stdout);
  dup2(saved, out);
  close(saved);
  std::rewind(tmp);
  char line[512];
  while (std::fgets(line, sizeof line, tmp)) {
    const char* p = line;
    if (*p == 'c') ++p;
    while (*p == ' ') ++p;
    auto field = [&](const char* key, auto& dst) {
      const size_t k = std::strlen(key);
      if (std::strncmp(p, key, k) == 0) dst = static_cast<std::remove_reference_t<decltype(dst)>>(std::strtoll(p + k, nullptr, 10));
    };
    field("conflicts:", st.conflicts);
    field("decisions:", st.decisions);
    field("propagations:", st.propagations);
  }
  std::fclose(tmp);
  if (st.decisions < 0) st.decisions = 0;  // CaDiCaL omits a zero counter's line
  if (st.propagations < 0) st.propagations = 0;
}

}  // namespace

struct Solver::Impl {
  CaDiCaL::Solver s;
  Stopper stopper;
  LearnCounter learner;
  Stats st;
};

Solver::Solver(const Cnf& cnf, const std::string& configuration) : impl_(std::make_unique<Impl>()) {
  CaDiCaL::Solver& s = impl_->s;
  if (!CaDiCaL::Solver::is_valid_configuration(configuration.c_str()))
    throw std::invalid_argument("unknown CaDiCaL configuration '" + configuration + "'");
  s.configure(configuration.c_str());
  s.set("quiet", 1);  // CaDiCaL reports some events on stdout otherwise
  s.connect_terminator(&impl_->stopper);
  s.connect_learner(&impl_->learner);
  if (cnf.numVars() > 0) s.reserve(cnf.numVars());
  for (Lit l : cnf.flat()) s.add(l);
  impl_->st.vars = cnf.numVars();
  impl_->st.clauses = cnf.numClauses();
}

Solver::~Solver() {
  impl_->s.disconnect_terminator();
  impl_->s.disconnect_learner();
}

void Solver::addClause(const std::vector<Lit>& lits) {
  for (Lit l : lits) impl_->s.add(l);
  impl_->s.add(0);
}

void Solver::freeze(Lit l) { impl_->s.freeze(l); }

uint64_t Solver::learned() const { return impl_->learner.learned; }

Status Solver::solve(double timeSeconds, uint64_t conflicts, uint64_t decisions) {
  Stopper& stop = impl_->stopper;
  stop.byUser = false;
  stop.hasDeadline = timeSeconds > 0;
  const Clock::time_point t0 = Clock::now();
  if (stop.hasDeadline)
    stop.deadline = t0 + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(timeSeconds));
  int r = 0;
  if (cp::g_stopRequested.load(std::memory_order_relaxed))
    stop.byUser = true;
  else {
    if (conflicts) impl_->s.limit("conflicts", static_cast<int>(std::min<uint64_t>(conflicts, INT32_MAX)));
    if (decisions) impl_->s.limit("decisions", static_cast<int>(std::min<uint64_t>(decisions, INT32_MAX)));
    r = impl_->s.solve();
  }
  impl_->st.timeMs += std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
  ++impl_->st.solveCalls;
  return r == 10 ? Status::Sat : r == 20 ? Status::Unsat : Status::Limit;
}

bool Solver::value(Lit l) const { return impl_->s.val(l) > 0; }

bool Solver::interrupted() const { return impl_->stopper.byUser; }

Stats Solver::stats(bool detailed) const {
  Stats st = impl_->st;
  st.conflicts = impl_->learner.learned;
  if (detailed) readReport(impl_->s, st);
  return st;
}

Result enumerate(const Cnf& cnf, const std::vector<Lit>& projection, const Options& opt,
                 const SolutionFn& onSolution, const RefineFn& refine) {
  const Clock::time_point t0 = Clock::now();
  Solver s(cnf, opt.configuration);
  for (Lit l : projection) s.freeze(l);
  Result res;
  std::vector<bool> values(projection.size());
  std::vector<Lit> block;
  for (;;) {
    double left = 0;
    if (opt.timeSeconds > 0) {
      left = opt.timeSeconds - std::chrono::duration<double>(Clock::now() - t0).count();
      if (left <= 0) {
        res.search = cp::SearchStatus::Limit;
        break;
      }
    }
    uint64_t conflicts = 0;
    if (opt.conflictLimit) {
      if (s.learned() >= opt.conflictLimit) {
        res.search = cp::SearchStatus::Limit;
        break;
      }
      conflicts = opt.conflictLimit - s.learned();
    }
    const Status st = s.solve(left, conflicts, opt.decisionLimit);
    if (st == Status::Limit) {
      res.search = s.interrupted() ? cp::SearchStatus::Interrupted : cp::SearchStatus::Limit;
      break;
    }
    if (st == Status::Unsat) {
      res.search = cp::SearchStatus::Complete;
      break;
    }
    if (refine && refine(s)) continue;
    block.clear();
    for (size_t i = 0; i < projection.size(); ++i) {
      values[i] = s.value(projection[i]);
      if (values[i])
        block.push_back(-projection[i]);
      else if (!opt.blockTrueOnly)
        block.push_back(projection[i]);
    }
    ++res.solutions;
    const bool more = onSolution ? onSolution(values) : true;
    if (!more || (opt.maxSolutions && res.solutions >= opt.maxSolutions)) {
      res.search = cp::SearchStatus::SolutionCap;
      break;
    }
    s.addClause(block);
  }
  res.status = res.solutions ? Status::Sat : res.search == cp::SearchStatus::Complete ? Status::Unsat : Status::Limit;
  res.stats = s.stats(opt.detailedStats);
  res.stats.solutions = res.solutions;
  return res;
}

bool solvedByUnitPropagation(const Cnf& cnf, const std::vector<Lit>& projection) {
  // Clause starts in the flat list; occurrence lists per literal; per clause the number of
  // false literals. A clause with one literal left and none true forces it.
  const std::vector<Lit>& f = cnf.flat();
  const int nv = cnf.numVars();
  std::vector<size_t> start;
  std::vector<std::vector<uint32_t>> occ(2 * static_cast<size_t>(nv) + 2);
  auto idx = [](Lit l) { return l > 0 ? 2 * static_cast<size_t>(l) : 2 * static_cast<size_t>(-l) + 1; };
  for (size_t i = 0, c = 0; i < f.size(); ++c) {
    start.push_back(i);
    for (; f[i] != 0; ++i) occ[idx(f[i])].push_back(static_cast<uint32_t>(c));
    ++i;
  }
  std::vector<int8_t> val(static_cast<size_t>(nv) + 1, 0);  // 1 true, -1 false
  auto litVal = [&](Lit l) { return l > 0 ? val[static_cast<size_t>(l)] : static_cast<int8_t>(-val[static_cast<size_t>(-l)]); };
  std::vector<Lit> queue;
  auto assign = [&](Lit l) {
    const int8_t v = litVal(l);
    if (v > 0) return true;
    if (v < 0) return false;
    val[static_cast<size_t>(l > 0 ? l : -l)] = l > 0 ? 1 : -1;
    queue.push_back(l);
    return true;
  };
  // unit clauses and the empty clause
  for (size_t c = 0; c < start.size(); ++c) {
    const size_t b = start[c];
    if (f[b] == 0) return false;
    if (f[b + 1] == 0 && !assign(f[b])) return false;
  }
  for (size_t q = 0; q < queue.size(); ++q) {
    const Lit falsified = -queue[q];
    for (uint32_t c : occ[idx(falsified)]) {
      Lit unassigned = 0;
      int open = 0;
      bool sat = false;
      for (size_t i = start[c]; f[i] != 0; ++i) {
        const int8_t v = litVal(f[i]);
        if (v > 0) {
          sat = true;
          break;
        }
        if (v == 0) {
          unassigned = f[i];
          if (++open > 1) break;
        }
      }
      if (sat || open > 1) continue;
      if (open == 0) return false;
      if (!assign(unassigned)) return false;
    }
  }
  for (Lit l : projection)
    if (litVal(l) == 0) return false;
  return true;
}

}  // namespace deduce::sat
