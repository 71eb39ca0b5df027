// Clue minimisation (see minclue.h for the method).
//
// Layout: a set of cells is an 81-bit mask in two 64-bit words (cells 0..63, 64..80), so that
// "does this clue set hit this unavoidable set", "the live cells of a set" and the disjointness
// test of the packing bound are two ANDs each. The unavoidable sets are a flat vector; each
// search node scans the unhit ones once: the scan counts each set's live cells (the branching
// set is the smallest) and orders the sets by that count (a counting sort), so the greedy
// packing of pairwise disjoint sets (the lower bound) takes the smallest first. When the
// packing is tight (as many disjoint sets as clues left) every clue left lies in exactly one
// packed set, which restricts the packed sets and kills every cell outside them.
//
// Below a node whose live list holds at most Options::bitSets sets (2048: with three or more
// clues fixed, the whole search), the subtree is bit-parallel: the kTableSets (256) smallest
// live sets are indexed 0..L-1 by live-cell count and `cellSets[c]` is the L-bit mask (W =
// L/64 words, 1 to 4) of the sets holding cell c, built once. A node is then an L-bit `unhit`
// mask and never copies a list: a child is `unhit & ~cellSets[c]` (W word ops, vectorised,
// where the list node rebuilt a list of 100 to 2000 sets). The larger live sets stay in a
// list beside the table and are looked at only when every table set is hit: those still unhit
// go on in a subtree of their own (the search does not end there), and the last clue must hit
// them too. They rarely decide a packing (nodes +1% to +5% on random grids) while 2,048-set
// tables made every word loop 8 times longer (1.6 times the CPU); the greedy packing walks to the first available set,
// each packed set clearing the sets that meet its live cells (an OR of a few cellSets rows);
// the tight-packing passes OR the rows of each packed set's allowed cells and find the sets
// meeting exactly one packed set with a ones/twos pair of masks (the first pass takes each
// set's OR from the packing, which computed it to clear `avail`; every such OR is made in a
// local array, in registers, since a row of t.reach may alias t.cellSets: 13% to 15% fewer
// instructions than ORing into t.reach); the last clue is a cell of
// the first unhit set whose row covers every unhit set. A set whose cells all died is left
// for the child's packing, which cannot clear it and prunes. The branching set is the
// smallest of the first kBranchScan unhit sets (the live-size order of the table stands in
// for the list node's sort) with fewer than kStrongLeft clues left (with more: strong
// branching, below), or at a tight packing the packed set with the fewest cells
// allowed (without the scan: 7% more nodes, 6% to 9% fewer instructions).
//
// A bit-parallel packing one short of tight is first improved by swaps: a packed set out, two
// disjoint sets that meet no other packed set in (swapIn, on each set's row of the sets it
// meets). The packing is then tight and the tight passes restrict or prune; where the greedy
// packing is one short, its clue left over is free and nothing restricts. The branch cells
// are tried by the unhit sets they hit, most first. Together, on random grids: 46% to 55%
// fewer nodes and 21% to 25% fewer instructions.
//
// Strong branching: at a bit-parallel node short of tight with at least kStrongLeft clues left,
// the branching set is the one of the first kCriticalScan (kExactScan) unhit sets whose
// children are expected to search least, each child weighed 8^s for s clues of slack over its
// packing. Below kExactLeft a child's packing is estimated from the node's (criticalCells: a
// few word operations per packed cell), from kExactLeft on computed as the child will
// (childPacking, on rows cached for the node). The branch cells then go in the order of their
// child's packing. On random grids with three clues fixed: 34% to 48% fewer nodes and 23% to 30%
// fewer instructions; a whole proof 1.4 to 1.5 times faster.
//
// The list nodes above the tables branch the same way on the first kListScan sets by live
// count (item 17), and a tight packing of at least kPairsFrom sets runs a pass on pairs of
// packed sets after the single ones (item 18): a set meeting exactly two packed sets keeps a
// cell of one allowed only if a cell of the other hits, with it, every such set. On four random
// grids' whole proofs: 46% fewer nodes, 1.15 times faster.
//
// Each k-run is split (EPS, as for threads) into at least kSubproblems subproblems, each
// rebuilt from the current set list when it starts: a set added by a failed check then takes
// part in every later subproblem of the same run, not only below the node that found it (on
// random grids 28 to 240 times fewer checks and 16% to 33% fewer nodes).
#include "puzzles/sudoku/minclue.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <chrono>
#include <deque>
#include <memory>
#include <mutex>
#include <numeric>
#include <random>
#include <vector>

#include "app/progress.h"
#include "cp/parallel.h"
#include "cp/search.h"
#include "puzzles/sudoku/bitboard.h"
#include "puzzles/sudoku/minclue_internal.h"
#include "puzzles/sudoku/sudoku.h"

