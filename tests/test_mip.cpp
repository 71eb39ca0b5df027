// The integer-programming back end (src/ip) and the paper 003 IP models of each genre: known
// answers, every answer through the genre's independent checker, agreement with the CP
// models on answer and status, and exported LP/MPS files read back by cbc's command line.
// The genres with a SAT model too (sudoku, hashi, battleship, zebra) are compared across the
// three paradigms, cp, mip and sat, on the bundled samples and on a few hundred small random
// instances each (solved, multiple and unsolvable among them).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <map>
#include <mutex>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <thread>

#include "cp/branch.h"
#include "cp/search.h"
#include "ip/model.h"
#include "ip/solve.h"
#include "puzzles/battleship/model_mip.h"
#include "puzzles/battleship/model_sat.h"
#include "puzzles/circuit/model_mip.h"
#include "puzzles/hashi/model_mip.h"
#include "puzzles/hashi/model_sat.h"
#include "puzzles/sudoku/model_mip.h"
#include "puzzles/sudoku/model_sat.h"
#include "puzzles/zebra/model_mip.h"
#include "puzzles/zebra/model_sat.h"
#include "sudoku_support.h"

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

// The SAT engine's run on a genre (solveSat with its callback): every solution through the
// genre's checker, the set of them, and the enumeration's status.
template <class Sol>
struct SatRun {
  std::set<Sol> sols;
  cp::SearchStatus status = cp::SearchStatus::Complete;
  uint64_t count = 0;
};
template <class Sol, class SolveFn, class CheckFn>
SatRun<Sol> satRun(uint64_t limit, SolveFn solve, CheckFn check, const std::string& what) {
  sat::Options o;
  o.maxSolutions = limit;
  SatRun<Sol> run;
  sat::Result r = solve(o, [&](const Sol& s) {
    EXPECT_EQ(check(s), "") << what << " sat";
    run.sols.insert(s);
    return true;
  });
  run.status = r.search;
  run.count = r.solutions;
  EXPECT_EQ(run.sols.size(), run.count) << what << " sat: a blocking clause let a solution repeat";
  return run;
}

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

// Another run's turn: a thread that holds ip::cbcTurn() from construction until release() or
// `ms` milliseconds (the turn must be taken and given back by one thread, never by the thread
// that then waits for it).
class TurnHolder {
 public:
  explicit TurnHolder(int ms) : thread_([this, ms] {
    std::unique_lock<std::mutex> lock(m_);
    const std::lock_guard<std::timed_mutex> turn(ip::cbcTurn());
    taken_ = true;
    cv_.notify_all();
    cv_.wait_for(lock, std::chrono::milliseconds(ms), [this] { return released_; });
  }) {
    std::unique_lock<std::mutex> lock(m_);
    cv_.wait(lock, [this] { return taken_; });
  }
  void release() {
    {
      const std::lock_guard<std::mutex> lock(m_);
      released_ = true;
    }
    cv_.notify_all();
  }
  ~TurnHolder() {
    release();
    thread_.join();
  }

 private:
  std::mutex m_;
  std::condition_variable cv_;
  bool taken_ = false, released_ = false;
  std::thread thread_;  // last: started once the members above exist
};

// A run waits for the turn of the run before it (ip::cbcTurn) within its own time limit: the
// turn held for the whole call, it gives up at its limit with status Limit, the wait counted in
// its time; held for 100 ms, it runs once the turn is free and finds the optimum.
TEST(IpLayer, WaitForTheTurnEndsAtTheTimeLimit) {
  Knapsack k;
  ip::Options o;
  o.timeSeconds = 0.3;
  {
    TurnHolder other(60000);
    const auto t0 = std::chrono::steady_clock::now();
    const ip::Result r = ip::solve(k.m, o);
    const double waited = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    EXPECT_EQ(r.status, cp::SearchStatus::Limit);
    EXPECT_TRUE(r.solutions.empty());
    EXPECT_GE(waited, 0.3);
    EXPECT_GE(r.stats.timeMs, 300);
  }
  o.timeSeconds = 60;
  TurnHolder other(100);
  const ip::Result r = ip::solve(k.m, o);
  ASSERT_EQ(r.solutions.size(), 1u);
  EXPECT_NEAR(r.solutions[0].objective, k.bruteForce(), 1e-6);
}

// A stop request ends the wait: status Interrupted.
TEST(IpLayer, WaitForTheTurnEndsOnAStopRequest) {
  Knapsack k;
  TurnHolder other(60000);
  std::thread stop([] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    cp::g_stopRequested = true;
  });
  const ip::Result r = ip::solve(k.m);
  stop.join();
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

// ---------------------------------------------------------------- sudoku (§3)

