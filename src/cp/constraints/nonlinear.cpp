// Non-linear integer arithmetic: z = x * y, z = x div y, z = x mod y, z = |x|, m = min(x),
// z = x ^ y (the FlatZinc builtins int_times, int_div, int_mod, int_abs, array_int_minimum,
// int_pow).
//
// Each propagator narrows bounds from the interval extremes of the operation (for the
// operations here the extremes of a box lie at its corners, once the divisor's interval is split
// at 0) and is exact when its inputs are fixed, so search that fixes the inputs decides the
// output. Products are computed in 128 bits and clamped, so no bound computation overflows.
//   times: bounds consistency on z; x (y) from z / y (z / x) when the divisor excludes 0;
//          a z without 0 removes 0 from x and y.
//   divide (truncation towards zero): y != 0; z from the corners of x / y over y's negative and
//          positive parts; x within the corners of z * y widened by max|y| - 1; with y fixed,
//          domain consistency on x and z (bitset x of up to 4096 values); with y open and at
//          most 4096 pairs (x, y), domain consistency on all three by supports.
//   modulo (the sign of x): y != 0; |z| < max|y|, z between min(0, x) and max(0, x); domain
//          consistency as for divide.
//   absolute: domain consistent when both domains are bitsets, else bounds.
//   minimum: m in [min of mins, min of maxs]; every x_i >= min(m); the only x_i that can reach
//          max(m) is lowered to it.
//   power: once y is fixed, z from x's bounds (monotone for odd y, of |x| for even y) and x
//          from z's by integer roots; exact when fixed. A negative exponent is only defined
//          here for x = 1 and x = -1. times(x, x, z) is a square and propagates the same way.
#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "cp/model.h"

namespace deduce::cp {
namespace {

using Wide = __int128;
constexpr Val kClamp = Val{1} << 62;

Val clamp(Wide v) { return v > kClamp ? kClamp : v < -kClamp ? -kClamp : static_cast<Val>(v); }

// floor and ceiling of a / b (b != 0) in 128 bits
Wide floorDivW(Wide a, Wide b) {
  Wide q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}
Wide ceilDivW(Wide a, Wide b) {
  Wide q = a / b;
  return (a % b != 0 && ((a < 0) == (b < 0))) ? q + 1 : q;
}

bool powerBounds(Space& s, VarId x, Val n, VarId z);

class Times : public Propagator {
 public:
  Times(VarId x, VarId y, VarId z) : x_(x), y_(y), z_(z) { priority = kPrioBinary; }
  const char* name() const override { return "x*y==z"; }
  bool propagate(Space& s) override {
    if (x_ == y_) return powerBounds(s, x_, 2, z_);  // a square: the bounds of x from sqrt(z)
    for (int round = 0; round < 8; ++round) {
      uint64_t before = s.size(x_) + s.size(y_) + s.size(z_);
      Wide c[4] = {Wide(s.min(x_)) * s.min(y_), Wide(s.min(x_)) * s.max(y_), Wide(s.max(x_)) * s.min(y_),
                   Wide(s.max(x_)) * s.max(y_)};
      if (!s.setMin(z_, clamp(*std::min_element(c, c + 4))) || !s.setMax(z_, clamp(*std::max_element(c, c + 4))))
        return false;
      if (!s.contains(z_, 0) && (!s.remove(x_, 0) || !s.remove(y_, 0))) return false;
      if (!quotient(s, x_, y_) || !quotient(s, y_, x_)) return false;
      if (s.size(x_) + s.size(y_) + s.size(z_) == before) break;
    }
    return true;
  }

