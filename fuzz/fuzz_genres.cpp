// Fuzz target for every genre's input parser (and the solver behind it, under tight limits):
// the first byte picks a genre and a command (0xFF: a FlatZinc model; 0xFE: the stream splitter of
// standard input), the rest is the file.
// Whatever the bytes, the genre must answer or report an InputError/UsageError — never crash, hang or leak.
//
// Built two ways: with clang's libFuzzer (`cmake --preset fuzz`, target fuzz_genres), and with
// the standalone driver (fuzz/driver.cpp) as the ctest case `fuzz.corpus`, which replays
// fuzz/corpus/ on every test run.
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "cli/registry.h"
#include "fzn/fzn.h"
#include "puzzles/grid/grid.h"
#include "util/input.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace deduce;
  static auto genres = allGenres();
  if (size < 1 || genres.empty()) return 0;
  if (data[0] == 0xFF) {  // the FlatZinc front end: reader, builder, search under limits
    try {
      auto inst = fzn::Instance::load(std::string_view(reinterpret_cast<const char*>(data + 1), size - 1), "f.fzn", {});
      fzn::SolveOptions o;
      o.timeLimitMs = 200;
      o.maxSolutions = 2;
      inst->solve(o, [](const fzn::Instance&) {});
    } catch (const InputError&) {
    }
    return 0;
  }
  if (data[0] == 0xFE) {  // the stream splitter: its parts put together are the input, lines numbered on
    const std::string in(reinterpret_cast<const char*>(data + 1), size - 1);
    std::istringstream is(in);
    std::string joined;
    int nextLine = 1;
    try {
      readStream(is, "f", grid::standsAlone, [&](Source&& part) {
        if (part.firstLine != nextLine || part.text.empty() || part.text.back() != '\n') abort();
        nextLine += static_cast<int>(std::count(part.text.begin(), part.text.end(), '\n'));
        joined += part.text;
      });
    } catch (const InputError&) {
      return 0;
    }
    std::string want = in.compare(0, 3, "\xEF\xBB\xBF") == 0 ? in.substr(3) : in;
    if (!want.empty() && want.back() != '\n') want += '\n';
    if (joined != want) abort();
    return 0;
  }
  Genre& g = *genres[data[0] % genres.size()];
  Command cmd = (data[0] / genres.size()) % 2 ? Command::Count : Command::Solve;
  if (!g.supports(cmd)) cmd = Command::Solve;
  if (!g.supports(cmd)) return 0;
  static std::string path = [] {
    char buf[] = "/tmp/deduce-fuzz-XXXXXX";
    int fd = mkstemp(buf);
    if (fd >= 0) close(fd);
    return std::string(buf);
  }();
  {
    std::ofstream f(path, std::ios::binary | std::ios::trunc);
    f.write(reinterpret_cast<const char*>(data + 1), static_cast<std::streamsize>(size - 1));
  }
  std::vector<OptionSpec> specs = commonOptions();
  for (auto& s : g.options()) specs.push_back(s);
  try {
    Options opt = Options::parse({"--time-limit", "0.2", "--node-limit", "20000", "--max-solutions", "2", path}, specs);
    std::ostringstream out, err;
    RunContext ctx{cmd, opt, out, err};
    g.run(ctx);
  } catch (const UsageError&) {
  } catch (const InputError&) {
  }
  return 0;
}
