// Algorithm X with dancing links (Knuth 2000) and colours (Knuth's DLX2 / TAOCP Algorithm C).
// Consistency: none beyond the exact-cover semantics themselves — each node removes every option
// that conflicts with the options chosen so far, and a primary item with no option left fails.
//
// Data layout (why it is fast)
// ----------------------------
// The whole matrix is one array `nd_` of 16-byte nodes {top, up, down, colour}, indexed by int32,
// laid out as in Knuth's programs:
//   nd_[1..N]      item headers (top = current length of the item's list, up/down = its list)
//   nd_[N+1]       a spacer, then each option's nodes consecutively, each option followed by a
//                  spacer (top <= 0).
// Walking along an option is therefore `q + 1` through contiguous memory (4 nodes per cache
// line), wrapping from the option's last node to its first (span_ holds both per node) — no
// left/right links at all. The walk runs exactly length-1 steps, the same count for every
// option of a Langford or Sudoku matrix, so its loop branch is predicted; stopping at the spacer
// (Knuth's loop) costs a misprediction per call, measured 1.5x slower on Langford counts. Only
// the vertical links dance. Indices instead of pointers halve the node size (16 bytes against
// 48 for a pointer node), and the item list (llink_/rlink_) is kept apart because only the
// choice of the next item walks it. The hot functions (hide/unhide/cover/uncover) are forced
// inline into the search. The number of link removals ("updates") is Knuth's
// machine-independent measure of the work; `deduce bench dlx` compares our updates per second
// with a plain pointer-based implementation of Knuth's paper.
//
// Invariants (Knuth): after cover(i), item i is out of the item list and every option in i's
// list is out of every other item's list; uncover(i) undoes exactly that in reverse order, so
// the links restored are the ones removed (the "dance"). A node with colour -1 belongs to an
// option already known to agree with the colour fixed on its item (purified), and is never
// unlinked by hide.
#include "exactcover/dlx.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <stdexcept>

