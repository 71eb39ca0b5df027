#include "puzzles/grid/grid.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstring>
#include <ostream>
#include <sstream>

namespace deduce::grid {

InputError Puzzle::errorAt(int cell, const std::string& msg) const {
  if (cell < 0 || cell >= static_cast<int>(srcLine.size())) return InputError(file, line, 1, msg);
  return InputError(file, srcLine[cell], srcCol[cell], msg);
}

char valueChar(int v, char empty) {
  if (v <= 0) return empty;
  if (v <= 9) return static_cast<char>('0' + v);
  if (v <= 35) return static_cast<char>('A' + v - 10);
  return '?';
}

namespace {
// charValue as a table: -1 for every byte that is no cell character.
struct CellTable {
  int8_t v[256];
  constexpr CellTable() : v() {
    for (int c = 0; c < 256; ++c) v[c] = static_cast<int8_t>(charValue(static_cast<char>(c)));
  }
};
constexpr CellTable kCells;
}  // namespace

app::LineKind readLineCells(std::string_view line, int n, int maxValue, std::vector<int>& cells, char& empty) {
  const size_t len = line.size(), count = static_cast<size_t>(n) * n;
  const char* s = line.data();
  size_t i = 0;
  while (i < len && isBlank(s[i])) ++i;
  if (i == len) return app::LineKind::Nothing;
  if (s[i] == '#')  // a comment line (util/input.cpp: '#' after spaces and tabs only)
    return std::all_of(s, s + i, [](char c) { return c == ' ' || c == '\t'; }) ? app::LineKind::Nothing
                                                                               : app::LineKind::Other;
  if (count < 36 || len - i < count) return app::LineKind::Other;
  cells.resize(count);
  int* out = cells.data();
  const unsigned char* cell = reinterpret_cast<const unsigned char*>(s + i);
  if (maxValue <= 9) {
    // digits and '.' only: each cell by a subtraction and two comparisons, no table, no branch
    // (the compiler vectorises the loop); any other byte makes the line Other
    unsigned bad = 0;
    for (size_t k = 0; k < count; ++k) {
      const unsigned c = cell[k], d = c - '0', dot = c == '.';
      bad |= (d > static_cast<unsigned>(maxValue)) & (dot ^ 1u);
      out[k] = static_cast<int>(d & (dot - 1u));  // '.': 0
    }
    if (bad) return app::LineKind::Other;
  } else {
    // one test per cell: a byte that is no cell character is -1, so (unsigned) -1 > maxValue
    for (size_t k = 0; k < count; ++k) {
      const int v = kCells.v[cell[k]];
      if (static_cast<unsigned>(v) > static_cast<unsigned>(maxValue)) return app::LineKind::Other;
      out[k] = v;
    }
  }
  empty = '.';
  for (size_t k = 0; k < count; ++k)
    if (out[k] == 0) {
      empty = static_cast<char>(cell[k]);
      break;
    }
  for (i += count; i < len && isBlank(s[i]);) ++i;
  return i == len || s[i] == '#' ? app::LineKind::Record : app::LineKind::Other;
}

bool standsAlone(const std::string& line) {
  std::string t = line.substr(0, line.find('#'));
  const size_t first = t.find_first_not_of(" \t\f\v\r"), last = t.find_last_not_of(" \t\f\v\r");
  if (first == std::string::npos || last - first + 1 <= 35) return false;
  return std::all_of(t.begin() + static_cast<std::ptrdiff_t>(first), t.begin() + static_cast<std::ptrdiff_t>(last) + 1,
                     [](char c) { return charValue(c) >= 0; });
}

namespace {

int isqrt(int64_t v) {
  int r = static_cast<int>(std::sqrt(static_cast<double>(v)));
  while (static_cast<int64_t>(r) * r > v) --r;
  while (static_cast<int64_t>(r + 1) * (r + 1) <= v) ++r;
  return r;
}

// Cut a `#` comment and trailing blanks.
std::string stripComment(std::string t) {
  if (size_t h = t.find('#'); h != std::string::npos) t.resize(h);
  while (!t.empty() && isBlank(t.back())) t.pop_back();
  return t;
}

// A rule between bands of boxes, as printed grids draw it: `------+-------+------`, `=====`,
// `+---+---+`: only '-', '=', '+', '|' and blanks, with three or more '-' or '='.
bool isRuleLine(const std::string& t) {
  return std::count_if(t.begin(), t.end(), [](char c) { return c == '-' || c == '='; }) >= 3 &&
         t.find_first_not_of("-=+| \t\f\v") == std::string::npos;
}

// Has two tokens separated by blanks.
// One pass with isBlank: the layout rule asks it of every line of a batch, and
// find_first_of with a set costs a memchr per character.
bool hasInnerBlank(const std::string& t) {
  size_t i = 0;
  while (i < t.size() && isBlank(t[i])) ++i;
  while (i < t.size() && !isBlank(t[i])) ++i;
  while (i < t.size() && isBlank(t[i])) ++i;
  return i < t.size();
}

// A title before a grid, as collections write them (`Grid 01` in Project Euler's sudoku.txt,
// `Puzzle 7: hard`): a first word of two letters or more, then more text. No row of cells
// starts so (a cell is one letter at most) and a line puzzle has no blanks inside.
bool isHeaderLine(const std::string& t) {
  size_t a = t.find_first_not_of(" \t\f\v");
  if (a == std::string::npos) return false;
  size_t b = a;
  while (b < t.size() && std::isalpha(static_cast<unsigned char>(t[b]))) ++b;
  if (b - a < 2) return false;
  if (b < t.size() && (t[b] == ':' || t[b] == '.')) ++b;
  return b < t.size() && isBlank(t[b]) && hasInnerBlank(t);
}

// The `|` between the boxes of a printed row. In a row of numbers (`5 3 . | . 7 .`) each
// becomes a blank; in a row of characters (`53.|.7.|...`, or `|53.|.7.|...|`) the bars and the
// blanks around them go, so that the row reads as the characters it holds, each keeping its
// source column (Line::cols).
void dropBars(Line& l) {
  std::string& t = l.text;
  if (t.find('|') == std::string::npos) return;
  // a row of characters: no segment between bars holds two tokens
  bool chars = true;
  for (size_t a = 0; a <= t.size() && chars;) {
    const size_t b = std::min(t.find('|', a), t.size());
    chars = !hasInnerBlank(t.substr(a, b - a));
    a = b + 1;
  }
  std::replace(t.begin(), t.end(), '|', ' ');
  if (chars) l = withoutBlanks(l);
}

std::string sizeName(int n) { return std::to_string(n) + "x" + std::to_string(n); }

// The largest side read from a file: the memory of the model grows with side^3, and 400 is the
// largest `latin --n` too. Larger grids are reported instead of exhausting the machine.
constexpr int kMaxSide = 400;

std::string tooLarge(int n) { return "grid too large: " + sizeName(n) + " (at most " + sizeName(kMaxSide) + ")"; }

// Appends the cells written as characters at text[from, from + count) of line `l` to `p`
// (1-9, A-Z or a-z for 10..35, '.' or '0' empty; the first empty character becomes p.empty).
// `sawEmpty` says whether p.empty is set yet. Reports the first bad character or too large
// value and returns false.
bool readCharCells(const std::string& file, const Line& l, size_t from, size_t count, int maxV, Puzzle& p,
                   bool& sawEmpty, const std::function<void(const InputError&)>& onError) {
  const std::string& t = l.text;
  for (size_t i = from; i < from + count; ++i) {
    char c = t[i];
    int col = l.column(i);
    int v = charValue(c);
    if (v < 0) {
      std::string shown =
          (c >= 32 && c < 127) ? std::string("'") + c + "'" : "byte " + std::to_string(static_cast<unsigned char>(c));
      onError(InputError(file, l.line, col, "bad character " + shown + " (cells are 1-9, A-Z, '.' or '0')"));
      return false;
    }
    if (v > maxV) {
      onError(InputError(file, l.line, col,
                         std::string("value '") + c + "' (" + std::to_string(v) + ") is too large for a " +
                             sizeName(p.n) + " grid (at most " + std::to_string(maxV) + ")"));
      return false;
    }
    if (v == 0 && !sawEmpty) {
      p.empty = c;
      sawEmpty = true;
    }
    p.cells.push_back(v);
    p.srcLine.push_back(l.line);
    p.srcCol.push_back(col);
  }
  return true;
}

Puzzle newPuzzle(const std::string& file, int line, int n, Format format) {
  Puzzle p;
  p.file = file;
  p.line = line;
  p.n = n;
  p.format = format;
  p.cells.reserve(static_cast<size_t>(n) * n);
  p.srcLine.reserve(static_cast<size_t>(n) * n);
  p.srcCol.reserve(static_cast<size_t>(n) * n);
  return p;
}

// The side of a line puzzle of `len` cells, or 0 when len is not a square.
int lineSide(size_t len) {
  int n = isqrt(static_cast<int64_t>(len));
  return n >= 1 && static_cast<size_t>(n) * n == len ? n : 0;
}

void parseLinePuzzle(const std::string& file, const Line& l, const Spec& spec,
                     const std::function<void(Puzzle&)>& onPuzzle,
                     const std::function<void(const InputError&)>& onError) {
  const std::string& t = l.text;
  size_t start = t.find_first_not_of(" \t\f\v");
  size_t len = t.size() - start;
  int n = lineSide(len);
  if (n == 0) {
    int lo = isqrt(static_cast<int64_t>(len)), hi = lo + 1;
    onError(InputError(file, l.line, static_cast<int>(t.size()) + 1,
                       "wrong length: " + std::to_string(len) + " cells is not a square grid (" +
                           std::to_string(lo * lo) + " for " + sizeName(lo) + ", " + std::to_string(hi * hi) + " for " +
                           sizeName(hi) + ")"));
    return;
  }
  std::string why = n > kMaxSide ? tooLarge(n) : spec.sideError ? spec.sideError(n) : "";
  if (!why.empty()) {
    onError(InputError(file, l.line, static_cast<int>(t.size()) + 1,
                       "wrong length: " + std::to_string(len) + " cells (" + sizeName(n) + "): " + why));
    return;
  }
  Puzzle p = newPuzzle(file, l.line, n, Format::Line);
  bool sawEmpty = false;
  if (readCharCells(file, l, start, len, spec.maxValue(n), p, sawEmpty, onError)) onPuzzle(p);
}

// Whether a line without blanks inside reads as a line puzzle of this genre (a square number of
// cells in the alphabet, an acceptable side, no value too large).
bool validLinePuzzle(const std::string& t, const Spec& spec) {
  size_t start = t.find_first_not_of(" \t\f\v");
  int n = lineSide(t.size() - start);
  if (n == 0 || n > kMaxSide || (spec.sideError && !spec.sideError(n).empty())) return false;
  int maxV = spec.maxValue(n);
  return std::all_of(t.begin() + static_cast<std::ptrdiff_t>(start), t.end(), [&](char c) {
    int v = charValue(c);
    return v >= 0 && v <= maxV;
  });
}

// n lines of n characters each (leading blanks ignored): one grid, a row per line.
void parseCharGrid(const std::string& file, const Line* rows, int n, const Spec& spec,
                   const std::function<void(Puzzle&)>& onPuzzle,
                   const std::function<void(const InputError&)>& onError) {
  if (std::string why = spec.sideError ? spec.sideError(n) : ""; !why.empty()) {
    onError(
        InputError(file, rows[0].line, 1, "a grid of " + std::to_string(n) + " rows (" + sizeName(n) + "): " + why));
    return;
  }
  Puzzle p = newPuzzle(file, rows[0].line, n, Format::Line);
  int maxV = spec.maxValue(n);
  bool sawEmpty = false;
  for (int r = 0; r < n; ++r)
    if (!readCharCells(file, rows[r], rows[r].text.find_first_not_of(" \t\f\v"), static_cast<size_t>(n), maxV, p,
                       sawEmpty, onError))
      return;
  onPuzzle(p);
}

// Consecutive lines without blanks inside: each is a line puzzle, except that k*n lines of n
// characters each (2 <= n <= 35) form k grids of n rows when most of them are not line puzzles
// of their own (the rows of a 9x9 Sudoku, 9 characters each, would be 3x3 line puzzles: no
// Sudoku; rows of a 16x16 grid hold values above 4). A run of lines of n characters that are
// no line puzzles at all but not a multiple of n rows is reported as one error.
// Whether lines [first, last) of w characters each are grids of w rows the genre accepts: the
// side is allowed, every character is a cell of that side, and no value repeats in a row or a
// column (every genre read this way has all-different rows and columns).
bool validRows(std::vector<Line>::const_iterator first, std::vector<Line>::const_iterator last, int w,
               const Spec& spec) {
  if (spec.sideError && !spec.sideError(w).empty()) return false;
  const int maxV = spec.maxValue(w);
  std::vector<char> seenCol(static_cast<size_t>(w) * (maxV + 1)), seenRow(static_cast<size_t>(maxV) + 1);
  int r = 0;
  for (auto it = first; it != last; ++it, ++r) {
    if (r % w == 0) std::fill(seenCol.begin(), seenCol.end(), 0);
    std::fill(seenRow.begin(), seenRow.end(), 0);
    const std::string& t = it->text;
    const size_t start = t.find_first_not_of(" \t\f\v");
    for (size_t c = 0; start + c < t.size(); ++c) {
      const int v = charValue(t[start + c]);
      if (v < 0 || v > maxV) return false;
      if (v == 0) continue;
      char& col = seenCol[c * (maxV + 1) + v];
      if (seenRow[v] || col) return false;
      seenRow[v] = col = 1;
    }
  }
  return true;
}

void parseLineRun(const std::string& file, const std::vector<Line>& lines, const Spec& spec,
                  const std::function<void(Puzzle&)>& onPuzzle, const std::function<void(const InputError&)>& onError) {
  auto width = [](const Line& l) { return l.text.size() - l.text.find_first_not_of(" \t\f\v"); };
  size_t i = 0;
  while (i < lines.size()) {
    size_t j = i + 1, w = width(lines[i]);
    while (j < lines.size() && width(lines[j]) == w) ++j;
    size_t k = j - i;
    auto first = lines.begin() + static_cast<std::ptrdiff_t>(i), last = lines.begin() + static_cast<std::ptrdiff_t>(j);
    auto valid = [&](const Line& l) { return validLinePuzzle(l.text, spec); };
    bool rows = k >= 2 && w >= 2 && w <= 35;  // 35: the largest value a character writes
    // Both readings of a run of k lines of w cells, k a multiple of w: k line puzzles, or k/w
    // grids of w rows. When both fit the genre, --layout decides; without it the run is refused
    // rather than guessed (a wrong reading would be answered with exit status 0).
    bool asRows = rows && k % w == 0 && validRows(first, last, static_cast<int>(w), spec);
    bool asLines = std::all_of(first, last, valid);
    if (asRows && asLines && spec.layout == Layout::Auto) {
      const int side = lineSide(w);
      onError(InputError(file, lines[i].line, 1,
                         std::to_string(k) + " lines of " + std::to_string(w) + " cells read as " +
                             (k == w ? "one " + sizeName(static_cast<int>(w)) + " grid"
                                     : std::to_string(k / w) + " grids of " + sizeName(static_cast<int>(w))) +
                             " or as " + std::to_string(k) + " puzzles of " + sizeName(side) +
                             ": give --layout rows or --layout lines"));
    } else if (asRows && (!asLines || spec.layout == Layout::Rows)) {
      for (size_t g = i; g < j; g += w) parseCharGrid(file, &lines[g], static_cast<int>(w), spec, onPuzzle, onError);
    } else if (asLines) {
      for (size_t g = i; g < j; ++g) parseLinePuzzle(file, lines[g], spec, onPuzzle, onError);
    } else if (rows && k % w == 0 && spec.layout != Layout::Lines &&
               2 * static_cast<size_t>(std::count_if(first, last, valid)) < k) {
      // a grid with bad cells: reported cell by cell
      for (size_t g = i; g < j; g += w) parseCharGrid(file, &lines[g], static_cast<int>(w), spec, onPuzzle, onError);
    } else if (rows && spec.layout != Layout::Lines && std::none_of(first, last, valid)) {
      onError(InputError(file, lines[j - 1].line, 1,
                         std::to_string(k) + " rows of " + std::to_string(w) + " cells: a grid of " +
                             sizeName(static_cast<int>(w)) + " needs " + std::to_string(w) + " rows"));
    } else {
      for (size_t g = i; g < j; ++g) parseLinePuzzle(file, lines[g], spec, onPuzzle, onError);
    }
    i = j;
  }
}

// A cell of a numbers grid: a number, a single letter (A-Z or a-z: 10..35, as the line
// alphabet and `--format grid` write them), or '.', '_' or '0' for empty. -1 if none of these.
int numbersCell(const std::string& tok) {
  if (tok == "." || tok == "_") return 0;
  if (tok.size() == 1 && std::isalpha(static_cast<unsigned char>(tok[0]))) return charValue(tok[0]);
  if (tok.size() > 6 || !std::all_of(tok.begin(), tok.end(), [](char c) { return c >= '0' && c <= '9'; })) return -1;
  return std::stoi(tok);
}

void parseNumbersPuzzle(const std::string& file, const std::vector<Line>& lines, const Spec& spec,
                        const std::function<void(Puzzle&)>& onPuzzle,
                        const std::function<void(const InputError&)>& onError) {
  int n = static_cast<int>(lines.size());
  std::string why = n > kMaxSide ? tooLarge(n) : spec.sideError ? spec.sideError(n) : "";
  if (!why.empty()) {
    onError(InputError(file, lines.front().line, 1,
                       "a grid of " + std::to_string(n) + " rows (" + sizeName(n) + "): " + why));
    return;
  }
  Puzzle p = newPuzzle(file, lines.front().line, n, Format::Numbers);
  int maxV = spec.maxValue(n);
  for (const Line& l : lines) {
    const std::string& t = l.text;
    int count = 0;
    size_t i = 0;
    while (true) {
      while (i < t.size() && isBlank(t[i])) ++i;
      if (i >= t.size()) break;
      size_t j = i;
      while (j < t.size() && !isBlank(t[j])) ++j;
      std::string tok = t.substr(i, j - i);
      int col = l.column(i);
      ++count;
      if (count > n) {
        onError(InputError(file, l.line, col,
                           "row has more than " + std::to_string(n) + " cells (a grid of " + std::to_string(n) +
                               " rows is " + sizeName(n) + ")"));
        return;
      }
      int v = numbersCell(tok);
      if (v < 0) {
        onError(InputError(file, l.line, col, "bad cell '" + tok + "' (a number, or '.', '_' or '0' for empty)"));
        return;
      }
      if (v > maxV) {
        onError(InputError(
            file, l.line, col,
            "value " + tok + " is too large for a " + sizeName(n) + " grid (at most " + std::to_string(maxV) + ")"));
        return;
      }
      p.cells.push_back(v);
      p.srcLine.push_back(l.line);
      p.srcCol.push_back(col);
      i = j;
    }
    if (count < n) {
      onError(InputError(file, l.line, static_cast<int>(t.size()) + 1,
                         "row has " + std::to_string(count) + " cells, expected " + std::to_string(n) + " (a grid of " +
                             std::to_string(n) + " rows is " + sizeName(n) + ")"));
      return;
    }
  }
  p.empty = '.';
  onPuzzle(p);
}

}  // namespace

void parse(const Source& src, const Spec& spec, const std::function<void(Puzzle&)>& onPuzzle,
           const std::function<void(const InputError&)>& onError) {
  for (Record& rec : splitBlocks(src)) {
    // Consecutive lines with blanks between tokens form one numbers grid; runs of other lines
    // are line puzzles or grids of characters (parseLineRun). A header line ends a run.
    std::vector<Line> lines;
    auto flush = [&] {
      size_t i = 0;
      while (i < lines.size()) {
        bool numbers = hasInnerBlank(lines[i].text);
        size_t j = i + 1;
        while (j < lines.size() && hasInnerBlank(lines[j].text) == numbers) ++j;
        std::vector<Line> run(std::make_move_iterator(lines.begin() + static_cast<std::ptrdiff_t>(i)),
                              std::make_move_iterator(lines.begin() + static_cast<std::ptrdiff_t>(j)));
        if (numbers)
          parseNumbersPuzzle(rec.file, run, spec, onPuzzle, onError);
        else
          parseLineRun(rec.file, run, spec, onPuzzle, onError);
        i = j;
      }
      lines.clear();
    };
    for (Line& l : rec.lines) {
      l.text = stripComment(std::move(l.text));
      if (isRuleLine(l.text)) continue;
      if (isHeaderLine(l.text)) {
        flush();
        continue;
      }
      dropBars(l);
      if (l.text.find_first_not_of(" \t\f\v") != std::string::npos) lines.push_back(std::move(l));
    }
    flush();
  }
}

namespace {
// The characters of cells[0, k) written to out, k the first cell whose value is over 35 (else
// all of them); returns k. Values 1..9 (every solution of a Sudoku up to 9x9) take one addition
// per cell in loops without a branch, which the compiler vectorises.
size_t lineChars(const std::vector<int>& cells, char empty, char* out) {
  static constexpr char kAlphabet[] = ".123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";  // valueChar for 1..35
  const size_t count = cells.size();
  const int* v = cells.data();
  int lo = 1, hi = 1;
  for (size_t i = 0; i < count; ++i) {
    lo = std::min(lo, v[i]);
    hi = std::max(hi, v[i]);
  }
  size_t k = 0;
  if (lo >= 1 && hi <= 9)
    for (; k < count; ++k) out[k] = static_cast<char>('0' + v[k]);
  else
    for (; k < count && v[k] <= 35; ++k) out[k] = v[k] <= 0 ? empty : kAlphabet[v[k]];
  return k;
}
}  // namespace

std::string toLine(const std::vector<int>& cells, char empty) {
  std::string s(cells.size(), empty);
  for (size_t i = lineChars(cells, empty, s.data()); i < cells.size(); ++i) s[i] = valueChar(cells[i], empty);
  return s;
}

std::string toGrid(const std::vector<int>& cells, int n, Format alphabet, char empty) {
  int maxV = 0;
  for (int v : cells) maxV = std::max(maxV, v);
  bool chars = alphabet == Format::Line && maxV <= 35;
  int width = chars ? 1 : static_cast<int>(std::to_string(std::max(maxV, 1)).size());
  std::string out;
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if (c) out += ' ';
      int v = cells[r * n + c];
      std::string t = chars ? std::string(1, valueChar(v, empty)) : (v ? std::to_string(v) : std::string("."));
      out.append(width - t.size(), ' ');
      out += t;
    }
    out += '\n';
  }
  return out;
}