namespace deduce::sudoku::minclue {

namespace detail {

Mask differ(const uint8_t a[81], const uint8_t b[81]) {
  Mask d;
  for (int i = 0; i < 81; ++i)
    if (a[i] != b[i]) d = d | Mask::cell(i);
  return d;
}

namespace {

const Mask kAllCells{~0ull, (1ull << 17) - 1};

// The other grids that agree with `grid` outside `blank` (the first `cap` found), as the cells
// where they differ.
void otherGrids(const uint8_t grid[81], Mask blank, std::vector<Mask>& out, uint64_t cap) {
  uint8_t cells[81];
  for (int i = 0; i < 81; ++i) cells[i] = blank.test(i) ? 0 : grid[i];
  struct Ctx {
    const uint8_t* grid;
    std::vector<Mask>* out;
  } ctx{grid, &out};
  bits::Limits lim;
  lim.solutions = cap;
  bits::solve(
      cells, lim,
      [](const std::vector<int>& g, void* u) {
        auto* c = static_cast<Ctx*>(u);
        uint8_t v[81];
        for (int i = 0; i < 81; ++i) v[i] = static_cast<uint8_t>(g[i]);
        Mask d = differ(v, c->grid);
        if (d.any()) c->out->push_back(d);
        return true;
      },
      &ctx);
}

}  // namespace

std::vector<Mask> minimalSets(std::vector<Mask> v) {
  std::sort(v.begin(), v.end(), [](Mask a, Mask b) {
    int ca = a.count(), cb = b.count();
    return ca != cb ? ca < cb : a.lo != b.lo ? a.lo < b.lo : a.hi < b.hi;
  });
  v.erase(std::unique(v.begin(), v.end()), v.end());
  std::vector<Mask> kept;
  for (Mask m : v) {
    bool covered = false;
    for (Mask k : kept)
      if (k.subsetOf(m)) {
        covered = true;
        break;
      }
    if (!covered) kept.push_back(m);
  }
  return kept;
}

// Unavoidable sets from every pair, triple and (digits = 4) quadruple of digits, and from
// bands, stacks and pairs of boxes: blank those cells and collect the other grids. Quadruples
// give about 25 times as many minimal sets as pairs and triples alone (13,000 against 500) and
// halve the search time, for 0.3 s more at the start. The blanked groups are enumerated on
// `threads` threads (each taking the next group from an atomic index into a list of its own);
// minimalSets sorts, so the result does not depend on the thread count.
std::vector<Mask> unavoidableSets(const uint8_t grid[81], int digits, int threads, double* helperCpuMs) {
  constexpr uint64_t kAll = 1000000;
  Mask byDigit[10];
  for (int i = 0; i < 81; ++i) byDigit[grid[i]] = byDigit[grid[i]] | Mask::cell(i);
  std::vector<Mask> blanks;
  for (int a = 1; a <= 9; ++a)
    for (int b = a + 1; b <= 9; ++b) {
      blanks.push_back(byDigit[a] | byDigit[b]);
      for (int c = b + 1; c <= 9 && digits >= 3; ++c) {
        blanks.push_back(byDigit[a] | byDigit[b] | byDigit[c]);
        for (int d = c + 1; d <= 9 && digits >= 4; ++d)
          blanks.push_back(byDigit[a] | byDigit[b] | byDigit[c] | byDigit[d]);
      }
    }
  // Whole bands and stacks, and each band's and stack's pairs of boxes: 150 more sets, 10%
  // fewer search nodes.
  for (int k = 0; k < 3; ++k) {
    Mask band, stack, boxes[2][3];
    for (int i = 0; i < 81; ++i) {
      int r = i / 9, c = i % 9;
      if (r / 3 == k) band = band | Mask::cell(i);
      if (c / 3 == k) stack = stack | Mask::cell(i);
      if (r / 3 == k) boxes[0][c / 3] = boxes[0][c / 3] | Mask::cell(i);
      if (c / 3 == k) boxes[1][r / 3] = boxes[1][r / 3] | Mask::cell(i);
    }
    blanks.push_back(band);
    blanks.push_back(stack);
    for (int o = 0; o < 2; ++o)
      for (int x = 0; x < 3; ++x)
        for (int y = x + 1; y < 3; ++y) blanks.push_back(boxes[o][x] | boxes[o][y]);
  }
  const int workers = std::max(1, std::min(threads, static_cast<int>(blanks.size())));
  std::vector<std::vector<Mask>> raw(static_cast<size_t>(workers));
  std::atomic<size_t> next{0};
  cp::SharedSearch sh;
  const std::vector<double> cpu = cp::runWorkers(workers, sh, [&](int w) {
    for (size_t i = next++; i < blanks.size(); i = next++) otherGrids(grid, blanks[i], raw[static_cast<size_t>(w)], kAll);
  });
  for (size_t w = 1; w < cpu.size() && helperCpuMs; ++w) *helperCpuMs += cpu[w];
  for (size_t w = 1; w < raw.size(); ++w) raw[0].insert(raw[0].end(), raw[w].begin(), raw[w].end());
  return minimalSets(std::move(raw[0]));
}

bool secondGrid(const uint8_t grid[81], Mask clues, Mask* fresh) {
  uint8_t cells[81], other[81];
  for (int i = 0; i < 81; ++i) cells[i] = clues.test(i) ? grid[i] : 0;
  if (bits::otherSolution(cells, grid, other) < 2) return false;
  if (!fresh) return true;
  *fresh = differ(other, grid);
  // The smallest unavoidable set inside the difference (the other grids that differ from the
  // grid only there): small sets prune far more; 100x fewer checks with 7 of 17 clues fixed.
  std::vector<Mask> inside;
  otherGrids(grid, *fresh, inside, 256);
  for (const Mask& m : inside)
    if (m.count() < fresh->count()) *fresh = m;
  return true;
}

namespace {

// minimal() that never removes the cells of `keep`.
std::string minimalKeeping(const uint8_t puzzle[81], uint8_t out[81], uint64_t seed, Mask keep) {
  for (int i = 0; i < 81; ++i)
    if (puzzle[i] > 9) return "cell " + std::to_string(i + 1) + " holds " + std::to_string(puzzle[i]) + ", not 0..9";
  int n = bits::countSolutions(puzzle, 2);
  if (n == 0) return "the puzzle has no solution";
  if (n > 1) return "the puzzle has several solutions";
  std::copy(puzzle, puzzle + 81, out);
  std::vector<int> order(81);
  std::iota(order.begin(), order.end(), 0);
  if (seed) std::shuffle(order.begin(), order.end(), std::mt19937_64(seed));
  for (int i : order) {
    if (!out[i] || keep.test(i)) continue;
    uint8_t v = out[i];
    out[i] = 0;
    if (bits::countSolutions(out, 2) != 1) out[i] = v;
  }
  return "";
}

}  // namespace

Mask minimalClues(Mask from, Mask keep, int cells, uint64_t seed, const Checker& second) {
  std::vector<int> order(static_cast<size_t>(cells));
  std::iota(order.begin(), order.end(), 0);
  if (seed) std::shuffle(order.begin(), order.end(), std::mt19937_64(seed));
  for (int i : order) {
    Mask c = Mask::cell(i);
    if (from.test(i) && !keep.test(i) && !second(from.minus(c), nullptr)) from = from.minus(c);
  }
  return from;
}

Start prepareClues(const uint8_t* grid, int cells, const Options& opt, const Checker& second) {
  Start st;
  // Clues given as `cells` cells that must agree with the grid (`what` names them in errors).
  auto asMask = [&](const std::vector<uint8_t>& given, const char* what, Mask* out) {
    if (given.size() != static_cast<size_t>(cells)) {
      st.error = std::string("the ") + what + " clues are not " + std::to_string(cells) + " cells";
      return false;
    }
    for (int i = 0; i < cells; ++i) {
      if (!given[i]) continue;
      if (given[i] != grid[i]) {
        st.error = std::string(what) + " clue at cell " + std::to_string(i + 1) + " differs from the grid";
        return false;
      }
      *out = *out | Mask::cell(i);
    }
    return true;
  };
  if (!opt.fixed.empty() && !asMask(opt.fixed, "fixed", &st.fixed)) return st;
  if (!opt.start.empty()) {
    Mask clues;
    if (!asMask(opt.start, "start", &clues)) return st;
    if (!st.fixed.subsetOf(clues)) {
      st.error = "the start puzzle lacks some of the fixed clues";
      return st;
    }
    if (second(clues, nullptr)) {
      st.error = "the start puzzle has several solutions";
      return st;
    }
    std::copy(opt.start.begin(), opt.start.end(), st.best);
    st.upper = clues.count();
    return st;
  }
  // The smallest of 32 minimal puzzles (removal orders from seeds).
  Mask all;
  for (int i = 0; i < cells; ++i) all = all | Mask::cell(i);
  for (uint64_t k = 0; k < 32; ++k) {
    Mask m = minimalClues(all, st.fixed, cells, opt.seed * 32 + k, second);
    if (m.count() < st.upper) {
      st.upper = m.count();
      for (int i = 0; i < cells; ++i) st.best[i] = m.test(i) ? grid[i] : 0;
    }
  }
  return st;
}

Start prepare(const uint8_t grid[81], const Options& opt) {
  Start st;
  Instance inst;
  inst.cells.assign(81, 0);
  std::vector<int> g(grid, grid + 81);
  for (int i = 0; i < 81; ++i)
    if (grid[i] < 1 || grid[i] > 9) {
      st.error = "cell " + std::to_string(i + 1) + " is not a value 1..9: give a completed grid";
      return st;
    }
  st.error = check(inst, g);
  if (!st.error.empty()) return st;
  return prepareClues(grid, 81, opt, [grid](Mask clues, Mask* fresh) { return secondGrid(grid, clues, fresh); });
}

namespace {

// Greedy packing of pairwise disjoint sets: a lower bound on the clues of any hitting set.
int packing(const std::vector<Mask>& sets) {
  Mask used;
  int n = 0;
  for (Mask s : sets)
    if (!(s & used).any()) {
      used = used | s;
      ++n;
    }
  return n;
}

constexpr int kBranchScan = 8;  // unhit sets compared for the branching set below kStrongLeft clues left
// Strong branching (item 16) at the bit-parallel nodes short of tight with at least kStrongLeft
// clues left; from kExactLeft on each child's packing is computed in full. The candidates it
// compares (item 21): kCriticalScan unhit sets with the estimate, kExactScan with the full
// packings; 8 and 8 with kExactLeft 8 cost 11% to 15% more nodes and 4% to 8% more CPU on
// random grids' whole proofs (docs/results/minclue.md).
constexpr int kStrongLeft = 4, kExactLeft = 9;
constexpr int kCriticalScan = 16, kExactScan = 12;
// Strong branching at the list nodes above the tables (item 17): the candidates compared.
constexpr size_t kListScan = 4;
constexpr int kPairSubsets = 3;  // the pairs pass by subsets for pairs of at most this many sets
constexpr int kPairsFrom = 3;  // the tight packings (of at least this many sets) that run the pairs pass (item 18)
constexpr size_t kTableSets = 256;  // the most sets in a bit-parallel table (the rest: Table::rest)

// The hitting-set search of one grid. Each k-run is an embarrassingly parallel search on
// `threads` workers (one: the calling thread alone): the list search's top levels (the same
// branching as dfs) are explored down to the first depth giving at least
// max(kSubproblems, kSubproblemsPerWorker x threads) open nodes, each open node (clues, dead
// cells, clue count) is a subproblem, and workers, each a HitSearch of its own (tables, pools,
// counters), pull them from an atomic index, rebuild the node's live list from their set list
// and run dfs below it. A failed check's fresh set joins the worker's list at once and a shared
// vector, from which the other workers take it before their next subproblem; after the run
// every fresh set joins the list for the next k.
class HitSearch {
 public:
  // `start`: when the whole minclue call began (the time limit and timeMs count from there).
  HitSearch(const Checker& second, std::vector<Mask> sets, double seconds, std::chrono::steady_clock::time_point start,
            int bitSets, int threads = 1)
      : second_(second), sets_(std::move(sets)), seconds_(seconds), start_(start), levels_(83), order_(83),
        bitSets_(static_cast<size_t>(std::clamp(bitSets, 0, 2048))), threads_(std::max(threads, 1)) {}

