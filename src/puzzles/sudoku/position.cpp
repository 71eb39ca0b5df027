// Sudoku positions with pencil marks (position.h): a line-by-line tokenizer that keeps each
// token's line and column for error messages, and the cell forms of the header.
#include "puzzles/sudoku/position.h"

#include <algorithm>
#include <bit>
#include <cctype>

namespace deduce::sudoku {
namespace {

bool isFrameLine(const std::string& s) {
  bool rule = false;
  for (char ch : s) {
    if (ch == '-' || ch == '=') rule = true;
    else if (!std::isspace(static_cast<unsigned char>(ch)) && std::string(".+*:'|!").find(ch) == std::string::npos)
      return false;
  }
  return rule;
}

class Reader {
 public:
  Reader(const Instance& shape, const std::function<void(Position&&)>& emit, PositionError& error)
      : shape_(shape), n_(shape.size()), emit_(emit), error_(error) {
    all_ = n_ >= 32 ? ~uint32_t{0} : (uint32_t{1} << n_) - 1;
  }

  bool line(const std::string& text, int lineNo) {
    std::string s = text.substr(0, text.find('#'));
    if (isFrameLine(s)) return true;
    size_t i = 0;
    while (i < s.size()) {
      const char ch = s[i];
      if (std::isspace(static_cast<unsigned char>(ch)) || ch == '|' || ch == '!') {
        ++i;
        continue;
      }
      size_t end = i;
      if (ch == '{') {
        end = s.find('}', i);
        if (end == std::string::npos) return fail(lineNo, static_cast<int>(i) + 1, "'{' without '}'");
        ++end;
      } else {
        while (end < s.size() && !std::isspace(static_cast<unsigned char>(s[end])) && s[end] != '|' && s[end] != '!')
          ++end;
      }
      if (!token(s.substr(i, end - i), lineNo, static_cast<int>(i) + 1)) return false;
      i = end;
    }
    return true;
  }

  bool finish(int lineNo, int col) {
    if (pos_.inst.cells.empty()) return true;
    return fail(lineNo, col,
                std::to_string(pos_.inst.cells.size()) + " cells, expected " + std::to_string(n_ * n_));
  }

 private:
  bool fail(int line, int col, const std::string& msg) {
    error_ = {line, col, msg};
    return false;
  }

  // The value of a cell character, or -1 when it is not one of 1..n.
  int value(char ch) const {
    const int v = grid::charValue(ch);
    return v >= 1 && v <= n_ ? v : -1;
  }
  bool allCellChars(const std::string& tok) const {
    for (char ch : tok)
      if (ch != '.' && ch != '0' && value(ch) < 0) return false;
    return true;
  }

  void cell(int v, uint32_t marks, int line, int col) {
    if (pos_.inst.cells.empty()) {
      pos_.inst = shape_;
      pos_.inst.cells.clear();
      pos_.inst.pencil.clear();
      pos_.line = line;
      pos_.col = col;
    }
    pos_.inst.cells.push_back(v);
    pos_.inst.pencil.push_back(v ? 0 : marks);
    if (static_cast<int>(pos_.inst.cells.size()) == n_ * n_) {
      emit_(std::move(pos_));
      pos_ = Position{};
    }
  }

  // Marks from the characters of `tok` from `from` to `to`; -1 at a bad character (error set).
  bool marks(const std::string& tok, size_t from, size_t to, int line, int col, uint32_t& m) {
    m = 0;
    for (size_t k = from; k < to; ++k) {
      const int v = value(tok[k]);
      if (v < 0) return fail(line, col + static_cast<int>(k), "bad pencil mark '" + std::string(1, tok[k]) + "'");
      m |= uint32_t{1} << (v - 1);
    }
    return true;
  }

  bool token(const std::string& tok, int line, int col) {
    const size_t side = static_cast<size_t>(n_);
    if (pos_.inst.cells.empty() && n_ > 1 && allCellChars(tok)) {
      if (tok.size() == side * side * side) {  // the candidate grid: n characters per cell
        for (size_t c = 0; c < side * side; ++c) {
          uint32_t m = 0;
          for (size_t k = c * side; k < (c + 1) * side; ++k)
            if (int v = value(tok[k]); v > 0) m |= uint32_t{1} << (v - 1);
          if (m == 0) return fail(line, col + static_cast<int>(c * side), "a cell without candidates");
          cell(std::popcount(m) == 1 ? std::countr_zero(m) + 1 : 0, m, line, col);
        }
        return true;
      }
      if (tok.size() == side * side) {  // a puzzle line
        for (char ch : tok) cell(ch == '.' || ch == '0' ? 0 : value(ch), all_, line, col);
        return true;
      }
    }
    uint32_t m = 0;
    if (tok[0] == '{') {
      if (!marks(tok, 1, tok.size() - 1, line, col, m)) return false;
      if (m == 0) return fail(line, col, "no pencil marks in '" + tok + "'");
      cell(0, m, line, col);
      return true;
    }
    if (tok[0] == '.' || tok[0] == '0') {
      if (!marks(tok, 1, tok.size(), line, col, m)) return false;
      cell(0, tok.size() == 1 ? all_ : m, line, col);
      return true;
    }
    if (tok.size() == 1 && value(tok[0]) > 0) {
      cell(value(tok[0]), 0, line, col);
      return true;
    }
    if (tok.size() > 1 && tok.size() <= side) {
      bool ok = true;
      for (char ch : tok) ok = ok && value(ch) > 0;
      if (ok) {
        marks(tok, 0, tok.size(), line, col, m);
        cell(0, m, line, col);
        return true;
      }
    }
    return fail(line, col,
                "bad cell '" + tok + "' (a value 1.." + std::to_string(n_) +
                    ", '.', several values or {values} for pencil marks)");
  }

  const Instance& shape_;
  const int n_;
  uint32_t all_ = 0;
  const std::function<void(Position&&)>& emit_;
  PositionError& error_;
  Position pos_;
};

}  // namespace

bool readPositions(const std::string& text, const Instance& shape, const std::function<void(Position&&)>& emit,
                   PositionError& error) {
  Reader r(shape, emit, error);
  int lineNo = 0;
  size_t at = 0;
  std::string last;
  while (at < text.size()) {
    size_t end = text.find('\n', at);
    if (end == std::string::npos) end = text.size();
    last = text.substr(at, end - at);
    if (!last.empty() && last.back() == '\r') last.pop_back();
    ++lineNo;
    if (!r.line(last, lineNo)) return false;
    at = end + 1;
  }
  return r.finish(std::max(lineNo, 1), static_cast<int>(last.size()) + 1);
}

}  // namespace deduce::sudoku
