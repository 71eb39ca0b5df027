// Hashi: formats (character grid, Simon Tatham game IDs), the propagation model and rendering.
// See hashi.h for the model; the checker is in check.cpp and shares nothing with this file.
#include "puzzles/hashi/hashi.h"

#include <algorithm>
#include <cctype>

namespace deduce::hashi {
namespace {

// The largest width and height in every format (a 1000x1000 grid of islands takes ~700 MB).
constexpr int kMaxSide = 1000;

int labelOf(char ch) {
  if (ch >= '1' && ch <= '9') return ch - '0';
  if (ch >= 'A' && ch <= 'G') return ch - 'A' + 10;
  return -1;
}

char labelChar(int v) { return v < 10 ? static_cast<char>('0' + v) : static_cast<char>('A' + v - 10); }

void validate(const Instance& inst, const std::string& file, int line, int col) {
  int islands = 0;
  for (int r = 0; r < inst.rows; ++r)
    for (int c = 0; c < inst.cols; ++c) {
      int v = inst.at(r, c);
      if (!v) continue;
      ++islands;
      if (v > 4 * inst.maxBridges)
        throw InputError(file, line, col,
                         "island " + std::to_string(v) + " at row " + std::to_string(r + 1) + " column " +
                             std::to_string(c + 1) + " needs more than 4 x " + std::to_string(inst.maxBridges) +
                             " bridges");
    }
  if (islands == 0) throw InputError(file, line, col, "the puzzle has no islands");
}

// The cells in reading order: an island as label(v), a run of k empty cells (k <= maxRun) as the
// letter run1 + k - 1 (the shared shape of Tatham's and pzprjs's encodings).
std::string encodeCells(const Instance& inst, char run1, int maxRun, char (*label)(int)) {
  std::string out;
  int run = 0;
  auto flush = [&] {
    while (run > 0) {
      int k = std::min(run, maxRun);
      out += static_cast<char>(run1 + k - 1);
      run -= k;
    }
  };
  for (int v : inst.grid) {
    if (!v) {
      ++run;
      continue;
    }
    flush();
    out += label(v);
  }
  flush();
  return out;
}

}  // namespace

Instance parseGrid(const Record& rec) {
  Instance inst;
  inst.rows = static_cast<int>(rec.lines.size());
  if (inst.rows > kMaxSide)
    throw InputError(rec.file, rec.lines[kMaxSide].line, 1,
                     "the grid has more than " + std::to_string(kMaxSide) + " rows");
  // Cells written with blanks between them (`2 . 3`): no two non-blanks side by side in any
  // row, and some row has two cells. Then the row's non-blanks are its cells, each at its own
  // source column.
  auto singles = [](const std::string& t) {
    for (size_t i = 1; i < t.size(); ++i)
      if (!std::isspace(static_cast<unsigned char>(t[i])) && !std::isspace(static_cast<unsigned char>(t[i - 1])))
        return false;
    return true;
  };
  const bool spaced =
      std::all_of(rec.lines.begin(), rec.lines.end(), [&](const Line& ln) { return singles(ln.text); }) &&
      std::any_of(rec.lines.begin(), rec.lines.end(), [](const Line& ln) { return withoutBlanks(ln).text.size() >= 2; });
  for (const Line& raw : rec.lines) {
    const Line ln = spaced ? withoutBlanks(raw) : raw;
    // trailing blanks are ignored; leading blanks are an error (they would shift the row)
    std::string t = ln.text;
    while (!t.empty() && (t.back() == ' ' || t.back() == '\t')) t.pop_back();
    if (inst.cols == 0) inst.cols = static_cast<int>(t.size());
    if (inst.cols > kMaxSide)
      throw InputError(rec.file, ln.line, ln.column(kMaxSide), "the grid has more than " + std::to_string(kMaxSide) + " columns");
    if (static_cast<int>(t.size()) != inst.cols)
      throw InputError(rec.file, ln.line,
                       spaced ? static_cast<int>(raw.text.size()) + 1
                              : static_cast<int>(std::min(t.size(), static_cast<size_t>(inst.cols))) + 1,
                       "row has " + std::to_string(t.size()) + " cells, expected " + std::to_string(inst.cols));
    for (size_t i = 0; i < t.size(); ++i) {
      char ch = t[i];
      int v = (ch == '.' || ch == '0') ? 0 : labelOf(ch);
      if (v < 0)
        throw InputError(rec.file, ln.line, ln.column(i),
                         std::string("unexpected character '") + ch + "' (islands are 1-8, empty cells '.')");
      inst.grid.push_back(v);
    }
  }
  validate(inst, rec.file, rec.line(), 1);
  return inst;
}

Instance parseGameId(const std::string& text, const std::string& file, int line, int col) {
  Instance inst;
  size_t colon = text.find(':');
  if (colon == std::string::npos) throw InputError(file, line, col, "game ID must look like 7x7m2:DESC");
  auto err = [&](size_t i, const std::string& msg) { return InputError(file, line, col + static_cast<int>(i), msg); };
  size_t i = 0;
  auto number = [&](int lo, int hi, const char* what) {
    size_t st = i;
    long v = 0;
    while (i < colon && std::isdigit(static_cast<unsigned char>(text[i])) && v < 100000) v = v * 10 + (text[i++] - '0');
    if (i == st) throw err(st, std::string("expected a number for ") + what);
    if (v < lo || v > hi)
      throw err(st, std::string(what) + " must be " + std::to_string(lo) + ".." + std::to_string(hi));
    return static_cast<int>(v);
  };
  inst.cols = number(3, kMaxSide, "the width");
  inst.rows = inst.cols;
  while (i < colon) {
    char p = text[i++];
    switch (p) {
      case 'x': inst.rows = number(3, kMaxSide, "the height"); break;
      // generator settings (island share, expansion, difficulty): read and ignored, whatever
      // their value, as Tatham's game does when it is given a description
      case 'i': number(0, 100000, "the island share"); break;
      case 'e': number(0, 100000, "the expansion factor"); break;
      case 'm': inst.maxBridges = number(1, 4, "the bridge maximum"); break;
      case 'd': number(0, 100000, "the difficulty"); break;
      case 'L': inst.noLoops = true; break;
      default: throw err(i - 1, std::string("unknown game parameter '") + p + "'");
    }
  }
  size_t cells = static_cast<size_t>(inst.rows) * inst.cols;
  inst.grid.reserve(cells);
  for (i = colon + 1; i < text.size(); ++i) {
    char ch = text[i];
    if (ch >= 'a' && ch <= 'z') {
      inst.grid.insert(inst.grid.end(), ch - 'a' + 1, 0);
    } else if (int v = labelOf(ch); v > 0) {
      inst.grid.push_back(v);
    } else {
      throw err(i, std::string("unexpected character '") + ch + "' in the game description");
    }
    if (inst.grid.size() > cells) throw err(i, "the description covers more than " + std::to_string(cells) + " cells");
  }
  if (inst.grid.size() < cells)
    throw err(text.size(), "the description covers " + std::to_string(inst.grid.size()) + " cells, expected " +
                               std::to_string(cells));
  for (int r = 0; r < inst.rows; ++r)
    for (int c = 0; c < inst.cols; ++c)
      if (inst.at(r, c) && ((c + 1 < inst.cols && inst.at(r, c + 1)) || (r + 1 < inst.rows && inst.at(r + 1, c))))
        throw err(colon + 1, "islands at row " + std::to_string(r + 1) + " column " + std::to_string(c + 1) +
                                 " and a neighbour touch");
  validate(inst, file, line, col);
  return inst;
}

std::string toGameId(const Instance& inst) {
  std::string out = std::to_string(inst.cols) + "x" + std::to_string(inst.rows) + "m" + std::to_string(inst.maxBridges) +
                    (inst.noLoops ? "L" : "") + ":";
  return out + encodeCells(inst, 'a', 26, labelChar);
}

// pzprjs's number16 encoding, read from its decoder's behaviour: per cell, '0'-'9' 'a'-'f' is a
// number 0..15 (one hex digit), '-' + 2 hex digits and '+' + 3 hex digits are larger numbers,
// '.' is a numbered cell whose number is unknown, and 'g'..'z' skip 1..20 empty cells. Cells the
// body does not reach are empty (pzprjs tolerates a short body the same way).
namespace {
constexpr const char* kPuzzLinkKey = "hashikake/";
}

bool isPuzzLink(const std::string& text) { return text.find(kPuzzLinkKey) != std::string::npos; }

Instance parsePuzzLink(const std::string& text, const std::string& file, int line, int col) {
  size_t key = text.find(kPuzzLinkKey);
  if (key == std::string::npos) throw InputError(file, line, col, "expected a puzz.link URL ...?hashikake/COLS/ROWS/BODY");
  auto err = [&](size_t i, const std::string& msg) { return InputError(file, line, col + static_cast<int>(i), msg); };
  size_t i = key + std::string(kPuzzLinkKey).size();
  auto number = [&](const char* what) {
    size_t st = i;
    long v = 0;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && v < 100000) v = v * 10 + (text[i++] - '0');
    if (i == st || v < 1 || v > kMaxSide)
      throw err(st, std::string("expected ") + what + " (1.." + std::to_string(kMaxSide) + ")");
    if (i >= text.size() || text[i] != '/') throw err(i, std::string("expected '/' after ") + what);
    ++i;
    return static_cast<int>(v);
  };
  Instance inst;
  inst.cols = number("the number of columns");
  inst.rows = number("the number of rows");
  size_t cells = static_cast<size_t>(inst.rows) * inst.cols;
  inst.grid.assign(cells, 0);
  size_t c = 0;
  // the number written by `digits` hex digits from text[from]
  auto hex = [&](size_t from, int digits) {
    int v = 0;
    for (int k = 0; k < digits; ++k) {
      size_t j = from + k;
      char ch = j < text.size() ? text[j] : '\0';
      int d = std::isdigit(static_cast<unsigned char>(ch)) ? ch - '0' : (ch >= 'a' && ch <= 'f') ? ch - 'a' + 10 : -1;
      if (d < 0) throw err(j, "expected a hexadecimal digit");
      v = v * 16 + d;
    }
    return v;
  };
  // blanks after the URL, and one '/' ending it (as links are often copied), are not body
  size_t end = text.find_last_not_of(" \t\r");
  if (end >= i && text[end] == '/') --end;
  for (; i <= end && i < text.size(); ++i) {
    char ch = text[i];
    if (ch == '/') throw err(i, "unexpected '/' in the puzz.link body (after COLS/ROWS/ the body ends the URL)");
    if (ch >= 'g' && ch <= 'z') {
      c += static_cast<size_t>(ch - 'f');
      if (c > cells) throw err(i, "the body covers more than " + std::to_string(cells) + " cells");
      continue;
    }
    if (c >= cells) throw err(i, "the body covers more than " + std::to_string(cells) + " cells");
    size_t at = i;
    int v;
    if (std::isdigit(static_cast<unsigned char>(ch)) || (ch >= 'a' && ch <= 'f')) {
      v = hex(i, 1);
    } else if (ch == '-') {
      v = hex(i + 1, 2);
      i += 2;
    } else if (ch == '+') {
      v = hex(i + 1, 3);
      i += 3;
    } else if (ch == '.') {
      throw err(i, "islands without a number ('.') are not supported");
    } else {
      throw err(i, std::string("unexpected character '") + ch + "' in the puzz.link body");
    }
    if (v < 1 || v > 8) throw err(at, "island number " + std::to_string(v) + " is not 1..8");
    inst.grid[c++] = v;
  }
  validate(inst, file, line, col);
  return inst;
}

