// Battleship fleet propagator and brancher: differential test against brute force. Every grid
// of ship/water cells of a small board is cut into straight ships and judged by the independent
// checker; the solutions the model finds must be exactly the grids the checker accepts, on
// random instances (counts from a hidden fleet or random, some hidden, random clues); on larger
// boards the same against an enumerator of fleet placements.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>

#include "puzzles/battleship/battleship.h"

namespace deduce {
namespace {

// Every cell set of an R x C board whose 4-connected parts are straight lines, as ships.
std::vector<battleship::Solution> straightGrids(int R, int C) {
  std::vector<battleship::Solution> out;
  for (uint32_t mask = 0; mask < (1u << (R * C)); ++mask) {
    auto ship = [&](int r, int c) { return r >= 0 && r < R && c >= 0 && c < C && ((mask >> (r * C + c)) & 1); };
    battleship::Solution sol;
    bool ok = true;
    int covered = 0;
    for (int r = 0; r < R && ok; ++r)
      for (int c = 0; c < C && ok; ++c) {
        if (!ship(r, c) || ship(r - 1, c) || ship(r, c - 1)) continue;  // not the top-left cell
        if (ship(r + 1, c) && ship(r, c + 1)) ok = false;
        bool vert = ship(r + 1, c);
        int len = 1;
        while (vert ? ship(r + len, c) : ship(r, c + len)) ++len;
        sol.push_back({r, c, len, vert && len > 1});
        covered += len;
      }
    if (ok && covered == __builtin_popcount(mask)) {  // an L or T shape leaves cells uncovered
      std::sort(sol.begin(), sol.end());
      out.push_back(sol);
    }
  }
  return out;
}

TEST(BattleshipFleet, MatchesBruteForceOnSmallBoards) {
  std::mt19937_64 rng(2024);
  for (auto [R, C] : {std::pair{4, 4}, std::pair{3, 5}, std::pair{5, 3}}) {
    const auto grids = straightGrids(R, C);
    for (int round = 0; round < 16; ++round) {
      battleship::Instance inst;
      inst.rows = R;
      inst.cols = C;
      inst.fleet = {{1, static_cast<int>(rng() % 3)}, {2, static_cast<int>(rng() % 2)}, {3, static_cast<int>(rng() % 2)}};
      // a hidden solution: a random grid the fleet rules accept (or random counts)
      inst.rowCount.assign(R, -1);
      inst.colCount.assign(C, -1);
      inst.givens.assign(R * C, '.');
      std::vector<const battleship::Solution*> fits;
      for (const auto& g : grids) {
        std::map<int, int> f;
        for (const auto& s : g) f[s.len]++;
        bool same = true;
        for (auto [l, k] : inst.fleet) same &= f[l] == k;
        for (auto [l, k] : f) same &= inst.fleet.count(l) > 0;
        if (same) fits.push_back(&g);
      }
      std::vector<std::string> hidden;
      if (!fits.empty() && round % 4 != 3) {
        const auto& sol = *fits[rng() % fits.size()];
        hidden = battleship::grid(inst, sol);
        for (int r = 0; r < R; ++r)
          for (int c = 0; c < C; ++c)
            if (hidden[r][c] != '~') inst.rowCount[r] = std::max(inst.rowCount[r], 0) + 1;
        for (int c = 0; c < C; ++c)
          for (int r = 0; r < R; ++r)
            if (hidden[r][c] != '~') inst.colCount[c] = std::max(inst.colCount[c], 0) + 1;
        for (int& k : inst.rowCount) k = std::max(k, 0);
        for (int& k : inst.colCount) k = std::max(k, 0);
      } else {
        for (int& k : inst.rowCount) k = static_cast<int>(rng() % 3);
        for (int& k : inst.colCount) k = static_cast<int>(rng() % 3);
      }
      // hide some counts, reveal some cells of the hidden solution
      for (int& k : inst.rowCount)
        if (rng() % 3 == 0) k = -1;
      for (int& k : inst.colCount)
        if (rng() % 3 == 0) k = -1;
      if (!hidden.empty())
        for (int i = 0; i < R * C; ++i)
          if (rng() % 10 == 0) inst.givens[i] = hidden[i / C][i % C];

      std::set<battleship::Solution> brute;
      for (const auto& g : grids)
        if (battleship::check(inst, g).empty()) brute.insert(g);
      auto res = battleship::solve(inst, 0);
      std::set<battleship::Solution> found(res.solutions.begin(), res.solutions.end());
      EXPECT_EQ(found.size(), res.solutions.size()) << "a solution found twice";
      EXPECT_EQ(found, brute) << battleship::format(inst);
    }
  }
}

// Every placement of the fleet on an R x C board (ships pairwise neither overlapping nor
// touching, row and column counts never exceeded), by plain recursion over the ships: the
// brute-force side of the differential test on boards too large for straightGrids. Ships of
// one length are placed at increasing positions, so each fleet placement appears once.
struct FleetEnumerator {
  const battleship::Instance& inst;
  std::vector<int> lens;  // one entry per ship, longest first
  std::vector<int> occ, rowUsed, colUsed;
  battleship::Solution cur;
  std::vector<battleship::Solution> out;