json::Value gridJson(const std::vector<int>& cells, int n) {
  // Rows of integers written straight into the record's text (json::Value::raw): one string
  // sized for the longest numbers, written through a pointer, no value per cell.
  const size_t side = static_cast<size_t>(n);
  std::string t(side * side * 12 + 2 * side + 2, '\0');
  char* p = t.data();
  *p++ = '[';
  for (size_t r = 0; r < side; ++r) {
    if (r) *p++ = ',';
    *p++ = '[';
    for (size_t c = 0; c < side; ++c) {
      if (c) *p++ = ',';
      const int v = cells[r * side + c];
      if (v >= 0 && v <= 9)
        *p++ = static_cast<char>('0' + v);
      else
        p = std::to_chars(p, p + 11, v).ptr;
    }
    *p++ = ']';
  }
  *p++ = ']';
  t.resize(static_cast<size_t>(p - t.data()));
  return json::Value::raw(std::move(t));
}

Units rowsAndColumns(int n) {
  Units u;
  for (int r = 0; r < n; ++r) {
    u.emplace_back();
    for (int c = 0; c < n; ++c) u.back().push_back(r * n + c);
  }
  for (int c = 0; c < n; ++c) {
    u.emplace_back();
    for (int r = 0; r < n; ++r) u.back().push_back(r * n + c);
  }
  return u;
}

