// Differential tests of the arithmetic and linear propagators against brute force: on many
// small random instances, search finds exactly the brute-force solution set, and the root
// propagation achieves the consistency each propagator claims (domain consistency for the
// binary constraints; bounds consistency for linear ==, <=, >=).
#include <gtest/gtest.h>

#include <memory>

#include "support.h"

using namespace deduce;
using namespace deduce::cp;
using deduce::test::Tuple;

namespace {

// Bounds support: for each variable, its min and max extend to a solution in which every
// other variable takes a value within its [min, max] (integers, not only domain values).
bool boundsSupported(const std::vector<std::vector<Val>>& doms, const std::function<bool(const Tuple&)>& pred) {
  std::vector<std::vector<Val>> hull;
  for (auto& d : doms) {
    std::vector<Val> h;
    for (Val v = d.front(); v <= d.back(); ++v) h.push_back(v);
    hull.push_back(h);
  }
  for (size_t i = 0; i < doms.size(); ++i) {
    for (Val b : {doms[i].front(), doms[i].back()}) {
      auto h = hull;
      h[i] = {b};
      if (test::bruteForce(h, pred).empty()) return false;
    }
  }
  return true;
}

// Bounds(R) support for sum a_i x_i rel c: each bound of each variable extends to a solution of
// the real relaxation (the others anywhere in their real intervals). This is the consistency the
// standard linear propagators achieve; bounds(Z) consistency is NP-hard for linear equations.
struct LinearSpec {
  std::vector<Val> a;
  Rel rel;
  Val c;
};
bool boundsRSupported(const std::vector<std::vector<Val>>& doms, const LinearSpec& L) {
  for (size_t i = 0; i < doms.size(); ++i) {
    for (Val b : {doms[i].front(), doms[i].back()}) {
      Val lo = L.a[i] * b, hi = L.a[i] * b;
      for (size_t j = 0; j < doms.size(); ++j) {
        if (j == i) continue;
        Val p = L.a[j] * doms[j].front(), q = L.a[j] * doms[j].back();
        lo += std::min(p, q);
        hi += std::max(p, q);
      }
      bool ok = L.rel == Rel::EQ ? (lo <= L.c && L.c <= hi)
                : L.rel == Rel::LE ? lo <= L.c
                : L.rel == Rel::GE ? hi >= L.c
                : L.rel == Rel::LT ? lo < L.c
                                   : hi > L.c;
      if (!ok) return false;
    }
  }
  return true;
}

template <class Post, class Pred>
void differential(const char* what, int trials, int nvars, Val lo, Val hi, Post post, Pred pred, bool domainConsistent,
                  bool boundsConsistent, const LinearSpec* linearSpec = nullptr) {
  std::mt19937_64 rng(12345);
  for (int t = 0; t < trials; ++t) {
    auto doms = test::randomDomains(rng, nvars, lo, hi, 0.6);
    auto sols = test::bruteForce(doms, pred);
    {
      Space s;
      VarIds x = test::makeVars(s, doms);
      post(s, x, rng);
      EXPECT_EQ(test::searchAll(s, x), sols) << what << " trial " << t;
    }
    Space s;
    VarIds x = test::makeVars(s, doms);
    std::mt19937_64 rng2 = rng;
    post(s, x, rng2);
    auto root = test::rootDomains(s, x);
    if (sols.empty()) {
      if (domainConsistent) {
        EXPECT_TRUE(root.empty()) << what << " trial " << t << ": should fail at the root";
      }
      continue;
    }
    ASSERT_FALSE(root.empty()) << what << " trial " << t << ": failed although solutions exist";
    auto sup = test::supportedValues(sols, x.size());
    for (size_t i = 0; i < x.size(); ++i)
      for (Val v : sup[i])
        EXPECT_TRUE(std::find(root[i].begin(), root[i].end(), v) != root[i].end())
            << what << " trial " << t << ": removed supported value " << v;
    if (domainConsistent) {
      EXPECT_EQ(root, sup) << what << " trial " << t;
    }
    if (boundsConsistent) {
      EXPECT_TRUE(boundsSupported(root, pred)) << what << " trial " << t;
    }
    if (linearSpec) {
      EXPECT_TRUE(boundsRSupported(root, *linearSpec)) << what << " trial " << t;
    }
  }
}

}  // namespace

TEST(Arith, EqualOffset) {
  differential("x==y+c", 300, 2, -3, 6, [](Space& s, VarIds& x, std::mt19937_64&) { equal(s, x[0], x[1], 2); },
               [](const Tuple& t) { return t[0] == t[1] + 2; }, true, true);
}

TEST(Arith, NotEqualOffset) {
  // forward checking is domain consistent once one side is fixed; check solution sets and soundness
  differential("x!=y+c", 300, 2, 0, 4, [](Space& s, VarIds& x, std::mt19937_64&) { notEqual(s, x[0], x[1], -1); },
               [](const Tuple& t) { return t[0] != t[1] - 1; }, false, false);
}

