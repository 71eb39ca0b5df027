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
//   ClassRows    C1 once p is (partly) fixed: C2 entails x_ki = x_jk for every fixed p_i = j; the
//                cells are merged into equality classes (CellClasses, union-find over the n^2
//                cells), and two rows whose cells lie pairwise in the same class are equal in every
//                completion, so C1 fails at once instead of after the cells are enumerated. O(n^3)
//                per change of p.
//
// The implied constraint (an addition to Figure 4, `--basic-extra on`, the default; docs/results/
// enigma1225.md reports the model with and without it):
//   ClassBound   S <= the best board of the equality classes with every rule but C1 (rows differ):
//                each class takes one value of the intersection of its cells' domains, all values
//                <= N (C7), every value 1..N used (C3 + C4), S = the sum of the cells (C3 + C8).
//                For each N in dom(N) this is an assignment problem (see classBound below); the
//                N whose best board cannot reach min(S) leave dom(N), and max(S) drops to the best
//                over N. It is exact for a complete p up to C1 (Algorithm 1 on the classes when
//                the domains are full), so after the first board of a partition the search refutes
//                every p of a worse partition without enumerating a single cell.
#include <algorithm>
#include <bit>
#include <limits>
#include <memory>
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

// The equality classes of the n^2 cells entailed by C2 for the fixed p's: p_i = j means column i
// equals row j, i.e. x_ki = x_jk for every k. Recomputed (union-find, O(n^2)) only when the set
// of fixed p's differs from the last call; shared by the propagators that reason on classes.
class CellClasses {
 public:
  CellClasses(int n, VarIds p) : n_(n), p_(std::move(p)), key_(n, -2), root_(n * n) {}

  void update(const Space& s) {
    bool same = true;
    for (int i = 0; i < n_; ++i) {
      int v = s.fixed(p_[i]) ? static_cast<int>(s.value(p_[i])) : -1;
      if (v != key_[i]) same = false;
      key_[i] = v;
    }
    if (same) return;
    std::iota(root_.begin(), root_.end(), 0);
    for (int i = 0; i < n_; ++i)
      if (key_[i] >= 0)
        for (int k = 0; k < n_; ++k) unite(k * n_ + i, key_[i] * n_ + k);
    reps_.clear();
    size_.assign(n_ * n_, 0);
    for (int c = 0; c < n_ * n_; ++c) {
      root_[c] = find(c);
      if (size_[root_[c]]++ == 0) reps_.push_back(root_[c]);
    }
  }
  int root(int cell) const { return root_[cell]; }
  int size(int rep) const { return size_[rep]; }
  const std::vector<int>& reps() const { return reps_; }  // one cell per class

 private:
  int find(int c) {
    while (root_[c] != c) c = root_[c] = root_[root_[c]];
    return c;
  }
  void unite(int a, int b) {
    a = find(a);
    b = find(b);
    if (a != b) root_[std::max(a, b)] = std::min(a, b);
  }
  int n_;
  VarIds p_;
  std::vector<int> key_, root_, size_, reps_;
};

class ClassRows : public cp::Propagator {
 public:
  ClassRows(int n, std::shared_ptr<CellClasses> cls) : n_(n), cls_(std::move(cls)) { priority = cp::kPrioGlobal; }
  const char* name() const override { return "enigma-C1-classes"; }
  bool propagate(Space& s) override {
    cls_->update(s);
    for (int a = 0; a < n_; ++a)
      for (int b = a + 1; b < n_; ++b) {
        int k = 0;
        while (k < n_ && cls_->root(a * n_ + k) == cls_->root(b * n_ + k)) ++k;
        if (k == n_) return false;  // rows a and b are equal in every completion
      }
    return true;
  }

 private:
  int n_;
  std::shared_ptr<CellClasses> cls_;
};

// Minimum-cost assignment of every row r < R to a distinct column c < C (R <= C), cost[r][c]
// (kNone: forbidden). Hungarian algorithm with potentials (shortest augmenting paths), O(R^2 C).
// Returns kNone when no assignment avoids the forbidden pairs.
constexpr int64_t kNone = int64_t{1} << 40;  // > any real assignment cost, small enough not to overflow
class Assignment {
 public:
  int64_t solve(int R, int C, const std::vector<int64_t>& cost) {
    u_.assign(R + 1, 0);
    v_.assign(C + 1, 0);
    match_.assign(C + 1, 0);  // match_[c] = row (1-based) assigned to column c, 0 = none
    way_.assign(C + 1, 0);
    for (int r = 1; r <= R; ++r) {
      match_[0] = r;
      int c0 = 0;
      minv_.assign(C + 1, kBig);
      used_.assign(C + 1, 0);
      do {
        used_[c0] = 1;
        int r0 = match_[c0], c1 = 0;
        int64_t delta = kBig;
        for (int c = 1; c <= C; ++c) {
          if (used_[c]) continue;
          int64_t cur = cost[(r0 - 1) * C + (c - 1)] - u_[r0] - v_[c];
          if (cur < minv_[c]) {
            minv_[c] = cur;
            way_[c] = c0;
          }
          if (minv_[c] < delta) {
            delta = minv_[c];
            c1 = c;
          }
        }
        for (int c = 0; c <= C; ++c)
          if (used_[c]) {
            u_[match_[c]] += delta;
            v_[c] -= delta;
          } else {
            minv_[c] -= delta;
          }
        c0 = c1;
      } while (match_[c0] != 0);
      do {
        int c1 = way_[c0];
        match_[c0] = match_[c1];
        c0 = c1;
      } while (c0 != 0);
    }
    int64_t total = 0;
    for (int c = 1; c <= C; ++c)
      if (match_[c] != 0) {
        int64_t w = cost[(match_[c] - 1) * C + (c - 1)];
        if (w >= kNone) return kNone;
        total += w;
      }
    return total;
  }