namespace {

using test::sudokuFromLine;

// IP and CP on one instance, up to `limit` solutions: same count and status, every IP answer
// through sudoku::check.
void sudokuAgree(const sudoku::Instance& inst, uint64_t limit, const std::string& what) {
  grid::SolveOptions so;
  so.limits.solutions = limit;
  std::set<std::vector<int>> ipSols, cpSols;
  so.onSolution = [&](const std::vector<int>& g) {
    EXPECT_EQ(sudoku::check(inst, g), "") << what;
    ipSols.insert(g);
    return true;
  };
  grid::Result ipr = sudoku::solveMip(inst, so);
  so.onSolution = [&](const std::vector<int>& g) {
    cpSols.insert(g);
    return true;
  };
  grid::Result cpr = sudoku::solveCp(inst, so);
  std::set<std::vector<int>> satSols;
  so.onSolution = [&](const std::vector<int>& g) {
    EXPECT_EQ(sudoku::check(inst, g), "") << what << " sat";
    satSols.insert(g);
    return true;
  };
  grid::Result satr = sudoku::solveSatWith(inst, so, grid::SatEncoding::Extended);
  EXPECT_EQ(ipr.count, cpr.count) << what;
  EXPECT_EQ(ipr.status, cpr.status) << what;
  EXPECT_EQ(satr.count, cpr.count) << what << " sat";
  EXPECT_EQ(satr.status, cpr.status) << what << " sat";
  EXPECT_EQ(ipSols.size(), ipr.count) << what;  // the no-goods never repeat a solution
  EXPECT_EQ(satSols.size(), satr.count) << what << " sat";
  if (limit == 0) {
    EXPECT_EQ(ipSols, cpSols) << what;
    EXPECT_EQ(satSols, cpSols) << what << " sat";
  }
}

}  // namespace

TEST(MipSudoku, Figure31) {
  // Figure 3.1 of paper 003 (the clues of each row, left to right) and its solution, Figure 3.2
  const std::vector<std::vector<int>> clues = {{3, 4, 9}, {7, 6, 5}, {9, 7, 6},    {8, 2, 3, 5}, {7, 9},
                                               {2, 9, 7, 8}, {5, 7, 3}, {7, 4, 8, 5}, {5, 1, 8}};
  const std::string fig32 =
      "368452917214879365597613824189234576473568192652197483826945731741386259935721648";
  std::string fig31(81, '.');
  for (int r = 0; r < 9; ++r)
    for (int v : clues[r]) fig31[r * 9 + fig32.find(static_cast<char>('0' + v), r * 9) - r * 9] = static_cast<char>('0' + v);
  sudoku::Instance inst = sudokuFromLine(fig31, 3, 3);
  sudoku::MipModel m = sudoku::buildMip(inst);
  EXPECT_EQ(m.ip.numVars(), 729);
  EXPECT_EQ(m.ip.numRows(), 4 * 81);
  ip::Options o;
  o.maxSolutions = 2;
  ip::Result r = ip::solve(m.ip, o);
  ASSERT_EQ(r.solutions.size(), 1u);
  EXPECT_EQ(r.status, cp::SearchStatus::Complete);
  std::vector<int> g = sudoku::decodeMip(m, r.solutions[0]);
  EXPECT_EQ(sudoku::check(inst, g), "");
  EXPECT_EQ(grid::toLine(g), fig32);
}

TEST(MipSudoku, TimeAndNodeLimitsAreHonoured) {
  // counting the 9x9 grids cannot finish: the time limit stops it with what was found
  grid::SolveOptions so;
  so.limits.solutions = 0;
  so.limits.timeSeconds = 0.3;
  auto t0 = std::chrono::steady_clock::now();
  grid::Result r = sudoku::solveMip(sudokuFromLine(std::string(81, '.'), 3, 3), so);
  double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_EQ(r.status, cp::SearchStatus::Limit);
  EXPECT_LT(s, 5.0);
  // the 48 diagonal 4x4 grids need more than a few branch-and-bound nodes
  so.limits.timeSeconds = 0;
  so.limits.nodes = 3;
  r = sudoku::solveMip(sudokuFromLine(std::string(16, '.'), 2, 2, true), so);
  EXPECT_EQ(r.status, cp::SearchStatus::Limit);
  EXPECT_LT(r.count, 48u);
}

TEST(MipSudoku, CountsOfEmptyGrids) {
  grid::SolveOptions so;
  so.limits.solutions = 0;
  EXPECT_EQ(sudoku::solveMip(sudokuFromLine(std::string(16, '.'), 2, 2, true), so).count, 48u);
}

TEST(MipSudoku, BundledSamplesAgreeWithCp) {
  const std::string dir = std::string(DEDUCE_SOURCE_DIR) + "/data/sudoku/";
  for (const char* f : {"17clue.txt", "hardest.txt"})
    for (const auto& l : test::puzzleLines(dir + f)) sudokuAgree(sudokuFromLine(l, 3, 3), 2, l);
  for (const auto& l : test::puzzleLines(dir + "6x6.txt")) sudokuAgree(sudokuFromLine(l, 2, 3), 2, l);
  for (const auto& l : test::puzzleLines(dir + "diagonal.txt")) sudokuAgree(sudokuFromLine(l, 3, 3, true), 2, l);
  for (const auto& l : test::puzzleLines(dir + "16x16.txt")) sudokuAgree(sudokuFromLine(l, 4, 4), 2, l);
}

