// degreeTree — Boolean edge variables x over a fixed graph must form a spanning tree in which
// every vertex v has a degree in its allowed set D(v) (the Circuit Board: D = {1, 3}). One
// staged propagator replaces the stack "degree sums + connected + treeDegrees + degreeParity":
// the stages share the per-vertex counts and the components of the chosen edges, and the cheap
// stages run to their fixpoint before the O(V + E) graph passes run at all.
//
// Rules (c(v) chosen and u(v) unfixed incident edges; g(v) the number of distinct other
// components of chosen edges that v's unfixed edges reach):
// Per vertex — acyclicity: an unfixed edge inside a component is removed, a chosen one fails.
//   Group counting: v can gain at most one edge towards each other component (two would close
//   a cycle), so its feasible degrees are F(v) = D(v) ∩ [c, c+g] (0 excluded when n > 1).
//   None fails; when the largest is c every unfixed edge is removed; when the smallest needs
//   all g groups, an edge alone in its group is forced. (This subsumes the plain degree rule
//   D(v) ∩ [c, c+u], since g <= u.)
// Per component K — capacity: the sum over v in K of (max F(v) - c(v)); K ≠ V with capacity 0
//   can never be joined: fail; an edge between components of capacities a + b <= 2 would close
//   both off (two leaves joined): removed.
// Degree sum: the degrees of a spanning tree add up to 2(n-1), so with lo/hi the smallest and
//   largest of F, each v's degree lies in [2(n-1) - (sum hi - hi(v)), 2(n-1) - (sum lo -
//   lo(v))] (on the Circuit Board: once (n-2)/2 points are sure to have degree 3, all others are
//   leaves).
// Graph passes, two Tarjan bridge DFS: (a) over the possible edges (walked with the chosen
//   components contracted): not spanning fails, a bridge is forced (every vertex is required); (b) over the unfixed edges, for the vertices
//   whose degrees D(v) ∩ [c, c+u] all have one parity: the GF(2) system "XOR of incident
//   edges = parity" (see graph_parity.cpp) — a component of unfixed edges with an odd residual
//   and no vertex of free parity fails, a bridge with a parity-determined side is forced to
//   that side's residual parity.
// Everything reruns until nothing moves, so the propagator is idempotent.
//
// Incremental state (rebuilding all of it on every call cost two thirds of the solver's
// instructions). notify() follows every fixed edge: per-edge state
// byte, c/u per vertex, and the components of the chosen edges as labels comp[v] (the root's
// id) with a circular member list per component, merged by relabelling the smaller side — so
// a component lookup is one load, where a union-find's find() was a pointer chase. Per vertex
// the last computed lo/hi of F and hi - c are cached, and per component its size and capacity,
// with the global sums of lo and hi: every rule re-examines only what changed —
// - the vertices whose F can have changed: endpoints of a fixed edge, and after a merge the
//   smaller side's members and their unfixed neighbours (the only vertices whose own or
//   neighbouring labels changed), in a worklist;
// - components whose capacity or size changed (the edge rule needs a side of capacity <= 1,
//   so only those are scanned);
// - the degree-sum rule scans all vertices only when a slack (2(n-1) - sum lo, sum hi -
//   2(n-1)) is below the widest span of an allowed set: otherwise it cannot prune;
// - pass (a) only when an edge was removed since it last ran (choosing keeps the possible
//   graph); pass (b) only from the endpoints of edges fixed since it last ran: a component of
//   unfixed edges none of whose vertices had an edge fixed is the same component with the same
//   residuals as at the last fixpoint, where it deduced nothing.
// Backtracking: every state change is an entry of an undo log (edge fixed, merge, cached
// vertex bounds), and a trailed integer of the Space holds the log's length. When the Space
// restores a checkpoint the integer goes back with it, and the next notify()/propagate() undoes
// the log down to that length (LIFO, so merges split back exactly: re-splicing the same two
// list nodes separates the cycles again). The worklists are transient: at a checkpoint the
// propagator is at its fixpoint, so they are empty there and are simply cleared on undo.
// Allowed sets are 64-bit masks (bit k: degree k allowed), so "feasible degrees" is a mask AND
// and the bounds are ctz/clz.
#include <algorithm>
#include <bit>
#include <stdexcept>

#include "cp/constraints/graph_bridges.h"
#include "cp/graph.h"

