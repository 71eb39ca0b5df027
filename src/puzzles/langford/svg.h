// The picture of a Langford sequence (src/render/svg.h): the 2n places in a row, each number in
// the colour of its pair, and an arc over each pair (class "pair") spanning k+1 places for k.
#pragma once

#include <string>
#include <vector>

namespace deduce::langford {
// `sequence`: 2n numbers, or null for the empty places.
std::string svg(int n, const std::vector<int>* sequence);
}  // namespace deduce::langford
