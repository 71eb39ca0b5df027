// The basic model of paper 000 (Figure 4) on the kernel:
//   p_i (column i equals row p_i), x_ij in 1..ub(N), o_v in 0..n^2, N, S;
//   C1 rows pairwise different, C2 p_i = j <=> column i == row j, C3 gcc(x, o), C4 N < v <=> o_v = 0,
//   C5 alldifferent(p), C6 p_i != i, C7 N = max(x), C8 S = sum v * o_v.
// Search: p then x, smallest domain first, smallest value; maximise S.
//
// The kernel's global cardinality and max constraints are being written on another branch, so
// C3, C4 and C7 are dedicated propagators here, and C1/C2 are dedicated constraints as in the
// paper's Choco implementation:
//   RowsDiffer   C1 for rows a, b: fails when every column holds fixed equal values, and when a
//                single column is left undecided with one side fixed, removes that value from the
//                other side (the disjunction's unit propagation). O(n).
//   Channel      C2 for column i: j leaves dom(p_i) when column i and row j surely differ (two
//                fixed different cells or disjoint bounds); p_i = j when they are fixed equal;
//                with p_i fixed, x_ki and x_jk get each other's bounds and domain. O(n^2).
//   Count        C3: for each value v, |{x = v, fixed}| <= o_v <= |{v in dom(x)}|, and when o_v
//                reaches either end the undecided cells lose v / take v (counting consistency of
//                the decomposition into one count per value). Also sum o_v = n^2 via linear.
//   Occurs       C4 for value v: bounds reasoning on N and o_v in both directions.
//   Maximum      C7: N in [max of mins, max of maxes], every x <= max(N).
#include <algorithm>
#include <numeric>

#include "puzzles/enigma1225/enigma1225.h"

namespace deduce::enigma1225 {
namespace {

using cp::Space;
using cp::Val;
using cp::VarId;
using cp::VarIds;

bool surelyDifferent(const Space& s, VarId a, VarId b) {
  if (s.max(a) < s.min(b) || s.max(b) < s.min(a)) return true;
  if (s.fixed(a)) return !s.contains(b, s.value(a));
  if (s.fixed(b)) return !s.contains(a, s.value(b));
  return false;
}

class RowsDiffer : public cp::Propagator {
 public:
  RowsDiffer(VarIds a, VarIds b) : a_(std::move(a)), b_(std::move(b)) { priority = cp::kPrioLinear; }
  const char* name() const override { return "enigma-C1"; }
  bool propagate(Space& s) override {
    int open = -1, openCount = 0;
    for (size_t k = 0; k < a_.size(); ++k) {
      if (surelyDifferent(s, a_[k], b_[k])) return true;  // entailed
      if (s.fixed(a_[k]) && s.fixed(b_[k])) continue;      // fixed equal
      open = static_cast<int>(k);
      ++openCount;
    }
    if (openCount == 0) return false;
    if (openCount == 1) {
      VarId x = a_[open], y = b_[open];
      if (s.fixed(x)) return s.remove(y, s.value(x));
      if (s.fixed(y)) return s.remove(x, s.value(y));
    }
    return true;
  }

 private:
  VarIds a_, b_;
};

bool equalDomains(Space& s, VarId x, VarId y) {
  for (int round = 0; round < 2; ++round) {
    if (!s.setMin(x, s.min(y)) || !s.setMax(x, s.max(y))) return false;
    if (!s.setMin(y, s.min(x)) || !s.setMax(y, s.max(x))) return false;
  }
  if (!s.filter(x, [&](Val v) { return s.contains(y, v); })) return false;
  return s.filter(y, [&](Val v) { return s.contains(x, v); });
}

class Channel : public cp::Propagator {
 public:
  Channel(int i, VarId p, std::vector<VarIds> x) : i_(i), p_(p), x_(std::move(x)) { priority = cp::kPrioGlobal; }
  const char* name() const override { return "enigma-C2"; }
  bool propagate(Space& s) override {
    const int n = static_cast<int>(x_.size());
    for (Val j = s.min(p_); j <= s.max(p_); j = s.next(p_, j)) {
      bool differ = false, allEqual = true;
      for (int k = 0; k < n && !differ; ++k) {
        VarId c = x_[k][i_], r = x_[j][k];
        differ = surelyDifferent(s, c, r);
        allEqual = allEqual && s.fixed(c) && s.fixed(r);
      }
      if (differ) {
        if (!s.remove(p_, j)) return false;
      } else if (allEqual) {
        if (!s.assign(p_, j)) return false;
        break;
      }
    }
    if (s.fixed(p_)) {
      Val j = s.value(p_);
      for (int k = 0; k < n; ++k)
        if (!equalDomains(s, x_[k][i_], x_[j][k])) return false;
    }
    return true;
  }