namespace deduce::cp {
namespace {

uint64_t rangeMask(int lo, int hi) {  // bits lo..hi (inclusive), empty when hi < lo
  if (hi < lo || lo > 63) return 0;
  hi = std::min(hi, 63);
  uint64_t top = hi == 63 ? ~0ULL : (1ULL << (hi + 1)) - 1;
  return top & ~((1ULL << lo) - 1);
}
int lowBit(uint64_t f) { return std::countr_zero(f); }
int highBit(uint64_t f) { return 63 - std::countl_zero(f); }

class DegreeTree : public Propagator {
 public:
  DegreeTree(Space& s, const Graph& g, VarIds x, std::vector<uint64_t> allowed)
      : n_(g.n), m_(static_cast<int>(g.edges.size())), ends_(g.edges), x_(std::move(x)),
        allowed_(std::move(allowed)), rows_(g) {
    priority = kPrioExpensive;
    idempotent = true;
    wantsNotify = true;
    logLen_ = s.newTrailedInt(-1);  // -1: not initialised (a full computation is due)
    for (auto& a : allowed_) {
      if (n_ > 1) a &= ~1ULL;  // no isolated vertex in a spanning tree
      if (a) maxSpan_ = std::max(maxSpan_, highBit(a) - lowBit(a));
    }
    st_.resize(m_);
    for (auto* v : {&c_, &u_, &comp_, &next_, &size_, &cap_, &lo_, &hi_, &hx_}) v->resize(n_);
    inWork_.resize(n_);
    inCap_.resize(n_);
    inPar_.resize(n_);
    sub_.resize(n_);
    par_.resize(n_);
    subFree_.resize(n_);
    parentEdge_.resize(n_);
  }
  const char* name() const override { return "degree-tree"; }

  // Every fixed edge, including the propagator's own (then running_: the log is ahead of the
  // trailed length until propagate() returns, and must not be undone).
  bool notify(Space& s, int e, uint8_t) override {
    if (!running_) {
      if (s.trailedInt(logLen_) < 0) return true;  // the first propagate() reads everything
      sync(s);
    }
    if (st_[e] != kOpen) return false;
    applyFix(e, s.value(x_[e]) ? 1 : 0);
    if (!running_) s.setTrailedInt(logLen_, static_cast<int64_t>(log_.size()));
    return true;
  }
  void cancel() override { stale_ = true; }

  bool propagate(Space& s) override {
    if (n_ == 0) return true;
    running_ = true;
    bool ok;
    if (s.trailedInt(logLen_) < 0) {
      ok = init(s) && run(s);
    } else {
      sync(s);
      ok = run(s);
    }
    running_ = false;
    s.setTrailedInt(logLen_, static_cast<int64_t>(log_.size()));
    if (!ok) stale_ = true;  // the worklists hold the failed state's leftovers
    return ok;
  }

 private:
  enum : uint8_t { kOpen, kChosen, kRemoved };
  enum : int32_t { kUndoFix, kUndoMerge, kUndoVertex };
  struct Undo {
    int32_t kind, a, b, c;  // fix: edge; merge: kept root, absorbed root; vertex: v, lo|hi<<8, hx
  };

  // ---- state changes (all logged) ----

  void applyFix(int e, int val) {
    log_.push_back({kUndoFix, e, val, 0});
    st_[e] = val ? kChosen : kRemoved;
    for (int v : {ends_[e].first, ends_[e].second}) {
      --u_[v];
      c_[v] += val;
      touch(v);
      touchParity(v);
    }
    if (!val) {
      bridgesDue_ = true;
      return;
    }
    int a = comp_[ends_[e].first], b = comp_[ends_[e].second];
    if (a == b) {
      conflict_ = true;  // a cycle: propagate() fails
      return;
    }
    if (size_[a] < size_[b]) std::swap(a, b);
    merge(a, b);
  }

  // Component b joins component a (size a >= size b): relabel b's members, dirty them and
  // their unfixed neighbours, splice the member cycles.
  void merge(int a, int b) {
    log_.push_back({kUndoMerge, a, b, 0});
    int v = b;
    do {
      comp_[v] = a;
      touch(v);
      for (int i = rows_.start[v]; i < rows_.start[v + 1]; ++i)
        if (st_[rows_.adj[i].second] == kOpen) touch(rows_.adj[i].first);
      v = next_[v];
    } while (v != b);
    std::swap(next_[a], next_[b]);
    size_[a] += size_[b];
    cap_[a] += cap_[b];
    touchCap(a);
  }

