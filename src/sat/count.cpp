// The DPLL model counter and the cube splitter of count.h.
//
// Data layout (the counter's inner loop is propagation): clause literals in one flat array,
// clause c at lits_[start_[c]] .. + len_[c]; positions 0 and 1 of a clause are its watched
// literals (MiniSat's scheme: a clause is visited only when a watched literal becomes false,
// and backtracking touches no watch list). Values in an int8_t array indexed by variable.
// The branching clauses ("positive projection clauses") keep their counts of true and false
// literals up to date as projection variables are assigned and unassigned (occurrence lists
// per projection variable), so choosing the clause with the fewest open literals is one pass
// over a few dozen counters, as dancing links' column sizes, instead of a scan of the formula.
#include "sat/count.h"

#include <chrono>
#include <cstdint>
#include <limits>
#include <utility>

#include "cp/search.h"

namespace deduce::sat {

namespace {

using Clock = std::chrono::steady_clock;

class Counter {
 public:
  Counter(const Cnf& cnf, const std::vector<Lit>& projection) : n_(cnf.numVars()), projection_(projection) {
    val_.assign(static_cast<size_t>(n_) + 1, 0);
    watches_.resize(2 * static_cast<size_t>(n_) + 2);
    isProj_.assign(static_cast<size_t>(n_) + 1, 0);
    for (Lit l : projection) isProj_[static_cast<size_t>(var(l))] = 1;
    projClauses_.resize(static_cast<size_t>(n_) + 1);
    const std::vector<Lit>& f = cnf.flat();
    std::vector<Lit> units, cl;
    for (size_t i = 0; i < f.size();) {
      // each clause without repeated literals; a tautology is left out
      cl.clear();
      bool tautology = false;
      for (; f[i] != 0; ++i) {
        bool seen = false;
        for (Lit l : cl) {
          seen |= l == f[i];
          tautology |= l == -f[i];
        }
        if (!seen) cl.push_back(f[i]);
      }
      ++i;
      if (tautology) continue;
      const size_t len = cl.size();
      if (len == 0) {
        ok_ = false;
        continue;
      }
      if (len == 1) {
        units.push_back(cl[0]);
        continue;
      }
      const auto c = static_cast<uint32_t>(start_.size());
      start_.push_back(static_cast<uint32_t>(lits_.size()));
      len_.push_back(static_cast<uint32_t>(len));
      bool positiveProjection = true;
      for (Lit l : cl) {
        lits_.push_back(l);
        positiveProjection &= l > 0 && isProj_[static_cast<size_t>(l)];
      }
      watches_[idx(cl[0])].push_back(c);
      watches_[idx(cl[1])].push_back(c);
      if (positiveProjection) {
        const auto pc = static_cast<uint32_t>(branch_.size());
        branch_.push_back({c, 0, 0});
        for (Lit l : cl) projClauses_[static_cast<size_t>(l)].push_back(pc);
      }
    }
    for (Lit u : units)
      if (ok_ && !assign(u)) ok_ = false;
    if (ok_) ok_ = propagate();
  }

  bool ok() const { return ok_; }  // false: the formula is unsatisfiable by propagation at the root

