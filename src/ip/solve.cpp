// ip::solve on CBC: one OsiClpSolverInterface holds the model and every row added later (lazy
// rows, no-goods); each round clones it into a fresh CbcModel, runs branch and cut, and reads
// the best solution back. See solve.h for the loops around CBC.
#include "ip/solve.h"

#include <CbcModel.hpp>
#include <ClpEventHandler.hpp>
// after CbcModel.hpp, which declares what it uses
#include <CbcCutGenerator.hpp>
#include <CbcEventHandler.hpp>
#include <CbcHeuristic.hpp>
#include <CbcHeuristicFPump.hpp>
#include <CglClique.hpp>
#include <CglFlowCover.hpp>
#include <CglGomory.hpp>
#include <CglKnapsackCover.hpp>
#include <CglMixedIntegerRounding2.hpp>
#include <CglProbing.hpp>
#include <CglCutGenerator.hpp>
#include <CoinPackedMatrix.hpp>
#include <CoinPackedVector.hpp>
#include <OsiAuxInfo.hpp>
#include <OsiClpSolverInterface.hpp>
#include <OsiRowCut.hpp>
#include <chrono>
#include <cmath>
#include <ctime>
#include <functional>
#include <memory>
#include <mutex>
#include <stdexcept>

namespace deduce::ip {

namespace {

// The integer values of an LP point, or false when it is fractional.
bool integral(const Model& m, const double* sol, std::vector<double>& x) {
  x.assign(sol, sol + m.numVars());
  for (VarId v = 0; v < m.numVars(); ++v) {
    if (m.var(v).type == VarType::Continuous) continue;
    double r = std::round(x[v]);
    if (std::fabs(x[v] - r) > 1e-6) return false;
    x[v] = r;
  }
  return true;
}

// Stops branch and cut at the next node once Ctrl-C was pressed.
class StopHandler : public CbcEventHandler {
 public:
  using CbcEventHandler::CbcEventHandler;
  CbcAction event(CbcEvent e) override {
    if ((e == node || e == treeStatus) && cp::g_stopRequested.load(std::memory_order_relaxed)) return stop;
    return noAction;
  }
  CbcEventHandler* clone() const override { return new StopHandler(*this); }
};

// Stops Clp's simplex at the next iteration once Ctrl-C was pressed or the run's time is up: a
// large LP (the root of the 30x20 Battleship CBM, of a 25x25 Sudoku) runs for many seconds
// between two of CBC's node events, where CBC checks its own time limit. `timedOut` (shared by
// the clones CBC and Clp make) records that the deadline stopped an LP, whose result then
// proves nothing.
class ClpStop : public ClpEventHandler {
 public:
  ClpStop(std::function<bool()> pastDeadline, std::shared_ptr<bool> timedOut)
      : pastDeadline_(std::move(pastDeadline)), timedOut_(std::move(timedOut)) {}
  int event(Event e) override {
    if (e != endOfIteration) return -1;
    if (cp::g_stopRequested.load(std::memory_order_relaxed)) return 0;
    if (pastDeadline_ && pastDeadline_()) {
      *timedOut_ = true;
      return 0;
    }
    return -1;
  }
  ClpEventHandler* clone() const override { return new ClpStop(*this); }