  void setVertex(int v, int lo, int hi, int hx) {
    if (lo == lo_[v] && hi == hi_[v] && hx == hx_[v]) return;
    log_.push_back({kUndoVertex, v, lo_[v] | hi_[v] << 8, hx_[v]});
    sumLo_ += lo - lo_[v];
    sumHi_ += hi - hi_[v];
    if (hx != hx_[v]) {
      cap_[comp_[v]] += hx - hx_[v];
      touchCap(comp_[v]);
    }
    lo_[v] = lo, hi_[v] = hi, hx_[v] = hx;
  }

  void undo(const Undo& u) {
    if (u.kind == kUndoFix) {
      st_[u.a] = kOpen;
      for (int v : {ends_[u.a].first, ends_[u.a].second}) ++u_[v], c_[v] -= u.b;
    } else if (u.kind == kUndoMerge) {
      std::swap(next_[u.a], next_[u.b]);
      int v = u.b;
      do comp_[v] = u.b, v = next_[v];
      while (v != u.b);
      size_[u.a] -= size_[u.b];
      cap_[u.a] -= cap_[u.b];
    } else {
      int v = u.a, lo = u.b & 0xff, hi = u.b >> 8;
      sumLo_ += lo - lo_[v];
      sumHi_ += hi - hi_[v];
      cap_[comp_[v]] += u.c - hx_[v];
      lo_[v] = lo, hi_[v] = hi, hx_[v] = u.c;
    }
  }

  // Bring the state back to the Space's (after a checkpoint was restored).
  void sync(Space& s) {
    size_t keep = static_cast<size_t>(s.trailedInt(logLen_));
    if (keep == log_.size() && !stale_) return;
    while (log_.size() > keep) {
      undo(log_.back());
      log_.pop_back();
    }
    clearWork();
  }

  void clearWork() {
    for (int v : work_) inWork_[v] = 0;
    for (int v : capWork_) inCap_[v] = 0;
    for (int v : parWork_) inPar_[v] = 0;
    work_.clear();
    workHead_ = 0;
    capWork_.clear();
    parWork_.clear();
    conflict_ = bridgesDue_ = stale_ = false;
  }

  void touch(int v) {
    if (!inWork_[v]) inWork_[v] = 1, work_.push_back(v);
  }
  void touchCap(int r) {
    if (!inCap_[r]) inCap_[r] = 1, capWork_.push_back(r);
  }
  void touchParity(int v) {
    if (!inPar_[v]) inPar_[v] = 1, parWork_.push_back(v);
  }

  // Everything from the variables (the first call, or after backtracking above it).
  bool init(Space& s) {
    log_.clear();
    clearWork();
    sumLo_ = sumHi_ = 0;
    for (int v = 0; v < n_; ++v) {
      c_[v] = u_[v] = lo_[v] = hi_[v] = hx_[v] = cap_[v] = 0;
      comp_[v] = next_[v] = v;
      size_[v] = 1;
    }
    for (int e = 0; e < m_; ++e) {
      st_[e] = kOpen;
      ++u_[ends_[e].first], ++u_[ends_[e].second];
    }
    for (int e = 0; e < m_; ++e)
      if (s.fixed(x_[e])) applyFix(e, s.value(x_[e]) ? 1 : 0);
    log_.clear();  // the base state: never undone (backtracking above it re-initialises)
    for (int v = 0; v < n_; ++v) touch(v), touchParity(v), touchCap(v);
    bridgesDue_ = true;
    return !conflict_;
  }

  bool fix(Space& s, int e, int val) { return s.assign(x_[e], val) && !conflict_; }

  bool fixAllOpen(Space& s, int v, int val) {
    for (int i = rows_.start[v]; i < rows_.start[v + 1]; ++i) {
      int e = rows_.adj[i].second;
      if (st_[e] == kOpen && !fix(s, e, val)) return false;
    }
    return true;
  }

  bool run(Space& s) {
    if (conflict_) return false;
    for (;;) {
      while (workHead_ < work_.size()) {
        int v = work_[workHead_++];
        inWork_[v] = 0;
        if (!vertex(s, v)) return false;
      }
      work_.clear();
      workHead_ = 0;
      if (!capacity(s)) return false;
      if (!work_.empty()) continue;
      if (!degreeSum(s)) return false;
      if (!work_.empty()) continue;
      if (bridgesDue_) {
        bridgesDue_ = false;
        if (!bridges(s)) return false;
        if (!work_.empty()) continue;
      }
      if (!parWork_.empty()) {
        if (!parity(s)) return false;
        if (!work_.empty()) continue;
      }
      return true;
    }
  }

