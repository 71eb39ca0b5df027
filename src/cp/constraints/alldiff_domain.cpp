// alldifferent at domain (hyper-arc) consistency: Régin, "A filtering algorithm for constraints
// of difference in CSPs" (AAAI 1994).
//
// Consistency: domain consistency -- afterwards every value left in every domain belongs to some
// solution of the constraint. One run reaches that fixpoint (removing edges that belong to no
// maximum matching leaves every other edge in one), so the propagator is idempotent.
//
// Algorithm. Variables and values form a bipartite graph. (1) A maximum matching is found by
// augmenting paths; if it does not cover every variable there is no solution. (2) By Berge's
// theorem an edge belongs to some maximum matching iff it is in the matching, or on an even
// alternating path starting at a free (unmatched) value, or on an even alternating cycle.
// Orienting matching edges variable -> value and the others value -> variable, and merging each
// matched value with its variable, gives a graph on the variables with an arc j -> k whenever
// D(k) contains the value matched to j. Let R be the variables reachable from the free values:
// an edge (k, v) is kept iff v is free, or v is matched to a variable of R, or v is matched to a
// variable in the same strongly connected component as k (Tarjan, iterative). Everything else
// is removed.
//
// Incremental matching: the matching is kept in the propagator between calls without trailing.
// On backtracking domains only grow, so a pair stays valid; after pruning a pair whose value was
// removed is dropped and only those variables are re-augmented (usually by one step).
//
// Fixed variables are taken out first: their values are removed from the other variables (the
// value elimination of forward checking, looped while it fixes more) and only the unfixed
// variables and their values enter the graph. The value-elimination propagator is posted beside
// this one at unary priority (this one runs at kPrioExpensive), so usually the fixed values are
// already gone when it wakes: 20% fewer instructions on queens 10 than doing it all here. Cheap
// exits: with no unfixed variable nothing is left to do; when every unfixed variable reaches a
// free value (R is everything) no SCC work is needed and nothing else can be pruned.
//
// Measured and rejected: caching the rows between calls (a trailed version per variable,
// bumped in notify) -- with the value propagator in front most rows change between calls, and
// the bookkeeping cost more than the re-reads it saved (+8% instructions on queens 10).
//
// Which propagator runs: alldifferentDomain posts the one-word specialisation
// (alldiff_domain64.cpp) when every domain is a single bitset word and the values span at most
// 64 (Sudoku up to 64x64, queens up to 32, Latin squares up to 64); it handles fixed variables
// itself, with no value elimination in front (measured: the pair cost 20% more on the hardest
// Sudoku set). Everything larger gets this general version, with value elimination in front.
//
// Values may be any integers: a value v is bit v - base of a bitset over the union of the initial
// domains. A constraint whose values span more than kMaxSpan or that has a bounds-only variable
// falls back to bounds consistency (alldifferentBounds), which is what such domains can express.
//
// Data layout (why it is fast for puzzle sizes, 9..100 variables and 9..100 values): every
// domain is copied into a bitset of W = ceil(values/64) words (W = 1 for Sudoku and queens up to
// n = 32, W = 2 up to 128 values), stored row after row in one flat vector. Every step of the
// algorithm is a word operation on these rows: the augmenting BFS takes its candidate values as
// `dom & ~visited`, a free value is found as `dom & free`, reachability from free values is
// `dom & reached` over the rows, the successors of a variable in Tarjan's search are the set
// bits of `dom & ~reached`, and the pruning of a variable is `dom & ~allowed` where `allowed`
// is the value set of its component (or of R). A run costs O(n * W) word operations plus the
// bits actually visited; the matching and the scratch arrays are reused, nothing is allocated.
#include <algorithm>
#include <bit>

#include "cp/constraints/alldiff_common.h"
#include "cp/model.h"

