// The benchmarks' registry: each benchmark (bench/*.cpp) adds itself with registerBench from a
// static initialiser, so the CLI lists and runs them without naming any. `deduce bench NAME`
// parses the command line against the bench's OptionSpecs (util/options.h, the parser every
// command uses), answers --help from them, and hands the parsed Options to run.
//
// The benchmark sources must be linked as object files (not from a static library), or their
// initialisers would not run: CMakeLists.txt compiles bench/*.cpp into the `deduce` executable.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "util/options.h"

namespace deduce::app {

struct Bench {
  std::string name;     // `deduce bench NAME`
  std::string summary;  // one line, for the list of benchmarks
  // The positional arguments in the usage line ("latin|magic|sudoku", "[FILE]..."); empty: the
  // bench takes none and any is refused.
  std::string arguments;
  // Printed after the option list by --help: what is measured, how to read the output, examples.
  std::string usage;
  std::vector<OptionSpec> options;  // --help is added by the CLI
  // Runs the bench; returns the exit status. A UsageError it throws (a bad option value found
  // while reading it) is reported as `deduce: ...` with exit status 2.
  std::function<int(const Options&)> run;
};

// Adds a bench; returns true (for `static const bool registered = registerBench(...)`).
bool registerBench(Bench bench);

// Every registered bench, sorted by name.
std::vector<Bench> allBenches();

}  // namespace deduce::app