 private:
  std::function<bool()> pastDeadline_;  // empty: no time limit
  std::shared_ptr<bool> timedOut_;
};

// The lazy callback as a CBC cut generator called at every node and at every solution
// (atSolution): on an integral LP solution it returns the violated lazy rows as global cuts,
// and CBC rejects the solution; on a fractional one, the rows of Options::separate. The rows are also kept (shared by every clone CBC makes) so
// that later runs (enumeration) start with them.
class LazyGenerator : public CglCutGenerator {
 public:
  LazyGenerator(const Model& m, LazyFn fn, LazyFn separate, std::shared_ptr<std::vector<Row>> found)
      : m_(&m), fn_(std::move(fn)), separate_(std::move(separate)), found_(std::move(found)) {}
  CglCutGenerator* clone() const override { return new LazyGenerator(*this); }
  void generateCuts(const OsiSolverInterface& si, OsiCuts& cs, const CglTreeInfo = CglTreeInfo()) override {
    std::vector<double> x;
    const bool whole = integral(*m_, si.getColSolution(), x);
    if (whole ? !fn_ : !separate_) return;  // lazy rows are checked on integral points
    for (Row& r : whole ? fn_(x) : separate_(x)) {
      OsiRowCut rc;
      std::vector<int> idx;
      std::vector<double> val;
      for (const Term& t : r.terms) idx.push_back(t.var), val.push_back(t.coef);
      rc.setRow(static_cast<int>(idx.size()), idx.data(), val.data());
      rc.setLb(std::isfinite(r.lo) ? r.lo : -COIN_DBL_MAX);
      rc.setUb(std::isfinite(r.hi) ? r.hi : COIN_DBL_MAX);
      rc.setGloballyValid(true);
      cs.insertIfNotDuplicate(rc);
      found_->push_back(std::move(r));
    }
  }