  explicit FleetEnumerator(const battleship::Instance& in) : inst(in) {
    for (auto it = inst.fleet.rbegin(); it != inst.fleet.rend(); ++it) lens.insert(lens.end(), it->second, it->first);
    occ.assign(inst.rows * inst.cols, 0);
    rowUsed.assign(inst.rows, 0);
    colUsed.assign(inst.cols, 0);
    place(0, 0);
  }
  // ship k, at position index >= from when it has the length of ship k - 1
  void place(size_t k, int from) {
    if (k == lens.size()) {
      auto sol = cur;
      std::sort(sol.begin(), sol.end());
      out.push_back(sol);
      return;
    }
    const int R = inst.rows, C = inst.cols, len = lens[k];
    for (int pos = from; pos < R * C * 2; ++pos) {
      const bool vert = pos % 2;
      const int r = pos / 2 / C, c = pos / 2 % C;
      if ((vert && len == 1) || r + (vert ? len - 1 : 0) >= R || c + (vert ? 0 : len - 1) >= C) continue;
      bool ok = true;  // no ship cell in the box around the ship, counts not exceeded
      for (int i = r - 1; i <= r + (vert ? len : 1) && ok; ++i)
        for (int j = c - 1; j <= c + (vert ? 1 : len) && ok; ++j)
          ok = i < 0 || i >= R || j < 0 || j >= C || !occ[i * C + j];
      for (int t = 0; t < len && ok; ++t) {
        int i = r + (vert ? t : 0), j = c + (vert ? 0 : t);
        ok = (inst.rowCount[i] < 0 || rowUsed[i] + (vert ? 1 : len) <= inst.rowCount[i]) &&
             (inst.colCount[j] < 0 || colUsed[j] + (vert ? len : 1) <= inst.colCount[j]);
      }
      if (!ok) continue;
      auto mark = [&](int d) {
        for (int t = 0; t < len; ++t) {
          int i = r + (vert ? t : 0), j = c + (vert ? 0 : t);
          occ[i * C + j] += d, rowUsed[i] += d, colUsed[j] += d;
        }
      };
      mark(1);
      cur.push_back({r, c, len, vert});
      place(k + 1, k + 1 < lens.size() && lens[k + 1] == len ? pos + 1 : 0);
      cur.pop_back();
      mark(-1);
    }
  }
};

// The model's solutions (counted with --max-solutions 0, i.e. all) are exactly the fleet
// placements the independent checker accepts, on 5x5 to 6x6 boards with small fleets: counts
// from a hidden placement with some hidden, a few revealed cells (or none).
TEST(BattleshipFleet, MatchesPlacementEnumeratorOn5x5To6x6) {
  std::mt19937_64 rng(606);
  int several = 0;  // instances with more than one solution: the test must see some
  for (auto [R, C] : {std::pair{5, 5}, std::pair{5, 6}, std::pair{6, 5}, std::pair{6, 6}}) {
    for (int round = 0; round < 10; ++round) {
      battleship::Instance inst;
      inst.rows = R;
      inst.cols = C;
      inst.fleet = {{1, 1 + static_cast<int>(rng() % 2)}, {2, 1}, {3, static_cast<int>(rng() % 2)}};
      if (round % 3 == 2) inst.fleet[4] = 1;
      std::erase_if(inst.fleet, [](const auto& ship) { return ship.second == 0; });
      inst.rowCount.assign(R, -1);
      inst.colCount.assign(C, -1);
      inst.givens.assign(R * C, '.');
      auto all = FleetEnumerator(inst).out;  // no counts yet: every fleet placement
      if (all.empty()) continue;
      auto hidden = battleship::grid(inst, all[rng() % all.size()]);
      inst.rowCount.assign(R, 0);
      inst.colCount.assign(C, 0);
      for (int r = 0; r < R; ++r)
        for (int c = 0; c < C; ++c)
          if (hidden[r][c] != '~') ++inst.rowCount[r], ++inst.colCount[c];
      for (int& k : inst.rowCount)
        if (rng() % 4 == 0) k = -1;
      for (int& k : inst.colCount)
        if (rng() % 4 == 0) k = -1;
      if (round % 2)
        for (int i = 0; i < R * C; ++i)
          if (rng() % 12 == 0) inst.givens[i] = hidden[i / C][i % C];

      std::set<battleship::Solution> brute;
      for (const auto& sol : FleetEnumerator(inst).out)
        if (battleship::check(inst, sol).empty()) brute.insert(sol);
      ASSERT_FALSE(brute.empty()) << battleship::format(inst);  // the hidden placement
      auto res = battleship::solve(inst, 0);
      std::set<battleship::Solution> found(res.solutions.begin(), res.solutions.end());
      EXPECT_EQ(found.size(), res.solutions.size()) << "a solution found twice";
      EXPECT_EQ(found.size(), brute.size()) << battleship::format(inst);
      EXPECT_EQ(found, brute) << battleship::format(inst);
      several += brute.size() > 1;
    }
  }
  EXPECT_GT(several, 5);
}

}  // namespace
}  // namespace deduce
