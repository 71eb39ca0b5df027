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

#include "sat/count.h"

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

Solver::Solver(const Cnf& cnf, const std::string& configuration)
    : Solver(cnf.flat(), cnf.numVars(), configuration) {}

Solver::Solver(const std::vector<Lit>& clauses, int numVars, const std::string& configuration)
    : impl_(std::make_unique<Impl>()) {
  CaDiCaL::Solver& s = impl_->s;
  if (!CaDiCaL::Solver::is_valid_configuration(configuration.c_str()))
    throw std::invalid_argument("unknown CaDiCaL configuration '" + configuration + "'");
  s.configure(configuration.c_str());
  s.set("quiet", 1);  // CaDiCaL reports some events on stdout otherwise
  s.connect_terminator(&impl_->stopper);
  s.connect_learner(&impl_->learner);
  if (numVars > 0) s.reserve(numVars);
  for (Lit l : clauses) {
    s.add(l);
    impl_->st.clausesSolved += l == 0;
  }
  impl_->st.vars = numVars;
  impl_->st.clauses = impl_->st.clausesSolved;
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

void Solver::assume(Lit l) { impl_->s.assume(l); }

Lit Solver::newVar() { return ++impl_->st.vars; }

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

namespace {

// Unit propagation at the root over a clause list (independent of CaDiCaL). val[v]: 1 true,
// -1 false, 0 open. Occurrence lists per literal; a clause is rescanned when one of its
// literals becomes false: with none true and one open, that one is forced. Returns false on a
// conflict (an empty clause, or every literal false).
bool propagateRoot(const std::vector<Lit>& f, int numVars, std::vector<int8_t>& val) {
  std::vector<size_t> start;
  std::vector<std::vector<uint32_t>> occ(2 * static_cast<size_t>(numVars) + 2);
  auto idx = [](Lit l) { return l > 0 ? 2 * static_cast<size_t>(l) : 2 * static_cast<size_t>(-l) + 1; };
  for (size_t i = 0, c = 0; i < f.size(); ++c) {
    start.push_back(i);
    for (; f[i] != 0; ++i) occ[idx(f[i])].push_back(static_cast<uint32_t>(c));
    ++i;
  }
  val.assign(static_cast<size_t>(numVars) + 1, 0);
  auto litVal = [&](Lit l) { return l > 0 ? val[static_cast<size_t>(l)] : static_cast<int8_t>(-val[static_cast<size_t>(-l)]); };
  std::vector<Lit> queue;
  auto assign = [&](Lit l) {
    const int8_t v = litVal(l);
    if (v != 0) return v > 0;
    val[static_cast<size_t>(l > 0 ? l : -l)] = l > 0 ? 1 : -1;
    queue.push_back(l);
    return true;
  };
  for (size_t b : start) {
    if (f[b] == 0) return false;
    if (f[b + 1] == 0 && !assign(f[b])) return false;
  }
  for (size_t q = 0; q < queue.size(); ++q)
    for (uint32_t c : occ[idx(-queue[q])]) {
      Lit open = 0;
      int opens = 0;
      bool sat = false;
      for (size_t i = start[c]; f[i] != 0 && !sat && opens < 2; ++i) {
        const int8_t v = litVal(f[i]);
        sat = v > 0;
        if (v == 0) {
          open = f[i];
          ++opens;
        }
      }
      if (sat || opens > 1) continue;
      if (opens == 0 || !assign(open)) return false;
    }
  return true;
}

// The clauses left after root propagation: satisfied ones dropped, false literals removed.
std::vector<Lit> reduce(const std::vector<Lit>& f, const std::vector<int8_t>& val) {
  std::vector<Lit> out;
  out.reserve(f.size());
  size_t b = 0;
  for (size_t i = 0; i < f.size(); ++i) {
    if (f[i] != 0) continue;
    bool sat = false;
    const size_t mark = out.size();
    for (size_t j = b; j < i && !sat; ++j) {
      const Lit l = f[j];
      const int8_t v = l > 0 ? val[static_cast<size_t>(l)] : static_cast<int8_t>(-val[static_cast<size_t>(-l)]);
      sat = v > 0;
      if (v == 0) out.push_back(l);
    }
    if (sat)
      out.resize(mark);
    else
      out.push_back(0);
    b = i + 1;
  }
  return out;
}

}  // namespace

namespace {

// The solve / report / block loop shared by enumerate and enumerateUnder: `fixedValue` gives the
// root-fixed value of a literal (0 open); with an activation literal `act`, every clause added
// is guarded by -act and every solve assumes act and `assumptions`.
template <class Fixed>
void searchLoop(Solver& s, const std::vector<Lit>& projection, const Options& opt, const Fixed& fixedValue,
                const std::vector<Lit>& assumptions, Lit act, Clock::time_point t0, const SolutionFn& onSolution,
                const RefineFn& refine, Result& res) {
  const uint64_t learned0 = s.learned();
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
      if (s.learned() - learned0 >= opt.conflictLimit) {
        res.search = cp::SearchStatus::Limit;
        break;
      }
      conflicts = opt.conflictLimit - (s.learned() - learned0);
    }
    for (Lit a : assumptions) s.assume(a);
    if (act) s.assume(act);
    const Status st = s.solve(left, conflicts, opt.decisionLimit);
    if (st == Status::Limit) {
      res.search = s.interrupted() ? cp::SearchStatus::Interrupted : cp::SearchStatus::Limit;
      break;
    }
    if (st == Status::Unsat) {
      res.search = cp::SearchStatus::Complete;
      break;
    }
    for (size_t i = 0; i < projection.size(); ++i) {
      const int8_t f = fixedValue(projection[i]);
      values[i] = f ? f > 0 : s.value(projection[i]);
    }
    if (refine) {
      std::vector<std::vector<Lit>> lazy = refine(values);
      bool added = false;  // a clause true at the root cannot cut this model: then accept it
      for (const std::vector<Lit>& c : lazy) {
        // in root-simplified terms: drop a satisfied clause, leave out false literals
        block.clear();
        bool sat = false;
        for (Lit l : c) {
          sat |= fixedValue(l) > 0;
          if (fixedValue(l) == 0) block.push_back(l);
        }
        if (act) block.push_back(-act);
        if (!sat) s.addClause(block);
        added |= !sat;
      }
      if (added) continue;
    }
    block.clear();
    for (size_t i = 0; i < projection.size(); ++i) {
      if (fixedValue(projection[i])) continue;  // the same in every solution: not blocked
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
    if (act) block.push_back(-act);
    s.addClause(block);  // empty when the projection is fixed at the root: then unsatisfiable
  }
  res.status = res.solutions ? Status::Sat : res.search == cp::SearchStatus::Complete ? Status::Unsat : Status::Limit;
}

}  // namespace

