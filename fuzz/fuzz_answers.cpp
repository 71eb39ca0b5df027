// Fuzz target for the answer readers of `deduce check` (src/puzzles/<genre>/answer.cpp and
// src/app/answer.cpp): the first byte picks a genre, the rest is the puzzle file, a NUL byte,
// then the answers file (text or JSON Lines). Genres whose instance is given by options (queens,
// langford, ...) get only the answers file. Whatever the bytes, check must answer valid, invalid
// or undecided, or report an InputError/UsageError — never crash, hang or leak. No option is
// passed: check refuses the ones that bound a search (--time-limit, ...), having none to bound.
//
// Built with libFuzzer (`cmake --preset fuzz`, target fuzz_answers) and with the standalone
// driver (fuzz/driver.cpp) as the ctest case `fuzz.answers`, which replays fuzz/corpus-answers/.
#include <unistd.h>

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>

#include "cli/registry.h"

namespace {
std::string tempFile() {
  char buf[] = "/tmp/deduce-fuzz-XXXXXX";
  const int fd = mkstemp(buf);
  if (fd >= 0) close(fd);
  return buf;
}
void writeFile(const std::string& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  f.write(text.data(), static_cast<std::streamsize>(text.size()));
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace deduce;
  static auto genres = allGenres();
  if (size < 1 || genres.empty()) return 0;
  Genre& g = *genres[data[0] % genres.size()];
  if (!g.supports(Command::Check)) return 0;
  const std::string rest(reinterpret_cast<const char*>(data + 1), size - 1);
  const size_t cut = rest.find('\0');
  static const std::string puzzles = tempFile(), answers = tempFile();
  writeFile(puzzles, cut == std::string::npos ? rest : rest.substr(0, cut));
  writeFile(answers, cut == std::string::npos ? "" : rest.substr(cut + 1));
  std::vector<OptionSpec> specs = commonOptions();
  for (auto& s : g.options()) specs.push_back(s);
  for (const bool withPuzzles : {true, false}) {
    try {
      std::vector<std::string> args;
      if (withPuzzles) args.push_back(puzzles);
      args.push_back(answers);
      Options opt = Options::parse(args, specs);
      std::ostringstream out, err;
      RunContext ctx{Command::Check, opt, out, err};
      g.run(ctx);
      return 0;
    } catch (const UsageError&) {  // e.g. "takes no input files": try with the answers alone
    } catch (const InputError&) {
      return 0;
    }
  }
  return 0;
}
