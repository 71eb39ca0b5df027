// The genre interface: every puzzle type plugs into the CLI through this one shape.
//
// A genre parses its instances (reporting file:line:col errors and going on with the rest of a
// batch), solves them with one of its engines/models, checks every answer with its own
// independent checker (code that shares nothing with the model), and prints text or JSON.
// The CLI (src/cli/) only talks to this interface; src/cli/registry.cpp lists the genres.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "cp/branch.h"
#include "cp/model.h"
#include "cp/search.h"
#include "util/input.h"
#include "util/json.h"
#include "util/options.h"

namespace deduce {

enum class Command { Solve, Count, Check, Generate, Estimate, Explain, Hint, Rate, Candidates, Minimal, Minclue, Render, Export };
inline constexpr Command kCommands[] = {Command::Solve,      Command::Count,   Command::Check,   Command::Generate,
                                        Command::Estimate,   Command::Explain, Command::Hint,    Command::Rate,
                                        Command::Candidates, Command::Minimal, Command::Minclue, Command::Render,
                                        Command::Export};
const char* toString(Command c);

// Outcome of one puzzle. Exit status of a run: 2 if any input error, else 3 if any limit,
// else 1 if any puzzle had no solution, else 0.
enum class Status { Solved, Unsolvable, Multiple, Limit, Error };
const char* toString(Status s);

struct RunContext {
  Command cmd;
  const Options& opt;
  std::ostream& out;
  std::ostream& err;
  int exitCode = 0;
  // Standard input ("-") held in memory instead of read from the process's stdin: the body of a
  // `deduce serve` request. Null: the real stdin.
  const std::string* input = nullptr;

  void note(Status s);
  void error(const InputError& e);  // prints file:line:col: message to err; exit code 2

  bool json() const { return opt.has("json"); }
  bool stats() const { return opt.has("stats"); }
  // How many solutions to look for: count: --max-solutions K or all (0); solve: 1, or
  // --max-solutions K, or all with --all.
  uint64_t solutionLimit() const;
};

class Genre {
 public:
  virtual ~Genre() = default;
  virtual std::string name() const = 0;
  virtual std::string summary() const = 0;                        // one line for `deduce genres`
  virtual std::vector<std::string> engines() const = 0;           // the first is the default
  virtual std::vector<OptionSpec> options() const { return {}; }  // beyond commonOptions()
  virtual std::string usage() const { return ""; }                // input format and examples for --help
  virtual bool supports(Command c) const { return c == Command::Solve || c == Command::Count; }
  virtual void run(RunContext& ctx) = 0;
};

// ---- helpers shared by the constraint-programming genres ----

// Limits from --time-limit, --node-limit, --fail-limit (solutions are set by the caller).
cp::Limits limitsFrom(const Options& opt);

// Paper 002's strategy knobs. `opre` asks the genre for its static order (see its docs).
struct Strategy {
  enum class Var { Input, MinDom, MaxDom, Opre, DomWdeg } var = Var::MinDom;
  cp::ValSel val = cp::ValSel::Min;
  cp::Consistency alldiff = cp::Consistency::Domain;
  cp::Restarts restarts = cp::Restarts::None;
  uint64_t restartScale = 100;
  uint64_t seed = 1;
  std::string name() const;  // e.g. "S1 (mid/min)" or "mid/min"
};
// S1..S4 = MiD x (SVal, GVal, AVal, GAV); S5..S8 = MaD x (...); S9..S12 = Opre x (...).
// --var/--val override the parts of --strategy. Throws UsageError on unknown names.
Strategy strategyFrom(const Options& opt, Strategy defaults = {});
// For genres without a static order of their own, Opre = input order.
cp::VarSel toVarSel(Strategy::Var v);

json::Value statsJson(const cp::Stats& st);
std::string statsText(const cp::Stats& st);

// Turn a finished search into a puzzle status: `found` solutions with limit `wanted`.
Status statusOf(cp::SearchStatus ss, uint64_t found, uint64_t wanted);

}  // namespace deduce