std::string toPuzzLink(const Instance& inst) {
  std::string out = "https://puzz.link/p?hashikake/" + std::to_string(inst.cols) + "/" + std::to_string(inst.rows) + "/";
  return out + encodeCells(inst, 'g', 20, [](int v) { return static_cast<char>(v < 10 ? '0' + v : 'a' + v - 10); });
}

Model build(cp::Space& s, const Instance& inst) {
  Model m;
  std::vector<int> id(inst.grid.size(), -1);
  std::vector<cp::Val> demand;
  for (int r = 0; r < inst.rows; ++r)
    for (int c = 0; c < inst.cols; ++c)
      if (int v = inst.at(r, c)) {
        id[r * inst.cols + c] = static_cast<int>(m.island.size());
        m.island.emplace_back(r, c);
        demand.push_back(v);
      }
  m.g.n = static_cast<int>(m.island.size());
  // Possible bridges: to the next island right and below. vertical[cell] = the vertical bridge
  // passing over that empty cell (at most one: vertical bridges in a column never overlap).
  std::vector<int> vertical(inst.grid.size(), -1);
  std::vector<int> horizontal;
  for (int i = 0; i < m.g.n; ++i) {
    auto [r, c] = m.island[i];
    for (int cc = c + 1; cc < inst.cols; ++cc)
      if (id[r * inst.cols + cc] >= 0) {
        horizontal.push_back(m.g.addEdge(i, id[r * inst.cols + cc]));
        break;
      }
    for (int rr = r + 1; rr < inst.rows; ++rr)
      if (id[rr * inst.cols + c] >= 0) {
        int e = m.g.addEdge(i, id[rr * inst.cols + c]);
        for (int k = r + 1; k < rr; ++k) vertical[k * inst.cols + c] = e;
        break;
      }
  }
  m.x = cp::intVars(s, static_cast<int>(m.g.edges.size()), 0, inst.maxBridges);
  for (int e : horizontal) {
    auto [r, c1] = m.island[m.g.edges[e].first];
    int c2 = m.island[m.g.edges[e].second].second;
    for (int c = c1 + 1; c < c2; ++c)
      if (int v = vertical[r * inst.cols + c]; v >= 0) {
        m.crossings.emplace_back(e, v);
        cp::atMostOneChosen(s, m.x[e], m.x[v]);
      }
  }
  cp::connectedDemand(s, m.g, m.x, demand);
  if (inst.noLoops) cp::acyclic(s, m.g, m.x);
  return m;
}

