// Algorithm X with dancing links (Knuth 2000) and colours (Knuth's DLX2 / TAOCP Algorithm C).
// Consistency: none beyond the exact-cover semantics themselves — each node removes every option
// that conflicts with the options chosen so far, and a primary item with no option left fails.
//
// Data layout (why it is fast)
// ----------------------------
// The whole matrix is one array `nd_` of 32-byte nodes {up, down, top|len, next}, all pointers:
//   nd_[0]         the root of the list of active primary items (next)
//   nd_[1..N]      item headers: up/down = the item's list, len = its current length,
//                  next = the next active item (the MRV scan reads one header per item)
//   nd_[N+1..]     the options' nodes, each option contiguous: up/down = the item's list,
//                  top = the item's header, next = the next node of the option (cyclic)
// Everything the update loops touch is in these nodes, two to a cache line; the cold data is
// apart: the item list's back links (llink_, only cover/uncover of an item), the options' back
// links (prev_, only uncoverOption), option numbers (optOf_, only solutions) and colours
// (colour_, only the coloured instantiation of the search).
//
// Measured alternatives (`deduce bench dlx`, Langford and pentomino counts against the
// reference; see docs/exactcover.md):
//  - 16-byte nodes with 32-bit indices or byte offsets: every step of a walk (q = q->next,
//    p = p->down) is a load with base + index addressing, one cycle longer than the pointer
//    chase of the reference, and on Langford (options of 3 nodes, 13 updates per search node)
//    the walks are latency-bound: 5-10% slower there. Sudoku ran at the same speed with either
//    size, pentomino (12000 nodes) about 5% faster with 16-byte nodes, but the worst ratio
//    against the reference is what the 32-byte nodes improve.
//  - walking an option as first..last with the chosen node skipped arithmetically (no chain of
//    loads) and Knuth's spacer loop: both slower on Langford than the cyclic next link.
//  - recursion with the counters in the object: the counters were loaded and stored through
//    memory at each update; now the search is one iterative function (Knuth's X2-X8) with the
//    counters in registers, compiled once per <colours, trace> so the count-only colourless
//    path has no colour test and no per-depth bookkeeping.
//  - a branchy MRV scan: a new minimum appears at unpredictable places; the branch-free scan
//    saved about 7% on Langford.
// The number of link removals ("updates") is Knuth's machine-independent measure of the work.
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
  for (const auto& opt : p.options) total += opt.size();
  nd_.assign(total, Node{nullptr, nullptr, {nullptr}, nullptr});  // final size: no reallocation below
  prev_.assign(total, nullptr);
  optOf_.assign(total, -1);
  colour_.assign(total, 0);
  llink_.assign(n + 1, nullptr);
  Node* nd = nd_.data();
  for (int i = 1; i <= n; ++i) nd[i].up = nd[i].down = &nd[i], nd[i].len = 0;
  nd[0].len = 0;
  // Primary items in a circular list with root 0 (forward links in Node::next); secondary items
  // on self-loops, so that covering one leaves the list alone and it is never chosen.
  int prev = 0;
  for (int i = 1; i <= p.numPrimary; ++i) {
    llink_[i] = &nd[prev];
    nd[prev].next = &nd[i];
    prev = i;
  }
  llink_[0] = &nd[prev];
  nd[prev].next = &nd[0];
  for (int i = p.numPrimary + 1; i <= n; ++i) llink_[i] = nd[i].next = &nd[i];

  std::vector<char> seen(n + 1, 0);
  size_t x = n + 1;
  for (size_t o = 0; o < p.options.size(); ++o) {
    const auto& opt = p.options[o];
    if (opt.empty()) throw std::invalid_argument("exactcover: empty option");
    const size_t first = x, last = first + opt.size() - 1;
    for (const auto& e : opt) {
      if (e.item < 0 || e.item >= n) throw std::invalid_argument("exactcover: item index out of range");
      if (seen[e.item + 1]) throw std::invalid_argument("exactcover: item " + p.items[e.item] + " twice in an option");
      if (e.colour != 0 && e.item < p.numPrimary)
        throw std::invalid_argument("exactcover: colour on primary item " + p.items[e.item]);
      seen[e.item + 1] = 1;
      Node* h = &nd[e.item + 1];
      Node& q = nd[x];
      q.top = h;
      q.up = h->up;
      q.down = h;
      q.next = &nd[x == last ? first : x + 1];
      prev_[x] = &nd[x == first ? last : x - 1];
      optOf_[x] = static_cast<int32_t>(o);
      colour_[x] = e.colour;
      hasColours_ |= e.colour != 0;
      h->up->down = &q;
      h->up = &q;
      ++h->len;
      ++x;
    }
    for (const auto& e : opt) seen[e.item + 1] = 0;
  }
  choice_.assign(numPrimary_ + 1, nullptr);  // every level covers one primary item
}

