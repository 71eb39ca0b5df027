// The integer-programming back end (src/ip) and the paper 003 IP models of each genre: known
// answers, every answer through the genre's independent checker, agreement with the CP
// models on answer and status, and exported LP/MPS files read back by cbc's command line.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "ip/model.h"
#include "ip/solve.h"

using namespace deduce;

namespace {

// A 0/1 knapsack whose optimum is found by brute force over the 32 subsets.
struct Knapsack {
  ip::Model m;
  std::vector<ip::VarId> x;
  std::vector<int> value = {10, 13, 7, 8, 11}, weight = {5, 7, 3, 4, 6};
  int cap = 14;
  Knapsack() {
    ip::LinExpr obj, w;
    for (size_t i = 0; i < value.size(); ++i) {
      x.push_back(m.binary(ip::name("take", {static_cast<long long>(i)})));
      obj.add(x.back(), value[i]);
      w.add(x.back(), weight[i]);
    }
    m.addLe(w, cap, "capacity");
    m.maximize(obj);
  }
  int bruteForce() const {
    int best = 0;
    for (int s = 0; s < 32; ++s) {
      int v = 0, wt = 0;
      for (int i = 0; i < 5; ++i)
        if (s >> i & 1) v += value[i], wt += weight[i];
      if (wt <= cap) best = std::max(best, v);
    }
    return best;
  }
};

bool haveCbc() { return std::system("command -v cbc >/dev/null 2>&1") == 0; }

// Runs cbc's command line on a file and returns the objective value it prints.
bool cbcObjective(const std::string& path, double& obj, std::string& out) {
  std::string cmd = "cbc " + path + " -solve -quit 2>&1";
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return false;
  char buf[4096];
  while (fgets(buf, sizeof buf, p)) out += buf;
  pclose(p);
  // "Objective value:                31.00000000"
  size_t at = out.find("Objective value:");
  if (at == std::string::npos) return false;
  obj = std::strtod(out.c_str() + at + 16, nullptr);
  return true;
}

}  // namespace

TEST(IpLayer, KnapsackOptimum) {
  Knapsack k;
  ip::Result r = ip::solve(k.m);
  ASSERT_EQ(r.solutions.size(), 1u);
  EXPECT_EQ(r.status, cp::SearchStatus::SolutionCap);
  EXPECT_NEAR(r.solutions[0].objective, k.bruteForce(), 1e-6);
  EXPECT_TRUE(r.stats.rootLpFeasible);
  EXPECT_GE(r.stats.rootLp, k.bruteForce() - 1e-6);  // the relaxation bounds the optimum
  EXPECT_EQ(r.stats.runs, 1u);
}

TEST(IpLayer, EnumerationCountsAllSolutions) {
  // x0 + x1 + x2 + x3 = 2: C(4,2) = 6 solutions
  ip::Model m;
  std::vector<ip::VarId> x;
  for (int i = 0; i < 4; ++i) x.push_back(m.binary(ip::name("x", {i})));
  m.addEq(ip::sum(x), 2, "two");
  ip::Options o;
  o.maxSolutions = 0;
  ip::Result r = ip::solve(m, o);
  EXPECT_EQ(r.solutions.size(), 6u);
  EXPECT_EQ(r.status, cp::SearchStatus::Complete);
  EXPECT_EQ(r.stats.noGoods, 6u);
  o.maxSolutions = 2;
  r = ip::solve(m, o);
  EXPECT_EQ(r.solutions.size(), 2u);
  EXPECT_EQ(r.status, cp::SearchStatus::SolutionCap);
  EXPECT_NE(r.solutions[0].x, r.solutions[1].x);
}

TEST(IpLayer, Infeasible) {
  ip::Model m;
  ip::VarId a = m.binary("a"), b = m.binary("b");
  m.addGe(ip::LinExpr(a) + b, 3, "too_many");
  ip::Result r = ip::solve(m);
  EXPECT_TRUE(r.solutions.empty());
  EXPECT_EQ(r.status, cp::SearchStatus::Complete);
  EXPECT_FALSE(r.stats.rootLpFeasible);
}

