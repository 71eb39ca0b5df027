// The lists the CLI dispatches to: genres (solve/count/check/generate/estimate) and benchmarks
// (`deduce bench NAME`). Adding a genre = one factory line in registry.cpp.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "puzzles/genre.h"

namespace deduce {

std::vector<std::unique_ptr<Genre>> allGenres();

struct BenchEntry {
  std::string name;
  std::string summary;
  // args: everything after `deduce bench NAME`; returns the exit status.
  std::function<int(const std::vector<std::string>& args)> run;
};
std::vector<BenchEntry> allBenches();

}  // namespace deduce
