// Reified and half-reified constraints: b <=> C (Equiv) and b -> C (Imp) for a linear
// condition C = sum(a_i * x_i) rel c, and for set membership C = x in S (S constant).
//
// ReifLinear: the condition is normalised to rel in {==, !=, <=} (>= negates the coefficients,
// < and > shift c). With L and U the sums of the smallest and largest contributions, C is
// entailed when (<=) U <= c, (==) L == U == c, (!=) c outside [L, U]; it is disentailed when
// (<=) L > c, (==) c outside [L, U], (!=) L == U == c. Entailment fixes b (Equiv: either way;
// Imp: only b = 0 on disentailment). A fixed b imposes C or, for Equiv and b = 0, its negation
// (<= becomes >= c + 1, == becomes !=, != becomes ==) with the linear propagators' reasoning:
// interval reasoning for <= and == (bounds(R)), forward checking for != (the one value left is
// removed). The propagator is not idempotent: the engine reruns it after its own changes.
//
// InSet / ReifInSet: S is a list of sorted disjoint ranges. InSet is domain consistent on
// bitset domains (values outside S removed once, when posted) and bounds consistent on
// bounds-only ones (whose interior holes cannot be represented: their bounds are moved to the
// nearest values of S, which makes the constraint exact when x is fixed). ReifInSet decides b
// when dom(x) lies inside S or outside it, and imposes x in S or x not in S when b is fixed.
#include <algorithm>

#include "cp/model.h"

namespace deduce::cp {
namespace {

// sum(a_i * x_i) over the smallest (L) and largest (U) contributions.
void sumBounds(const Space& s, const std::vector<Val>& a, const VarIds& x, Val& L, Val& U) {
  L = U = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    Val lo = a[i] * s.min(x[i]), hi = a[i] * s.max(x[i]);
    if (a[i] < 0) std::swap(lo, hi);
    L += lo;
    U += hi;
  }
}

// sum(sign * a_i * x_i) <= c by one pass of interval reasoning (one pass reaches the fixpoint
// of a single <=).
bool enforceLe(Space& s, const std::vector<Val>& a, const VarIds& x, Val sign, Val c) {
  Val L = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    Val ai = sign * a[i];
    L += ai > 0 ? ai * s.min(x[i]) : ai * s.max(x[i]);
  }
  if (L > c) return false;
  for (size_t i = 0; i < x.size(); ++i) {
    Val ai = sign * a[i];
    if (ai > 0) {
      if (!s.setMax(x[i], floorDiv(c - (L - ai * s.min(x[i])), ai))) return false;
    } else {
      if (!s.setMin(x[i], ceilDiv(c - (L - ai * s.max(x[i])), ai))) return false;
    }
  }
  return true;
}

// sum(a_i * x_i) != c: remove the one value left when a single variable is unfixed.
bool enforceNe(Space& s, const std::vector<Val>& a, const VarIds& x, Val c) {
  int open = -1;
  Val rest = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    if (s.fixed(x[i])) {
      rest += a[i] * s.value(x[i]);
    } else {
      if (open >= 0) return true;
      open = static_cast<int>(i);
    }
  }
  if (open < 0) return rest != c;
  Val r = c - rest;
  if (r % a[open] != 0) return true;
  return s.remove(x[open], r / a[open]);
}

class ReifLinear : public Propagator {
 public:
  ReifLinear(std::vector<Val> a, VarIds x, Rel rel, Val c, VarId b, Reif mode)
      : a_(std::move(a)), x_(std::move(x)), rel_(rel), c_(c), b_(b), mode_(mode) {
    priority = kPrioLinear;
  }
  const char* name() const override { return "reified linear"; }
  bool propagate(Space& s) override {
    if (s.fixed(b_)) {
      if (s.value(b_)) return enforce(s, rel_);
      if (mode_ == Reif::Imp) return true;
      return enforce(s, rel_ == Rel::LE ? Rel::GT : rel_ == Rel::EQ ? Rel::NE : Rel::EQ);
    }
    Val L, U;
    sumBounds(s, a_, x_, L, U);
    bool yes = false, no = false;
    switch (rel_) {
      case Rel::LE: yes = U <= c_, no = L > c_; break;
      case Rel::EQ: yes = L == U && L == c_, no = c_ < L || c_ > U; break;
      default: yes = c_ < L || c_ > U, no = L == U && L == c_; break;
    }
    if (no) return s.assign(b_, 0);
    if (yes && mode_ == Reif::Equiv) return s.assign(b_, 1);
    return true;
  }

 private:
  bool enforce(Space& s, Rel r) {
    switch (r) {
      case Rel::LE: return enforceLe(s, a_, x_, 1, c_);
      case Rel::GT: return enforceLe(s, a_, x_, -1, -c_ - 1);
      case Rel::EQ: return enforceLe(s, a_, x_, 1, c_) && enforceLe(s, a_, x_, -1, -c_);
      default: return enforceNe(s, a_, x_, c_);
    }
  }
  std::vector<Val> a_;
  VarIds x_;
  Rel rel_;  // EQ, NE or LE
  Val c_;
  VarId b_;
  Reif mode_;
};