std::optional<std::pair<int, std::string>> clashingGiven(const std::vector<int>& cells, int n, const Units& units,
                                                         const std::vector<std::string>& unitNames) {
  if (cells.empty()) return std::nullopt;
  int worst = -1;
  std::string why;
  // seenAt[v]: the cell of the unit holding given v so far; cleared unit by unit through the
  // unit's own cells, so a batch of big grids costs O(cells per unit), not O(values) per unit
  std::vector<int> seenAt(static_cast<size_t>(*std::max_element(cells.begin(), cells.end())) + 1, -1);
  for (size_t u = 0; u < units.size(); ++u) {
    for (int cell : units[u])
      if (cells[cell] > 0) seenAt[cells[cell]] = -1;
    for (int cell : units[u]) {
      int v = cells[cell];
      if (v <= 0) continue;
      if (seenAt[v] >= 0) {
        int later = std::max(cell, seenAt[v]);
        if (worst < 0 || later < worst) {
          worst = later;
          int other = std::min(cell, seenAt[v]);
          why = "given " + std::to_string(v) + " clashes with the same value in " +
                (u < unitNames.size() ? unitNames[u] : "unit " + std::to_string(u + 1)) + " (row " +
                std::to_string(other / n + 1) + ", column " + std::to_string(other % n + 1) + ")";
        }
        break;
      }
      seenAt[v] = cell;
    }
  }
  if (worst < 0) return std::nullopt;
  return std::make_pair(worst, why);
}