int applyHumanDeduced(cp::Space& s, const Instance& inst, const Model& m) {
  if (inst.maxBridges != 2) return 0;  // the paper's rules assume at most two bridges per pair
  std::vector<std::vector<int>> inc(m.g.n);
  for (size_t e = 0; e < m.g.edges.size(); ++e) {
    inc[m.g.edges[e].first].push_back(static_cast<int>(e));
    inc[m.g.edges[e].second].push_back(static_cast<int>(e));
  }
  auto label = [&](int v) { return inst.at(m.island[v].first, m.island[v].second); };
  auto other = [&](int e, int v) { return m.g.edges[e].first == v ? m.g.edges[e].second : m.g.edges[e].first; };
  int changed = 0;
  auto atLeast = [&](int e, cp::Val k) {
    if (s.min(m.x[e]) < k) ++changed;
    if (!s.setMin(m.x[e], k)) s.fail();
  };
  auto atMost = [&](int e, cp::Val k) {
    if (s.max(m.x[e]) > k) ++changed;
    if (!s.setMax(m.x[e], k)) s.fail();
  };
  for (int a = 0; a < m.g.n && !s.failed(); ++a) {
    int L = label(a), deg = static_cast<int>(inc[a].size());
    for (int e : inc[a]) {
      if (L == 1 && label(other(e, a)) == 1 && m.g.n > 2) atMost(e, 0);  // (6.2)
      if (deg == 1 && L == 1) atLeast(e, 1), atMost(e, 1);                 // (6.3)
      if (deg == 1 && L == 2) atLeast(e, 2);                               // (6.4)
      if (deg == 2 && L == 2) {                                            // (6.5)
        int f = inc[a][0] == e ? inc[a][1] : inc[a][0];
        if (label(other(f, a)) == 1 && label(other(e, a)) != 1) atLeast(e, 1);
      }
      if ((deg == 2 && L == 3) || (deg == 3 && L == 5) || L == 7) atLeast(e, 1);  // (6.6) (6.8) (6.10)
      if ((deg == 2 && L == 4) || (deg == 3 && L == 6) || L == 8) atLeast(e, 2);  // (6.7) (6.9) (6.11)
    }
  }
  return changed;
}

