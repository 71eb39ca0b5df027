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
//      cells around it, which must be water if it is placed: that ship cell would touch it;
//      a placed ship with a ship cell in its halo fails — the spacing rule of the model), or
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
// their last cell. The state the rules read is kept incrementally in the space's trailed
// integers (restored on backtrack for free): per line its ship cells, its cells not water and
// the cells of its placed ships; per length the placed ships and the live placements. notify()
// updates them at every fix, so a run never rescans the grid to count. The live placements
// are sparse sets, one segment of `order_` per length: a fixed placement is swapped behind its
// segment's live prefix, whose length is the trailed count, so backtracking (restoring the
// count) brings it back without any undo work and the scans touch live placements only.
// A run is a few linear scans over these arrays with reused scratch buffers and no
// allocation. What keeps it cheap: the diagonal and halo rules look only at the ship cells
// that are new since the last run (collected by notify()); the count probe skips a placement
// when every line it meets has more slack than the placement could use; the common-cells rule
// skips rows whose ship cells all belong to placed ships; the fleet bound takes every length
// in one pass per line; and a run stops after the first section that changed a variable (it
// is rescheduled behind the cell sums, and the later sections would work on stale states).
// Cost per run: O(lines + new ship cells + live placements), plus the cells of the
// placements near tight lines; O(placements + live * longest ship) for the bound.
#include <algorithm>
#include <cstdint>
#include <memory>

#include "puzzles/battleship/battleship.h"

namespace deduce::battleship {

// The static structure shared by the propagator and the brancher (built once per model).
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

namespace {

class FleetPropagator : public cp::Propagator {
 public:
  FleetPropagator(cp::Space& s, const Model& m) : gp_(m.geometry), g_(*gp_), y_(m.y), cell_(m.cell) {
    priority = cp::kPrioExpensive;
    wantsNotify = true;
    const int R = g_.R, C = g_.C, L = R + C, N = R * C, P = static_cast<int>(y_.size());
    // trailed counters, each block contiguous in the space's trailed integers
    auto block = [&](int n) {
      int base = s.newTrailedInt(0);
      for (int i = 1; i < n; ++i) s.newTrailedInt(0);
      return base;
    };
    ship_ = block(L);
    free_ = block(L);
    placedIn_ = block(L);
    placedLen_ = block(g_.maxLen + 1);
    liveLen_ = block(g_.maxLen + 1);
    for (int i = 0; i < N; ++i) {
      int v = s.fixed(cell_[i]) ? static_cast<int>(s.value(cell_[i])) : 2;
      if (v == 1) bump(s, ship_ + g_.rowOf[i], 1), bump(s, ship_ + g_.colOf[i], 1);
      if (v != 0) bump(s, free_ + g_.rowOf[i], 1), bump(s, free_ + g_.colOf[i], 1);
    }
    // live placements: one segment of order_ per length, the live ones first (sparse sets)
    first_.assign(g_.maxLen + 2, 0);
    for (int a = 0; a < P; ++a) ++first_[g_.len[a] + 1];
    for (int len = 1; len <= g_.maxLen + 1; ++len) first_[len] += first_[len - 1];
    order_.resize(P);
    pos_.resize(P);
    std::vector<int> fill(first_.begin(), first_.end() - 1);
    for (int a = 0; a < P; ++a) pos_[a] = fill[g_.len[a]]++, order_[pos_[a]] = a;
    for (int len = 1; len <= g_.maxLen; ++len) bump(s, liveLen_ + len, first_[len + 1] - first_[len]);
    for (int a = 0; a < P; ++a)
      if (s.fixed(y_[a])) fixPlacement(s, a);
    slackShip_.assign(L, 0);
    slackFree_.assign(L, 0);
    add_.assign(L, 0);
    loss_.assign(L, 0);
    inCells_.assign(N, 0);
    inHalo_.assign(N, 0);
    cap_.assign(g_.maxLen + 1, 0);
    lineN_.assign(g_.maxLen + 1, 0);
    lastEnd_.assign(g_.maxLen + 1, 0);
    remaining_.assign(g_.maxLen + 1, 0);
    lineStamp_.assign(L, 1);
    probedAt_.assign(P, 0);
    cellFail_.assign(N, 0);
    lineFail_.assign(L, 0);
  }
  // Keeps the trailed counters exact: every fix of a cell or placement passes here.
  bool notify(cp::Space& s, int idx, uint8_t) override {
    const int N = g_.R * g_.C;
    if (idx < N) {
      lineStamp_[g_.rowOf[idx]] = lineStamp_[g_.colOf[idx]] = ++clock_;
      if (s.value(cell_[idx]) == 1) {
        bump(s, ship_ + g_.rowOf[idx], 1), bump(s, ship_ + g_.colOf[idx], 1);
        pending_.push_back(idx);  // its diagonal and halo are checked in the next run
      } else {
        bump(s, free_ + g_.rowOf[idx], -1), bump(s, free_ + g_.colOf[idx], -1);
      }
    } else {
      fixPlacement(s, idx - N);
    }
    return true;
  }
  // the states the pending cells were collected in are undone by the backtrack that follows
  void cancel() override { pending_.clear(); }
  const char* name() const override { return "battleship-fleet"; }
  // The failures this propagator met at cell i and in line l (never reset, not trailed: they
  // are search history, like Propagator::weight).
  uint32_t cellFailures(int i) const { return cellFail_[i]; }
  uint32_t lineFailures(int l) const { return lineFail_[l]; }