Result enumerate(const Cnf& cnf, const std::vector<Lit>& projection, const Options& opt,
                 const SolutionFn& onSolution, const RefineFn& refine) {
  const Clock::time_point t0 = Clock::now();
  if (!refine) {
    if (opt.counting == CountMethod::Dpll) return countDpll(cnf, projection, opt, onSolution);
    if (opt.counting == CountMethod::Cubes) return countCubes(cnf, projection, opt, onSolution, opt.cubeDepth);
    if (opt.counting == CountMethod::Auto && opt.maxSolutions == 0) {
      // Blocking clauses first: a puzzle with few solutions (most counts of a puzzle) is
      // counted and proven complete fastest by CDCL, and models with long cardinality chains
      // (Battleship) need its learning. Past kAutoBlocking solutions the DPLL counter counts
      // the rest: the formula plus the clauses blocking the solutions found so far.
      constexpr uint64_t kAutoBlocking = 100;
      Options first = opt;
      first.counting = CountMethod::Blocking;
      first.maxSolutions = kAutoBlocking;
      std::vector<std::vector<bool>> found;
      bool callerStopped = false;
      Result r = enumerate(cnf, projection, first, [&](const std::vector<bool>& v) {
        found.push_back(v);
        callerStopped = onSolution && !onSolution(v);
        return !callerStopped;
      });
      if (r.search != cp::SearchStatus::SolutionCap || callerStopped) return r;
      Cnf rest = cnf;
      std::vector<Lit> block;
      for (const std::vector<bool>& v : found) {
        block.clear();
        for (size_t i = 0; i < projection.size(); ++i)
          if (v[i])
            block.push_back(-projection[i]);
          else if (!opt.blockTrueOnly)
            block.push_back(projection[i]);
        rest.addClause(block);
      }
      Options second = opt;
      second.counting = CountMethod::Dpll;
      if (opt.timeSeconds > 0) {
        second.timeSeconds = opt.timeSeconds - std::chrono::duration<double>(Clock::now() - t0).count();
        if (second.timeSeconds <= 0) {
          r.search = cp::SearchStatus::Limit;
          return r;
        }
      }
      Result d = countDpll(rest, projection, second, onSolution);
      d.solutions += r.solutions;
      d.status = d.solutions ? Status::Sat : d.status;
      d.stats.solutions = d.solutions;
      d.stats.conflicts += r.stats.conflicts;
      d.stats.solveCalls += r.stats.solveCalls;
      d.stats.timeMs += r.stats.timeMs;
      d.stats.vars = r.stats.vars;
      d.stats.clauses = r.stats.clauses;
      return d;
    }
  }
  Result res;
  // Root propagation first (Options::simplify): CaDiCaL then gets only the open part, and the
  // projection's fixed variables are read from `fixed`.
  std::vector<int8_t> fixed(static_cast<size_t>(cnf.numVars()) + 1, 0);
  std::vector<Lit> reduced;
  if (opt.simplify) {
    if (!propagateRoot(cnf.flat(), cnf.numVars(), fixed)) {
      res.status = Status::Unsat;
      res.search = cp::SearchStatus::Complete;
      res.stats.vars = cnf.numVars();
      res.stats.clauses = cnf.numClauses();
      if (opt.detailedStats) res.stats.decisions = res.stats.propagations = 0;
      return res;
    }
    reduced = reduce(cnf.flat(), fixed);
  }
  Solver s(opt.simplify ? reduced : cnf.flat(), cnf.numVars(), opt.configuration);
  auto fixedValue = [&](Lit l) { return l > 0 ? fixed[static_cast<size_t>(l)] : static_cast<int8_t>(-fixed[static_cast<size_t>(-l)]); };
  for (Lit l : projection)
    if (fixedValue(l) == 0) s.freeze(l);
  searchLoop(s, projection, opt, fixedValue, {}, 0, t0, onSolution, refine, res);
  res.stats = s.stats(opt.detailedStats);
  res.stats.vars = cnf.numVars();
  res.stats.clauses = cnf.numClauses();
  res.stats.solutions = res.solutions;
  return res;
}

