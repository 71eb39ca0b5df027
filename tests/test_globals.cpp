// Differential tests of the global constraints (element, count, gcc, inverse, max, Boolean and
// reified constraints, table) against brute-force enumeration on many small random instances:
//   * the solution set found by search equals the brute-force one;
//   * root propagation never removes a supported value;
//   * where domain consistency is claimed, the root domains are exactly the supported values;
//     for max (bounds(Z) consistency), both bounds of every variable are supported when the
//     domains are relaxed to intervals;
//   * mid-search: after random removals under nested checkpoints, incremental propagation
//     reaches the same fixpoint as a fresh space, and popCheckpoint restores the domains.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <set>

#include "cp/model.h"
#include "../bench/globals_models.h"
#include "support.h"

using namespace deduce;
using namespace deduce::cp;
using test::Tuple;

namespace {

using Doms = std::vector<std::vector<Val>>;

struct Case {
  Doms doms;
  std::function<void(Space&, const VarIds&)> post;
  std::function<bool(const Tuple&)> pred;
};

enum class Level {
  Sound,     // root domains contain the supported values
  Domain,    // root domains == supported values
  BoundsZ,   // every bound supported in the interval relaxation
};

std::string show(const Doms& d) {
  std::string out;
  for (const auto& v : d) {
    out += "{";
    for (Val x : v) out += std::to_string(x) + " ";
    out += "} ";
  }
  return out;
}

bool contains(const std::vector<Val>& v, Val x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// Root propagation of c on domains d; empty result for a failed space.
Doms propagated(const Case& c, const Doms& d) {
  Space s;
  VarIds x = test::makeVars(s, d);
  c.post(s, x);
  return test::rootDomains(s, x);
}

// positions: which variables the consistency claim covers (empty = all)
void checkCase(const Case& c, Level level, const std::vector<size_t>& positions = {}) {
  auto sols = test::bruteForce(c.doms, c.pred);
  {
    Space s;
    VarIds x = test::makeVars(s, c.doms);
    c.post(s, x);
    EXPECT_EQ(test::searchAll(s, x), sols) << show(c.doms);
  }
  Doms root = propagated(c, c.doms);
  auto sup = test::supportedValues(sols, c.doms.size());
  if (sols.empty()) {
    if (level == Level::Domain && positions.empty()) {
      EXPECT_TRUE(root.empty()) << show(c.doms);
    }
    return;
  }
  ASSERT_FALSE(root.empty()) << "failed with solutions: " << show(c.doms);
  for (size_t i = 0; i < c.doms.size(); ++i)
    for (Val v : sup[i]) EXPECT_TRUE(contains(root[i], v)) << "var " << i << " lost " << v << " " << show(c.doms);
  if (level == Level::Domain) {
    for (size_t i = 0; i < c.doms.size(); ++i)
      if (positions.empty() || std::find(positions.begin(), positions.end(), i) != positions.end()) {
        EXPECT_EQ(root[i], sup[i]) << "var " << i << " " << show(c.doms) << "-> " << show(root);
      }
  } else if (level == Level::BoundsZ) {
    Doms relaxed;
    for (const auto& r : root) {
      std::vector<Val> iv;
      for (Val v = r.front(); v <= r.back(); ++v) iv.push_back(v);
      relaxed.push_back(iv);
    }
    auto rsup = test::supportedValues(test::bruteForce(relaxed, c.pred), c.doms.size());
    for (size_t i = 0; i < root.size(); ++i) {
      EXPECT_TRUE(contains(rsup[i], root[i].front())) << "min of var " << i << " " << show(root);
      EXPECT_TRUE(contains(rsup[i], root[i].back())) << "max of var " << i << " " << show(root);
    }
  }
}

// Nested checkpoints with random removals: the incremental fixpoint equals a fresh space's, and
// every pop restores the domains.
void checkMidSearch(const Case& c, std::mt19937_64& rng) {
  Space s;
  VarIds x = test::makeVars(s, c.doms);
  c.post(s, x);
  if (!s.propagate()) return;
  auto snapshot = [&] {
    Doms d;
    for (VarId v : x) d.push_back(s.values(v));
    return d;
  };
  for (int round = 0; round < 4; ++round) {
    std::vector<Doms> saved;
    for (int depth = 0; depth < 3; ++depth) {
      saved.push_back(snapshot());
      s.pushCheckpoint();
      for (int k = 0; k < 2; ++k) {
        VarId v = x[rng() % x.size()];
        if (s.size(v) > 1) s.remove(v, s.values(v)[rng() % s.size(v)]);
      }
      Doms before = snapshot();
      bool ok = s.propagate();
      Doms fresh = propagated(c, before);
      if (!ok) {
        EXPECT_TRUE(fresh.empty()) << show(before);
        break;
      }
      EXPECT_EQ(snapshot(), fresh) << show(before);
    }
    while (!saved.empty()) {
      s.popCheckpoint();
      EXPECT_EQ(snapshot(), saved.back());
      saved.pop_back();
    }
  }
}

Val pick(std::mt19937_64& rng, Val lo, Val hi) { return std::uniform_int_distribution<Val>(lo, hi)(rng); }

constexpr int kInstances = 400;

}  // namespace

TEST(Globals, ElementConst) {
  std::mt19937_64 rng(11);
  for (int it = 0; it < kInstances; ++it) {
    int n = static_cast<int>(pick(rng, 1, 5));
    std::vector<Val> a(n);
    for (Val& v : a) v = pick(rng, 0, 4);
    Case c;
    c.doms = test::randomDomains(rng, 1, -1, n, 0.7);
    auto dv = test::randomDomains(rng, 1, 0, 5, 0.6);
    c.doms.push_back(dv[0]);
    c.post = [a](Space& s, const VarIds& x) { element(s, a, x[0], x[1]); };
    c.pred = [a](const Tuple& t) { return t[0] >= 0 && t[0] < static_cast<Val>(a.size()) && a[t[0]] == t[1]; };
    checkCase(c, Level::Domain);
    checkMidSearch(c, rng);
  }
}

TEST(Globals, ElementVar) {
  std::mt19937_64 rng(12);
  for (int it = 0; it < kInstances; ++it) {
    int n = static_cast<int>(pick(rng, 1, 4));
    Case c;
    c.doms = test::randomDomains(rng, 1, -1, n, 0.7);                     // idx
    c.doms.push_back(test::randomDomains(rng, 1, 0, 4, 0.5)[0]);          // v
    for (auto& d : test::randomDomains(rng, n, 0, 4, 0.4)) c.doms.push_back(d);  // array
    c.post = [n](Space& s, const VarIds& x) { element(s, VarIds(x.begin() + 2, x.begin() + 2 + n), x[0], x[1]); };
    c.pred = [n](const Tuple& t) { return t[0] >= 0 && t[0] < n && t[2 + t[0]] == t[1]; };
    // domain consistent on idx and v; on everything once idx is fixed
    if (c.doms[0].size() == 1 && c.doms[0][0] >= 0 && c.doms[0][0] < n)
      checkCase(c, Level::Domain);
    else
      checkCase(c, Level::Domain, {0, 1});
    checkMidSearch(c, rng);
  }
}

TEST(Globals, Count) {
  std::mt19937_64 rng(13);
  for (int it = 0; it < kInstances; ++it) {
    int n = static_cast<int>(pick(rng, 1, 5));
    Val v = pick(rng, 0, 3);
    Case c;
    c.doms = test::randomDomains(rng, n, 0, 3, 0.5);
    c.doms.push_back(test::randomDomains(rng, 1, 0, n + 1, 0.6)[0]);
    c.post = [n, v](Space& s, const VarIds& x) { count(s, VarIds(x.begin(), x.begin() + n), v, x[n]); };
    c.pred = [n, v](const Tuple& t) { return std::count(t.begin(), t.begin() + n, v) == t[n]; };
    checkCase(c, Level::Domain);
    checkMidSearch(c, rng);
  }
}

TEST(Globals, CountWithTheCounterAmongTheVariables) {
  // count(x, v, x[k]): the counter is one of the counted variables (as in magic series)
  std::mt19937_64 rng(23);
  for (int it = 0; it < kInstances; ++it) {
    int n = static_cast<int>(pick(rng, 1, 5));
    int k = static_cast<int>(pick(rng, 0, n - 1));
    Val v = pick(rng, 0, 3);
    Case c;
    c.doms = test::randomDomains(rng, n, 0, 4, 0.6);
    c.post = [k, v](Space& s, const VarIds& x) { count(s, x, v, x[k]); };
    c.pred = [k, v](const Tuple& t) { return std::count(t.begin(), t.end(), v) == t[k]; };
    checkCase(c, Level::Sound);
    checkMidSearch(c, rng);
  }
}

TEST(Globals, MaximumAmongTheVariables) {
  std::mt19937_64 rng(24);
  for (int it = 0; it < kInstances; ++it) {
    int n = static_cast<int>(pick(rng, 1, 4));
    int k = static_cast<int>(pick(rng, 0, n - 1));
    Case c;
    c.doms = test::randomDomains(rng, n, -2, 4, 0.5);
    c.post = [k](Space& s, const VarIds& x) { maximum(s, x, x[k]); };
    c.pred = [k](const Tuple& t) { return *std::max_element(t.begin(), t.end()) == t[k]; };
    checkCase(c, Level::Sound);
    checkMidSearch(c, rng);
  }
}

TEST(Globals, GlobalCardinality) {
  std::mt19937_64 rng(14);
  for (int it = 0; it < kInstances; ++it) {
    int n = static_cast<int>(pick(rng, 1, 4));
    int m = static_cast<int>(pick(rng, 1, 3));
    std::vector<Val> values;
    for (int j = 0; j < m; ++j) values.push_back(pick(rng, 0, 3));  // repeats allowed
    bool closed = rng() % 2;
    Case c;
    c.doms = test::randomDomains(rng, n, 0, 3, 0.6);
    for (auto& d : test::randomDomains(rng, m, 0, n, 0.6)) c.doms.push_back(d);
    c.post = [n, m, values, closed](Space& s, const VarIds& x) {
      globalCardinality(s, VarIds(x.begin(), x.begin() + n), values, VarIds(x.begin() + n, x.begin() + n + m), closed);
    };
    c.pred = [n, m, values, closed](const Tuple& t) {
      for (int j = 0; j < m; ++j)
        if (std::count(t.begin(), t.begin() + n, values[j]) != t[n + j]) return false;
      if (closed)
        for (int i = 0; i < n; ++i)
          if (!contains(values, t[i])) return false;
      return true;
    };
    checkCase(c, Level::Sound);
    checkMidSearch(c, rng);
  }
}

TEST(Globals, GccCountsBoundedBySum) {
  // 4 variables over {1,2,3}, closed: the counts must sum to 4
  Space s;
  VarIds x = intVars(s, 4, 1, 3);
  VarIds cnt = intVars(s, 3, 0, 4);
  globalCardinality(s, x, {1, 2, 3}, cnt, true);
  ASSERT_TRUE(s.propagate());
  ASSERT_TRUE(s.assign(cnt[0], 3));
  ASSERT_TRUE(s.propagate());
  EXPECT_EQ(s.max(cnt[1]), 1);
  EXPECT_EQ(s.max(cnt[2]), 1);
  ASSERT_TRUE(s.assign(cnt[1], 0));
  ASSERT_TRUE(s.propagate());
  EXPECT_TRUE(s.fixed(cnt[2]));
  EXPECT_EQ(s.value(cnt[2]), 1);
}

TEST(Globals, Inverse) {
  std::mt19937_64 rng(15);
  for (int it = 0; it < kInstances; ++it) {
    int n = static_cast<int>(pick(rng, 1, 4));
    Val po = pick(rng, 0, 1), qo = pick(rng, 0, 1);
    Case c;
    c.doms = test::randomDomains(rng, n, po - 1, po + n - 1, 0.7);
    for (auto& d : test::randomDomains(rng, n, qo, qo + n, 0.7)) c.doms.push_back(d);
    c.post = [n, po, qo](Space& s, const VarIds& x) {
      inverse(s, VarIds(x.begin(), x.begin() + n), VarIds(x.begin() + n, x.end()), po, qo);
    };
    c.pred = [n, po, qo](const Tuple& t) {
      for (int i = 0; i < n; ++i)
        if (t[i] < po || t[i] >= po + n || t[n + i] < qo || t[n + i] >= qo + n) return false;
      for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
          if ((t[i] == j + po) != (t[n + j] == i + qo)) return false;
      return true;
    };
    checkCase(c, Level::Sound);
    checkMidSearch(c, rng);
  }
}

TEST(Globals, InversePermutationCount) {
  // inverse pairs of permutations of 6: 720 solutions
  Space s;
  VarIds p = intVars(s, 6, 1, 6), q = intVars(s, 6, 0, 5);
  inverse(s, p, q, 1, 0);
  VarIds all = p;
  all.insert(all.end(), q.begin(), q.end());
  auto sols = test::searchAll(s, all);
  EXPECT_EQ(sols.size(), 720u);
  for (const auto& t : sols)
    for (int i = 0; i < 6; ++i) EXPECT_EQ(t[6 + t[i] - 1], i);
}

TEST(Globals, Maximum) {
  std::mt19937_64 rng(16);
  for (int it = 0; it < kInstances; ++it) {
    int n = static_cast<int>(pick(rng, 1, 4));
    Case c;
    c.doms = test::randomDomains(rng, n, -3, 4, 0.5);
    c.doms.push_back(test::randomDomains(rng, 1, -3, 5, 0.6)[0]);
    c.post = [n](Space& s, const VarIds& x) { maximum(s, VarIds(x.begin(), x.begin() + n), x[n]); };
    c.pred = [n](const Tuple& t) { return *std::max_element(t.begin(), t.begin() + n) == t[n]; };
    checkCase(c, Level::BoundsZ);
    checkMidSearch(c, rng);
  }
}

TEST(Globals, Clause) {
  std::mt19937_64 rng(17);
  for (int it = 0; it < kInstances; ++it) {
    int k = static_cast<int>(pick(rng, 1, 6));
    Case c;
    c.doms = test::randomDomains(rng, k, 0, 1, 0.8);
    std::vector<int> sign(k);  // 0 absent, 1 positive, 2 negative, 3 both
    for (int& g : sign) g = static_cast<int>(pick(rng, 0, 10) == 0 ? 3 : pick(rng, 0, 2));
    c.post = [sign](Space& s, const VarIds& x) {
      VarIds pos, neg;
      for (size_t i = 0; i < sign.size(); ++i) {
        if (sign[i] & 1) pos.push_back(x[i]);
        if (sign[i] & 2) neg.push_back(x[i]);
        if (sign[i] == 1 && i % 3 == 0) pos.push_back(x[i]);  // a repeated literal
      }
      clause(s, pos, neg);
    };
    c.pred = [sign](const Tuple& t) {
      for (size_t i = 0; i < sign.size(); ++i)
        if (((sign[i] & 1) && t[i] == 1) || ((sign[i] & 2) && t[i] == 0)) return true;
      return false;
    };
    checkCase(c, Level::Domain);
    checkMidSearch(c, rng);
  }
}

TEST(Globals, ClauseChainUnitPropagation) {
  // x0, x0 -> x1, ..., x8 -> x9 (as clauses !x_i | x_{i+1}): root propagation fixes all to 1
  Space s;
  VarIds x = boolVars(s, 10);
  for (int i = 0; i + 1 < 10; ++i) clause(s, {x[i + 1]}, {x[i]});
  ASSERT_TRUE(s.propagate());
  s.pushCheckpoint();
  ASSERT_TRUE(s.assign(x[0], 1));
  ASSERT_TRUE(s.propagate());
  for (VarId v : x) EXPECT_EQ(s.min(v), 1);
  s.popCheckpoint();
  s.pushCheckpoint();
  ASSERT_TRUE(s.assign(x[9], 0));
  ASSERT_TRUE(s.propagate());
  for (VarId v : x) EXPECT_EQ(s.max(v), 0);
  s.popCheckpoint();
  for (VarId v : x) EXPECT_EQ(s.size(v), 2u);
}

TEST(Globals, Reified) {
  std::mt19937_64 rng(18);
  for (int it = 0; it < kInstances; ++it) {
    Val v = pick(rng, -1, 5);
    for (int kind = 0; kind < 3; ++kind) {
      Case c;
      c.doms = test::randomDomains(rng, 1, 0, 1, 0.7);
      for (auto& d : test::randomDomains(rng, 2, 0, 4, 0.5)) c.doms.push_back(d);
      if (kind == 0) {
        c.post = [v](Space& s, const VarIds& x) { reifEqConst(s, x[0], x[1], v); };
        c.pred = [v](const Tuple& t) { return t[0] == (t[1] == v); };
      } else if (kind == 1) {
        c.post = [v](Space& s, const VarIds& x) { reifLeConst(s, x[0], x[1], v); };
        c.pred = [v](const Tuple& t) { return t[0] == (t[1] <= v); };
      } else {
        c.post = [](Space& s, const VarIds& x) { reifEqVar(s, x[0], x[1], x[2]); };
        c.pred = [](const Tuple& t) { return t[0] == (t[1] == t[2]); };
      }
      checkCase(c, Level::Domain);
      checkMidSearch(c, rng);
    }
  }
}

TEST(Globals, Table) {
  std::mt19937_64 rng(19);
  for (int it = 0; it < kInstances; ++it) {
    int k = static_cast<int>(pick(rng, 1, 4));
    int nt = static_cast<int>(pick(rng, 0, 14));
    std::vector<std::vector<Val>> tuples(nt, std::vector<Val>(k));
    for (auto& t : tuples)
      for (Val& v : t) v = pick(rng, 0, 3);
    bool repeatVar = k >= 2 && rng() % 5 == 0;  // the same variable in two columns
    Case c;
    c.doms = test::randomDomains(rng, k, 0, 3, 0.7);
    c.post = [tuples, repeatVar](Space& s, const VarIds& x) {
      VarIds cols = x;
      if (repeatVar) cols[1] = cols[0];
      table(s, cols, tuples);
    };
    c.pred = [tuples, repeatVar](const Tuple& t) {
      Tuple u = t;
      if (repeatVar) u[1] = u[0];
      return std::find(tuples.begin(), tuples.end(), u) != tuples.end();
    };
    // a repeated variable is checked column by column, which is weaker than GAC
    checkCase(c, repeatVar ? Level::Sound : Level::Domain);
    checkMidSearch(c, rng);
  }
}

TEST(Globals, BadArgumentsFailCleanly) {
  Space s;
  VarIds x = intVars(s, 3, 0, 2);
  EXPECT_THROW(table(s, x, {{0, 1}}), std::invalid_argument);
  Space s2;
  VarIds p = intVars(s2, 3, 0, 2), q = intVars(s2, 2, 0, 2);
  inverse(s2, p, q);
  EXPECT_FALSE(s2.propagate());
  Space s3;
  VarId i = s3.newVar(0, 3), v = s3.newVar(0, 9);
  element(s3, std::vector<Val>{}, i, v);
  EXPECT_FALSE(s3.propagate());
}

TEST(Globals, FilterRemovingTheMaximumTerminates) {
  // regression: Space::filter looped forever when removing the maximum of a domain with holes
  Space s;
  VarId x = s.newVar(std::vector<Val>{0, 1, 5});
  ASSERT_TRUE(s.filter(x, [](Val v) { return v == 0; }));
  EXPECT_EQ(s.values(x), (std::vector<Val>{0}));
}

// Magic series: x_i = number of occurrences of i in x. Solutions: n=4: 2, n=5: 1, n=6: 0,
// n >= 7: exactly one, (n-4, 2, 1, 0, ..., 0, 1, 0, 0, 0).
static std::set<Tuple> magicSeries(int n, bool useGcc) {
  Space s;
  VarIds x = models::magicSeries(s, n, useGcc, n % 2 == 0);  // with and without the sums
  return test::searchAll(s, x);
}

TEST(Globals, MagicSeriesByGccAndCount) {
  for (bool g : {true, false}) {
    EXPECT_EQ(magicSeries(4, g), (std::set<Tuple>{{1, 2, 1, 0}, {2, 0, 2, 0}}));
    EXPECT_EQ(magicSeries(5, g), (std::set<Tuple>{{2, 1, 2, 0, 0}}));
    EXPECT_TRUE(magicSeries(6, g).empty());
    for (int n : {7, 10, 12}) {
      Tuple want(n, 0);
      want[0] = n - 4;
      want[1] = 2;
      want[2] = 1;
      want[n - 4] = 1;
      EXPECT_EQ(magicSeries(n, g), (std::set<Tuple>{want})) << n << (g ? " gcc" : " count");
    }
  }
}

TEST(Globals, QueensByPairwiseTables) {
  for (auto [n, want] : {std::pair{6, 4u}, {8, 92u}}) {
    Space s;
    VarIds q = models::queensByPairwiseTables(s, n);
    auto sols = test::searchAll(s, q);
    EXPECT_EQ(sols.size(), want);
    for (const auto& t : sols)  // independent check of the rules
      for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) {
          EXPECT_NE(t[i], t[j]);
          EXPECT_NE(std::abs(t[i] - t[j]), j - i);
        }
  }
}

