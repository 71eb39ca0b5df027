#include "puzzles/magic/svg.h"

#include "puzzles/grid/svg.h"

namespace deduce::magic {

std::string svg(int n, const std::vector<int>* solution) {
  const long long sum = static_cast<long long>(n) * (static_cast<long long>(n) * n + 1) / 2;
  const bool solved = solution && static_cast<int>(solution->size()) == n * n;
  grid::GridPicture p;
  p.n = n;
  p.givens.assign(static_cast<size_t>(n) * n, 0);
  p.solution = solution;
  p.marked.assign(static_cast<size_t>(n) * n, 0);
  for (int i = 0; i < n; ++i) p.marked[i * n + i] = p.marked[i * n + (n - 1 - i)] = 1;
  p.title = "Magic square of order " + std::to_string(n);
  p.caption = p.title + ", magic sum " + std::to_string(sum);
  std::vector<long long> rows(n), cols(n);
  long long d1 = 0, d2 = 0;
  if (solved) {
    const auto& v = *solution;
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < n; ++j) rows[i] += v[i * n + j], cols[i] += v[j * n + i];
      d1 += v[i * n + i];
      d2 += v[i * n + n - 1 - i];
    }
    p.caption += " (diagonals " + std::to_string(d1) + ", " + std::to_string(d2) + ")";
  }
  p.extraRight = p.extraBelow = 1.2;
  svg::Document doc = grid::drawGrid(p);
  const double cs = grid::cellSize(n), m = grid::kMargin;
  if (solved && cs >= 8) {
    const double fs = cs * 0.4;
    doc.open({{"class", "sums"}, {"fill", svg::colour::ink}, {"font-style", "italic"}});
    for (int i = 0; i < n; ++i) {
      doc.label(m + (n + 0.6) * cs, m + (i + 0.5) * cs, fs, std::to_string(rows[i]), {{"class", "sum"}});
      doc.label(m + (i + 0.5) * cs, m + (n + 0.6) * cs, fs, std::to_string(cols[i]), {{"class", "sum"}});
    }
    doc.label(m + (n + 0.6) * cs, m + (n + 0.6) * cs, fs, std::to_string(d1), {{"class", "sum"}});
    doc.close();
  }
  return doc.str();
}

}  // namespace deduce::magic