 private:
  static constexpr int64_t kBig = std::numeric_limits<int64_t>::max() / 2;
  std::vector<int64_t> u_, v_, minv_;
  std::vector<int> match_, way_;
  std::vector<char> used_;
};

// The implied bound. For a fixed N, every class c (size z_c, domain D_c = the intersection of its
// cells' domains cut to 1..N, top value m_c) takes one value, and every value 1..N is taken by
// some class. Start from every class at m_c; covering the values 1..N then needs N distinct
// classes, class c moved down to v costing z_c (m_c - v): a minimum-cost assignment of the N
// values (rows) to distinct classes (columns), infeasible when some value has no class left
// (Hall's condition for C3 + C4). UB(N) = sum z_c m_c - that cost. Domains are bitmasks over
// 1..ub(N) <= 63 (the CLI caps the basic model at n = 10, ub(N) = 25).
class ClassBound : public cp::Propagator {
 public:
  ClassBound(int n, std::shared_ptr<CellClasses> cls, VarIds x, VarId N, VarId S)
      : n_(n), cls_(std::move(cls)), x_(std::move(x)), N_(N), S_(S) {
    priority = cp::kPrioExpensive;
  }
  const char* name() const override { return "enigma-class-bound"; }
  bool propagate(Space& s) override {
    cls_->update(s);
    const auto& reps = cls_->reps();
    const int C = static_cast<int>(reps.size());
    mask_.assign(n_ * n_, ~uint64_t{0});
    for (int cell = 0; cell < n_ * n_; ++cell) {
      uint64_t m = 0;
      s.forEach(x_[cell], [&](Val v) { m |= uint64_t{1} << v; });
      mask_[cls_->root(cell)] &= m;
    }
    Val best = -1;
    for (Val N = s.min(N_); N <= s.max(N_); N = s.next(N_, N)) {
      Val ub = boundFor(N, reps, C);
      if (ub < s.min(S_)) {
        if (!s.remove(N_, N)) return false;
      } else {
        best = std::max(best, ub);
      }
    }
    if (best < 0) return false;
    return s.setMax(S_, best);
  }

 private:
  // -1 when no board with this N exists.
  Val boundFor(Val N, const std::vector<int>& reps, int C) {
    if (N > C) return -1;
    const uint64_t keep = (uint64_t{2} << N) - 2;  // bits 1..N
    int64_t top = 0;
    top_.resize(C);
    for (int c = 0; c < C; ++c) {
      uint64_t m = mask_[reps[c]] & keep;
      if (m == 0) return -1;
      top_[c] = 63 - std::countl_zero(m);
      top += static_cast<int64_t>(cls_->size(reps[c])) * top_[c];
    }
    cost_.assign(static_cast<size_t>(N) * C, kNone);
    for (int v = 1; v <= N; ++v)
      for (int c = 0; c < C; ++c)
        if ((mask_[reps[c]] >> v) & 1) cost_[(v - 1) * C + c] = static_cast<int64_t>(cls_->size(reps[c])) * (top_[c] - v);
    int64_t down = hungarian_.solve(static_cast<int>(N), C, cost_);
    return down >= kNone ? -1 : top - down;
  }

  int n_;
  std::shared_ptr<CellClasses> cls_;
  VarIds x_;
  VarId N_, S_;
  std::vector<uint64_t> mask_;
  std::vector<int64_t> top_, cost_;
  Assignment hungarian_;
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

Result solveBasic(int n, const cp::Limits& limits, bool extra) {
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

  auto classes = std::make_shared<CellClasses>(n, p);
  auto* rows = s.emplace<ClassRows>(n, classes);  // C1 on the classes entailed by C2
  for (VarId v : p) s.subscribe(v, rows, cp::kEvFix);
  if (extra) {
    auto* cb = s.emplace<ClassBound>(n, classes, all, N, S);
    for (VarId v : p) s.subscribe(v, cb, cp::kEvFix);
    for (VarId v : all) s.subscribe(v, cb, cp::kEvDom);
    s.subscribe(N, cb, cp::kEvDom);
    s.subscribe(S, cb, cp::kEvBounds);
  }

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