 private:
  const Model* m_;
  LazyFn fn_, separate_;
  std::shared_ptr<std::vector<Row>> found_;
};

void silence(OsiSolverInterface& si) {
  si.messageHandler()->setLogLevel(0);
  si.setHintParam(OsiDoReducePrint, true, OsiHintTry);
}

void addRow(OsiClpSolverInterface& si, const Row& r) {
  CoinPackedVector v;
  for (const Term& t : r.terms) v.insert(t.var, t.coef);
  double inf = si.getInfinity();
  si.addRow(v, std::isfinite(r.lo) ? r.lo : -inf, std::isfinite(r.hi) ? r.hi : inf);
}

void load(OsiClpSolverInterface& si, const Model& m) {
  silence(si);
  const int n = m.numVars();
  double inf = si.getInfinity();
  // The row-ordered matrix built at once from its arrays: appending row by row reallocates and
  // copies the whole matrix each time (quadratic: seconds for the 30x20 Battleship CBM).
  std::vector<double> rlo, rhi, clo(n), chi(n), obj(m.objective()), elem;
  std::vector<int> index, length;
  std::vector<CoinBigIndex> start;
  for (const Row& r : m.rows()) {
    start.push_back(static_cast<CoinBigIndex>(elem.size()));
    for (const Term& t : r.terms) index.push_back(t.var), elem.push_back(t.coef);
    length.push_back(static_cast<int>(r.terms.size()));
    rlo.push_back(std::isfinite(r.lo) ? r.lo : -inf);
    rhi.push_back(std::isfinite(r.hi) ? r.hi : inf);
  }
  start.push_back(static_cast<CoinBigIndex>(elem.size()));
  CoinPackedMatrix mat(false, n, static_cast<int>(length.size()), static_cast<CoinBigIndex>(elem.size()), elem.data(),
                       index.data(), start.data(), length.data());
  for (VarId v = 0; v < n; ++v) {
    clo[v] = std::isfinite(m.var(v).lb) ? m.var(v).lb : -inf;
    chi[v] = std::isfinite(m.var(v).ub) ? m.var(v).ub : inf;
  }
  si.loadProblem(mat, clo.data(), chi.data(), obj.data(), rlo.data(), rhi.data());
  for (VarId v = 0; v < n; ++v)
    if (m.var(v).type != VarType::Continuous) si.setInteger(v);
  si.setObjSense(m.maximizing() ? -1.0 : 1.0);
}

struct Run {
  bool found = false;     // a solution
  bool finished = false;  // optimality or infeasibility proven
  bool interrupted = false;
  std::vector<double> x;
};

// One branch-and-cut run of CBC on a copy of `base`; lazy rows found on the way are added to
// `base`.
Run branchAndCut(OsiClpSolverInterface& base, const Model& m, const Options& opt, double seconds,
                 uint64_t nodes, Stats& st) {
  CbcModel cbc(base);
  cbc.setLogLevel(0);
  cbc.messageHandler()->setLogLevel(0);
  silence(*cbc.solver());
  StopHandler stop;
  cbc.passInEventHandler(&stop);
  auto lpTimedOut = std::make_shared<bool>(false);
  if (auto* clp = dynamic_cast<OsiClpSolverInterface*>(cbc.solver())) {
    std::function<bool()> pastDeadline;
    if (seconds > 0) {
      if (opt.cpuTime) {
        const std::clock_t end = std::clock() + static_cast<std::clock_t>(seconds * CLOCKS_PER_SEC);
        pastDeadline = [end] { return std::clock() >= end; };
      } else {
        const auto end = std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                                                std::chrono::duration<double>(seconds));
        pastDeadline = [end] { return std::chrono::steady_clock::now() >= end; };
      }
    }
    ClpStop clpStop(std::move(pastDeadline), lpTimedOut);
    clp->getModelPtr()->passInEventHandler(&clpStop);  // keeps a clone
  }
  auto lazyRows = std::make_shared<std::vector<Row>>();
  cbc.setUseElapsedTime(!opt.cpuTime);
  if (seconds > 0) cbc.setMaximumSeconds(seconds);
  if (nodes > 0) cbc.setMaximumNodes(static_cast<int>(std::min<uint64_t>(nodes, 1u << 30)));
  // Cut generators and heuristics as in CBC's own samples: probing, Gomory, knapsack covers,
  // cliques, mixed-integer rounding and flow covers at the root and where they pay; rounding
  // and the feasibility pump for early solutions.
  CglProbing probing;
  probing.setUsingObjective(true);
  probing.setMaxPass(1);
  probing.setMaxPassRoot(5);
  probing.setMaxProbe(10);
  probing.setMaxProbeRoot(1000);
  probing.setMaxLook(50);
  probing.setMaxLookRoot(500);
  probing.setMaxElements(200);
  probing.setRowCuts(3);
  CglGomory gomory;
  gomory.setLimit(300);
  CglKnapsackCover knapsack;
  CglClique clique;
  clique.setStarCliqueReport(false);
  clique.setRowCliqueReport(false);
  CglMixedIntegerRounding2 mir;
  CglFlowCover flow;
  CbcRounding rounding(cbc);
  CbcHeuristicFPump pump(cbc);
  // lazy rows: checked at every integral node LP; heuristics are off since CBC would not show
  // their solutions to the generator. A solution CBC accepts by another path (strong
  // branching) is caught by the loop in solve().
  OsiBabSolver lazyKind(4);  // "solutions must be checked by the cut generators"
  LazyGenerator gen(m, opt.lazy, opt.separate, lazyRows);
  if (opt.lazy || opt.separate) {
    cbc.addCutGenerator(&gen, 1, "Lazy", true, true);
    cbc.cutGenerator(cbc.numberCutGenerators() - 1)->setGlobalCuts(true);
  }
  if (opt.lazy) {
    cbc.solver()->setAuxiliaryInfo(&lazyKind);
    cbc.passInSolverCharacteristics(&lazyKind);
  }
  if (opt.cuts) {
    cbc.addCutGenerator(&probing, -1, "Probing");
    cbc.addCutGenerator(&gomory, -1, "Gomory");
    cbc.addCutGenerator(&knapsack, -1, "Knapsack");
    cbc.addCutGenerator(&clique, -1, "Clique");
    cbc.addCutGenerator(&mir, -1, "MixedIntegerRounding2");
    cbc.addCutGenerator(&flow, -1, "FlowCover");
    if (!opt.lazy) {
      cbc.addHeuristic(&rounding);
      cbc.addHeuristic(&pump);
    }
  }
  cbc.branchAndBound();
  if (st.runs == 0 && cbc.isInitialSolveProvenOptimal()) {
    // the first run's initial LP is the model's relaxation: no separate solve for the statistic
    // (CBC keeps it in the minimising sense)
    st.rootLpFeasible = true;
    st.rootLp = (m.maximizing() ? -1.0 : 1.0) * cbc.getContinuousObjective() + m.objectiveConstant();
  }
  for (const Row& r : *lazyRows) addRow(base, r);
  st.lazyRows += lazyRows->size();
  ++st.runs;
  st.nodes += static_cast<uint64_t>(std::max(0, cbc.getNodeCount()));
  st.iterations += static_cast<uint64_t>(std::max(0, cbc.getIterationCount()));
  for (int i = opt.lazy || opt.separate ? 1 : 0; i < cbc.numberCutGenerators(); ++i)  // ours comes first
    st.cuts += static_cast<uint64_t>(std::max(0, cbc.cutGenerator(i)->numberCutsInTotal()));
  Run r;
  r.interrupted = cp::g_stopRequested.load(std::memory_order_relaxed);
  r.finished = !r.interrupted && !*lpTimedOut && !cbc.isSecondsLimitReached() && !cbc.isNodeLimitReached() && !cbc.isAbandoned() &&
               (cbc.isProvenOptimal() || cbc.isProvenInfeasible());
  if (const double* sol = cbc.bestSolution()) {
    r.found = true;
    r.x.assign(sol, sol + m.numVars());
    for (VarId v = 0; v < m.numVars(); ++v)
      if (m.var(v).type != VarType::Continuous) r.x[v] = std::round(r.x[v]);
  }
  return r;
}

// Takes the turn; false when the time limit (seconds from `start`, 0: none) passes first or a
// stop is requested.
bool takeTurn(std::unique_lock<std::timed_mutex>& turn, std::chrono::steady_clock::time_point start, double seconds) {
  using Clock = std::chrono::steady_clock;
  const auto deadline = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  while (!turn.try_lock_for(std::chrono::milliseconds(20))) {
    if (cp::g_stopRequested.load(std::memory_order_relaxed)) return false;
    if (seconds > 0 && Clock::now() >= deadline) return false;
  }
  return true;
}

double objectiveAt(const Model& m, const std::vector<double>& x) {
  double s = m.objectiveConstant();
  for (VarId v = 0; v < m.numVars(); ++v) s += m.objective()[v] * x[v];
  return s;
}

}  // namespace