 private:
  // a in z / b, when b's interval excludes 0
  bool quotient(Space& s, VarId a, VarId b) {
    if (s.min(b) <= 0 && s.max(b) >= 0) return true;
    Wide zl = s.min(z_), zh = s.max(z_), bl = s.min(b), bh = s.max(b);
    Wide lo = ceilDivW(zl, bl), hi = floorDivW(zl, bl);
    for (auto [zz, bb] : {std::pair{zl, bh}, std::pair{zh, bl}, std::pair{zh, bh}}) {
      lo = std::min(lo, ceilDivW(zz, bb));
      hi = std::max(hi, floorDivW(zz, bb));
    }
    return s.setMin(a, clamp(lo)) && s.setMax(a, clamp(hi));
  }
  VarId x_, y_, z_;
};

// trunc(a / b)
Val tdiv(Val a, Val b) { return a / b; }

// z = f(x, y) on small bitset domains (|dom x| * |dom y| <= kSupportMaxPairs): every value
// keeps a support among the pairs, which is domain consistency on x, y and z.
constexpr uint64_t kSupportMaxPairs = 4096;
template <class F> bool supports(Space& s, VarId x, VarId y, VarId z, F&& f) {
  if (s.boundsOnly(x) || s.boundsOnly(y) || s.size(x) * s.size(y) > kSupportMaxPairs) return true;
  std::vector<Val> xs = s.values(x), ys = s.values(y), zs;
  std::vector<bool> xok(xs.size()), yok(ys.size());
  for (size_t i = 0; i < xs.size(); ++i)
    for (size_t j = 0; j < ys.size(); ++j) {
      if (ys[j] == 0) continue;
      Val w = f(xs[i], ys[j]);
      if (!s.contains(z, w)) continue;
      xok[i] = yok[j] = true;
      zs.push_back(w);
    }
  std::sort(zs.begin(), zs.end());
  for (size_t i = 0; i < xs.size(); ++i)
    if (!xok[i] && !s.remove(x, xs[i])) return false;
  for (size_t j = 0; j < ys.size(); ++j)
    if (!yok[j] && !s.remove(y, ys[j])) return false;
  return s.filter(z, [&](Val w) { return std::binary_search(zs.begin(), zs.end(), w); });
}

// With a fixed divisor, z = f(x) is a function of x alone: on a bitset x of moderate size both
// domains are filtered exactly (z keeps the images of x's values, x the values whose image z
// still has): domain consistency for x div c and x mod c.
constexpr uint64_t kChannelMaxSize = 4096;
template <class F> bool channel(Space& s, VarId x, VarId z, F&& f) {
  if (s.boundsOnly(x) || s.size(x) > kChannelMaxSize) return true;
  std::vector<Val> image;
  s.forEach(x, [&](Val v) { image.push_back(f(v)); });
  std::sort(image.begin(), image.end());
  if (!s.filter(z, [&](Val w) { return std::binary_search(image.begin(), image.end(), w); })) return false;
  return s.filter(x, [&](Val v) { return s.contains(z, f(v)); });
}

class Divide : public Propagator {
 public:
  Divide(VarId x, VarId y, VarId z) : x_(x), y_(y), z_(z) { priority = kPrioBinary; }
  const char* name() const override { return "x div y==z"; }
  bool propagate(Space& s) override {
    if (!s.remove(y_, 0)) return false;
    // z from the corners over y's negative part [min, -1] and positive part [1, max]
    Val lo = INT64_MAX, hi = INT64_MIN;
    auto corners = [&](Val yl, Val yh) {
      if (yl > yh) return;
      for (Val xv : {s.min(x_), s.max(x_)})
        for (Val yv : {yl, yh}) lo = std::min(lo, tdiv(xv, yv)), hi = std::max(hi, tdiv(xv, yv));
    };
    corners(s.min(y_), std::min<Val>(s.max(y_), -1));
    corners(std::max<Val>(s.min(y_), 1), s.max(y_));
    if (!s.setMin(z_, lo) || !s.setMax(z_, hi)) return false;
    if (s.fixed(y_)) {
      // x range whose quotient lies in [min z, max z]; trunc(x / c) is monotone in x
      Val c = s.value(y_), ac = std::abs(c);
      auto range = [&](Val q, Val& xl, Val& xh) {  // the x with trunc(x / |c|) == q
        Wide w = Wide(q) * ac;
        if (q > 0) xl = clamp(w), xh = clamp(w + ac - 1);
        else if (q < 0) xl = clamp(w - (ac - 1)), xh = clamp(w);
        else xl = -(ac - 1), xh = ac - 1;
      };
      Val a, b, d, e;
      if (c > 0) {
        range(s.min(z_), a, b);
        range(s.max(z_), d, e);
        if (!s.setMin(x_, a) || !s.setMax(x_, e)) return false;
      } else {
        // trunc(x / c) == -trunc(x / |c|)
        range(-s.max(z_), a, b);
        range(-s.min(z_), d, e);
        if (!s.setMin(x_, a) || !s.setMax(x_, e)) return false;
      }
      return channel(s, x_, z_, [c](Val v) { return v / c; });
    }
    // x = z * y + r with |r| < max|y|: x within the corners of z * y widened by max|y| - 1
    Wide m = std::max(std::abs(s.min(y_)), std::abs(s.max(y_))) - 1;
    Wide p[4] = {Wide(s.min(z_)) * s.min(y_), Wide(s.min(z_)) * s.max(y_), Wide(s.max(z_)) * s.min(y_),
                 Wide(s.max(z_)) * s.max(y_)};
    if (!s.setMin(x_, clamp(*std::min_element(p, p + 4) - m)) || !s.setMax(x_, clamp(*std::max_element(p, p + 4) + m)))
      return false;
    return supports(s, x_, y_, z_, [](Val a, Val b) { return a / b; });
  }