TEST(IpLayer, LazyRowsAreAddedUntilSatisfied) {
  // choose 3 of 5 items; lazily forbid any two adjacent items. Only {0, 2, 4} remains.
  ip::Model m;
  std::vector<ip::VarId> x;
  for (int i = 0; i < 5; ++i) x.push_back(m.binary(ip::name("x", {i})));
  m.addEq(ip::sum(x), 3, "three");
  ip::Options o;
  o.maxSolutions = 0;
  o.lazy = [&](const std::vector<double>& v) {
    std::vector<ip::Row> cuts;
    for (int i = 0; i + 1 < 5; ++i)
      if (v[x[i]] > 0.5 && v[x[i + 1]] > 0.5)
        cuts.push_back(ip::Model::makeRow(-ip::kInf, ip::LinExpr(x[i]) + x[i + 1], 1, "adj"));
    return cuts;
  };
  ip::Result r = ip::solve(m, o);
  ASSERT_EQ(r.solutions.size(), 1u);
  EXPECT_EQ(r.status, cp::SearchStatus::Complete);
  for (int i = 0; i < 5; ++i) EXPECT_EQ(r.solutions[0].isOne(x[i]), i % 2 == 0);
  EXPECT_GE(r.stats.lazyRows, 1u);
}

TEST(IpLayer, NodeLimitAndInterrupt) {
  ip::Model m;
  m.binary("a");
  cp::g_stopRequested = true;
  ip::Result r = ip::solve(m);
  cp::g_stopRequested = false;
  EXPECT_EQ(r.status, cp::SearchStatus::Interrupted);
  EXPECT_TRUE(r.solutions.empty());
}

TEST(IpLayer, LpRelaxation) {
  // max 3x + 2y with 2x + 2y <= 3, x and y integers in [0, 5]: LP 4.5 at (1.5, 0), IP 3.
  ip::Model m;
  ip::VarId x = m.integer(0, 5, "x"), y = m.integer(0, 5, "y");
  m.addLe(2 * ip::LinExpr(x) + 2 * ip::LinExpr(y), 3, "c");
  m.maximize(3 * ip::LinExpr(x) + 2 * ip::LinExpr(y));
  double lp = 0;
  ASSERT_TRUE(ip::lpRelaxation(m, lp));
  EXPECT_NEAR(lp, 4.5, 1e-9);
  ip::Result r = ip::solve(m);
  ASSERT_EQ(r.solutions.size(), 1u);
  EXPECT_NEAR(r.solutions[0].objective, 3, 1e-9);
}

TEST(IpLayer, ExportLpAndMpsNames) {
  Knapsack k;
  std::ostringstream lp, mps;
  ip::writeLp(k.m, lp);
  ip::writeMps(k.m, mps);
  EXPECT_NE(lp.str().find("capacity:"), std::string::npos);
  EXPECT_NE(lp.str().find("take_3"), std::string::npos);
  EXPECT_NE(lp.str().find("Maximize"), std::string::npos);
  EXPECT_NE(mps.str().find(" L capacity"), std::string::npos);
  EXPECT_NE(mps.str().find("ENDATA"), std::string::npos);
}

TEST(IpLayer, ExportLoadsInCbcCommandLine) {
  if (!haveCbc()) GTEST_SKIP() << "cbc (coinor-cbc) not installed";
  Knapsack k;
  // a model with ranges, an integer, a continuous and a fixed column too
  ip::Model& m = k.m;
  ip::VarId z = m.integer(-2, 7, "z"), c = m.continuous(0, ip::kInf, "slack");
  m.addRange(1, ip::LinExpr(z) + c, 4.5, "band");
  m.fix(m.binary("fixed_one"), 1);
  ip::LinExpr obj;
  for (size_t i = 0; i < k.x.size(); ++i) obj.add(k.x[i], k.value[i]);
  obj.add(z, 1).add(c, -0.5);
  m.maximize(obj);
  double want = ip::solve(m).solutions.at(0).objective;
  EXPECT_NEAR(want, k.bruteForce() + 4, 1e-6);  // z = 4, slack = 0
  for (const char* ext : {"lp", "mps"}) {
    std::string path = testing::TempDir() + "deduce_ip_export." + ext;
    {
      std::ofstream f(path);
      if (std::string(ext) == "lp")
        ip::writeLp(m, f);
      else
        ip::writeMps(m, f);
    }
    double got = 0;
    std::string out;
    ASSERT_TRUE(cbcObjective(path, got, out)) << ext << ":\n" << out;
    if (std::string(ext) == "mps") got = -got;  // MPS holds the maximisation negated
    EXPECT_NEAR(got, want, 1e-6) << ext << ":\n" << out;
    std::remove(path.c_str());
  }
}
