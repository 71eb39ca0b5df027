// count: |{i : x_i == v}| == n.
//
// Algorithm: the counting rule of Beldiceanu's "among"/count with a constant value. With
// F = #{x_i fixed to v} and P = #{x_i whose domain contains v}: n is pruned to [F, P]; if
// n.max == F, v is removed from every undecided x_i; if n.min == P, every x_i that can take v
// takes it. These rules achieve domain consistency: any count in [F, P] is reachable (an
// undecided x_i holds v and at least one other value), v keeps a support in x_i iff
// n.max > F, and the other values iff n.min < P.
//
// Cost O(|x|) per run (two tallies, one pass to prune); stateless, so nothing to restore.
#include <algorithm>

#include "cp/model.h"

namespace deduce::cp {
namespace {

class Count : public Propagator {
 public:
  Count(VarIds x, Val v, VarId n) : x_(std::move(x)), v_(v), n_(n) {
    priority = kPrioLinear;
    // when n is also one of the x (magic series), pruning x changes n: let the engine rerun
    idempotent = std::find(x_.begin(), x_.end(), n_) == x_.end();
  }
  const char* name() const override { return "count"; }
  bool propagate(Space& s) override {
    Val fixed = 0, possible = 0;
    for (VarId x : x_) {
      if (!s.contains(x, v_)) continue;
      ++possible;
      if (s.fixed(x)) ++fixed;
    }
    if (!s.setMin(n_, fixed) || !s.setMax(n_, possible)) return false;
    if (s.max(n_) == fixed && fixed < possible) {
      for (VarId x : x_)
        if (!s.fixed(x) && !s.remove(x, v_)) return false;
    } else if (s.min(n_) == possible && fixed < possible) {
      for (VarId x : x_)
        if (s.contains(x, v_) && !s.assign(x, v_)) return false;
    }
    // Both branches leave F == P == n (already within n's bounds): the run is a fixpoint
    // (unless n is one of the x, see the constructor).
    return true;
  }

 private:
  VarIds x_;
  Val v_;
  VarId n_;
};

}  // namespace

void count(Space& s, const VarIds& x, Val v, VarId n) {
  auto* p = s.emplace<Count>(x, v, n);
  for (VarId xi : x) s.subscribe(xi, p, kEvDom);
  s.subscribe(n, p, kEvBnd);
}

}  // namespace deduce::cp
