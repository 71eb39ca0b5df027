// The one-word domain-consistency core of alldifferent (Régin, AAAI 1994, specialised to at most
// 64 values, one machine word per domain — or 128 values in a two-word `Word128`), shared by the
// single-constraint propagator (alldiff_domain64.cpp) and the grouped propagator that owns every
// unit of a puzzle (alldiff_group.cpp). The algorithm and why it is fast are described in
// alldiff_domain64.cpp; this header only holds the code, parameterised by the word type W
// (uint64_t or Word128), how a domain is read and how it is pruned:
//
//   Matching<W> m;                      // per constraint, kept between runs (not trailed)
//   Scratch<W> sc;                      // scratch, may be shared by many constraints
//   bool ok = regin64<BranchFree>(n, m, sc, load, keep);
//     load(i) -> W : the domain of position i in value bits
//     keep(i, W allowed) -> bool : keep only the values of position i that are in `allowed`
//                       (value bits; may hold values outside the domain), false on a wipe-out
//
// Word128 (GCC/Clang's unsigned __int128: two registers, each operation two instructions) is
// what Latin squares and Sudoku of 65..128 values run on; without it they fell back to the
// general propagator, 30x slower per node (docs/results/alldiff.md, "Mispredicted branches, and two-word domains").
//
// Branches whose outcome depends on the data (is a position fixed, does a node join a
// component) are written branch-free: on the hardest Sudoku set they mispredicted about half
// the time, and a misprediction costs more than the few extra instructions
// (docs/results/alldiff.md, "All units in one propagator").
//
// The matching is not trailed: on backtracking domains only grow, so a stored pair stays an edge
// and the matching stays a valid (partial) matching of the restored graph.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace deduce::cp::regin {

using Word = uint64_t;
__extension__ typedef unsigned __int128 Word128;

template <class W> inline constexpr int kBits = static_cast<int>(sizeof(W) * 8);

inline int ctz(uint64_t w) { return std::countr_zero(w); }
inline int ctz(Word128 w) {
  const auto lo = static_cast<uint64_t>(w);
  return lo ? std::countr_zero(lo) : 64 + std::countr_zero(static_cast<uint64_t>(w >> 64));
}

template <class W, class F> inline void forBits(W w, F&& f) {
  while (w) {
    int b = ctz(w);
    w &= w - 1;
    f(b);
  }
}

// The matching of one constraint: position -> matched value bit and value bit -> position, -1
// when unmatched / free.
template <class W> struct Matching {
  std::array<int8_t, kBits<W>> match;
  std::array<int8_t, kBits<W>> owner;
  std::array<W, kBits<W>> bit;  // the bit of match[i], 0 when unmatched (a branch-free test)
  Matching() { clear(); }
  void clear() {
    match.fill(-1);
    owner.fill(-1);
    bit.fill(0);
  }
  void set(int i, int b) {
    match[i] = static_cast<int8_t>(b);
    bit[i] = W{1} << b;
    owner[b] = static_cast<int8_t>(i);
  }
  void unmatch(int i) {
    match[i] = -1;
    bit[i] = 0;
  }
};

// Per-run scratch: the domains as loaded, the augmenting search's parents.
template <class W> struct Scratch {
  std::array<W, kBits<W>> dom;
  std::array<W, kBits<W>> adj;  // BranchFree: adj[b] = dom[owner[b]], the value graph by node
  std::array<int8_t, kBits<W>> parent;
};

using Matching64 = Matching<Word>;
using Scratch64 = Scratch<Word>;

// Breadth-first alternating path from unmatched position `start` to a value outside `matched`;
// flips it. Each value is visited once, so each position is queued at most once.
template <class W> inline bool augment64(int start, W& matched, Matching<W>& m, Scratch<W>& sc) {
  int queue[kBits<W>];
  int qh = 0, qt = 0;
  queue[qt++] = start;
  W visited = 0;
  while (qh < qt) {
    int i = queue[qh++];
    W cand = sc.dom[i] & ~visited;
    if (W f = cand & ~matched) {
      int b = ctz(f);
      matched |= W{1} << b;
      sc.parent[b] = static_cast<int8_t>(i);
      while (true) {  // flip the path back to start (the only position without a match)
        int j = sc.parent[b];
        int prev = m.match[j];
        m.set(j, b);
        if (prev < 0) return true;
        b = prev;
      }
    }
    visited |= cand;
    forBits(cand, [&](int b) {
      sc.parent[b] = static_cast<int8_t>(i);
      queue[qt++] = m.owner[b];
    });
  }
  return false;
}

