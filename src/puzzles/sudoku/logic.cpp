// The logic solver's frame (geometry, board, the step loop, hints, ratings, true candidates,
// JSON). The techniques: singles, locked candidates, subsets and fish in logic_basic.cpp,
// wings, colouring and unique rectangles in logic_wings.cpp, chains in logic_chains.cpp.
#include "puzzles/sudoku/logic.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <map>
#include <mutex>

#include "puzzles/sudoku/generate.h"
#include "puzzles/sudoku/logic_internal.h"
#include "puzzles/sudoku/position.h"

namespace deduce::sudoku::logic {

namespace {

struct TechniqueInfo {
  const char* name;
  const char* key;
  double rating;
};
// Ratings follow Sudoku Explainer where it has the technique (docs/ratings.md).
constexpr std::array<TechniqueInfo, kTechniqueCount> kInfo = {{
    {"hidden single", "hidden-single", 1.2},
    {"naked single", "naked-single", 2.3},
    {"pointing", "pointing", 2.6},
    {"claiming", "claiming", 2.8},
    {"naked pair", "naked-pair", 3.0},
    {"X-wing", "x-wing", 3.2},
    {"hidden pair", "hidden-pair", 3.4},
    {"naked triple", "naked-triple", 3.6},
    {"swordfish", "swordfish", 3.8},
    {"hidden triple", "hidden-triple", 4.0},
    {"XY-wing", "xy-wing", 4.2},
    {"XYZ-wing", "xyz-wing", 4.4},
    {"unique rectangle", "unique-rectangle", 4.5},
    {"W-wing", "w-wing", 4.6},
    {"naked quad", "naked-quad", 5.0},
    {"jellyfish", "jellyfish", 5.2},
    {"hidden quad", "hidden-quad", 5.4},
    {"simple colouring", "simple-colouring", 5.6},
    {"X-chain", "x-chain", 6.6},
    {"XY-chain", "xy-chain", 7.0},
    {"AIC", "aic", 7.3},
    {"forcing chain", "forcing-chain", 8.0},
    {"nested forcing chain", "nested-forcing-chain", 9.0},
}};

std::string normalise(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == ' ' || c == '_' || c == '-') continue;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  // "simple coloring" is accepted for "simple colouring"
  if (size_t at = out.find("color"); at != std::string::npos && out.find("colour") == std::string::npos)
    out.replace(at, 5, "colour");
  return out;
}

TechniqueSet bitOf(Technique t) { return TechniqueSet{1} << static_cast<int>(t); }

}  // namespace

const char* techniqueName(Technique t) { return kInfo[static_cast<int>(t)].name; }
const char* techniqueKey(Technique t) { return kInfo[static_cast<int>(t)].key; }
double techniqueRating(Technique t) { return kInfo[static_cast<int>(t)].rating; }

const char* statusName(Status s) {
  switch (s) {
    case Status::Solved: return "solved";
    case Status::Stuck: return "stuck";
    case Status::Invalid: return "invalid";
    case Status::Limit: return "limit";
  }
  return "?";
}

bool parseTechniques(const std::string& list, TechniqueSet& out, std::string& error) {
  using T = Technique;
  const std::map<std::string, TechniqueSet> groups = {
      {"all", kAllTechniques},
      {"singles", bitOf(T::HiddenSingle) | bitOf(T::NakedSingle)},
      {"locked", bitOf(T::Pointing) | bitOf(T::Claiming)},
      {"lockedcandidates", bitOf(T::Pointing) | bitOf(T::Claiming)},
      {"subsets", bitOf(T::NakedPair) | bitOf(T::HiddenPair) | bitOf(T::NakedTriple) | bitOf(T::HiddenTriple) |
                      bitOf(T::NakedQuad) | bitOf(T::HiddenQuad)},
      {"fish", bitOf(T::XWing) | bitOf(T::Swordfish) | bitOf(T::Jellyfish)},
      {"wings", bitOf(T::XYWing) | bitOf(T::XYZWing) | bitOf(T::WWing)},
      {"chains", bitOf(T::XChain) | bitOf(T::XYChain) | bitOf(T::AIC)},
      {"ur", bitOf(T::UniqueRectangle)},
  };
  out = 0;
  size_t start = 0;
  while (start <= list.size()) {
    size_t comma = list.find(',', start);
    if (comma == std::string::npos) comma = list.size();
    std::string item = normalise(list.substr(start, comma - start));
    start = comma + 1;
    if (item.empty()) continue;
    if (auto g = groups.find(item); g != groups.end()) {
      out |= g->second;
      continue;
    }
    bool found = false;
    for (int t = 0; t < kTechniqueCount; ++t)
      if (item == normalise(kInfo[t].key) || item == normalise(kInfo[t].name)) {
        out |= TechniqueSet{1} << t;
        found = true;
      }
    if (!found) {
      error = "unknown technique '" + item + "' (known: all, singles, locked, subsets, fish, wings, chains";
      for (const auto& i : kInfo) error += std::string(", ") + i.key;
      error += ")";
      return false;
    }
  }
  if (out == 0) {
    error = "no technique given";
    return false;
  }
  return true;
}