TEST(MipSudoku, GeneratedSmallInstancesAgreeWithCp) {
  // 4x4 and 6x6 grids with random givens (some unsolvable, some with many solutions): all
  // solutions when there are few, else uniqueness status
  std::mt19937_64 rng(23);
  for (int t = 0; t < 24; ++t) {
    bool six = t % 2;
    int br = 2, bc = six ? 3 : 2, n = br * bc;
    std::string line(n * n, '.');
    std::uniform_int_distribution<int> cell(0, n * n - 1), val(1, n);
    int givens = six ? 8 + t % 8 : 4 + t % 4;
    for (int g = 0; g < givens; ++g) line[cell(rng)] = grid::valueChar(val(rng));
    sudokuAgree(sudokuFromLine(line, br, bc), six ? 2 : 0, line);
  }
}

TEST(MipSudoku, ThreeParadigmsAgreeOnManySmallGrids) {
  // 300 4x4 grids with 4-9 random givens, uniqueness asked (K = 2): cp, mip and sat give the
  // same count and status; all three statuses occur
  std::mt19937_64 rng(2024);
  std::uniform_int_distribution<int> cell(0, 15), val(1, 4);
  std::map<uint64_t, int> byCount;
  for (int t = 0; t < 300; ++t) {
    std::string line(16, '.');
    for (int g = 0; g < 4 + t % 6; ++g) line[cell(rng)] = grid::valueChar(val(rng));
    sudoku::Instance inst = sudokuFromLine(line, 2, 2);
    sudokuAgree(inst, 2, line);
    grid::SolveOptions so;
    so.limits.solutions = 2;
    ++byCount[sudoku::solveCp(inst, so).count];
  }
  EXPECT_GE(byCount[0], 10);  // unsolvable
  EXPECT_GE(byCount[1], 10);  // solved
  EXPECT_GE(byCount[2], 10);  // multiple
}

// ---------------------------------------------------------------- hashi (§6)

namespace {

struct HashiCount {
  std::set<std::vector<std::array<int, 5>>> sols;
  cp::SearchStatus status;
};

std::vector<std::array<int, 5>> sortedBridges(const hashi::Solution& s) {
  std::vector<std::array<int, 5>> out;
  for (const hashi::Bridge& b : s) out.push_back({b.r1, b.c1, b.r2, b.c2, b.k});
  std::sort(out.begin(), out.end());
  return out;
}

HashiCount hashiCp(const hashi::Instance& inst, uint64_t limit) {
  cp::Space s;
  hashi::Model m = hashi::build(s, inst);
  cp::PhaseBrancher br(s, {{m.x, cp::VarSel::MinDom, cp::ValSel::Max}}, 1);
  cp::SearchOptions so;
  so.limits.solutions = limit;
  HashiCount c;
  c.status = cp::Search(s, br, so).run([&](cp::Space& sp) {
    c.sols.insert(sortedBridges(hashi::extract(sp, m)));
    return true;
  });
  return c;
}

HashiCount hashiIp(const hashi::Instance& inst, uint64_t limit, bool hdc) {
  hashi::MipModel m = hashi::buildMip(inst, hdc);
  ip::Options o;
  o.maxSolutions = limit;
  ip::Result r = ip::solve(m.ip, o);
  HashiCount c;
  c.status = r.status;
  for (const auto& s : r.solutions) {
    hashi::Solution sol = hashi::decodeMip(m, s);
    EXPECT_EQ(hashi::check(inst, sol), "");
    c.sols.insert(sortedBridges(sol));
  }
  EXPECT_EQ(c.sols.size(), r.solutions.size());
  return c;
}

// Returns the number of solutions found (up to limit).
size_t hashiAgree(const hashi::Instance& inst, uint64_t limit, const std::string& what) {
  HashiCount cpc = hashiCp(inst, limit);
  SatRun<std::vector<std::array<int, 5>>> sr = satRun<std::vector<std::array<int, 5>>>(
      limit,
      [&](const sat::Options& o, const std::function<bool(const std::vector<std::array<int, 5>>&)>& cb) {
        return hashi::solveSat(inst, o, [&](const hashi::Solution& s) {
                 EXPECT_EQ(hashi::check(inst, s), "") << what << " sat";
                 return cb(sortedBridges(s));
               }).result;
      },
      [](const std::vector<std::array<int, 5>>&) { return std::string(); }, what);
  EXPECT_EQ(sr.status, cpc.status) << what << " sat";
  EXPECT_EQ(sr.sols.size(), cpc.sols.size()) << what << " sat";
  if (limit == 0) {
    EXPECT_EQ(sr.sols, cpc.sols) << what << " sat";
  }
  for (bool hdc : {false, true}) {
    HashiCount ipc = hashiIp(inst, limit, hdc);
    EXPECT_EQ(ipc.status, cpc.status) << what << " hdc " << hdc;
    EXPECT_EQ(ipc.sols.size(), cpc.sols.size()) << what << " hdc " << hdc;
    if (limit == 0) {
      EXPECT_EQ(ipc.sols, cpc.sols) << what << " hdc " << hdc;
    }
  }
  return cpc.sols.size();
}

hashi::Instance hashiGrid(const std::string& text) {
  Source src{"test", text};
  return hashi::parseGrid(splitBlocks(src).at(0));
}

}  // namespace

TEST(MipHashi, SmallCases) {
  for (const char* g : {"3.3\n...\n3.3\n", "2.2\n...\n2.2\n", "2.1\n", "1.1\n", "1.1\n...\n..2\n...\n2.2\n", ".1.\n1.1\n.1.\n"})
    hashiAgree(hashiGrid(g), 0, g);
  EXPECT_EQ(hashiIp(hashiGrid("3.3\n...\n3.3\n"), 0, true).sols.size(), 2u);
  EXPECT_EQ(hashiIp(hashiGrid("1.1\n"), 0, true).sols.size(), 1u);  // (6.2) is not applied at k = 2
}

