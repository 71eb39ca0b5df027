// alldifferent at bounds consistency: the algorithm of López-Ortiz, Quimper, Tromp and van Beek,
// "A fast and simple algorithm for bounds consistency of the alldifferent constraint" (IJCAI 2003).
//
// Consistency: bounds consistency (every variable's min and max belong to a solution of the
// relaxation in which each other variable may take any integer of its [min, max]). Holes inside
// a domain are ignored by the reasoning (bitset domains keep them), so the propagator loops
// until no bound moves: raising a minimum onto a hole may skip further values and create a new
// Hall interval. The loop makes one run reach the fixpoint, so it is marked idempotent.
//
// Algorithm. A Hall interval is an interval [a, b] that contains the domains of exactly b-a+1
// variables; every other variable must avoid it. Lower bounds are raised in one sweep over the
// variables in increasing order of max: each variable "occupies" the first free value at or after
// its min (a path-compressed union-find `t` over the sorted distinct bound values, with `d` the
// capacity left between consecutive bounds); when the capacity of a block reaches 0 a Hall
// interval is closed and recorded in a second path-compressed structure `h`, through which any
// later variable starting inside it jumps to its end. Upper bounds are the mirror image: the same
// routine runs on the negated intervals. Cost O(n log n) for the sort (insertion sort of the
// previous order, nearly linear in practice since bounds move little between calls) plus almost
// linear union-find work.
//
// Data layout: the variables' bounds are copied into flat arrays (lo, hi) indexed by position;
// two permutations sorted by lo and by hi persist across calls; the bound values are merged
// into one sorted array `bounds` of at most 2n+2 entries with per-variable ranks into it, and
// the union-find arrays t, h, d are indexed by rank. Everything is a few contiguous vectors
// reused across calls: no allocation in the hot path.
#include <algorithm>

#include "cp/model.h"

namespace deduce::cp {
namespace {

// Follow parent links while they increase (pathMax) or decrease (pathMin).
inline int pathMax(const std::vector<int>& t, int i) {
  while (t[i] > i) i = t[i];
  return i;
}
// Point every link on the path from `from` up to (excluding) `to` at `target`.
inline void pathSet(std::vector<int>& t, int from, int to, int target) {
  int k = from;
  while (k != to) {
    int next = t[k];
    t[k] = target;
    k = next;
  }
}

// Insertion sort of a permutation by key: linear when the previous order is nearly right.
template <class Key> void insertionSort(std::vector<int>& perm, Key key) {
  for (size_t i = 1; i < perm.size(); ++i) {
    int p = perm[i];
    Val k = key(p);
    size_t j = i;
    while (j > 0 && key(perm[j - 1]) > k) {
      perm[j] = perm[j - 1];
      --j;
    }
    perm[j] = p;
  }
}

// Raises lower bounds past Hall intervals, for intervals [lo[i], hi[i]] with byLo / byHi sorted
// ascending by lo / hi. Writes the new lower bounds into newLo; false if some interval holds
// more variables than values (no solution).
class HallSweep {
 public:
  bool raiseMins(const std::vector<Val>& lo, const std::vector<Val>& hi, const std::vector<int>& byLo,
                 const std::vector<int>& byHi, std::vector<Val>& newLo) {
    const int n = static_cast<int>(lo.size());
    rankLo_.resize(n);
    rankHi_.resize(n);
    bounds_.resize(2 * n + 2);
    // Merge the lo values and the hi+1 values into one sorted array of distinct bounds; a
    // sentinel below (and one above) keeps the union-find free of edge cases.
    int nb = 0;
    Val last = lo[byLo[0]] - 2;
    bounds_[0] = last;
    for (int i = 0, j = 0; j < n;) {
      if (i < n && lo[byLo[i]] <= hi[byHi[j]] + 1) {
        Val v = lo[byLo[i]];
        if (v != last) bounds_[++nb] = last = v;
        rankLo_[byLo[i++]] = nb;
      } else {
        Val v = hi[byHi[j]] + 1;
        if (v != last) bounds_[++nb] = last = v;
        rankHi_[byHi[j++]] = nb;
      }
    }
    bounds_[nb + 1] = bounds_[nb] + 2;
    t_.resize(nb + 2);
    h_.resize(nb + 2);
    d_.resize(nb + 2);
    for (int i = 1; i <= nb + 1; ++i) {
      t_[i] = h_[i] = i - 1;
      d_[i] = bounds_[i] - bounds_[i - 1];
    }
    for (int k = 0; k < n; ++k) {
      int v = byHi[k];
      int x = rankLo_[v], y = rankHi_[v];
      // occupy the first block with capacity left at or after x
      int z = pathMax(t_, x + 1);
      int j = t_[z];
      if (--d_[z] == 0) {  // block full: merge it with the next one
        t_[z] = z + 1;
        z = pathMax(t_, t_[z]);
        t_[z] = j;
      }
      pathSet(t_, x + 1, z, z);
      if (d_[z] < bounds_[z] - bounds_[y]) return false;  // more variables than values
      newLo[v] = lo[v];
      if (h_[x] > x) {  // x starts inside a Hall interval: jump past it
        int w = pathMax(h_, h_[x]);
        newLo[v] = bounds_[w];
        pathSet(h_, x, w, w);
      }
      if (d_[z] == bounds_[z] - bounds_[y]) {  // [bounds[j], bounds[y]) is a Hall interval
        pathSet(h_, h_[y], j - 1, y);
        h_[y] = j - 1;
      }
    }
    return true;
  }

