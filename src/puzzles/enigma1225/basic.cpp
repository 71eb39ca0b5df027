// The basic model of paper 000 (Figure 4) on the kernel:
//   p_i (column i equals row p_i), x_ij in 1..ub(N), o_v in 0..n^2, N, S;
//   C1 rows pairwise different, C2 p_i = j <=> column i == row j, C3 gcc(x, o), C4 N < v <=> o_v = 0,
//   C5 alldifferent(p), C6 p_i != i, C7 N = max(x), C8 S = sum v * o_v.
// Search: p then x, smallest domain first; smallest value (for x with the class bound on: the
// value of the bound's relaxed board, see BasicBrancher); maximise S.
//
// C3, C4 and C7 are dedicated propagators here (written before the kernel had gcc and max; the
// kernel's cp::globalCardinality and cp::maximum give the same trees about 2x slower on this
// model, docs/results/enigma1225.md), and C1/C2 are dedicated constraints as in the paper's
// Choco implementation:
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
//                For each N in dom(N) this is an assignment problem (ClassBoardBound below); the
//                N whose best board cannot reach min(S) leave dom(N), and max(S) drops to the best
//                over N. It is exact for a complete p up to C1 (Algorithm 1 on the classes when
//                the domains are full), so after the first board of a partition the search refutes
//                every p of a worse partition without enumerating a single cell. Classes end with
//                >= 3 cells (the class of (i, j) is its orbit under T(i, j) = (p_j, i); T and T^2
//                have no fixed point since p_i != i), which the closed form also uses.
#include <algorithm>
#include <bit>
#include <limits>
#include <memory>
#include <numeric>
#include <stdexcept>

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

bool isInterval(const Space& s, VarId x) { return s.size(x) == static_cast<uint64_t>(s.max(x) - s.min(x) + 1); }