TEST(MipHashi, HumanDeducedFixings) {
  // a 4 in a corner with two neighbours: (6.7) doubles to both; the 1s at the ends: (6.3)
  hashi::MipModel m = hashi::buildMip(hashiGrid("4.2\n...\n2..\n"), true);
  EXPECT_GT(m.hdcFixings, 0);
  EXPECT_EQ(hashi::buildMip(hashiGrid("4.2\n...\n2..\n"), false).hdcFixings, 0);
}

TEST(MipHashi, BundledSamplesAgreeWithCp) {
  std::string dir = std::string(DEDUCE_SOURCE_DIR) + "/data/hashi/";
  Source ids = readSource(dir + "sample.txt");
  int n = 0;
  for (const Record& r : splitLines(ids)) {
    hashi::Instance inst = hashi::parseGameId(r.lines[0].text, r.file, r.line(), 1);
    if (inst.rows > 30) continue;  // the 50x50 ones: CP only (see the benchmark)
    hashiAgree(inst, 2, r.lines[0].text);
    ++n;
  }
  for (const char* f : {"sample.grid", "ambiguous.grid"})
    for (const Record& r : splitBlocks(readSource(dir + f))) hashiAgree(hashi::parseGrid(r), 2, f), ++n;
  EXPECT_GE(n, 9);
}

TEST(MipHashi, GeneratedSmallInstancesAgreeWithCp) {
  // random islands; labels from a random non-crossing bridge set (so some are solvable, some
  // have several solutions, some are disconnected and unsolvable); every solution compared
  std::mt19937_64 rng(6);
  int solvable = 0, several = 0;
  for (int t = 0; t < 300; ++t) {
    hashi::Instance inst;
    inst.rows = 4 + t % 2;
    inst.cols = 5;
    inst.grid.assign(inst.rows * inst.cols, 0);
    std::bernoulli_distribution island(0.35);
    for (int& g : inst.grid) g = island(rng) ? 1 : 0;
    hashi::MipModel shape = hashi::buildMip(inst);
    std::vector<int> label(inst.grid.size(), 0), count(shape.bridge.size(), 0);
    std::uniform_int_distribution<int> k(0, 2);
    for (size_t q = 0; q < shape.bridge.size(); ++q) {
      bool crosses = false;
      for (auto [a, b] : shape.crossings)
        if ((a == static_cast<int>(q) && count[b]) || (b == static_cast<int>(q) && count[a])) crosses = true;
      count[q] = crosses ? 0 : k(rng);
      auto [a, b] = shape.bridge[q];
      label[shape.island[a].first * inst.cols + shape.island[a].second] += count[q];
      label[shape.island[b].first * inst.cols + shape.island[b].second] += count[q];
    }
    int islands = 0;
    for (size_t i = 0; i < label.size(); ++i) inst.grid[i] = inst.grid[i] ? label[i] : 0, islands += inst.grid[i] > 0;
    if (islands < 2) continue;
    size_t n = hashiAgree(inst, 0, hashi::renderPuzzle(inst));
    solvable += n > 0;
    several += n > 1;
  }
  EXPECT_GE(solvable, 5);
  EXPECT_GE(several, 1);
}

// ---------------------------------------------------------------- circuit (§5)

namespace {

struct CircuitCount {
  std::set<circuit::Solution> sols;
  cp::SearchStatus status;
};

CircuitCount circuitCp(const circuit::Instance& inst, uint64_t limit) {
  cp::Space s;
  circuit::Model m = circuit::build(s, inst);
  circuit::Brancher br(s, m);
  cp::SearchOptions so;
  so.limits.solutions = limit;
  CircuitCount c;
  c.status = cp::Search(s, br, so).run([&](cp::Space& sp) {
    c.sols.insert(circuit::extract(sp, m));
    return true;
  });
  return c;
}

CircuitCount circuitIp(const circuit::Instance& inst, uint64_t limit, circuit::MipFormulation f, ip::Stats* st = nullptr,
                       bool validRows = false) {
  circuit::MipModel m = circuit::buildMip(inst, f);
  ip::Options o;
  o.maxSolutions = limit;
  ip::Result r = ip::solve(m.ip, circuit::mipOptions(m, o, validRows));
  if (st) *st = r.stats;
  CircuitCount c;
  c.status = r.status;
  for (const auto& s : r.solutions) {
    circuit::Solution sol = circuit::decodeMip(m, s);
    EXPECT_EQ(circuit::check(inst, sol), "");
    c.sols.insert(sol);
  }
  EXPECT_EQ(c.sols.size(), r.solutions.size());
  return c;
}

// CM1, CM2 and CM2 with its separated valid rows against CP: same status and solutions (all of
// them when limit is 0).
size_t circuitAgree(const circuit::Instance& inst, uint64_t limit, const std::string& what) {
  CircuitCount cpc = circuitCp(inst, limit);
  for (int k = 0; k < 3; ++k) {
    const auto f = k == 0 ? circuit::MipFormulation::CM1 : circuit::MipFormulation::CM2;
    CircuitCount ipc = circuitIp(inst, limit, f, nullptr, k == 2);
    EXPECT_EQ(ipc.status, cpc.status) << what << " variant " << k;
    EXPECT_EQ(ipc.sols.size(), cpc.sols.size()) << what << " variant " << k;
    if (limit == 0) {
      EXPECT_EQ(ipc.sols, cpc.sols) << what;
    }
  }
  return cpc.sols.size();
}

std::vector<circuit::Instance> circuitFile(const std::string& path) {
  std::vector<InputError> errors;
  std::vector<circuit::Instance> out;
  for (auto& [rec, inst] : circuit::readPuzzles(readSource(path), errors)) out.push_back(inst);
  EXPECT_TRUE(errors.empty());
  return out;
}

}  // namespace

