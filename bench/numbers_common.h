// Helpers shared by the benchmarks (bench/strategies.cpp, bench/alldiff.cpp, bench/sat.cpp,
// bench/dlx.cpp, ...): locating ../shared/data and its Sudoku sets, option lists, small statistics.
#pragma once

#include <algorithm>
#include <ctime>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "puzzles/grid/grid.h"
#include "util/input.h"
#include "util/options.h"

namespace deduce::benchutil {

// The shared data directory: $DEDUCE_SHARED_DATA, else ../shared/data or ../../shared/data
// (from the repository or from a worktree under it); "" when none has sudoku/README.md.
inline std::string sharedDataDir() {
  if (const char* e = std::getenv("DEDUCE_SHARED_DATA")) return e;
  for (const char* d : {"../shared/data", "../../shared/data", "../../../shared/data"})
    if (std::ifstream(std::string(d) + "/sudoku/README.md")) return d;
  return "";
}

// A Sudoku set by name in `dir` (sharedDataDir()): 17clue (17clue_royle), hardest or hardest1106
// (forum_hardest_1106), hardest1905 (forum_hardest_1905_11plus), top1465; with no shared
// directory the bundled samples in data/sudoku. Any other name is a file path.
inline std::string sudokuSetPath(const std::string& name, const std::string& dir) {
  if (name == "17clue") return dir.empty() ? "data/sudoku/17clue.txt" : dir + "/sudoku/17clue_royle.txt";
  if (name == "hardest" || name == "hardest1106")
    return dir.empty() ? "data/sudoku/hardest.txt" : dir + "/sudoku/forum_hardest_1106.txt";
  if (name == "hardest1905") return dir.empty() ? "data/sudoku/hardest.txt" : dir + "/sudoku/forum_hardest_1905_11plus.txt";
  if (name == "top1465") return dir + "/sudoku/magictour_top1465.txt";
  return name;
}

// Throws InputError for the first FILE that cannot be opened (a bench's FILE arguments).
inline void requireReadable(const std::vector<std::string>& files) {
  for (const auto& file : files)
    if (!std::ifstream(file)) throw InputError(file, 0, 0, "cannot open file");
}

// "a,b,c" -> {"a", "b", "c"} (empty items dropped).
inline std::vector<std::string> splitComma(const std::string& s) {
  std::vector<std::string> out;
  std::stringstream ss(s);
  std::string t;
  while (std::getline(ss, t, ','))
    if (!t.empty()) out.push_back(t);
  return out;
}

// The comma-separated integers of option `name`, each in lo..hi, or `def` when it is not given;
// throws UsageError naming the option for a malformed list.
inline std::vector<int> intList(const Options& opt, const std::string& name, std::vector<int> def, int lo, int hi) {
  if (!opt.has(name)) return def;
  std::vector<int> out;
  const std::string list = opt.get(name);
  for (size_t at = 0; at <= list.size();) {
    const size_t comma = std::min(list.find(',', at), list.size());
    Options item;
    item.set(name, list.substr(at, comma - at));
    out.push_back(static_cast<int>(item.getInt(name, 0, lo, hi)));
    at = comma + 1;
  }
  return out;
}

// `count` items spread evenly over the list (all when count is 0 or exceeds the size).
template <class T>
std::vector<T> evenSample(const std::vector<T>& all, size_t count) {
  if (count == 0 || count >= all.size()) return all;
  std::vector<T> out;
  for (size_t i = 0; i < count; ++i) out.push_back(all[i * all.size() / count]);
  return out;
}

// The 9x9 puzzles of `file` read as `deduce solve sudoku` reads them (grid::parse: one-line
// puzzles or grids of rows; blank lines and comments skipped). A malformed record is named on
// stderr, "deduce bench BENCH: FILE:L:C: skipped: REASON", and left out; an unreadable file
// throws InputError.
inline std::vector<grid::Puzzle> sudokuPuzzles(const std::string& bench, const std::string& file) {
  grid::Spec spec;
  spec.maxValue = [](int) { return 9; };
  spec.sideError = [](int n) { return n == 9 ? std::string() : "the bench takes 9x9 puzzles (81 cells)"; };
  std::vector<grid::Puzzle> out;
  grid::parse(
      readSource(file), spec, [&](grid::Puzzle& p) { out.push_back(std::move(p)); },
      [&](const InputError& e) {
        std::fprintf(stderr, "deduce bench %s: %s:%d:%d: skipped: %s\n", bench.c_str(), e.file.c_str(), e.line,
                     std::max(1, e.col), e.what());
      });
  return out;
}

// CPU time of the calling thread in milliseconds.
inline double cpuMs() {
  timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

inline double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  size_t m = v.size() / 2;
  return v.size() % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

}  // namespace deduce::benchutil