  // A clue set of at most k cells that defines the grid uniquely, if one exists. The sets added
  // by earlier runs take part, sorted by size again (a set added by a check is never a copy of
  // a known one: the known ones were all hit by the clues that let it through).
  // `leaveAfter` > 0: the run is left (left() true, no bound learned) at its leaveAfter-th failed
  // check.
  bool run(int k, Mask fixed, Mask* found, uint64_t leaveAfter = 0) {
    leaveAfter_ = leaveAfter;
    failed_ = 0;
    left_ = false;
    std::stable_sort(sets_.begin(), sets_.end(), [](Mask a, Mask b) { return a.count() < b.count(); });
    if (live_) {
      live_->subproblems = 0;
      live_->done = 0;
      live_->runSeconds = elapsedMs() / 1000;
      live_->k = k;
    }
    return runSplit(k, fixed, found);
  }
  // The search publishes its run, subproblems and nodes there (null: nowhere).
  void publishTo(Live* live) { live_ = live; }
  bool stopped() const { return stop_; }
  bool left() const { return left_; }
  uint64_t nodes = 0, checked = 0;
  double helperCpuMs = 0;  // CPU time of the parallel runs' workers other than the caller
  size_t setCount() const { return sets_.size(); }
  double elapsedMs() const { return msSince(start_); }

 private:
  // Subproblems of a k-run: at least kSubproblems (so that fresh sets reach the rest of the
  // run: at 300 to 3,000 the node and check counts differ by under 10%), and at least
  // kSubproblemsPerWorker per worker (the workers balance).
  static constexpr size_t kSubproblems = 1024, kSubproblemsPerWorker = 30;

  // A node of the list search: the clues placed (n of them) and the cells excluded below it.
  struct Sub {
    Mask clues, dead;
    int n = 0;
  };

  // What the workers of one parallel run share.
  struct Shared {
    cp::SharedSearch search;  // search.stop: a worker found a unique hitting set or was stopped
    std::mutex mu;            // guards the rest
    std::vector<std::pair<int, Mask>> fresh;  // fresh sets from failed checks, with their worker
    bool found = false;
    Mask foundClues;
    uint64_t failed = 0;  // failed checks of the run, every worker's
    bool left = false;    // the run was left at its leaveAfter_-th failed check
  };

  // The live list of node s from the set list: the sets its clues miss, without its dead
  // cells. False when one has no cell left: no hitting set below s.
  bool rebuild(const Sub& s, std::vector<Mask>& live) const {
    live.clear();
    for (const Mask& m : sets_) {
      if ((m & s.clues).any()) continue;
      const Mask x = m.minus(s.dead);
      if (!x.any()) return false;
      live.push_back(x);
    }
    return true;
  }

  // The open nodes of the list search at the first depth with at least `target` of them (none
  // when the tree ends above it), in dfs order, level by level: each node of a level is rebuilt
  // and expanded by dfs with its children recorded instead of searched. Nodes the expansion
  // finishes (prunes, complete hitting sets, last clues) are handled by dfs. True when it finds
  // a unique hitting set (found_).
  bool split(int k, Mask fixed, size_t target, std::vector<Sub>& open) {
    open.assign(1, Sub{fixed, Mask{}, fixed.count()});
    fresh_.clear();  // the split phase of this run dedupes its own fresh sets (as a subproblem does)
    std::vector<Sub> level;
    std::vector<Mask> live;
    bool hit = false;
    while (!open.empty() && open.size() < target && !hit && !stop_) {
      level.swap(open);
      open.clear();
      cut_ = &open;
      for (const Sub& s : level) {
        if (!rebuild(s, live)) continue;
        cutDepth_ = s.n + 1;
        hit = dfs(live, s.clues, s.dead, s.n, k);
        if (hit || stop_) break;
      }
      cut_ = nullptr;
    }
    return hit;
  }

  // A worker of a parallel run: searches the subproblems it takes from `next` until they are
  // done, it finds a unique hitting set, or the run stops.
  void work(int k, const std::vector<Sub>& subs, std::atomic<size_t>& next) {
    std::vector<Mask> live;
    for (size_t i = next++; i < subs.size() && !shared_->search.stop.load(); i = next++) {
      {
        std::lock_guard<std::mutex> lock(shared_->mu);
        for (; taken_ < shared_->fresh.size(); ++taken_)
          if (shared_->fresh[taken_].first != id_) sets_.push_back(shared_->fresh[taken_].second);
      }
      fresh_.clear();
      const bool hit = rebuild(subs[i], live) && dfs(live, subs[i].clues, subs[i].dead, subs[i].n, k);
      publish();
      if (live_ && !stop_) ++live_->done;
      if (hit) {
        std::lock_guard<std::mutex> lock(shared_->mu);
        if (!shared_->found) shared_->foundClues = found_;
        shared_->found = true;
        shared_->search.stop = true;
        return;
      }
      if (stop_) {
        shared_->search.stop = true;
        return;
      }
    }
  }

  // run() on threads_ workers (sets_ sorted). Counts add up here; the run is stopped (stop_)
  // when a worker stopped without any finding a unique hitting set.
  bool runSplit(int k, Mask fixed, Mask* found) {
    std::vector<Sub> subs;
    const bool hit = split(k, fixed, std::max(kSubproblems, kSubproblemsPerWorker * static_cast<size_t>(threads_)), subs);
    publish();
    if (hit) {
      *found = found_;
      return true;
    }
    if (left_) {
      stop_ = false;
      return false;
    }
    if (live_) live_->subproblems = subs.size();
    if (stop_ || subs.empty()) return false;
    Shared sh;
    sh.failed = failed_;
    std::vector<std::unique_ptr<HitSearch>> workers;
    for (int w = 0; w < threads_; ++w) {
      workers.push_back(std::make_unique<HitSearch>(second_, sets_, seconds_, start_, static_cast<int>(bitSets_)));
      workers.back()->shared_ = &sh;
      workers.back()->id_ = w;
      workers.back()->leaveAfter_ = leaveAfter_;
      workers.back()->publishTo(live_);
    }
    std::atomic<size_t> next{0};
    const std::vector<double> cpu =
        cp::runWorkers(threads_, sh.search, [&](int w) { workers[static_cast<size_t>(w)]->work(k, subs, next); });
    for (size_t w = 1; w < cpu.size(); ++w) helperCpuMs += cpu[w];
    bool stopped = false;
    for (const auto& w : workers) {
      nodes += w->nodes;
      published_ += w->published_;
      checked += w->checked;
      stopped = stopped || w->stop_;
    }
    // The fresh sets join the list once each (two workers may find the same one).
    std::vector<Mask> fresh;
    for (const auto& f : sh.fresh) fresh.push_back(f.second);
    std::sort(fresh.begin(), fresh.end(), [](Mask a, Mask b) { return a.lo != b.lo ? a.lo < b.lo : a.hi < b.hi; });
    fresh.erase(std::unique(fresh.begin(), fresh.end()), fresh.end());
    sets_.insert(sets_.end(), fresh.begin(), fresh.end());
    if (sh.found) {
      *found = sh.foundClues;
      return true;
    }
    left_ = sh.left;
    stop_ = stopped && !left_;
    return false;
  }

  // Adds the nodes searched since the last call to the progress state.
  void publish() {
    if (!live_) return;
    live_->nodes += nodes - published_;
    published_ = nodes;
  }

  // The uniqueness check of a complete hitting set. When another grid exists, the cells where
  // it differs hold a new unavoidable set (unhit by `clues`, which agree there): *fresh.
  bool unique(Mask clues, Mask* fresh) {
    ++checked;
    if (!second_(clues, fresh)) return true;
    noteFailed();
    // A set found again in the same subproblem (in a subtree the first finding did not reach)
    // joins the list once.
    if (std::find(fresh_.begin(), fresh_.end(), *fresh) != fresh_.end()) return false;
    fresh_.push_back(*fresh);
    sets_.push_back(*fresh);
    if (shared_) {
      std::lock_guard<std::mutex> lock(shared_->mu);
      shared_->fresh.emplace_back(id_, *fresh);
    }
    return false;
  }

  // A failed check: at the run's leaveAfter_-th (every worker's counted) the run is left.
  void noteFailed() {
    if (!leaveAfter_) return;
    if (shared_) {
      std::lock_guard<std::mutex> lock(shared_->mu);
      if (++shared_->failed < leaveAfter_) return;
      shared_->left = true;
      shared_->search.stop = true;
    } else if (++failed_ < leaveAfter_) {
      return;
    }
    left_ = stop_ = true;
  }

  // `clues` hit every set: the uniqueness check, and when another grid exists the search
  // goes on with its fresh set (without the dead cells) as the only live set.
  bool complete(Mask clues, Mask dead, int n, int k) {
    Mask fresh;
    if (unique(clues, &fresh)) {
      found_ = clues;
      return true;
    }
    fresh = fresh.minus(dead);
    if (n == k || !fresh.any()) return false;
    std::vector<Mask> one = {fresh};
    return dfs(one, clues, dead, n, k);
  }