std::vector<int> opreOrder(int n) {
  std::vector<int> order;
  order.reserve(static_cast<size_t>(n) * n);
  for (int i = 0; i < n; ++i) order.push_back(i * n + i);
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j) order.push_back(i * n + j);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < i; ++j) order.push_back(i * n + j);
  return order;
}

cp::Phase phaseFor(const Strategy& st, const cp::VarIds& cells, int n) {
  cp::Phase ph;
  if (st.var == Strategy::Var::Opre)
    for (int i : opreOrder(n)) ph.vars.push_back(cells[i]);
  else
    ph.vars = cells;
  ph.var = toVarSel(st.var);
  ph.val = st.val;
  return ph;
}

Result solveUnits(const Instance& inst, const SolveOptions& opt) {
  const int n = inst.n;
  return searchCellModel(
      [&](cp::Space& s) {
        const Units& units = *inst.units;
        s.reserve(n * n, n * n * ((inst.maxValue + 63) / 64));
        cp::VarIds x = cp::intVars(s, n * n, 1, inst.maxValue);
        for (int i = 0; i < n * n; ++i)
          if (inst.givens[i] > 0 && !s.assign(x[i], inst.givens[i])) s.fail();
        std::vector<cp::VarIds> groups(units.size());
        for (size_t u = 0; u < units.size(); ++u)
          for (int c : units[u]) groups[u].push_back(x[c]);
        if (opt.strategy.alldiff == cp::Consistency::Domain && opt.strategy.var != Strategy::Var::DomWdeg) {
          cp::alldifferentGroup(s, groups);
        } else {
          for (const auto& g : groups) cp::alldifferent(s, g, opt.strategy.alldiff);
        }
        return x;
      },
      n, opt);
}

