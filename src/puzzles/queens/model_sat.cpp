#include "puzzles/queens/model_sat.h"

#include <string>

#include "puzzles/grid/model_sat.h"

namespace deduce::queens {

std::vector<int> SatModel::decode(const std::vector<bool>& values) const {
  std::vector<int> cols(static_cast<size_t>(n), -1);
  for (size_t i = 0; i < values.size(); ++i)
    if (values[i]) cols[i / n] = static_cast<int>(i % n);
  return cols;
}

SatModel buildSat(int n, sat::AmoEncoding amo) {
  SatModel m;
  m.n = n;
  m.cnf.comments = {"variable r<row>c<col> is true iff a queen stands on that square (1-based)"};
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) m.projection.push_back(m.cnf.newVar(grid::cellName(r, c, 0)));
  auto q = [&](int r, int c) { return m.projection[static_cast<size_t>(r) * n + c]; };
  std::vector<sat::Lit> lits;
  for (int r = 0; r < n; ++r) {
    lits.clear();
    for (int c = 0; c < n; ++c) lits.push_back(q(r, c));
    m.cnf.exactlyOne(lits, amo);
  }
  for (int c = 0; c < n; ++c) {
    lits.clear();
    for (int r = 0; r < n; ++r) lits.push_back(q(r, c));
    m.cnf.atMostOne(lits, amo);
  }
  // diagonals r - c = d and anti-diagonals r + c = s
  for (int d = -(n - 1); d <= n - 1; ++d) {
    lits.clear();
    for (int r = 0; r < n; ++r)
      if (r - d >= 0 && r - d < n) lits.push_back(q(r, r - d));
    m.cnf.atMostOne(lits, amo);
  }
  for (int s = 0; s <= 2 * (n - 1); ++s) {
    lits.clear();
    for (int r = 0; r < n; ++r)
      if (s - r >= 0 && s - r < n) lits.push_back(q(r, s - r));
    m.cnf.atMostOne(lits, amo);
  }
  return m;
}

sat::Result solveSat(int n, const sat::Options& opt, const std::function<bool(const std::vector<int>&)>& onSolution) {
  SatModel m = buildSat(n);
  sat::Options o = opt;
  o.blockTrueOnly = true;
  sat::SolutionFn fn;
  if (onSolution) fn = [&](const std::vector<bool>& values) { return onSolution(m.decode(values)); };
  return sat::enumerate(m.cnf, m.projection, o, fn);
}

}  // namespace deduce::queens