  // Counts a node; true when the search must stop (time limit, interrupt).
  bool tick() {
    if ((++nodes & 1023) == 0) {
      if (cp::g_stopRequested.load(std::memory_order_relaxed) || (seconds_ > 0 && elapsedMs() >= seconds_ * 1000) ||
          (shared_ && shared_->search.stop.load(std::memory_order_relaxed)))
        stop_ = true;
    }
    return stop_;
  }

  // Strong branching at a list node short of tight (item 17), as the bit-parallel node does it
  // from kExactLeft on: of the kListScan sets with the fewest live cells (`order`: the sets by
  // live count), the one whose children are expected to search least, a child with s clues of
  // slack over its greedy packing counting 8^s and a child that prunes 0. Each child's packing
  // is the greedy one over `order` without the sets its clue hits and without its earlier
  // siblings' cells (taken row-major). pack[c]: the packing of branch cell c's child.
  static Mask listBranch(const std::vector<Mask>& live, const std::vector<uint32_t>& order, int left, int* pack) {
    Mask branch;
    uint64_t best = ~0ull;
    int packs[81];
    for (size_t q = 0; q < std::min(kListScan, order.size()); ++q) {
      const Mask m = live[order[q]];
      uint64_t score = 0;
      Mask gone;
      forCells(m, [&](int c) {
        if (score >= best) return;  // no better than the best: dropped
        const Mask cell = Mask::cell(c);
        int np = 0;
        Mask used;
        for (uint32_t i : order) {
          if ((live[i] & cell).any()) continue;
          const Mask x = live[i].minus(gone);
          if (!x.any()) {
            np = left;  // a set with no live cell left: the child prunes
            break;
          }
          if (!(x & used).any()) {
            used = used | x;
            if (++np == left) break;
          }
        }
        packs[c] = np;
        if (np < left) score += 1ull << (3 * std::min(left - 1 - np, 18));
        gone = gone | cell;
      });
      if (score < best) {
        best = score;
        branch = m;
        forCells(m, [&](int c) { pack[c] = packs[c]; });
      }
    }
    return branch;
  }

  // `live`: the sets not hit by `clues`, without their dead cells (cells excluded from this
  // subtree: tried as a clue at some ancestor, or outside a tight packing); none is empty.
  bool dfs(const std::vector<Mask>& live, Mask clues, Mask dead, int n, int k) {
    if (tick()) return false;
    if (!live.empty() && live.size() <= bitSets_ && !cut_) return bitOpen(live, clues, dead, n, k);
    const int left = k - n;
    if (live.empty()) return complete(clues, dead, n, k);
    if (left == 0) return false;
    if (left == 1) {
      // The last clue must lie in every unhit set.
      Mask inter = live[0];
      for (const Mask& m : live) inter = inter & m;
      for (; inter.any(); inter = inter.minus(Mask::cell(inter.first()))) {
        Mask c = Mask::cell(inter.first());
        Mask fresh;
        if (unique(clues | c, &fresh)) {
          found_ = clues | c;
          return true;
        }
      }
      return false;
    }
    // The sets by live-cell count (counting sort), the smallest first.
    std::array<uint32_t, 83> bucket{};
    size_t best = 0;
    int bestCount = 82;
    for (const Mask& m : live) ++bucket[m.count() + 1];
    for (size_t c = 1; c < bucket.size(); ++c) bucket[c] += bucket[c - 1];
    std::vector<uint32_t>& order = order_[n];
    order.resize(live.size());
    for (size_t i = 0; i < live.size(); ++i) {
      int c = live[i].count();
      order[bucket[c]++] = static_cast<uint32_t>(i);
      if (c < bestCount) {
        bestCount = c;
        best = i;
      }
    }
    // Lower bound: sets pairwise disjoint need one clue each.
    std::array<Mask, 82> packed;
    int np = 0;
    Mask used;
    for (uint32_t i : order)
      if (!(live[i] & used).any()) {
        used = used | live[i];
        packed[np++] = live[i];
        if (np > left) return false;
      }
    Mask branch = live[best];
    if (np == left) {
      // Tight: each clue left lies in its own packed set and nowhere else. A set meeting only
      // one packed set restricts that set's clue to the cells they share.
      // Two passes: the second sees the first's restrictions.
      std::array<Mask, 82> allowed = packed;
      Mask open = used;
      for (int pass = 0; pass < 2; ++pass) {
        for (const Mask& m : live) {
          Mask in = m & open;
          if (!in.any()) return false;
          for (int p = 0; p < np; ++p)
            if ((in & packed[p]).any()) {
              if (in.subsetOf(packed[p])) {
                allowed[p] = allowed[p] & in;
                if (!allowed[p].any()) return false;
              }
              break;
            }
        }
        open = Mask{};
        for (int p = 0; p < np; ++p) open = open | allowed[p];
      }
      dead = dead | kAllCells.minus(open);
      branch = branch & open;
      for (int p = 0; p < np; ++p)
        if (allowed[p].count() < branch.count()) branch = allowed[p];
    }
    // The branch cells: row-major, or after strong branching by their child's packing.
    int cells[81], nc = 0;
    if (np < left && left >= kStrongLeft) {
      int pack[81];  // filled for the cells of the set listBranch chooses
      branch = listBranch(live, order, left, pack);
      forCells(branch, [&](int c) { cells[nc++] = c; });
      std::stable_sort(cells, cells + nc, [&](int a, int b) { return pack[a] < pack[b]; });
    } else {
      forCells(branch, [&](int c) { cells[nc++] = c; });
    }
    std::vector<Mask>& child = levels_[n + 1];
    for (int i = 0; i < nc; ++i) {
      const Mask c = Mask::cell(cells[i]);
      child.clear();
      bool dies = false;
      for (const Mask& m : live) {
        if ((m & c).any()) continue;
        Mask x = m.minus(dead);
        if (!x.any()) {
          dies = true;
          break;
        }
        child.push_back(x);
      }
      if (!dies) {
        if (cut_ && n + 1 == cutDepth_) cut_->push_back(Sub{clues | c, dead, n + 1});  // split: open node
        else if (dfs(child, clues | c, dead, n + 1, k)) return true;
      }
      if (stop_) return false;
      dead = dead | c;
    }
    return false;
  }

  // The bit-parallel subtree (see the top of the file). One table per nesting level: a
  // complete hitting set that fails its check, or one that leaves sets of `rest` unhit,
  // continues in the list search, which may open another subtree below.
  template <int W>
  struct Table {
    uint64_t cellSets[81][W];  // bit j: set j holds the cell
    Mask sets[64 * W];         // set j's live cells when the table was built
    std::vector<Mask> rest;    // the live sets beyond kTableSets (live cells when built)
    // Scratch of one node, used before it branches (so one copy serves every depth):
    uint64_t reach[82][W];  // the unhit sets meeting packed set p's allowed cells
    Mask allowed[82];       // packed set p's cells that may hold its clue
    // near[j]: the sets meeting set j's cells as built (a superset of those meeting its live
    // cells), filled when first asked for (nearDone bit j) by nearOf.
    uint64_t near[64 * W][W];
    uint64_t nearDone[W];
    // row[j]: the OR of the rows of set j's live cells at the node whose strong branching
    // stamped it (rowStamp[j] == rowGen); filled by cachedRow.
    uint64_t row[64 * W][W];
    uint32_t rowStamp[64 * W] = {};
    uint32_t rowGen = 0;
  };
  // The OR of the rows of m's cells: the table's sets meeting m. Accumulated in a local array
  // the compiler keeps in registers (`out` may point into t, which the rows are read from, so
  // ORing into it would store every word after every cell).
  template <int W>
  static void rowsOf(const Table<W>& t, Mask m, uint64_t* out) {
    uint64_t u[W] = {};
    forCells(m, [&](int c) {
      for (int w = 0; w < W; ++w) u[w] |= t.cellSets[c][w];
    });
    std::copy(u, u + W, out);
  }
  // Set j's live rows at the node that last advanced t.rowGen (`dead` its dead cells).
  template <int W>
  static const uint64_t* cachedRow(Table<W>& t, int j, Mask dead) {
    if (t.rowStamp[j] != t.rowGen) {
      t.rowStamp[j] = t.rowGen;
      rowsOf(t, t.sets[j].minus(dead), t.row[j]);
    }
    return t.row[j];
  }
  template <int W>
  static const uint64_t* nearOf(Table<W>& t, int j) {
    uint64_t* r = t.near[j];
    if (!(t.nearDone[j >> 6] >> (j & 63) & 1)) {
      t.nearDone[j >> 6] |= 1ull << (j & 63);
      rowsOf(t, t.sets[j], r);
    }
    return r;
  }