Result searchCellModel(const CellModel& build, int n, const SolveOptions& opt) {
  if (opt.threads == 1 && !opt.progress) {
    cp::Space s;
    const cp::VarIds x = build(s);
    return searchCells(s, x, n, opt);
  }
  cp::Space ids;
  const cp::VarIds x = build(ids);  // the ids of every build
  const Strategy st = opt.strategy;
  const cp::ModelFactory factory = [&build, &st, n] {
    cp::WorkerModel m;
    m.space = std::make_unique<cp::Space>();
    const cp::VarIds cells = build(*m.space);
    m.brancher = std::make_unique<cp::PhaseBrancher>(*m.space, std::vector<cp::Phase>{phaseFor(st, cells, n)}, st.seed);
    return m;
  };
  app::Request r;
  r.threads = opt.threads;
  r.progress = opt.progress;
  r.limits = opt.limits;
  r.strategy = opt.strategy;
  Result res;
  std::vector<int> vals(x.size());
  const app::Report rep = app::searchModelParallel<std::vector<int>>(
      factory, r,
      [&](cp::Space& sp) -> const std::vector<int>& {
        for (size_t i = 0; i < x.size(); ++i) vals[i] = static_cast<int>(sp.value(x[i]));
        return vals;
      },
      [&](const std::vector<int>& v) {
        if (res.first.empty()) res.first = v;
        return !opt.onSolution || opt.onSolution(v);
      },
      app::Clock::now());
  res.status = rep.status;
  res.stats = rep.stats;
  res.count = rep.stats.solutions;
  return res;
}