  bool propagate(cp::Space& s) override {
    // After a section that changed a variable, the run stops: the change reschedules this
    // propagator behind the cheap cell sums, and the next sections would work on stale data.
    const int R = g_.R, C = g_.C, N = R * C;
    bool changed = false;
    if (full_) {
      pending_.clear();
      for (int i = 0; i < N; ++i)
        if (st(s, i) == 1) pending_.push_back(i);
      full_ = false;
    }
    // 1. diagonal neighbours of the new ship cells are water (only new cells: assigning water
    // adds none; each pending cell stays pending until the halo step below)
    for (int i : pending_) {
      if (st(s, i) != 1) continue;
      int r = i / C, c = i % C;
      for (int dr : {-1, 1})
        for (int dc : {-1, 1}) {
          int rr = r + dr, cc = c + dc;
          if (rr < 0 || rr >= R || cc < 0 || cc >= C) continue;
          int j = rr * C + cc, v = st(s, j);
          if (v == 1) return fail(i, j);
          if (v == 2) {
            if (!s.assign(cell_[j], 0)) return fail(i, j);
            changed = true;
          }
        }
    }
    // 2. line counts: ship <= count <= ship + unknown; when one side is tight, the unknown cells
    // of the line are all water (or all ship). The counters follow the assignments (notify).
    for (bool again = true; again;) {
      again = false;
      for (int l = 0; l < R + C; ++l) {
        int k = g_.count[l], sh = get(s, ship_ + l), fr = get(s, free_ + l);
        if (k < 0) continue;
        if (sh > k || fr < k) return failLine(l);
        if (sh == fr || (sh != k && fr != k)) continue;
        int v = sh == k ? 0 : 1;
        for (int t = 0; t < (l < R ? C : R); ++t) {
          int i = l < R ? l * C + t : t * C + (l - R);
          if (!s.fixed(cell_[i]) && !s.assign(cell_[i], v)) return failLine(l);
        }
        again = changed = true;
      }
    }
    if (changed) return true;
    // 3. placement support: a ship cell in the halo (for the ship cells that are new since
    // the last run: every earlier one was handled then, and backtracking returns to a state
    // where they were), then the count probe
    for (int i : pending_) {
      if (st(s, i) != 1) continue;
      for (int a : g_.haloOf[i]) {
        // a placed ship with a ship cell in its halo touches another ship: this is the
        // spacing rule for placed ships (no 2x2-window sums are needed)
        if (s.fixed(y_[a]) && s.value(y_[a]) == 0) continue;
        if (s.fixed(y_[a]) || !s.assign(y_[a], 0)) return fail(i, i);
        changed = true;
      }
    }
    pending_.clear();
    if (changed) return true;
    for (int l = 0; l < R + C; ++l) {
      int k = g_.count[l];
      slackShip_[l] = k >= 0 ? k - get(s, ship_ + l) : N;
      slackFree_[l] = k >= 0 ? get(s, free_ + l) - k : N;
    }
    // the live placements, each segment backwards: a placement removed by its assignment
    // (notify) swaps places with the segment's last live one, which was already seen
    for (int len = 1; len <= g_.maxLen; ++len)
      for (int p = first_[len] + get(s, liveLen_ + len) - 1; p >= first_[len]; --p) {
        int a = order_[p];
        if (supported(s, a)) continue;
        if (!s.assign(y_[a], 0)) return false;
        changed = true;
      }
    if (changed) return true;
    // 4. ship cells whose ship is not placed: common cells and common halo of their placements
    // (only rows holding more ship cells than the placed ships cover)
    for (int r = 0; r < R; ++r) {
      if (get(s, ship_ + r) == get(s, placedIn_ + r)) continue;
      for (int i = r * C; i < (r + 1) * C; ++i) {
        if (st(s, i) != 1) continue;
        live_.clear();
        bool placed = false;
        for (int a : g_.cover[i]) {
          if (!s.fixed(y_[a])) live_.push_back(a);
          else if (s.value(y_[a]) == 1) placed = true;
        }
        if (placed) continue;
        if (live_.empty()) return fail(i, i);
        if (live_.size() == 1) {
          if (!s.assign(y_[live_[0]], 1)) return fail(i, i);
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
        if (!ok) return fail(i, i);
      }
    }
    if (changed) return true;
    // 5. the fleet (only at this propagator's fixpoint: it mostly detects failure)
    return fleetFits(s);
  }

 private:
  static int get(const cp::Space& s, int t) { return static_cast<int>(s.trailedInt(t)); }
  static void bump(cp::Space& s, int t, int d) { s.setTrailedInt(t, s.trailedInt(t) + d); }
  int st(const cp::Space& s, int i) const { return s.fixed(cell_[i]) ? static_cast<int>(s.value(cell_[i])) : 2; }
  bool fail() {
    pending_.clear();
    return false;
  }
  // a failure at cells i and j (the same cell twice for one) or in line l: counted for the
  // brancher (failuresAt), then fail()
  bool fail(int i, int j) {
    ++cellFail_[i], ++cellFail_[j];
    return fail();
  }
  bool failLine(int l) {
    ++lineFail_[l];
    return fail();
  }
  // a placement got fixed: out of its live segment; when placed, its cells count per line
  void fixPlacement(cp::Space& s, int a) {
    const int len = g_.len[a];
    int last = first_[len] + get(s, liveLen_ + len) - 1, b = order_[last];
    std::swap(order_[pos_[a]], order_[last]);
    std::swap(pos_[a], pos_[b]);
    bump(s, liveLen_ + len, -1);
    if (s.value(y_[a]) != 1) return;
    bump(s, placedLen_ + len, 1);
    for (int j : g_.cells[a]) bump(s, placedIn_ + g_.rowOf[j], 1), bump(s, placedIn_ + g_.colOf[j], 1);
  }

  // Rule 3 for one unfixed placement.
  bool supported(const cp::Space& s, int a) {
    // (a covered water cell kills the placement in the cell sums, a ship cell in its halo in
    // the halo step of propagate)
    // The lines met by the placement and its halo: a box of rows and a box of columns. It adds
    // at most len ship cells to its own line and 1 to a crossing line, and turns at most 2
    // cells of its own line, len + 2 of a parallel neighbour and 3 of a crossing line to water:
    // lines with more slack (free - count, count - ship) than that cannot break.
    // Memo: a placement that passed at clock T passes now when no line of its box has had a
    // cell fixed since T. Those lines (and the cells of the placement and its halo, which lie
    // in them) then hold the states they had at T or, after backtracking, at an ancestor of
    // that state; passing is monotone towards ancestors (ship + added and free - lost of every
    // line only improve when a cell becomes unknown again, given that a passing placement has
    // no water cell and no ship in its halo, which the full probe below checks).
    const int R = g_.R, own = g_.line[a], len = g_.len[a];
    const Geometry::Box& b = g_.box[a];
    uint64_t seen = probedAt_[a];
    bool stale = false;
    for (int l = b.r0; l <= b.r1 && !stale; ++l) stale = lineStamp_[l] > seen;
    for (int l = R + b.c0; l <= R + b.c1 && !stale; ++l) stale = lineStamp_[l] > seen;
    if (!stale) return true;
    const bool vert = own >= R;
    bool near = false;
    for (int l = b.r0; l <= b.r1 && !near; ++l)
      near = vert ? slackFree_[l] < 3 : l == own ? slackShip_[l] < len || slackFree_[l] < 2 : slackFree_[l] < len + 2;
    for (int l = R + b.c0; l <= R + b.c1 && !near; ++l)
      near = !vert ? slackFree_[l] < 3 : l == own ? slackShip_[l] < len || slackFree_[l] < 2 : slackFree_[l] < len + 2;
    if (!near) return probedAt_[a] = clock_, true;
    bool ok = true;
    for (int j : g_.cells[a]) {
      int v = st(s, j);
      if (v == 2) ++add_[g_.rowOf[j]], ++add_[g_.colOf[j]];
      ok &= v != 0;
    }
    for (int j : g_.halo[a]) {
      int v = st(s, j);
      if (v == 2) ++loss_[g_.rowOf[j]], ++loss_[g_.colOf[j]];
      ok &= v != 1;
    }
    // ship + added <= count <= free - lost, i.e. added <= slackShip and lost <= slackFree (a
    // line without a count has slack N)
    auto checkLine = [&](int l) {
      ok &= add_[l] <= slackShip_[l] && loss_[l] <= slackFree_[l];
      add_[l] = loss_[l] = 0;
    };
    for (int l = b.r0; l <= b.r1; ++l) checkLine(l);
    for (int l = R + b.c0; l <= R + b.c1; ++l) checkLine(l);
    if (ok) probedAt_[a] = clock_;
    return ok;
  }

  // Rule 5: the ships of length >= L still to place fit in the lines, for every L.
  bool fleetFits(cp::Space& s) {
    const int L = g_.R + g_.C, maxLen = g_.maxLen;
    // the fleet: ships of each length placed <= wanted <= placed + live placements
    int top = 0;  // the longest length with ships still to place
    for (int len = 1; len <= maxLen; ++len) {
      int rem = g_.fleet[len] - get(s, placedLen_ + len), live = get(s, liveLen_ + len);
      remaining_[len] = rem;
      if (rem < 0 || rem > live) return false;
      if (rem > 0) top = len;
      if (live == 0 || (rem > 0 && rem < live)) continue;
      // tight: every live placement of this length is placed (or none is); backwards, as above
      for (int p = first_[len] + live - 1; p >= first_[len]; --p)
        if (!s.assign(y_[order_[p]], rem ? 1 : 0)) return false;
      return true;  // rescheduled by the assignments
    }
    if (top == 0) return true;
    // One pass per line computes the greedy count for every L <= top at once: a placement of
    // length len is a candidate for every L <= len.
    std::fill(cap_.begin(), cap_.end(), 0);
    for (int l = 0; l < L; ++l) {
      int k = g_.count[l], room = k >= 0 ? k - get(s, placedIn_ + l) : INT32_MAX;
      if (room <= 0) continue;
      std::fill(lineN_.begin(), lineN_.begin() + top + 1, 0);
      std::fill(lastEnd_.begin(), lastEnd_.begin() + top + 1, -3);
      for (int a : g_.lineByEnd[l]) {
        if (s.fixed(y_[a])) continue;
        int e = g_.end[a], start = e - g_.len[a] + 1;
        for (int len = std::min(g_.len[a], top); len >= 1; --len)
          if (start >= lastEnd_[len] + 2) ++lineN_[len], lastEnd_[len] = e;
      }
      for (int len = 1; len <= top; ++len) cap_[len] += std::min(lineN_[len], room / len);
    }
    int need = 0;
    for (int len = top; len >= 1; --len) {
      need += std::max(0, remaining_[len]);
      if (cap_[len] < need) return false;
    }
    return true;
  }

  std::shared_ptr<const Geometry> gp_;
  const Geometry& g_;
  cp::VarIds y_, cell_;
  bool full_ = true;  // the first run looks at every cell
  // trailed integers (first index of each block): per line ship cells, cells not water, cells
  // of placed ships; per length placed ships, live placements
  int ship_ = 0, free_ = 0, placedIn_ = 0, placedLen_ = 0, liveLen_ = 0;
  std::vector<int> first_, order_, pos_;
  // probe memo: clock_ counts cell fixes, lineStamp_ is the clock at a line's last cell fix,
  // probedAt_ the clock when a placement last passed the probe (see supported())
  uint64_t clock_ = 1;
  std::vector<uint64_t> lineStamp_, probedAt_;  // live-placement segments per length (sparse sets)
  std::vector<int> slackShip_, slackFree_, pending_;
  std::vector<uint32_t> cellFail_, lineFail_;
  std::vector<int> add_, loss_, remaining_, live_, inCells_, inHalo_, cap_, lineN_, lastEnd_;
};

// Branches on placements: y = 1 (place the ship there), else y = 0. Which one: a live
// placement of the longest ship still to place, the one whose cells have met the most failures
// so far (dom/wdeg-like: failures are where the search is hard; placing or excluding a ship
// there decides the most), ties broken by the root weight below (lightest first).
// Failures of a cell: its cell sum's (Propagator::weight, kept by the space), those the fleet
// propagator met at the cell (diagonal, halo, common cells) and in its row and column (counts).
// Measured (docs/results/graph.md, "Fewer nodes") against the first brancher, which took
// the unplaced ship cell with the fewest live placements and then the lightest placement: that
// first rule doubled the nodes; failure weights over cells + halo, or without the line
// failures, were a few percent worse; taking the heaviest placement of any length was 3x worse.
// Data layout: the failure counters are plain arrays indexed by cell (R * C) and line (R + C)
// in the fleet propagator, bumped only when it fails (not trailed: they are search history),
// and the cell sums' weights are read through one pointer per cell; the placements of each
// length are one array (byWeight_), so a choice is one pass over it, summing the counters of
// the cells of the live ones. Cost per choice: about live placements x length reads (a few
// hundred), small beside the propagation a node triggers.
class FleetBrancher : public cp::Brancher {
 public:
  FleetBrancher(std::shared_ptr<const Geometry> gp, const Model& m)
      : gp_(std::move(gp)), g_(*gp_), y_(m.y), sums_(m.cellSum), fleet_(static_cast<const FleetPropagator*>(m.fleet)) {
    // A placement's root weight: the placements covering its cells and its halo at the root
    // (counted per cell), i.e. about how many it rules out when placed. Per length, lightest
    // first: a ship in a sparse corner of the search space (near the border, water clues,
    // tight lines) is tried before one in the crowded middle.
    byWeight_.resize(g_.maxLen + 1);
    std::vector<int> weight(y_.size(), 0);
    for (int a = 0; a < static_cast<int>(y_.size()); ++a) {
      for (int j : g_.cells[a]) weight[a] += static_cast<int>(g_.cover[j].size());
      for (int j : g_.halo[a]) weight[a] += static_cast<int>(g_.cover[j].size());
      byWeight_[g_.len[a]].push_back(a);
    }
    for (auto& v : byWeight_) std::stable_sort(v.begin(), v.end(), [&](int a, int b) { return weight[a] < weight[b]; });
  }