TEST(MipCircuit, TinyBoards) {
  std::vector<InputError> errors;
  for (const char* b : {"o o\n\no o\n", "o o o\n\no o o\n", "o o o\n\no o o\n\no o o\n", "o o o\n\no # o\n\no o o\n",
                        "o-o o\n\no o o\n\no o o\n"}) {
    auto r = circuit::readPuzzles(Source{"t", b}, errors);
    ASSERT_EQ(r.size(), 1u);
    circuitAgree(r[0].second, 0, b);
  }
}

TEST(MipCircuit, LazySubtourRowsAreCounted) {
  // a generated 5x5 board without its givens: several solutions
  circuit::Instance inst = circuit::generate(5, 2);
  std::fill(inst.givenRight.begin(), inst.givenRight.end(), 0);
  std::fill(inst.givenDown.begin(), inst.givenDown.end(), 0);
  ip::Stats st;
  CircuitCount c = circuitIp(inst, 3, circuit::MipFormulation::CM1, &st);
  EXPECT_EQ(c.sols.size(), 3u);
  EXPECT_GE(st.runs, 3u);  // one per solution
  EXPECT_GT(st.lazyRows, 0u);
}

TEST(MipCircuit, BundledSamplesAgreeWithCp) {
  const std::string dir = std::string(DEDUCE_SOURCE_DIR) + "/data/circuit/";
  int n = 0;
  for (const char* f : {"sample.txt", "board5.txt"})
    for (const auto& inst : circuitFile(dir + f)) {
      if (inst.rows > 6) continue;  // 8x8 and up: the benchmark (seconds to minutes on CBC)
      EXPECT_EQ(circuitAgree(inst, 2, f), 1u) << f;
      ++n;
    }
  EXPECT_GE(n, 2);
}

TEST(MipCircuit, GeneratedBoardsAgreeWithCp) {
  // generated boards (unique), then the same boards with givens removed (several solutions)
  int several = 0;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    circuit::Instance inst = circuit::generate(4, seed);
    EXPECT_EQ(circuitAgree(inst, 2, "seed " + std::to_string(seed)), 1u);
    std::fill(inst.givenRight.begin(), inst.givenRight.end(), 0);
    std::fill(inst.givenDown.begin(), inst.givenDown.end(), 0);
    several += circuitAgree(inst, 3, "no givens, seed " + std::to_string(seed)) > 1;
  }
  EXPECT_GE(several, 2);
}

TEST(MipCircuit, ShortestPathCm3MatchesCp) {
  for (uint64_t seed = 3; seed <= 5; ++seed) {
    circuit::Instance inst = circuit::generate(5, seed);
    std::pair<int, int> a{-1, -1}, b{-1, -1};
    for (int i = 0; i < 25; ++i)
      if (inst.point[i]) {
        if (a.first < 0) a = {i / 5, i % 5};
        b = {i / 5, i % 5};
      }
    // CP: branch and bound on the path length
    cp::Space s;
    circuit::Model m = circuit::build(s, inst, a, b);
    std::vector<cp::Phase> ph = {{m.x, cp::VarSel::MinDom, cp::ValSel::Max}, {m.p, cp::VarSel::Input, cp::ValSel::Min}};
    cp::PhaseBrancher br(s, ph, 1);
    cp::SearchOptions so;
    so.objective = m.length;
    size_t cpLen = 0;
    cp::Search(s, br, so).run([&](cp::Space& sp) {
      cpLen = circuit::extractPath(sp, m, a).size() - 1;
      return true;
    });
    circuit::MipModel mm = circuit::buildMip(inst, circuit::MipFormulation::CM3, a, b);
    ip::Result r = ip::solve(mm.ip, circuit::mipOptions(mm));
    ASSERT_EQ(r.solutions.size(), 1u);
    EXPECT_EQ(circuit::check(inst, circuit::decodeMip(mm, r.solutions[0])), "");
    auto path = circuit::decodeMipPath(mm, r.solutions[0]);
    EXPECT_EQ(path.front(), a);
    EXPECT_EQ(path.back(), b);
    EXPECT_EQ(path.size() - 1, cpLen) << "seed " << seed;
    EXPECT_NEAR(r.solutions[0].objective, static_cast<double>(mm.where.size() - 1 + cpLen), 1e-6);
  }
  EXPECT_THROW(circuit::buildMip(circuit::generate(4, 1), circuit::MipFormulation::CM3), std::invalid_argument);
}

