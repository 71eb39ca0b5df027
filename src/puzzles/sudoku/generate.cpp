// Sudoku generator and its solution counter.
//
// The counter is the hot loop (a generated 9x9 puzzle costs 60-120 counts): a depth-first
// search over flat per-level copies of the board (value and 32-bit candidate mask per cell,
// levels preallocated so no allocation happens during the search), naked and hidden singles
// propagated with bit operations over each unit, branching on a cell with fewest candidates.
//
// Easy puzzles on 9x9 never count: every test is "do singles fill the cleared cells back"
// (singles9::Board, a few hundred bytes on the stack). A test that fails leaves the board
// singles stalled on; it is kept per orbit and per clue (SinglesBounds) and serves later tests
// of the same orbit or clue as an upper bound, continued with only the clues added since, so
// most tests after a swap cost a copy and a short propagation instead of one from the givens.
#include "puzzles/sudoku/generate.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>

#include "cp/search.h"
#include "puzzles/sudoku/bitboard.h"
#include "puzzles/sudoku/logic_internal.h"
#include "puzzles/sudoku/singles9.h"

namespace deduce::sudoku {

using logic::detail::bit;
using logic::detail::Geometry;
using logic::detail::lowestValue;
using logic::detail::Mask;
using logic::detail::popcount;

bool parseSymmetry(const std::string& s, Symmetry& out) {
  static const std::pair<const char*, Symmetry> kNames[] = {{"none", Symmetry::None},
                                                            {"rot180", Symmetry::Rot180},
                                                            {"rot90", Symmetry::Rot90},
                                                            {"mirror", Symmetry::Mirror},
                                                            {"diagonal", Symmetry::Diagonal}};
  for (const auto& [name, sym] : kNames)
    if (s == name) {
      out = sym;
      return true;
    }
  return false;
}

const char* symmetryName(Symmetry s) {
  switch (s) {
    case Symmetry::None: return "none";
    case Symmetry::Rot180: return "rot180";
    case Symmetry::Rot90: return "rot90";
    case Symmetry::Mirror: return "mirror";
    case Symmetry::Diagonal: return "diagonal";
  }
  return "?";
}

bool parseDifficulty(const std::string& s, double& lo, double& hi, std::string& error) {
  static const struct {
    const char* name;
    double lo, hi;
  } kLevels[] = {{"easy", 1.0, 2.5}, {"medium", 2.6, 3.9}, {"hard", 4.0, 5.9}, {"expert", 6.0, 7.9}, {"extreme", 8.0, 1e9}};
  for (const auto& l : kLevels)
    if (s == l.name) {
      lo = l.lo;
      hi = l.hi;
      return true;
    }
  const size_t dash = s.find('-');
  try {
    if (dash != std::string::npos && dash > 0) {
      size_t used = 0;
      lo = std::stod(s.substr(0, dash), &used);
      if (used != dash) throw std::invalid_argument(s);
      const std::string rest = s.substr(dash + 1);
      hi = rest.empty() ? 1e9 : std::stod(rest, &used);
      if (!rest.empty() && used != rest.size()) throw std::invalid_argument(s);
      if (std::isfinite(lo) && std::isfinite(hi) && lo <= hi) return true;
    }
  } catch (const std::exception&) {
  }
  error = "difficulty '" + s + "': easy, medium, hard, expert, extreme, or a rating range LO-HI (e.g. 4.0-6.0)";
  return false;
}

namespace {

// The search state of the counter: one level per depth, each a full copy of the board.
class Counter {
 public:
  explicit Counter(const Geometry& g) : g_(g), all_(g.n == 32 ? ~Mask{0} : (Mask{1} << g.n) - 1) {}

  // Loads the givens; false when two clash.
  bool load(const std::vector<int>& cells) {
    if (levels_.empty()) levels_.push_back(Level{std::vector<int>(g_.cells, 0), std::vector<Mask>(g_.cells, all_)});
    std::fill(levels_[0].value.begin(), levels_[0].value.end(), 0);  // the levels keep their memory
    std::fill(levels_[0].cand.begin(), levels_[0].cand.end(), all_);
    for (int c = 0; c < g_.cells; ++c)
      if (cells[c]) {
        if (!(levels_[0].cand[c] & bit(cells[c]))) return false;
        place(levels_[0], c, cells[c]);
      }
    return true;
  }

