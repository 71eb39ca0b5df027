// alldifferent at bounds consistency: the algorithm of López-Ortiz, Quimper, Tromp and van Beek,
// "A fast and simple algorithm for bounds consistency of the alldifferent constraint" (IJCAI 2003).
//
// Consistency: bounds consistency (every variable's min and max belong to a solution of the
// relaxation in which each other variable may take any integer of its [min, max]). One lower
// and one upper sweep reach that fixpoint: pruning only unsupported bounds keeps every solution
// of the relaxation, so the new bounds stay supported. Holes inside a bitset domain are ignored
// by the reasoning; when a new bound skips a hole (the domain's min lands above the requested
// value) a new Hall interval may appear, and only then the propagator sweeps again. One run
// thus reaches the fixpoint and the propagator is marked idempotent.
//
// Bounds consistency does not remove a fixed value from the inside of another domain, so
// alldifferentBounds also posts the value-elimination propagator: bounds is then at least as
// strong as value (fewer or equal nodes), as the tests check exactly.
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

#include "cp/constraints/alldiff_common.h"
#include "cp/model.h"

namespace deduce::cp {
namespace {

// Follow parent links while they increase.
inline int pathMax(const int* t, int i) {
  while (t[i] > i) i = t[i];
  return i;
}
// Point every link on the path from `from` up to (excluding) `to` at `target`.
inline void pathSet(int* t, int from, int to, int target) {
  int k = from;
  while (k != to) {
    int next = t[k];
    t[k] = target;
    k = next;
  }
}

// Insertion sort of a permutation by key: linear when the previous order is nearly right.
inline void insertionSort(std::vector<int>& perm, const Val* key) {
  int* p = perm.data();
  for (size_t i = 1; i < perm.size(); ++i) {
    int e = p[i];
    Val k = key[e];
    size_t j = i;
    for (; j > 0 && key[p[j - 1]] > k; --j) p[j] = p[j - 1];
    p[j] = e;
  }
}

// Raises lower bounds past Hall intervals, for intervals [lo[i], hi[i]] with byLo / byHi sorted
// ascending by lo / hi. Writes the new lower bounds into newLo; false if some interval holds
// more variables than values (no solution).
class HallSweep {
 public:
  bool raiseMins(int n, const Val* lo, const Val* hi, const int* byLo, const int* byHi, Val* newLo) {
    rankLo_.resize(n);
    rankHi_.resize(n);
    bounds_.resize(2 * n + 2);
    t_.resize(2 * n + 2);
    h_.resize(2 * n + 2);
    d_.resize(2 * n + 2);
    int* rankLo = rankLo_.data();
    int* rankHi = rankHi_.data();
    Val* bounds = bounds_.data();
    int* t = t_.data();
    int* h = h_.data();
    Val* d = d_.data();
    // Merge the lo values and the hi+1 values into one sorted array of distinct bounds; a
    // sentinel below (and one above) keeps the union-find free of edge cases.
    int nb = 0;
    Val nextLo = lo[byLo[0]], nextHi = hi[byHi[0]] + 1;
    Val last = nextLo - 2;
    bounds[0] = last;
    for (int i = 0, j = 0;;) {
      if (i < n && nextLo <= nextHi) {
        if (nextLo != last) bounds[++nb] = last = nextLo;
        rankLo[byLo[i]] = nb;
        if (++i < n) nextLo = lo[byLo[i]];
      } else {
        if (nextHi != last) bounds[++nb] = last = nextHi;
        rankHi[byHi[j]] = nb;
        if (++j == n) break;
        nextHi = hi[byHi[j]] + 1;
      }
    }
    bounds[nb + 1] = bounds[nb] + 2;
    for (int i = 1; i <= nb + 1; ++i) {
      t[i] = h[i] = i - 1;
      d[i] = bounds[i] - bounds[i - 1];
    }
    for (int k = 0; k < n; ++k) {
      int v = byHi[k];
      int x = rankLo[v], y = rankHi[v];
      // occupy the first block with capacity left at or after x
      int z = pathMax(t, x + 1);
      int j = t[z];
      if (--d[z] == 0) {  // block full: merge it with the next one
        t[z] = z + 1;
        z = pathMax(t, t[z]);
        t[z] = j;
      }
      pathSet(t, x + 1, z, z);
      if (d[z] < bounds[z] - bounds[y]) return false;  // more variables than values
      newLo[v] = lo[v];
      if (h[x] > x) {  // x starts inside a Hall interval: jump past it
        int w = pathMax(h, h[x]);
        newLo[v] = bounds[w];
        pathSet(h, x, w, w);
      }
      if (d[z] == bounds[z] - bounds[y]) {  // [bounds[j], bounds[y]) is a Hall interval
        pathSet(h, h[y], j - 1, y);
        h[y] = j - 1;
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
  AlldiffBounds(VarIds x, std::vector<Val> c) : x_(std::move(x)), c_(std::move(c)) {
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
      if (!sweep_.raiseMins(static_cast<int>(n), lo_.data(), hi_.data(), byLo_.data(), byHi_.data(), newLo_.data())) return false;
      bool changed = false, skipped = false;
      for (size_t i = 0; i < n; ++i) {
        if (newLo_[i] > lo_[i]) {
          if (!s.setMin(x_[i], newLo_[i] - c_[i])) return false;
          changed = true;
          skipped |= s.min(x_[i]) + c_[i] != newLo_[i];
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
      if (!sweep_.raiseMins(static_cast<int>(n), mlo_.data(), mhi_.data(), mByLo_.data(), mByHi_.data(), newLo_.data())) return false;
      for (size_t i = 0; i < n; ++i) {
        if (-newLo_[i] < hi_[i]) {
          if (!s.setMax(x_[i], -newLo_[i] - c_[i])) return false;
          skipped |= s.max(x_[i]) + c_[i] != -newLo_[i];
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
      lo_[i] = s.min(x_[i]) + c_[i];
      hi_[i] = s.max(x_[i]) + c_[i];
    }
    insertionSort(byLo_, lo_.data());
    insertionSort(byHi_, hi_.data());
  }

  VarIds x_;
  std::vector<Val> c_;  // offsets: the constraint is on x_i + c_i; lo_/hi_ hold shifted bounds
  std::vector<Val> lo_, hi_, newLo_, mlo_, mhi_;
  std::vector<int> byLo_, byHi_, mByLo_, mByHi_;
  HallSweep sweep_;
};

}  // namespace

void alldifferentBounds(Space& s, const VarIds& x) { alldifferentBounds(s, x, std::vector<Val>(x.size(), 0)); }

void alldifferentBounds(Space& s, const VarIds& x, const std::vector<Val>& c) {
  if (hasRepeatedVariable(x, c)) {
    s.fail();
    return;
  }
  // Bounds consistency alone does not remove a fixed value from the inside of another domain;
  // the cheap value-elimination propagator does, so bounds is at least as strong as value.
  alldifferentValue(s, x, c);
  auto* p = s.emplace<AlldiffBounds>(x, c);
  for (VarId v : x) s.subscribe(v, p, kEvBnd);
}

}  // namespace deduce::cp
