// The SAT solver of the back end: CaDiCaL (Debian libcadical-dev, C++ API) over a Cnf, with
// limits, Ctrl-C, statistics and enumeration of solutions by blocking clauses.
//
// Limits: a time limit and cp::g_stopRequested (set by Ctrl-C) reach CaDiCaL through its
// Terminator, which CaDiCaL polls during search; a stopped solve returns Status::Limit.
//
// Enumeration (counting, uniqueness): solve, report the assignment of the projection (the
// puzzle's own variables, e.g. cell=value), add the clause that forbids exactly that projected
// assignment, solve again, on ONE incremental solver, until unsatisfiable, K solutions or a
// limit. Projection variables are frozen so that CaDiCaL's variable elimination keeps them.
// When the projection is one-hot (each solution is determined by which projection variables
// are true, as with "cell has value v" variables and exactly one value per cell) the blocking
// clause needs only the negated true literals (Options::blockTrueOnly): n^2 literals instead of
// n^3 for a Sudoku grid.
//
// Before CaDiCaL sees the formula, unit propagation at the root (our own, Options::simplify)
// removes satisfied clauses and false literals; variables it fixes are constants from then on
// (read from the propagation, left out of blocking and lazy clauses). Lazy constraints
// (RefineFn) reject a model by returning clauses it violates, added to the same solver.
//
// Statistics: CaDiCaL 1.5 (the Debian version) has no API for its counters. `conflicts` counts
// the clauses CaDiCaL learns (one per analysed conflict, plus the few units found by probing),
// reported through its Learner interface at no cost. With Options::detailedStats the exact
// counters (decisions, conflicts, propagations) are read from CaDiCaL's own statistics report,
// which it prints to stdout: the report is sent to a temporary file for the moment it takes,
// under a lock, so no other thread may write to stdout while a detailed solve finishes.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "cp/search.h"
#include "sat/cnf.h"

namespace CaDiCaL {
class Solver;
}

namespace deduce::sat {

enum class Status { Sat, Unsat, Limit };
const char* toString(Status s);  // "sat", "unsat", "limit"

struct Stats {
  uint64_t conflicts = 0;     // learned clauses, or CaDiCaL's conflict counter when detailed
  int64_t decisions = -1;     // -1: not known (only with Options::detailedStats)
  int64_t propagations = -1;  // -1: not known (only with Options::detailedStats)
  uint64_t solutions = 0;
  uint64_t solveCalls = 0;    // incremental solve() calls (solutions + 1 for a complete count)
  double timeMs = 0;          // time in CaDiCaL (all solve calls)
  int vars = 0;               // of the formula as built
  size_t clauses = 0;         // of the formula as built
  size_t clausesSolved = 0;   // given to CaDiCaL (after root simplification)
};

// How enumerate() goes through the solutions (count.h): Blocking clauses on CaDiCaL, the Dpll
// model counter, or Cubes (DPLL splitting, CaDiCaL with blocking clauses per cube). Auto:
// Blocking, and for a count of every solution (maxSolutions 0) without lazy constraints, the
// Dpll counter for what is left after the first 100 solutions (CDCL finds and rules out the
// few solutions of a hard puzzle far faster than a search without learning; DPLL visits each
// of many solutions once).
enum class CountMethod { Auto, Blocking, Dpll, Cubes };

struct Options {
  double timeSeconds = 0;      // 0: none
  uint64_t maxSolutions = 1;   // stop after this many (0 = all)
  bool blockTrueOnly = false;  // the projection is one-hot: block with its true literals only
  bool detailedStats = false;  // exact decisions/conflicts/propagations (see the top comment)
  // Search budgets of CaDiCaL's own limits, 0 = none. conflictLimit bounds the learned clauses
  // of the whole enumeration; decisionLimit applies to each solve call (CaDiCaL's decision
  // counter is not visible between calls).
  uint64_t conflictLimit = 0;
  uint64_t decisionLimit = 0;
  // CaDiCaL's named option set: "default", "plain" (no preprocessing or inprocessing), "sat",
  // "unsat" (see `cadical --help`); an unknown name throws std::invalid_argument.
  std::string configuration = "default";
  // Unit propagation at the root before CaDiCaL sees the formula (our own propagator, as
  // solvedByUnitPropagation): satisfied clauses and false literals are dropped, so CaDiCaL
  // builds only the open part (for Sudoku, building the clause database costs ten times the
  // search); the projection's fixed variables are constants, left out of blocking clauses.
  bool simplify = true;
  CountMethod counting = CountMethod::Auto;
  int cubeDepth = 3;  // decisions per cube with CountMethod::Cubes
};

struct Result {
  Status status = Status::Limit;   // Sat: at least one solution; Unsat: none exists; Limit:
                                   // none found before a limit
  cp::SearchStatus search = cp::SearchStatus::Complete;  // Complete: every solution was
                                   // enumerated (count exact); SolutionCap: stopped at
                                   // maxSolutions or by the callback; Limit; Interrupted
  uint64_t solutions = 0;
  Stats stats;
};

class Solver {
 public:
  explicit Solver(const Cnf& cnf, const std::string& configuration = "default");
  // Clauses as a flat 0-terminated list over variables 1..numVars.
  Solver(const std::vector<Lit>& clauses, int numVars, const std::string& configuration = "default");
  ~Solver();
  Solver(const Solver&) = delete;
  Solver& operator=(const Solver&) = delete;