TEST(Globals, ZebraStyleReificationAndElement) {
  // 3 houses, colours and pets as permutations channelled by inverse; the red house holds the
  // dog (element on the inverse), the cat lives right of the red house (max), b <=> (cat in 0)
  Space s;
  VarIds colour = intVars(s, 3, 0, 2), house = intVars(s, 3, 0, 2);  // colour[h], house[c]
  VarIds pet = intVars(s, 3, 0, 2);                                    // pet[h]
  inverse(s, colour, house);
  alldifferent(s, pet, Consistency::Value);
  enum { Red, Green, Blue };
  enum { Dog, Cat, Fish };
  VarId dogHouse = s.newVar(0, 2), catHouse = s.newVar(0, 2);
  element(s, pet, house[Red], s.newVar(Dog, Dog));
  for (int h = 0; h < 3; ++h) {
    reifEqConst(s, s.newBool(), pet[h], Dog);
  }
  VarId b = s.newBool();
  reifEqConst(s, b, pet[0], Cat);
  element(s, VarIds{house[Red], house[Green], house[Blue]}, s.newVar(Red, Red), dogHouse);
  lessEq(s, dogHouse, catHouse, -1);
  VarId m = s.newVar(0, 2);
  maximum(s, {dogHouse, catHouse}, m);
  VarIds all = colour;
  all.insert(all.end(), pet.begin(), pet.end());
  all.push_back(catHouse);
  auto sols = test::searchAll(s, all);
  // brute force over colours, pets and the cat's house
  size_t want = 0;
  std::vector<int> c = {0, 1, 2}, p = {0, 1, 2};
  do {
    do {
      int red = static_cast<int>(std::find(c.begin(), c.end(), Red) - c.begin());
      int cat = static_cast<int>(std::find(p.begin(), p.end(), Cat) - p.begin());
      if (p[red] == Dog && red < cat) ++want;
    } while (std::next_permutation(p.begin(), p.end()));
  } while (std::next_permutation(c.begin(), c.end()));
  // catHouse is only bounded below by the dog's house, not tied to the pet array
  size_t got = 0;
  for (const auto& t : sols) {
    int red = static_cast<int>(std::find(t.begin(), t.begin() + 3, Red) - t.begin());
    EXPECT_EQ(t[3 + red], Dog);
    EXPECT_GT(t[6], red);
    int cat = static_cast<int>(std::find(t.begin() + 3, t.begin() + 6, Cat) - (t.begin() + 3));
    if (cat == t[6]) ++got;
  }
  EXPECT_EQ(got, want);
}