  // One short of tight (np == left - 1): the first packed set p that can give way to two
  // unhit sets, disjoint from each other and meeting no other packed set, does, which makes
  // the packing tight. The rows are nearOf's, so a set's reach may hold sets that meet it only
  // in dead cells: some swaps are missed, and every one made is sound (the two sets meet no
  // other packed set even as built, and nearOf(a) holds every set meeting a). Returns the
  // packed place p that changed (the second set is packed[np]), or -1 when no swap exists.
  template <int W>
  int swapIn(Table<W>& t, const uint64_t* unhit, int* packed, int np) {
    uint64_t ones[W] = {}, twos[W] = {};
    for (int p = 0; p < np; ++p) {
      const uint64_t* r = nearOf(t, packed[p]);
      for (int w = 0; w < W; ++w) {
        twos[w] |= ones[w] & r[w] & unhit[w];
        ones[w] |= r[w] & unhit[w];
      }
    }
    for (int p = 0; p < np; ++p) {
      // The unhit sets meeting p and no other packed set, p aside.
      const uint64_t* r = nearOf(t, packed[p]);
      uint64_t only[W];
      for (int w = 0; w < W; ++w) only[w] = r[w] & unhit[w] & ~twos[w];
      only[packed[p] >> 6] &= ~(1ull << (packed[p] & 63));
      for (int a = first<W>(only); a >= 0; a = first<W>(only, a >> 6)) {
        only[a >> 6] &= ~(1ull << (a & 63));
        const uint64_t* na = nearOf(t, a);
        uint64_t apart[W];
        for (int w = 0; w < W; ++w) apart[w] = only[w] & ~na[w];
        const int b = first<W>(apart);
        if (b < 0) continue;
        packed[p] = a;
        packed[np] = b;
        return p;
      }
    }
    return -1;
  }
  // Strong branching (item 16), the estimate below kExactLeft: the live cells of the packed
  // sets whose clue leaves the child's greedy packing one set smaller. A child keeps every
  // packed set its clue misses (they stay disjoint and unhit, and the greedy packing in index
  // order packs them again); in place of the packed set p its clue hits it packs a set that
  // met only p, if the clue misses one. A clue outside the packed sets keeps all of them.
  template <int W>
  static Mask criticalCells(const Table<W>& t, const int* packed, int np, Mask dead) {
    uint64_t ones[W] = {}, twos[W] = {};
    for (int p = 0; p < np; ++p)
      for (int w = 0; w < W; ++w) {
        twos[w] |= ones[w] & t.reach[p][w];
        ones[w] |= t.reach[p][w];
      }
    Mask critical;
    for (int p = 0; p < np; ++p) {
      uint64_t only[W];
      for (int w = 0; w < W; ++w) only[w] = t.reach[p][w] & ~twos[w];
      forCells(t.sets[packed[p]].minus(dead), [&](int c) {
        uint64_t survives = 0;
        for (int w = 0; w < W; ++w) survives |= only[w] & ~t.cellSets[c][w];
        if (!survives) critical = critical | Mask::cell(c);
      });
    }
    return critical;
  }
  // Strong branching from kExactLeft on: the greedy packing of the child whose clue is c, with
  // `gone` (its earlier siblings) dead besides `dead`, counted up to `left` (at `left` the
  // child prunes), as the child computes it. Rows of sets without a cell of `gone` come from
  // cachedRow (t.rowGen advanced by the caller).
  template <int W>
  static int childPacking(Table<W>& t, const uint64_t* unhit, int c, Mask dead, Mask gone, int left) {
    uint64_t avail[W];
    for (int w = 0; w < W; ++w) avail[w] = unhit[w] & ~t.cellSets[c][w];
    int np = 0;
    for (int j = first<W>(avail); j >= 0 && np < left; j = first<W>(avail, j >> 6), ++np) {
      uint64_t r[W];
      const uint64_t* row = r;
      if ((t.sets[j] & gone).any()) rowsOf(t, t.sets[j].minus(dead | gone), r);
      else row = cachedRow(t, j, dead);
      for (int w = 0; w < W; ++w) avail[w] &= ~row[w];
    }
    return np;
  }
  template <int W>
  std::vector<std::unique_ptr<Table<W>>>& pool() {
    if constexpr (W == 1) return pool1_;
    else if constexpr (W == 2) return pool2_;
    else return pool4_;
  }

  // Every set of the table hit by `clues`: the uniqueness check when the rest are hit too,
  // else the list search on the rest still unhit (false when one has no live cell left).
  template <int W>
  bool tableHit(const Table<W>& t, Mask clues, Mask dead, int n, int k) {
    while (more_.size() <= nest_) more_.emplace_back();  // a deque: the outer levels' lists stay put
    std::vector<Mask>& more = more_[nest_];
    more.clear();
    for (const Mask& m : t.rest)
      if (!(m & clues).any()) {
        const Mask x = m.minus(dead);
        if (!x.any()) return false;
        more.push_back(x);
      }
    if (more.empty()) return complete(clues, dead, n, k);
    return n < k && dfs(more, clues, dead, n, k);
  }
  // Whether `clues` hit every set of t.rest.
  template <int W>
  static bool restHit(const Table<W>& t, Mask clues) {
    for (const Mask& m : t.rest)
      if (!(m & clues).any()) return false;
    return true;
  }

  // Calls f(c) for each cell c of m (cells 0..80).
  template <class F>
  static void forCells(Mask m, F f) {
    for (uint64_t b = m.lo; b; b &= b - 1) f(std::countr_zero(b));
    for (uint64_t b = m.hi & ((1ull << 17) - 1); b; b &= b - 1) f(64 + std::countr_zero(b));
  }
  // Calls f(m) for the live cells m (without `dead`) of each of the first n sets of `unhit`, in
  // index order: the candidates for the branching set.
  template <int W, class F>
  static void forFirstSets(const Table<W>& t, const uint64_t* unhit, int n, Mask dead, F f) {
    for (int w = 0; w < W; ++w)
      for (uint64_t b = unhit[w]; b; b &= b - 1) {
        if (n-- == 0) return;
        f(t.sets[w * 64 + std::countr_zero(b)].minus(dead));
      }
  }
  // The first set of a from word `from` on, or -1.
  template <int W>
  static int first(const uint64_t* a, int from = 0) {
    for (int w = from; w < W; ++w)
      if (a[w]) return w * 64 + std::countr_zero(a[w]);
    return -1;
  }

  bool bitOpen(const std::vector<Mask>& live, Mask clues, Mask dead, int n, int k) {
    static_assert(kTableSets == 4 * 64);
    if (live.size() <= 64) return bitEnter<1>(live, clues, dead, n, k);
    if (live.size() <= 128) return bitEnter<2>(live, clues, dead, n, k);
    return bitEnter<4>(live, clues, dead, n, k);
  }

  // Indexes the kTableSets smallest live sets 0..L-1 by live-cell count (the order of the list
  // node's counting sort; the others go to t.rest) and searches the subtree on the table.
  template <int W>
  bool bitEnter(const std::vector<Mask>& live, Mask clues, Mask dead, int n, int k) {
    auto& pl = pool<W>();
    while (pl.size() <= nest_) pl.push_back(std::make_unique<Table<W>>());
    Table<W>& t = *pl[nest_];
    std::array<uint32_t, 83> bucket{};
    for (const Mask& m : live) ++bucket[m.count() + 1];
    for (size_t c = 1; c < bucket.size(); ++c) bucket[c] += bucket[c - 1];
    const int L = static_cast<int>(std::min(live.size(), kTableSets));
    t.rest.clear();
    for (const Mask& m : live) {
      const uint32_t j = bucket[m.count()]++;
      if (j < static_cast<uint32_t>(L)) t.sets[j] = m;
      else t.rest.push_back(m);
    }
    std::fill(&t.cellSets[0][0], &t.cellSets[0][0] + 81 * W, 0);
    std::fill(t.nearDone, t.nearDone + W, 0);
    uint64_t unhit[W] = {};
    for (int j = 0; j < L; ++j) {
      unhit[j >> 6] |= 1ull << (j & 63);
      forCells(t.sets[j], [&](int c) { t.cellSets[c][j >> 6] |= 1ull << (j & 63); });
    }
    ++nest_;
    const bool r = bitNode<W>(t, unhit, clues, dead, n, k);
    --nest_;
    return r;
  }