namespace detail {

std::string Geometry::unitName(int u) const {
  switch (unitKind(u)) {
    case 0: return "row " + std::to_string(u + 1);
    case 1: return "column " + std::to_string(u - n + 1);
    case 2: return "box " + std::to_string(u - 2 * n + 1);
    default: return u == 3 * n ? "the main diagonal" : "the anti-diagonal";
  }
}

std::shared_ptr<const Geometry> Geometry::get(int boxRows, int boxCols, bool diagonal) {
  // Shapes are few and a batch repeats one: keep each one built.
  static std::mutex mu;
  static std::map<std::array<int, 3>, std::shared_ptr<const Geometry>> cache;
  std::lock_guard<std::mutex> lock(mu);
  auto& slot = cache[{boxRows, boxCols, diagonal ? 1 : 0}];
  if (slot) return slot;
  auto g = std::make_shared<Geometry>();
  Instance inst;
  inst.boxRows = boxRows;
  inst.boxCols = boxCols;
  inst.diagonal = diagonal;
  g->n = inst.size();
  g->boxRows = boxRows;
  g->boxCols = boxCols;
  g->diagonal = diagonal;
  g->cells = g->n * g->n;
  g->units = sudoku::units(inst);  // rows, columns, boxes, diagonals: the order unitName assumes
  g->cellUnits.assign(g->cells, {});
  for (int u = 0; u < static_cast<int>(g->units.size()); ++u)
    for (int c : g->units[u]) g->cellUnits[c].push_back(u);
  g->seeTable.assign(static_cast<size_t>(g->cells) * g->cells, 0);
  for (const auto& unit : g->units)
    for (int a : unit)
      for (int b : unit)
        if (a != b) g->seeTable[static_cast<size_t>(a) * g->cells + b] = 1;
  g->peers.assign(g->cells, {});
  for (int a = 0; a < g->cells; ++a)
    for (int b = 0; b < g->cells; ++b)
      if (g->sees(a, b)) g->peers[a].push_back(b);
  slot = g;
  return slot;
}

std::string valueName(int v) {
  if (v <= 9) return std::to_string(v);
  return std::string(1, static_cast<char>('A' + v - 10));
}

std::string cellName(const Geometry& g, int cell) {
  return "r" + std::to_string(g.row(cell) + 1) + "c" + std::to_string(g.col(cell) + 1);
}

std::string listCells(const Geometry& g, const std::vector<int>& cells) {
  std::string s;
  for (int c : cells) s.append((s.empty() ? "" : ", ")).append(cellName(g, c));
  return s;
}

std::string listNumbers(const std::vector<int>& oneBased) {
  std::string s;
  for (int x : oneBased) s.append((s.empty() ? "" : ",")).append(std::to_string(x));
  return s;
}

void Board::place(int cell, int v) { placeOn(*geo, value.data(), cand.data(), cell, v); }

bool propagateSingles(const Geometry& g, int* value, Mask* cand, int& count) {
  // Naked singles through a work list: placing a value touches only the peers, and a peer left
  // with one candidate is pushed. Hidden singles need a scan of the units; a value found there
  // becomes the cell's only candidate and goes through the work list. Repeat until a unit scan
  // finds nothing.
  const Mask all = g.n == 32 ? ~Mask{0} : (Mask{1} << g.n) - 1;
  thread_local std::vector<int> work;
  work.clear();
  for (int c = 0; c < g.cells; ++c) {
    if (value[c]) continue;
    if (cand[c] == 0) return false;
    if (popcount(cand[c]) == 1) work.push_back(c);
  }
  for (;;) {
    while (!work.empty()) {
      const int c = work.back();
      work.pop_back();
      if (value[c]) continue;
      if (popcount(cand[c]) != 1) return false;  // emptied since it was pushed
      const int v = lowestValue(cand[c]);
      value[c] = v;
      cand[c] = 0;
      ++count;
      const Mask b = bit(v);
      for (int p : g.peers[c]) {
        if (!(cand[p] & b)) continue;
        cand[p] &= ~b;
        if (popcount(cand[p]) <= 1) work.push_back(p);  // a single, or a contradiction
      }
    }
    bool found = false;
    for (const auto& unit : g.units) {
      // once: values with a place; twice: with two or more places
      Mask once = 0, twice = 0, placed = 0;
      for (int c : unit) {
        twice |= once & cand[c];
        once |= cand[c];
        if (value[c]) placed |= bit(value[c]);
      }
      if ((once | placed) != all) return false;
      for (Mask single = once & ~twice & ~placed; single; single &= single - 1) {
        const Mask b = single & (~single + 1);
        for (int c : unit)
          if (cand[c] & b) {
            if (popcount(cand[c]) > 1) {
              cand[c] = b;
              work.push_back(c);
              found = true;
            }
            break;
          }
      }
    }
    if (!found) return true;
  }
}

int Board::positions(int u, int v, int* out) const {
  int k = 0;
  const Mask m = bit(v);
  for (int c : geo->units[u])
    if (cand[c] & m) out[k++] = c;
  return k;
}

bool Board::solved() const {
  return std::all_of(value.begin(), value.end(), [](int v) { return v != 0; });
}

bool Board::broken() const {
  for (int c = 0; c < geo->cells; ++c)
    if (value[c] == 0 && cand[c] == 0) return true;
  for (const auto& unit : geo->units) {
    Mask seen = 0;
    for (int c : unit) seen |= value[c] ? bit(value[c]) : cand[c];
    if (popcount(seen) < n()) return true;
  }
  return false;
}

void addElimination(const Board& b, Step& step, int cell, int v) {
  if (!b.has(cell, v)) return;
  Cand c{b.g().row(cell), b.g().col(cell), v};
  if (std::find(step.eliminations.begin(), step.eliminations.end(), c) == step.eliminations.end())
    step.eliminations.push_back(c);
}

std::string removesText(const Board& b, const Step& step) {
  // grouped by value, in order of first appearance: "removes 3 from r5c4, r6c9; 7 from r1c1"
  std::vector<int> order;
  for (const auto& e : step.eliminations)
    if (std::find(order.begin(), order.end(), e.value) == order.end()) order.push_back(e.value);
  std::string s = "removes ";
  for (size_t i = 0; i < order.size(); ++i) {
    std::vector<int> cells;
    for (const auto& e : step.eliminations)
      if (e.value == order[i]) cells.push_back(e.row * b.n() + e.col);
    s.append((i ? "; " : "")).append(valueName(order[i]) + " from " + listCells(b.g(), cells));
  }
  return s;
}

double lengthBonus(int length) {
  double added = 0.0;
  int ceiling = 4;
  bool odd = false;
  while (length > ceiling) {
    added += 0.1;
    ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
    odd = !odd;
  }
  return added;
}

}  // namespace detail

