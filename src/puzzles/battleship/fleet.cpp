// The Battleship fleet propagator: reasoning about ships, cells, lines and the fleet together,
// which the linear sums of the placement model (battleship.cpp) cannot do one at a time.
//
// Each run looks at the current cell states (ship / water / unknown) and placement Booleans and
// applies, to a fixpoint together with the cell sums (cell == sum of covering placements,
// which already kill a placement covering a water cell), these rules:
//   1. diagonal: the diagonal neighbours of a ship cell are water;
//   2. line counts: ship <= count <= ship + unknown in every row and column; a tight side
//      makes the line's unknown cells water (or ship);
//   3. placement support: a placement dies when a ship cell lies in its halo (the ring of
//      cells around it, which must be water if it is placed: that ship cell would touch it), or
//      when placing it would break a row or column count ("probing" the placement on the
//      counts: its unknown cells become ship, the unknown cells of its halo water; every line
//      it meets must keep ship <= count <= ship + unknown);
//   4. ship cells: a ship cell whose ship is not placed yet belongs to one of its live
//      placements, so the cells common to all of them are ship and the halo cells common to
//      all of them are water (a '<' clue whose ships all reach two cells to the right shows
//      both, ...); one live placement left is placed;
//   5. the fleet: per length, placed <= wanted <= placed + live (tight sides fix the rest);
//      and for every length L, the ships of length >= L still to place must fit in the lines.
//      In one row the most pairwise non-touching horizontal placements of length >= L is found
//      greedily (interval scheduling by earliest end, with a one-cell gap), and a row whose
//      count leaves k free ship cells holds at most k / L of them; the same for the vertical
//      ones in the columns. A ship lies in exactly one line of its orientation, so the sum over
//      all lines bounds the ships that can still be placed; fewer than needed fails.
// Consistency: rules 1, 2 and 4 are what a human solver applies one cell, line or ship at a
// time; rule 3 is singleton consistency of each placement with respect to the line counts (not
// the other ships); the bound of rule 5 is a relaxation (ships in neighbouring lines may still
// conflict), so it only detects failure.
//
// Data layout: placements are numbered as in Model; each keeps its cells and halo as cell
// indices (row * C + col) and the box of lines they meet; each cell the placements covering
// it and those whose halo holds it; each line (rows, then columns) its placements sorted by
// their last cell. A run is a few linear scans over these arrays with reused scratch buffers
// and no allocation. Three things keep it cheap: the halo rule looks only at the ship cells
// that are new since the last run (collected by notify()); the count probe skips a placement
// when every line it meets has more slack than the placement could use; and a run stops after
// the first section that changed a variable (it is rescheduled behind the cell sums, and the
// later sections would work on stale states), so the fleet bound runs about once per node.
// Cost: O(cells + placements) per run, plus the cells of the placements near tight lines;
// O(placements * longest ship) for the bound.
#include <algorithm>
#include <cstdint>

#include "puzzles/battleship/battleship.h"

namespace deduce::battleship {
namespace {

struct Geometry {
  int R = 0, C = 0, maxLen = 0;
  std::vector<int> count;                  // R row counts then C column counts (-1 = not given)
  std::vector<int> len, line;              // per placement: length, the line it lies in
  std::vector<std::vector<int>> cells, halo;  // per placement
  std::vector<std::vector<int>> cover;     // per cell: placements covering it
  std::vector<std::vector<int>> haloOf;    // per cell: placements whose halo holds it
  std::vector<std::vector<int>> lineByEnd; // per line: its placements, sorted by last cell
  std::vector<int> end;                    // per placement: its last cell's index along its line
  std::vector<int> fleet;                  // per length: number of ships
  struct Box {
    int r0, r1, c0, c1;  // rows and columns met by the placement and its halo
  };
  std::vector<Box> box;                    // per placement
  std::vector<int> rowOf, colOf;           // per cell: its row line, its column line (R + c)