  // Pairs (item 18; at a tight packing, after the passes on single packed sets): a set meeting
  // exactly two packed sets p and q (their allowed cells P and Q) is hit by p's clue or q's, so
  // a cell x of P stays allowed only if some cell y of Q hits, with x, every such set (and the
  // same for Q). A pair of one set keeps every cell of both sides (a cell outside it pairs with
  // a cell inside); of at most kPairSubsets sets it is solved on masks, by subsets of its sets;
  // of more, each set of theirs (the first 64; the others are left out, which only weakens the
  // pass) is a bit of h[c], the sets cell c holds, and x and y support each other when h[x] |
  // h[y] holds all: for at most 6 sets a 64-bit table of the subsets some cell of a side holds,
  // closed downwards, answers each cell in one shift. `twos` (`threes`): the unhit sets meeting
  // at least two (three) packed sets. Returns -1 when an allowed set empties, 1 when one
  // shrank, else 0. Out of line: bitNode's frame stays small where the pass does not run.
  template <int W>
  [[gnu::noinline]] static int pairPass(Table<W>& t, const uint64_t* twos, const uint64_t* threes, bool* dirty) {
    uint64_t ex2[W];
    uint64_t any = 0;
    for (int w = 0; w < W; ++w) any |= ex2[w] = twos[w] & ~threes[w];
    if (!any) return 0;
    int result = 0;
    uint64_t h[81];
    // Each set meeting exactly two packed sets names its pair; the pair takes every such set
    // at once (they leave ex2).
    for (int s = first<W>(ex2); s >= 0; s = first<W>(ex2, s >> 6)) {
      const int sw = s >> 6;
      const uint64_t sb = 1ull << (s & 63);
      int p = 0;
      while (!(t.reach[p][sw] & sb)) ++p;
      int q = p + 1;
      while (!(t.reach[q][sw] & sb)) ++q;
      uint64_t B[W];
      int sets = 0;
      for (int w = 0; w < W; ++w) {
        B[w] = t.reach[p][w] & t.reach[q][w] & ex2[w];
        ex2[w] &= ~B[w];
        sets += std::popcount(B[w]);
      }
      const Mask P = t.allowed[p], Q = t.allowed[q];
      // One set meeting both sides: a third of the pairs, skipped. (A side narrowed earlier in
      // this pass may no longer meet it: then the general route below.)
      if (sets == 1 && (t.sets[s] & P).any() && (t.sets[s] & Q).any()) continue;
      Mask keepP = P, keepQ = Q;
      if (sets <= kPairSubsets) {
        // By subsets v of the pair's sets S: a cell of P missing exactly the sets v has a
        // partner iff Q meets every set of v (qi[v] nonempty), so where qi[v] is empty P keeps
        // only the cells holding some set of v (un[v]); the same for Q with pi. 2^|S| mask
        // operations and no loop over cells: with the skip above, 4% to 6% fewer instructions
        // in all than the tables below (random grids, F = 3); by subsets up to 4 sets or more,
        // the masks cost more than the tables.
        Mask S[kPairSubsets], qi[1 << kPairSubsets], pi[1 << kPairSubsets], un[1 << kPairSubsets];
        int m = 0;
        for (int w = 0; w < W; ++w)
          for (uint64_t b = B[w]; b; b &= b - 1) S[m++] = t.sets[w * 64 + std::countr_zero(b)];
        qi[0] = Q;
        pi[0] = P;
        for (int v = 1; v < 1 << m; ++v) {
          const int low = std::countr_zero(static_cast<unsigned>(v)), up = v & (v - 1);
          qi[v] = qi[up] & S[low];
          pi[v] = pi[up] & S[low];
          un[v] = up ? un[up] | S[low] : S[low];
          if (!qi[v].any()) keepP = keepP & un[v];
          if (!pi[v].any()) keepQ = keepQ & un[v];
        }
      } else {
        if (P.count() > 64 || Q.count() > 64) continue;  // a side wider than the keep bits: left out
        const Mask PQ = P | Q;
        int xs[81], ys[81], na = 0, nb = 0;
        forCells(P, [&](int c) { xs[na++] = c; h[c] = 0; });
        forCells(Q, [&](int c) { ys[nb++] = c; h[c] = 0; });
        int m = 0;
        for (int w = 0; w < W && m < 64; ++w)
          for (uint64_t b = B[w]; b && m < 64; b &= b - 1, ++m)
            forCells(t.sets[w * 64 + std::countr_zero(b)] & PQ, [&](int c) { h[c] |= 1ull << m; });
        const uint64_t full = m == 64 ? ~0ull : (1ull << m) - 1;
        uint64_t bitsP = 0, bitsQ = 0;  // bit i: xs[i] (ys[i]) stays
        if (m <= 6) {
          // up (bit v, for each of the 2^m subsets v of the pair's sets): some cell of the side
          // holds every set of v; its cells' own h values, closed downwards.
          uint64_t upP = 0, upQ = 0;
          for (int i = 0; i < na; ++i) upP |= 1ull << h[xs[i]];
          for (int i = 0; i < nb; ++i) upQ |= 1ull << h[ys[i]];
          static constexpr uint64_t kClear[6] = {0x5555555555555555ull, 0x3333333333333333ull, 0x0f0f0f0f0f0f0f0full,
                                                 0x00ff00ff00ff00ffull, 0x0000ffff0000ffffull, 0x00000000ffffffffull};
          for (int b = 0; b < m; ++b) {
            upP |= (upP >> (1 << b)) & kClear[b];
            upQ |= (upQ >> (1 << b)) & kClear[b];
          }
          for (int i = 0; i < na; ++i) bitsP |= (upQ >> (full & ~h[xs[i]]) & 1) << i;
          for (int i = 0; i < nb; ++i) bitsQ |= (upP >> (full & ~h[ys[i]]) & 1) << i;
        } else {
          for (int i = 0; i < na; ++i)
            for (int j = 0; j < nb; ++j)
              if ((h[xs[i]] | h[ys[j]]) == full) {
                bitsP |= 1ull << i;
                bitsQ |= 1ull << j;
              }
        }
        // The cells whose bit is clear leave (most pairs keep every cell: no loop).
        auto narrow = [](Mask& keep, const int* cells, int n, uint64_t bits) {
          if (bits == (n == 64 ? ~0ull : (1ull << n) - 1)) return;
          for (int i = 0; i < n; ++i)
            if (!(bits >> i & 1)) keep = keep.minus(Mask::cell(cells[i]));
        };
        narrow(keepP, xs, na, bitsP);
        narrow(keepQ, ys, nb, bitsQ);
      }
      if (!keepP.any() || !keepQ.any()) return -1;
      if (keepP != P) {
        t.allowed[p] = keepP;
        dirty[p] = true;
        result = 1;
      }
      if (keepQ != Q) {
        t.allowed[q] = keepQ;
        dirty[q] = true;
        result = 1;
      }
    }
    return result;
  }