// ---- the solver ----

namespace {

using namespace detail;

// The board from the givens; false (with `why`) when two givens clash or a value is out of range.
bool initBoard(const Instance& inst, Board& b, std::string& why) {
  const int n = inst.size();
  if (n < 1 || n > kMaxSide) {
    why = "the logic solver handles grids of side 1.." + std::to_string(kMaxSide);
    return false;
  }
  if (static_cast<int>(inst.cells.size()) != n * n) {
    why = "wrong number of cells";
    return false;
  }
  b.geo = Geometry::get(inst.boxRows, inst.boxCols, inst.diagonal);
  b.value.assign(n * n, 0);
  b.cand.assign(n * n, n == 32 ? ~Mask{0} : (Mask{1} << n) - 1);
  for (int c = 0; c < n * n; ++c) {
    const int v = inst.cells[c];
    if (v == 0) continue;
    if (v < 0 || v > n) {
      why = cellName(b.g(), c) + " holds " + std::to_string(v) + ", outside 1.." + std::to_string(n);
      return false;
    }
    if (!b.has(c, v)) {
      why = cellName(b.g(), c) + " = " + valueName(v) + " clashes with another given";
      return false;
    }
    b.place(c, v);
  }
  return true;
}

// One solution, proven within the time limit (0: none); a search cut short says no.
bool isUnique(const Instance& inst, double timeLimit) {
  bool timedOut = false;
  return countSolutions(inst, 2, nullptr, timeLimit, &timedOut) == 1 && !timedOut;
}

bool findStep(const Board& b, TechniqueSet set, Step& step) {
  using T = Technique;
  for (int ti = 0; ti < kTechniqueCount; ++ti) {
    const T t = static_cast<T>(ti);
    if (!has(set, t)) continue;
    step = Step{};
    step.technique = t;
    bool found = false;
    switch (t) {
      case T::HiddenSingle: found = findHiddenSingle(b, step); break;
      case T::NakedSingle: found = findNakedSingle(b, step); break;
      case T::Pointing: found = findPointing(b, step); break;
      case T::Claiming: found = findClaiming(b, step); break;
      case T::NakedPair: found = findNakedSubset(b, 2, step); break;
      case T::XWing: found = findFish(b, 2, step); break;
      case T::HiddenPair: found = findHiddenSubset(b, 2, step); break;
      case T::NakedTriple: found = findNakedSubset(b, 3, step); break;
      case T::Swordfish: found = findFish(b, 3, step); break;
      case T::HiddenTriple: found = findHiddenSubset(b, 3, step); break;
      case T::XYWing: found = findXYWing(b, step); break;
      case T::XYZWing: found = findXYZWing(b, step); break;
      case T::UniqueRectangle: found = b.uniqueKnown && findUniqueRectangle(b, step); break;
      case T::WWing: found = findWWing(b, step); break;
      case T::NakedQuad: found = findNakedSubset(b, 4, step); break;
      case T::Jellyfish: found = findFish(b, 4, step); break;
      case T::HiddenQuad: found = findHiddenSubset(b, 4, step); break;
      case T::SimpleColouring: found = findSimpleColouring(b, step); break;
      case T::XChain: found = findXChain(b, step); break;
      case T::XYChain: found = findXYChain(b, step); break;
      case T::AIC: found = findAIC(b, step); break;
      case T::ForcingChain: found = findForcingChain(b, step); break;
      case T::NestedForcingChain: found = findNestedForcingChain(b, step); break;
      case T::Count: break;
    }
    if (found) {
      if (step.rating == 0.0) step.rating = techniqueRating(t);
      return true;
    }
  }
  return false;
}

void applyStep(Board& b, const Step& s) {
  const int n = b.n();
  for (const auto& p : s.placements) {
    const int c = p.row * n + p.col;
    if (b.value[c] == 0) {
      if (b.has(c, p.value))
        b.place(c, p.value);
      else
        b.cand[c] = 0;  // a contradiction: the board is now broken
    }
  }
  for (const auto& e : s.eliminations) b.cand[e.row * n + e.col] &= ~bit(e.value);
}

std::string brokenReason(const Board& b) {
  const Geometry& g = b.g();
  for (int c = 0; c < g.cells; ++c)
    if (b.value[c] == 0 && b.cand[c] == 0) return cellName(g, c) + " has no candidate left (no solution)";
  for (int u = 0; u < static_cast<int>(g.units.size()); ++u) {
    Mask seen = 0;
    for (int c : g.units[u]) seen |= b.value[c] ? bit(b.value[c]) : b.cand[c];
    for (int v = 1; v <= g.n; ++v)
      if (!(seen & bit(v))) return valueName(v) + " has no place in " + g.unitName(u) + " (no solution)";
  }
  return "";
}

// Intersects the candidates with the player's pencil marks (none: nothing to do); false with
// `why` when there is not one mask per cell.
bool applyPencil(const std::vector<uint32_t>* pencil, Board& b, std::string& why) {
  if (!pencil) return true;
  if (pencil->size() != b.cand.size()) {
    why = "pencil marks for " + std::to_string(pencil->size()) + " cells, the grid has " + std::to_string(b.cand.size());
    return false;
  }
  for (size_t c = 0; c < b.cand.size(); ++c)
    if (b.value[c] == 0) b.cand[c] &= (*pencil)[c];
  return true;
}

void fillPosition(const Board& b, Outcome& o) {
  o.grid = b.value;
  o.candidates = b.cand;
}

}  // namespace

