// Pentominoes: tile an R x C board (60 cells: 6x10, 5x12, 4x15, 3x20) with the 12 pentominoes
// F I L N P T U V W X Y Z, each used once, turned and flipped at will. As exact cover (Knuth,
// "Dancing links" §4): primary items the 12 pieces and the 60 cells, one option per placement
// of a piece (every distinct orientation at every position).
//
// Symmetry breaking (breakSymmetry): the board has 4 symmetries (identity, the two mirror
// images, the half turn) when R != C, and every 6x10 solution has 4 distinct images. X looks the
// same in every orientation, so its centre alone tells the images apart: we keep only the X
// placements whose centre lies in the upper-left quarter (row < R/2, column < C/2). For even R
// and C no centre lies on a mirror axis, so each class keeps exactly one member: 9356 -> 2339
// on 6x10. Boards with an odd side would need more care and are refused.
#pragma once

#include <string>
#include <vector>

#include "exactcover/dlx.h"

namespace deduce::pentomino {

struct Cover {
  exactcover::Problem problem;
  int rows = 0, cols = 0;
  std::vector<char> piece;               // option -> piece letter
  std::vector<std::vector<int>> cells;   // option -> its cells (r * cols + c)
};
// Throws std::invalid_argument when breakSymmetry is asked for a board it does not support.
Cover build(int rows, int cols, bool breakSymmetry);

// The board of a solution: `rows` strings of piece letters.
std::vector<std::string> board(const Cover& c, const std::vector<int>& options);

// Independent checker: every cell filled, 12 letters, each on 5 connected cells, and the 12
// shapes pairwise non-congruent (so they are the 12 free pentominoes). "" when valid.
std::string check(const std::vector<std::string>& board);

}  // namespace deduce::pentomino