  Geometry(const Instance& inst, const Model& m) : R(inst.rows), C(inst.cols) {
    count = inst.rowCount;
    count.insert(count.end(), inst.colCount.begin(), inst.colCount.end());
    const int P = static_cast<int>(m.placement.size());
    cells.resize(P);
    halo.resize(P);
    cover.resize(R * C);
    haloOf.resize(R * C);
    lineByEnd.resize(R + C);
    for (auto [l, k] : inst.fleet) maxLen = std::max(maxLen, l);
    fleet.assign(maxLen + 1, 0);
    for (auto [l, k] : inst.fleet) fleet[l] = k;
    for (int a = 0; a < P; ++a) {
      const Ship& sh = m.placement[a];
      int r1 = sh.r + (sh.vertical ? sh.len - 1 : 0), c1 = sh.c + (sh.vertical ? 0 : sh.len - 1);
      for (int r = sh.r - 1; r <= r1 + 1; ++r)
        for (int c = sh.c - 1; c <= c1 + 1; ++c) {
          if (r < 0 || r >= R || c < 0 || c >= C) continue;
          bool inside = r >= sh.r && r <= r1 && c >= sh.c && c <= c1;
          (inside ? cells : halo)[a].push_back(r * C + c);
          (inside ? cover : haloOf)[r * C + c].push_back(a);
        }
      box.push_back({std::max(0, sh.r - 1), std::min(R - 1, r1 + 1), std::max(0, sh.c - 1), std::min(C - 1, c1 + 1)});
      len.push_back(sh.len);
      line.push_back(sh.vertical ? R + sh.c : sh.r);
      end.push_back(sh.vertical ? r1 : c1);
      lineByEnd[line.back()].push_back(a);
    }
    for (int i = 0; i < R * C; ++i) rowOf.push_back(i / C), colOf.push_back(R + i % C);
    for (auto& v : lineByEnd) std::stable_sort(v.begin(), v.end(), [&](int a, int b) { return end[a] < end[b]; });
  }
};

class FleetPropagator : public cp::Propagator {
 public:
  FleetPropagator(const Instance& inst, const Model& m) : g_(inst, m), y_(m.y), cell_(m.cell) {
    priority = cp::kPrioExpensive;
    st_.resize(g_.R * g_.C);
    ship_.resize(g_.R + g_.C);
    free_.resize(g_.R + g_.C);
    add_.assign(g_.R + g_.C, 0);
    loss_.assign(g_.R + g_.C, 0);
    placed_.resize(g_.R + g_.C);
    inCells_.assign(g_.R * g_.C, 0);
    inHalo_.assign(g_.R * g_.C, 0);
    liveLen_.assign(g_.maxLen + 1, 0);
    slackShip_.assign(g_.R + g_.C, 0);
    slackFree_.assign(g_.R + g_.C, 0);
    wantsNotify = true;
  }
  // a cell that became ship: its halo placements are checked in the next run
  bool notify(cp::Space& s, int idx, uint8_t) override {
    if (idx < g_.R * g_.C && s.fixed(cell_[idx]) && s.value(cell_[idx]) == 1) pending_.push_back(idx);
    return true;
  }
  // the states the pending cells were collected in are undone by the backtrack that follows
  void cancel() override { pending_.clear(); }
  const char* name() const override { return "battleship-fleet"; }

