// alldifferent at domain (hyper-arc) consistency for at most 64 values: Régin's algorithm
// (AAAI 1994) specialised to one machine word per domain. This is the propagator behind every
// 9x9 Sudoku unit, queens up to n = 32 with its diagonal offsets, Latin squares up to order 64.
//
// Consistency: domain consistency, as alldiff_domain.cpp (the general version, any number of
// values): afterwards every value left belongs to some solution of the constraint, reached in
// one run (idempotent).
//
// Algorithm, in the value graph. Every value bit b that is matched to a variable is a node of
// a directed graph; node b has an arc to node c when the domain of b's variable contains c
// (so a node's successor set IS its variable's domain word, restricted to matched values: no
// conversion between variable and value indices is needed). By Berge's theorem an edge
// (variable i, value v) belongs to some maximum matching iff v is i's matched value, or v is
// free or matched to a variable that reaches a free value (the set R), or v's node is in the
// same strongly connected component as i's matched value. So:
//   1. Matching: the previous call's matching is kept (not trailed: on backtracking domains only
//      grow, so a stored pair stays an edge); pairs whose value was removed are dropped, the
//      other variables keep theirs; each unmatched variable takes a free value of its domain if
//      it has one, else a breadth-first augmenting path over the words (`dom & ~visited` gives
//      a variable's unvisited values at once). No augmenting path: fail.
//   2. R: starting from the free values, add every matched value whose variable's domain meets
//      the reached set, until nothing changes. If every value is reached nothing can be pruned.
//   3. Components of the other nodes (fixed variables aside: each is its own component), one at
//      a time: the nodes reachable from the first remaining node (a breadth-first search whose
//      frontier is a word), intersected with the nodes from which it is reachable (grown until
//      stable). O(n) word operations per component in the common case of one big component.
//   4. Pruning: a variable of R keeps the reached values; the variable matched to b outside R
//      keeps its component's values and the reached ones; the values are removed in one
//      Space::keepBits call per variable that loses something.
//
// Data layout (why it is fast): a domain is read from the kernel as its one bitset word
// (Space::bits) shifted by a per-variable constant that accounts for the variable's own bit
// base and the offset c_i; all sets (matched values, visited, reached, rows of the closure) are
// uint64 words; the matching is two small index arrays. A Sudoku unit (9 variables, 9 values)
// runs in a few hundred instructions with no allocation and no per-value kernel call.
//
// Posted by alldifferentDomain when every variable is a single-word bitset at level 0 and the
// shifted values fit in 64 bits; otherwise the general propagator is used.
#include <array>
#include <bit>

#include "cp/constraints/alldiff_common.h"

namespace deduce::cp {
namespace {

using Word = uint64_t;

template <class F> inline void forBits(Word w, F&& f) {
  while (w) {
    int b = std::countr_zero(w);
    w &= w - 1;
    f(b);
  }
}

class AlldiffDomain64 : public Propagator {
 public:
  AlldiffDomain64(VarIds x, std::vector<int> shift) : x_(std::move(x)), shift_(std::move(shift)) {
    priority = kPrioExpensive;
    idempotent = true;
    n_ = static_cast<int>(x_.size());
    match_.fill(-1);
    owner_.fill(-1);
  }
  const char* name() const override { return "alldiff-domain64"; }