Outcome explain(const Instance& inst, const Options& opt) {
  Outcome o;
  Board b;
  if (!initBoard(inst, b, o.message)) {
    o.status = Status::Invalid;
    o.grid = inst.cells;
    return o;
  }
  if (!applyPencil(inst.pencil.empty() ? nullptr : &inst.pencil, b, o.message)) {
    o.status = Status::Invalid;
    o.grid = inst.cells;
    return o;
  }
  if (has(opt.techniques, Technique::UniqueRectangle))
    b.uniqueKnown = opt.uniqueness == Uniqueness::Assume || (opt.uniqueness == Uniqueness::Check && isUnique(inst, opt.timeLimit));
  const auto start = std::chrono::steady_clock::now();
  if (opt.timeLimit > 0)
    b.deadline = start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                             std::chrono::duration<double>(opt.timeLimit));
  for (;;) {
    if (std::string why = brokenReason(b); !why.empty()) {
      o.status = Status::Invalid;
      o.message = why;
      break;
    }
    if (b.solved()) {
      o.status = Status::Solved;
      break;
    }
    if ((opt.maxSteps && o.steps.size() >= opt.maxSteps) || b.expired()) {
      o.status = Status::Limit;
      break;
    }
    Step s;
    if (!findStep(b, opt.techniques, s)) {
      o.status = b.expired() ? Status::Limit : Status::Stuck;
      break;
    }
    applyStep(b, s);
    if (s.rating > o.rating || !o.hardest) {
      o.rating = std::max(o.rating, s.rating);
      o.hardest = s.technique;
    }
    o.steps.push_back(std::move(s));
    if (opt.stopAbove > 0 && o.rating > opt.stopAbove) {
      o.status = Status::Limit;
      break;
    }
  }
  fillPosition(b, o);
  return o;
}