  bool choose(cp::Space& s, cp::Choice& out) override {
    for (int len = g_.maxLen; len >= 1; --len) {
      int best = -1;
      double bestW = -1;
      for (int a : byWeight_[len])
        if (!s.fixed(y_[a])) {
          double w = failures(a);
          if (w > bestW) bestW = w, best = a;
        }
      if (best >= 0) {
        out = cp::Choice{cp::Choice::Eq, y_[best], 1};
        return true;
      }
    }
    return false;
  }

 private:
  double failures(int a) const {
    double w = 0;
    for (int j : g_.cells[a]) {
      w += sums_.empty() ? 0 : sums_[j]->weight;
      if (fleet_) w += fleet_->cellFailures(j) + fleet_->lineFailures(g_.rowOf[j]) + fleet_->lineFailures(g_.colOf[j]);
    }
    return w;
  }

  std::shared_ptr<const Geometry> gp_;
  const Geometry& g_;
  cp::VarIds y_;
  std::vector<std::vector<int>> byWeight_;   // per length: its placements, lightest first
  std::vector<const cp::Propagator*> sums_;  // per cell its cell sum (Model::cellSum)
  const FleetPropagator* fleet_;              // its failure counters (null: cell sums only)
};

}  // namespace

void postFleet(cp::Space& s, const Instance& inst, Model& m) {
  m.geometry = std::make_shared<const Geometry>(inst, m);
  cp::Propagator* p = s.emplace<FleetPropagator>(s, m);
  m.fleet = p;
  const int n = static_cast<int>(m.cell.size());
  for (int i = 0; i < n; ++i) s.subscribe(m.cell[i], p, cp::kEvFix, i);
  for (size_t a = 0; a < m.y.size(); ++a) s.subscribe(m.y[a], p, cp::kEvFix, n + static_cast<int>(a));
}

std::unique_ptr<cp::Brancher> defaultBrancher(const Instance& inst, const Model& m) {
  return std::make_unique<FleetBrancher>(m.geometry ? m.geometry : std::make_shared<const Geometry>(inst, m), m);
}

}  // namespace deduce::battleship