Solution extract(const cp::Space& s, const Model& m) {
  Solution sol;
  for (size_t e = 0; e < m.g.edges.size(); ++e) {
    int k = static_cast<int>(s.value(m.x[e]));
    if (!k) continue;
    auto [r1, c1] = m.island[m.g.edges[e].first];
    auto [r2, c2] = m.island[m.g.edges[e].second];
    sol.push_back({r1, c1, r2, c2, k});
  }
  return sol;
}

std::string renderPuzzle(const Instance& inst) { return render(inst, {}); }

std::string render(const Instance& inst, const Solution& sol) {
  std::vector<std::string> rows(inst.rows, std::string(inst.cols, '.'));
  for (const Bridge& b : sol) {
    bool horiz = b.r1 == b.r2;
    char ch = b.k >= 4 ? '@' : b.k == 3 ? '#' : horiz ? (b.k == 1 ? '-' : '=') : (b.k == 1 ? '|' : '"');
    if (horiz) {
      for (int c = std::min(b.c1, b.c2) + 1; c < std::max(b.c1, b.c2); ++c) rows[b.r1][c] = ch;
    } else {
      for (int r = std::min(b.r1, b.r2) + 1; r < std::max(b.r1, b.r2); ++r) rows[r][b.c1] = ch;
    }
  }
  std::string out;
  for (int r = 0; r < inst.rows; ++r) {
    for (int c = 0; c < inst.cols; ++c)
      if (int v = inst.at(r, c)) rows[r][c] = labelChar(v);
    out += rows[r] + '\n';
  }
  return out;
}

}  // namespace deduce::hashi
