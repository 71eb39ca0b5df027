// deduce as a FlatZinc solver: `deduce fzn [options] MODEL.fzn`, and the library behind it.
//
//   auto inst = fzn::Instance::load(text, "model.fzn", {});   // parse + build (InputError)
//   fzn::SolveOptions o;  o.allSolutions = true;
//   fzn::Result r = inst->solve(o, [&](const fzn::Instance& i) { i.printSolution(std::cout); });
//
// The model is mapped onto the kernel: FlatZinc variables become kernel variables (Booleans are
// 0/1 variables, constants and aliases are folded), every integer and Boolean builtin and the
// solver library's globals (share/minizinc/deduce/) are posted as kernel propagators, and the
// search annotations become an FznBrancher (fzn/brancher.h). Floats and set variables are
// reported as unsupported, naming the construct and its line.
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "cp/search.h"
#include "cp/space.h"
#include "fzn/brancher.h"
#include "fzn/parser.h"

namespace deduce::fzn {

struct LoadOptions {
  bool freeSearch = false;  // ignore the search annotations (-f)
};

struct SolveOptions {
  bool allSolutions = false;  // -a: every solution (satisfaction) / every improving one
  uint64_t maxSolutions = 0;  // -n K (0: no cap; satisfaction then finds one unless allSolutions)
  double timeLimitMs = 0;     // -t MS (0: none)
  uint64_t seed = 1;          // -r SEED
  int threads = 1;            // -p N (0: every core)
};

enum class Outcome {
  Unsatisfiable,  // the whole tree explored, no solution
  Unknown,        // a limit stopped the search before any solution
  Satisfied,      // solutions found, search stopped early (one wanted, or a limit)
  Complete,       // solutions found and the tree explored: all of them, or the optimum proven
};

struct Result {
  Outcome outcome = Outcome::Unknown;
  uint64_t solutions = 0;
  cp::Stats stats;
  bool hasObjective = false;
  cp::Val objective = 0;  // the best objective value found
};

// One output item (output_var / output_array): its name, dimensions and elements.
struct OutputItem {
  std::string name;
  bool isArray = false;
  std::vector<std::pair<int64_t, int64_t>> dims;  // output_array's index ranges
  bool isBool = false;
  std::vector<cp::VarId> vars;  // one per element (constants are fixed variables)
};

class Instance {
 public:
  // Parse and build; throws deduce::InputError (`file:line:col: msg`) on bad or unsupported input.
  static std::unique_ptr<Instance> load(std::string_view text, const std::string& file, const LoadOptions& opt);

  // Run the search; onSolution is called at each solution (the space is at the solution).
  Result solve(const SolveOptions& opt, const std::function<void(const Instance&)>& onSolution);

  // The solution in FlatZinc's output format: `name = value;` lines, then `----------`.
  void printSolution(std::ostream& os) const;
  // The value of a FlatZinc variable or parameter at the current solution (scalar names).
  bool value(const std::string& name, int64_t& out) const;

  cp::Space& space() { return space_; }
  const cp::Space& space() const { return space_; }
  const std::vector<OutputItem>& outputs() const { return outputs_; }
  SolveItem::Kind goal() const { return goal_; }
  int numVariables() const { return numVars_; }

  // -p N: the search split over N threads (cp::parallelSearch, embarrassingly parallel search
  // over subproblems), each worker with its own instance loaded from `text`. Satisfaction
  // counts or enumerates every solution (each once, in an order that depends on the
  // scheduling); optimisation shares the best bound between the workers, and only improving
  // solutions are reported. onSolution gets the worker's instance, one call at a time.
  static Result solveParallel(std::string_view text, const std::string& file, const LoadOptions& lo,
                              const SolveOptions& opt, const std::function<void(const Instance&)>& onSolution);

  // Filled by the builder (fzn/builder.cpp). The space is owned through a pointer so that a
  // parallel worker can hand it to the kernel (cp::WorkerModel owns its space).
  std::unique_ptr<cp::Space> ownSpace_ = std::make_unique<cp::Space>();
  cp::Space& space_ = *ownSpace_;
  std::vector<OutputItem> outputs_;
  std::vector<std::pair<std::string, cp::VarId>> scalars_;  // every scalar FlatZinc name
  std::vector<SearchPhase> phases_;
  std::vector<int> occurrences_;
  SolveItem::Kind goal_ = SolveItem::Satisfy;
  cp::VarId objective_ = -1;
  int numVars_ = 0;
  cp::Restarts restarts_ = cp::Restarts::None;  // from the restart_* annotation
  uint64_t restartScale_ = 100;
  double restartBase_ = 1.5;
};

// `deduce fzn [options] MODEL.fzn`: options as MiniZinc passes them (-a, -n K, -s, -t MS, -f,
// -r SEED, -p N, -i); prints solutions in the FlatZinc output protocol. Returns 0 when the
// search ran (whatever it found), 1 on a usage error or bad input (message on err).
int main(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace deduce::fzn