  // Acyclicity and group counting at v; caches F's bounds.
  bool vertex(Space& s, int v) {
    const int own = comp_[v];
    groups_.clear();
    for (int i = rows_.start[v]; i < rows_.start[v + 1]; ++i) {
      auto [w, e] = rows_.adj[i];
      if (st_[e] != kOpen) continue;
      int r = comp_[w];
      if (r == own) {  // would close a cycle
        if (!fix(s, e, 0)) return false;
        continue;
      }
      graph_detail::addToGroup(groups_, r, e);
    }
    const int c = c_[v], g = static_cast<int>(groups_.size());
    uint64_t f = allowed_[v] & rangeMask(c, c + g);
    if (!f) return false;
    int lo = lowBit(f), hi = highBit(f);
    if (hi == c && u_[v] && !fixAllOpen(s, v, 0)) return false;  // no room for any edge
    if (lo - c == g && g > 0)
      for (auto [root, edge] : groups_)
        if (edge >= 0 && st_[edge] == kOpen && !fix(s, edge, 1)) return false;
    setVertex(v, lo, hi, hi - c);
    return !conflict_;
  }

  // Capacity isolation for the components whose capacity or size changed.
  bool capacity(Space& s) {
    for (size_t k = 0; k < capWork_.size(); ++k) {
      int r = capWork_[k];
      inCap_[r] = 0;
      if (comp_[r] != r || size_[r] == n_) continue;  // absorbed since, or spanning
      if (cap_[r] <= 0) return false;
      if (cap_[r] > 1) continue;  // the other side would need capacity <= 0: it fails itself
      int v = r;
      do {
        for (int i = rows_.start[v]; i < rows_.start[v + 1]; ++i) {
          auto [w, e] = rows_.adj[i];
          if (st_[e] != kOpen) continue;
          int o = comp_[w];
          if (size_[r] + size_[o] < n_ && cap_[r] + cap_[o] <= 2 && !fix(s, e, 0)) return false;
        }
        v = next_[v];
      } while (v != r);
    }
    capWork_.clear();
    return true;
  }

  // Degree sum of a spanning tree: 2(n-1).
  bool degreeSum(Space& s) {
    const long total = 2L * (n_ - 1);
    if (sumLo_ > total || sumHi_ < total) return false;
    if (std::min(total - sumLo_, sumHi_ - total) >= maxSpan_) return true;  // cannot prune
    for (int v = 0; v < n_; ++v) {
      if (!u_[v]) continue;
      uint64_t f = allowed_[v] & rangeMask(c_[v], hi_[v]);
      long maxDeg = total - (sumLo_ - lo_[v]), minDeg = total - (sumHi_ - hi_[v]);
      uint64_t keep = f & rangeMask(static_cast<int>(std::max<long>(minDeg, 0)), static_cast<int>(std::min<long>(maxDeg, 63)));
      if (!keep) return false;
      if (keep == f) continue;
      int nlo = lowBit(keep), nhi = highBit(keep);
      bool moved = false;
      if (nlo == c_[v] + u_[v]) {
        if (!fixAllOpen(s, v, 1)) return false;
        moved = true;
      }
      if (nhi == c_[v] && u_[v]) {
        if (!fixAllOpen(s, v, 0)) return false;
        moved = true;
      }
      if (moved) return true;  // sums moved: back to the vertex rules
    }
    return true;
  }

  // Tarjan over the possible edges: spanning, bridges forced. The walk is over the chosen
  // components as nodes and the unfixed edges between them (a connected chosen part changes
  // neither connectivity nor which other edges are bridges), visiting only the members that
  // still have an unfixed edge: in the middle of a 30x30 search about 250 nodes and 450
  // members instead of 850 vertices.
  bool bridges(Space& s) {
    dfs_.reset(n_);
    int reached = 0;
    found_.clear();
    dfs_.run(
        rows_, comp_[0], [&](int e) { return st_[e] == kOpen; }, [&](int w) { return comp_[w]; },
        [&](int v) {  // the next member with an unfixed edge, or the component's id
          const int r = comp_[v];
          do v = next_[v];
          while (v != r && !u_[v]);
          return v;
        },
        [&](int r, int) { reached += size_[r]; },
        [&](int, int, int e, bool bridge) {
          if (bridge) found_.push_back(e);
        });
    if (reached < n_) return false;
    for (int e : found_)
      if (st_[e] == kOpen && !fix(s, e, 1)) return false;
    return true;
  }