// The search's view of the matrix: the arrays' base pointers copied into a local object, so that
// the compiler keeps them in registers (a member vector's data pointer would be reloaded after
// stores through the nodes).
struct Dlx::View {
  Node* nd;
  Node** llinks;  // per item: previous active item
  Node** prevs;   // per node: previous node of its option
  int32_t* colour;

  Node*& llink(const Node* i) const { return llinks[i - nd]; }
  Node* prev(const Node* p) const { return prevs[p - nd]; }
  int32_t& col(const Node* p) const { return colour[p - nd]; }

  // Remove every other node of p's option from its item list, following the option's cyclic
  // next links from p — the walk of Knuth's 2000 paper. The loop runs length-1 times, the same
  // count for every option of a Langford, pentomino or Sudoku matrix, so its branch is
  // predicted; each step is one dependent load through a pointer (the 4-cycle fast path of the
  // load unit: a 32-bit index would need base + index addressing, one cycle more per step of
  // the chain, measured 5-10% slower on Langford). Updates are counted in a register (u), one
  // per removal.
  template <bool Colours>
  [[gnu::always_inline]] void hide(Node* p, uint64_t& u) const {
    for (Node* q = p->next; q != p; q = q->next) {
      if (Colours && col(q) < 0) continue;  // purified: stays in its list
      Node* const up = q->up;
      Node* const down = q->down;
      up->down = down;
      down->up = up;
      --q->top->len;
      ++u;
    }
  }

  // The nodes of one option lie in distinct item lists, so the order of the restorations
  // within an option does not matter (only the order across options does, and uncover keeps it
  // reversed): unhide walks the same way as hide.
  template <bool Colours>
  [[gnu::always_inline]] void unhide(Node* p) const {
    for (Node* q = p->next; q != p; q = q->next) {
      if (Colours && col(q) < 0) continue;
      q->up->down = q;
      q->down->up = q;
      ++q->top->len;
    }
  }

  template <bool Colours>
  [[gnu::always_inline]] void cover(Node* i, uint64_t& u) const {
    for (Node* p = i->down; p != i; p = p->down) hide<Colours>(p, u);
    Node* const l = llink(i);
    Node* const r = i->next;
    l->next = r;
    llink(r) = l;
    ++u;
  }

  template <bool Colours>
  [[gnu::always_inline]] void uncover(Node* i) const {
    Node* const l = llink(i);
    Node* const r = i->next;
    l->next = i;
    llink(r) = i;
    for (Node* p = i->up; p != i; p = p->up) unhide<Colours>(p);
  }

  // Keep on item top(p) only the options that give it p's colour. p itself keeps its colour so
  // that unpurify can read it.
  void purify(Node* p, uint64_t& u) const {
    const int c = col(p);
    Node* const i = p->top;
    for (Node* q = i->down; q != i; q = q->down) {
      if (col(q) == c) {
        if (q != p) col(q) = -1;
      } else {
        hide<true>(q, u);
      }
    }
  }

  void unpurify(Node* p) const {
    const int c = col(p);
    Node* const i = p->top;
    for (Node* q = i->up; q != i; q = q->up) {
      if (col(q) < 0) col(q) = c;
      else if (q != p && col(q) != c) unhide<true>(q);
    }
  }

  // Commit the other items of x's option, going right from x (the order matters for the
  // update count when colours are involved: a node purified before its option is hidden is not
  // removed), and uncommit them in the reverse order.
  template <bool Colours>
  [[gnu::always_inline]] void coverOption(Node* x, uint64_t& u) const {
    for (Node* p = x->next; p != x; p = p->next) {
      if (!Colours || col(p) == 0) cover<Colours>(p->top, u);
      else if (col(p) > 0) purify(p, u);
    }
  }

  template <bool Colours>
  [[gnu::always_inline]] void uncoverOption(Node* x) const {
    for (Node* p = prev(x); p != x; p = prev(p)) {
      if (!Colours || col(p) == 0) uncover<Colours>(p->top);
      else if (col(p) > 0) unpurify(p);
    }
  }
};

Dlx::View Dlx::view() { return View{nd_.data(), llink_.data(), prev_.data(), colour_.data()}; }

