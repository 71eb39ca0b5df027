// The list of genres the CLI dispatches to (solve/count/check/generate/estimate). Adding a genre =
// one factory line in registry.cpp. The benchmarks register themselves (app/bench.h).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "puzzles/genre.h"

namespace deduce {

std::vector<std::unique_ptr<Genre>> allGenres();

}  // namespace deduce