// CBC, Clp and CoinUtils keep state that every run in the process shares: CoinDrand48's seed
// is a static in CoinUtils that each branch and cut reseeds and its heuristics and cut
// generators draw from. Two runs at once in two threads (two requests to `deduce serve`) race
// on it, and their search, statistics and even which optimum is reported would depend on the
// interleaving. So runs take turns, each whole: a run waits for the one before it, within its
// own time limit and while no stop is requested, and counts the wait against its limit
// (takeTurn above).
std::timed_mutex& cbcTurn() {
  static std::timed_mutex turn;
  return turn;
}

Options optionsFrom(const cp::Limits& limits) {
  Options o;
  o.timeSeconds = limits.timeSeconds;
  o.nodes = limits.nodes;
  o.maxSolutions = limits.solutions;
  return o;
}

cp::Stats cpStats(const Result& r) {
  cp::Stats s;
  s.nodes = r.stats.nodes;
  s.solutions = r.solutions.size();
  s.timeMs = r.stats.timeMs;
  return s;
}

bool lpRelaxation(const Model& m, double& objective) {
  const std::lock_guard<std::timed_mutex> turn(cbcTurn());
  OsiClpSolverInterface si;
  load(si, m);
  si.initialSolve();
  if (!si.isProvenOptimal()) return false;
  objective = si.getObjValue() + m.objectiveConstant();
  return true;
}