Result searchCells(cp::Space& s, const cp::VarIds& x, int n, const SolveOptions& opt) {
  cp::PhaseBrancher br(s, {phaseFor(opt.strategy, x, n)}, opt.strategy.seed);
  cp::SearchOptions so;
  so.limits = opt.limits;
  so.restarts = opt.strategy.restarts;
  so.restartScale = opt.strategy.restartScale;
  Result r;
  std::vector<int> vals(x.size());
  cp::Search search(s, br, so);
  r.status = search.run([&](cp::Space& sp) {
    for (size_t i = 0; i < x.size(); ++i) vals[i] = static_cast<int>(sp.value(x[i]));
    if (r.first.empty()) r.first = vals;
    return !opt.onSolution || opt.onSolution(vals);
  });
  r.stats = s.stats;
  r.count = s.stats.solutions;
  return r;
}

// ---- output ----

Format layoutFor(const Options& opt, Format input) {
  if (!opt.has("format")) return input;
  const std::string f = opt.get("format");
  if (f == "line") return Format::Line;
  if (f == "grid" || f == "text") return Format::Numbers;
  if (f == "json" || f == "svg") return input;  // --format json is --json; svg: a picture (driver.h)
  throw UsageError("--format must be line|grid|json|svg, got '" + f + "'");
}