  // The search (see count.h). `atCube`: called instead of descending further once `cubeDepth`
  // decisions are on the stack (cubeDepth 0: never); it counts the cube's solutions itself and
  // returns false to stop.
  template <class Leaf, class Cube>
  cp::SearchStatus run(const Options& opt, Clock::time_point t0, Leaf&& onLeaf, int cubeDepth, Cube&& atCube) {
    std::vector<Lit> stack;  // the decision of each level above the root
    for (;;) {
      if (((++polls_ & 255) == 0 || cp::g_stopRequested.load(std::memory_order_relaxed)) && stopped(opt, t0))
        return stopStatus_;
      if (opt.decisionLimit && decisions_ >= opt.decisionLimit) return cp::SearchStatus::Limit;
      if (opt.conflictLimit && conflicts_ >= opt.conflictLimit) return cp::SearchStatus::Limit;
      bool conflict = false;
      if (cubeDepth > 0 && static_cast<int>(stack.size()) >= cubeDepth) {
        if (!atCube()) return cp::SearchStatus::SolutionCap;
      } else if (const Lit l = pick(); l != 0) {
        ++decisions_;
        stack.push_back(l);
        newLevel();
        assign(l);
        if (propagate()) continue;
        conflict = true;
      } else if (pickFailed_) {
        conflict = true;
      } else {
        // every projection variable is assigned: one solution if the rest extends
        const size_t level = trailLim_.size();
        if (extend()) {
          if (!onLeaf()) return cp::SearchStatus::SolutionCap;
        } else {
          conflict = true;
        }
        while (trailLim_.size() > level) undoLevel();
      }
      // backtrack: flip the deepest decision at its parent level, popping exhausted ones
      for (;;) {
        conflicts_ += conflict;
        if (stack.empty()) return cp::SearchStatus::Complete;
        const Lit l = stack.back();
        stack.pop_back();
        undoLevel();
        assign(-l);
        if (propagate()) break;
        conflict = true;
      }
    }
  }

  bool value(Lit l) const { return litVal(l) > 0; }
  std::vector<Lit> assignedProjection() const {
    std::vector<Lit> cube;
    for (Lit l : projection_)
      if (const int8_t v = litVal(l); v != 0) cube.push_back(v > 0 ? l : -l);
    return cube;
  }
  bool isOpen(Lit l) const { return litVal(l) == 0; }

  uint64_t decisions_ = 0, conflicts_ = 0, propagations_ = 0;
  cp::SearchStatus stopStatus_ = cp::SearchStatus::Limit;

 private:
  struct Branch {
    uint32_t clause, nTrue, nFalse;
  };

  static int var(Lit l) { return l > 0 ? l : -l; }
  static size_t idx(Lit l) { return l > 0 ? 2 * static_cast<size_t>(l) : 2 * static_cast<size_t>(-l) + 1; }
  int8_t litVal(Lit l) const {
    const int8_t v = val_[static_cast<size_t>(var(l))];
    return l > 0 ? v : static_cast<int8_t>(-v);
  }

  bool stopped(const Options& opt, Clock::time_point t0) {
    if (cp::g_stopRequested.load(std::memory_order_relaxed)) {
      stopStatus_ = cp::SearchStatus::Interrupted;
      return true;
    }
    stopStatus_ = cp::SearchStatus::Limit;
    return opt.timeSeconds > 0 && std::chrono::duration<double>(Clock::now() - t0).count() >= opt.timeSeconds;
  }

  // Assigns l (false on a clash with its current value); keeps the branching counters.
  bool assign(Lit l) {
    const int8_t v = litVal(l);
    if (v != 0) return v > 0;
    const size_t x = static_cast<size_t>(var(l));
    val_[x] = l > 0 ? 1 : -1;
    trail_.push_back(l);
    if (isProj_[x])
      for (uint32_t pc : projClauses_[x]) ++(l > 0 ? branch_[pc].nTrue : branch_[pc].nFalse);
    return true;
  }

  void newLevel() { trailLim_.push_back(trail_.size()); }

  void undoLevel() {
    const size_t to = trailLim_.back();
    trailLim_.pop_back();
    while (trail_.size() > to) {
      const Lit l = trail_.back();
      trail_.pop_back();
      const size_t x = static_cast<size_t>(var(l));
      val_[x] = 0;
      if (isProj_[x])
        for (uint32_t pc : projClauses_[x]) --(l > 0 ? branch_[pc].nTrue : branch_[pc].nFalse);
    }
    qhead_ = trail_.size();
  }