  bool propagate(cp::Space& s) override {
    // After a section that changed a variable, the run stops: the change reschedules this
    // propagator behind the cheap cell sums, and the next sections would work on stale data.
    const int R = g_.R, C = g_.C, N = R * C;
    bool changed = false;
    // cell states and line tallies
    std::fill(ship_.begin(), ship_.end(), 0);
    std::fill(free_.begin(), free_.end(), 0);
    for (int i = 0; i < N; ++i) st_[i] = s.fixed(cell_[i]) ? static_cast<int8_t>(s.value(cell_[i])) : 2;
    // 1. diagonal neighbours of ship cells are water
    for (int i = 0; i < N; ++i) {
      if (st_[i] != 1) continue;
      int r = i / C, c = i % C;
      for (int dr : {-1, 1})
        for (int dc : {-1, 1}) {
          int rr = r + dr, cc = c + dc;
          if (rr < 0 || rr >= R || cc < 0 || cc >= C) continue;
          int j = rr * C + cc;
          if (st_[j] == 1) return false;
          if (st_[j] == 2) {
            if (!s.assign(cell_[j], 0)) return false;
            st_[j] = 0;
            changed = true;
          }
        }
    }
    for (int i = 0; i < N; ++i) {
      int r = i / C, c = i % C;
      if (st_[i] != 0) ++free_[r], ++free_[R + c];
      if (st_[i] == 1) ++ship_[r], ++ship_[R + c];
    }
    // 2. line counts: ship <= count <= ship + unknown; when one side is tight, the unknown cells
    // of the line are all water (or all ship)
    for (bool again = true; again;) {
      again = false;
      for (int l = 0; l < R + C; ++l) {
        int k = g_.count[l];
        if (k < 0) continue;
        if (ship_[l] > k || free_[l] < k) return false;
        if (ship_[l] == free_[l]) continue;
        int8_t v = ship_[l] == k ? 0 : free_[l] == k ? 1 : 2;
        if (v == 2) continue;
        for (int t = 0; t < (l < R ? C : R); ++t) {
          int i = l < R ? l * C + t : t * C + (l - R);
          if (st_[i] != 2) continue;
          if (!s.assign(cell_[i], v)) return false;
          st_[i] = v;
          int r = i / C, c = i % C;
          if (v == 1) ++ship_[r], ++ship_[R + c];
          else --free_[r], --free_[R + c];
        }
        again = changed = true;
      }
    }
    if (changed) return true;
    // 3. placement support: a ship cell in the halo (for the ship cells that are new since
    // the last run: every earlier one was handled then, and backtracking returns to a state
    // where they were), then the count probe
    if (full_) {
      pending_.clear();
      for (int i = 0; i < N; ++i) pending_.push_back(i);
      full_ = false;
    }
    for (int i : pending_) {
      if (st_[i] != 1) continue;
      for (int a : g_.haloOf[i]) {
        // a placed ship with a ship cell in its halo touches another ship: this is the
        // spacing rule for placed ships (no 2x2-window sums are needed)
        if (s.fixed(y_[a]) && s.value(y_[a]) == 0) continue;
        if (s.fixed(y_[a]) || !s.assign(y_[a], 0)) {
          pending_.clear();
          return false;
        }
        changed = true;
      }
    }
    pending_.clear();
    if (changed) return true;
    for (int l = 0; l < R + C; ++l) {
      int k = g_.count[l];
      slackShip_[l] = k >= 0 ? k - ship_[l] : N;
      slackFree_[l] = k >= 0 ? free_[l] - k : N;
    }
    const int P = static_cast<int>(y_.size());
    for (int a = 0; a < P; ++a) {
      if (s.fixed(y_[a])) continue;
      if (supported(a)) continue;
      if (!s.assign(y_[a], 0)) return false;
      changed = true;
    }
    if (changed) return true;
    // 4. ship cells whose ship is not placed: common cells and common halo of their placements
    for (int i = 0; i < N; ++i) {
      if (st_[i] != 1) continue;
      live_.clear();
      bool placed = false;
      for (int a : g_.cover[i]) {
        if (!s.fixed(y_[a])) live_.push_back(a);
        else if (s.value(y_[a]) == 1) placed = true;
      }
      if (placed) continue;
      if (live_.empty()) return false;
      if (live_.size() == 1) {
        if (!s.assign(y_[live_[0]], 1)) return false;
        changed = true;
        continue;
      }
      const int n = static_cast<int>(live_.size());
      for (int a : live_) {
        for (int j : g_.cells[a]) ++inCells_[j];
        for (int j : g_.halo[a]) ++inHalo_[j];
      }
      bool ok = true;
      for (int a : live_) {
        for (int j : g_.cells[a]) {
          if (inCells_[j] == n && ok && !s.fixed(cell_[j])) ok = s.assign(cell_[j], 1), changed = true;
          inCells_[j] = 0;
        }
        for (int j : g_.halo[a]) {
          if (inHalo_[j] == n && ok && !s.fixed(cell_[j])) ok = s.assign(cell_[j], 0), changed = true;
          inHalo_[j] = 0;
        }
      }
      if (!ok) return false;
    }
    if (changed) return true;
    // 5. the fleet (only at this propagator's fixpoint: it mostly detects failure)
    return fleetFits(s);
  }