std::optional<Step> hint(const Instance& inst, const std::vector<uint32_t>* pencil, const Options& opt,
                         std::string* why) {
  Board b;
  std::string msg;
  if (!initBoard(inst, b, msg)) {
    if (why) *why = msg;
    return std::nullopt;
  }
  if (!pencil && !inst.pencil.empty()) pencil = &inst.pencil;
  if (!applyPencil(pencil, b, msg)) {
    if (why) *why = msg;
    return std::nullopt;
  }
  if (std::string broken = brokenReason(b); !broken.empty()) {
    if (why) *why = broken;
    return std::nullopt;
  }
  if (b.solved()) {
    if (why) *why = "the grid is full";
    return std::nullopt;
  }
  if (has(opt.techniques, Technique::UniqueRectangle))
    b.uniqueKnown = opt.uniqueness == Uniqueness::Assume || (opt.uniqueness == Uniqueness::Check && isUnique(inst, opt.timeLimit));
  if (opt.timeLimit > 0)
    b.deadline = std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                                        std::chrono::duration<double>(opt.timeLimit));
  Step s;
  if (!findStep(b, opt.techniques, s)) {
    if (why) *why = b.expired() ? "time limit reached" : "no enabled technique applies";
    return std::nullopt;
  }
  return s;
}

Rating rate(const Instance& inst, const Options& opt) {
  Outcome o = explain(inst, opt);
  return {o.status, o.rating, o.hardest};
}

std::vector<uint32_t> trueCandidates(const Instance& inst, double timeLimit, bool* complete) {
  if (complete) *complete = true;
  Board b;
  std::string why;
  if (!initBoard(inst, b, why)) return {};
  const int cells = static_cast<int>(b.cand.size());
  std::vector<Mask> found(cells, 0);
  auto mark = [&](const std::vector<int>& sol) {
    for (int c = 0; c < cells; ++c) found[c] |= bit(sol[c]);
  };
  const auto start = std::chrono::steady_clock::now();
  auto left = [&] {  // the time left (0: no limit), or a negative value when it is over
    if (timeLimit <= 0) return 0.0;
    const double l = timeLimit - std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return l > 0 ? l : -1.0;
  };
  std::vector<int> sol;
  bool timedOut = false;
  if (countSolutions(inst, 1, &sol, left(), &timedOut) == 0) {
    if (complete) *complete = !timedOut;
    return {};
  }
  mark(sol);
  Instance probe = inst;
  for (int c = 0; c < cells && !timedOut; ++c) {
    if (b.value[c] != 0) continue;
    for (int v = 1; v <= b.n() && !timedOut; ++v) {
      if (!b.has(c, v) || (found[c] & bit(v))) continue;
      const double budget = left();
      if (budget < 0) {
        timedOut = true;
        break;
      }
      probe.cells[c] = v;
      if (countSolutions(probe, 1, &sol, budget, &timedOut) != 0) mark(sol);
    }
    probe.cells[c] = 0;
  }
  if (complete) *complete = !timedOut;
  return found;
}