  // Tarjan over the unfixed edges with residual parities, from the vertices that had an edge
  // fixed since the last pass.
  bool parity(Space& s) {
    const uint64_t odd = 0xAAAAAAAAAAAAAAAAULL;
    dfs_.reset(n_);
    found_.clear();
    foundVal_.clear();
    auto enter = [&](int w, int e) {
      // residual parity; free (2) when the feasible degrees have both parities
      uint64_t f = allowed_[w] & rangeMask(c_[w], c_[w] + u_[w]);
      bool free = (f & odd) && (f & ~odd);
      par_[w] = free ? 2 : static_cast<char>(((f & odd) ? 1 : 0) ^ (c_[w] & 1));
      sub_[w] = par_[w] & 1;
      subFree_[w] = par_[w] >> 1;
      parentEdge_[w] = e;
    };
    auto leave = [&](int p, int v, int, bool bridge) {
      sub_[p] ^= sub_[v];
      subFree_[p] += subFree_[v];
      if (bridge) found_.push_back(v);  // the bridge above v
    };
    roots_.clear();
    roots_.swap(parWork_);
    for (int v : roots_) inPar_[v] = 0;
    for (int root : roots_) {
      if (dfs_.seen(root) || !u_[root]) continue;
      size_t firstBridge = found_.size();
      dfs_.run(rows_, root, [&](int e) { return st_[e] == kOpen; }, enter, leave);
      int totFree = subFree_[root];
      char totPar = sub_[root];
      if (!totFree && totPar) return false;  // odd residual, nothing to absorb it
      // a bridge whose lower or upper side is parity-determined takes that side's parity
      for (size_t k = firstBridge; k < found_.size(); ++k) {
        int v = found_[k], val = -1;
        if (!subFree_[v]) val = sub_[v];
        else if (totFree == subFree_[v]) val = sub_[v] ^ totPar;
        foundVal_.push_back(val);
      }
    }
    // applied after the passes (fixing changes the unfixed graph the DFS walked); every value
    // is a consequence of the same state, so applying them together is sound
    for (size_t k = 0; k < found_.size(); ++k) {
      int val = foundVal_[k], e = parentEdge_[found_[k]];
      if (val >= 0 && st_[e] == kOpen && !fix(s, e, val)) return false;
    }
    return true;
  }

  const int n_, m_;
  const std::vector<std::pair<int, int>> ends_;  // edge -> endpoints
  const VarIds x_;
  std::vector<uint64_t> allowed_;
  const graph_detail::Adjacency rows_;  // (neighbour, edge) rows
  int maxSpan_ = 0;                     // largest max D(v) - min D(v)
  int logLen_ = -1;                     // trailed integer: the valid length of log_

  // Incremental state (see the header comment). st_: one byte per edge, so the rules' edge
  // scans stay in L1 instead of reading the Space's 48-byte variable records.
  std::vector<uint8_t> st_;
  std::vector<int> c_, u_, comp_, next_, size_, cap_, lo_, hi_, hx_;
  long sumLo_ = 0, sumHi_ = 0;
  std::vector<Undo> log_;

  // Transient (empty at every fixpoint, so at every checkpoint).
  std::vector<int> work_, capWork_, parWork_;
  size_t workHead_ = 0;
  std::vector<char> inWork_, inCap_, inPar_;
  bool conflict_ = false, bridgesDue_ = false, stale_ = false, running_ = false;

  // Scratch of the rules and passes.
  graph_detail::EdgeGroups groups_;  // (component, its only edge or -1)
  std::vector<int> found_, foundVal_, roots_, subFree_, parentEdge_;
  std::vector<char> sub_, par_;
  graph_detail::BridgeDfs dfs_;
};

}  // namespace

void degreeTree(Space& s, const Graph& g, const VarIds& x, const std::vector<std::vector<int>>& allowed) {
  if (allowed.size() != 1 && allowed.size() != static_cast<size_t>(g.n))
    throw std::invalid_argument("degreeTree: one allowed-degree set, or one per vertex");
  std::vector<uint64_t> masks(g.n, 0);
  for (int v = 0; v < g.n; ++v)
    for (int k : allowed[allowed.size() == 1 ? 0 : v])
      if (k >= 0 && k < 64) masks[v] |= 1ULL << k;
  auto* p = s.emplace<DegreeTree>(s, g, x, std::move(masks));
  for (size_t i = 0; i < x.size(); ++i) s.subscribe(x[i], p, kEvFix, static_cast<int>(i));
}

}  // namespace deduce::cp