 private:
  // Rule 3 for one unfixed placement.
  bool supported(int a) {
    // (a covered water cell kills the placement in the cell sums, a ship cell in its halo in
    // the halo step of propagate)
    // The lines met by the placement and its halo: a box of rows and a box of columns. It adds
    // at most len ship cells to its own line and 1 to a crossing line, and turns at most 2
    // cells of its own line, len + 2 of a parallel neighbour and 3 of a crossing line to water:
    // lines with more slack (free - count, count - ship) than that cannot break.
    const int R = g_.R, own = g_.line[a], len = g_.len[a];
    const Geometry::Box& b = g_.box[a];
    const bool vert = own >= R;
    bool near = false;
    for (int l = b.r0; l <= b.r1 && !near; ++l)
      near = vert ? slackFree_[l] < 3 : l == own ? slackShip_[l] < len || slackFree_[l] < 2 : slackFree_[l] < len + 2;
    for (int l = R + b.c0; l <= R + b.c1 && !near; ++l)
      near = !vert ? slackFree_[l] < 3 : l == own ? slackShip_[l] < len || slackFree_[l] < 2 : slackFree_[l] < len + 2;
    if (!near) return true;
    for (int j : g_.cells[a])
      if (st_[j] == 2) ++add_[g_.rowOf[j]], ++add_[g_.colOf[j]];
    for (int j : g_.halo[a])
      if (st_[j] == 2) ++loss_[g_.rowOf[j]], ++loss_[g_.colOf[j]];
    bool ok = true;
    auto checkLine = [&](int l) {
      if (g_.count[l] >= 0 && (ship_[l] + add_[l] > g_.count[l] || free_[l] - loss_[l] < g_.count[l])) ok = false;
      add_[l] = loss_[l] = 0;
    };
    for (int l = b.r0; l <= b.r1; ++l) checkLine(l);
    for (int l = R + b.c0; l <= R + b.c1; ++l) checkLine(l);
    return ok;
  }

  // Rule 5: the ships of length >= L still to place fit in the lines, for every L.
  bool fleetFits(cp::Space& s) {
    const int R = g_.R, C = g_.C, L = R + C;
    std::fill(placed_.begin(), placed_.end(), 0);
    remaining_.assign(g_.fleet.begin(), g_.fleet.end());
    for (int a = 0; a < static_cast<int>(y_.size()); ++a) {
      if (!s.fixed(y_[a]) || s.value(y_[a]) != 1) continue;
      --remaining_[g_.len[a]];
      for (int j : g_.cells[a]) ++placed_[j / C], ++placed_[R + j % C];
    }
    // the fleet: ships of each length placed <= wanted <= placed + live placements
    std::fill(liveLen_.begin(), liveLen_.end(), 0);
    for (int a = 0; a < static_cast<int>(y_.size()); ++a)
      if (!s.fixed(y_[a])) ++liveLen_[g_.len[a]];
    for (int len = 1; len <= g_.maxLen; ++len) {
      if (remaining_[len] < 0 || remaining_[len] > liveLen_[len]) return false;
      if (liveLen_[len] == 0 || (remaining_[len] > 0 && remaining_[len] < liveLen_[len])) continue;
      for (int a = 0; a < static_cast<int>(y_.size()); ++a)
        if (g_.len[a] == len && !s.fixed(y_[a]) && !s.assign(y_[a], remaining_[len] ? 1 : 0)) return false;
      return true;  // rescheduled by the assignments
    }
    int need = 0;
    for (int len = g_.maxLen; len >= 1; --len) {
      need += std::max(0, remaining_[len]);
      if (need == 0) continue;
      int cap = 0;
      for (int l = 0; l < L && cap < need; ++l) {
        int n = 0, lastEnd = -3;
        for (int a : g_.lineByEnd[l]) {
          if (g_.len[a] < len || s.fixed(y_[a])) continue;
          int start = g_.end[a] - g_.len[a] + 1;
          if (start >= lastEnd + 2) ++n, lastEnd = g_.end[a];
        }
        if (g_.count[l] >= 0) n = std::min(n, (g_.count[l] - placed_[l]) / len);
        cap += n;
      }
      if (cap < need) return false;
    }
    return true;
  }