// ---------------------------------------------------------------- battleship (§4)

namespace {

// GBM and CBM against CP: same status and solutions up to limit; every IP answer checked.
size_t battleshipAgree(const battleship::Instance& inst, uint64_t limit, const std::string& what,
                       bool cbm = true) {
  battleship::SolveResult cpr = battleship::solve(inst, limit);
  std::set<battleship::Solution> cpSols(cpr.solutions.begin(), cpr.solutions.end());
  SatRun<battleship::Solution> sr = satRun<battleship::Solution>(
      limit, [&](const sat::Options& o, const auto& cb) { return battleship::solveSat(inst, o, cb); },
      [&](const battleship::Solution& s) { return battleship::check(inst, s); }, what);
  EXPECT_EQ(sr.sols.size(), cpSols.size()) << what << " sat";
  EXPECT_EQ(sr.status == cp::SearchStatus::SolutionCap, cpSols.size() == limit) << what << " sat";
  if (limit == 0 || sr.sols.size() < limit) {
    EXPECT_EQ(sr.sols, cpSols) << what << " sat";
  }
  for (auto f : {battleship::MipFormulation::GBM, battleship::MipFormulation::CBM}) {
    if (f == battleship::MipFormulation::CBM && !cbm) continue;
    const char* name = f == battleship::MipFormulation::GBM ? " gbm" : " cbm";
    battleship::MipModel m = battleship::buildMip(inst, f);
    ip::Options o;
    o.maxSolutions = limit;
    ip::Result r = ip::solve(m.ip, o);
    std::set<battleship::Solution> sols;
    for (const auto& s : r.solutions) {
      battleship::Solution sol = battleship::decodeMip(m, s);
      EXPECT_EQ(battleship::check(inst, sol), "") << what << name;
      sols.insert(sol);
    }
    EXPECT_EQ(sols.size(), r.solutions.size()) << what << name;
    EXPECT_EQ(sols.size(), cpSols.size()) << what << name;
    EXPECT_EQ(r.status == cp::SearchStatus::SolutionCap, cpSols.size() == limit) << what << name;
    if (limit == 0 || sols.size() < limit) {
      EXPECT_EQ(sols, cpSols) << what << name;
    }
  }
  return cpSols.size();
}

battleship::Instance battleshipFrom(const std::string& text) {
  Source src{"test", text};
  return battleship::parse(battleship::splitPuzzles(src).at(0));
}

}  // namespace

TEST(MipBattleship, Figure41) {
  // paper 003's Figure 4.1 with clues: one solution, the figure's, by both models
  Source src = readSource(std::string(DEDUCE_SOURCE_DIR) + "/data/battleship/fig4_1_clued.txt");
  battleship::Instance inst = battleship::parse(battleship::splitPuzzles(src).at(0));
  const std::vector<std::string> fig41 = {"^~~~~<>~~~", "#~~~~~~~~~", "v~~o~<##>~", "~~~~~~~~~~", "~~~~~~~~^~",
                                          "o~<#>~~~v~", "~~~~~~~~~~", "~~~~~~o~~~", "~~^~~~~~~~", "o~v~~~~~~~"};
  for (auto f : {battleship::MipFormulation::GBM, battleship::MipFormulation::CBM}) {
    battleship::MipModel m = battleship::buildMip(inst, f);
    ip::Options o;
    o.maxSolutions = 2;
    ip::Result r = ip::solve(m.ip, o);
    ASSERT_EQ(r.solutions.size(), 1u);
    EXPECT_EQ(r.status, cp::SearchStatus::Complete);
    EXPECT_EQ(battleship::grid(inst, battleship::decodeMip(m, r.solutions[0])), fig41);
  }
}

TEST(MipBattleship, ShipsOneWaterCellApartAreLegal) {
  // two one-cell ships with one water cell between them: the paper's (4.1e) forbids this
  battleship::Instance inst = battleshipFrom("rows 2 0 0\ncols 1 0 1\nfleet 1:2\n");
  EXPECT_EQ(battleshipAgree(inst, 0, "o~o"), 1u);
}

TEST(MipBattleship, BundledSamplesAgreeWithCp) {
  const std::string dir = std::string(DEDUCE_SOURCE_DIR) + "/data/battleship/";
  battleshipAgree(battleship::parse(battleship::splitPuzzles(readSource(dir + "fig4_1_clued.txt")).at(0)), 2, "fig4_1");
  auto recs = battleship::splitPuzzles(readSource(dir + "gen-15x15.txt"));
  // 15x15: GBM only here (CBM takes tens of seconds on CBC: the benchmark's business)
  EXPECT_EQ(battleshipAgree(battleship::parse(recs.at(0)), 2, "gen-15x15 #0", false), 1u);
}

TEST(MipBattleship, GeneratedSmallInstancesAgreeWithCp) {
  // generated 6x6 puzzles (unique), then without their clues (several solutions)
  int several = 0;
  for (uint64_t seed = 1; seed <= 2; ++seed) {
    battleship::Instance inst = battleship::generate(6, 6, seed);
    EXPECT_EQ(battleshipAgree(inst, 2, "seed " + std::to_string(seed)), 1u);
    inst.givens.assign(inst.givens.size(), '.');
    several += battleshipAgree(inst, 3, "no clues, seed " + std::to_string(seed)) > 1;
  }
  EXPECT_GE(several, 1);
}

