// Linear constraints sum(a_i * x_i) rel c.
//
// ==, <=, >=: bounds consistency by the standard interval reasoning. For <= and >= this is
// bounds(Z) consistency (every bound extends to an integer solution). For == it is bounds(R)
// consistency (every bound extends to a solution of the real relaxation): bounds(Z) consistency
// of a linear equation is NP-hard (parity, e.g. 2x + 4y == 3), and no standard solver does it.
// The reasoning is (as in Apt's "Principles of
// Constraint Programming", §6.5, or Gecode's linear propagators): with L = sum of the smallest
// and U = sum of the largest contributions a_i*x_i, each term is bounded by c - (L - its own
// smallest contribution) from above (for <=) and c - (U - its own largest) from below (for >=).
// Rounding with floor/ceil division keeps the bounds integral. The propagator loops until no
// bound moves, so it is idempotent. Cost O(n) per pass.
//
// !=: forward checking: nothing happens until at most one variable is unfixed; then the single
// value that would make the sum equal c is removed (domain consistency for !=).
//
// Data layout: coefficients and variables in two parallel arrays; terms are normalised so that
// <= and >= are both handled by one routine working on (a_i, x_i) with the sign folded into a_i.
#include <algorithm>

#include "cp/model.h"

namespace deduce::cp {
namespace {

class LinearLe : public Propagator {
  // sum a_i x_i <= c  (>= is posted with negated coefficients)
 public:
  LinearLe(std::vector<Val> a, VarIds x, Val c) : a_(std::move(a)), x_(std::move(x)), c_(c) {
    priority = kPrioLinear;
    idempotent = true;
  }
  const char* name() const override { return "linear<="; }
  bool propagate(Space& s) override {
    // minimal contribution of term i: a>0 ? a*min : a*max
    Val L = 0;
    for (size_t i = 0; i < x_.size(); ++i) L += a_[i] > 0 ? a_[i] * s.min(x_[i]) : a_[i] * s.max(x_[i]);
    if (L > c_) return false;
    // one pass suffices for <=: tightening a term never changes L (its minimal contribution is
    // unchanged), so no other bound can move afterwards.
    for (size_t i = 0; i < x_.size(); ++i) {
      Val a = a_[i];
      VarId x = x_[i];
      if (a > 0) {
        Val rest = L - a * s.min(x);
        if (!s.setMax(x, floorDiv(c_ - rest, a))) return false;
      } else {
        Val rest = L - a * s.max(x);
        if (!s.setMin(x, ceilDiv(c_ - rest, a))) return false;
      }
    }
    return true;
  }

 private:
  std::vector<Val> a_;
  VarIds x_;
  Val c_;
};

class LinearEq : public Propagator {
 public:
  LinearEq(std::vector<Val> a, VarIds x, Val c) : a_(std::move(a)), x_(std::move(x)), c_(c) {
    priority = kPrioLinear;
    idempotent = true;
  }
  const char* name() const override { return "linear=="; }
  bool propagate(Space& s) override {
    bool changed = true;
    while (changed) {
      changed = false;
      Val L = 0, U = 0;
      for (size_t i = 0; i < x_.size(); ++i) {
        Val lo = a_[i] * s.min(x_[i]), hi = a_[i] * s.max(x_[i]);
        if (a_[i] < 0) std::swap(lo, hi);
        L += lo;
        U += hi;
      }
      if (L > c_ || U < c_) return false;
      for (size_t i = 0; i < x_.size(); ++i) {
        Val a = a_[i];
        VarId x = x_[i];
        Val mn = s.min(x), mx = s.max(x);
        Val lo = a * mn, hi = a * mx;
        if (a < 0) std::swap(lo, hi);
        // a*x <= c - (L - lo)  and  a*x >= c - (U - hi)
        Val up = c_ - (L - lo), dn = c_ - (U - hi);
        Val nmin, nmax;
        if (a > 0) {
          nmax = floorDiv(up, a);
          nmin = ceilDiv(dn, a);
        } else {
          nmax = floorDiv(dn, a);
          nmin = ceilDiv(up, a);
        }
        if (nmin > mn || nmax < mx) {
          if (!s.setMin(x, nmin) || !s.setMax(x, nmax)) return false;
          // update L and U incrementally
          Val nlo = a * s.min(x), nhi = a * s.max(x);
          if (a < 0) std::swap(nlo, nhi);
          L += nlo - lo;
          U += nhi - hi;
          changed = true;
        }
      }
    }
    return true;
  }

