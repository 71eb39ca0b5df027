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
  nd_.assign(n + 2, Node{0, 0, 0, 0});
  optOf_.assign(n + 2, -1);
  span_.assign(n + 2, Span{0, 0});
  llink_.assign(n + 2, 0);
  rlink_.assign(n + 2, 0);
  for (int i = 1; i <= n; ++i) nd_[i].up = nd_[i].down = i;
  // Primary items in a circular list with root 0; secondary items on self-loops (never chosen).
  int prev = 0;
  for (int i = 1; i <= p.numPrimary; ++i) {
    llink_[i] = prev;
    rlink_[prev] = i;
    prev = i;
  }
  llink_[0] = prev;
  rlink_[prev] = 0;
  for (int i = p.numPrimary + 1; i <= n; ++i) llink_[i] = rlink_[i] = i;

  int spacer = n + 1;  // nd_[spacer] exists already
  nd_[spacer].top = 0;
  std::vector<char> seen(n + 1, 0);
  for (size_t o = 0; o < p.options.size(); ++o) {
    const auto& opt = p.options[o];
    if (opt.empty()) throw std::invalid_argument("exactcover: empty option");
    int32_t first = static_cast<int32_t>(nd_.size());
    for (const auto& e : opt) {
      if (e.item < 0 || e.item >= n) throw std::invalid_argument("exactcover: item index out of range");
      if (seen[e.item + 1]) throw std::invalid_argument("exactcover: item " + p.items[e.item] + " twice in an option");
      if (e.colour != 0 && e.item < p.numPrimary)
        throw std::invalid_argument("exactcover: colour on primary item " + p.items[e.item]);
      seen[e.item + 1] = 1;
      int i = e.item + 1;
      int x = static_cast<int>(nd_.size());
      nd_.push_back(Node{i, nd_[i].up, i, e.colour});
      optOf_.push_back(static_cast<int32_t>(o));
      span_.push_back(Span{first, first + static_cast<int32_t>(opt.size()) - 1});
      nd_[nd_[i].up].down = x;
      nd_[i].up = x;
      ++nd_[i].top;
    }
    for (const auto& e : opt) seen[e.item + 1] = 0;
    int last = static_cast<int>(nd_.size()) - 1;
    nd_[spacer].down = last;
    spacer = static_cast<int>(nd_.size());
    nd_.push_back(Node{-static_cast<int32_t>(o) - 1, first, 0, 0});
    optOf_.push_back(-1);
    span_.push_back(Span{0, 0});
  }
}

// Remove every other node of p's option from its item list, going right from p and wrapping
// from the option's last node to its first. The trip count is the option's length - 1, the same
// for every option of most problems, so the loop branch is predicted (a loop that stops at the
// spacer instead would mispredict on every call).
[[gnu::always_inline]] inline void Dlx::hide(int p) {
  Node* nd = nd_.data();
  const int f = span_[p].first, l = span_[p].last;
  uint64_t u = 0;
  for (int q = p, k = l - f; k > 0; --k) {
    q = q == l ? f : q + 1;
    const Node& x = nd[q];
    if (x.colour >= 0) {
      nd[x.up].down = x.down;
      nd[x.down].up = x.up;
      --nd[x.top].top;
      ++u;
    }
  }
  st_.updates += u;
}

[[gnu::always_inline]] inline void Dlx::unhide(int p) {
  Node* nd = nd_.data();
  const int f = span_[p].first, l = span_[p].last;
  for (int q = p, k = l - f; k > 0; --k) {
    q = q == f ? l : q - 1;
    const Node& x = nd[q];
    if (x.colour >= 0) {
      nd[x.up].down = q;
      nd[x.down].up = q;
      ++nd[x.top].top;
    }
  }
}

[[gnu::always_inline]] inline void Dlx::cover(int i) {
  const Node* nd = nd_.data();
  for (int p = nd[i].down; p != i; p = nd[p].down) hide(p);
  int l = llink_[i], r = rlink_[i];
  rlink_[l] = r;
  llink_[r] = l;
  ++st_.updates;
}

[[gnu::always_inline]] inline void Dlx::uncover(int i) {
  int l = llink_[i], r = rlink_[i];
  rlink_[l] = i;
  llink_[r] = i;
  const Node* nd = nd_.data();
  for (int p = nd[i].up; p != i; p = nd[p].up) unhide(p);
}

// Keep on item top(p) only the options that give it p's colour. p itself keeps its colour so
// that unpurify can read it.
void Dlx::purify(int p) {
  const int c = nd_[p].colour, i = nd_[p].top;
  for (int q = nd_[i].down; q != i; q = nd_[q].down) {
    if (nd_[q].colour == c) {
      if (q != p) nd_[q].colour = -1;
    } else {
      hide(q);
    }
  }
}

void Dlx::unpurify(int p) {
  const int c = nd_[p].colour, i = nd_[p].top;
  for (int q = nd_[i].up; q != i; q = nd_[q].up) {
    if (nd_[q].colour < 0) nd_[q].colour = c;
    else if (q != p && nd_[q].colour != c) unhide(q);
  }
}

void Dlx::commit(int p, int j) {
  if (nd_[p].colour == 0) cover(j);
  else if (nd_[p].colour > 0) purify(p);
}