namespace deduce::exactcover {

// ---------------------------------------------------------------- Problem

int Problem::addPrimary(const std::string& name) {
  if (static_cast<int>(items.size()) != numPrimary)
    throw std::logic_error("exactcover: primary item '" + name + "' added after a secondary item");
  items.push_back(name);
  return numPrimary++;
}

int Problem::addSecondary(const std::string& name) {
  items.push_back(name);
  return static_cast<int>(items.size()) - 1;
}

int Problem::colourId(const std::string& name) {
  for (size_t c = 0; c < colours.size(); ++c)
    if (colours[c] == name) return static_cast<int>(c) + 1;
  colours.push_back(name);
  return static_cast<int>(colours.size());
}

int Problem::addOption(std::vector<Entry> entries) {
  options.push_back(std::move(entries));
  return static_cast<int>(options.size()) - 1;
}

int Problem::addOption(const std::vector<int>& its) {
  std::vector<Entry> e;
  e.reserve(its.size());
  for (int i : its) e.push_back({i, 0});
  return addOption(std::move(e));
}

std::string name(const char* prefix, int i) {
  std::string s(prefix);
  s += std::to_string(i);
  return s;
}

// ---------------------------------------------------------------- checker

std::string check(const Problem& p, const std::vector<int>& chosen) {
  const int n = static_cast<int>(p.items.size());
  std::vector<int> times(n, 0), colour(n, 0);
  for (int o : chosen) {
    if (o < 0 || o >= static_cast<int>(p.options.size())) return "option index " + std::to_string(o) + " out of range";
    for (const auto& e : p.options[o]) {
      if (e.item < 0 || e.item >= n) return "item index out of range";
      int k = ++times[e.item];
      bool primary = e.item < p.numPrimary;
      if (primary && k > 1) return "primary item " + p.items[e.item] + " covered more than once";
      if (!primary) {
        if (k == 1) colour[e.item] = e.colour;
        else if (e.colour == 0 || colour[e.item] != e.colour)
          return "secondary item " + p.items[e.item] + " used twice without one common colour";
      }
    }
  }
  for (int i = 0; i < p.numPrimary; ++i)
    if (times[i] != 1) return "primary item " + p.items[i] + " not covered";
  return "";
}

std::string traceTable(const DlxStats& s) {
  std::string out;
  char buf[160];
  std::snprintf(buf, sizeof buf, "%-6s %12s %14s %12s %12s\n", "Depth", "Nodes", "Updates", "Backtracks", "Degrees");
  out += buf;
  DepthStats tot;
  for (size_t d = 0; d < s.depth.size(); ++d) {
    const DepthStats& x = s.depth[d];
    std::snprintf(buf, sizeof buf, "%-6zu %12llu %14llu %12llu %12llu\n", d, (unsigned long long)x.nodes,
                  (unsigned long long)x.updates, (unsigned long long)x.backtracks, (unsigned long long)x.degree);
    out += buf;
    tot.nodes += x.nodes, tot.updates += x.updates, tot.backtracks += x.backtracks, tot.degree += x.degree;
  }
  std::snprintf(buf, sizeof buf, "%-6s %12llu %14llu %12llu %12llu\n", "Total", (unsigned long long)tot.nodes,
                (unsigned long long)tot.updates, (unsigned long long)tot.backtracks, (unsigned long long)tot.degree);
  out += buf;
  return out;
}

// ---------------------------------------------------------------- the linked matrix

Dlx::Dlx(const Problem& p) {
  const int n = static_cast<int>(p.items.size());
  numItems_ = n;
  numPrimary_ = p.numPrimary;
  size_t total = n + 1;
  for (const auto& opt : p.options) total += opt.size() + 1;
  nd_.reserve(total);
  colour_.reserve(total);
  nd_.assign(n + 1, Node{0, 0, 0, 0});
  colour_.assign(n + 1, 0);
  llink_.assign(n + 1, 0);
  for (int i = 1; i <= n; ++i) nd_[i].up = nd_[i].down = i;
  // Primary items in a circular list with root 0 (forward links in Node::aux); secondary items
  // on self-loops, so that covering one leaves the list alone and it is never chosen.
  int prev = 0;
  for (int i = 1; i <= p.numPrimary; ++i) {
    llink_[i] = prev;
    nd_[prev].aux = i;
    prev = i;
  }
  llink_[0] = prev;
  nd_[prev].aux = 0;
  for (int i = p.numPrimary + 1; i <= n; ++i) llink_[i] = nd_[i].aux = i;

  std::vector<char> seen(n + 1, 0);
  for (size_t o = 0; o < p.options.size(); ++o) {
    const auto& opt = p.options[o];
    if (opt.empty()) throw std::invalid_argument("exactcover: empty option");
    const int32_t len = static_cast<int32_t>(opt.size());
    nd_.push_back(Node{static_cast<int32_t>(o), len - 1, 0, 0});  // the spacer
    colour_.push_back(0);
    const int32_t first = static_cast<int32_t>(nd_.size());
    for (const auto& e : opt) {
      if (e.item < 0 || e.item >= n) throw std::invalid_argument("exactcover: item index out of range");
      if (seen[e.item + 1]) throw std::invalid_argument("exactcover: item " + p.items[e.item] + " twice in an option");
      if (e.colour != 0 && e.item < p.numPrimary)
        throw std::invalid_argument("exactcover: colour on primary item " + p.items[e.item]);
      seen[e.item + 1] = 1;
      const int i = e.item + 1;
      const int x = static_cast<int>(nd_.size());
      nd_.push_back(Node{i, nd_[i].up, i, first});
      colour_.push_back(e.colour);
      hasColours_ |= e.colour != 0;
      nd_[nd_[i].up].down = x;
      nd_[i].up = x;
      ++nd_[i].top;
    }
    for (const auto& e : opt) seen[e.item + 1] = 0;
  }
  choice_.assign(numPrimary_ + 1, 0);  // every level covers one primary item
}

// Remove every other node of p's option from its item list. The nodes are visited as
// f, f+1, ..., l with p skipped by arithmetic (q += q >= p), so the loop runs exactly
// length-1 times with no data-dependent branch: the trip count is the same for every option of
// a Langford, pentomino or Sudoku matrix, and the loop branch is predicted. (Knuth's loop that
// stops at the spacer mispredicts once per call.) The nodes of one option lie in distinct item
// lists, so the order of the removals within an option does not matter; unhide restores them
// in the reverse order anyway. Updates are counted in a register (u), one per removal.
template <bool Colours>
[[gnu::always_inline]] inline void Dlx::hide(int p, uint64_t& u) {
  Node* nd = nd_.data();
  const int f = nd[p].aux, k = nd[f - 1].up;
  for (int j = 0; j < k; ++j) {
    int q = f + j;
    q += q >= p;
    if (Colours && colour_[q] < 0) continue;  // purified: stays in its list
    const Node x = nd[q];
    nd[x.up].down = x.down;
    nd[x.down].up = x.up;
    --nd[x.top].top;
    ++u;
  }
}

template <bool Colours>
[[gnu::always_inline]] inline void Dlx::unhide(int p) {
  Node* nd = nd_.data();
  const int f = nd[p].aux, k = nd[f - 1].up;
  for (int j = k - 1; j >= 0; --j) {
    int q = f + j;
    q += q >= p;
    if (Colours && colour_[q] < 0) continue;
    const Node x = nd[q];
    nd[x.up].down = q;
    nd[x.down].up = q;
    ++nd[x.top].top;
  }
}

template <bool Colours>
[[gnu::always_inline]] inline void Dlx::cover(int i, uint64_t& u) {
  Node* nd = nd_.data();
  for (int p = nd[i].down; p != i; p = nd[p].down) hide<Colours>(p, u);
  const int l = llink_[i], r = nd[i].aux;
  nd[l].aux = r;
  llink_[r] = l;
  ++u;
}

template <bool Colours>
[[gnu::always_inline]] inline void Dlx::uncover(int i) {
  Node* nd = nd_.data();
  const int l = llink_[i], r = nd[i].aux;
  nd[l].aux = i;
  llink_[r] = i;
  for (int p = nd[i].up; p != i; p = nd[p].up) unhide<Colours>(p);
}

// Keep on item top(p) only the options that give it p's colour. p itself keeps its colour so
// that unpurify can read it.
void Dlx::purify(int p, uint64_t& u) {
  const int c = colour_[p], i = nd_[p].top;
  for (int q = nd_[i].down; q != i; q = nd_[q].down) {
    if (colour_[q] == c) {
      if (q != p) colour_[q] = -1;
    } else {
      hide<true>(q, u);
    }
  }
}

void Dlx::unpurify(int p) {
  const int c = colour_[p], i = nd_[p].top;
  for (int q = nd_[i].up; q != i; q = nd_[q].up) {
    if (colour_[q] < 0) colour_[q] = c;
    else if (q != p && colour_[q] != c) unhide<true>(q);
  }
}

// Commit the other items of x's option, going right from x and wrapping from the option's last
// node to its first (the order matters for the update count when colours are involved: a node
// purified before its option is hidden is not removed).
template <bool Colours>
[[gnu::always_inline]] inline void Dlx::coverOption(int x, uint64_t& u) {
  const Node* nd = nd_.data();
  const int f = nd[x].aux, k = nd[f - 1].up, l = f + k;
  for (int p = x, j = k; j > 0; --j) {
    p = p == l ? f : p + 1;
    if (!Colours || colour_[p] == 0) cover<Colours>(nd[p].top, u);
    else if (colour_[p] > 0) purify(p, u);
  }
}

template <bool Colours>
[[gnu::always_inline]] inline void Dlx::uncoverOption(int x) {
  const Node* nd = nd_.data();
  const int f = nd[x].aux, k = nd[f - 1].up, l = f + k;
  for (int p = x, j = k; j > 0; --j) {
    p = p == f ? l : p - 1;
    if (!Colours || colour_[p] == 0) uncover<Colours>(nd[p].top);
    else if (colour_[p] > 0) unpurify(p);
  }
}

int Dlx::chooseItem() {
  const Node* nd = nd_.data();
  if (nd[0].aux == 0) return 0;
  if (opt_.rule == ChooseRule::Random) {
    int n = 0;
    for (int i = nd[0].aux; i != 0; i = nd[i].aux) ++n;
    // xorshift64*: cheap and good enough for picking an item
    rng_ ^= rng_ >> 12, rng_ ^= rng_ << 25, rng_ ^= rng_ >> 27;
    int k = static_cast<int>(((rng_ * 0x2545F4914F6CDD1DULL) >> 33) % static_cast<uint64_t>(n));
    int i = nd[0].aux;
    while (k--) i = nd[i].aux;
    return i;
  }
  // Shortest item, ties by order; an item of length <= 1 is taken at once (a forced move or a
  // dead end: no branching either way), which saves most of the scan late in a search. The
  // scan reads one 16-byte header per item: its length (top) and its successor (aux).
  int best = nd[0].aux, bestLen = nd[best].top;
  for (int i = nd[best].aux; i != 0 && bestLen > 1; i = nd[i].aux)
    if (nd[i].top < bestLen) best = i, bestLen = nd[i].top;
  return best;
}

bool Dlx::limitHit(uint64_t nodes) {
  if (cp::g_stopRequested.load(std::memory_order_relaxed)) {
    stop_ = cp::SearchStatus::Interrupted;
    return true;
  }
  if (opt_.limits.nodes && nodes >= opt_.limits.nodes) {
    stop_ = cp::SearchStatus::Limit;
    return true;
  }
  if (opt_.limits.timeSeconds > 0 && (nodes & 4095) == 0) {
    double el = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    if (el >= opt_.limits.timeSeconds) {
      stop_ = cp::SearchStatus::Limit;
      return true;
    }
  }
  return false;
}

bool Dlx::solution(int depth) {
  ++st_.solutions;
  if (*fn_) {
    sol_.clear();
    for (int d = 0; d < depth; ++d) sol_.push_back(nd_[nd_[choice_[d]].aux - 1].top);  // the spacer's option index
    if (!(*fn_)(sol_)) {
      stop_ = cp::SearchStatus::SolutionCap;
      return false;
    }
  }
  if (opt_.limits.solutions && st_.solutions >= opt_.limits.solutions) {
    stop_ = cp::SearchStatus::SolutionCap;
    return false;
  }
  return true;
}

// Algorithm X, iteratively (Knuth's steps X2-X8 with an explicit stack choice_ of the option
// node tried at each level). Compiled once per <Colours, Trace>: the colourless count runs with
// no colour test, and without Trace there is no per-depth bookkeeping. Nodes, updates and
// backtracks live in registers and are stored into st_ at the end. Limits are tested once every
// 256 nodes, never in the update loops.
//
// Counting conventions (unchanged from the recursive version, and those of the trace table): a
// node is each entry to a level, including the root, solutions and dead ends; a backtrack is each
// option taken back (also on the way out after a stop); the updates of a level are those of
// cover(item) and of covering each option tried there.
template <bool Colours, bool Trace>
void Dlx::search() {
  Node* nd = nd_.data();
  int32_t* x = choice_.data();
  const int n = numItems_;
  uint64_t nodes = 0, updates = 0, backtracks = 0, maxDepth = 0, u0;
  int level = 0, i, p;
  DepthStats* ds = nullptr;
  if (Trace) {
    st_.depth.assign(numPrimary_ + 1, DepthStats{});
    ds = st_.depth.data();
  }
enter:  // X2: a new node at `level`
  ++nodes;
  if (static_cast<uint64_t>(level) > maxDepth) maxDepth = level;
  if (Trace) ++ds[level].nodes;
  if ((nodes & 255) == 0 && limitHit(nodes)) goto stop;
  i = chooseItem();
  if (i == 0) {
    st_.nodes = nodes, st_.updates = updates, st_.backtracks = backtracks, st_.maxDepth = maxDepth;
    if (!solution(level)) goto stop;
    goto leave;
  }
  if (Trace) ds[level].degree += static_cast<uint64_t>(nd[i].top);
  if (nd[i].top == 0) goto leave;  // dead end
  u0 = updates;
  cover<Colours>(i, updates);
  p = nd[i].down;
try_option:  // X5: p is the next option of the level's item
  x[level] = p;
  coverOption<Colours>(p, updates);
  if (Trace) ds[level].updates += updates - u0;
  ++level;
  goto enter;
leave:  // X8 then X6: back to the previous level and its next option
  while (level > 0) {
    --level;
    p = x[level];
    uncoverOption<Colours>(p);
    ++backtracks;
    if (Trace) ++ds[level].backtracks;
    p = nd[p].down;
    if (p > n) {
      u0 = updates;
      goto try_option;
    }
    uncover<Colours>(p);  // X7: p is the item's header, every option was tried
  }
  goto done;
stop:  // restore the matrix on the way out
  while (level > 0) {
    --level;
    p = x[level];
    uncoverOption<Colours>(p);
    ++backtracks;
    if (Trace) ++ds[level].backtracks;
    uncover<Colours>(nd[p].top);
  }
done:
  st_.nodes = nodes, st_.updates = updates, st_.backtracks = backtracks, st_.maxDepth = maxDepth;
  if (Trace) st_.depth.resize(maxDepth + 1);
}

cp::SearchStatus Dlx::run(const DlxOptions& o, const SolutionFn& onSolution) {
  opt_ = o;
  st_ = DlxStats{};
  fn_ = &onSolution;
  rng_ = o.seed * 0x9E3779B97F4A7C15ULL + 1;
  stop_ = cp::SearchStatus::Complete;
  start_ = std::chrono::steady_clock::now();
  if (!limitHit(0)) {
    if (hasColours_) o.perDepth ? search<true, true>() : search<true, false>();
    else o.perDepth ? search<false, true>() : search<false, false>();
  }
  st_.timeMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_).count();
  fn_ = nullptr;
  return stop_;
}

