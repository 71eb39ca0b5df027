// alldifferent on x_i + c_i (offsets) at the three levels: same solutions as brute force, and
// the domain level leaves exactly the supported values, on random small instances.
#include <gtest/gtest.h>

#include "support.h"

using namespace deduce;
using namespace deduce::cp;

TEST(AlldiffOffsets, DifferentialAgainstBruteForce) {
  std::mt19937_64 rng(4242);
  for (int t = 0; t < 300; ++t) {
    int n = 2 + static_cast<int>(rng() % 4);
    auto doms = test::randomDomains(rng, n, 0, 5, 0.6);
    std::vector<Val> c;
    for (int i = 0; i < n; ++i) c.push_back(static_cast<Val>(rng() % 5) - 2);
    auto pred = [&](const test::Tuple& u) {
      for (int i = 0; i < n; ++i)
        for (int j = 0; j < i; ++j)
          if (u[i] + c[i] == u[j] + c[j]) return false;
      return true;
    };
    auto sols = test::bruteForce(doms, pred);
    for (Consistency level : {Consistency::Value, Consistency::Bounds, Consistency::Domain}) {
      Space s;
      VarIds x = test::makeVars(s, doms);
      alldifferent(s, x, c, level);
      EXPECT_EQ(test::searchAll(s, x), sols) << "trial " << t << " level " << toString(level);
    }
    Space s;
    VarIds x = test::makeVars(s, doms);
    alldifferent(s, x, c, Consistency::Domain);
    auto root = test::rootDomains(s, x);
    if (sols.empty()) {
      EXPECT_TRUE(root.empty()) << "trial " << t;
    } else {
      EXPECT_EQ(root, test::supportedValues(sols, x.size())) << "trial " << t;
    }
  }
}

TEST(AlldiffOffsets, SameVariableWithDifferentOffsets) {
  // x + 0 and x + 1 never collide; x + 0 twice always does
  Space s;
  VarId x = s.newVar(0, 3), y = s.newVar(0, 3);
  alldifferent(s, {x, x, y}, {0, 1, 0}, Consistency::Domain);
  EXPECT_TRUE(s.propagate());
  Space t;
  VarId z = t.newVar(0, 3);
  alldifferent(t, {z, z}, {2, 2}, Consistency::Bounds);
  EXPECT_FALSE(t.propagate());
}