  // Counts up to `limit`; with `rng`, values are tried in random order (random grids). Stops
  // at the deadline when one is set (then timedOut(), which stays set: every later count returns
  // at once, so a caller running many counts stops at the first that is cut short).
  uint64_t count(uint64_t limit, std::vector<int>* first, std::mt19937_64* rng) {
    limit_ = limit ? limit : UINT64_MAX;
    found_ = 0;
    first_ = first;
    rng_ = rng;
    search(0);
    return found_;
  }
  // Removes a candidate from an empty cell of the loaded board.
  void exclude(int cell, int v) { levels_[0].cand[cell] &= ~bit(v); }
  void setDeadline(double seconds) {
    timedOut_ = false;
    hasDeadline_ = seconds > 0;
    deadline_ = std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                                        std::chrono::duration<double>(seconds));
  }
  void setNodeLimit(uint64_t nodes) { nodeLimit_ = nodes; }
  // Whether a count was cut short (the deadline, the node limit, or Ctrl-C) and which it was.
  bool timedOut() const { return timedOut_; }
  std::string stopReason() const {
    if (cp::g_stopRequested.load(std::memory_order_relaxed)) return "interrupted";
    return nodeLimit_ && nodes_ >= nodeLimit_ ? "--node-limit reached" : "time limit reached";
  }
  uint64_t nodes() const { return nodes_; }

 private:
  struct Level {
    std::vector<int> value;
    std::vector<Mask> cand;
  };

  void place(Level& l, int cell, int v) const { logic::detail::placeOn(g_, l.value.data(), l.cand.data(), cell, v); }

  void search(size_t depth) {
    // every 256 nodes: Ctrl-C, the node limit, the deadline
    if ((++nodes_ & 255) == 0 && (cp::g_stopRequested.load(std::memory_order_relaxed) ||
                                  (nodeLimit_ && nodes_ >= nodeLimit_) ||
                                  (hasDeadline_ && std::chrono::steady_clock::now() > deadline_)))
      timedOut_ = true;
    if (timedOut_) return;
    int filled = 0;
    if (!logic::detail::propagateSingles(g_, levels_[depth].value.data(), levels_[depth].cand.data(), filled)) return;
    const Level& l = levels_[depth];
    int best = -1, bestCount = 99;
    for (int c = 0; c < g_.cells; ++c)
      if (!l.value[c] && popcount(l.cand[c]) < bestCount) {
        best = c;
        bestCount = popcount(l.cand[c]);
        if (bestCount == 2) break;
      }
    if (best < 0) {
      if (++found_ == 1 && first_) *first_ = l.value;
      return;
    }
    int values[logic::kMaxSide];
    int k = 0;
    for (Mask m = l.cand[best]; m; m &= m - 1) values[k++] = lowestValue(m);
    if (rng_) std::shuffle(values, values + k, *rng_);
    if (levels_.size() <= depth + 1) levels_.push_back(levels_[depth]);
    for (int i = 0; i < k && found_ < limit_ && !timedOut_; ++i) {
      Level& next = levels_[depth + 1];
      next.value = levels_[depth].value;  // same sizes: copies without allocating
      next.cand = levels_[depth].cand;
      place(next, best, values[i]);
      search(depth + 1);
    }
  }