namespace deduce::cp {
namespace {

constexpr Val kMaxSpan = 4096;

using Word = uint64_t;

class AlldiffDomain : public Propagator {
 public:
  AlldiffDomain(const Space& s, VarIds x, std::vector<Val> c) : x_(std::move(x)), c_(std::move(c)) {
    priority = kPrioExpensive;  // after every cheaper propagator, bounds-consistent alldiff included
    idempotent = true;
    n_ = static_cast<int>(x_.size());
    base_ = s.min(x_[0]) + c_[0];
    Val top = s.max(x_[0]) + c_[0];
    for (int i = 0; i < n_; ++i) {
      base_ = std::min(base_, s.min(x_[i]) + c_[i]);
      top = std::max(top, s.max(x_[i]) + c_[i]);
    }
    m_ = static_cast<int>(top - base_ + 1);
    W_ = (m_ + 63) / 64;
    varMatch_.assign(n_, -1);
    valMatch_.assign(m_, -1);
    dom_.assign(static_cast<size_t>(n_) * W_, 0);
    sccVals_.assign(static_cast<size_t>(n_) * W_, 0);
    fixedVals_.assign(W_, 0);
    free_.assign(W_, 0);
    reached_.assign(W_, 0);
    visited_.assign(W_, 0);
    active_.reserve(n_);
    parentVar_.assign(m_, -1);
    queue_.reserve(n_);
    inR_.assign(n_, 0);
    index_.assign(n_, -1);
    low_.assign(n_, 0);
    comp_.assign(n_, -1);
    scan_.assign(n_, 0);
    onStack_.assign(n_, 0);
    stack_.reserve(n_);
    call_.reserve(n_);
  }
  const char* name() const override { return "alldiff-domain"; }

  bool propagate(Space& s) override {
    if (!eliminateFixed(s)) return false;
    if (active_.empty()) return true;
    if (!repairMatching()) return false;
    if (computeReached()) return true;  // every value of an unfixed variable is supported
    components();
    return prune(s);
  }

 private:
  Word* row(std::vector<Word>& v, int i) { return v.data() + static_cast<size_t>(i) * W_; }
  static bool test(const Word* w, int b) { return (w[b >> 6] >> (b & 63)) & 1; }
  static void setBit(Word* w, int b) { w[b >> 6] |= Word{1} << (b & 63); }
  static void clearBit(Word* w, int b) { w[b >> 6] &= ~(Word{1} << (b & 63)); }
  // First set bit >= from in (a & b), or in (a & ~b) when Exclude; -1 when there is none.
  template <bool Exclude> int scan(const Word* a, const Word* b, int from) const {
    auto word = [&](int w) { return a[w] & (Exclude ? ~b[w] : b[w]); };
    int w = from >> 6;
    if (w >= W_) return -1;
    Word bits = word(w) & (~Word{0} << (from & 63));
    while (true) {
      if (bits) return (w << 6) + std::countr_zero(bits);
      if (++w >= W_) return -1;
      bits = word(w);
    }
  }
  int nextBit(const Word* a, const Word* b, int from) const { return scan<true>(a, b, from); }
  int nextCommon(const Word* a, const Word* b, int from) const { return scan<false>(a, b, from); }
  // Copies the domain of x_i into row i. A dense domain is scanned with the inline membership
  // test (no call per value); a sparse one value by value.
  void loadRow(const Space& s, int i) {
    Word* d = row(dom_, i);
    std::fill(d, d + W_, 0);
    VarId x = x_[i];
    const Val c = c_[i];
    // Domains only shrink below the posting level, so they stay inside the value range; the
    // clamp only guards the bitset against a constraint posted inside a checkpoint. Bits are
    // the shifted values x + c.
    Val lo = std::max(s.min(x) + c, base_), hi = std::min(s.max(x) + c, base_ + m_ - 1);
    if (static_cast<uint64_t>(hi - lo) <= 4 * s.size(x) + 64) {
      for (Val v = lo; v <= hi; ++v)
        if (s.contains(x, v - c)) setBit(d, static_cast<int>(v - base_));
    } else {
      for (Val u = lo - c; u <= hi - c; u = s.next(x, u)) setBit(d, static_cast<int>(u + c - base_));
    }
  }