 private:
  std::vector<Val> a_;
  VarIds x_;
  Val c_;
};

class LinearNe : public Propagator {
 public:
  LinearNe(std::vector<Val> a, VarIds x, Val c) : a_(std::move(a)), x_(std::move(x)), c_(c) {
    priority = kPrioLinear;
    idempotent = true;
  }
  const char* name() const override { return "linear!="; }
  bool propagate(Space& s) override {
    int unfixed = -1;
    Val sum = 0;
    for (size_t i = 0; i < x_.size(); ++i) {
      if (s.fixed(x_[i])) {
        sum += a_[i] * s.value(x_[i]);
      } else {
        if (unfixed >= 0) return true;  // two unfixed: nothing to do yet
        unfixed = static_cast<int>(i);
      }
    }
    if (unfixed < 0) return sum != c_;
    Val rest = c_ - sum, a = a_[unfixed];
    if (rest % a == 0) return s.remove(x_[unfixed], rest / a);
    return true;
  }

 private:
  std::vector<Val> a_;
  VarIds x_;
  Val c_;
};

// Merge repeated variables, drop zero coefficients, fold fixed variables into the constant.
void normalise(Space& s, std::vector<Val>& a, VarIds& x, Val& c) {
  std::vector<Val> na;
  VarIds nx;
  for (size_t i = 0; i < x.size(); ++i) {
    if (a[i] == 0) continue;
    auto it = std::find(nx.begin(), nx.end(), x[i]);
    if (it != nx.end()) na[it - nx.begin()] += a[i];
    else {
      nx.push_back(x[i]);
      na.push_back(a[i]);
    }
  }
  a.clear();
  x.clear();
  for (size_t i = 0; i < nx.size(); ++i) {
    if (na[i] == 0) continue;
    if (s.fixed(nx[i])) {
      c -= na[i] * s.value(nx[i]);
      continue;
    }
    a.push_back(na[i]);
    x.push_back(nx[i]);
  }
}

}  // namespace

void linear(Space& s, const std::vector<Val>& a0, const VarIds& x0, Rel rel, Val c) {
  std::vector<Val> a = a0;
  VarIds x = x0;
  normalise(s, a, x, c);
  if (rel == Rel::LT) {
    rel = Rel::LE;
    c -= 1;
  } else if (rel == Rel::GT) {
    rel = Rel::GE;
    c += 1;
  }
  if (rel == Rel::GE) {
    for (Val& v : a) v = -v;
    c = -c;
    rel = Rel::LE;
  }
  if (x.empty()) {
    bool ok = rel == Rel::EQ ? c == 0 : rel == Rel::NE ? c != 0 : 0 <= c;
    if (!ok) s.fail();
    return;
  }
  Propagator* p;
  uint8_t ev = kEvBnd;
  if (rel == Rel::EQ) p = s.emplace<LinearEq>(a, x, c);
  else if (rel == Rel::LE) p = s.emplace<LinearLe>(a, x, c);
  else {
    p = s.emplace<LinearNe>(a, x, c);
    ev = kEvFix;
  }
  for (VarId v : x) s.subscribe(v, p, ev);
}

void linearEqVar(Space& s, const std::vector<Val>& a, const VarIds& x, VarId y) {
  std::vector<Val> aa = a;
  VarIds xx = x;
  aa.push_back(-1);
  xx.push_back(y);
  linear(s, aa, xx, Rel::EQ, 0);
}

}  // namespace deduce::cp