// ---- JSON ----

namespace {

std::string jsonString(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

std::string jsonCands(const std::vector<Cand>& cs) {
  std::string s = "[";
  for (size_t i = 0; i < cs.size(); ++i)
    s.append((i ? ",[" : "[")).append(std::to_string(cs[i].row) + "," + std::to_string(cs[i].col) + "," +
         std::to_string(cs[i].value) + "]");
  return s + "]";
}

std::string jsonRating(double r) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", r);
  return buf;
}

}  // namespace

std::string stepJson(const Step& s) {
  return "{\"technique\":" + jsonString(techniqueName(s.technique)) + ",\"placements\":" + jsonCands(s.placements) +
         ",\"eliminations\":" + jsonCands(s.eliminations) + ",\"text\":" + jsonString(s.text) +
         ",\"rating\":" + jsonRating(s.rating) + "}";
}

namespace {

// [[row,col,[values]],...] for the empty cells (grid value 0) with their candidate masks.
std::string candidateList(int n, const std::vector<int>& grid, const std::vector<uint32_t>& masks) {
  std::string s = "[";
  bool first = true;
  for (int c = 0; c < static_cast<int>(masks.size()); ++c) {
    if (grid[c] != 0) continue;
    s.append(first ? "[" : ",[").append(std::to_string(c / n) + "," + std::to_string(c % n) + ",[");
    first = false;
    bool firstV = true;
    for (int v = 1; v <= n; ++v)
      if ((masks[c] >> (v - 1)) & 1u) {
        s.append(firstV ? "" : ",").append(std::to_string(v));
        firstV = false;
      }
    s += "]]";
  }
  return s + "]";
}

std::string hardestJson(const std::optional<Technique>& t) {
  return t ? jsonString(techniqueName(*t)) : std::string("null");
}

}  // namespace

std::string outcomeJson(const Instance& inst, const Outcome& o) {
  std::string s = "{\"status\":" + jsonString(statusName(o.status));
  s += ",\"rating\":" + jsonRating(o.rating);
  s += ",\"hardest\":" + hardestJson(o.hardest);
  s += ",\"steps\":" + std::to_string(o.steps.size());
  if (!o.message.empty()) s += ",\"message\":" + jsonString(o.message);
  std::string g;
  for (int v : o.grid) g += grid::valueChar(v, '.');
  s += ",\"grid\":" + jsonString(g);
  if (o.status == Status::Stuck || o.status == Status::Limit)
    s += ",\"candidates\":" + candidateList(inst.size(), o.grid, o.candidates);
  return s + "}";
}

std::string ratingJson(const Rating& r) {
  return "{\"status\":" + jsonString(statusName(r.status)) + ",\"rating\":" + jsonRating(r.rating) +
         ",\"hardest\":" + hardestJson(r.hardest) + "}";
}

std::string candidatesJson(const Instance& inst, const std::vector<uint32_t>& masks, bool complete) {
  if (masks.empty()) return "{\"status\":\"unsolvable\",\"complete\":" + std::string(complete ? "true" : "false") + "}";
  return "{\"status\":\"ok\",\"complete\":" + std::string(complete ? "true" : "false") +
         ",\"candidates\":" + candidateList(inst.size(), inst.cells, masks) + "}";
}

bool parsePosition(const std::string& text, Instance& inst, std::vector<uint32_t>& pencil, std::string& error) {
  int found = 0;
  PositionError err;
  Instance shape = inst;
  const bool ok = readPositions(
      text, shape,
      [&](Position&& p) {
        if (found++ == 0) {
          inst = std::move(p.inst);
          pencil = inst.pencil;
          inst.pencil.clear();
        } else if (found == 2) {
          err = {p.line, p.col, "more than " + std::to_string(shape.size() * shape.size()) + " cells"};
        }
      },
      err);
  if (ok && found == 0) err = {1, 1, "0 cells, expected " + std::to_string(shape.size() * shape.size())};
  if (!ok || found != 1) {
    error = std::to_string(err.line) + ":" + std::to_string(err.col) + ": " + err.message;
    return false;
  }
  return true;
}

}  // namespace deduce::sudoku::logic
