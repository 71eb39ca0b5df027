// element: array[idx] == v, idx 0-based.
//
// Constant array (ElementConst): domain consistency on idx and v. idx keeps the indices i in
// [0, n) with array[i] in dom(v); v keeps the values array[i] for i in dom(idx). After these two
// passes every remaining value has a support, so one run reaches the fixpoint (a bounds-only v,
// whose holes are not represented, is handled by tightening its bounds and looping).
//
// Variable array (ElementVar): the classical filtering of Gecode/Choco's element on variables:
// idx keeps the indices i whose array[i] intersects dom(v); v keeps the union of dom(array[i])
// over i in dom(idx); once idx is fixed to i, array[i] == v is enforced domain-consistently
// (both domains become their intersection). This is domain consistency on idx and v, and on the
// array variables once idx is fixed (an array variable is not pruned while idx is open).
//
// Cost: O(|dom(idx)| + |dom(v)| log n) per run for constants; O(sum of the domains at possible
// indices) for variables. Intersections iterate over the smaller domain.
#include <algorithm>

#include "cp/model.h"

namespace deduce::cp {
namespace {

// Does dom(x) intersect dom(y)? Iterates over the smaller domain; for bounds-only domains the
// answer is the interval overlap (sound: a hole is never represented).
bool intersects(const Space& s, VarId x, VarId y) {
  if (s.max(x) < s.min(y) || s.max(y) < s.min(x)) return false;
  if (s.boundsOnly(x) && s.boundsOnly(y)) return true;  // intervals that overlap
  // iterate over a bitset domain, the smaller one when both are bitsets
  if (s.boundsOnly(x) || (!s.boundsOnly(y) && s.size(y) < s.size(x))) std::swap(x, y);
  Val hi = std::min(s.max(x), s.max(y));
  for (Val v = std::max(s.min(x), s.min(y)); v <= hi; v = s.next(x, v))
    if (s.contains(x, v) && s.contains(y, v)) return true;
  return false;
}

// Restrict x to the values w with keep(w); `lo`/`hi` are the smallest/largest kept values (used
// for bounds-only domains, whose interior cannot be filtered).
template <class F> bool restrict(Space& s, VarId x, Val lo, Val hi, F&& keep) {
  if (!s.setMin(x, lo) || !s.setMax(x, hi)) return false;
  if (s.boundsOnly(x)) return true;
  return s.filter(x, keep);
}

class ElementConst : public Propagator {
 public:
  ElementConst(std::vector<Val> a, VarId idx, VarId v) : a_(std::move(a)), idx_(idx), v_(v) {
    priority = kPrioBinary;
    idempotent = idx != v;
  }
  const char* name() const override { return "element-const"; }
  bool propagate(Space& s) override {
    while (true) {
      uint64_t before = s.size(idx_) + s.size(v_);
      if (!s.setMin(idx_, 0) || !s.setMax(idx_, static_cast<Val>(a_.size()) - 1)) return false;
      if (!s.filter(idx_, [&](Val i) { return s.contains(v_, a_[i]); })) return false;
      sup_.clear();
      s.forEach(idx_, [&](Val i) { sup_.push_back(a_[i]); });
      std::sort(sup_.begin(), sup_.end());
      if (!restrict(s, v_, sup_.front(), sup_.back(),
                    [&](Val w) { return std::binary_search(sup_.begin(), sup_.end(), w); }))
        return false;
      if (s.size(idx_) + s.size(v_) == before) return true;
    }
  }

 private:
  std::vector<Val> a_;
  VarId idx_, v_;
  std::vector<Val> sup_;  // scratch: the values array[i], i in dom(idx), sorted
};

class ElementVar : public Propagator {
 public:
  ElementVar(VarIds a, VarId idx, VarId v) : a_(std::move(a)), idx_(idx), v_(v) { priority = kPrioGlobal; }
  const char* name() const override { return "element-var"; }
  bool propagate(Space& s) override {
    if (!s.setMin(idx_, 0) || !s.setMax(idx_, static_cast<Val>(a_.size()) - 1)) return false;
    if (!s.filter(idx_, [&](Val i) { return intersects(s, a_[i], v_); })) return false;
    if (s.fixed(idx_)) {
      VarId x = a_[s.value(idx_)];
      // x == v, domain consistent: both become the intersection
      Val lo = std::max(s.min(x), s.min(v_)), hi = std::min(s.max(x), s.max(v_));
      return restrict(s, x, lo, hi, [&](Val w) { return s.contains(v_, w); }) &&
             restrict(s, v_, lo, hi, [&](Val w) { return s.contains(x, w); });
    }
    // v within the union of the possible array variables' domains
    Val lo = s.max(v_) + 1, hi = s.min(v_) - 1;
    s.forEach(idx_, [&](Val i) {
      VarId x = a_[i];
      Val first = s.contains(x, s.min(v_)) ? s.min(v_) : s.next(x, s.min(v_));
      Val last = s.contains(x, s.max(v_)) ? s.max(v_) : s.prev(x, s.max(v_));
      lo = std::min(lo, first);
      hi = std::max(hi, last);
    });
    return restrict(s, v_, lo, hi, [&](Val w) {
      for (Val i = s.min(idx_); i <= s.max(idx_); i = s.next(idx_, i))
        if (s.contains(a_[i], w)) return true;
      return false;
    });
  }

 private:
  VarIds a_;
  VarId idx_, v_;
};

}  // namespace

void element(Space& s, const std::vector<Val>& array, VarId idx, VarId v) {
  if (array.empty()) {
    s.fail();
    return;
  }
  auto* p = s.emplace<ElementConst>(array, idx, v);
  s.subscribe(idx, p, kEvDom);
  s.subscribe(v, p, kEvDom);
}

void element(Space& s, const VarIds& array, VarId idx, VarId v) {
  if (array.empty()) {
    s.fail();
    return;
  }
  auto* p = s.emplace<ElementVar>(array, idx, v);
  s.subscribe(idx, p, kEvDom);
  s.subscribe(v, p, kEvDom);
  for (size_t i = 0; i < array.size(); ++i) s.subscribe(array[i], p, kEvDom);
}

}  // namespace deduce::cp
