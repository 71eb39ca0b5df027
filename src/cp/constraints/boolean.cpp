// Boolean constraints and reification over 0/1 variables.
//
// clause(pos, neg): OR(pos) || OR(!neg), by unit propagation with two watched literals
// (MiniSat's scheme, Moskewicz et al. 2001). A literal is false when its variable is fixed to
// the wrong value. The propagator subscribes to every fix event, but notify() only schedules
// it when one of the two watched literals' variables was fixed, so an unwatched assignment costs
// one comparison. A run replaces a false watch by any other non-false literal; when none is
// left, the other watch is made true (or the clause fails). Watches need no trailing: a watch
// is only moved to a literal that is non-false now, hence non-false after any backtrack, and a
// false watch is only kept when the other watch was made true at the same or a later level.
// Unit propagation is domain consistency for one clause.
//
// reifEqConst(b, x, v): b <=> x == v;  reifLeConst(b, x, v): b <=> x <= v;
// reifEqVar(b, x, y):   b <=> x == y.
// All three are domain consistent: b is fixed as soon as x's domain (resp. the intersection of
// dom(x) and dom(y)) decides the condition; a fixed b imposes the condition or its negation
// (x == y as domain intersection; x != y by removing the value of a fixed side from the other).
#include <algorithm>

#include "cp/model.h"

namespace deduce::cp {
namespace {

struct Lit {
  VarId var;
  Val trueVal;  // 1 for a positive literal, 0 for a negated one
};

class Clause : public Propagator {
 public:
  explicit Clause(std::vector<Lit> lits) : lits_(std::move(lits)) {
    priority = kPrioBinary;
    wantsNotify = true;
    idempotent = true;
  }
  const char* name() const override { return "clause"; }
  bool notify(Space&, int idx, uint8_t) override { return idx == w_[0] || idx == w_[1]; }
  bool propagate(Space& s) override {
    for (int k = 0; k < 2; ++k) {
      if (!isFalse(s, w_[k])) continue;
      int other = w_[1 - k];
      int repl = -1;
      for (int i = 0; i < static_cast<int>(lits_.size()); ++i)
        if (i != w_[0] && i != w_[1] && !isFalse(s, i)) {
          repl = i;
          break;
        }
      if (repl >= 0) {
        w_[k] = repl;
        continue;
      }
      // unit (or conflict): the other watch must be true
      return s.assign(lits_[other].var, lits_[other].trueVal);
    }
    return true;
  }

 private:
  bool isFalse(const Space& s, int i) const { return !s.contains(lits_[i].var, lits_[i].trueVal); }
  std::vector<Lit> lits_;
  int w_[2] = {0, 1};
};

class ReifEqConst : public Propagator {
 public:
  ReifEqConst(VarId b, VarId x, Val v) : b_(b), x_(x), v_(v) { priority = kPrioUnary; }
  const char* name() const override { return "b<=>x==v"; }
  bool propagate(Space& s) override {
    if (s.fixed(b_)) return s.value(b_) ? s.assign(x_, v_) : s.remove(x_, v_);
    if (!s.contains(x_, v_)) return s.assign(b_, 0);
    if (s.fixed(x_)) return s.assign(b_, 1);
    return true;
  }

 private:
  VarId b_, x_;
  Val v_;
};

class ReifLeConst : public Propagator {
 public:
  ReifLeConst(VarId b, VarId x, Val v) : b_(b), x_(x), v_(v) { priority = kPrioUnary; }
  const char* name() const override { return "b<=>x<=v"; }
  bool propagate(Space& s) override {
    if (s.fixed(b_)) return s.value(b_) ? s.setMax(x_, v_) : s.setMin(x_, v_ + 1);
    if (s.max(x_) <= v_) return s.assign(b_, 1);
    if (s.min(x_) > v_) return s.assign(b_, 0);
    return true;
  }

