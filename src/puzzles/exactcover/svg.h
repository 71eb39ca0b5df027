// The picture of an exact cover problem (src/render/svg.h): the matrix of options (rows) by
// items (columns, primary then secondary past a dashed line). With a solution, the chosen
// options (class "chosen"), each covering its primary items once; without, the first 300
// options (class "option").
#pragma once

#include <string>
#include <vector>

#include "exactcover/dlx.h"

namespace deduce::exactcover {
// `chosen`: the chosen options' indices, or null for the problem alone.
std::string svg(const Problem& p, const std::vector<int>* chosen);
}  // namespace deduce::exactcover
