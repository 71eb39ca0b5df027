// The picture of a magic square (src/render/svg.h): the values, each row's and column's sum on
// the sides, the diagonals' sums at the corners, and the magic sum n(n^2+1)/2.
#pragma once

#include <string>
#include <vector>

namespace deduce::magic {
// `solution`: n*n values, or null for the empty square.
std::string svg(int n, const std::vector<int>* solution);
}  // namespace deduce::magic
