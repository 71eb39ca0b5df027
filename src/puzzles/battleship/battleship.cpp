// Battleship: the block format, the placement model (see battleship.h), the generator and the
// rendering. The checker (check.cpp) shares nothing with this file.
//
// Placements are filtered before any variable is made: a placement is dropped when it covers a
// water clue, shows the wrong part at a ship clue ('<' covered by a ship's middle, ...), puts
// more cells into a row or column than its count, or touches a ship clue without covering it
// (that clue belongs to another ship, which would touch this one). What is left is usually a
// small fraction of the R*C*2*|fleet| candidates, and the linear constraints work on those.
#include "puzzles/battleship/battleship.h"

#include <algorithm>
#include <random>
#include <sstream>
#include <stdexcept>

#include "cp/branch.h"
#include "cp/search.h"
#include "puzzles/budget.h"

namespace deduce::battleship {
namespace {

// The part a placement shows at its k-th cell.
char partAt(const Ship& sh, int k) {
  if (sh.len == 1) return 'o';
  if (k == 0) return sh.vertical ? '^' : '<';
  if (k == sh.len - 1) return sh.vertical ? 'v' : '>';
  return '#';
}

// cell == sum of the placements covering it, all 0/1: the bounds reasoning of the linear
// equation (the same fixpoint, so the same search) without its general arithmetic — one pass
// counts the placed and open placements, and every change it makes leaves a fixpoint
// (idempotent): a placed one makes the cell ship and the others 0; none placed and the cell
// water (or none open) makes the rest 0 and the cell water; a ship cell with one open
// placement places it. These are the most frequently run propagators of the model.
class CoverSum : public cp::Propagator {
 public:
  CoverSum(cp::VarIds cover, cp::VarId cell) : y_(std::move(cover)), cell_(cell) {
    priority = cp::kPrioLinear;
    idempotent = true;
  }
  const char* name() const override { return "battleship-cover"; }
  bool propagate(cp::Space& s) override {
    int ones = 0, open = 0;
    cp::VarId last = -1;
    for (cp::VarId y : y_) {
      if (!s.fixed(y)) ++open, last = y;
      else ones += static_cast<int>(s.value(y));
    }
    if (ones > 1) return false;
    if (ones == 1 || s.max(cell_) == 0 || open == 0) {
      if (!s.assign(cell_, ones)) return false;
      for (cp::VarId y : y_)
        if (!s.fixed(y) && !s.assign(y, 0)) return false;
      return true;
    }
    if (s.min(cell_) == 1 && open == 1) return s.assign(last, 1);
    return true;
  }