 private:
  VarId b_, x_;
  Val v_;
};

class ReifEqVar : public Propagator {
 public:
  ReifEqVar(VarId b, VarId x, VarId y) : b_(b), x_(x), y_(y) { priority = kPrioBinary; }
  const char* name() const override { return "b<=>x==y"; }
  bool propagate(Space& s) override {
    if (s.fixed(b_)) {
      if (s.value(b_) == 0) {
        if (s.fixed(x_)) return s.remove(y_, s.value(x_));
        if (s.fixed(y_)) return s.remove(x_, s.value(y_));
        return true;
      }
      // x == y: both become the intersection of their domains
      if (!s.setMin(x_, s.min(y_)) || !s.setMax(x_, s.max(y_)) || !s.setMin(y_, s.min(x_)) ||
          !s.setMax(y_, s.max(x_)))
        return false;
      return s.filter(x_, [&](Val w) { return s.contains(y_, w); }) &&
             s.filter(y_, [&](Val w) { return s.contains(x_, w); });
    }
    if (s.fixed(x_) && s.fixed(y_)) return s.assign(b_, s.value(x_) == s.value(y_) ? 1 : 0);
    if (!intersect(s)) return s.assign(b_, 0);
    return true;
  }

 private:
  bool intersect(const Space& s) const {
    Val lo = std::max(s.min(x_), s.min(y_)), hi = std::min(s.max(x_), s.max(y_));
    if (lo > hi) return false;
    if (s.boundsOnly(x_) && s.boundsOnly(y_)) return true;  // intervals that overlap
    // iterate over a bitset domain, the smaller one when both are bitsets
    bool useY = s.boundsOnly(x_) || (!s.boundsOnly(y_) && s.size(y_) < s.size(x_));
    VarId a = useY ? y_ : x_, c = useY ? x_ : y_;
    for (Val w = s.contains(a, lo) ? lo : s.next(a, lo); w <= hi; w = s.next(a, w))
      if (s.contains(c, w)) return true;
    return false;
  }
  VarId b_, x_, y_;
};

bool makeBool(Space& s, VarId b) { return s.setMin(b, 0) && s.setMax(b, 1); }

}  // namespace

void clause(Space& s, const VarIds& pos, const VarIds& neg) {
  std::vector<Lit> lits;
  for (VarId x : pos) {
    if (!makeBool(s, x)) return;
    lits.push_back({x, 1});
  }
  for (VarId x : neg) {
    if (!makeBool(s, x)) return;
    lits.push_back({x, 0});
  }
  // drop repeated literals; a variable with both signs makes the clause a tautology
  std::sort(lits.begin(), lits.end(), [](const Lit& a, const Lit& b) {
    return a.var != b.var ? a.var < b.var : a.trueVal < b.trueVal;
  });
  lits.erase(std::unique(lits.begin(), lits.end(),
                         [](const Lit& a, const Lit& b) { return a.var == b.var && a.trueVal == b.trueVal; }),
             lits.end());
  for (size_t i = 1; i < lits.size(); ++i)
    if (lits[i].var == lits[i - 1].var) return;
  if (lits.empty()) {
    s.fail();
    return;
  }
  if (lits.size() == 1) {
    s.assign(lits[0].var, lits[0].trueVal);
    return;
  }
  std::vector<VarId> vars;
  for (const Lit& l : lits) vars.push_back(l.var);
  auto* p = s.emplace<Clause>(std::move(lits));
  for (size_t i = 0; i < vars.size(); ++i) s.subscribe(vars[i], p, kEvFix, static_cast<int>(i));
}

void reifEqConst(Space& s, VarId b, VarId x, Val v) {
  if (!makeBool(s, b)) return;
  auto* p = s.emplace<ReifEqConst>(b, x, v);
  s.subscribe(b, p, kEvFix);
  s.subscribe(x, p, kEvDom);
}

void reifLeConst(Space& s, VarId b, VarId x, Val v) {
  if (!makeBool(s, b)) return;
  auto* p = s.emplace<ReifLeConst>(b, x, v);
  s.subscribe(b, p, kEvFix);
  s.subscribe(x, p, kEvBnd);
}

void reifEqVar(Space& s, VarId b, VarId x, VarId y) {
  if (!makeBool(s, b)) return;
  if (x == y) {
    s.assign(b, 1);
    return;
  }
  auto* p = s.emplace<ReifEqVar>(b, x, y);
  s.subscribe(b, p, kEvFix);
  s.subscribe(x, p, kEvDom);
  s.subscribe(y, p, kEvDom);
}

}  // namespace deduce::cp
