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

namespace {
constexpr uint32_t kNode = 16;  // sizeof(Dlx::Node): node k lies at byte offset 16 k
}

Dlx::Dlx(const Problem& p) {
  static_assert(sizeof(Node) == kNode);
  const int n = static_cast<int>(p.items.size());
  numItems_ = n;
  numPrimary_ = p.numPrimary;
  size_t total = n + 1;
  for (const auto& opt : p.options) total += opt.size();
  if (total >= (size_t(1) << 28)) throw std::invalid_argument("exactcover: matrix too large");
  nd_.reserve(total);
  nd_.assign(n + 1, Node{0, 0, 0, 0});
  prev_.assign(n + 1, 0);
  optOf_.assign(n + 1, -1);
  colour_.assign(n + 1, 0);
  llink_.assign(4 * (n + 1), 0);
  auto off = [](size_t k) { return static_cast<uint32_t>(k) * kNode; };
  for (int i = 1; i <= n; ++i) nd_[i].up = nd_[i].down = off(i);
  // Primary items in a circular list with root 0 (forward links in Node::next); secondary items
  // on self-loops, so that covering one leaves the list alone and it is never chosen.
  int prev = 0;
  for (int i = 1; i <= p.numPrimary; ++i) {
    llink_[4 * i] = off(prev);
    nd_[prev].next = off(i);
    prev = i;
  }
  llink_[0] = off(prev);
  nd_[prev].next = 0;
  for (int i = p.numPrimary + 1; i <= n; ++i) llink_[4 * i] = nd_[i].next = off(i);

  std::vector<char> seen(n + 1, 0);
  for (size_t o = 0; o < p.options.size(); ++o) {
    const auto& opt = p.options[o];
    if (opt.empty()) throw std::invalid_argument("exactcover: empty option");
    const size_t first = nd_.size(), last = first + opt.size() - 1;
    for (const auto& e : opt) {
      if (e.item < 0 || e.item >= n) throw std::invalid_argument("exactcover: item index out of range");
      if (seen[e.item + 1]) throw std::invalid_argument("exactcover: item " + p.items[e.item] + " twice in an option");
      if (e.colour != 0 && e.item < p.numPrimary)
        throw std::invalid_argument("exactcover: colour on primary item " + p.items[e.item]);
      seen[e.item + 1] = 1;
      const int i = e.item + 1;
      const size_t x = nd_.size();
      nd_.push_back(Node{off(i), nd_[i].up, off(i), off(x == last ? first : x + 1)});
      prev_.push_back(off(x == first ? last : x - 1));
      optOf_.push_back(static_cast<int32_t>(o));
      colour_.push_back(e.colour);
      hasColours_ |= e.colour != 0;
      nd_[nd_[i].up / kNode].down = off(x);
      nd_[i].up = off(x);
      ++nd_[i].top;
    }
    for (const auto& e : opt) seen[e.item + 1] = 0;
  }
  choice_.assign(numPrimary_ + 1, 0);  // every level covers one primary item
}

// The search's view of the matrix: raw base pointers copied into a local object, so that the
// compiler keeps them in registers (a member vector's data pointer is reloaded after every store
// through a uint32_t). All offsets are byte offsets: node k lies at nd + 16 k, and the item
// list's backward link of item i at lk + 16 i.
struct Dlx::View {
  char* nd;
  char* lk;
  const uint32_t* prev;
  int32_t* colour;

  Node& at(uint32_t o) const { return *reinterpret_cast<Node*>(nd + o); }
  uint32_t& llink(uint32_t o) const { return *reinterpret_cast<uint32_t*>(lk + o); }
  int32_t& col(uint32_t o) const { return colour[o / kNode]; }

  // Remove every other node of p's option from its item list, following the option's cyclic
  // next links from p — the walk of Knuth's 2000 paper, with 16-byte nodes and byte offsets
  // (the address of a node is base + offset: no scaling, no sign extension). The loop runs
  // length-1 times, the same count for every option of a Langford, pentomino or Sudoku matrix,
  // so its branch is predicted. Updates are counted in a register (u), one per removal.
  template <bool Colours>
  [[gnu::always_inline]] void hide(uint32_t p, uint64_t& u) const {
    for (uint32_t q = at(p).next; q != p; q = at(q).next) {
      if (Colours && col(q) < 0) continue;  // purified: stays in its list
      const uint32_t up = at(q).up, down = at(q).down, top = at(q).top;  // not a Node copy: see above
      at(up).down = down;
      at(down).up = up;
      --at(top).top;
      ++u;
    }
  }