  // Removes the values of fixed variables from the others (looping while that fixes more),
  // fails on two variables fixed to one value, and brings the unfixed variables' rows up to
  // date. Afterwards active_ lists the unfixed variables; fixed ones are matched to their value.
  bool eliminateFixed(Space& s) {
    std::fill(fixedVals_.begin(), fixedVals_.end(), 0);
    active_.clear();
    for (int i = 0; i < n_; ++i) {
      VarId x = x_[i];
      if (s.fixed(x)) {
        int b = static_cast<int>(s.value(x) + c_[i] - base_);
        if (test(fixedVals_.data(), b)) return false;
        setBit(fixedVals_.data(), b);
        matchFixed(i, b);
      } else {
        loadRow(s, i);
        active_.push_back(i);
      }
    }
    // A variable fixed by the removal leaves active_ and its value joins fixedVals_: loop until
    // nothing new is fixed.
    bool again = true;
    while (again) {
      again = false;
      for (size_t k = 0; k < active_.size();) {
        int i = active_[k];
        Word* d = row(dom_, i);
        VarId x = x_[i];
        for (int b = nextCommon(d, fixedVals_.data(), 0); b >= 0; b = nextCommon(d, fixedVals_.data(), b + 1)) {
          if (!s.remove(x, base_ + b - c_[i])) return false;
          clearBit(d, b);
        }
        if (s.fixed(x)) {
          int b = static_cast<int>(s.value(x) + c_[i] - base_);
          if (test(fixedVals_.data(), b)) return false;
          setBit(fixedVals_.data(), b);
          matchFixed(i, b);
          active_[k] = active_.back();
          active_.pop_back();
          again = true;
        } else {
          ++k;
        }
      }
    }
    return true;
  }

  // A fixed variable is matched to its own value; whoever held that value loses it.
  void matchFixed(int i, int b) {
    if (varMatch_[i] == b) return;
    if (varMatch_[i] >= 0) valMatch_[varMatch_[i]] = -1;
    if (valMatch_[b] >= 0) varMatch_[valMatch_[b]] = -1;
    varMatch_[i] = b;
    valMatch_[b] = i;
  }

  // Keeps the matched pairs still valid, re-augments the other unfixed variables. False when
  // some variable cannot be matched (no solution).
  bool repairMatching() {
    std::fill(free_.begin(), free_.end(), ~Word{0});
    for (int i = 0; i < n_; ++i)
      if (varMatch_[i] >= 0) clearBit(free_.data(), varMatch_[i]);
    for (int i : active_) {
      int b = varMatch_[i];
      if (b >= 0 && !test(row(dom_, i), b)) {
        valMatch_[b] = -1;
        varMatch_[i] = -1;
        setBit(free_.data(), b);
      }
    }
    for (int i : active_) {
      if (varMatch_[i] >= 0) continue;
      int b = nextCommon(row(dom_, i), free_.data(), 0);  // greedy: a free value in the domain
      if (b >= 0) {
        varMatch_[i] = b;
        valMatch_[b] = i;
        clearBit(free_.data(), b);
      } else if (!augment(i)) {
        return false;
      }
    }
    return true;
  }

  // Breadth-first search for an alternating path from unfixed variable `start` to a free value;
  // flips it. Values are visited at most once (bitset `visited_`). Only unfixed variables are
  // met: a fixed variable's value is in no unfixed row.
  bool augment(int start) {
    std::fill(visited_.begin(), visited_.end(), 0);
    queue_.clear();
    queue_.push_back(start);
    for (size_t qh = 0; qh < queue_.size(); ++qh) {
      int i = queue_[qh];
      const Word* d = row(dom_, i);
      for (int b = nextBit(d, visited_.data(), 0); b >= 0; b = nextBit(d, visited_.data(), b + 1)) {
        setBit(visited_.data(), b);
        parentVar_[b] = i;
        int owner = valMatch_[b];
        if (owner >= 0) {
          queue_.push_back(owner);
          continue;
        }
        clearBit(free_.data(), b);  // free value found: flip the path back to start
        while (b >= 0) {
          int j = parentVar_[b];
          int prevVal = varMatch_[j];
          varMatch_[j] = b;
          valMatch_[b] = j;
          b = prevVal;
        }
        return true;
      }
    }
    return false;
  }

  // R: unfixed variables whose domain reaches a free value, closed under "D(k) contains the
  // value matched to a variable of R"; reached_ = free values + values matched into R.
  // Returns true when R holds every unfixed variable.
  bool computeReached() {
    for (int w = 0; w < W_; ++w) reached_[w] = free_[w];
    for (int i : active_) inR_[i] = 0;
    size_t inR = 0;
    bool grew = true;
    while (grew) {
      grew = false;
      for (int i : active_) {
        if (inR_[i] || nextCommon(row(dom_, i), reached_.data(), 0) < 0) continue;
        inR_[i] = 1;
        setBit(reached_.data(), varMatch_[i]);
        grew = true;
        ++inR;
      }
    }
    return inR == active_.size();
  }