  // A node of the bit-parallel subtree (counted by the caller): `unhit` the table's sets no
  // clue hits (one may have no cell outside `dead`: then the packing prunes).
  template <int W>
  bool bitNode(Table<W>& t, const uint64_t* unhitIn, Mask clues, Mask dead, int n, int k) {
    const int left = k - n;
    uint64_t unhit[W];  // a local copy: the stores into t below cannot change it
    std::copy(unhitIn, unhitIn + W, unhit);
    uint64_t any = 0;
    for (int w = 0; w < W; ++w) any |= unhit[w];
    if (!any) return tableHit(t, clues, dead, n, k);
    if (left == 0) return false;
    if (left == 1) {
      // The last clue hits every unhit set (and the rest): a live cell of the first one whose
      // sets cover all.
      bool hit = false;
      forCells(t.sets[first<W>(unhit)].minus(dead), [&](int c) {
        uint64_t rest = 0;
        for (int w = 0; w < W; ++w) rest |= unhit[w] & ~t.cellSets[c][w];
        Mask fresh;
        if (!hit && !rest && restHit(t, clues | Mask::cell(c)) && unique(clues | Mask::cell(c), &fresh)) {
          found_ = clues | Mask::cell(c);
          hit = true;
        }
      });
      return hit;
    }
    // Greedy packing in index order (the live-size order at the subtree's root): each packed
    // set removes the unhit sets meeting its live cells (exact: a set that met it only in
    // cells dead since the root stays available). Those sets, its reach, are kept for the
    // tight passes' first pass, which then only computes the reach of a set swapped in.
    int packed[82];
    bool dirty[82];
    int np = 0;
    {
      uint64_t avail[W];
      std::copy(unhit, unhit + W, avail);
      for (int j = first<W>(avail); j >= 0; j = first<W>(avail, j >> 6)) {
        if (np == left) return false;
        uint64_t r[W];
        rowsOf(t, t.sets[j].minus(dead), r);
        for (int w = 0; w < W; ++w) {
          avail[w] &= ~r[w];
          t.reach[np][w] = r[w] & unhit[w];
        }
        dirty[np] = false;
        packed[np++] = j;
      }
    }
    if (np + 1 == left) {
      const int p = swapIn<W>(t, unhit, packed, np);
      if (p >= 0) dirty[p] = dirty[np++] = true;
    }
    Mask branch;
    int childPack[81];  // per branch cell, its child's packing as strong branching estimated it
    if (np == left) {
      // Tight: each clue left lies in its own packed set. Per pass, reach[p] is the unhit sets
      // meeting packed set p's allowed cells (recomputed when they shrank): one meeting no
      // packed set prunes, one meeting only p restricts p's clue to their common cells. The
      // passes run until one restricts nothing, each on the last one's restrictions (each
      // restricting pass shrinks an allowed set, so they end; stopping after two restricting
      // passes cost 1.4% to 2% more instructions).
      // others: the unhit sets that may restrict (not the packed sets themselves, which meet
      // only their own place, nor the sets applied already).
      uint64_t others[W];
      std::copy(unhit, unhit + W, others);
      for (int p = 0; p < np; ++p) {
        t.allowed[p] = t.sets[packed[p]].minus(dead);
        others[packed[p] >> 6] &= ~(1ull << (packed[p] & 63));
      }
      for (;;) {
        uint64_t ones[W] = {}, twos[W] = {}, threes[W] = {};
        for (int p = 0; p < np; ++p) {
          uint64_t* r = t.reach[p];
          if (dirty[p]) {
            dirty[p] = false;
            uint64_t u[W];
            rowsOf(t, t.allowed[p], u);
            for (int w = 0; w < W; ++w) r[w] = u[w] & unhit[w];
          }
          for (int w = 0; w < W; ++w) {
            threes[w] |= twos[w] & r[w];
            twos[w] |= ones[w] & r[w];
            ones[w] |= r[w];
          }
        }
        uint64_t missed = 0;
        for (int w = 0; w < W; ++w) missed |= unhit[w] & ~ones[w];
        if (missed) return false;
        bool shrank = false;
        for (int w = 0; w < W; ++w) {
          const uint64_t once = ones[w] & ~twos[w] & others[w];
          if (!once) continue;
          // A set applied stays applied: its packed set's allowed cells only shrink, and the
          // set meets no other packed set later (or none at all, which prunes above).
          others[w] &= ~once;
          for (int p = 0; p < np; ++p)
            for (uint64_t b = t.reach[p][w] & once; b; b &= b - 1) {
              const Mask a = t.allowed[p] & t.sets[w * 64 + std::countr_zero(b)];
              if (a == t.allowed[p]) continue;
              if (!a.any()) return false;
              t.allowed[p] = a;
              dirty[p] = shrank = true;
            }
        }
        // At the fixpoint of the single passes, the pairs (from three packed sets on: with two,
        // the pass cost more than the nodes it saved).
        if (!shrank && np >= kPairsFrom) {
          const int r = pairPass<W>(t, twos, threes, dirty);
          if (r < 0) return false;
          shrank = r > 0;
        }
        if (!shrank) break;
      }
      Mask open;
      for (int p = 0; p < np; ++p) open = open | t.allowed[p];
      dead = dead | kAllCells.minus(open);
      // The branching set: the packed set with the fewest cells allowed.
      int bestCount = 82;
      for (int p = 0; p < np; ++p)
        if (const int c = t.allowed[p].count(); c < bestCount) {
          bestCount = c;
          branch = t.allowed[p];
        }
    } else if (left >= kStrongLeft) {
      // Strong branching (item 16): of the first kCriticalScan (from kExactLeft on kExactScan)
      // unhit sets, the one whose children are expected to search least, a child with s clues
      // of slack (clues left beyond its packing) counting 8^s and a child that prunes 0. The
      // estimate of a child's packing: below kExactLeft criticalCells (np - 1 on a critical
      // cell, np elsewhere: the sum is 8^(left-1-np) x (cells + 7 critical cells), compared
      // without the common factor), from kExactLeft on childPacking.
      if (left < kExactLeft) {
        const Mask critical = criticalCells<W>(t, packed, np, dead);
        int best = 1 << 30;
        forFirstSets<W>(t, unhit, kCriticalScan, dead, [&](Mask m) {
          if (const int score = m.count() + 7 * (m & critical).count(); score < best) {
            best = score;
            branch = m;
          }
        });
        forCells(branch, [&](int c) { childPack[c] = np - (critical.test(c) ? 1 : 0); });
      } else {
        if (++t.rowGen == 0) {
          std::fill(t.rowStamp, t.rowStamp + 64 * W, 0);
          t.rowGen = 1;
        }
        uint64_t best = ~0ull;
        int8_t packs[81];
        forFirstSets<W>(t, unhit, kExactScan, dead, [&](Mask m) {
          uint64_t score = 0;
          Mask gone;
          // `gone` takes the cells in row-major order, an approximation of the order they
          // are tried in below; a candidate is dropped once it scores no better than the best.
          forCells(m, [&](int c) {
            if (score >= best) return;
            const int npc = childPacking<W>(t, unhit, c, dead, gone, left);
            packs[c] = static_cast<int8_t>(npc);
            if (npc < left) score += 1ull << (3 * std::min(left - 1 - npc, 18));
            gone = gone | Mask::cell(c);
          });
          if (score < best) {
            best = score;
            branch = m;
            forCells(m, [&](int c) { childPack[c] = packs[c]; });
          }
        });
      }
    } else {
      // The branching set: the fewest live cells among the first kBranchScan unhit sets.
      int bestCount = 82;
      forFirstSets<W>(t, unhit, kBranchScan, dead, [&](Mask m) {
        if (const int c = m.count(); c < bestCount) {
          bestCount = c;
          branch = m;
        }
      });
    }
    // The branch cells by the unhit sets they hit, most first (an insertion sort of at most 81):
    // each cell tried is dead in the later branches, so the cells that matter most leave
    // their siblings' subtrees first (3% to 16% fewer nodes than row-major order). After strong
    // branching, the cells whose child has the smaller estimated packing go first, ahead of
    // that order (on random grids 5% to 10% fewer nodes; the reverse, 12% to 16% more).
    const bool estimated = np < left && left >= kStrongLeft;
    int order[81], hits[81], nc = 0;
    forCells(branch, [&](int c) {
      int h = 0;
      for (int w = 0; w < W; ++w) h += std::popcount(unhit[w] & t.cellSets[c][w]);
      if (estimated) h -= 1024 * childPack[c];
      int i = nc++;
      for (; i > 0 && hits[i - 1] < h; --i) {
        hits[i] = hits[i - 1];
        order[i] = order[i - 1];
      }
      hits[i] = h;
      order[i] = c;
    });
    uint64_t child[W];
    for (int i = 0; i < nc; ++i) {
      const int c = order[i];
      const uint64_t* cs = t.cellSets[c];
      for (int w = 0; w < W; ++w) child[w] = unhit[w] & ~cs[w];
      if (tick()) return false;
      if (bitNode<W>(t, child, clues | Mask::cell(c), dead, n + 1, k)) return true;
      if (stop_ || i + 1 == nc) return false;
      // c is dead in the later branches. An unhit set left without a live cell is not looked
      // for here: the child's packing never clears it from `avail` and prunes (testing the
      // sets holding c cost 30% of the instructions for 0.2% fewer nodes).
      dead = dead | Mask::cell(c);
    }
    return false;
  }

