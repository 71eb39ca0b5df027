#include "puzzles/latin/svg.h"

#include <algorithm>

#include "puzzles/grid/svg.h"

namespace deduce::latin {

std::string svg(int n, const std::vector<int>& givens, const std::vector<int>* solution) {
  grid::GridPicture p;
  p.n = n;
  p.givens = givens;
  p.solution = solution;
  const long count = std::count_if(givens.begin(), givens.end(), [](int v) { return v != 0; });
  p.title = "Latin square of order " + std::to_string(n);
  p.caption = p.title + (count ? ", " + std::to_string(count) + " givens" : std::string());
  return grid::svgGrid(p);
}

}  // namespace deduce::latin
