// Pictures of square number grids (sudoku, latin, magic): the cells, thin lines between cells and
// thick ones around boxes, givens in black bold (class "given"), solved values in blue (class
// "value"), marked cells shaded (class "marked": Sudoku's diagonals), and a caption below.
#pragma once

#include <string>
#include <vector>

#include "render/svg.h"

namespace deduce::grid {

struct GridPicture {
  int n = 0;
  std::vector<int> givens;                    // n*n, 0 = empty
  const std::vector<int>* solution = nullptr;  // n*n values, or null: the puzzle alone
  int boxRows = 0, boxCols = 0;               // thick lines around boxes (0: none)
  std::vector<char> marked;                   // n*n: shade the cell (empty: none)
  std::string title, caption;
  // Room to the right of and below the grid, in cells (for sums and remarks drawn by the caller).
  double extraRight = 0, extraBelow = 0;
};

// The side of a cell in pixels for an n x n grid: 36 up to 20 cells, then shrinking so that the
// picture stays about 720 pixels wide (at least 4).
double cellSize(int n);
// Margin around every grid picture, in pixels.
inline constexpr double kMargin = 12;
// The width a 14-pixel caption needs, margins included (7.5 pixels a character, a little more
// than a sans-serif font's average).
inline double captionWidth(const std::string& caption) { return 2 * kMargin + 7.5 * static_cast<double>(caption.size()); }

// Thin lines between the cells of a rows x cols grid with its top-left corner at (x, y), and a
// border of the given width around it (class "lines" and "border").
void drawCellLines(svg::Document& doc, double x, double y, int rows, int cols, double cs, double border);

// Draws the grid into a new document sized for it plus the extra room and the caption; the
// caller may add to it before calling str().
svg::Document drawGrid(const GridPicture& p);
inline std::string svgGrid(const GridPicture& p) { return drawGrid(p).str(); }

}  // namespace deduce::grid
