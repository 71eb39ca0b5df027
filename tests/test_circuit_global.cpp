// The kernel's circuit constraint (cp/constraints/circuit.cpp): known counts of Hamiltonian
// cycles, every solution checked to be one cycle through all nodes, and the count on random
// domains against brute-force enumeration of the permutations.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>

#include "cp/constraints/circuit.h"
#include "cp/search.h"

namespace deduce {
namespace {

// succ (values offset .. offset + n - 1) is one cycle through all n nodes
bool oneCycle(const std::vector<cp::Val>& succ, cp::Val offset) {
  const size_t n = succ.size();
  std::vector<char> seen(n, 0);
  size_t i = 0, len = 0;
  while (!seen[i]) {
    seen[i] = 1;
    ++len;
    const cp::Val j = succ[i] - offset;
    if (j < 0 || j >= static_cast<cp::Val>(n)) return false;
    i = static_cast<size_t>(j);
  }
  return i == 0 && len == n;
}

// Solutions of circuit on the given domains (values offset-based); each is checked.
uint64_t countCircuits(const std::vector<std::vector<cp::Val>>& doms, cp::Val offset, cp::VarSel sel = cp::VarSel::MinDom) {
  cp::Space s;
  cp::VarIds x;
  for (const auto& d : doms) x.push_back(s.newVar(d));
  cp::circuit(s, x, offset);
  cp::PhaseBrancher b(s, {{x, sel, cp::ValSel::Min}}, 1);
  uint64_t n = 0;
  cp::Search(s, b).run([&](cp::Space& sp) {
    std::vector<cp::Val> v;
    for (cp::VarId y : x) v.push_back(sp.value(y));
    EXPECT_TRUE(oneCycle(v, offset));
    ++n;
    return true;
  });
  return n;
}

std::vector<std::vector<cp::Val>> complete(int n, cp::Val offset) {
  std::vector<cp::Val> all(static_cast<size_t>(n));
  std::iota(all.begin(), all.end(), offset);
  return std::vector<std::vector<cp::Val>>(static_cast<size_t>(n), all);
}

TEST(CircuitGlobal, CompleteGraphsHaveFactorialCycles) {
  // directed Hamiltonian cycles of K_n: (n - 1)!
  EXPECT_EQ(countCircuits(complete(1, 0), 0), 1u);
  EXPECT_EQ(countCircuits(complete(2, 0), 0), 1u);
  EXPECT_EQ(countCircuits(complete(3, 1), 1), 2u);
  EXPECT_EQ(countCircuits(complete(5, 0), 0), 24u);
  EXPECT_EQ(countCircuits(complete(7, -3), -3, cp::VarSel::Input), 720u);
}

TEST(CircuitGlobal, KnightsToursOfFiveBySix) {
  // closed knight's tours of a 5x6 board: 8, each in two directions
  const int rows = 5, cols = 6;
  std::vector<std::vector<cp::Val>> doms;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      std::vector<cp::Val> d;
      for (int dr = -2; dr <= 2; ++dr)
        for (int dc = -2; dc <= 2; ++dc)
          if (std::abs(dr * dc) == 2 && r + dr >= 0 && r + dr < rows && c + dc >= 0 && c + dc < cols)
            d.push_back((r + dr) * cols + c + dc);
      doms.push_back(d);
    }
  EXPECT_EQ(countCircuits(doms, 0), 16u);
}

TEST(CircuitGlobal, RandomDomainsAgreeWithBruteForce) {
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 60; ++trial) {
    const int n = 3 + trial % 5;  // 3..7
    std::vector<std::vector<cp::Val>> doms(static_cast<size_t>(n));
    for (auto& d : doms) {
      for (int v = 0; v < n; ++v)
        if (rng() % 100 < 60) d.push_back(v + 1);
      if (d.empty()) d.push_back(static_cast<cp::Val>(rng() % n) + 1);
    }
    uint64_t brute = 0;
    std::vector<cp::Val> p(static_cast<size_t>(n));
    std::iota(p.begin(), p.end(), 1);
    do {
      bool in = true;
      for (int i = 0; i < n && in; ++i) in = std::find(doms[i].begin(), doms[i].end(), p[i]) != doms[i].end();
      if (in && oneCycle(p, 1)) ++brute;
    } while (std::next_permutation(p.begin(), p.end()));
    EXPECT_EQ(countCircuits(doms, 1), brute) << "trial " << trial;
  }
}

TEST(CircuitGlobal, PropagationClosesAndForbidsSubtours) {
  cp::Space s;
  cp::VarIds x = cp::intVars(s, 4, 0, 3);
  cp::circuit(s, x);
  ASSERT_TRUE(s.propagate());
  for (int i = 0; i < 4; ++i) EXPECT_FALSE(s.contains(x[i], i));
  // 0 -> 1: the chain 0, 1 must not close early, so 1 -/-> 0
  ASSERT_TRUE(s.assign(x[0], 1) && s.propagate());
  EXPECT_FALSE(s.contains(x[1], 0));
  // 0 -> 1 -> 2: the chain's end 2 goes to 3 (not 0, not back) and 3 closes it
  ASSERT_TRUE(s.assign(x[1], 2) && s.propagate());
  EXPECT_TRUE(s.fixed(x[2]) && s.value(x[2]) == 3);
  EXPECT_TRUE(s.fixed(x[3]) && s.value(x[3]) == 0);

  // a fixed 2-cycle is not a circuit
  cp::Space t;
  cp::VarIds y = cp::intVars(t, 4, 0, 3);
  cp::circuit(t, y);
  EXPECT_TRUE(t.assign(y[0], 1) && t.assign(y[1], 0));
  EXPECT_FALSE(t.propagate());

  // nodes 3, 4, 5 lead only to each other: two 3-cycles satisfy the alldifferent and fix
  // nothing, but the graph is not strongly connected
  cp::Space w;
  cp::VarIds q = {w.newVar(0, 5), w.newVar(0, 5), w.newVar(0, 5), w.newVar({4, 5}), w.newVar({3, 5}), w.newVar({3, 4})};
  cp::circuit(w, q);
  EXPECT_FALSE(w.propagate());
}

}  // namespace
}  // namespace deduce