 private:
  std::vector<int> rankLo_, rankHi_, t_, h_;
  std::vector<Val> bounds_, d_;
};

class AlldiffBounds : public Propagator {
 public:
  explicit AlldiffBounds(VarIds x) : x_(std::move(x)) {
    priority = kPrioGlobal;
    idempotent = true;
    const size_t n = x_.size();
    lo_.resize(n);
    hi_.resize(n);
    newLo_.resize(n);
    mlo_.resize(n);
    mhi_.resize(n);
    byLo_.resize(n);
    byHi_.resize(n);
    mByLo_.resize(n);
    mByHi_.resize(n);
    for (size_t i = 0; i < n; ++i) byLo_[i] = byHi_[i] = static_cast<int>(i);
  }
  const char* name() const override { return "alldiff-bounds"; }

  bool propagate(Space& s) override {
    const size_t n = x_.size();
    if (n < 2) return true;
    while (true) {
      // lower bounds
      readAndSort(s);
      if (!sweep_.raiseMins(lo_, hi_, byLo_, byHi_, newLo_)) return false;
      bool changed = false, skipped = false;
      for (size_t i = 0; i < n; ++i) {
        if (newLo_[i] > lo_[i]) {
          if (!s.setMin(x_[i], newLo_[i])) return false;
          changed = true;
          skipped |= s.min(x_[i]) != newLo_[i];
        }
      }
      // upper bounds: the same sweep on the mirrored intervals [-hi, -lo]
      if (changed) readAndSort(s);
      for (size_t i = 0; i < n; ++i) {
        mlo_[i] = -hi_[i];
        mhi_[i] = -lo_[i];
        mByLo_[i] = byHi_[n - 1 - i];
        mByHi_[i] = byLo_[n - 1 - i];
      }
      if (!sweep_.raiseMins(mlo_, mhi_, mByLo_, mByHi_, newLo_)) return false;
      for (size_t i = 0; i < n; ++i) {
        if (-newLo_[i] < hi_[i]) {
          if (!s.setMax(x_[i], -newLo_[i])) return false;
          skipped |= s.max(x_[i]) != -newLo_[i];
        }
      }
      // Pruning only unsupported bounds leaves the solutions of the interval relaxation intact,
      // so the new bounds are supported as they are -- unless a bitset domain moved a bound past
      // the requested value onto the next value present (a hole was skipped). Only then can a
      // new Hall interval have appeared.
      if (!skipped) return true;
    }
  }

 private:
  void readAndSort(Space& s) {
    for (size_t i = 0; i < x_.size(); ++i) {
      lo_[i] = s.min(x_[i]);
      hi_[i] = s.max(x_[i]);
    }
    insertionSort(byLo_, [&](int i) { return lo_[i]; });
    insertionSort(byHi_, [&](int i) { return hi_[i]; });
  }

  VarIds x_;
  std::vector<Val> lo_, hi_, newLo_, mlo_, mhi_;
  std::vector<int> byLo_, byHi_, mByLo_, mByHi_;
  HallSweep sweep_;
};

}  // namespace

void alldifferentBounds(Space& s, const VarIds& x) {
  VarIds sorted = x;
  std::sort(sorted.begin(), sorted.end());
  if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) {  // x_i != x_i: no solution
    s.fail();
    return;
  }
  // Bounds consistency alone does not remove a fixed value from the inside of another domain;
  // the cheap value-elimination propagator does, so bounds is at least as strong as value.
  alldifferentValue(s, x);
  auto* p = s.emplace<AlldiffBounds>(x);
  for (VarId v : x) s.subscribe(v, p, kEvBnd);
}

}  // namespace deduce::cp