  void addClause(const std::vector<Lit>& lits);
  void freeze(Lit l);
  void assume(Lit l);  // for the next solve() only (CaDiCaL's assumptions)
  Lit newVar();        // a variable above every one in use (for activation literals)
  // One solve call within the time budget left (0 = none) and CaDiCaL's conflict and decision
  // limits for this call (0 = none); Limit when stopped.
  Status solve(double timeSeconds = 0, uint64_t conflicts = 0, uint64_t decisions = 0);
  uint64_t learned() const;  // learned clauses so far (Stats::conflicts without detail)
  bool value(Lit l) const;  // after Sat
  // Counters so far (cumulative over the solve calls); `detailed` reads CaDiCaL's report.
  Stats stats(bool detailed) const;
  bool interrupted() const;  // the last Limit came from cp::g_stopRequested

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Called with the projection's values at each solution (values[i] for projection[i]);
// return false to stop.
using SolutionFn = std::function<bool(const std::vector<bool>& values)>;
// Optional lazy constraints: called with the projection's values at each model before it counts
// as a solution; returns clauses that the model violates (then the model is discarded, the
// clauses are added to the same solver and the search goes on), or none to accept it (e.g.
// connectivity cuts over projection variables).
using RefineFn = std::function<std::vector<std::vector<Lit>>(const std::vector<bool>& values)>;

// Enumerate solutions of `cnf` projected on `projection` (see the top comment).
Result enumerate(const Cnf& cnf, const std::vector<Lit>& projection, const Options& opt,
                 const SolutionFn& onSolution, const RefineFn& refine = {});

// Enumerate on an existing solver under assumptions (e.g. a puzzle's givens over a formula
// built once for a batch). The blocking and lazy clauses carry a fresh activation literal that
// is assumed during the enumeration and retired afterwards (a unit clause), so the solver can
// serve the next enumeration. No root simplification; statistics are this call's share.
Result enumerateUnder(Solver& s, const std::vector<Lit>& assumptions, const std::vector<Lit>& projection,
                      const Options& opt, const SolutionFn& onSolution, const RefineFn& refine = {});

// Whether unit propagation alone (no decision) decides every variable of `projection` without
// a conflict: the "solved by propagation" measure of Lynce & Ouaknine. An independent, simple
// propagator (not CaDiCaL, which also simplifies before searching). Returns false on conflict.
bool solvedByUnitPropagation(const Cnf& cnf, const std::vector<Lit>& projection);

}  // namespace deduce::sat