  // The nodes of one option lie in distinct item lists, so the order of the restorations
  // within an option does not matter (only the order across options does, and uncover keeps it
  // reversed): unhide walks the same way as hide.
  template <bool Colours>
  [[gnu::always_inline]] void unhide(uint32_t p) const {
    for (uint32_t q = at(p).next; q != p; q = at(q).next) {
      if (Colours && col(q) < 0) continue;
      const uint32_t up = at(q).up, down = at(q).down, top = at(q).top;
      at(up).down = q;
      at(down).up = q;
      ++at(top).top;
    }
  }

  template <bool Colours>
  [[gnu::always_inline]] void cover(uint32_t i, uint64_t& u) const {
    for (uint32_t p = at(i).down; p != i; p = at(p).down) hide<Colours>(p, u);
    const uint32_t l = llink(i), r = at(i).next;
    at(l).next = r;
    llink(r) = l;
    ++u;
  }

  template <bool Colours>
  [[gnu::always_inline]] void uncover(uint32_t i) const {
    const uint32_t l = llink(i), r = at(i).next;
    at(l).next = i;
    llink(r) = i;
    for (uint32_t p = at(i).up; p != i; p = at(p).up) unhide<Colours>(p);
  }

  // Keep on item top(p) only the options that give it p's colour. p itself keeps its colour so
  // that unpurify can read it.
  void purify(uint32_t p, uint64_t& u) const {
    const int c = col(p);
    const uint32_t i = at(p).top;
    for (uint32_t q = at(i).down; q != i; q = at(q).down) {
      if (col(q) == c) {
        if (q != p) col(q) = -1;
      } else {
        hide<true>(q, u);
      }
    }
  }

  void unpurify(uint32_t p) const {
    const int c = col(p);
    const uint32_t i = at(p).top;
    for (uint32_t q = at(i).up; q != i; q = at(q).up) {
      if (col(q) < 0) col(q) = c;
      else if (q != p && col(q) != c) unhide<true>(q);
    }
  }

  // Commit the other items of x's option, going right from x (the order matters for the
  // update count when colours are involved: a node purified before its option is hidden is not
  // removed), and uncommit them in the reverse order.
  template <bool Colours>
  [[gnu::always_inline]] void coverOption(uint32_t x, uint64_t& u) const {
    for (uint32_t p = at(x).next; p != x; p = at(p).next) {
      if (!Colours || col(p) == 0) cover<Colours>(at(p).top, u);
      else if (col(p) > 0) purify(p, u);
    }
  }

  template <bool Colours>
  [[gnu::always_inline]] void uncoverOption(uint32_t x) const {
    for (uint32_t p = prev[x / kNode]; p != x; p = prev[p / kNode]) {
      if (!Colours || col(p) == 0) uncover<Colours>(at(p).top);
      else if (col(p) > 0) unpurify(p);
    }
  }
};

Dlx::View Dlx::view() {
  return View{reinterpret_cast<char*>(nd_.data()), reinterpret_cast<char*>(llink_.data()), prev_.data(),
              colour_.data()};
}