TEST(MipBattleship, ThreeParadigmsAgreeOnManySmallBoards) {
  // 150 5x5 boards with four ships: generated (unique); without clues and one row count
  // (several); with a ship cell moved from one row's count to another's (mostly unsolvable).
  // cp, sat and GBM on all, CBM on every fifth.
  std::mt19937_64 rng(7);
  battleship::GenerateOptions go;
  go.fleet = {{3, 1}, {2, 1}, {1, 2}};
  std::map<size_t, int> byCount;
  for (uint64_t t = 0; t < 150; ++t) {
    battleship::Instance inst = battleship::generate(5, 5, t + 1, go);
    if (t % 3 == 1) {
      inst.givens.assign(inst.givens.size(), '.');
      inst.rowCount[rng() % 5] = -1;
    } else if (t % 3 == 2) {
      const size_t a = rng() % 5, b = rng() % 5;
      if (inst.rowCount[a] > 0) --inst.rowCount[a], ++inst.rowCount[b];
    }
    ++byCount[battleshipAgree(inst, 2, "board " + std::to_string(t), t % 5 == 0)];
  }
  EXPECT_GE(byCount[0], 5);  // unsolvable
  EXPECT_GE(byCount[1], 5);  // solved
  EXPECT_GE(byCount[2], 5);  // multiple
}

// ---------------------------------------------------------------- zebra (§7)

namespace {

// IP against CP: the same tables (all of them, up to limit) and status.
size_t zebraAgree(const zebra::Puzzle& p, uint64_t limit, bool cuts = false) {
  zebra::SolveOptions so;
  so.maxSolutions = limit;
  so.keep = UINT64_MAX;
  zebra::Result cpr = zebra::solve(p, so);
  zebra::MipModel m = zebra::buildMip(p);
  ip::Options o;
  o.maxSolutions = limit;
  o.cuts = cuts;
  ip::Result r = ip::solve(m.ip, o);
  std::set<zebra::Table> ipT, cpT(cpr.solutions.begin(), cpr.solutions.end());
  for (const auto& s : r.solutions) {
    zebra::Table t = zebra::decodeMip(m, s);
    EXPECT_EQ(zebra::check(p, t), "") << zebra::format(p);
    ipT.insert(t);
  }
  EXPECT_EQ(ipT.size(), cpT.size()) << zebra::format(p);
  if (limit == 0 || ipT.size() < limit) {
    EXPECT_EQ(ipT, cpT) << zebra::format(p);  // all of them
  }
  EXPECT_EQ(r.status, cpr.status) << zebra::format(p);
  SatRun<zebra::Table> sr = satRun<zebra::Table>(
      limit, [&](const sat::Options& so, const auto& cb) { return zebra::solveSat(p, so, cb); },
      [&](const zebra::Table& t) { return zebra::check(p, t); }, zebra::format(p));
  EXPECT_EQ(sr.sols.size(), ipT.size()) << zebra::format(p) << " sat";
  if (limit == 0 || sr.sols.size() < limit) {
    EXPECT_EQ(sr.sols, cpT) << zebra::format(p) << " sat";
  }
  EXPECT_EQ(sr.status, cpr.status) << zebra::format(p) << " sat";
  return ipT.size();
}

}  // namespace

TEST(MipZebra, ClassicIsTable74) {
  zebra::Puzzle p = zebra::parseOne(zebra::kEinstein1962);
  zebra::MipModel m = zebra::buildMip(p);
  ip::Options o;
  o.maxSolutions = 2;
  ip::Result r = ip::solve(m.ip, o);
  ASSERT_EQ(r.solutions.size(), 1u);
  EXPECT_EQ(r.status, cp::SearchStatus::Complete);
  zebra::Table t = zebra::decodeMip(m, r.solutions[0]);
  EXPECT_EQ(zebra::check(p, t), "");
  // Table 7.4: house 5 is green, the Japanese's, with the zebra
  const int green = 4, japanese = 4, zebraPet = 4;  // value indices in einstein-1962.txt
  EXPECT_EQ(t[4][0], green);
  EXPECT_EQ(t[4][1], japanese);
  EXPECT_EQ(t[4][4], zebraPet);
  EXPECT_EQ(t, zebra::solve(p).solutions.at(0));
}

TEST(MipZebra, BundledAndEdgeCasesAgreeWithCp) {
  const std::string dir = std::string(DEDUCE_SOURCE_DIR) + "/data/zebra/";
  for (const char* f : {"einstein-1962.txt", "generated-10x10-seed1.txt"})
    for (const zebra::Puzzle& p : zebra::parse(readSource(dir + f), [](const InputError&) { FAIL(); }))
      // 10x10: the first solution only (CBC needs its cuts and ~2.6 s for the uniqueness proof)
      EXPECT_EQ(zebraAgree(p, p.houses() > 5 ? 1 : 2, p.houses() > 5), 1u) << f;
  EXPECT_EQ(zebraAgree(zebra::parseOne(std::string(zebra::kEinstein1962) + "\nJapanese at first\n"), 2), 0u);
  EXPECT_EQ(zebraAgree(zebra::parseOne("color: red green\npet: dog cat\nred = dog\nred != dog\n"), 0), 0u);
  EXPECT_EQ(zebraAgree(zebra::parseOne("color: red green blue\npet: dog cat fish\nred at 1\ngreen left-of blue\n"), 0), 6u);  // pets free
}