// The smallest value of `set` >= v (INT64_MAX if none) and the largest <= v (INT64_MIN if none).
Val ceilIn(const ValRanges& set, Val v) {
  for (auto [lo, hi] : set)
    if (hi >= v) return std::max(lo, v);
  return INT64_MAX;
}
Val floorIn(const ValRanges& set, Val v) {
  for (auto it = set.rbegin(); it != set.rend(); ++it)
    if (it->first <= v) return std::min(it->second, v);
  return INT64_MIN;
}
bool inRanges(const ValRanges& set, Val v) {
  for (auto [lo, hi] : set)
    if (lo <= v && v <= hi) return true;
  return false;
}

// x in set (keep = true) or x not in set (keep = false).
bool restrictTo(Space& s, VarId x, const ValRanges& set, bool keep) {
  if (keep) {
    Val lo = ceilIn(set, s.min(x)), hi = floorIn(set, s.max(x));
    if (lo == INT64_MAX || hi == INT64_MIN || lo > hi) return s.setMin(x, s.max(x) + 1);
    if (!s.setMin(x, lo) || !s.setMax(x, hi)) return false;
    if (s.boundsOnly(x)) return true;
    for (size_t i = 0; i + 1 < set.size(); ++i)
      for (Val v = std::max(set[i].second + 1, s.min(x)); v < set[i + 1].first && v <= s.max(x); v = s.next(x, v))
        if (!s.remove(x, v)) return false;
    return true;
  }
  // not in set: move the bounds out of the ranges that hold them, then remove interior values
  for (bool moved = true; moved;) {
    moved = false;
    for (auto [lo, hi] : set) {
      if (s.min(x) >= lo && s.min(x) <= hi) {
        if (!s.setMin(x, hi + 1)) return false;
        moved = true;
      }
      if (s.max(x) >= lo && s.max(x) <= hi) {
        if (!s.setMax(x, lo - 1)) return false;
        moved = true;
      }
    }
  }
  if (s.boundsOnly(x)) return true;
  for (auto [lo, hi] : set)
    for (Val v = std::max(lo, s.min(x)); v <= hi && v <= s.max(x); v = s.next(x, v))
      if (!s.remove(x, v)) return false;
  return true;
}

class InSet : public Propagator {
 public:
  InSet(VarId x, ValRanges set) : x_(x), set_(std::move(set)) {
    priority = kPrioUnary;
    idempotent = true;
  }
  const char* name() const override { return "x in S"; }
  bool propagate(Space& s) override { return restrictTo(s, x_, set_, true); }

 private:
  VarId x_;
  ValRanges set_;
};

class ReifInSet : public Propagator {
 public:
  ReifInSet(VarId b, VarId x, ValRanges set, Reif mode) : b_(b), x_(x), set_(std::move(set)), mode_(mode) {
    priority = kPrioUnary;
  }
  const char* name() const override { return "b<=>x in S"; }
  bool propagate(Space& s) override {
    if (s.fixed(b_)) {
      if (s.value(b_)) return restrictTo(s, x_, set_, true);
      return mode_ == Reif::Imp || restrictTo(s, x_, set_, false);
    }
    // inside: every value of x in S; outside: none
    bool inside = true, outside = true;
    if (s.boundsOnly(x_)) {
      Val lo = s.min(x_), hi = s.max(x_);
      inside = false;
      for (auto [a, b] : set_) {
        if (a <= lo && hi <= b) inside = true;
        if (a <= hi && lo <= b) outside = false;
      }
    } else {
      for (Val v = s.min(x_); v <= s.max(x_) && (inside || outside); v = s.next(x_, v))
        (inRanges(set_, v) ? outside : inside) = false;
    }
    if (outside) return s.assign(b_, 0);
    if (inside && mode_ == Reif::Equiv) return s.assign(b_, 1);
    return true;
  }

 private:
  VarId b_, x_;
  ValRanges set_;
  Reif mode_;
};

}  // namespace

void reifLinear(Space& s, const std::vector<Val>& a0, const VarIds& x0, Rel rel, Val c, VarId b, Reif mode) {
  if (!s.setMin(b, 0) || !s.setMax(b, 1)) return;
  std::vector<Val> a;
  VarIds x;
  for (size_t i = 0; i < x0.size(); ++i) {
    if (a0[i] == 0) continue;
    if (s.fixed(x0[i])) c -= a0[i] * s.value(x0[i]);
    else a.push_back(a0[i]), x.push_back(x0[i]);
  }
  if (rel == Rel::LT) rel = Rel::LE, c -= 1;
  if (rel == Rel::GT) rel = Rel::GE, c += 1;
  if (rel == Rel::GE) {
    for (Val& v : a) v = -v;
    c = -c;
    rel = Rel::LE;
  }
  auto* p = s.emplace<ReifLinear>(a, x, rel, c, b, mode);
  for (VarId v : x) s.subscribe(v, p, kEvBnd);
  s.subscribe(b, p, kEvFix);
}

void inSet(Space& s, VarId x, const ValRanges& set) {
  if (!restrictTo(s, x, set, true)) {
    s.fail();
    return;
  }
  // bitset domains are exact now; bounds-only ones need the bounds kept inside the ranges
  if (s.boundsOnly(x) && set.size() > 1) s.subscribe(x, s.emplace<InSet>(x, set), kEvBnd);
}

void reifInSet(Space& s, VarId b, VarId x, const ValRanges& set, Reif mode) {
  if (!s.setMin(b, 0) || !s.setMax(b, 1)) return;
  auto* p = s.emplace<ReifInSet>(b, x, set, mode);
  s.subscribe(x, p, kEvDom);
  s.subscribe(b, p, kEvFix);
}

}  // namespace deduce::cp
