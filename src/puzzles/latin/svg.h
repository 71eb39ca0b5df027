// The picture of a Latin square (src/render/svg.h): givens and completed values told apart.
#pragma once

#include <string>
#include <vector>

namespace deduce::latin {
// `givens`: n*n, 0 = empty; `solution`: n*n values, or null for the puzzle alone.
std::string svg(int n, const std::vector<int>& givens, const std::vector<int>* solution);
}  // namespace deduce::latin