  // Tarjan's strongly connected components over the unfixed variables outside R, iterative.
  // Arcs are taken in reverse (k -> owner of a value of D(k)), which gives the same components.
  // sccVals_ row c collects the matched values of component c.
  void components() {
    for (int i : active_) {
      index_[i] = -1;
      onStack_[i] = 0;
    }
    int counter = 0, ncomp = 0;
    for (int root : active_) {
      if (inR_[root] || index_[root] >= 0) continue;
      call_.clear();
      call_.push_back(root);
      index_[root] = low_[root] = counter++;
      scan_[root] = 0;
      stack_.push_back(root);
      onStack_[root] = 1;
      while (!call_.empty()) {
        int i = call_.back();
        int b = nextBit(row(dom_, i), reached_.data(), scan_[i]);
        if (b >= 0) {
          scan_[i] = b + 1;
          int k = valMatch_[b];  // b is matched (not free, not fixed) to an unfixed var outside R
          if (index_[k] < 0) {
            index_[k] = low_[k] = counter++;
            scan_[k] = 0;
            stack_.push_back(k);
            onStack_[k] = 1;
            call_.push_back(k);
          } else if (onStack_[k]) {
            low_[i] = std::min(low_[i], index_[k]);
          }
          continue;
        }
        call_.pop_back();
        if (!call_.empty()) low_[call_.back()] = std::min(low_[call_.back()], low_[i]);
        if (low_[i] == index_[i]) {
          Word* vals = row(sccVals_, ncomp);
          std::fill(vals, vals + W_, 0);
          int k;
          do {
            k = stack_.back();
            stack_.pop_back();
            onStack_[k] = 0;
            comp_[k] = ncomp;
            setBit(vals, varMatch_[k]);
          } while (k != i);
          ++ncomp;
        }
      }
    }
  }

  // Removes from each unfixed variable the values outside its allowed set: reached_ for R,
  // its component's values otherwise.
  bool prune(Space& s) {
    for (int i : active_) {
      Word* d = row(dom_, i);
      const Word* allowed = inR_[i] ? reached_.data() : row(sccVals_, comp_[i]);
      VarId x = x_[i];
      for (int b = nextBit(d, allowed, 0); b >= 0; b = nextBit(d, allowed, b + 1))
        if (!s.remove(x, base_ + b - c_[i])) return false;
    }
    return true;
  }

  VarIds x_;
  std::vector<Val> c_;  // offsets: the constraint is on x_i + c_i
  int n_ = 0, m_ = 0, W_ = 0;
  Val base_ = 0;
  // the matching, kept across calls: variable position -> value bit, value bit -> position
  std::vector<int> varMatch_, valMatch_;
  // bitset rows (W_ words each): domains by variable position, value sets by component
  std::vector<Word> dom_, sccVals_;
  // single bitsets over the values
  std::vector<Word> fixedVals_, free_, reached_, visited_;
  std::vector<int> active_, parentVar_, queue_;
  std::vector<char> inR_, onStack_;
  std::vector<int> index_, low_, comp_, scan_, stack_, call_;
};

}  // namespace

void alldifferentDomain(Space& s, const VarIds& x) { alldifferentDomain(s, x, std::vector<Val>(x.size(), 0)); }

void alldifferentDomain(Space& s, const VarIds& x, const std::vector<Val>& c) {
  if (hasRepeatedVariable(x, c)) {
    s.fail();
    return;
  }
  if (x.size() < 2) return;
  Val lo = s.min(x[0]) + c[0], hi = s.max(x[0]) + c[0];
  bool boundsOnly = false;
  for (size_t i = 0; i < x.size(); ++i) {
    lo = std::min(lo, s.min(x[i]) + c[i]);
    hi = std::max(hi, s.max(x[i]) + c[i]);
    boundsOnly |= s.boundsOnly(x[i]);
  }
  if (boundsOnly || hi - lo >= kMaxSpan) {  // such domains cannot hold the holes anyway
    alldifferentBounds(s, x, c);
    return;
  }
  // The cheap value-elimination propagator runs first (unary priority) and removes the values of
  // fixed variables before this one is woken: measured 20% fewer instructions on queens.
  if (postAlldiffDomain64(s, x, c)) return;
  alldifferentValue(s, x, c);
  postAlldiffDomainGeneral(s, x, c);
}

void postAlldiffDomainGeneral(Space& s, const VarIds& x, const std::vector<Val>& c) {
  auto* p = s.emplace<AlldiffDomain>(s, x, c);
  for (VarId v : x) s.subscribe(v, p, kEvDom);
}

}  // namespace deduce::cp
