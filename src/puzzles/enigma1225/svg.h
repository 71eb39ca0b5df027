// The picture of an Enigma 1225 board (src/render/svg.h): the n x n numbers, cells of one value
// in one colour (the classes the permutation forces equal), and beside each row the column it
// equals ("= c3", class "perm"). Boards above 60 x 60 are summarised by the caption alone.
#pragma once

#include <cstdint>
#include <string>

#include "puzzles/enigma1225/enigma1225.h"

namespace deduce::enigma1225 {
// `board`: the best board found, or null for the empty board of order n.
std::string svg(int n, const Board* board, int64_t total, const Partition& partition, bool proven);
}  // namespace deduce::enigma1225