[[gnu::always_inline]] inline uint32_t Dlx::chooseItem(const View& v) {
  if (v.at(0).next == 0) return 0;
  if (opt_.rule == ChooseRule::Random) {
    int n = 0;
    for (uint32_t i = v.at(0).next; i != 0; i = v.at(i).next) ++n;
    // xorshift64*: cheap and good enough for picking an item
    rng_ ^= rng_ >> 12, rng_ ^= rng_ << 25, rng_ ^= rng_ >> 27;
    int k = static_cast<int>(((rng_ * 0x2545F4914F6CDD1DULL) >> 33) % static_cast<uint64_t>(n));
    uint32_t i = v.at(0).next;
    while (k--) i = v.at(i).next;
    return i;
  }
  // Shortest item, ties by order; an item of length <= 1 is taken at once (a forced move or a
  // dead end: no branching either way), which saves most of the scan late in a search. The
  // scan reads one 16-byte header per item: its length (top) and its successor (next).
  uint32_t best = v.at(0).next, bestLen = v.at(best).top;
  for (uint32_t i = v.at(best).next; i != 0 && bestLen > 1; i = v.at(i).next) {
    const uint32_t len = v.at(i).top;
    const uint32_t take = 0u - (len < bestLen);  // branch-free: a new minimum is unpredictable
    best ^= (best ^ i) & take;
    bestLen ^= (bestLen ^ len) & take;
  }
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
    for (int d = 0; d < depth; ++d) sol_.push_back(optOf_[choice_[d] / kNode]);
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
// no colour test, and without Trace there is no per-depth bookkeeping. Nodes and updates live in
// registers and are stored into st_ at the end (and before a solution is reported). Limits are
// tested once every 256 nodes, never in the update loops.
//
// Counting conventions (unchanged from the recursive version, and those of the trace table): a
// node is each entry to a level, including the root, solutions and dead ends; a backtrack is each
// option taken back (also on the way out after a stop); the updates of a level are those of
// cover(item) and of covering each option tried there. Every node but the root is entered by
// trying an option, and every option tried is taken back once, so backtracks = nodes - 1 - (the
// options still on the stack): no counter in the loop. Likewise the deepest node is a leaf (a
// solution, a dead end or the node where a limit stopped the search), so maxDepth is only
// updated there.
template <bool Colours, bool Trace>
void Dlx::search() {
  const View v = view();
  uint32_t* const x0 = choice_.data();
  uint32_t* x = x0;  // x[0] is the option tried at the current level, x - x0 the level
  const uint32_t lastHeader = static_cast<uint32_t>(numItems_) * kNode;
  uint64_t nodes = 0, updates = 0, maxDepth = 0, u0;
  uint32_t i, p;
  DepthStats* ds = nullptr;
  if (Trace) {
    st_.depth.assign(numPrimary_ + 1, DepthStats{});
    ds = st_.depth.data();
  }
  auto leaf = [&] { maxDepth = std::max<uint64_t>(maxDepth, x - x0); };
  auto sync = [&] {
    st_.nodes = nodes, st_.updates = updates, st_.maxDepth = maxDepth;
    st_.backtracks = nodes - 1 - (x - x0);
  };
enter:  // X2: a new node at level x - x0
  ++nodes;
  if (Trace) ++ds[x - x0].nodes;
  if ((nodes & 255) == 0 && limitHit(nodes)) {
    leaf();
    goto stop;
  }
  i = chooseItem(v);
  if (i == 0) {
    leaf();
    sync();
    if (!solution(static_cast<int>(x - x0))) goto stop;
    goto leave;
  }
  if (Trace) ds[x - x0].degree += v.at(i).top;
  if (v.at(i).top == 0) {  // dead end
    leaf();
    goto leave;
  }
  u0 = updates;
  v.cover<Colours>(i, updates);
  p = v.at(i).down;
try_option:  // X5: p is the next option of the level's item
  *x = p;
  v.coverOption<Colours>(p, updates);
  if (Trace) ds[x - x0].updates += updates - u0;
  ++x;
  goto enter;
leave:  // X8 then X6: back to the previous level and its next option
  while (x != x0) {
    p = *--x;
    v.uncoverOption<Colours>(p);
    if (Trace) ++ds[x - x0].backtracks;
    p = v.at(p).down;
    if (p > lastHeader) {
      u0 = updates;
      goto try_option;
    }
    v.uncover<Colours>(p);  // X7: p is the item's header, every option was tried
  }
  goto done;
stop:  // restore the matrix on the way out
  while (x != x0) {
    p = *--x;
    v.uncoverOption<Colours>(p);
    if (Trace) ++ds[x - x0].backtracks;
    v.uncover<Colours>(v.at(p).top);
  }
done:
  sync();
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
  std::vector<std::pair<uint32_t, uint32_t>> path;  // (item covered, option node chosen)
  const bool c = hasColours_;
  const View v = view();
  for (int k = 0; k < probes; ++k) {
    double weight = 1, nodes = 0, cost = 0;
    bool solution = false;
    while (true) {
      nodes += weight;
      uint32_t i = chooseItem(v);
      if (i == 0) {
        solution = true;
        break;
      }
      uint32_t d = v.at(i).top;
      if (d == 0) break;
      uint64_t u = 0;
      c ? v.cover<true>(i, u) : v.cover<false>(i, u);
      cost += weight * double(u);
      rng_ ^= rng_ >> 12, rng_ ^= rng_ << 25, rng_ ^= rng_ >> 27;
      uint32_t r = static_cast<uint32_t>(((rng_ * 0x2545F4914F6CDD1DULL) >> 33) % d);
      uint32_t x = v.at(i).down;
      while (r--) x = v.at(x).down;
      weight *= d;
      u = 0;
      c ? v.coverOption<true>(x, u) : v.coverOption<false>(x, u);
      cost += weight * double(u);
      path.push_back({i, x});
    }
    acc.add(nodes, cost, solution);
    while (!path.empty()) {
      c ? v.uncoverOption<true>(path.back().second) : v.uncoverOption<false>(path.back().second);
      c ? v.uncover<true>(path.back().first) : v.uncover<false>(path.back().first);
      path.pop_back();
    }
  }
  double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return acc.result(ms);
}

}  // namespace deduce::exactcover