  const Geometry& g_;
  const Mask all_;
  std::vector<Level> levels_;
  uint64_t limit_ = 0, found_ = 0;
  std::vector<int>* first_ = nullptr;
  std::mt19937_64* rng_ = nullptr;
  bool hasDeadline_ = false, timedOut_ = false;
  uint64_t nodes_ = 0, nodeLimit_ = 0;
  std::chrono::steady_clock::time_point deadline_;
};

// The orbits of the cells under the symmetry (each cell in exactly one).
std::vector<std::vector<int>> orbits(int n, Symmetry sym) {
  auto image = [&](int cell) {
    const int r = cell / n, c = cell % n;
    switch (sym) {
      case Symmetry::None: return cell;
      case Symmetry::Rot180: return (n - 1 - r) * n + (n - 1 - c);
      case Symmetry::Rot90: return c * n + (n - 1 - r);
      case Symmetry::Mirror: return r * n + (n - 1 - c);
      case Symmetry::Diagonal: return c * n + r;
    }
    return cell;
  };
  std::vector<std::vector<int>> out;
  std::vector<char> seen(static_cast<size_t>(n) * n, 0);
  for (int cell = 0; cell < n * n; ++cell) {
    if (seen[cell]) continue;
    out.emplace_back();
    for (int c = cell; !seen[c]; c = image(c)) {
      seen[c] = 1;
      out.back().push_back(c);
    }
  }
  return out;
}

// Whether the puzzle `cells`, made from a puzzle whose only solution is `full` by clearing the
// cells `removed`, has another solution. Such a solution differs from `full` in a removed cell
// (else it would solve the puzzle before), so one search per removed cell i looks for a
// solution with the earlier removed cells as in `full` and cell i different: most of these
// searches fail in propagation, far cheaper than counting to two.
bool otherSolution(Counter& counter, std::vector<int>& cells, const std::vector<int>& full,
                   const std::vector<int>& removed) {
  bool found = false;
  for (size_t i = 0; i < removed.size() && !found; ++i) {
    if (counter.load(cells)) {
      counter.exclude(removed[i], full[removed[i]]);
      found = counter.count(1, nullptr, nullptr) > 0;
    }
    cells[removed[i]] = full[removed[i]];  // the next searches keep it as in `full`
  }
  for (int c : removed) cells[c] = 0;
  return found || counter.timedOut();
}

// Whether naked and hidden singles alone fill every cell of `cells` (which proves the puzzle
// unique, and rates it 2.3 at most: the easy level). Microseconds where a search takes far more.
bool singlesSolve(const Geometry& g, const std::vector<int>& cells) {
  thread_local std::vector<int> value;
  thread_local std::vector<Mask> cand;
  value.assign(cells.size(), 0);
  cand.assign(cells.size(), g.n == 32 ? ~Mask{0} : (Mask{1} << g.n) - 1);
  for (size_t c = 0; c < cells.size(); ++c)
    if (cells[c]) {
      if (!(cand[c] >> (cells[c] - 1) & 1u)) return false;
      logic::detail::placeOn(g, value.data(), cand.data(), static_cast<int>(c), cells[c]);
    }
  int filled = 0;
  if (!logic::detail::propagateSingles(g, value.data(), cand.data(), filled)) return false;
  return std::find(value.begin(), value.end(), 0) == value.end();
}

// The classic 9x9 shape (3x3 boxes, no diagonal), where the bitboard engine (bitboard.h)
// counts solutions and singles9.h tests singles many times faster than the generic code.
bool classic(const Geometry& g) { return g.n == 9 && g.boxRows == 3 && !g.diagonal; }

// Whether `cell`, cleared, is a naked single among its filled peers.
bool nakedAmongPeers(const Geometry& g, const std::vector<int>& cells, int cell) {
  const Mask all = g.n == 32 ? ~Mask{0} : (Mask{1} << g.n) - 1;
  Mask seen = 0;
  for (int p : g.peers[cell])
    if (cells[p]) seen |= Mask{1} << (cells[p] - 1);
  return std::popcount(all & ~seen) == 1;
}

// Whether the cleared cells of `cells` are naked singles, one after another, among the filled
// cells (each refilled before the next is looked at): then singles give back the puzzle before
// the clearing, which keeps its solutions. A few table lookups.
bool nakedRefill(const Geometry& g, std::vector<int>& cells, const std::vector<int>& cleared) {
  size_t done = 0;
  for (bool progress = true; progress && done < cleared.size();) {
    progress = false;
    for (int c : cleared)
      if (!cells[c]) {
        Mask seen = 0;
        for (int p : g.peers[c])
          if (cells[p]) seen |= bit(cells[p]);
        const Mask free = (g.n == 32 ? ~Mask{0} : (Mask{1} << g.n) - 1) & ~seen;
        if (std::popcount(free) != 1) continue;
        cells[c] = lowestValue(free);
        ++done;
        progress = true;
      }
  }
  const bool all = done == cleared.size();
  for (int c : cleared) cells[c] = 0;
  return all;
}

// Whether singles solve `cells`, made by clearing `cleared` from a puzzle that singles solve:
// at once when the cleared cells are naked singles in turn (nakedRefill), else by propagation,
// which on 9x9 stops as soon as the cleared cells are filled again (the same argument). Most
// removals early in the clue-removal pass take the first way.
bool singlesFollow(const Geometry& g, std::vector<int>& cells, const std::vector<int>& cleared) {
  if (nakedRefill(g, cells, cleared)) return true;
  if (classic(g)) return singles9::fills(cells.data(), cleared.data(), static_cast<int>(cleared.size()));
  return singlesSolve(g, cells);
}

// The first clue of `cells`, visited from `from` on and wrapping around, for which
// `test(cell)` holds while that clue is blanked; -1 when there is none.
template <class Test>
int firstClueWithout(std::vector<int>& cells, size_t from, Test test) {
  const size_t size = cells.size();
  for (size_t i = 0; i < size; ++i) {
    const size_t c = (from + i) % size;
    if (!cells[c]) continue;
    const int v = cells[c];
    cells[c] = 0;
    const bool holds = test(static_cast<int>(c));
    cells[c] = v;
    if (holds) return static_cast<int>(c);
  }
  return -1;
}

// A clue of `cells` that is a naked single among the others (so the puzzle stays unique
// without it), visited from `from` on, wrapping around; -1 when there is none. Table lookups.
int nakedRedundantClue(const Geometry& g, std::vector<int>& cells, size_t from) {
  return firstClueWithout(cells, from, [&](int cell) { return nakedAmongPeers(g, cells, cell); });
}

// A cheap screen before the exhaustive counts, on a unique puzzle: a clue that can go with
// singles still filling it back (so the puzzle stays unique), or -1 when there is none (which
// says nothing yet). Clues that are naked singles among the others are looked for first (most
// puzzles that are not minimal have one), the propagation only then. The clues are visited
// from `from` on, wrapping around.
int singlesRedundantClue(const Geometry& g, std::vector<int>& cells, size_t from) {
  if (const int c = nakedRedundantClue(g, cells, from); c >= 0) return c;
  return firstClueWithout(cells, from, [&](int cell) {
    return classic(g) ? singles9::fills(cells.data(), &cell, 1) : singlesSolve(g, cells);
  });
}

// Solutions of 81 cells up to 2 by the bitboard engine.
int count9(const std::vector<int>& cells) {
  uint8_t c[81];
  for (int i = 0; i < 81; ++i) c[i] = static_cast<uint8_t>(cells[i]);
  return bits::countSolutions(c, 2);
}

// On 9x9 above the easy level: grids other than the solution that counts met, each kept as the
// cells where it differs from the solution (two 64-bit words). Those cells form an unavoidable
// set: clues that miss all of them leave both grids as solutions. So before a count, a scan of
// the known sets (a few instructions each) can tell that a puzzle has another solution: most
// removals that fail in the pass, the repair and the minimality check fail that way once the
// grid has been met a few times. The sets are properties of the grid alone and serve every
// attempt on it; the newest are scanned first, and at most kMax are kept.
class OtherGrids {
 public:
  struct Cells {
    uint64_t lo = 0, hi = 0;  // cells 0-63, 64-80
  };
  static Cells of(const std::vector<int>& cells) {
    Cells m;
    for (int c = 0; c < 81; ++c)
      if (cells[c]) (c < 64 ? m.lo : m.hi) |= uint64_t{1} << (c & 63);
    return m;
  }
  void reset(const std::vector<int>& full) {
    sets_.clear();
    for (int c = 0; c < 81; ++c) full_[c] = static_cast<uint8_t>(full[c]);
  }
  // Whether the puzzle `cells` (clues from the solution) has a solution other than it.
  bool another(const std::vector<int>& cells) {
    const Cells clues = of(cells);
    for (size_t i = sets_.size(); i-- > 0;)
      if (!(sets_[i].lo & clues.lo) && !(sets_[i].hi & clues.hi)) return true;
    uint8_t given[81], other[81];
    for (int c = 0; c < 81; ++c) given[c] = static_cast<uint8_t>(cells[c]);
    if (bits::otherSolution(given, full_, other) < 2) return false;
    Cells differ;
    for (int c = 0; c < 81; ++c)
      if (other[c] != full_[c]) (c < 64 ? differ.lo : differ.hi) |= uint64_t{1} << (c & 63);
    if (sets_.size() == kMax) sets_.erase(sets_.begin());
    sets_.push_back(differ);
    return true;
  }