Result solve(const Model& m, const Options& opt) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  const std::clock_t cpuStart = std::clock();
  auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
  auto spent = [&] {  // against the time limit: wall clock, or CPU time with Options::cpuTime
    return opt.cpuTime ? static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC : elapsed();
  };
  Result res;
  const std::vector<VarId> decision = m.decisionVars();
  for (VarId v : decision)
    if (m.var(v).type != VarType::Binary) throw std::invalid_argument("ip: decision variable " + m.var(v).name + " is not binary");
  std::unique_lock<std::timed_mutex> turn(cbcTurn(), std::defer_lock);
  if (!takeTurn(turn, start, opt.timeSeconds)) {
    res.status = cp::g_stopRequested.load(std::memory_order_relaxed) ? cp::SearchStatus::Interrupted : cp::SearchStatus::Limit;
    res.stats.timeMs = elapsed() * 1000.0;
    return res;
  }

  OsiClpSolverInterface base;
  load(base, m);

  const bool hasObj = m.hasObjective();
  res.status = cp::SearchStatus::Complete;
  while (true) {
    if (cp::g_stopRequested.load(std::memory_order_relaxed)) {
      res.status = cp::SearchStatus::Interrupted;
      break;
    }
    double seconds = 0;
    if (opt.timeSeconds > 0) {
      seconds = opt.timeSeconds - spent();
      if (seconds <= 0) {
        res.status = cp::SearchStatus::Limit;
        break;
      }
    }
    uint64_t nodes = 0;
    if (opt.nodes > 0) {
      if (res.stats.nodes >= opt.nodes) {
        res.status = cp::SearchStatus::Limit;
        break;
      }
      nodes = opt.nodes - res.stats.nodes;
    }
    Run run = branchAndCut(base, m, opt, seconds, nodes, res.stats);
    if (!run.found) {
      if (run.interrupted)
        res.status = cp::SearchStatus::Interrupted;
      else if (!run.finished)
        res.status = cp::SearchStatus::Limit;
      break;  // finished without a solution: no (more) solutions
    }
    if (hasObj && !run.finished) {
      // a solution whose optimality is not proven: report it, but the search is not complete
      res.status = run.interrupted ? cp::SearchStatus::Interrupted : cp::SearchStatus::Limit;
      if (opt.lazy && !opt.lazy(run.x).empty()) break;
      res.solutions.push_back({run.x, objectiveAt(m, run.x)});
      if (opt.onSolution) opt.onSolution(res.solutions.back());
      break;
    }
    if (opt.lazy) {
      std::vector<Row> cuts = opt.lazy(run.x);
      if (!cuts.empty()) {
        for (const Row& r : cuts) addRow(base, r);
        res.stats.lazyRows += cuts.size();
        continue;
      }
    }
    double obj = objectiveAt(m, run.x);
    if (hasObj && opt.optimalOnly && !res.solutions.empty()) {
      double best = res.solutions.front().objective;
      double tol = 1e-6 * std::max(1.0, std::fabs(best));
      if (m.maximizing() ? obj < best - tol : obj > best + tol) break;  // no more optima
    }
    res.solutions.push_back({run.x, obj});
    bool more = opt.onSolution ? opt.onSolution(res.solutions.back()) : true;
    if (!more || (opt.maxSolutions && res.solutions.size() >= opt.maxSolutions)) {
      res.status = cp::SearchStatus::SolutionCap;
      break;
    }
    // exclude this assignment of the decision variables
    Row ng;
    double ones = 0;
    for (VarId v : decision) {
      bool one = run.x[v] > 0.5;
      ng.terms.push_back({v, one ? -1.0 : 1.0});
      ones += one;
    }
    ng.lo = 1 - ones;
    if (ng.terms.empty()) break;  // nothing to tell solutions apart: one solution
    addRow(base, ng);
    ++res.stats.noGoods;
  }
  res.stats.timeMs = elapsed() * 1000.0;
  return res;
}

}  // namespace deduce::ip