// One run of the propagator over positions 0..n-1: domain consistency in one call
// (idempotent). Returns false on failure (no complete matching, or a wiped-out domain).
// BranchFree (the grouped propagator): the data-dependent branches as masks (see above), and
// the one-component shortcut below. It assumes what the group guarantees before every run: no
// fixed position's value is left in another position's domain (alldiff_group.cpp spreads
// fixed values first). Masks pay for the Sudoku group, not for the single-constraint
// propagator on queens (+5% instructions, no fewer mispredictions), which keeps main's code.
template <bool BranchFree, class W, class Load, class Keep>
[[gnu::always_inline]] inline bool regin64(int n, Matching<W>& m, Scratch<W>& sc, Load&& load, Keep&& keep) {
  // Load the domains; keep the stored pairs that are still edges, list the other positions.
  W all = 0, fixed = 0, matched = 0;
  int todo[kBits<W>];
  int nt = 0;
  for (int i = 0; i < n; ++i) {
    W d = load(i);
    sc.dom[i] = d;
    all |= d;
    if constexpr (BranchFree) {
      fixed |= d & (W{0} - static_cast<W>((d & (d - 1)) == 0));  // d if fixed, else 0
      const W valid = d & m.bit[i];  // the stored pair is still an edge (or 0: no pair)
      matched |= valid;
      todo[nt] = i;
      nt += static_cast<int>(valid == 0);
    } else {
      if (!(d & (d - 1))) fixed |= d;
      const int b = m.match[i];
      if (b >= 0 && ((d >> b) & 1)) {
        matched |= W{1} << b;
      } else {
        if (b >= 0) {
          m.owner[b] = -1;
          m.unmatch(i);
        }
        todo[nt++] = i;
      }
    }
  }
  if constexpr (BranchFree) {
    // drop the broken pairs the load loop left in place, all before any new pair is made (a
    // failure below must not leave a stale pair behind: it would share its value with a new one)
    for (int k = 0; k < nt; ++k) {
      const int i = todo[k], b = m.match[i];
      if (b >= 0) {
        m.owner[b] = -1;
        m.unmatch(i);
      }
    }
  }
  // 1. Complete the matching: a free value of the domain if there is one, else an augmenting
  // path.
  for (int k = 0; k < nt; ++k) {
    int i = todo[k];
    W f = sc.dom[i] & ~matched;
    if (f) {
      int b = ctz(f);
      m.set(i, b);
      matched |= W{1} << b;
    } else if (!augment64(i, matched, m, sc)) {
      return false;
    }
  }
  // 2. R, as the set of reached values: free values, then values matched to positions whose
  // domain meets the reached set.
  W reached = all & ~matched;
  W rest = matched;  // nodes not (yet) in R
  if (reached) {
    for (bool grew = true; grew;) {
      grew = false;
      forBits(rest, [&](int b) {
        if (sc.dom[m.owner[b]] & reached) {
          reached |= W{1} << b;
          rest &= ~(W{1} << b);
          grew = true;
        }
      });
    }
  }
  // Fixed positions are components of their own and keep their value: leave them out (their
  // value is then outside every other position's allowed set, so it is removed there).
  rest &= ~fixed;
  if (!rest && !fixed) return true;  // every value is supported
  // Positions of R keep the reached values.
  bool ok = true;
  forBits(matched & reached, [&](int b) {
    int i = m.owner[b];
    if (ok && (sc.dom[i] & ~reached)) ok = keep(i, reached);
  });
  if (!ok) return false;
  // 3./4. Components one at a time, each found as forward set from its first node intersected
  // with the nodes reaching that node; paths inside a component stay inside it, so both
  // searches are restricted to the nodes not yet assigned to a component. The backward search
  // starts inside the forward one: a node whose successors meet the nodes known to reach the
  // first node joins them when the forward search visits it, so the passes after it only
  // collect the nodes visited too early (a quarter of them on the hardest Sudoku set). That
  // saved a whole pass over the forward set and its loop, -5% time on the hardest set
  // (docs/results/alldiff.md, "One backward pass less, and the x86-64-v3 build").
  const W nodes = rest;
  if constexpr (BranchFree) {
    // the successors of every node in one array: one load per visit in the searches below
    // instead of two dependent ones (owner, then domain), which were their critical path
    forBits(nodes, [&](int b) { sc.adj[b] = sc.dom[m.owner[b]]; });
  }
  const auto succ = [&](int c) {
    if constexpr (BranchFree) return sc.adj[c];
    else return sc.dom[m.owner[c]];
  };
  while (rest) {
    const int b = ctz(rest);
    W fwd = W{1} << b, frontier = fwd;
    W comp = W{1} << b;  // nodes known to reach b
    while (frontier) {
      int c = ctz(frontier);
      frontier &= frontier - 1;
      const W a = succ(c);
      W nw = a & rest & ~fwd;
      fwd |= nw;
      frontier |= nw;
      comp |= static_cast<W>((a & comp) != 0) << c;  // the first backward pass, fused
    }
    for (W left = fwd & ~comp; left;) {
      W grew = 0;
      forBits(left, [&](int c) {
        if constexpr (BranchFree) {
          const W joins = static_cast<W>((succ(c) & comp) != 0) << c;
          comp |= joins;
          grew |= joins;
        } else if (succ(c) & comp) {
          comp |= W{1} << c;
          grew = 1;
        }
      });
      left = (fwd & ~comp) & (W{0} - static_cast<W>(grew != 0));
    }
    rest &= ~comp;
    // One component holding every node left (the common case): its positions may only lose
    // the fixed positions' values, which the group has already removed: nothing to prune.
    if (BranchFree && comp == nodes) return true;
    const W allowed = comp | reached;
    forBits(comp, [&](int c) {
      int i = m.owner[c];
      if (ok && (sc.dom[i] & ~allowed)) ok = keep(i, allowed);
    });
    if (!ok) return false;
  }
  return true;
}

}  // namespace deduce::cp::regin