  // Unit propagation over the watched literals; false on a conflict.
  bool propagate() {
    while (qhead_ < trail_.size()) {
      const Lit p = trail_[qhead_++];
      std::vector<uint32_t>& ws = watches_[idx(-p)];
      size_t keep = 0;
      for (size_t i = 0; i < ws.size(); ++i) {
        const uint32_t c = ws[i];
        Lit* cl = &lits_[start_[c]];
        if (cl[0] == -p) std::swap(cl[0], cl[1]);  // the false watch at position 1
        if (litVal(cl[0]) > 0) {
          ws[keep++] = c;
          continue;
        }
        bool moved = false;
        for (uint32_t k = 2; k < len_[c]; ++k)
          if (litVal(cl[k]) >= 0) {
            std::swap(cl[1], cl[k]);
            watches_[idx(cl[1])].push_back(c);
            moved = true;
            break;
          }
        if (moved) continue;
        ws[keep++] = c;
        if (litVal(cl[0]) < 0) {  // every literal false
          for (++i; i < ws.size(); ++i) ws[keep++] = ws[i];
          ws.resize(keep);
          qhead_ = trail_.size();
          return false;
        }
        ++propagations_;
        assign(cl[0]);
      }
      ws.resize(keep);
    }
    return true;
  }

  // The literal to branch on: the first open literal of the unsatisfied branching clause with
  // the fewest open literals, else an open projection variable (true first), else 0 (then
  // pickFailed_ says whether a branching clause had every literal false).
  Lit pick() {
    pickFailed_ = false;
    uint32_t best = std::numeric_limits<uint32_t>::max(), bestClause = 0;
    for (const Branch& b : branch_) {
      if (b.nTrue) continue;
      const uint32_t open = len_[b.clause] - b.nFalse;
      if (open < best) {
        best = open;
        bestClause = b.clause;
        if (open <= 1) break;
      }
    }
    if (best == 0) {
      pickFailed_ = true;
      return 0;
    }
    if (best != std::numeric_limits<uint32_t>::max()) {
      const Lit* cl = &lits_[start_[bestClause]];
      for (uint32_t k = 0; k < len_[bestClause]; ++k)
        if (litVal(cl[k]) == 0) return cl[k];
    }
    for (; nextProj_ < projection_.size(); ++nextProj_)
      if (litVal(projection_[nextProj_]) == 0) return var(projection_[nextProj_]);
    nextProj_ = 0;  // every one assigned: rescan from the start after backtracking
    for (Lit l : projection_)
      if (litVal(l) == 0) return var(l);
    return 0;
  }

  // One extension of the current assignment to every variable (depth-first, false first), or
  // false. Leaves the levels it opened for the caller to undo.
  bool extend() {
    struct Choice {
      int var;
      bool second;  // true already tried
    };
    std::vector<Choice> st;
    int next = 1;
    for (;;) {
      while (next <= n_ && val_[static_cast<size_t>(next)] != 0) ++next;
      if (next > n_) return true;
      st.push_back({next, false});
      newLevel();
      assign(-next);
      while (!propagate()) {
        while (!st.empty() && st.back().second) {
          undoLevel();
          st.pop_back();
        }
        if (st.empty()) return false;
        undoLevel();
        st.back().second = true;
        next = st.back().var;
        newLevel();
        assign(next);
      }
    }
  }