cp::EstimateResult Dlx::estimate(int probes, uint64_t seed, ChooseRule rule) {
  auto start = std::chrono::steady_clock::now();
  opt_ = DlxOptions{};
  opt_.rule = rule;
  rng_ = seed * 0x9E3779B97F4A7C15ULL + 1;
  cp::EstimateAccumulator acc;
  std::vector<std::pair<int, int>> path;  // (item covered, option node chosen)
  const bool c = hasColours_;
  for (int k = 0; k < probes; ++k) {
    double weight = 1, nodes = 0, cost = 0;
    bool solution = false;
    while (true) {
      nodes += weight;
      int i = chooseItem();
      if (i == 0) {
        solution = true;
        break;
      }
      int d = nd_[i].top;
      if (d == 0) break;
      uint64_t u = 0;
      c ? cover<true>(i, u) : cover<false>(i, u);
      cost += weight * double(u);
      rng_ ^= rng_ >> 12, rng_ ^= rng_ << 25, rng_ ^= rng_ >> 27;
      int r = static_cast<int>(((rng_ * 0x2545F4914F6CDD1DULL) >> 33) % static_cast<uint64_t>(d));
      int x = nd_[i].down;
      while (r--) x = nd_[x].down;
      weight *= d;
      u = 0;
      c ? coverOption<true>(x, u) : coverOption<false>(x, u);
      cost += weight * double(u);
      path.push_back({i, x});
    }
    acc.add(nodes, cost, solution);
    while (!path.empty()) {
      c ? uncoverOption<true>(path.back().second) : uncoverOption<false>(path.back().second);
      c ? uncover<true>(path.back().first) : uncover<false>(path.back().first);
      path.pop_back();
    }
  }
  double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return acc.result(ms);
}

}  // namespace deduce::exactcover