TEST(MipZebra, RandomCluesAgreeWithCp) {
  // random clue sets (true or not) on 3 and 4 houses, every relation, up to 5 solutions
  std::mt19937_64 rng(11);
  const zebra::Rel rels[] = {zebra::Rel::Same,      zebra::Rel::Different,  zebra::Rel::At,
                             zebra::Rel::NotAt,     zebra::Rel::NextTo,     zebra::Rel::ImmLeftOf,
                             zebra::Rel::ImmRightOf, zebra::Rel::LeftOf,    zebra::Rel::RightOf};
  for (int iter = 0; iter < 300; ++iter) {
    int n = 3 + iter % 2, na = iter % 2 ? 2 : 3;
    zebra::Puzzle p;
    for (int a = 0; a < na; ++a) {
      zebra::Attribute at;
      at.name = std::string(1, static_cast<char>('a' + a));
      for (int v = 0; v < n; ++v) at.values.push_back(at.name + std::string(1, static_cast<char>('0' + v)));
      p.attrs.push_back(at);
    }
    int k = 3 + static_cast<int>(rng() % 4);
    for (int i = 0; i < k; ++i) {
      zebra::Clue c;
      c.rel = rels[rng() % 9];
      c.a = {static_cast<int>(rng() % na), static_cast<int>(rng() % n)};
      do c.b = {static_cast<int>(rng() % na), static_cast<int>(rng() % n)};
      while (c.b == c.a);
      c.house = static_cast<int>(rng() % n);
      p.clues.push_back(c);
    }
    zebraAgree(p, 5);
  }
}

// ---------------------------------------------------------------- export of the genre models

TEST(MipExport, GenreModelsLoadInCbcWithTheSameOptimum) {
  if (!haveCbc()) GTEST_SKIP() << "cbc (coinor-cbc) not installed";
  // CM2 of a generated board (a complete model with an objective: |V| - 1) and the GBM of
  // Figure 4.1 (a feasibility problem: 0)
  circuit::MipModel cm2 = circuit::buildMip(circuit::generate(4, 1), circuit::MipFormulation::CM2);
  Source src = readSource(std::string(DEDUCE_SOURCE_DIR) + "/data/battleship/fig4_1_clued.txt");
  battleship::MipModel gbm =
      battleship::buildMip(battleship::parse(battleship::splitPuzzles(src).at(0)), battleship::MipFormulation::GBM);
  for (const ip::Model* m : {&cm2.ip, &gbm.ip}) {
    ip::Result r = ip::solve(*m);
    ASSERT_EQ(r.solutions.size(), 1u) << m->name;
    for (const char* ext : {"lp", "mps"}) {
      std::string path = testing::TempDir() + "deduce_" + m->name + "." + ext;
      {
        std::ofstream f(path);
        if (std::string(ext) == "lp")
          ip::writeLp(*m, f);
        else
          ip::writeMps(*m, f);
      }
      double got = 0;
      std::string out;
      ASSERT_TRUE(cbcObjective(path, got, out)) << path << ":\n" << out;
      EXPECT_NEAR(got, r.solutions[0].objective, 1e-6) << path;
      std::remove(path.c_str());
    }
  }
  EXPECT_NEAR(ip::solve(cm2.ip).solutions.at(0).objective, static_cast<double>(cm2.where.size() - 1), 1e-9);
}

// ---------------------------------------------------------------- one-call entry points

TEST(MipEntryPoints, SolveAndDecode) {
  ip::Options two;
  two.maxSolutions = 2;
  auto h = hashi::solveMip(hashiGrid("3.3\n...\n3.3\n"), true, two);
  EXPECT_EQ(h.solutions.size(), 2u);
  EXPECT_EQ(h.status, cp::SearchStatus::SolutionCap);
  circuit::Instance board = circuit::generate(4, 1);
  auto c = circuit::solveMip(board, circuit::MipFormulation::CM1, {-1, -1}, {-1, -1}, two);
  ASSERT_EQ(c.solutions.size(), 1u);
  EXPECT_EQ(c.status, cp::SearchStatus::Complete);
  EXPECT_EQ(circuit::check(board, c.solutions[0]), "");
  Source src = readSource(std::string(DEDUCE_SOURCE_DIR) + "/data/battleship/fig4_1_clued.txt");
  battleship::Instance fig = battleship::parse(battleship::splitPuzzles(src).at(0));
  auto b = battleship::solveMip(fig, battleship::MipFormulation::GBM, two);
  ASSERT_EQ(b.solutions.size(), 1u);
  EXPECT_EQ(battleship::check(fig, b.solutions[0]), "");
  zebra::Puzzle p = zebra::parseOne(zebra::kEinstein1962);
  auto z = zebra::solveMip(p, two);
  ASSERT_EQ(z.solutions.size(), 1u);
  EXPECT_EQ(z.status, cp::SearchStatus::Complete);
  EXPECT_EQ(zebra::check(p, z.solutions[0]), "");
  EXPECT_GT(z.stats.runs, 1u);
}
