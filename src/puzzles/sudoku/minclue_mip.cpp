// The minimum-clue problem as a set-cover integer program on the IP back end (src/ip, CBC):
//
//   minimise    sum_i x_i                       x_i = 1 iff cell i is a clue (binary)
//   subject to  sum_{i in U} x_i >= 1           for every unavoidable set U of the grid
//               sum_i x_i <= upper - 1          (a cut-off below the best puzzle known)
//               x_i = 1                         for the fixed clues
//
// Every unavoidable set must hold a clue, so the rows are necessary; they are sufficient only
// with every unavoidable set of the grid, far too many to write down. The rows start with the
// sets minclue's search starts with (unavoidableSets) and the rest come lazily, as in the
// bilevel model of Tjusila, Besançon, Turner and Koch: at each integral point CBC finds, the
// bitboard engine's uniqueness check either accepts the clue set or returns a second grid,
// whose difference (shrunk to the smallest unavoidable set inside it) becomes a new covering
// row that cuts the point off. An optimum that passes the check is a minimum puzzle; an
// infeasible model proves that the best puzzle known (the upper bound) is the minimum.
#include <algorithm>
#include <cmath>

#include "ip/solve.h"
#include "puzzles/sudoku/minclue_internal.h"

namespace deduce::sudoku::minclue::detail {

// Rows written up front: the smallest sets (the list is sorted by size). All 13,000 make each
// LP slow enough that CBC's root alone overran short time limits.
constexpr uint64_t kRows = 2000;

Result minclueMip(const uint8_t grid[81], const Options& opt, const Start& st,
                  std::chrono::steady_clock::time_point start) {
  Result r;
  std::vector<Mask> sets = unavoidableSets(grid, opt.setDigits);
  ip::Model m;
  m.name = "minclue";
  m.comments = {"x_i = 1 iff cell i (0-based, row-major) is a clue; one covering row per unavoidable set",
                "the rows of the sets found by uniqueness checks are added lazily and are not in this file"};
  std::vector<ip::VarId> x;
  for (int i = 0; i < 81; ++i) {
    x.push_back(m.binary(ip::name("x", {i})));
    if (st.fixed.test(i)) m.fix(x[i], 1);
  }
  m.minimize(ip::sum(x));
  auto cover = [&](Mask u) {
    ip::LinExpr e;
    for (int i = 0; i < 81; ++i)
      if (u.test(i)) e.add(x[i]);
    return e;
  };
  uint64_t rows = 0;
  for (const Mask& u : sets)
    if (!(u & st.fixed).any() && rows < kRows) m.addGe(cover(u), 1, ip::name("u", {static_cast<long long>(rows++)}));
  m.addLe(ip::sum(x), st.upper - 1, "cutoff");

  uint64_t checks = 0;
  ip::Options io;
  io.maxSolutions = 1;
  if (opt.seconds > 0) io.timeSeconds = std::max(0.01, opt.seconds - msSince(start) / 1000);
  io.lazy = [&](const std::vector<double>& v) {
    Mask clues, fresh;
    for (int i = 0; i < 81; ++i)
      if (v[x[i]] > 0.5) clues = clues | Mask::cell(i);
    ++checks;
    std::vector<ip::Row> out;
    if (secondGrid(grid, clues, &fresh))
      out.push_back(ip::Model::makeRow(1, cover(fresh), ip::kInf, ip::name("lazy", {static_cast<long long>(checks)})));
    return out;
  };
  ip::Result res = ip::solve(m, io);

  uint8_t best[81];
  std::copy(st.best, st.best + 81, best);
  r.clues = st.upper;
  const bool stopped = res.status == cp::SearchStatus::Limit || res.status == cp::SearchStatus::Interrupted;
  if (!res.solutions.empty()) {
    const ip::Solution& s = res.solutions.front();
    int n = 0;
    for (int i = 0; i < 81; ++i) {
      best[i] = s.isOne(x[i]) ? grid[i] : 0;
      n += best[i] != 0;
    }
    r.clues = n;
  }
  r.puzzle = toString(best);
  r.interrupted = stopped;
  r.proven = !stopped;
  // The root LP bound (rounded up) holds for every puzzle: its rows are all valid.
  int lp = res.stats.rootLpFeasible ? static_cast<int>(std::ceil(res.stats.rootLp - 1e-6)) : r.clues;
  r.lowerBound = r.proven ? r.clues : std::min(r.clues, std::max(lp, st.fixed.count()));
  r.unavoidableSets = rows + res.stats.lazyRows;
  r.hittingSetsChecked = checks;
  r.nodes = res.stats.nodes;
  r.timeMs = msSince(start);
  return r;
}

}  // namespace deduce::sudoku::minclue::detail
