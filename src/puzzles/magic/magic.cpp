#include "puzzles/magic/magic.h"

namespace deduce::magic {

int64_t magicSum(int n) { return static_cast<int64_t>(n) * (static_cast<int64_t>(n) * n + 1) / 2; }

cp::VarIds build(cp::Space& s, int n, cp::Consistency alldiff) {
  const cp::Val S = magicSum(n);
  cp::VarIds x = cp::intVars(s, n * n, 1, static_cast<cp::Val>(n) * n);
  auto at = [&](int r, int c) { return x[r * n + c]; };
  cp::alldifferent(s, x, alldiff);
  cp::VarIds diag, anti;
  for (int i = 0; i < n; ++i) {
    cp::VarIds row, col;
    for (int j = 0; j < n; ++j) {
      row.push_back(at(i, j));
      col.push_back(at(j, i));
    }
    cp::sum(s, row, cp::Rel::EQ, S);
    cp::sum(s, col, cp::Rel::EQ, S);
    diag.push_back(at(i, i));
    anti.push_back(at(i, n - 1 - i));
  }
  cp::sum(s, diag, cp::Rel::EQ, S);
  cp::sum(s, anti, cp::Rel::EQ, S);
  return x;
}

grid::Result solve(int n, const grid::SolveOptions& opt) {
  return grid::searchCellModel([&](cp::Space& s) { return build(s, n, opt.strategy.alldiff); }, n, opt);
}

std::string check(int n, const std::vector<int>& sol) {
  const int64_t nn = static_cast<int64_t>(n) * n;
  if (static_cast<int64_t>(sol.size()) != nn) return "wrong number of cells";
  std::vector<char> used(nn + 1, 0);
  for (int v : sol) {
    if (v < 1 || v > nn) return "value " + std::to_string(v) + " outside 1.." + std::to_string(nn);
    if (used[v]++) return "value " + std::to_string(v) + " used twice";
  }
  const int64_t target = static_cast<int64_t>(n) * (nn + 1) / 2;
  int64_t d1 = 0, d2 = 0;
  for (int i = 0; i < n; ++i) {
    int64_t r = 0, c = 0;
    for (int j = 0; j < n; ++j) {
      r += sol[i * n + j];
      c += sol[j * n + i];
    }
    if (r != target) return "row " + std::to_string(i + 1) + " sums to " + std::to_string(r);
    if (c != target) return "column " + std::to_string(i + 1) + " sums to " + std::to_string(c);
    d1 += sol[i * n + i];
    d2 += sol[i * n + n - 1 - i];
  }
  if (d1 != target) return "main diagonal sums to " + std::to_string(d1);
  if (d2 != target) return "anti-diagonal sums to " + std::to_string(d2);
  return "";
}

}  // namespace deduce::magic