void Dlx::uncommit(int p, int j) {
  if (nd_[p].colour == 0) uncover(j);
  else if (nd_[p].colour > 0) unpurify(p);
}

void Dlx::coverOption(int x) {
  const int f = span_[x].first, l = span_[x].last;
  for (int p = x, k = l - f; k > 0; --k) {
    p = p == l ? f : p + 1;
    commit(p, nd_[p].top);
  }
}

void Dlx::uncoverOption(int x) {
  const int f = span_[x].first, l = span_[x].last;
  for (int p = x, k = l - f; k > 0; --k) {
    p = p == f ? l : p - 1;
    uncommit(p, nd_[p].top);
  }
}

int Dlx::chooseItem() {
  if (rlink_[0] == 0) return 0;
  if (opt_.rule == ChooseRule::Random) {
    int n = 0;
    for (int i = rlink_[0]; i != 0; i = rlink_[i]) ++n;
    // xorshift64*: cheap and good enough for picking an item
    rng_ ^= rng_ >> 12, rng_ ^= rng_ << 25, rng_ ^= rng_ >> 27;
    int k = static_cast<int>(((rng_ * 0x2545F4914F6CDD1DULL) >> 33) % static_cast<uint64_t>(n));
    int i = rlink_[0];
    while (k--) i = rlink_[i];
    return i;
  }
  // Shortest item, ties by order; an item of length <= 1 is taken at once (a forced move or a
  // dead end: no branching either way), which saves most of the scan late in a search.
  int best = rlink_[0], bestLen = nd_[best].top;
  for (int i = rlink_[best]; i != 0 && bestLen > 1; i = rlink_[i])
    if (nd_[i].top < bestLen) best = i, bestLen = nd_[i].top;
  return best;
}

bool Dlx::limitHit() {
  if (cp::g_stopRequested.load(std::memory_order_relaxed)) {
    stop_ = cp::SearchStatus::Interrupted;
    return true;
  }
  if (opt_.limits.nodes && st_.nodes >= opt_.limits.nodes) {
    stop_ = cp::SearchStatus::Limit;
    return true;
  }
  if (opt_.limits.timeSeconds > 0 && (st_.nodes & 4095) == 0) {
    double el = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    if (el >= opt_.limits.timeSeconds) {
      stop_ = cp::SearchStatus::Limit;
      return true;
    }
  }
  return false;
}

// One node of Algorithm X at depth k. Returns false when the search must stop (the matrix is
// still restored on the way out).
bool Dlx::search(int depth) {
  ++st_.nodes;
  if (static_cast<uint64_t>(depth) > st_.maxDepth) st_.maxDepth = depth;
  DepthStats* ds = nullptr;
  if (opt_.perDepth) {
    if (st_.depth.size() <= static_cast<size_t>(depth)) st_.depth.resize(depth + 1);
    ds = &st_.depth[depth];
    ++ds->nodes;
  }
  if ((st_.nodes & 255) == 0 && limitHit()) return false;
  int i = chooseItem();
  if (i == 0) {
    ++st_.solutions;
    if (*fn_) {
      sol_.clear();
      for (int d = 0; d < depth; ++d) sol_.push_back(optOf_[choice_[d]]);
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
  uint64_t before = st_.updates;
  if (ds) ds->degree += static_cast<uint64_t>(nd_[i].top);
  if (nd_[i].top == 0) return true;  // dead end
  if (choice_.size() <= static_cast<size_t>(depth)) choice_.resize(depth + 1);
  cover(i);
  bool go = true;
  for (int x = nd_[i].down; x != i && go; x = nd_[x].down) {
    choice_[depth] = x;
    coverOption(x);
    if (ds) st_.depth[depth].updates += st_.updates - before;  // ds may dangle after resize
    go = search(depth + 1);
    before = st_.updates;
    uncoverOption(x);
    ++st_.backtracks;
    if (opt_.perDepth) ++st_.depth[depth].backtracks;
  }
  uncover(i);
  if (opt_.perDepth) st_.depth[depth].updates += st_.updates - before;
  return go;
}

cp::SearchStatus Dlx::run(const DlxOptions& o, const SolutionFn& onSolution) {
  opt_ = o;
  st_ = DlxStats{};
  fn_ = &onSolution;
  rng_ = o.seed * 0x9E3779B97F4A7C15ULL + 1;
  stop_ = cp::SearchStatus::Complete;
  start_ = std::chrono::steady_clock::now();
  if (!limitHit()) search(0);
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
      uint64_t u0 = st_.updates;
      cover(i);
      cost += weight * double(st_.updates - u0);
      rng_ ^= rng_ >> 12, rng_ ^= rng_ << 25, rng_ ^= rng_ >> 27;
      int r = static_cast<int>(((rng_ * 0x2545F4914F6CDD1DULL) >> 33) % static_cast<uint64_t>(d));
      int x = nd_[i].down;
      while (r--) x = nd_[x].down;
      weight *= d;
      u0 = st_.updates;
      coverOption(x);
      cost += weight * double(st_.updates - u0);
      path.push_back({i, x});
    }
    acc.add(nodes, cost, solution);
    while (!path.empty()) {
      uncoverOption(path.back().second);
      uncover(path.back().first);
      path.pop_back();
    }
  }
  double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return acc.result(ms);
}

}  // namespace deduce::exactcover