  Geometry g_;
  cp::VarIds y_, cell_;
  bool full_ = true;  // the first run looks at every cell
  std::vector<int8_t> st_;
  std::vector<int> slackShip_, slackFree_, pending_;
  std::vector<int> ship_, free_, add_, loss_, placed_, remaining_, liveLen_, live_, inCells_, inHalo_;
};

class FleetBrancher : public cp::Brancher {
 public:
  FleetBrancher(const Instance& inst, const Model& m) : g_(inst, m), y_(m.y), cell_(m.cell), perLine_(g_.R + g_.C) {}

  bool choose(cp::Space& s, cp::Choice& out) override {
    // a ship cell whose ship is not placed, with the fewest live placements
    int best = -1;
    size_t bestN = SIZE_MAX;
    for (int i = 0; i < g_.R * g_.C; ++i) {
      if (!s.fixed(cell_[i]) || s.value(cell_[i]) != 1) continue;
      size_t n = 0;
      int longest = -1;
      bool placed = false;
      for (int a : g_.cover[i]) {
        if (!s.fixed(y_[a])) {
          ++n;
          if (longest < 0 || g_.len[a] > g_.len[longest]) longest = a;
        } else if (s.value(y_[a]) == 1) {
          placed = true;
        }
      }
      if (placed || n == 0 || n >= bestN) continue;
      bestN = n;
      best = longest;
    }
    if (best < 0) {
      // the longest ship still to place: a placement in the line with the fewest live
      // placements of that length or longer (placements are ordered longest first)
      int L = -1;
      for (int a = 0; a < static_cast<int>(y_.size()) && L < 0; ++a)
        if (!s.fixed(y_[a])) L = g_.len[a];
      std::fill(perLine_.begin(), perLine_.end(), 0);
      for (int a = 0; a < static_cast<int>(y_.size()) && g_.len[a] >= L; ++a)
        if (!s.fixed(y_[a])) ++perLine_[g_.line[a]];
      int fewest = INT32_MAX;
      for (int a = 0; a < static_cast<int>(y_.size()) && g_.len[a] >= L; ++a)
        if (!s.fixed(y_[a]) && perLine_[g_.line[a]] < fewest) fewest = perLine_[g_.line[a]], best = a;
    }
    if (best < 0) return false;
    out = cp::Choice{cp::Choice::Eq, y_[best], 1};
    return true;
  }

 private:
  Geometry g_;
  cp::VarIds y_, cell_;
  std::vector<int> perLine_;
};

}  // namespace

void postFleet(cp::Space& s, const Instance& inst, const Model& m) {
  cp::Propagator* p = s.emplace<FleetPropagator>(inst, m);
  const int n = static_cast<int>(m.cell.size());
  for (int i = 0; i < n; ++i) s.subscribe(m.cell[i], p, cp::kEvFix, i);
  for (size_t a = 0; a < m.y.size(); ++a) s.subscribe(m.y[a], p, cp::kEvFix, n + static_cast<int>(a));
}

std::unique_ptr<cp::Brancher> defaultBrancher(const Instance& inst, const Model& m) {
  return std::make_unique<FleetBrancher>(inst, m);
}

}  // namespace deduce::battleship