 private:
  VarId x_, y_, z_;
};

class Modulo : public Propagator {
 public:
  Modulo(VarId x, VarId y, VarId z) : x_(x), y_(y), z_(z) { priority = kPrioBinary; }
  const char* name() const override { return "x mod y==z"; }
  bool propagate(Space& s) override {
    if (!s.remove(y_, 0)) return false;
    if (s.fixed(x_) && s.fixed(y_)) return s.assign(z_, s.value(x_) % s.value(y_));
    Val m = std::max(std::abs(s.min(y_)), std::abs(s.max(y_))) - 1;
    if (!s.setMin(z_, std::max(-m, std::min<Val>(0, s.min(x_)))) ||
        !s.setMax(z_, std::min(m, std::max<Val>(0, s.max(x_)))))
      return false;
    if (!s.fixed(y_)) return supports(s, x_, y_, z_, [](Val a, Val b) { return a % b; });
    Val c = s.value(y_);
    return channel(s, x_, z_, [c](Val v) { return v % c; });
  }

 private:
  VarId x_, y_, z_;
};

class Absolute : public Propagator {
 public:
  Absolute(VarId x, VarId z) : x_(x), z_(z) { priority = kPrioBinary; }
  const char* name() const override { return "|x|==z"; }
  bool propagate(Space& s) override {
    Val xl = s.min(x_), xh = s.max(x_);
    Val lo = xl >= 0 ? xl : xh <= 0 ? -xh : 0;
    if (!s.setMin(z_, std::max<Val>(lo, 0)) || !s.setMax(z_, std::max(std::abs(xl), std::abs(xh)))) return false;
    if (!s.setMin(x_, -s.max(z_)) || !s.setMax(x_, s.max(z_))) return false;
    if (s.boundsOnly(x_) || s.boundsOnly(z_)) {
      // the values of x with |x| < min(z): move bounds past them
      Val zl = s.min(z_);
      if (s.min(x_) > -zl && !s.setMin(x_, zl)) return false;
      if (s.max(x_) < zl && !s.setMax(x_, -zl)) return false;
      return true;
    }
    if (!s.filter(x_, [&](Val v) { return s.contains(z_, v < 0 ? -v : v); })) return false;
    return s.filter(z_, [&](Val w) { return s.contains(x_, w) || s.contains(x_, -w); });
  }

 private:
  VarId x_, z_;
};

class Minimum : public Propagator {
 public:
  Minimum(VarIds x, VarId m) : x_(std::move(x)), m_(m) { priority = kPrioLinear; }
  const char* name() const override { return "min"; }
  bool propagate(Space& s) override {
    Val lo = INT64_MAX, hi = INT64_MAX;
    for (VarId v : x_) lo = std::min(lo, s.min(v)), hi = std::min(hi, s.max(v));
    if (!s.setMin(m_, lo) || !s.setMax(m_, hi)) return false;
    int only = -1, n = 0;
    for (size_t i = 0; i < x_.size(); ++i) {
      if (!s.setMin(x_[i], s.min(m_))) return false;
      if (s.min(x_[i]) <= s.max(m_)) only = static_cast<int>(i), ++n;
    }
    if (n == 1 && !s.setMax(x_[only], s.max(m_))) return false;
    return true;
  }

