// The Circuit Board game (paper 003, chapter 5): points on a grid, some cells blacked out; join
// horizontally/vertically adjacent points so that all points form one tree in which every point
// has degree 1 or 3; the given segments must be used. Shortest-path variant (§5.2.3): among the
// solutions, minimise the length of the tree path between two given points.
//
// Model (the paper's CM1 with propagation): one Boolean per possible segment and one
// cp::degreeTree (spanning tree, every degree in {1, 3}; Engine::Decomposed posts the older stack
// of degree sums, connected, degreeParity and treeDegrees instead). Variant: a second Boolean
// per segment p_e <= x_e with cp::path(p, s, t) and branch and bound on sum(p).
//
// Format: a drawing at double resolution. Even lines are point rows: `o` (or `.`) a point, `#`
// a blacked-out cell, and between two cells `-` for a given segment, blank otherwise. Odd lines
// are connector rows: `|` under a point for a given vertical segment, blank otherwise (so a
// connector row may be an empty line): puzzles are separated by two blank lines or a comment
// (a line starting with '#' that has other characters than a drawing).
#pragma once

#include <string>
#include <vector>

#include "cp/graph.h"
#include "cp/search.h"
#include "util/input.h"

namespace deduce {
class Budget;
}

namespace deduce::circuit {

struct Instance {
  int rows = 0, cols = 0;
  std::vector<char> point;  // rows*cols: 1 = a point, 0 = blacked out
  std::vector<char> givenRight, givenDown;  // rows*cols: given segment to the right / below
};

struct Segment {
  int r1, c1, r2, c2;  // (r1,c1) above or left of (r2,c2)
  bool operator==(const Segment&) const = default;
  bool operator<(const Segment& o) const {
    return std::tie(r1, c1, r2, c2) < std::tie(o.r1, o.c1, o.r2, o.c2);
  }
};
using Solution = std::vector<Segment>;  // sorted

// Splits a source into puzzles (see the format above) and parses each; errors are reported
// through `onError` and the rest goes on.
std::vector<std::pair<Record, Instance>> readPuzzles(const Source& src, std::vector<InputError>& errors);
Instance parse(const Record& rec);
std::string render(const Instance& inst, const Solution& sol);

struct Model {
  cp::Graph g;
  std::vector<std::pair<int, int>> where;  // vertex -> (row, col)
  std::vector<int> vertexAt;               // cell -> vertex or -1
  cp::VarIds x;                            // segment chosen
  cp::VarIds d;                            // vertex degree, 1 or 3 (Engine::Decomposed only)
  cp::VarIds p;                            // segment on the s-t path (variant only)
  cp::VarId length = -1;                   // sum(p) (variant only)
};
// The propagators of the tree model. DegreeTree (the default): one cp::degreeTree.
// Decomposed: the older stack — per-point sum == d with d in {1, 3}, cp::connected,
// cp::degreeParity, cp::treeDegrees — kept for comparison (tests, `deduce bench graph`).
enum class Engine { DegreeTree, Decomposed };
// What is wrong with the variant's two ends on this board: "" when both are points and differ,
// else a message naming the end (outside the board, or a blacked-out cell) or saying they are one.
std::string pathEndsProblem(const Instance& inst, std::pair<int, int> from, std::pair<int, int> to);
// pathFrom/pathTo: cells (r, c) of the variant, or (-1, -1) for the plain puzzle. Throws
// std::invalid_argument with pathEndsProblem's message when they are not two points.
Model build(cp::Space& s, const Instance& inst, std::pair<int, int> pathFrom = {-1, -1},
            std::pair<int, int> pathTo = {-1, -1}, Engine engine = Engine::DegreeTree);
Solution extract(const cp::Space& s, const Model& m);

// The search strategy for the segments (then, in the variant, the path Booleans): branch on an
// unfixed segment at the point with the fewest unfixed segments, preferring points that already
// have a chosen segment (the frontier of the chosen components), and among that point's
// segments the one towards the neighbour with the fewest unfixed segments. See circuit.cpp.
class Brancher : public cp::Brancher {
 public:
  Brancher(cp::Space& s, const Model& m);
  bool choose(cp::Space& s, cp::Choice& out) override;
  // Try these values first (one per segment; the generator steers towards its hidden tree).
  std::vector<char> prefer;
  // When not empty (one per segment): how often each segment was branched on (the generator
  // gives a segment where the search spent its effort).
  std::vector<uint32_t> branched;

 private:
  const Model& m_;
  std::vector<std::vector<int>> inc_;  // vertex -> incident segments
  std::vector<int> open_, chosen_;     // per point, scratch of choose()
  cp::PhaseBrancher rest_;
};
// The s-t path of a solved variant, as cells from s to t.
std::vector<std::pair<int, int>> extractPath(const cp::Space& s, const Model& m, std::pair<int, int> from);

// Independent checker (check.cpp).
std::string check(const Instance& inst, const Solution& sol);

// A board with a unique solution: random blacked-out cells, a random valid tree found by the
// solver with random value choice, then given segments of it until it is the only solution.
// With a budget (puzzles/budget.h) every uniqueness search runs within what is left of it and
// Budget::Stopped is thrown once it is spent (time, nodes, Ctrl-C).
Instance generate(int size, uint64_t seed, Budget* budget = nullptr);
std::string format(const Instance& inst);

}  // namespace deduce::circuit
