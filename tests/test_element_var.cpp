// cp::elementVar (src/cp/constraints/element_var.cpp), a[idx - offset] == v, against brute-force
// enumeration on random small instances: domains of one bitset word, domains spread over several
// words (values from -90 to 160), a result without a bitset (bounds only), offsets, and idx or
// v occurring in the array. For each instance:
//   * the solutions found by search are exactly the brute-force ones;
//   * root propagation leaves on idx and v exactly the supported values (the bounds of the
//     supported values for a bounds-only v), and on a[i] too once idx is fixed to i;
//   * after random removals under nested checkpoints, incremental propagation reaches the same
//     domains as a fresh space, and each pop restores the domains.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <sstream>
#include <string>

#include "cp/constraints/element_var.h"
#include "support.h"

using namespace deduce;
using namespace deduce::cp;
using test::Tuple;

namespace {

using Doms = std::vector<std::vector<Val>>;

// An instance: distinct variables with their domains, and the element over them by position
// (positions may repeat: a variable both in the array and as idx or v).
struct Instance {
  Doms doms;
  std::vector<bool> boundsOnly;  // created with a range wider than a bitset, then narrowed
  int idx = 0, v = 1;
  std::vector<int> array;
  Val offset = 0;
};

std::string show(const Instance& in) {
  std::ostringstream os;
  os << "offset " << in.offset << " idx #" << in.idx << " v #" << in.v << " array [";
  for (int a : in.array) os << " #" << a;
  os << " ] domains";
  for (size_t i = 0; i < in.doms.size(); ++i) {
    os << " #" << i << (in.boundsOnly[i] ? "(bounds)" : "") << " {";
    for (Val x : in.doms[i]) os << ' ' << x;
    os << " }";
  }
  return os.str();
}

VarIds build(Space& s, const Instance& in, const Doms& doms) {
  VarIds x;
  for (size_t i = 0; i < doms.size(); ++i) {
    if (in.boundsOnly[i]) {
      VarId b = s.newVar(doms[i].front() - Space::kMaxBitsetRange, doms[i].back() + Space::kMaxBitsetRange);
      EXPECT_TRUE(s.boundsOnly(b));
      s.setMin(b, doms[i].front());
      s.setMax(b, doms[i].back());
      x.push_back(b);
    } else {
      x.push_back(s.newVar(doms[i]));
    }
  }
  VarIds arr;
  for (int a : in.array) arr.push_back(x[a]);
  elementVar(s, arr, x[in.idx], x[in.v], in.offset);
  return x;
}

bool holds(const Instance& in, const Tuple& t) {
  const Val i = t[in.idx] - in.offset;
  return i >= 0 && i < static_cast<Val>(in.array.size()) && t[in.array[i]] == t[in.v];
}

Doms snapshot(const Space& s, const VarIds& x) {
  Doms d;
  for (VarId v : x) d.push_back(s.values(v));
  return d;
}

// Root propagation from the given domains (bounds-only variables as their intervals); empty
// when the space fails.
Doms propagated(const Instance& in, const Doms& doms) {
  Space s;
  VarIds x = build(s, in, doms);
  if (!s.propagate()) return {};
  return snapshot(s, x);
}

void check(const Instance& in) {
  SCOPED_TRACE(show(in));
  const auto sols = test::bruteForce(in.doms, [&](const Tuple& t) { return holds(in, t); });
  {
    Space s;
    VarIds x = build(s, in, in.doms);
    EXPECT_EQ(test::searchAll(s, x), sols);
  }
  const Doms root = propagated(in, in.doms);
  const auto sup = test::supportedValues(sols, in.doms.size());
  if (sols.empty()) {
    EXPECT_TRUE(root.empty()) << "no solution, but root propagation does not fail";
    return;
  }
  ASSERT_FALSE(root.empty()) << "root propagation fails on a satisfiable instance";
  auto exact = [&](int pos) {
    if (in.boundsOnly[pos]) {
      EXPECT_EQ(root[pos].front(), sup[pos].front()) << "min of #" << pos;
      EXPECT_EQ(root[pos].back(), sup[pos].back()) << "max of #" << pos;
    } else {
      EXPECT_EQ(root[pos], sup[pos]) << "#" << pos;
    }
  };
  for (size_t i = 0; i < root.size(); ++i)
    for (Val w : sup[i]) EXPECT_TRUE(std::binary_search(root[i].begin(), root[i].end(), w)) << "#" << i << " lost " << w;
  // the domain-consistency claims hold where no variable is shared between roles
  const bool shared = std::count(in.array.begin(), in.array.end(), in.idx) ||
                      std::count(in.array.begin(), in.array.end(), in.v) || in.idx == in.v;
  if (shared) return;
  exact(in.idx);
  exact(in.v);
  if (root[in.idx].size() == 1) exact(in.array[root[in.idx][0] - in.offset]);
}

void checkMidSearch(const Instance& in, std::mt19937_64& rng) {
  SCOPED_TRACE(show(in));
  Space s;
  VarIds x = build(s, in, in.doms);
  if (!s.propagate()) return;
  for (int round = 0; round < 3; ++round) {
    std::vector<Doms> saved;
    for (int depth = 0; depth < 3; ++depth) {
      saved.push_back(snapshot(s, x));
      s.pushCheckpoint();
      for (int k = 0; k < 2; ++k) {
        VarId v = x[rng() % x.size()];
        const auto vals = s.values(v);
        if (vals.size() > 1) {
          const Val w = vals[rng() % vals.size()];
          if (s.boundsOnly(v)) (rng() % 2 ? s.setMin(v, w) : s.setMax(v, w));
          else s.remove(v, w);
        }
      }
      const Doms before = snapshot(s, x);
      const bool ok = s.propagate();
      const Doms fresh = propagated(in, before);
      if (!ok) {
        EXPECT_TRUE(fresh.empty());
        break;
      }
      EXPECT_EQ(snapshot(s, x), fresh);
    }
    while (!saved.empty()) {
      s.popCheckpoint();
      EXPECT_EQ(snapshot(s, x), saved.back());
      saved.pop_back();
    }
  }
}

Val pick(std::mt19937_64& rng, Val lo, Val hi) { return std::uniform_int_distribution<Val>(lo, hi)(rng); }

// k distinct random values from [lo, hi], sorted
std::vector<Val> sparse(std::mt19937_64& rng, int k, Val lo, Val hi) {
  std::set<Val> d;
  while (static_cast<int>(d.size()) < k) d.insert(pick(rng, lo, hi));
  return {d.begin(), d.end()};
}

enum class Values { OneWord, Wide, BoundsOnlyResult };

Instance randomInstance(std::mt19937_64& rng, Values kind, bool aliasing) {
  Instance in;
  const int n = static_cast<int>(pick(rng, 1, 4));
  const Val offsets[] = {0, 1, -3, 7};
  in.offset = offsets[rng() % 4];
  // idx: around offset .. offset + n - 1, sometimes beyond it
  in.doms.push_back(test::randomDomains(rng, 1, in.offset - 1, in.offset + n, 0.7)[0]);
  auto values = [&]() -> std::vector<Val> {
    if (kind == Values::OneWord) return test::randomDomains(rng, 1, 0, 5, 0.5)[0];
    if (kind == Values::Wide) return sparse(rng, static_cast<int>(pick(rng, 1, 5)), -90, 160);
    const Val lo = pick(rng, 0, 4);
    return test::randomDomains(rng, 1, lo, lo + 4, 0.6)[0];
  };
  if (kind == Values::BoundsOnlyResult) {
    const Val lo = pick(rng, 0, 3);
    std::vector<Val> iv;
    for (Val w = lo; w <= lo + pick(rng, 0, 4); ++w) iv.push_back(w);
    in.doms.push_back(iv);  // v, an interval
  } else {
    in.doms.push_back(values());
  }
  in.boundsOnly = {false, kind == Values::BoundsOnlyResult};
  for (int i = 0; i < n; ++i) {
    in.array.push_back(static_cast<int>(in.doms.size()));
    in.doms.push_back(values());
    in.boundsOnly.push_back(kind == Values::BoundsOnlyResult && rng() % 3 == 0 && in.doms.back().size() > 1 &&
                            in.doms.back().back() - in.doms.back().front() + 1 == static_cast<Val>(in.doms.back().size()));
  }
  if (aliasing) {
    // idx or v (or a repeated array variable) in the array
    const int slot = static_cast<int>(rng() % n);
    switch (rng() % 3) {
      case 0: in.array[slot] = in.idx; break;
      case 1: in.array[slot] = in.v; break;
      default: in.array[slot] = in.array[rng() % n]; break;
    }
  }
  return in;
}

void randomInstances(uint64_t seed, Values kind, bool aliasing) {
  std::mt19937_64 rng(seed);
  for (int it = 0; it < 300; ++it) {
    const Instance in = randomInstance(rng, kind, aliasing);
    check(in);
    checkMidSearch(in, rng);
  }
}

TEST(ElementVar, OneWordDomains) { randomInstances(101, Values::OneWord, false); }
TEST(ElementVar, DomainsOverSeveralWords) { randomInstances(102, Values::Wide, false); }
TEST(ElementVar, BoundsOnlyResult) { randomInstances(103, Values::BoundsOnlyResult, false); }
TEST(ElementVar, IndexOrResultInTheArray) {
  randomInstances(104, Values::OneWord, true);
  randomInstances(105, Values::Wide, true);
}

TEST(ElementVar, UnwatchedIndicesStayOut) {
  // idx starts without index 1: a[1] is not watched, and its changes cannot matter
  Space s;
  VarId idx = s.newVar({0, 2});
  VarId v = s.newVar(0, 9);
  VarIds a = {s.newVar({1, 2}), s.newVar(0, 9), s.newVar({5, 6})};
  elementVar(s, a, idx, v);
  ASSERT_TRUE(s.propagate());
  EXPECT_EQ(s.values(v), (std::vector<Val>{1, 2, 5, 6}));
  ASSERT_TRUE(s.assign(a[1], 3));
  ASSERT_TRUE(s.remove(v, 5) && s.remove(v, 6));
  ASSERT_TRUE(s.propagate());
  EXPECT_EQ(s.values(idx), (std::vector<Val>{0}));
  EXPECT_EQ(s.values(a[0]), (std::vector<Val>{1, 2}));
  EXPECT_EQ(s.values(v), (std::vector<Val>{1, 2}));
}

}  // namespace
