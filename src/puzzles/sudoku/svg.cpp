#include "puzzles/sudoku/svg.h"

#include <algorithm>

#include "puzzles/grid/svg.h"

namespace deduce::sudoku {

std::string svg(const Instance& inst, const std::vector<int>* solution) {
  grid::GridPicture p;
  p.n = inst.size();
  p.givens = inst.cells;
  p.solution = solution;
  p.boxRows = inst.boxRows;
  p.boxCols = inst.boxCols;
  if (inst.diagonal) {
    p.marked.assign(static_cast<size_t>(p.n) * p.n, 0);
    for (int i = 0; i < p.n; ++i) p.marked[i * p.n + i] = p.marked[i * p.n + (p.n - 1 - i)] = 1;
  }
  const long givens = std::count_if(inst.cells.begin(), inst.cells.end(), [](int v) { return v != 0; });
  const std::string shape = std::to_string(p.n) + "x" + std::to_string(p.n);
  p.title = "Sudoku " + shape;
  p.caption = (inst.diagonal ? "Diagonal Sudoku " : "Sudoku ") + shape + ", " + std::to_string(inst.boxRows) + "x" +
              std::to_string(inst.boxCols) + " boxes, " + std::to_string(givens) + " givens";
  return grid::svgGrid(p);
}

}  // namespace deduce::sudoku
