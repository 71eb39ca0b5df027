// Battleship fleet propagator and brancher: differential test against brute force. Every grid
// of ship/water cells of a small board is cut into straight ships and judged by the independent
// checker; the solutions the model finds must be exactly the grids the checker accepts, on
// random instances (counts from a hidden fleet or random, some hidden, random clues).
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

}  // namespace
}  // namespace deduce
