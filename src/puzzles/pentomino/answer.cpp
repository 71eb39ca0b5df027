#include "puzzles/pentomino/answer.h"

#include <nlohmann/json.hpp>

namespace deduce::pentomino {

namespace {
// A row of the board: `cols` letters, no blanks (what is wrong, or "").
std::string rowError(const std::string& row, int cols) {
  if (static_cast<int>(row.size()) != cols)
    return "a row has " + std::to_string(row.size()) + " cells, expected " + std::to_string(cols);
  for (char ch : row)
    if (ch == '.' || isBlank(ch) || static_cast<unsigned char>(ch) < 32) return "a row holds an empty cell";
  return "";
}
}  // namespace

std::vector<std::string> readAnswerText(int rows, int cols, app::AnswerText& t) {
  std::vector<std::string> board;
  for (int r = 0; r < rows; ++r) {
    const Line& ln = t.next("row " + std::to_string(r + 1) + " of the board");
    const std::string row = app::trimmed(ln.text);
    if (std::string bad = rowError(row, cols); !bad.empty())
      throw t.at(ln, 0, "row " + std::to_string(r + 1) + ": " + bad);
    board.push_back(row);
  }
  return board;
}

std::vector<std::string> readAnswerJson(int rows, int cols, const nlohmann::json& rec) {
  const nlohmann::json& g = app::arrayOf(app::member(rec, "grid"), rows, "\"grid\"");
  std::vector<std::string> board;
  for (int r = 0; r < rows; ++r) {
    board.push_back(app::stringOf(g[r], "row " + std::to_string(r + 1) + " of \"grid\""));
    if (std::string bad = rowError(board.back(), cols); !bad.empty())
      throw app::AnswerError("row " + std::to_string(r + 1) + " of \"grid\": " + bad);
  }
  return board;
}

}  // namespace deduce::pentomino