Result enumerateUnder(Solver& s, const std::vector<Lit>& assumptions, const std::vector<Lit>& projection,
                      const Options& opt, const SolutionFn& onSolution, const RefineFn& refine) {
  const Clock::time_point t0 = Clock::now();
  const Stats before = s.stats(opt.detailedStats);
  const Lit act = s.newVar();
  Result res;
  searchLoop(s, projection, opt, [](Lit) { return int8_t{0}; }, assumptions, act, t0, onSolution, refine, res);
  s.addClause({-act});  // retire this enumeration's clauses
  const Stats after = s.stats(opt.detailedStats);
  res.stats = after;
  res.stats.conflicts = after.conflicts - before.conflicts;
  if (opt.detailedStats) {
    res.stats.decisions = after.decisions - before.decisions;
    res.stats.propagations = after.propagations - before.propagations;
  }
  res.stats.solveCalls = after.solveCalls - before.solveCalls;
  res.stats.timeMs = after.timeMs - before.timeMs;
  res.stats.solutions = res.solutions;
  return res;
}

bool solvedByUnitPropagation(const Cnf& cnf, const std::vector<Lit>& projection) {
  std::vector<int8_t> val;
  if (!propagateRoot(cnf.flat(), cnf.numVars(), val)) return false;
  for (Lit l : projection)
    if (val[static_cast<size_t>(l > 0 ? l : -l)] == 0) return false;
  return true;
}

}  // namespace deduce::sat