TEST(Globals, BoundsOnlyDomainsStaySound) {
  const Val big = 100000;  // wider than Space::kMaxBitsetRange: bounds-only, holes not kept
  {
    Space s;
    VarId i = s.newVar(0, 5), v = s.newVar(0, big);
    element(s, std::vector<Val>{5, 70000, 99999}, i, v);
    ASSERT_TRUE(s.propagate());
    EXPECT_EQ(s.max(i), 2);
    EXPECT_EQ(s.min(v), 5);
    EXPECT_EQ(s.max(v), 99999);
    ASSERT_TRUE(s.setMax(v, 80000));
    ASSERT_TRUE(s.propagate());
    EXPECT_EQ(s.max(i), 1);
    EXPECT_EQ(s.max(v), 70000);
    s.pushCheckpoint();
    ASSERT_TRUE(s.assign(v, 6000));
    EXPECT_FALSE(s.propagate());
    s.popCheckpoint();
  }
  {
    Space s;
    VarId i = s.newVar(0, 1), v = s.newVar(0, big);
    VarIds a = {s.newVar(std::vector<Val>{1, 3}), s.newVar(50000, big)};
    element(s, a, i, v);
    ASSERT_TRUE(s.propagate());
    EXPECT_EQ(s.min(v), 1);
    ASSERT_TRUE(s.setMin(v, 2));
    ASSERT_TRUE(s.setMax(v, 4));
    ASSERT_TRUE(s.propagate());  // a[1] cannot meet v any more
    EXPECT_TRUE(s.fixed(i));
    EXPECT_EQ(s.value(v), 3);
    EXPECT_EQ(s.value(a[0]), 3);
  }
  {
    Space s;
    VarIds x = {s.newVar(0, big), s.newVar(0, big)};
    VarIds c = intVars(s, 2, 0, 2);
    globalCardinality(s, x, {3, 70000}, c, true);
    ASSERT_TRUE(s.propagate());
    EXPECT_EQ(s.min(x[0]), 3);
    EXPECT_EQ(s.max(x[0]), 70000);
    s.pushCheckpoint();
    ASSERT_TRUE(s.assign(x[0], 500));  // a hole the domain cannot represent
    EXPECT_FALSE(s.propagate());
    s.popCheckpoint();
  }
  {
    Space s;
    VarIds x = {s.newVar(0, 10), s.newVar(0, big)};
    table(s, x, {{1, 80000}, {2, 5}});
    ASSERT_TRUE(s.propagate());
    EXPECT_EQ(s.min(x[1]), 5);
    EXPECT_EQ(s.max(x[1]), 80000);
    s.pushCheckpoint();
    ASSERT_TRUE(s.assign(x[1], 100));
    EXPECT_FALSE(s.propagate());
    s.popCheckpoint();
  }
  {
    Space s;
    VarId b = s.newBool(), x = s.newVar(0, big), y = s.newVar(0, big);
    reifEqConst(s, b, x, 500);
    ASSERT_TRUE(s.assign(b, 0));
    ASSERT_TRUE(s.propagate());
    s.pushCheckpoint();
    ASSERT_TRUE(s.assign(x, 500));
    EXPECT_FALSE(s.propagate());
    s.popCheckpoint();
    VarId e = s.newBool();
    reifEqVar(s, e, x, y);
    ASSERT_TRUE(s.setMin(y, big - 10));
    ASSERT_TRUE(s.setMax(x, 20));
    ASSERT_TRUE(s.propagate());
    EXPECT_EQ(s.value(e), 0);
  }
  {
    Space s;
    VarIds x = {s.newVar(0, big), s.newVar(-big, 7)};
    VarId m = s.newVar(0, 2 * big);
    maximum(s, x, m);
    ASSERT_TRUE(s.propagate());
    EXPECT_EQ(s.max(m), big);
    ASSERT_TRUE(s.setMax(m, 3));
    ASSERT_TRUE(s.propagate());
    EXPECT_EQ(s.max(x[0]), 3);
    EXPECT_EQ(s.max(x[1]), 3);
  }
}