 private:
  static constexpr size_t kMax = 256;
  uint8_t full_[81] = {};
  std::vector<Cells> sets_;
};

// On 9x9, for the easy level: per orbit, the board singles stalled on when the orbit was last
// found needed (the test cleared it and singles did not fill it back). Clues only go after
// that, or come back as orbits swapped in (recorded here), so once those are placed on it the
// board fills at least what singles fill from the puzzle without the orbit now: when it does
// not fill the orbit, the real test would not either, and is skipped. Placing two cells and
// propagating what follows costs a fraction of a test from the givens.
class SinglesBounds {
 public:
  SinglesBounds(const std::vector<std::vector<int>>& groups, const std::vector<int>& full)
      : groups_(groups), full_(full), slot_(groups.size() + 81) {}
  void clear() {
    for (Slot& s : slot_) s.applied = -1;
    added_.clear();
  }
  void store(int orbit, const singles9::Board& board) { store(slot_[orbit], board); }
  void storeCell(int cell, const singles9::Board& board) { store(slot_[groups_.size() + cell], board); }
  void added(int orbit) { added_.push_back(orbit); }
  // False when singles surely do not fill `orbit` back once it is cleared.
  bool mayFill(int orbit) {
    const auto& g = groups_[orbit];
    return mayFill(slot_[orbit], g.data(), static_cast<int>(g.size()));
  }
  // The same for one clue: the screen for clues that could go alone keeps its boards too.
  bool mayFillCell(int cell) { return mayFill(slot_[groups_.size() + cell], &cell, 1); }

