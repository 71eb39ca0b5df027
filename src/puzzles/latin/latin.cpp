#include "puzzles/latin/latin.h"

namespace deduce::latin {

grid::Result solve(int n, const std::vector<int>& givens, const grid::SolveOptions& opt) {
  grid::Instance gi;
  gi.n = n;
  gi.maxValue = n;
  gi.givens = givens;
  // the rows and columns of the last order solved (a batch repeats one order)
  static thread_local std::shared_ptr<const grid::Units> cached;
  if (!cached || static_cast<int>(cached->size()) != 2 * n)
    cached = std::make_shared<const grid::Units>(grid::rowsAndColumns(n));
  gi.units = cached;
  return grid::solveUnits(gi, opt);
}

std::string check(int n, const std::vector<int>& givens, const std::vector<int>& sol) {
  if (static_cast<int>(sol.size()) != n * n) return "wrong number of cells";
  for (int i = 0; i < n * n; ++i) {
    if (sol[i] < 1 || sol[i] > n) return "cell " + std::to_string(i) + " out of range";
    if (givens[i] && givens[i] != sol[i]) return "cell " + std::to_string(i) + " does not keep its given";
  }
  for (int a = 0; a < n; ++a) {
    std::vector<char> inRow(n + 1, 0), inCol(n + 1, 0);
    for (int b = 0; b < n; ++b) {
      if (inRow[sol[a * n + b]]++) return "row " + std::to_string(a + 1) + " repeats " + std::to_string(sol[a * n + b]);
      if (inCol[sol[b * n + a]]++) return "column " + std::to_string(a + 1) + " repeats " + std::to_string(sol[b * n + a]);
    }
  }
  return "";
}

}  // namespace deduce::latin
