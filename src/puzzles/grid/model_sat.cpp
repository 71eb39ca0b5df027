#include "puzzles/grid/model_sat.h"

#include <functional>
#include <stdexcept>
#include <string>

#include "util/options.h"

namespace deduce::grid {

const char* toString(SatEncoding e) {
  switch (e) {
    case SatEncoding::Naive: return "naive";
    case SatEncoding::Minimal: return "minimal";
    case SatEncoding::Efficient: return "efficient";
    case SatEncoding::Extended: return "extended";
  }
  return "?";
}

std::vector<SatEncoding> allSatEncodings() {
  return {SatEncoding::Naive, SatEncoding::Minimal, SatEncoding::Efficient, SatEncoding::Extended};
}

SatEncoding satEncodingFromString(const std::string& name) {
  for (SatEncoding e : allSatEncodings())
    if (name == toString(e)) return e;
  throw UsageError("unknown encoding '" + name + "' (naive, minimal, efficient, extended)");
}

std::vector<int> SatModel::decode(const std::vector<bool>& values) const {
  std::vector<int> g(static_cast<size_t>(n) * n, 0);
  for (size_t i = 0; i < values.size(); ++i)
    if (values[i] && g[i / n] == 0) g[i / n] = static_cast<int>(i % n) + 1;
  return g;
}

// "r<row>c<col>=<v>" (1-based), built by appending (g++ 12 warns falsely on chains of +).
std::string cellName(int r, int c, int v) {
  std::string s = "r";
  s += std::to_string(r + 1);
  s += 'c';
  s += std::to_string(c + 1);
  if (v) {
    s += '=';
    s += std::to_string(v);
  }
  return s;
}

SatModel buildUnitsSat(int n, const std::vector<int>& givens, const Units& units, SatEncoding enc,
                       sat::AmoEncoding amo) {
  if (amo == sat::AmoEncoding::Pairwise || enc == SatEncoding::Naive) {
    // one at-most-one of n literals per unit and value, and per cell but in the minimal encoding
    const uint64_t side = static_cast<uint64_t>(n);
    const uint64_t groups = units.size() * side + (enc == SatEncoding::Minimal ? 0 : side * side);
    const uint64_t clauses = groups * (side * (side - 1) / 2);
    if (clauses > kMaxPairwiseClauses)
      throw std::invalid_argument(std::string("engine sat: the ") + toString(enc) + " encoding of a " +
                                  std::to_string(n) + "x" + std::to_string(n) + " grid has " +
                                  std::to_string(clauses) + " binary clauses (at most " +
                                  std::to_string(kMaxPairwiseClauses) + "): use --engine cp");
  }
  SatModel m;
  m.n = n;
  sat::Cnf& f = m.cnf;
  f.comments = {std::string("encoding ") + toString(enc) + " (paper 001; Lynce & Ouaknine 2006): variable r<row>c<col>=<v> "
                "is true iff that cell (1-based) holds v; the givens are unit clauses"};
  const int cells = n * n;
  for (int cell = 0; cell < cells; ++cell)
    for (int v = 1; v <= n; ++v)
      m.projection.push_back(f.newVar(cellName(cell / n, cell % n, v)));
  auto x = [&](int cell, int v) { return m.projection[static_cast<size_t>(cell) * n + v - 1]; };
  std::vector<sat::Lit> lits;
  auto cellValues = [&](int cell) {
    lits.clear();
    for (int v = 1; v <= n; ++v) lits.push_back(x(cell, v));
    return lits;
  };
  for (int cell = 0; cell < cells; ++cell) {
    const int g = givens.empty() ? 0 : givens[static_cast<size_t>(cell)];
    if (g < 0 || g > n) throw std::invalid_argument("given " + std::to_string(g) + " outside 1.." + std::to_string(n));
    if (g) f.addClause({x(cell, g)});
  }
  if (enc == SatEncoding::Naive) {
    for (const auto& u : units) {
      for (size_t i = 0; i < u.size(); ++i)
        for (size_t j = i + 1; j < u.size(); ++j)
          for (int v = 1; v <= n; ++v) f.addClause({-x(u[i], v), -x(u[j], v)});
      for (int cell : u) f.addClause(cellValues(cell));
    }
    return m;
  }
  for (int cell = 0; cell < cells; ++cell) {
    f.atLeastOne(cellValues(cell));
    if (enc != SatEncoding::Minimal) f.atMostOne(lits, amo);
  }
  for (const auto& u : units)
    for (int v = 1; v <= n; ++v) {
      lits.clear();
      for (int cell : u) lits.push_back(x(cell, v));
      f.atMostOne(lits, amo);
      if (enc == SatEncoding::Extended) f.atLeastOne(lits);
    }
  return m;
}

cp::Stats toCpStats(const sat::Stats& s) {
  cp::Stats c;
  const uint64_t decisions = s.decisions > 0 ? static_cast<uint64_t>(s.decisions) : 0;
  c.nodes = decisions + s.solveCalls;
  c.enumerations = decisions;
  c.backtracks = s.conflicts;
  c.failures = s.conflicts;
  c.propagations = s.propagations > 0 ? static_cast<uint64_t>(s.propagations) : 0;
  c.solutions = s.solutions;
  c.timeMs = s.timeMs;
  return c;
}

namespace {
sat::Options satOptions(const SolveOptions& opt, bool detailedStats) {
  sat::Options so;
  so.timeSeconds = opt.limits.timeSeconds;
  so.maxSolutions = opt.limits.solutions;
  so.decisionLimit = opt.limits.nodes;
  so.conflictLimit = opt.limits.failures;
  so.blockTrueOnly = true;
  so.detailedStats = detailedStats;
  return so;
}

Result toResult(const SatModel& m, const SolveOptions& opt,
                const std::function<sat::Result(const sat::SolutionFn&)>& run) {
  Result r;
  sat::Result sr = run([&](const std::vector<bool>& values) {
    std::vector<int> g = m.decode(values);
    if (r.first.empty()) r.first = g;
    return opt.onSolution ? opt.onSolution(g) : true;
  });
  r.status = sr.search;
  r.count = sr.solutions;
  r.stats = toCpStats(sr.stats);
  return r;
}
}  // namespace

SatBatch::SatBatch(int n, const Units& units, SatEncoding enc, sat::AmoEncoding amo)
    : model_(buildUnitsSat(n, {}, units, enc, amo)), solver_(std::make_unique<sat::Solver>(model_.cnf)) {
  for (sat::Lit l : model_.projection) solver_->freeze(l);
}

Result SatBatch::solve(const std::vector<int>& givens, const SolveOptions& opt, bool detailedStats) {
  const int n = model_.n;
  if (givens.size() != static_cast<size_t>(n) * n) throw std::invalid_argument("grid of the wrong size for this batch");
  std::vector<sat::Lit> assumptions;
  for (size_t cell = 0; cell < givens.size(); ++cell) {
    const int g = givens[cell];
    if (g < 0 || g > n) throw std::invalid_argument("given " + std::to_string(g) + " outside 1.." + std::to_string(n));
    if (g) assumptions.push_back(model_.projection[cell * static_cast<size_t>(n) + static_cast<size_t>(g) - 1]);
  }
  const sat::Options so = satOptions(opt, detailedStats);
  return toResult(model_, opt, [&](const sat::SolutionFn& fn) {
    return sat::enumerateUnder(*solver_, assumptions, model_.projection, so, fn);
  });
}

Result solveSatModel(const SatModel& m, const SolveOptions& opt, bool detailedStats) {
  const sat::Options so = satOptions(opt, detailedStats);
  return toResult(m, opt, [&](const sat::SolutionFn& fn) { return sat::enumerate(m.cnf, m.projection, so, fn); });
}

}  // namespace deduce::grid