 private:
  VarIds x_;
  VarId m_;
};

// x ^ n in 128 bits, saturating at +-2^62 (at most 63 multiplications once |x| >= 2)
Val ipow(Val x, Val n) {
  if (x == 0) return n == 0 ? 1 : 0;
  if (x == 1) return 1;
  if (x == -1) return n % 2 ? -1 : 1;
  Wide r = 1;
  for (Val i = 0; i < n; ++i) {
    r *= x;
    if (r > kClamp || r < -kClamp) return clamp(r);
  }
  return static_cast<Val>(r);
}

// The largest r >= 0 with r^n <= v (v >= 0, n >= 1): the floating-point root, corrected by a
// step or two (doubles are exact below 2^53, and the root of a 62-bit value is within 1 of it).
Val rootFloor(Val v, Val n) {
  if (n == 1) return v;
  // squares (int_times(x, x, z)) take the square root: one instruction where pow() is a call
  // of a hundred
  const double root = n == 2 ? std::sqrt(static_cast<double>(v)) : std::pow(static_cast<double>(v), 1.0 / static_cast<double>(n));
  Val r = static_cast<Val>(root);
  while (r > 0 && ipow(r, n) > v) --r;
  while (r < (Val{1} << 31) && ipow(r + 1, n) <= v) ++r;
  return r;
}
// The smallest r >= 0 with r^n >= v (v >= 0, n >= 1).
Val rootCeil(Val v, Val n) {
  Val r = rootFloor(v, n);
  return ipow(r, n) == v ? r : r + 1;
}

// z = x^n for a fixed n >= 1: z from x's bounds (x^n is monotone for odd n, a function of |x|
// for even n), x back from z's bounds by integer roots.
bool powerBounds(Space& s, VarId x, Val n, VarId z) {
  for (int round = 0; round < 4; ++round) {
    Val xl = s.min(x), xh = s.max(x), zl = s.min(z), zh = s.max(z);
    if (n % 2) {
      if (!s.setMin(z, ipow(xl, n)) || !s.setMax(z, ipow(xh, n))) return false;
      // odd roots keep the sign: x in [root(zl), root(zh)]
      Val lo = zl >= 0 ? rootCeil(s.min(z), n) : -rootFloor(-s.min(z), n);
      Val hi = zh >= 0 ? rootFloor(s.max(z), n) : -rootCeil(-s.max(z), n);
      if (!s.setMin(x, lo) || !s.setMax(x, hi)) return false;
    } else {
      Val al = xl >= 0 ? xl : xh <= 0 ? -xh : 0, ah = std::max(std::abs(xl), std::abs(xh));
      if (!s.setMin(z, ipow(al, n)) || !s.setMax(z, ipow(ah, n))) return false;
      Val r = rootFloor(s.max(z), n);  // |x| <= r
      if (!s.setMin(x, -r) || !s.setMax(x, r)) return false;
      Val q = s.min(z) > 0 ? rootCeil(s.min(z), n) : 0;  // |x| >= q
      if (q > 0 && s.min(x) > -q && !s.setMin(x, q)) return false;
      if (q > 0 && s.max(x) < q && !s.setMax(x, -q)) return false;
    }
    if (xl == s.min(x) && xh == s.max(x) && zl == s.min(z) && zh == s.max(z)) break;
  }
  return true;
}

class Power : public Propagator {
 public:
  Power(VarId x, VarId y, VarId z) : x_(x), y_(y), z_(z) { priority = kPrioBinary; }
  const char* name() const override { return "x^y==z"; }
  bool propagate(Space& s) override {
    if (s.fixed(x_) && s.fixed(y_)) {
      Val x = s.value(x_), n = s.value(y_);
      if (n < 0) {  // FlatZinc's int_pow: 1 div x^-n, undefined for x = 0
        if (x == 0) return false;
        if (x == 1) return s.assign(z_, 1);
        if (x == -1) return s.assign(z_, n % 2 ? -1 : 1);
        return s.assign(z_, 0);
      }
      return s.assign(z_, ipow(x, n));
    }
    if (!s.fixed(y_) || s.value(y_) < 1) return true;
    return powerBounds(s, x_, s.value(y_), z_);
  }

 private:
  VarId x_, y_, z_;
};

template <class P, class... V> void post3(Space& s, uint8_t ev, V... vars) {
  auto* p = s.emplace<P>(vars...);
  for (VarId v : {vars...}) s.subscribe(v, p, ev);
}

}  // namespace

void times(Space& s, VarId x, VarId y, VarId z) { post3<Times>(s, kEvBnd, x, y, z); }
void divide(Space& s, VarId x, VarId y, VarId z) { post3<Divide>(s, kEvDom, x, y, z); }
void modulo(Space& s, VarId x, VarId y, VarId z) { post3<Modulo>(s, kEvDom, x, y, z); }
void absolute(Space& s, VarId x, VarId z) { post3<Absolute>(s, kEvDom, x, z); }
void power(Space& s, VarId x, VarId y, VarId z) { post3<Power>(s, kEvBnd, x, y, z); }

void minimum(Space& s, const VarIds& x, VarId m) {
  if (x.empty()) {
    s.fail();
    return;
  }
  auto* p = s.emplace<Minimum>(x, m);
  for (VarId v : x) s.subscribe(v, p, kEvBnd);
  s.subscribe(m, p, kEvBnd);
}

}  // namespace deduce::cp