  const Checker& second_;
  std::vector<Mask> sets_;
  double seconds_;
  std::chrono::steady_clock::time_point start_;
  std::vector<std::vector<Mask>> levels_;     // the child lists, one buffer per depth
  std::vector<std::vector<uint32_t>> order_;  // the sets by live count, one buffer per depth
  Mask found_;
  bool stop_ = false;
  uint64_t leaveAfter_ = 0;  // the run is left at this many failed checks (0: never)
  uint64_t failed_ = 0;      // failed checks in the run's split phase (workers: Shared::failed)
  bool left_ = false;        // the run was left (leaveAfter_)
  size_t bitSets_;   // live lists of at most this many sets go to the bit-parallel subtree
  size_t nest_ = 0;  // bit-parallel subtrees open on the stack
  int threads_;      // the workers of each run
  // While split() expands a level: the children at depth cutDepth_ go to *cut_, unsearched.
  std::vector<Sub>* cut_ = nullptr;
  int cutDepth_ = 0;
  Shared* shared_ = nullptr;  // a worker's parallel run, else null
  int id_ = 0;                // the worker's index
  size_t taken_ = 0;          // shared fresh sets looked at
  std::vector<Mask> fresh_;   // the fresh sets of the current subproblem (or split phase)
  Live* live_ = nullptr;      // where the progress goes (publish), or null
  uint64_t published_ = 0;    // nodes already added to live_->nodes
  std::deque<std::vector<Mask>> more_;  // tableHit's list, one buffer per nesting level
  std::vector<std::unique_ptr<Table<1>>> pool1_;
  std::vector<std::unique_ptr<Table<2>>> pool2_;
  std::vector<std::unique_ptr<Table<4>>> pool4_;
};

}  // namespace

Result searchHits(const uint8_t* grid, int cells, std::vector<Mask> sets, const Checker& second, const Start& st,
                  const Options& opt, std::chrono::steady_clock::time_point start) {
  Result r;
  const Mask fixed = st.fixed;
  std::vector<uint8_t> best(st.best, st.best + cells);
  int upper = st.upper;
  std::vector<Mask> unhit;
  for (const Mask& m : sets)
    if (!(m & fixed).any()) unhit.push_back(m);
  int lower = std::min(fixed.count() + packing(unhit), upper);
  HitSearch hs(second, std::move(sets), opt.seconds, start, opt.bitSets, cp::resolveThreads(opt.threads));
  hs.publishTo(opt.live);
  Mask found;
  bool done = false;
  auto show = [&] {
    if (!opt.live) return;
    opt.live->lower = std::min(lower, upper);
    opt.live->best = upper;
  };
  auto take = [&] {
    for (int i = 0; i < cells; ++i) best[i] = found.test(i) ? grid[i] : 0;
    upper = found.count();
  };
  show();
  // The runs ascend from the lower bound; the first to fail opt.leaveAfter checks is left,
  // once, for the next k. A run far below the minimum fails no check (no clue set that small
  // hits every known set); near it the failed checks grow about tenfold a clue (random 9x9
  // grids: the runs at 16 and 17 clues fail 0 to 77 and 268 to 1,506) and come first (the run
  // at 17 fails its 16th within 4% of its nodes). On most 19-clue grids the run at 17 is the
  // one left and the exhausted run at 18 proves the bound for both (8% to 12% fewer nodes);
  // where the run at 16 fails 16 already, it is the one left (a tenth of that). On an 18-clue
  // grid the run at 17 comes back after the puzzle is found at 18 (after a find the runs go on
  // from the lower bound). A left run proves nothing: under a time limit the bound can be one
  // lower. With a start puzzle the first run is at its size less one, none left: a given start
  // is likely the minimum, and that one exhaustive run is its proof.
  int next = lower;
  uint64_t leaveAfter = opt.leaveAfter;
  if (!opt.start.empty()) {
    next = upper - 1;
    leaveAfter = 0;
  }
  while (lower < upper && !done) {
    const int k = std::min(next, upper - 1);
    if (hs.run(k, fixed, &found, leaveAfter)) {
      take();
      next = lower;
    } else if (hs.left()) {
      leaveAfter = 0;
      next = k + 1;
    } else if (hs.stopped()) {
      r.interrupted = done = true;
    } else {
      lower = k + 1;
      next = k + 1;
    }
    show();
  }
  if (opt.live) opt.live->finished = true;
  r.puzzle = cellString(best.data(), cells);
  r.clues = upper;
  r.lowerBound = std::min(lower, upper);
  r.proven = !r.interrupted;
  r.unavoidableSets = hs.setCount();
  r.hittingSetsChecked = hs.checked;
  r.nodes = hs.nodes;
  r.helperCpuMs = hs.helperCpuMs;
  r.timeMs = hs.elapsedMs();
  return r;
}

std::string cellString(const uint8_t* cells, int n) {
  std::string s(static_cast<size_t>(n), '.');
  for (int i = 0; i < n; ++i)
    if (cells[i] >= 1 && cells[i] <= 9) s[i] = static_cast<char>('0' + cells[i]);
  return s;
}

}  // namespace detail

using detail::Mask;

std::string progressLine(const Live& live, double seconds) {
  using app::Progress;
  const int k = live.k, lower = live.lower, best = live.best;
  const uint64_t nodes = live.nodes, subs = live.subproblems, done = live.done;
  std::string s = "minclue: ";
  std::string work = Progress::shortCount(double(nodes)) + " nodes";
  if (live.finished) {
    s += lower >= best ? std::to_string(best) + " clues, minimum proven"
                       : "best " + std::to_string(best) + " clues, at least " + std::to_string(lower) + " (not proven)";
    return s + "; " + work + " in " + Progress::clock(seconds);
  }
  if (k == 0) return s + "collecting unavoidable sets";
  s += "at least " + std::to_string(lower) + " clues, best " + std::to_string(best) + "; " + std::to_string(k) +
       "-clue run: ";
  s += Progress::subproblemsDone(subs, done);
  // The ETA of this run from the fraction done, once a tenth is (the first subproblems are the
  // largest: earlier it overshoots).
  if (const double inRun = seconds - live.runSeconds; done * 10 >= subs && done < subs && inRun > 0)
    s += ", ETA " + Progress::clock(inRun * double(subs - done) / double(done));
  if (seconds > 0 && nodes > 0) work += " at " + Progress::shortCount(double(nodes) / seconds) + "/s";
  return s + "; " + work;
}

std::string toString(const uint8_t cells[81]) { return detail::cellString(cells, 81); }
std::string minimal(const uint8_t puzzle[81], uint8_t out[81], uint64_t seed) {
  return detail::minimalKeeping(puzzle, out, seed, Mask{});
}

Result minclue(const uint8_t grid[81], const Options& opt) {
  const auto start = std::chrono::steady_clock::now();
  Result r;
  detail::Start st = detail::prepare(grid, opt);
  if (!st.error.empty()) {
    r.error = st.error;
    return r;
  }
  if (opt.method == Method::Mip) return detail::minclueMip(grid, opt, st, start);
  double setsCpuMs = 0;
  std::vector<Mask> sets = detail::unavoidableSets(grid, opt.setDigits, cp::resolveThreads(opt.threads), &setsCpuMs);
  r = detail::searchHits(
      grid, 81, std::move(sets), [grid](Mask clues, Mask* fresh) { return detail::secondGrid(grid, clues, fresh); }, st,
      opt, start);
  r.helperCpuMs += setsCpuMs;
  return r;
}

namespace {

// Fills cells i.. of g (row-major, 0 = empty) by backtracking, each cell's digits tried in an
// order drawn from `rng`: the grid depends on the seed alone, not on a solver's search order.
// The masks hold the digits used per row, column and box (bit v - 1).
bool fillGrid(uint8_t g[81], int i, uint16_t rows[9], uint16_t cols[9], uint16_t boxes[9], std::mt19937_64& rng) {
  if (i == 81) return true;
  const int r = i / 9, c = i % 9, b = r / 3 * 3 + c / 3;
  int order[9];
  for (int k = 0; k < 9; ++k) order[k] = k;
  for (int k = 8; k > 0; --k) std::swap(order[k], order[static_cast<int>(rng() % static_cast<uint64_t>(k + 1))]);
  for (int k : order) {
    const uint16_t bit = static_cast<uint16_t>(1u << k);
    if ((rows[r] | cols[c] | boxes[b]) & bit) continue;
    rows[r] |= bit, cols[c] |= bit, boxes[b] |= bit;
    g[i] = static_cast<uint8_t>(k + 1);
    if (fillGrid(g, i + 1, rows, cols, boxes, rng)) return true;
    rows[r] &= static_cast<uint16_t>(~bit), cols[c] &= static_cast<uint16_t>(~bit),
        boxes[b] &= static_cast<uint16_t>(~bit);
  }
  g[i] = 0;
  return false;
}

}  // namespace

void randomGrid(uint64_t seed, uint8_t out[81]) {
  std::mt19937_64 rng(seed);
  auto below = [&](int n) { return static_cast<int>(rng() % static_cast<uint64_t>(n)); };  // n <= 9: bias < 1e-18
  uint8_t g[81] = {};
  uint16_t rowUsed[9] = {}, colUsed[9] = {}, boxUsed[9] = {};
  fillGrid(g, 0, rowUsed, colUsed, boxUsed, rng);  // an empty grid always has a completion
  // A permutation of 0..n-1 from the generator (Fisher-Yates with own draws).
  auto perm = [&](int n, int* p) {
    for (int i = 0; i < n; ++i) p[i] = i;
    for (int i = n - 1; i > 0; --i) std::swap(p[i], p[below(i + 1)]);
  };
  int digit[9], bands[3], stacks[3], rows[3][3], cols[3][3];
  perm(9, digit);
  perm(3, bands);
  perm(3, stacks);
  for (int b = 0; b < 3; ++b) {
    perm(3, rows[b]);
    perm(3, cols[b]);
  }
  bool transpose = below(2) == 1;
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) {
      int sr = bands[r / 3] * 3 + rows[r / 3][r % 3];
      int sc = stacks[c / 3] * 3 + cols[c / 3][c % 3];
      int src = transpose ? sc * 9 + sr : sr * 9 + sc;
      out[r * 9 + c] = static_cast<uint8_t>(digit[g[src] - 1] + 1);
    }
}

}  // namespace deduce::sudoku::minclue