 private:
  int i_;
  VarId p_;
  std::vector<VarIds> x_;
};

class Count : public cp::Propagator {
 public:
  Count(VarIds x, VarIds o) : x_(std::move(x)), o_(std::move(o)), fixedCnt_(o_.size()), possCnt_(o_.size()) {
    priority = cp::kPrioExpensive;
  }
  const char* name() const override { return "enigma-C3"; }
  bool propagate(Space& s) override {
    const size_t m = o_.size();
    std::fill(fixedCnt_.begin(), fixedCnt_.end(), 0);
    std::fill(possCnt_.begin(), possCnt_.end(), 0);
    for (VarId x : x_) {
      if (s.fixed(x)) ++fixedCnt_[s.value(x) - 1];
      s.forEach(x, [&](Val v) { ++possCnt_[v - 1]; });
    }
    for (size_t v = 0; v < m; ++v) {
      if (!s.setMin(o_[v], fixedCnt_[v]) || !s.setMax(o_[v], possCnt_[v])) return false;
      Val val = static_cast<Val>(v) + 1;
      if (s.max(o_[v]) == fixedCnt_[v] && possCnt_[v] > fixedCnt_[v]) {
        for (VarId x : x_)
          if (!s.fixed(x) && !s.remove(x, val)) return false;
      } else if (s.min(o_[v]) == possCnt_[v] && possCnt_[v] > fixedCnt_[v]) {
        for (VarId x : x_)
          if (!s.fixed(x) && s.contains(x, val) && !s.assign(x, val)) return false;
      }
    }
    return true;
  }

 private:
  VarIds x_, o_;
  std::vector<Val> fixedCnt_, possCnt_;
};

class Occurs : public cp::Propagator {
 public:
  Occurs(Val v, VarId N, VarId o) : v_(v), N_(N), o_(o) { priority = cp::kPrioBinary; }
  const char* name() const override { return "enigma-C4"; }
  bool propagate(Space& s) override {
    // N < v <=> o_v = 0
    if (s.max(N_) < v_) return s.assign(o_, 0);
    if (s.min(N_) >= v_ && !s.setMin(o_, 1)) return false;
    if (s.max(o_) == 0) return s.setMax(N_, v_ - 1);
    if (s.min(o_) >= 1) return s.setMin(N_, v_);
    return true;
  }

 private:
  Val v_;
  VarId N_, o_;
};

class Maximum : public cp::Propagator {
 public:
  Maximum(VarIds x, VarId N) : x_(std::move(x)), N_(N) { priority = cp::kPrioLinear; }
  const char* name() const override { return "enigma-C7"; }
  bool propagate(Space& s) override {
    Val lo = 0, hi = 0;
    for (VarId x : x_) {
      lo = std::max(lo, s.min(x));
      hi = std::max(hi, s.max(x));
    }
    if (!s.setMin(N_, lo) || !s.setMax(N_, hi)) return false;
    for (VarId x : x_)
      if (!s.setMax(x, s.max(N_))) return false;
    return true;
  }

 private:
  VarIds x_;
  VarId N_;
};

}  // namespace

Result solveBasic(int n, const cp::Limits& limits) {
  Result res;
  Space s;
  const Val ubN = std::max<Val>(1, ubnval(n, conjecturedPartition(n)));
  const Val cells = static_cast<Val>(n) * n;
  VarIds p = cp::intVars(s, n, 0, n - 1);
  std::vector<VarIds> x(n);
  VarIds all;
  for (int i = 0; i < n; ++i) {
    x[i] = cp::intVars(s, n, 1, ubN);
    all.insert(all.end(), x[i].begin(), x[i].end());
  }
  VarIds o = cp::intVars(s, static_cast<int>(ubN), 0, cells);
  VarId N = s.newVar(1, ubN);
  VarId S = s.newVar(1, cells * ubN);

  for (int a = 0; a < n; ++a)  // C1
    for (int b = a + 1; b < n; ++b) {
      auto* c = s.emplace<RowsDiffer>(x[a], x[b]);
      for (int k = 0; k < n; ++k) {
        s.subscribe(x[a][k], c, cp::kEvDom);
        s.subscribe(x[b][k], c, cp::kEvDom);
      }
    }
  for (int i = 0; i < n; ++i) {  // C2
    auto* c = s.emplace<Channel>(i, p[i], x);
    s.subscribe(p[i], c, cp::kEvDom);
    for (int k = 0; k < n; ++k) {
      s.subscribe(x[k][i], c, cp::kEvDom);
      for (int j = 0; j < n; ++j) s.subscribe(x[j][k], c, cp::kEvBounds);
    }
  }
  auto* cnt = s.emplace<Count>(all, o);  // C3
  for (VarId v : all) s.subscribe(v, cnt, cp::kEvDom);
  for (VarId v : o) s.subscribe(v, cnt, cp::kEvBounds);
  cp::sum(s, o, cp::Rel::EQ, cells);
  for (Val v = 1; v <= ubN; ++v) {  // C4
    auto* c = s.emplace<Occurs>(v, N, o[v - 1]);
    s.subscribe(N, c, cp::kEvBounds);
    s.subscribe(o[v - 1], c, cp::kEvBounds);
  }
  cp::alldifferent(s, p);  // C5
  for (int i = 0; i < n; ++i) cp::notEqualConst(s, p[i], i);  // C6
  auto* mx = s.emplace<Maximum>(all, N);  // C7
  for (VarId v : all) s.subscribe(v, mx, cp::kEvBounds);
  s.subscribe(N, mx, cp::kEvBounds);
  std::vector<Val> coef(ubN);
  std::iota(coef.begin(), coef.end(), 1);
  cp::linearEqVar(s, coef, o, S);  // C8

  cp::PhaseBrancher br(s, {{p, cp::VarSel::MinDom, cp::ValSel::Min}, {all, cp::VarSel::MinDom, cp::ValSel::Min}}, 1);
  maximise(s, br, S, p, limits, res, [&](Space& sp) {
    res.board.assign(n, std::vector<int64_t>(n));
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) res.board[i][j] = sp.value(x[i][j]);
  });
  res.partitions = countPartitions(n);
  if (res.found) res.partition = cycleType(res.perm);
  return res;
}

}  // namespace deduce::enigma1225