  int n_;
  std::vector<Lit> projection_;
  std::vector<Lit> lits_;
  std::vector<uint32_t> start_, len_;
  std::vector<std::vector<uint32_t>> watches_;  // per literal (idx): clauses watching it
  std::vector<int8_t> val_, isProj_;
  std::vector<std::vector<uint32_t>> projClauses_;  // per projection variable: its branching clauses
  std::vector<Branch> branch_;
  std::vector<Lit> trail_;
  std::vector<size_t> trailLim_;
  size_t qhead_ = 0, nextProj_ = 0;
  uint64_t polls_ = 0;
  bool ok_ = true, pickFailed_ = false;
};

void finish(Result& res, const Cnf& cnf, const Counter& c, Clock::time_point t0) {
  res.status = res.solutions ? Status::Sat : res.search == cp::SearchStatus::Complete ? Status::Unsat : Status::Limit;
  res.stats.decisions = static_cast<int64_t>(c.decisions_);
  res.stats.conflicts += c.conflicts_;
  res.stats.propagations = static_cast<int64_t>(c.propagations_);
  res.stats.solutions = res.solutions;
  res.stats.timeMs = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
  res.stats.vars = cnf.numVars();
  res.stats.clauses = res.stats.clausesSolved = cnf.numClauses();
}

// A leaf of the search with the projection assigned and extended: one solution. False: stop.
bool countLeaf(Result& res, const Counter& c, const std::vector<Lit>& projection, const Options& opt,
               const SolutionFn& onSolution, std::vector<bool>& values) {
  ++res.solutions;
  if (onSolution) {
    for (size_t i = 0; i < projection.size(); ++i) values[i] = c.value(projection[i]);
    if (!onSolution(values)) return false;
  }
  return !(opt.maxSolutions && res.solutions >= opt.maxSolutions);
}

}  // namespace

Result countDpll(const Cnf& cnf, const std::vector<Lit>& projection, const Options& opt, const SolutionFn& onSolution) {
  const Clock::time_point t0 = Clock::now();
  Result res;
  Counter c(cnf, projection);
  res.stats.solveCalls = 1;
  if (!c.ok()) {
    res.search = cp::SearchStatus::Complete;
  } else {
    std::vector<bool> values(projection.size());
    res.search = c.run(
        opt, t0, [&] { return countLeaf(res, c, projection, opt, onSolution, values); }, 0, [] { return true; });
  }
  finish(res, cnf, c, t0);
  return res;
}

Result countCubes(const Cnf& cnf, const std::vector<Lit>& projection, const Options& opt, const SolutionFn& onSolution,
                  int cubeDepth) {
  const Clock::time_point t0 = Clock::now();
  Result res;
  Counter c(cnf, projection);
  if (!c.ok()) {
    res.search = cp::SearchStatus::Complete;
    finish(res, cnf, c, t0);
    return res;
  }
  Solver s(cnf, opt.configuration);
  for (Lit l : projection) s.freeze(l);
  std::vector<bool> values(projection.size());
  bool stop = false;
  cp::SearchStatus inner = cp::SearchStatus::Complete;
  res.search = c.run(
      opt, t0, [&] { return countLeaf(res, c, projection, opt, onSolution, values); }, cubeDepth < 1 ? 1 : cubeDepth,
      [&] {
        const std::vector<Lit> cube = c.assignedProjection();
        // The cube's own literals are assumed: a blocking clause needs only the open ones.
        std::vector<Lit> open;
        std::vector<size_t> openAt;
        for (size_t i = 0; i < projection.size(); ++i)
          if (c.isOpen(projection[i])) {
            open.push_back(projection[i]);
            openAt.push_back(i);
          }
        Options o = opt;
        o.maxSolutions = opt.maxSolutions ? opt.maxSolutions - res.solutions : 0;
        if (opt.timeSeconds > 0) {
          o.timeSeconds = opt.timeSeconds - std::chrono::duration<double>(Clock::now() - t0).count();
          if (o.timeSeconds <= 0) {
            inner = cp::SearchStatus::Limit;
            return false;
          }
        }
        const Result r = enumerateUnder(s, cube, open, o, [&](const std::vector<bool>& v) {
          ++res.solutions;
          if (!onSolution) return true;
          for (size_t i = 0; i < projection.size(); ++i) values[i] = c.value(projection[i]);
          for (size_t k = 0; k < open.size(); ++k) values[openAt[k]] = v[k];
          if (onSolution(values)) return true;
          stop = true;
          return false;
        });
        res.stats.conflicts += r.stats.conflicts;
        res.stats.solveCalls += r.stats.solveCalls;
        if (r.search == cp::SearchStatus::SolutionCap) inner = cp::SearchStatus::SolutionCap;
        if (r.search == cp::SearchStatus::Limit || r.search == cp::SearchStatus::Interrupted) inner = r.search;
        return inner == cp::SearchStatus::Complete && !stop;
      });
  if (res.search == cp::SearchStatus::SolutionCap && inner != cp::SearchStatus::Complete) res.search = inner;
  finish(res, cnf, c, t0);
  return res;
}

}  // namespace deduce::sat