TEST(Arith, LessEqOffset) {
  differential("x<=y+c", 300, 2, 0, 7, [](Space& s, VarIds& x, std::mt19937_64&) { lessEq(s, x[0], x[1], -2); },
               [](const Tuple& t) { return t[0] <= t[1] - 2; }, true, true);
}

TEST(Arith, DistanceEq) {
  differential("|x-y|==c", 300, 2, 0, 7, [](Space& s, VarIds& x, std::mt19937_64&) { distanceEq(s, x[0], x[1], 2); },
               [](const Tuple& t) { return std::abs(t[0] - t[1]) == 2; }, true, true);
}

TEST(Linear, EqualityIsBoundsConsistent) {
  for (Val c : {-4, 0, 3, 9}) {
    differential(
        "linear==", 150, 4, -2, 4,
        [c](Space& s, VarIds& x, std::mt19937_64&) { linear(s, {2, -1, 3, 1}, x, Rel::EQ, c); },
        [c](const Tuple& t) { return 2 * t[0] - t[1] + 3 * t[2] + t[3] == c; }, false, false,
        std::make_unique<LinearSpec>(LinearSpec{{2, -1, 3, 1}, Rel::EQ, c}).get());
  }
}

TEST(Linear, InequalitiesAreBoundsConsistent) {
  LinearSpec le{{3, -2, 1}, Rel::LE, 2}, ge{{3, -2, 1}, Rel::GE, 4}, gt{{1, -1, 2}, Rel::GT, 1};
  differential("linear<=", 200, 3, -3, 5, [](Space& s, VarIds& x, std::mt19937_64&) { linear(s, {3, -2, 1}, x, Rel::LE, 2); },
               [](const Tuple& t) { return 3 * t[0] - 2 * t[1] + t[2] <= 2; }, false, false, &le);
  differential("linear>=", 200, 3, -3, 5, [](Space& s, VarIds& x, std::mt19937_64&) { linear(s, {3, -2, 1}, x, Rel::GE, 4); },
               [](const Tuple& t) { return 3 * t[0] - 2 * t[1] + t[2] >= 4; }, false, false, &ge);
  differential("linear<", 200, 3, -3, 5, [](Space& s, VarIds& x, std::mt19937_64&) { linear(s, {1, 1, 1}, x, Rel::LT, 3); },
               [](const Tuple& t) { return t[0] + t[1] + t[2] < 3; }, false, true);  // unit coefficients: Z
  differential("linear>", 200, 3, -3, 5, [](Space& s, VarIds& x, std::mt19937_64&) { linear(s, {1, -1, 2}, x, Rel::GT, 1); },
               [](const Tuple& t) { return t[0] - t[1] + 2 * t[2] > 1; }, false, false, &gt);
}

TEST(Linear, NotEqual) {
  differential("linear!=", 200, 3, 0, 3, [](Space& s, VarIds& x, std::mt19937_64&) { linear(s, {1, 2, -1}, x, Rel::NE, 2); },
               [](const Tuple& t) { return t[0] + 2 * t[1] - t[2] != 2; }, false, false);
}

TEST(Linear, RepeatedVariablesAndConstants) {
  // x + x + y == 5 with x repeated; a fixed variable folds into the constant
  differential(
      "linear repeated", 200, 3, 0, 5,
      [](Space& s, VarIds& x, std::mt19937_64&) { linear(s, {1, 1, 1, 0}, {x[0], x[0], x[1], x[2]}, Rel::EQ, 5); },
      [](const Tuple& t) { return 2 * t[0] + t[1] == 5; }, false, false);
}

TEST(Linear, MidSearchConsistency) {
  // Propagate after random decisions below checkpoints, compare with brute force, backtrack.
  std::mt19937_64 rng(99);
  for (int t = 0; t < 100; ++t) {
    auto doms = test::randomDomains(rng, 4, 0, 5, 0.8);
    Space s;
    VarIds x = test::makeVars(s, doms);
    linear(s, {1, 2, 1, -1}, x, Rel::EQ, 4);
    if (!s.propagate()) continue;
    for (int depth = 0; depth < 3; ++depth) {
      s.pushCheckpoint();
      VarId v = x[rng() % 4];
      if (s.size(v) > 1) s.remove(v, s.values(v)[rng() % s.size(v)]);
      bool ok = s.propagate();
      std::vector<std::vector<Val>> cur;
      for (VarId y : x) cur.push_back(s.values(y));
      auto sols = test::bruteForce(cur, [](const Tuple& u) { return u[0] + 2 * u[1] + u[2] - u[3] == 4; });
      if (!ok) break;
      auto sup = test::supportedValues(sols, 4);
      for (size_t i = 0; i < 4 && !sols.empty(); ++i)
        for (Val val : sup[i]) EXPECT_TRUE(s.contains(x[i], val));
    }
    while (s.level() > 0) s.popCheckpoint();
    for (size_t i = 0; i < 4; ++i) EXPECT_EQ(s.size(x[i]) <= doms[i].size(), true);
  }
}
