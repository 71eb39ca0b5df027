// The Circuit Board game as integer programs (paper 003 §5.2):
//   CM1  spanning tree: x_e per possible segment, y_i (degree 3 or 1), the tree's |V| - 1
//        edges and the subtour elimination inequalities (5.1e), added lazily: each integer
//        solution whose chosen segments hold a cycle gets the violated inequality of every
//        component with a cycle, and CBC runs again (MipModel::lazy; pass it in ip::Options).
//   CM2  minimum cost network flow: z_e per segment, flows x_ij on both arcs from one source
//        vertex with supply |V| - 1, big-M links, the degree rows.
//   CM3  the shortest-path variant: CM1 plus p_e (segment on the s-t path) and u_i (vertex on
//        it), minimising sum x_e + sum p_e.
// See model_mip.cpp for the equations and the corrections to the paper.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "ip/model.h"
#include "ip/solve.h"
#include "puzzles/circuit/circuit.h"

namespace deduce::circuit {

enum class MipFormulation { CM1, CM2, CM3 };
// "cm1" / "cm2" / "cm3"; false for anything else.
bool parseMipFormulation(const std::string& text, MipFormulation& out);

struct MipModel {
  ip::Model ip;
  MipFormulation formulation = MipFormulation::CM1;
  std::vector<std::pair<int, int>> where;  // vertex -> (row, col), row-major order of the points
  std::vector<std::pair<int, int>> edge;   // E: (i, j), i < j
  std::vector<ip::VarId> x;                // CM1/CM3 x_e, CM2 z_e: segment e chosen
  std::vector<ip::VarId> y;                // y_i: degree 3 (1) or 1 (0)
  std::vector<std::pair<ip::VarId, ip::VarId>> flow;  // CM2: x_ij, x_ji per edge
  std::vector<ip::VarId> p, u;             // CM3: segment / vertex on the s-t path
  int s = -1, t = -1;                      // CM3: the path's end vertices
  ip::LazyFn lazy;                         // CM1/CM3: the subtour elimination rows (5.1e)
  ip::LazyFn separate;                     // CM1/CM3: the same rows at fractional LP points
  // CM2: valid rows that the paper's CM2 lacks, at fractional LP points (connectivity of every
  // component of the LP's support graph, and CM1's subtour rows); used with MipOptions::validRows.
  ip::LazyFn validRows;
};
// from/to: the path's end cells for CM3 (required there, ignored otherwise). Throws
// std::invalid_argument when CM3 lacks them or they are not two different points.
MipModel buildMip(const Instance& inst, MipFormulation f, std::pair<int, int> from = {-1, -1},
                  std::pair<int, int> to = {-1, -1});
// The options to solve a model with: `base` (limits, solutions) plus the model's lazy rows and
// CBC's cut generators (CM1 and CM2 have weak relaxations; the cuts pay on boards from 8x8).
// `validRows`: CM2 with MipModel::validRows separated (not the paper's CM2 alone).
ip::Options mipOptions(const MipModel& m, ip::Options base = {}, bool validRows = false);
// The chosen segments, sorted (circuit::check's input).
Solution decodeMip(const MipModel& m, const ip::Solution& s);
// CM3: the s-t path as cells from s to t.
std::vector<std::pair<int, int>> decodeMipPath(const MipModel& m, const ip::Solution& s);

// Build, solve (base: limits, solutions; the lazy rows and cuts as mipOptions) and decode in
// one call; with CM3 `paths` receives each solution's s-t path.
ip::Answers<Solution> solveMip(const Instance& inst, MipFormulation f, std::pair<int, int> from,
                               std::pair<int, int> to, const ip::Options& base,
                               std::vector<std::vector<std::pair<int, int>>>* paths = nullptr,
                               bool validRows = false);

}  // namespace deduce::circuit