  bool propagate(Space& s) override {
    // Load the domains; keep the stored pairs that are still edges, list the other variables.
    Word all = 0, fixed = 0, matched = 0;
    int todo[64];
    int nt = 0;
    for (int i = 0; i < n_; ++i) {
      Word d = s.bits(x_[i]) << shift_[i];
      dom_[i] = d;
      all |= d;
      if (!(d & (d - 1))) fixed |= d;
      int b = match_[i];
      if (b >= 0 && ((d >> b) & 1)) {
        matched |= Word{1} << b;
      } else {
        if (b >= 0) {
          owner_[b] = -1;
          match_[i] = -1;
        }
        todo[nt++] = i;
      }
    }
    if (!completeMatching(todo, nt, matched)) return false;
    // 2. R, as the set of reached values: free values, then values matched to variables whose
    // domain meets the reached set.
    Word reached = all & ~matched;
    Word rest = matched;  // nodes not (yet) in R
    if (reached) {
      for (bool grew = true; grew;) {
        grew = false;
        forBits(rest, [&](int b) {
          if (dom_[owner_[b]] & reached) {
            reached |= Word{1} << b;
            rest &= ~(Word{1} << b);
            grew = true;
          }
        });
      }
    }
    // Fixed variables are components of their own and keep their value: leave them out (their
    // value is then outside every other variable's allowed set, so it is removed there).
    rest &= ~fixed;
    if (!rest && !fixed) return true;  // every value is supported
    // Variables of R keep the reached values.
    bool ok = true;
    forBits(matched & reached, [&](int b) {
      int i = owner_[b];
      if (ok && (dom_[i] & ~reached)) ok = s.keepBits(x_[i], reached >> shift_[i]);
    });
    if (!ok) return false;
    // 3./4. Components one at a time, each found as forward set from its first node intersected
    // with the nodes reaching that node; paths inside a component stay inside it, so both
    // searches are restricted to the nodes not yet assigned to a component.
    while (rest) {
      const int b = std::countr_zero(rest);
      Word fwd = Word{1} << b, frontier = fwd;
      while (frontier) {
        int c = std::countr_zero(frontier);
        frontier &= frontier - 1;
        Word nw = dom_[owner_[c]] & rest & ~fwd;
        fwd |= nw;
        frontier |= nw;
      }
      Word comp = Word{1} << b;
      for (bool grew = true; grew;) {
        grew = false;
        forBits(fwd & ~comp, [&](int c) {
          if (dom_[owner_[c]] & comp) {
            comp |= Word{1} << c;
            grew = true;
          }
        });
      }
      rest &= ~comp;
      const Word keep = comp | reached;
      forBits(comp, [&](int c) {
        int i = owner_[c];
        if (ok && (dom_[i] & ~keep)) ok = s.keepBits(x_[i], keep >> shift_[i]);
      });
      if (!ok) return false;
    }
    return true;
  }

 private:
  void setMatch(int i, int b) {
    match_[i] = static_cast<int8_t>(b);
    owner_[b] = static_cast<int8_t>(i);
  }

  // 1. Matches the variables todo[0..nt) (the others are matched, to the values in `matched`):
  // a free value of the domain if there is one, else an augmenting path. False when some
  // variable cannot be matched.
  bool completeMatching(const int* todo, int nt, Word& matched) {
    for (int k = 0; k < nt; ++k) {
      int i = todo[k];
      Word f = dom_[i] & ~matched;
      if (f) {
        int b = std::countr_zero(f);
        setMatch(i, b);
        matched |= Word{1} << b;
      } else if (!augment(i, matched)) {
        return false;
      }
    }
    return true;
  }

  // Breadth-first alternating path from unmatched variable `start` to a value outside
  // `matched`; flips it. Each value is visited once, so each variable is queued at most once.
  bool augment(int start, Word& matched) {
    int queue[64];
    int qh = 0, qt = 0;
    queue[qt++] = start;
    Word visited = 0;
    while (qh < qt) {
      int i = queue[qh++];
      Word cand = dom_[i] & ~visited;
      if (Word f = cand & ~matched) {
        int b = std::countr_zero(f);
        matched |= Word{1} << b;
        parent_[b] = static_cast<int8_t>(i);
        while (true) {  // flip the path back to start (the only variable without a match)
          int j = parent_[b];
          int prev = match_[j];
          setMatch(j, b);
          if (prev < 0) return true;
          b = prev;
        }
      }
      visited |= cand;
      forBits(cand, [&](int b) {
        parent_[b] = static_cast<int8_t>(i);
        queue[qt++] = owner_[b];
      });
    }
    return false;
  }

  VarIds x_;
  std::vector<int> shift_;    // value bit of x_i's word bit j is j + shift_i
  int n_ = 0;
  // arrays, not vectors: building a Sudoku model allocates 27 of these propagators
  std::array<Word, 64> dom_{};       // the domains in value bits, reloaded at every call
  std::array<int8_t, 64> match_{};   // variable position -> matched value bit, -1 if none
  std::array<int8_t, 64> owner_{};   // value bit -> variable position, -1 if free
  std::array<int8_t, 64> parent_{};  // augmenting search: the variable that reached a value
};

}  // namespace

bool postAlldiffDomain64(Space& s, const VarIds& x, const std::vector<Val>& c) {
  if (x.size() > 64 || s.level() != 0) return false;
  Val base = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    if (!s.singleWord(x[i])) return false;
    Val b = s.bitsBase(x[i]) + c[i];
    if (i == 0 || b < base) base = b;
  }
  std::vector<int> shift(x.size());
  for (size_t i = 0; i < x.size(); ++i) {
    Val sh = s.bitsBase(x[i]) + c[i] - base;
    // the highest value ever in the domain (posted at level 0: domains only shrink from here)
    if (sh + 63 - std::countl_zero(s.bits(x[i])) > 63) return false;
    shift[i] = static_cast<int>(sh);
  }
  auto* p = s.emplace<AlldiffDomain64>(x, std::move(shift));
  for (VarId v : x) s.subscribe(v, p, kEvDom);
  return true;
}

}  // namespace deduce::cp
