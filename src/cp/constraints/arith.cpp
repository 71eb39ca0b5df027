// Binary arithmetic constraints.
//
// x == y + c   domain consistency: each side keeps the values supported by the other (one pass
//              over each bitset; bounds consistency for bounds-only variables).
// x != y + c   forward checking, which is domain consistency for a binary disequality: when one
//              side is fixed its value (shifted) is removed from the other.
// x <= y + c   bounds consistency (which is domain consistency for <=).
// |x - y| == c domain consistency: v stays in x iff v-c or v+c is in y, and vice versa.
// x != c       applied once at posting time; no propagator is needed.
#include <cstdlib>

#include "cp/model.h"

namespace deduce::cp {
namespace {

class EqOffset : public Propagator {
 public:
  EqOffset(VarId x, VarId y, Val c) : x_(x), y_(y), c_(c) {
    priority = kPrioBinary;
    idempotent = true;
  }
  const char* name() const override { return "x==y+c"; }
  bool propagate(Space& s) override {
    while (true) {
      if (!s.setMin(x_, s.min(y_) + c_) || !s.setMax(x_, s.max(y_) + c_)) return false;
      if (!s.setMin(y_, s.min(x_) - c_) || !s.setMax(y_, s.max(x_) - c_)) return false;
      if (s.min(x_) == s.min(y_) + c_ && s.max(x_) == s.max(y_) + c_) break;
    }
    if (s.boundsOnly(x_) || s.boundsOnly(y_)) return true;  // holes are not represented
    if (!s.filter(x_, [&](Val v) { return s.contains(y_, v - c_); })) return false;
    if (!s.filter(y_, [&](Val v) { return s.contains(x_, v + c_); })) return false;
    return true;
  }

 private:
  VarId x_, y_;
  Val c_;
};

class NeOffset : public Propagator {
 public:
  NeOffset(VarId x, VarId y, Val c) : x_(x), y_(y), c_(c) {
    priority = kPrioBinary;
    idempotent = true;
  }
  const char* name() const override { return "x!=y+c"; }
  bool propagate(Space& s) override {
    if (s.fixed(x_)) return s.remove(y_, s.value(x_) - c_);
    if (s.fixed(y_)) return s.remove(x_, s.value(y_) + c_);
    return true;
  }

 private:
  VarId x_, y_;
  Val c_;
};

class LeOffset : public Propagator {
 public:
  LeOffset(VarId x, VarId y, Val c) : x_(x), y_(y), c_(c) {
    priority = kPrioBinary;
    idempotent = true;
  }
  const char* name() const override { return "x<=y+c"; }
  bool propagate(Space& s) override {
    return s.setMax(x_, s.max(y_) + c_) && s.setMin(y_, s.min(x_) - c_);
  }

 private:
  VarId x_, y_;
  Val c_;
};

class DistEq : public Propagator {
 public:
  DistEq(VarId x, VarId y, Val c) : x_(x), y_(y), c_(c) {
    priority = kPrioBinary;
    idempotent = false;
  }
  const char* name() const override { return "|x-y|==c"; }
  bool propagate(Space& s) override {
    auto supported = [&](VarId other, Val v) { return s.contains(other, v - c_) || s.contains(other, v + c_); };
    if (s.boundsOnly(x_) || s.boundsOnly(y_)) {
      // bounds reasoning only: x in [min(y)-c, max(y)+c]
      return s.setMin(x_, s.min(y_) - c_) && s.setMax(x_, s.max(y_) + c_) && s.setMin(y_, s.min(x_) - c_) &&
             s.setMax(y_, s.max(x_) + c_);
    }
    return s.filter(x_, [&](Val v) { return supported(y_, v); }) &&
           s.filter(y_, [&](Val v) { return supported(x_, v); });
  }

 private:
  VarId x_, y_;
  Val c_;
};

}  // namespace

void equal(Space& s, VarId x, VarId y, Val c) {
  auto* p = s.emplace<EqOffset>(x, y, c);
  s.subscribe(x, p, kEvDom);
  s.subscribe(y, p, kEvDom);
}

void notEqual(Space& s, VarId x, VarId y, Val c) {
  auto* p = s.emplace<NeOffset>(x, y, c);
  s.subscribe(x, p, kEvFix);
  s.subscribe(y, p, kEvFix);
}

void lessEq(Space& s, VarId x, VarId y, Val c) {
  auto* p = s.emplace<LeOffset>(x, y, c);
  s.subscribe(x, p, kEvBnd);
  s.subscribe(y, p, kEvBnd);
}

void distanceEq(Space& s, VarId x, VarId y, Val c) {
  auto* p = s.emplace<DistEq>(x, y, std::abs(c));
  s.subscribe(x, p, kEvDom);
  s.subscribe(y, p, kEvDom);
}

void notEqualConst(Space& s, VarId x, Val c) { s.remove(x, c); }

}  // namespace deduce::cp