bool equalDomains(Space& s, VarId x, VarId y) {
  for (int round = 0; round < 2; ++round) {
    if (!s.setMin(x, s.min(y)) || !s.setMax(x, s.max(y))) return false;
    if (!s.setMin(y, s.min(x)) || !s.setMax(y, s.max(x))) return false;
  }
  if (isInterval(s, x) && isInterval(s, y)) return true;  // equal bounds: equal domains
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
  Count(VarIds x, VarIds o) : x_(std::move(x)), o_(std::move(o)), fixedCnt_(o_.size()), possCnt_(o_.size() + 1) {
    priority = cp::kPrioExpensive;
  }
  const char* name() const override { return "enigma-C3"; }
  bool propagate(Space& s) override {
    const size_t m = o_.size();
    std::fill(fixedCnt_.begin(), fixedCnt_.end(), 0);
    std::fill(possCnt_.begin(), possCnt_.end(), 0);
    for (VarId x : x_) {
      if (s.fixed(x)) ++fixedCnt_[s.value(x) - 1];
      if (isInterval(s, x)) {  // difference array: +1 at min, -1 after max
        ++possCnt_[s.min(x) - 1];
        --possCnt_[s.max(x)];
      } else {
        s.forEach(x, [&](Val v) {
          ++possCnt_[v - 1];
          --possCnt_[v];
        });
      }
    }
    for (size_t v = 1; v < m; ++v) possCnt_[v] += possCnt_[v - 1];
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
  bool complete() const { return std::find(key_.begin(), key_.end(), -1) == key_.end(); }  // p fixed

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

// The implied bound S <= max over N in dom(N) of UB(N), UB(N) = ClassBoardBound::bound(N): for a
// fixed N every class c (size z_c, domain D_c = the intersection of its cells' domains cut to
// 1..N, top value m_c) takes one value, and every value 1..N is taken by some class. Start from
// every class at m_c; covering the values 1..N needs N distinct classes, class c moved down to v
// costing z_c (m_c - v): a minimum-cost assignment of the N values to distinct classes,
// infeasible when some value has no class left (Hall's condition for C3 + C4). UB(N) = sum z_c m_c
// minus that cost. When every class can take every value 1..N the assignment has a closed form
// (Algorithm 1's ranking). The N with UB(N) < min(S) leave dom(N). Domains are bitmasks over
// 1..ub(N) <= 62 (solveBasic takes n <= 12, ub(N) = 36); a cell's mask is built
// from its bounds when its domain is an interval, the usual case.
class ClassBound : public cp::Propagator {
 public:
  ClassBound(int n, std::shared_ptr<CellClasses> cls, VarIds x, VarId N, VarId S)
      : n_(n), cls_(std::move(cls)), x_(std::move(x)), N_(N), S_(S) {
    priority = cp::kPrioExpensive;
  }
  const char* name() const override { return "enigma-class-bound"; }
  bool propagate(Space& s) override {
    cls_->update(s);
    mask_.assign(n_ * n_, ~uint64_t{0});
    for (int cell = 0; cell < n_ * n_; ++cell) {
      VarId x = x_[cell];
      uint64_t m = 0;
      if (isInterval(s, x))  // no scan
        m = ((uint64_t{2} << s.max(x)) - 1) & ~((uint64_t{1} << s.min(x)) - 1);
      else
        s.forEach(x, [&](Val v) { m |= uint64_t{1} << v; });
      mask_[cls_->root(cell)] &= m;
    }
    sizes_.clear();
    masks_.clear();
    for (int r : cls_->reps()) {
      sizes_.push_back(cls_->size(r));
      masks_.push_back(mask_[r]);
    }
    board_.setClasses(sizes_, masks_, 3);
    Val best = -1, bestN = 0;
    for (Val N = s.min(N_); N <= s.max(N_); N = s.next(N_, N)) {
      Val ub = board_.bound(static_cast<int>(N));
      if (ub < s.min(S_)) {
        if (!s.remove(N_, N)) return false;
      } else if (ub > best) {
        best = ub;
        bestN = N;
      }
    }
    if (best < 0) return false;
    if (hint_ && cls_->complete()) {  // the value ordering's hint: the relaxation's best board
      std::vector<int> val = board_.board(static_cast<int>(bestN));
      const auto& reps = cls_->reps();
      for (size_t c = 0; c < reps.size(); ++c) mask_[reps[c]] = static_cast<uint64_t>(val[c]);
      for (int cell = 0; cell < n_ * n_; ++cell) (*hint_)[cell] = static_cast<Val>(mask_[cls_->root(cell)]);
    }
    return s.setMax(S_, best);
  }
  // Publish the relaxation's best board (per cell) for the x value ordering once p is complete
  // (the x phase, the only one that reads it).
  void publishHint(std::shared_ptr<std::vector<Val>> hint) { hint_ = std::move(hint); }

 private:
  int n_;
  std::shared_ptr<CellClasses> cls_;
  VarIds x_;
  VarId N_, S_;
  std::vector<uint64_t> mask_, masks_;
  std::vector<int> sizes_;
  ClassBoardBound board_;
  std::shared_ptr<std::vector<Val>> hint_;
};

// Search of Figure 4: p first, then x, smallest domain first (ties to the earliest). Values: the
// smallest for p (the paper's); for x, with the class bound on, the cell's value in the
// relaxation's best board when its domain still has it (else the smallest): the bound's own
// solution, repaired by search where it breaks C1, so good boards come first and the bound
// closes the x subtree sooner. Without the bound: the smallest value, as in the paper.
class BasicBrancher : public cp::Brancher {
 public:
  BasicBrancher(Space& s, const VarIds& p, VarIds x, std::shared_ptr<std::vector<Val>> hint)
      : pPhase_(s, {{p, cp::VarSel::MinDom, cp::ValSel::Min}}, 1), x_(std::move(x)), hint_(std::move(hint)) {}
  bool choose(Space& s, cp::Choice& out) override {
    if (pPhase_.choose(s, out)) return true;
    VarId best = -1;
    int bestCell = -1;
    for (size_t c = 0; c < x_.size(); ++c) {
      VarId v = x_[c];
      if (!s.fixed(v) && (best < 0 || s.size(v) < s.size(best))) {
        best = v;
        bestCell = static_cast<int>(c);
      }
    }
    if (best < 0) return false;
    out.kind = cp::Choice::Eq;
    out.var = best;
    out.val = hint_ && s.contains(best, (*hint_)[bestCell]) ? (*hint_)[bestCell] : s.min(best);
    return true;
  }

 private:
  cp::PhaseBrancher pPhase_;
  VarIds x_;
  std::shared_ptr<std::vector<Val>> hint_;
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

// ---------------------------------------------------------------- the class bound

void ClassBoardBound::setClasses(const std::vector<int>& sizes, const std::vector<uint64_t>& masks, int minFinal) {
  sizes_.assign(sizes.begin(), sizes.end());
  masks_ = masks;
  cells_ = 0;
  common_ = ~uint64_t{0};
  for (size_t c = 0; c < sizes.size(); ++c) {
    cells_ += sizes[c];
    common_ &= masks[c];
  }
  sorted_ = sizes_;
  std::sort(sorted_.begin(), sorted_.end());
  // P_t over max(size, minFinal): the t-th smallest final class holds at least the t-th smallest
  // current class (it contains one of t distinct current classes) and at least minFinal cells.
  P_.assign(sorted_.size() + 1, 0);
  sumP_.assign(sorted_.size() + 1, 0);
  for (size_t k = 0; k < sorted_.size(); ++k) {
    P_[k + 1] = P_[k] + std::max<int64_t>(sorted_[k], minFinal);
    sumP_[k + 1] = sumP_[k] + P_[k + 1];
  }
}

int64_t ClassBoardBound::bound(int N) {
  const int C = static_cast<int>(sizes_.size());
  if (N < 1 || N > C || N > 62) return -1;
  const uint64_t keep = (uint64_t{2} << N) - 2;  // bits 1..N
  if ((common_ & keep) == keep) {
    // Every class can take every value 1..N (the usual case while p is being searched): by the
    // rearrangement inequality the cheapest cover gives value v to the v-th smallest class,
    // cost sum_{v<N} (N - v) z_(v) = sum_{t<N} P_t (P_t: the t smallest sizes' sum), and
    // UB(N) = N * cells - that: Algorithm 1's ranking of the classes. N classes of at least
    // their P_N cells must fit in the board.
    if (P_[N] > cells_) return -1;
    return N * cells_ - sumP_[N - 1];
  }
  int64_t top = 0;
  top_.resize(C);
  for (int c = 0; c < C; ++c) {
    uint64_t m = masks_[c] & keep;
    if (m == 0) return -1;
    top_[c] = 63 - std::countl_zero(m);
    top += sizes_[c] * top_[c];
  }
  cost_.assign(static_cast<size_t>(N) * C, kForbidden);
  for (int v = 1; v <= N; ++v)
    for (int c = 0; c < C; ++c)
      if ((masks_[c] >> v) & 1) cost_[static_cast<size_t>(v - 1) * C + c] = sizes_[c] * (top_[c] - v);
  int64_t down = assignment(N, C);
  return down < 0 ? -1 : top - down;
}

std::vector<int> ClassBoardBound::board(int N) {
  std::vector<int> val;
  if (bound(N) < 0) return val;
  const int C = static_cast<int>(sizes_.size());
  val.assign(C, N);
  const uint64_t keep = (uint64_t{2} << N) - 2;
  if ((common_ & keep) == keep) {  // the closed form: the v-th smallest class takes v < N
    std::vector<int> order(C);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return sizes_[a] < sizes_[b]; });
    for (int v = 1; v < N; ++v) val[order[v - 1]] = v;
  } else {  // the assignment bound() just solved: matched classes take their value, others their top
    for (int c = 0; c < C; ++c) val[c] = match_[c + 1] != 0 ? match_[c + 1] : static_cast<int>(top_[c]);
  }
  return val;
}

// Minimum-cost assignment of every row r < R to a distinct column c < C (R <= C) for cost_
// (row-major, kForbidden: not allowed), -1 when every assignment uses a forbidden pair. The
// Hungarian algorithm with potentials u (rows) and v (columns): each row is added by a
// shortest augmenting path in the reduced costs (Dijkstra without a heap, O(R C) per row),
// O(R^2 C) in all. kForbidden exceeds any real total (cells * max value < 2^20) so the optimum
// avoids it whenever possible, and is small enough that potentials cannot overflow.
int64_t ClassBoardBound::assignment(int R, int C) {
  constexpr int64_t kInf = std::numeric_limits<int64_t>::max() / 2;
  u_.assign(R + 1, 0);
  v_.assign(C + 1, 0);
  match_.assign(C + 1, 0);  // match_[c]: the row (1-based) on column c, 0 = none; column 0 is the root
  way_.assign(C + 1, 0);
  for (int r = 1; r <= R; ++r) {
    match_[0] = r;
    int c0 = 0;
    minv_.assign(C + 1, kInf);
    used_.assign(C + 1, 0);
    do {
      used_[c0] = 1;
      int r0 = match_[c0], c1 = 0;
      int64_t delta = kInf;
      for (int c = 1; c <= C; ++c) {
        if (used_[c]) continue;
        int64_t cur = cost_[static_cast<size_t>(r0 - 1) * C + (c - 1)] - u_[r0] - v_[c];
        if (cur < minv_[c]) {
          minv_[c] = cur;
          way_[c] = c0;
        }
        if (minv_[c] < delta) {
          delta = minv_[c];
          c1 = c;
        }
      }
      for (int c = 0; c <= C; ++c) {
        if (used_[c]) {
          u_[match_[c]] += delta;
          v_[c] -= delta;
        } else {
          minv_[c] -= delta;
        }
      }
      c0 = c1;
    } while (match_[c0] != 0);
    do {  // flip the augmenting path
      int c1 = way_[c0];
      match_[c0] = match_[c1];
      c0 = c1;
    } while (c0 != 0);
  }
  int64_t total = 0;
  for (int c = 1; c <= C; ++c) {
    if (match_[c] == 0) continue;
    int64_t w = cost_[static_cast<size_t>(match_[c] - 1) * C + (c - 1)];
    if (w >= kForbidden) return -1;
    total += w;
  }
  return total;
}

BasicModel buildBasic(Space& s, int n, bool extra) {
  if (n > kBasicMaxN) throw std::invalid_argument("the basic model handles n <= 12");
  BasicModel m;
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
  std::shared_ptr<std::vector<Val>> hint;
  if (extra) {
    auto* cb = s.emplace<ClassBound>(n, classes, all, N, S);
    hint = std::make_shared<std::vector<Val>>(all.size(), 1);
    cb->publishHint(hint);
    for (VarId v : p) s.subscribe(v, cb, cp::kEvFix);
    for (VarId v : all) s.subscribe(v, cb, cp::kEvDom);
    s.subscribe(N, cb, cp::kEvDom);
    s.subscribe(S, cb, cp::kEvBounds);
  }

  m.brancher = std::make_unique<BasicBrancher>(s, p, all, hint);
  m.p = std::move(p);
  m.x = std::move(x);
  m.S = S;
  return m;
}

Result solveBasic(int n, const cp::Limits& limits, bool extra) {
  Result res;
  Space s;
  BasicModel m = buildBasic(s, n, extra);
  maximise(s, *m.brancher, m.S, m.p, limits, res, [&](Space& sp) { res.board = basicBoard(sp, m); });
  res.partitions = countPartitions(n);
  if (res.found) res.partition = cycleType(res.perm);
  return res;
}

cp::ModelFactory basicFactory(int n, bool extra, std::shared_ptr<BasicModel>* first) {
  return [n, extra, first] {
    cp::WorkerModel m;
    m.space = std::make_unique<Space>();
    auto b = std::make_shared<BasicModel>(buildBasic(*m.space, n, extra));
    m.brancher = std::move(b->brancher);
    m.objective = b->S;
    m.maximize = true;
    if (first && !*first) *first = b;
    m.keep = b;
    return m;
  };
}

Board basicBoard(const Space& s, const BasicModel& m) {
  const size_t n = m.x.size();
  Board b(n, std::vector<int64_t>(n));
  for (size_t i = 0; i < n; ++i)
    for (size_t j = 0; j < n; ++j) b[i][j] = s.value(m.x[i][j]);
  return b;
}

}  // namespace deduce::enigma1225