[[gnu::always_inline]] inline Dlx::Node* Dlx::chooseItem(const View& v) {
  Node* const root = v.nd;
  if (root->next == root) return nullptr;
  if (opt_.rule == ChooseRule::Random) {
    int n = 0;
    for (Node* i = root->next; i != root; i = i->next) ++n;
    // xorshift64*: cheap and good enough for picking an item
    rng_ ^= rng_ >> 12, rng_ ^= rng_ << 25, rng_ ^= rng_ >> 27;
    int k = static_cast<int>(((rng_ * 0x2545F4914F6CDD1DULL) >> 33) % static_cast<uint64_t>(n));
    Node* i = root->next;
    while (k--) i = i->next;
    return i;
  }
  // Shortest item, ties by order; an item of length <= 1 is taken at once (a forced move or a
  // dead end: no branching either way), which saves most of the scan late in a search. The
  // minimum is kept without a branch: where a new minimum appears is unpredictable.
  Node* best = root->next;
  size_t bestLen = best->len;
  for (Node* i = best->next; i != root && bestLen > 1; i = i->next) {
    const size_t len = i->len;
    const bool take = len < bestLen;
    best = take ? i : best;
    bestLen = take ? len : bestLen;
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
  if (opt_.monitor) {
    cp::Stats s;
    s.nodes = nodes;
    s.failures = st_.failures;
    if (!opt_.monitor->admit(s)) {
      stop_ = cp::SearchStatus::Limit;
      return true;
    }
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
    for (int d = 0; d < base_ + depth; ++d) sol_.push_back(optOf_[choice_[d] - nd_.data()]);
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
  Node** const x0 = choice_.data() + base_;
  Node** x = x0;  // x[0] is the option tried at the current level, x - x0 the level
  const Node* const lastHeader = v.nd + numItems_;
  uint64_t nodes = 0, updates = 0, maxDepth = 0, fails = 0, u0;
  // Limits are tested when nodes reaches `check`: every 256th node, and exactly at the node
  // limit (one compare per node either way).
  const uint64_t nodeLimit = opt_.limits.nodes ? opt_.limits.nodes : UINT64_MAX;
  const uint64_t failLimit = opt_.limits.failures ? opt_.limits.failures : UINT64_MAX;
  uint64_t check = std::min<uint64_t>(256, nodeLimit);
  Node *i, *p;
  DepthStats* ds = nullptr;
  if (Trace) {
    st_.depth.assign(numPrimary_ + 1, DepthStats{});
    ds = st_.depth.data();
  }
  auto leaf = [&] { maxDepth = std::max<uint64_t>(maxDepth, x - x0); };
  auto sync = [&] {
    st_.nodes = nodes, st_.updates = updates, st_.maxDepth = maxDepth + base_, st_.failures = fails;
    st_.backtracks = nodes - 1 - (x - x0);
  };
enter:  // X2: a new node at level x - x0
  ++nodes;
  if (Trace) ++ds[x - x0].nodes;
  if (nodes == check) {
    st_.failures = fails;
    if (limitHit(nodes)) {
      leaf();
      goto stop;
    }
    check = std::min<uint64_t>(nodes + 256, nodeLimit);
  }
  i = chooseItem(v);
  if (!i) {
    leaf();
    sync();
    if (!solution(static_cast<int>(x - x0))) goto stop;
    goto leave;
  }
  if (Trace) ds[x - x0].degree += i->len;
  if (i->len == 0) {  // dead end
    leaf();
    if (++fails >= failLimit) {
      stop_ = cp::SearchStatus::Limit;
      goto stop;
    }
    goto leave;
  }
  u0 = updates;
  v.cover<Colours>(i, updates);
  p = i->down;
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
    p = p->down;
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
    v.uncover<Colours>(p->top);
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

// ---------------------------------------------------------------- subproblems (dlx_parallel.h)

Dlx::Node* Dlx::optionNode(int option) {
  // options are stored contiguously in order: the first node whose option is `option`
  Node* const first = nd_.data() + numItems_ + 1;
  const auto it = std::lower_bound(optOf_.begin() + (numItems_ + 1), optOf_.end(), option);
  if (it == optOf_.end() || *it != option) throw std::invalid_argument("exactcover: no option " + std::to_string(option));
  Node* p = first + (it - (optOf_.begin() + (numItems_ + 1)));
  for (Node* q = p;;) {  // an item Algorithm X can choose: a primary one
    if (q->top - nd_.data() <= numPrimary_) return q;
    q = q->next;
    if (q == p) throw std::invalid_argument("exactcover: option " + std::to_string(option) + " has no primary item");
  }
}

// The matrix after choosing the prefix's options does not depend on which of an option's items
// Algorithm X branched on: covering every item of the chosen options leaves the same lists (in
// the same order, since removal keeps the order of what stays), so each option is committed
// through its first primary item.
void Dlx::commitPrefix(const std::vector<int>& prefix) {
  const View v = view();
  uint64_t u = 0;
  base_ = 0;
  for (int o : prefix) {
    Node* x = optionNode(o);
    hasColours_ ? v.cover<true>(x->top, u) : v.cover<false>(x->top, u);
    hasColours_ ? v.coverOption<true>(x, u) : v.coverOption<false>(x, u);
    choice_[base_++] = x;
  }
}

void Dlx::retractPrefix() {
  const View v = view();
  while (base_ > 0) {
    Node* x = choice_[--base_];
    hasColours_ ? v.uncoverOption<true>(x) : v.uncoverOption<false>(x);
    hasColours_ ? v.uncover<true>(x->top) : v.uncover<false>(x->top);
  }
}

void Dlx::splitRec(int depth, std::vector<std::vector<int>>& out, DlxStats& st, uint64_t& open) {
  ++st.nodes;
  st.maxDepth = std::max<uint64_t>(st.maxDepth, base_);
  Node* i = chooseItem(view());
  if (!i || base_ == depth) {  // a solution, or a subproblem's root: its worker counts the node
    --st.nodes;
    std::vector<int> prefix;
    for (int d = 0; d < base_; ++d) prefix.push_back(optOf_[choice_[d] - nd_.data()]);
    out.push_back(std::move(prefix));
    if (i) ++open;
    return;
  }
  if (i->len == 0) {
    ++st.failures;
    return;
  }
  const View v = view();
  hasColours_ ? v.cover<true>(i, st.updates) : v.cover<false>(i, st.updates);
  for (Node* p = i->down; p != i; p = p->down) {
    hasColours_ ? v.coverOption<true>(p, st.updates) : v.coverOption<false>(p, st.updates);
    choice_[base_++] = p;
    splitRec(depth, out, st, open);
    --base_;
    ++st.backtracks;
    hasColours_ ? v.uncoverOption<true>(p) : v.uncoverOption<false>(p);
  }
  hasColours_ ? v.uncover<true>(i) : v.uncover<false>(i);
}

std::vector<std::vector<int>> Dlx::split(int depth, DlxStats& above, uint64_t& open) {
  above = DlxStats{};
  open = 0;
  opt_ = DlxOptions{};
  base_ = 0;
  std::vector<std::vector<int>> out;
  splitRec(depth, out, above, open);
  return out;
}

cp::SearchStatus Dlx::runBelow(const std::vector<int>& prefix, const DlxOptions& o, const SolutionFn& onSolution) {
  commitPrefix(prefix);
  const cp::SearchStatus r = run(o, onSolution);
  retractPrefix();
  return r;
}

cp::EstimateResult Dlx::estimate(int probes, uint64_t seed, ChooseRule rule, double timeSeconds) {
  auto start = std::chrono::steady_clock::now();
  cp::ProbeDeadline deadline(timeSeconds);
  opt_ = DlxOptions{};
  opt_.rule = rule;
  rng_ = seed * 0x9E3779B97F4A7C15ULL + 1;
  cp::EstimateAccumulator acc;
  std::vector<std::pair<Node*, Node*>> path;  // (item covered, option node chosen)
  const bool c = hasColours_;
  const View v = view();
  for (int k = 0; k < probes && (k == 0 || !deadline.expired()); ++k) {
    double weight = 1, nodes = 0, cost = 0;
    bool solution = false;
    while (true) {
      nodes += weight;
      Node* i = chooseItem(v);
      if (!i) {
        solution = true;
        break;
      }
      size_t d = i->len;
      if (d == 0) break;
      uint64_t u = 0;
      c ? v.cover<true>(i, u) : v.cover<false>(i, u);
      cost += weight * double(u);
      rng_ ^= rng_ >> 12, rng_ ^= rng_ << 25, rng_ ^= rng_ >> 27;
      size_t r = static_cast<size_t>(((rng_ * 0x2545F4914F6CDD1DULL) >> 33) % d);
      Node* x = i->down;
      while (r--) x = x->down;
      weight *= double(d);
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