 private:
  struct Slot {
    singles9::Board board;
    int applied = -1;  // the orbits of added_ placed on the board; -1: no board
  };
  void store(Slot& s, const singles9::Board& board) {
    s.board = board;
    s.applied = static_cast<int>(added_.size());
  }
  bool mayFill(Slot& s, const int* targets, int count) {
    if (s.applied < 0) return true;
    for (; s.applied < static_cast<int>(added_.size()); ++s.applied)
      for (int c : groups_[added_[s.applied]])
        if (!s.board.place(c, full_[c])) return true;  // not from the solution: no bound (never happens)
    return s.board.propagate(targets, count) != singles9::Board::Result::Stalled;
  }
  const std::vector<std::vector<int>>& groups_;
  const std::vector<int>& full_;
  std::vector<Slot> slot_;
  std::vector<int> added_;
};

// A random complete 9x9 grid: the three boxes on the main diagonal (which share no unit) get
// random permutations, the bitboard engine completes them, then a random symmetry of
// the rules that keeps the digits shuffles the result (bands, rows within bands, stacks, columns
// within stacks, transposition). Microseconds, where the generic randomised search takes
// tens of them.
std::vector<int> randomGrid9(std::mt19937_64& rng) {
  for (;;) {
    uint8_t seed[81] = {}, sol[81];
    for (int b = 0; b < 3; ++b) {
      int digits[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
      std::shuffle(digits, digits + 9, rng);
      for (int i = 0; i < 9; ++i) seed[(b * 3 + i / 3) * 9 + b * 3 + i % 3] = static_cast<uint8_t>(digits[i]);
    }
    if (bits::countSolutions(seed, 1, sol) != 1) continue;  // every such seed completes; kept safe
    auto shuffled = [&rng]() {  // 0..8: three groups of three, both levels shuffled
      int group[3] = {0, 1, 2};
      std::shuffle(group, group + 3, rng);
      std::array<int, 9> out{};
      for (int g = 0; g < 3; ++g) {
        int within[3] = {0, 1, 2};
        std::shuffle(within, within + 3, rng);
        for (int i = 0; i < 3; ++i) out[g * 3 + i] = group[g] * 3 + within[i];
      }
      return out;
    };
    const auto rows = shuffled(), cols = shuffled();
    const bool transpose = rng() & 1;
    std::vector<int> grid(81);
    for (int r = 0; r < 9; ++r)
      for (int c = 0; c < 9; ++c) grid[r * 9 + c] = transpose ? sol[cols[c] * 9 + rows[r]] : sol[rows[r] * 9 + cols[c]];
    return grid;
  }
}

bool validShape(const Instance& inst) {
  return inst.boxRows >= 1 && inst.boxCols >= 1 && inst.size() <= logic::kMaxSide &&
         static_cast<int>(inst.cells.size()) == inst.size() * inst.size();
}

}  // namespace

uint64_t countSolutions(const Instance& inst, uint64_t limit, std::vector<int>* first, double timeLimit,
                        bool* timedOut) {
  if (timedOut) *timedOut = false;
  if (!validShape(inst)) return 0;
  Counter counter(*Geometry::get(inst.boxRows, inst.boxCols, inst.diagonal));
  if (!counter.load(inst.cells)) return 0;
  counter.setDeadline(timeLimit);
  const uint64_t found = counter.count(limit, first, nullptr);
  if (timedOut) *timedOut = counter.timedOut();
  return found;
}

namespace {

// A clue of the unique puzzle `cells` that can go with the puzzle staying unique, or -1 when
// every clue is needed (-2: the puzzle is not unique). Exhaustive counts, one per clue,
// starting at clue `from` and wrapping around. On 9x9 with `others` (the grids met so far, the
// puzzle's solution theirs) their sets answer first and the puzzle is taken as unique.
int redundantClue(const Geometry& geo, std::vector<int> cells, size_t from = 0, OtherGrids* others = nullptr) {
  const size_t size = cells.size();
  if (classic(geo)) {
    if (!others && count9(cells) != 1) return -2;
    for (size_t i = 0; i < size; ++i) {
      const size_t c = (from + i) % size;
      if (!cells[c]) continue;
      const int v = cells[c];
      cells[c] = 0;
      const bool needed = others ? others->another(cells) : count9(cells) >= 2;
      cells[c] = v;
      if (!needed) return static_cast<int>(c);
    }
    return -1;
  }
  Counter counter(geo);
  std::vector<int> full;
  if (!counter.load(cells) || counter.count(2, &full, nullptr) != 1) return -2;
  for (size_t i = 0; i < size; ++i) {
    const size_t c = (from + i) % size;
    if (!cells[c]) continue;
    cells[c] = 0;
    const bool needed = otherSolution(counter, cells, full, {static_cast<int>(c)});
    cells[c] = full[c];
    if (!needed) return static_cast<int>(c);
  }
  return -1;
}

// The orbit to bring back for `out` (cleared from `cells`, a puzzle that stays unique with both
// in): the first of `removed` with which the puzzle is unique again (`stillUnique(out, -1)`),
// its cells filled from `full`; -1 when none is.
template <class Test>
int swapIn(Test& stillUnique, std::vector<int>& cells, const std::vector<int>& full,
           const std::vector<std::vector<int>>& groups, int out, const std::vector<int>& removed) {
  for (int o : removed) {
    for (int c : groups[o]) cells[c] = full[c];
    if (stillUnique(groups[out], -1)) return o;
    for (int c : groups[o]) cells[c] = 0;
  }
  return -1;
}

// The same for the easy level on 9x9: singles run once on the puzzle without `out` (they
// stall there: the orbit pass left `out` needed), and each candidate orbit is placed on a
// copy of the stalled board, propagating only what it adds. Orbits whose cells singles filled
// already cannot help and are skipped.
int swapIn9(std::vector<int>& cells, const std::vector<int>& full, const std::vector<std::vector<int>>& groups,
            int out, const std::vector<int>& removed) {
  const auto& target = groups[out];
  const int n = static_cast<int>(target.size());
  singles9::Board base;
  if (!base.load(cells.data()) || base.propagate(target.data(), n) != singles9::Board::Result::Stalled) return -1;
  for (int o : removed) {
    bool helps = false;
    for (int c : groups[o]) helps |= base.value(c) == 0;
    if (!helps) continue;
    singles9::Board board = base;
    bool placed = true;
    for (int c : groups[o]) placed = placed && board.place(c, full[c]);
    if (!placed || board.propagate(target.data(), n) != singles9::Board::Result::Filled) continue;
    for (int c : groups[o]) cells[c] = full[c];
    return o;
  }
  return -1;
}

}  // namespace

bool isMinimal(const Instance& inst) {
  if (!validShape(inst)) return false;
  return redundantClue(*Geometry::get(inst.boxRows, inst.boxCols, inst.diagonal), inst.cells) == -1;
}

std::optional<Generated> generate(const GenerateOptions& opt, std::mt19937_64& rng, std::string* why) {
  Instance shape;
  shape.boxRows = opt.boxRows;
  shape.boxCols = opt.boxCols;
  shape.diagonal = opt.diagonal;
  const int n = shape.size();
  shape.cells.assign(static_cast<size_t>(n) * n, 0);
  if (opt.boxRows < 1 || opt.boxCols < 1 || n < 1 || n > logic::kMaxSide) {
    if (why) *why = "the generator handles grids of side 1.." + std::to_string(logic::kMaxSide);
    return std::nullopt;
  }
  const Geometry& geo = *Geometry::get(opt.boxRows, opt.boxCols, opt.diagonal);
  Counter counter(geo);
  counter.setDeadline(opt.timeLimit);
  counter.setNodeLimit(opt.nodeLimit);
  const auto groups = orbits(n, opt.symmetry);
  const auto start = std::chrono::steady_clock::now();
  logic::Options rateOpt;
  rateOpt.techniques = opt.techniques;
  rateOpt.uniqueness = logic::Uniqueness::Assume;
  // The rater stops at the first step above the range (the rating only grows), and does not
  // look for techniques whose every use rates above it: a puzzle that needs them is out of
  // range either way (it ends stuck, or at the first such step).
  if (opt.maxRating < 1e9) {
    rateOpt.stopAbove = opt.maxRating;
    for (int t = 0; t < logic::kTechniqueCount; ++t)
      if (logic::techniqueRating(static_cast<logic::Technique>(t)) > opt.maxRating)
        rateOpt.techniques &= ~(logic::TechniqueSet{1} << t);
  }
  constexpr uint64_t kAttemptsPerGrid = 8;
  // swaps before a fresh attempt: on easy rot180 6 did best of 1..12 (a longer walk tends to
  // get stuck); where 9x9 counts decide, the known other grids make swaps cheap and 24 did
  // better than 6 on medium and expert (hard about even)
  const int kSwaps = classic(geo) && opt.maxRating >= logic::techniqueRating(logic::Technique::Pointing) ? 24 : 6;
  std::vector<int> orbitOf(shape.cells.size()), order(groups.size());
  for (size_t o = 0; o < groups.size(); ++o) {
    order[o] = static_cast<int>(o);
    for (int c : groups[o]) orbitOf[c] = static_cast<int>(o);
  }
  std::vector<int> full;
  SinglesBounds bounds(groups, full);
  OtherGrids others;
  for (uint64_t attempt = 1; attempt <= opt.maxAttempts; ++attempt) {
    if (opt.timeLimit > 0 &&
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() > opt.timeLimit) {
      if (why) *why = "time limit reached after " + std::to_string(attempt - 1) + " grids";
      return std::nullopt;
    }
    if (cp::g_stopRequested.load(std::memory_order_relaxed)) {
      if (why) *why = "interrupted";
      return std::nullopt;
    }
    if (classic(geo)) {
      // a grid serves several attempts (each removes clues in its own order): most attempts
      // fail, and the removal order matters more to the puzzle made than the grid does
      if (attempt % kAttemptsPerGrid == 1 || kAttemptsPerGrid == 1) {
        full = randomGrid9(rng);
        others.reset(full);
      }
    } else if (!counter.load(shape.cells) || counter.count(1, &full, &rng) != 1) {
      if (why) *why = counter.timedOut() ? counter.stopReason() : "no grid of this shape exists";
      return std::nullopt;
    }
    Instance puzzle = shape;
    puzzle.cells = full;
    std::vector<int>& cells = puzzle.cells;
    // For the easy level a removal is kept only while singles still solve the puzzle: that
    // proves it unique without a search and keeps it easy, so fewer puzzles are made in vain.
    // Not for minimal puzzles without a symmetry, which the search-based pass makes minimal at
    // once (a removal that singles cannot follow may still keep the puzzle unique).
    const bool singlesOnly = opt.maxRating < logic::techniqueRating(logic::Technique::Pointing) &&
                             !(opt.minimal && opt.symmetry == Symmetry::None);
    // On 9x9 the singles tests run on singles9::Board, whose stalled boards bound later tests.
    const bool boards = singlesOnly && classic(geo);
    bounds.clear();
    // Whether the puzzle, unique (and for singlesOnly solved by singles) before the cells
    // `cleared` were cleared, still is. `orbit`: the orbit cleared, whose bound a failed test
    // on 9x9 stores (-1: none).
    auto stillUnique = [&](const std::vector<int>& cleared, int orbit) {
      if (boards) {
        if (nakedRefill(geo, cells, cleared)) return true;
        singles9::Board board;
        if (!board.load(cells.data())) return false;
        const auto result = board.propagate(cleared.data(), static_cast<int>(cleared.size()));
        if (result == singles9::Board::Result::Stalled && orbit >= 0) bounds.store(orbit, board);
        return result == singles9::Board::Result::Filled;
      }
      if (singlesOnly) return singlesFollow(geo, cells, cleared);
      if (nakedRefill(geo, cells, cleared)) return true;  // gives back the unique puzzle before
      return classic(geo) ? !others.another(cells) : !otherSolution(counter, cells, full, cleared);
    };
    // singlesRedundantClue on 9x9, with bounds from the screens before.
    auto singlesRedundantClue9 = [&](size_t from) {
      if (const int c = nakedRedundantClue(geo, cells, from); c >= 0) return c;
      for (size_t i = 0; i < 81; ++i) {
        const int c = static_cast<int>((from + i) % 81);
        if (!cells[c] || !bounds.mayFillCell(c)) continue;
        singles9::Board board;
        const int v = cells[c];
        cells[c] = 0;
        const bool loaded = board.load(cells.data());
        cells[c] = v;
        if (!loaded) continue;
        const auto result = board.propagate(&c, 1);
        if (result == singles9::Board::Result::Filled) return c;
        if (result == singles9::Board::Result::Stalled) bounds.storeCell(c, board);
      }
      return -1;
    };
    // Clears orbit o when the puzzle stays unique without it.
    auto removeIfUnique = [&](int o) {
      for (int c : groups[o]) cells[c] = 0;
      if (stillUnique(groups[o], o)) return;
      for (int c : groups[o]) cells[c] = full[c];
    };
    std::shuffle(order.begin(), order.end(), rng);
    for (int o : order) removeIfUnique(o);
    // With a symmetry the orbit pass can leave a clue that could go alone (its orbit cannot):
    // then that orbit is swapped for a removed one that keeps the puzzle unique, the other
    // orbits are tried again, and the puzzle is looked at again; a fresh attempt only after
    // kSwaps swaps. The swaps keep the puzzle unique (and singles-solved for singlesOnly).
    bool minimal = !opt.minimal || opt.symmetry == Symmetry::None;
    for (int swap = 0; !minimal && !counter.timedOut(); ++swap) {
      const size_t from = rng() % cells.size();
      // the singles screen pays where counts are dear; on 9x9 above the easy level, where the
      // known other grids answer most counts, the naked-single lookups alone
      int clue = boards                           ? singlesRedundantClue9(from)
                 : classic(geo) && !singlesOnly ? nakedRedundantClue(geo, cells, from)
                                                : singlesRedundantClue(geo, cells, from);
      if (clue == -1) clue = redundantClue(geo, cells, from, classic(geo) ? &others : nullptr);
      if (clue == -1) minimal = true;
      if (clue < 0 || swap == kSwaps) break;
      const int out = orbitOf[clue];
      for (int c : groups[out]) cells[c] = 0;
      std::vector<int> removed;
      for (int o : order)
        if (o != out && !cells[groups[o][0]]) removed.push_back(o);
      std::shuffle(removed.begin(), removed.end(), rng);
      const int in = boards ? swapIn9(cells, full, groups, out, removed)
                            : swapIn(stillUnique, cells, full, groups, out, removed);
      if (in < 0) break;
      bounds.added(in);
      std::shuffle(order.begin(), order.end(), rng);
      for (int o : order)
        if (o != in && cells[groups[o][0]] && bounds.mayFill(o)) removeIfUnique(o);
    }
    if (counter.timedOut()) {  // a count cut short proves nothing
      if (why) *why = counter.stopReason();
      return std::nullopt;
    }
    if (!minimal) continue;
    // singles solve it: rated 2.3 at most, so out of a range above that without the rater
    if (opt.minRating > logic::techniqueRating(logic::Technique::NakedSingle) && classic(geo) &&
        singles9::fills(puzzle.cells.data()))
      continue;
    logic::Rating r = logic::rate(puzzle, rateOpt);
    const bool inRange = r.status == logic::Status::Solved ? r.rating >= opt.minRating && r.rating <= opt.maxRating
                                                           : opt.maxRating >= 1e9 && r.rating >= opt.minRating;
    if (!inRange) continue;
    return Generated{std::move(puzzle), full, r, attempt, counter.nodes()};
  }
  if (why) *why = "no puzzle in the rating range after " + std::to_string(opt.maxAttempts) + " grids";
  return std::nullopt;
}

}  // namespace deduce::sudoku