 private:
  cp::VarIds y_;
  cp::VarId cell_;
};

bool isShipPart(char ch) { return ch == '<' || ch == '>' || ch == '^' || ch == 'v' || ch == '#' || ch == 'o'; }

std::vector<int> parseCounts(const Line& ln, size_t from, int& n, const std::string& file) {
  std::vector<int> out;
  std::istringstream is(ln.text.substr(from));
  std::string tok;
  size_t pos = from;
  while (is >> tok) {
    pos = ln.text.find(tok, pos);
    int col = static_cast<int>(pos) + 1;
    if (tok == "?" || tok == "-") {
      out.push_back(-1);
    } else {
      size_t used = 0;
      int v = -1;
      try {
        v = std::stoi(tok, &used);
      } catch (...) {
        used = 0;
      }
      if (used != tok.size() || v < 0 || v > 10000) throw InputError(file, ln.line, col, "expected a count, got '" + tok + "'");
      out.push_back(v);
    }
    pos += tok.size();
  }
  n = static_cast<int>(out.size());
  if (out.empty()) throw InputError(file, ln.line, static_cast<int>(from) + 1, "expected counts");
  return out;
}

// The model holds every placement of every ship length with its cells and their neighbours
// (3 * length + 6 cells); its memory and building time grow with their total, about 36 bytes
// each. 30x30 with the default fleet: 0.15 million; a 500x500 board with ships of length 100
// would be 160 million (4 GB): the bound reports such input instead of building it.
constexpr int64_t kMaxModelSize = 10'000'000;
int64_t modelSize(const Instance& inst) {
  int64_t total = 0;
  for (auto [len, cnt] : inst.fleet) {
    if (cnt <= 0) continue;
    int64_t across = len <= inst.cols ? static_cast<int64_t>(inst.rows) * (inst.cols - len + 1) : 0;
    int64_t down = len > 1 && len <= inst.rows ? static_cast<int64_t>(inst.cols) * (inst.rows - len + 1) : 0;
    total += (across + down) * (3 * len + 6);
  }
  return total;
}

}  // namespace

std::map<int, int> defaultFleet(int rows, int cols) {
  // by area, so that a rectangle gets the fleet of a square of about its size (by its longer
  // side, a 4x15 board got the 15x15 fleet: 35 ship cells that cannot fit in 60 cells)
  const int64_t area = static_cast<int64_t>(rows) * cols;
  std::map<int, int> fleet;
  if (area <= 7 * 7) fleet = {{1, 3}, {2, 2}, {3, 1}};
  else if (area <= 9 * 9) fleet = {{1, 3}, {2, 3}, {3, 2}, {4, 1}};
  else if (area <= 12 * 12) fleet = {{1, 4}, {2, 3}, {3, 2}, {4, 1}};
  else {
    int k = std::max(1, static_cast<int>((area + 112) / 225));  // 15x15 fleet per 225 cells
    fleet = {{1, 5 * k}, {2, 4 * k}, {3, 3 * k}, {4, 2 * k}, {5, k}};
  }
  std::erase_if(fleet, [&](const auto& ship) { return ship.first > std::max(rows, cols); });  // never fits
  return fleet;
}

std::map<int, int> parseFleet(const Line& ln, size_t from, const std::string& file) {
  std::map<int, int> fleet;
  std::istringstream is(ln.text.substr(from));
  std::string tok;
  size_t pos = from;
  while (is >> tok) {
    pos = ln.text.find(tok, pos);
    int len = 0, cnt = 0;
    char colon = 0, extra = 0;
    std::istringstream ts(tok);
    if (!(ts >> len >> colon >> cnt) || colon != ':' || (ts >> extra) || len < 1 || len > 100 || cnt < 0 || cnt > 10000)
      throw InputError(file, ln.line, static_cast<int>(pos) + 1, "expected LENGTH:COUNT, got '" + tok + "'");
    fleet[len] += cnt;
    pos += tok.size();
  }
  return fleet;
}

std::vector<Record> splitPuzzles(const Source& src) {
  // a comment is '#' followed by a blank, or a '#' line with a character no grid row has
  // ("#comment"); '#' alone or '#~~' is a grid row starting with a ship's middle
  std::vector<Record> out = splitBlocks(src, Comments::HashSpace);
  for (Record& rec : out)
    std::erase_if(rec.lines, [](const Line& l) {
      size_t i = l.text.find_first_not_of(" \t");
      return i != std::string::npos && l.text[i] == '#' && l.text.find_first_not_of(".~<>^v#o \t") != std::string::npos;
    });
  std::erase_if(out, [](const Record& rec) { return rec.lines.empty(); });
  return out;
}

Instance parse(const Record& rec) {
  Instance inst;
  bool haveRows = false, haveCols = false, haveFleet = false;
  std::vector<const Line*> gridLines;
  for (const Line& ln : rec.lines) {
    size_t st = ln.text.find_first_not_of(" \t");
    std::string word = ln.text.substr(st, ln.text.find_first_of(" \t", st) - st);
    if (!gridLines.empty() && (word == "rows" || word == "cols" || word == "fleet"))
      throw InputError(rec.file, ln.line, static_cast<int>(st) + 1, "'" + word + "' after the grid");
    if ((word == "rows" && haveRows) || (word == "cols" && haveCols))
      throw InputError(rec.file, ln.line, static_cast<int>(st) + 1,
                       "a second '" + word + "' line (puzzles are separated by blank lines)");
    if (word == "rows") {
      inst.rowCount = parseCounts(ln, st + 4, inst.rows, rec.file);
      haveRows = true;
    } else if (word == "cols") {
      inst.colCount = parseCounts(ln, st + 4, inst.cols, rec.file);
      haveCols = true;
    } else if (word == "fleet") {
      haveFleet = true;
      for (auto [len, cnt] : parseFleet(ln, st + 5, rec.file)) inst.fleet[len] += cnt;
    } else {
      gridLines.push_back(&ln);
    }
  }
  int line0 = rec.line();
  if (!haveRows) throw InputError(rec.file, line0, 1, "missing 'rows' line with the row counts");
  if (!haveCols) throw InputError(rec.file, line0, 1, "missing 'cols' line with the column counts");
  if (static_cast<int64_t>(inst.rows) * inst.cols > 250000) throw InputError(rec.file, line0, 1, "grid too large");
  if (!haveFleet) inst.fleet = defaultFleet(inst.rows, inst.cols);
  if (int64_t size = modelSize(inst); size > kMaxModelSize)
    throw InputError(rec.file, line0, 1,
                     "board and fleet too large to model: their ship placements cover " + std::to_string(size) +
                         " cells and neighbours (at most " + std::to_string(kMaxModelSize) + ")");
  inst.givens.assign(static_cast<size_t>(inst.rows) * inst.cols, '.');
  if (!gridLines.empty()) {
    if (static_cast<int>(gridLines.size()) != inst.rows)
      throw InputError(rec.file, gridLines.back()->line, 1,
                       "the grid has " + std::to_string(gridLines.size()) + " rows, expected " + std::to_string(inst.rows));
    for (int r = 0; r < inst.rows; ++r) {
      const Line& ln = *gridLines[r];
      std::string t = ln.text;
      while (!t.empty() && (t.back() == ' ' || t.back() == '\t')) t.pop_back();
      if (static_cast<int>(t.size()) != inst.cols)
        throw InputError(rec.file, ln.line, std::min(static_cast<int>(t.size()), inst.cols) + 1,
                         "grid row has " + std::to_string(t.size()) + " cells, expected " + std::to_string(inst.cols));
      for (int c = 0; c < inst.cols; ++c) {
        char ch = t[c];
        if (ch != '.' && ch != '~' && !isShipPart(ch))
          throw InputError(rec.file, ln.line, c + 1, std::string("unexpected character '") + ch + "' (use . ~ < > ^ v # o)");
        inst.givens[r * inst.cols + c] = ch;
      }
    }
  }
  return inst;
}

std::string format(const Instance& inst) {
  std::ostringstream os;
  auto counts = [&](const char* name, const std::vector<int>& v) {
    os << name;
    for (int x : v) {
      os << ' ';
      if (x < 0) os << '?';
      else os << x;
    }
    os << '\n';
  };
  counts("rows", inst.rowCount);
  counts("cols", inst.colCount);
  os << "fleet";
  for (auto [len, cnt] : inst.fleet)
    if (cnt) os << ' ' << len << ':' << cnt;
  os << '\n';
  for (int r = 0; r < inst.rows; ++r) os << inst.givens.substr(r * inst.cols, inst.cols) << '\n';
  return os.str();
}

Model build(cp::Space& s, const Instance& inst) {
  Model m;
  const int R = inst.rows, C = inst.cols;
  auto given = [&](int r, int c) { return inst.givens[r * C + c]; };
  // candidate placements, filtered by the clues
  for (auto [len, cnt] : inst.fleet) {
    if (cnt <= 0) continue;
    for (int vert = 0; vert < (len == 1 ? 1 : 2); ++vert) {
      int dr = vert, dc = 1 - vert;
      for (int r = 0; r + dr * (len - 1) < R; ++r)
        for (int c = 0; c + dc * (len - 1) < C; ++c) {
          Ship sh{r, c, len, vert == 1};
          bool ok = true;
          if (!vert && inst.rowCount[r] >= 0 && inst.rowCount[r] < len) ok = false;
          if (vert && inst.colCount[c] >= 0 && inst.colCount[c] < len) ok = false;
          for (int k = 0; k < len && ok; ++k) {
            int rr = r + dr * k, cc = c + dc * k;
            char g = given(rr, cc);
            if (g == '~' || (g != '.' && g != partAt(sh, k))) ok = false;
            if (inst.rowCount[rr] == 0 || inst.colCount[cc] == 0) ok = false;
          }
          // touching a ship clue it does not cover
          for (int rr = r - 1; rr <= r + dr * (len - 1) + 1 && ok; ++rr)
            for (int cc = c - 1; cc <= c + dc * (len - 1) + 1 && ok; ++cc) {
              if (rr < 0 || rr >= R || cc < 0 || cc >= C) continue;
              bool inside = rr >= r && rr <= r + dr * (len - 1) && cc >= c && cc <= c + dc * (len - 1);
              if (!inside && isShipPart(given(rr, cc))) ok = false;
            }
          if (ok) m.placement.push_back(sh);
        }
    }
  }
  // longest ships first: the brancher takes the variables in this order
  std::stable_sort(m.placement.begin(), m.placement.end(), [](const Ship& a, const Ship& b) { return a.len > b.len; });
  m.y = cp::boolVars(s, static_cast<int>(m.placement.size()));
  std::vector<cp::VarIds> cover(R * C);
  for (size_t a = 0; a < m.placement.size(); ++a) {
    const Ship& sh = m.placement[a];
    int dr = sh.vertical, dc = !sh.vertical;
    for (int k = 0; k < sh.len; ++k) cover[(sh.r + dr * k) * C + sh.c + dc * k].push_back(m.y[a]);
  }
  // cell variables: ship(i) == number of placements covering cell i (0 or 1). A ship clue's
  // cell is ship from the start (its "exactly one placement" sum below says so too, but only
  // once it has run): the fleet propagator then counts it in its lines, and its diagonal, halo
  // and common-cells rules see it, at the first root run.
  m.cell = cp::boolVars(s, R * C);
  for (int i = 0; i < R * C; ++i)
    if (isShipPart(inst.givens[i]) && !s.assign(m.cell[i], 1)) s.fail();
  for (int i = 0; i < R * C; ++i) {
    cp::Propagator* p = s.emplace<CoverSum>(cover[i], m.cell[i]);
    m.cellSum.push_back(p);
    s.subscribe(m.cell[i], p, cp::kEvFix);
    for (cp::VarId y : cover[i]) s.subscribe(y, p, cp::kEvFix);
  }
  // the fleet, the row and column counts and the diagonal rule: the fleet propagator
  // (fleet.cpp), which subsumes the linear sums the first version posted for them
  postFleet(s, inst, m);
  for (int i = 0; i < R * C; ++i)
    if (isShipPart(inst.givens[i])) cp::sum(s, cover[i], cp::Rel::EQ, 1);
  return m;
}

Solution extract(const cp::Space& s, const Model& m) {
  Solution sol;
  for (size_t a = 0; a < m.y.size(); ++a)
    if (s.value(m.y[a])) sol.push_back(m.placement[a]);
  std::sort(sol.begin(), sol.end());
  return sol;
}

std::vector<std::string> grid(const Instance& inst, const Solution& sol) {
  std::vector<std::string> g(inst.rows, std::string(inst.cols, '~'));
  for (const Ship& sh : sol)
    for (int k = 0; k < sh.len; ++k) {
      int r = sh.r + (sh.vertical ? k : 0), c = sh.c + (sh.vertical ? 0 : k);
      if (r < inst.rows && c < inst.cols) g[r][c] = partAt(sh, k);
    }
  return g;
}

std::string render(const Instance& inst, const Solution& sol) {
  std::string out;
  auto g = grid(inst, sol);
  for (int r = 0; r < inst.rows; ++r) {
    out += g[r];
    if (inst.rowCount[r] >= 0) out += ' ' + std::to_string(inst.rowCount[r]);
    out += '\n';
  }
  return out;
}

SolveResult solve(const Instance& inst, uint64_t limit, const cp::Limits& limits) {
  SolveResult res;
  cp::Space s;
  Model m = build(s, inst);
  auto br = defaultBrancher(inst, m);
  cp::SearchOptions so;
  so.limits = limits;
  so.limits.solutions = limit;
  cp::SearchStatus st = cp::Search(s, *br, so).run([&](cp::Space& sp) {
    res.solutions.push_back(extract(sp, m));
    return true;
  });
  res.limitHit = st == cp::SearchStatus::Limit || st == cp::SearchStatus::Interrupted;
  res.stats = s.stats;
  return res;
}

Instance generate(int rows, int cols, uint64_t seed, const GenerateOptions& opt) {
  std::mt19937_64 rng(seed);
  Instance inst;
  inst.rows = rows;
  inst.cols = cols;
  inst.fleet = opt.fleet.empty() ? defaultFleet(rows, cols) : opt.fleet;
  std::erase_if(inst.fleet, [](const auto& ship) { return ship.second == 0; });
  // 1. a random fleet placement (restart when a ship does not fit)
  Solution hidden;
  for (int attempt = 0; hidden.empty(); ++attempt) {
    if (opt.within) opt.within->check();
    std::vector<char> blocked(rows * cols, 0);  // ship cells and their neighbours
    bool ok = true;
    for (auto it = inst.fleet.rbegin(); it != inst.fleet.rend() && ok; ++it) {
      for (int n = 0; n < it->second && ok; ++n) {
        int len = it->first;
        bool placed = false;
        for (int tries = 0; tries < 500 && !placed; ++tries) {
          bool vert = len > 1 && rng() % 2;
          int maxR = rows - (vert ? len : 1), maxC = cols - (vert ? 1 : len);
          if (maxR < 0 || maxC < 0) break;
          int r = static_cast<int>(rng() % (maxR + 1)), c = static_cast<int>(rng() % (maxC + 1));
          bool free = true;
          for (int k = 0; k < len && free; ++k) free = !blocked[(r + (vert ? k : 0)) * cols + c + (vert ? 0 : k)];
          if (!free) continue;
          for (int k = 0; k < len; ++k) {
            int rr = r + (vert ? k : 0), cc = c + (vert ? 0 : k);
            for (int i = rr - 1; i <= rr + 1; ++i)
              for (int j = cc - 1; j <= cc + 1; ++j)
                if (i >= 0 && i < rows && j >= 0 && j < cols) blocked[i * cols + j] = 1;
          }
          hidden.push_back({r, c, len, vert});
          placed = true;
        }
        ok = placed;
      }
    }
    if (!ok) {
      hidden.clear();
      if (attempt > 1000 && !opt.fleet.empty())
        throw std::invalid_argument("the fleet does not fit on a " + std::to_string(rows) + "x" + std::to_string(cols) + " board");
      if (attempt > 1000) inst.fleet = {{1, 1}};  // a grid too small for its default fleet
    }
  }
  std::sort(hidden.begin(), hidden.end());
  auto sol = grid(inst, hidden);
  inst.rowCount.assign(rows, 0);
  inst.colCount.assign(cols, 0);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (sol[r][c] != '~') ++inst.rowCount[r], ++inst.colCount[c];
  inst.givens.assign(rows * cols, '.');
  // 2. reveal cells until the solution is unique: where another solution disagrees with the
  //    hidden one, or (when the search hits its node budget) a random ship cell
  // each uniqueness check may take 20,000 nodes up to 15x15, proportionally fewer on larger
  // grids (at least 2,000): a check that runs out keeps the clue (step 3) or reveals a cell
  // (step 2), so larger puzzles keep a few more clues than strictly needed but generate in
  // seconds; opt.budget overrides it (a large budget proves uniqueness with fewer clues:
  // harder puzzles, slower generation)
  cp::Limits budget;
  budget.nodes = opt.budget ? opt.budget : std::max<uint64_t>(2000, 20000ull * 225 / std::max(225, rows * cols));
  std::vector<int> shipCells;
  for (int i = 0; i < rows * cols; ++i)
    if (sol[i / cols][i % cols] != '~') shipCells.push_back(i);
  // each search within what is left of the run's budget (a cut one counts as a check that ran out)
  auto search = [&] {
    if (!opt.within) return solve(inst, 2, budget);
    opt.within->check();
    SolveResult res = solve(inst, 2, opt.within->limits(budget));
    opt.within->use(res.stats.nodes);
    return res;
  };
  auto unique = [&] {
    SolveResult res = search();
    return res.solutions.size() == 1 && !res.limitHit;
  };
  for (;;) {
    SolveResult res = search();
    if (res.solutions.size() == 1 && !res.limitHit) break;
    const Solution* other = nullptr;
    for (const auto& s2 : res.solutions)
      if (s2 != hidden) other = &s2;
    std::vector<int> diff;
    if (other) {
      auto og = grid(inst, *other);
      for (int i = 0; i < rows * cols; ++i)
        if (og[i / cols][i % cols] != sol[i / cols][i % cols]) diff.push_back(i);
    } else {
      for (int i : shipCells)
        if (inst.givens[i] == '.') diff.push_back(i);
    }
    if (diff.empty()) break;  // cannot happen: every cell revealed is unique
    int i = diff[rng() % diff.size()];
    inst.givens[i] = sol[i / cols][i % cols];
  }
  // 3. drop givens that are not needed, in random order (each check within the node budget)
  std::vector<int> given;
  for (int i = 0; i < rows * cols; ++i)
    if (inst.givens[i] != '.') given.push_back(i);
  std::shuffle(given.begin(), given.end(), rng);
  for (int i : given) {
    char keep = inst.givens[i];
    inst.givens[i] = '.';
    if (!unique()) inst.givens[i] = keep;
  }
  return inst;
}

}  // namespace deduce::battleship