namespace {
bool fitsLine(const std::vector<int>& cells) {
  return std::all_of(cells.begin(), cells.end(), [](int v) { return v <= 35; });
}
}  // namespace

void printCells(std::ostream& out, const Look& look, const std::vector<int>& cells, bool multiple) {
  static constexpr char kRemark[] = "  multiple solutions";
  char buf[1300];  // a line of up to 35 x 35 cells, the remark and the line end
  if (look.layout == Format::Line && cells.size() + sizeof kRemark + 1 <= sizeof buf) {
    // The answer of every record of a batch: written into a buffer on the stack and handed to
    // the stream in one write, no string built.
    size_t k = lineChars(cells, look.empty, buf);
    if (k == cells.size()) {
      if (multiple) {
        std::memcpy(buf + k, kRemark, sizeof kRemark - 1);
        k += sizeof kRemark - 1;
      }
      buf[k++] = '\n';
      out.write(buf, static_cast<std::streamsize>(k));
      return;
    }
  }
  if (look.layout == Format::Line && fitsLine(cells)) {
    out << toLine(cells, look.empty) << (multiple ? "  multiple solutions" : "") << '\n';
  } else {
    out << toGrid(cells, look.n, look.alphabet, look.empty);
    if (multiple) out << "multiple solutions\n";
    out << '\n';
  }
}

void jsonCells(json::Value& j, const Look& look, const std::vector<int>& cells) {
  if (fitsLine(cells)) j.set("solution", toLine(cells));
  j.set("grid", gridJson(cells, look.n));
}

Layout layoutOption(const Options& opt) {
  const std::string l = opt.get("layout", "auto");
  if (l == "auto") return Layout::Auto;
  if (l == "lines") return Layout::Lines;
  if (l == "rows") return Layout::Rows;
  throw UsageError("--layout must be auto|lines|rows, got '" + l + "'");
}

void parseShape(const std::string& text, const std::string& option, int& rows, int& cols) {
  size_t x = text.find_first_of("xX*");
  auto num = [&](const std::string& t) {
    if (t.empty() || t.size() > 4 || t.find_first_not_of("0123456789") != std::string::npos) return 0;
    return std::stoi(t);
  };
  rows = x == std::string::npos ? 0 : num(text.substr(0, x));
  cols = x == std::string::npos ? 0 : num(text.substr(x + 1));
  if (rows < 1 || cols < 1) throw UsageError("--" + option + " must be RxC (e.g. 2x3), got '" + text + "'");
}

}  // namespace deduce::grid
