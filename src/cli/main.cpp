// The `deduce` command: `deduce <command> <genre> [options] [FILE|-]...`, `deduce genres`,
// `deduce bench NAME`, `--help`, `--version`. Dispatches to the genre registry.
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <sstream>

#include "app/bench.h"
#include "cli/registry.h"
#include "fzn/fzn.h"

using namespace deduce;

namespace {

// Ctrl-C: every search stops at its next node and the batch ends after the current puzzle. Input
// still awaited on stdin is cut off too: /dev/null takes the place of standard input, so a read
// blocked on a terminal or pipe returns end-of-file (open, dup2 and close are async-signal-safe).
void onSigint(int) {
  cp::g_stopRequested.store(true);
  const int fd = open("/dev/null", O_RDONLY);
  if (fd >= 0) {
    dup2(fd, STDIN_FILENO);
    close(fd);
  }
}

// The output could not be written (a full disk, a closed pipe or stdout): exit status 2.
int outputFailed() {
  std::cerr << "deduce: cannot write the output (disk full, or standard output closed)\n";
  return 2;
}

const char* kUsage =
    "deduce — a constraint-solving engine and puzzle toolkit\n"
    "\n"
    "usage:\n"
    "  deduce solve <genre> [options] [FILE|-]...   solve puzzles (files or stdin)\n"
    "  deduce count <genre> [options] [FILE|-]...   count solutions\n"
    "  deduce check <genre> [options] PUZZLES ANSWERS  check claimed answers against the rules\n"
    "  deduce generate <genre> [options]            generate puzzles\n"
    "  deduce estimate <genre> [options] [FILE|-]   Monte Carlo estimate of the search tree size\n"
    "  deduce explain <genre> [options] [FILE|-]    solve step by step with named techniques (sudoku)\n"
    "  deduce hint <genre> [options] [FILE|-]       the easiest next step of a partly filled grid (sudoku)\n"
    "  deduce rate <genre> [options] [FILE|-]       difficulty: the hardest technique needed (sudoku, hashi, battleship)\n"
    "  deduce candidates <genre> [options] [FILE|-] the values each empty cell takes in some solution"
    " (sudoku)\n"
    "  deduce minimal <genre> [options] [FILE|-]    remove clues until each one left is needed (sudoku)\n"
    "  deduce minclue <genre> [options] [FILE|-]    the fewest clues for a completed grid, with proof (sudoku)\n"
    "  deduce render <genre> [options] [FILE|-]...  draw the puzzles alone as SVG (--output DIR: a file each)\n"
    "  deduce export <genre> --engine mip|sat [--format lp|mps|cnf] [--output PATH] [FILE|-]\n"
    "                                               the puzzle's integer program or CNF for another solver\n"
    "  deduce bench <name> [options]                reproduce a paper's table / benchmark\n"
    "  deduce genres                                list genres and their engines\n"
    "  deduce serve [--port N] [--host A]           a local web page and JSON API (docs/web.md)\n"
    "  deduce --version | --help\n"
    "  deduce <command> <genre> --help              the genre's options and input format\n"
    "\n"
    "exit status: 0 answered, 1 some puzzle had no solution, 2 bad input or usage, 3 a limit was hit\n";

int usageError(const std::string& msg) {
  std::cerr << "deduce: " << msg << "\n(try 'deduce --help')\n";
  return 2;
}

int genresCommand() {
  for (const auto& g : allGenres()) {
    std::string engines, commands;
    for (const auto& e : g->engines()) engines += (engines.empty() ? "" : ", ") + e;
    for (Command c : kCommands)
      if (g->supports(c)) commands += (commands.empty() ? "" : ", ") + std::string(toString(c));
    std::cout << g->name();
    for (size_t i = g->name().size(); i < 14; ++i) std::cout << ' ';
    std::cout << g->summary() << "\n              engines: " << engines << " (the first is the default)\n"
              << "              commands: " << commands << '\n';
  }
  return 0;
}

// `deduce bench NAME [options]`: the bench's options parsed like a genre's, --help from its specs.
int benchCommand(const std::vector<std::string>& args) {
  const std::vector<app::Bench> benches = app::allBenches();
  if (args.empty() || args[0] == "--help" || args[0] == "-h") {
    std::ostream& os = args.empty() ? std::cerr : std::cout;
    os << "usage: deduce bench <name> [options]\n       deduce bench <name> --help   the bench's options\n\nbenchmarks:\n";
    for (const auto& b : benches) {
      os << "  " << b.name;
      for (size_t i = b.name.size(); i < 14; ++i) os << ' ';
      os << b.summary << '\n';
    }
    return args.empty() ? 2 : 0;
  }
  const auto bench = std::find_if(benches.begin(), benches.end(), [&](const app::Bench& b) { return b.name == args[0]; });
  if (bench == benches.end()) return usageError("unknown benchmark '" + args[0] + "' (see 'deduce bench --help')");
  std::vector<OptionSpec> specs = {{"help", false, "show this help"}};
  specs.insert(specs.end(), bench->options.begin(), bench->options.end());
  try {
    const Options opt = Options::parse(std::vector<std::string>(args.begin() + 1, args.end()), specs);
    if (opt.has("help")) {
      std::cout << "usage: deduce bench " << bench->name << (bench->arguments.empty() ? "" : " " + bench->arguments)
                << " [options]\n" << bench->summary << "\n\noptions:\n" << optionsHelp(specs);
      if (!bench->usage.empty()) std::cout << '\n' << bench->usage << (bench->usage.back() == '\n' ? "" : "\n");
      return 0;
    }
    if (bench->arguments.empty() && !opt.positional().empty())
      throw UsageError("unexpected argument '" + opt.positional()[0] + "'");
    const int rc = bench->run(opt);
    std::cout.flush();
    if (std::fflush(stdout) != 0 || std::ferror(stdout) || !std::cout) return outputFailed();
    return rc;
  } catch (const UsageError& e) {
    std::cerr << "deduce: " << e.what() << "\n(try 'deduce bench " << bench->name << " --help')\n";
    return 2;
  } catch (const InputError& e) {
    std::cerr << e.format() << '\n';
    return 2;
  }
}

// `deduce serve ARGS...` runs deduce-serve ARGS... from this program's own folder (where the build
// and `cmake --install` put both): the HTTP server's libraries stay out of every other command.
int serveCommand(char** argv) {
  std::error_code ec;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  const std::string server = (ec ? std::filesystem::path(argv[0]) : self).parent_path() / "deduce-serve";
  std::vector<char*> serverArgs{const_cast<char*>(server.c_str())};
  for (char** a = argv + 2; *a; ++a) serverArgs.push_back(*a);
  serverArgs.push_back(nullptr);
  execv(server.c_str(), serverArgs.data());
  std::cerr << "deduce: serve runs " << server << ", which cannot be started: " << std::strerror(errno)
            << "\n(it is built and installed beside deduce)\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  std::signal(SIGINT, onSigint);
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) {
    std::cerr << kUsage;
    return 2;
  }
  const std::string& cmd = args[0];
  if (cmd == "--help" || cmd == "-h" || cmd == "help") {
    std::cout << kUsage;
    return 0;
  }
  if (cmd == "--version" || cmd == "version") {
    std::cout << "deduce " << DEDUCE_VERSION << '\n';
    return 0;
  }
  if (cmd == "genres") return genresCommand();
  if (cmd == "fzn") return fzn::main(std::vector<std::string>(args.begin() + 1, args.end()), std::cout, std::cerr);
  if (cmd == "bench") return benchCommand(std::vector<std::string>(args.begin() + 1, args.end()));
  if (cmd == "serve") return serveCommand(argv);

  Command command = Command::Solve;
  bool known = false;
  for (Command c : kCommands)
    if (cmd == toString(c)) command = c, known = true;
  if (!known) return usageError("unknown command '" + cmd + "'");

  if (args.size() < 2 || args[1] == "--help" || args[1] == "-h") {
    std::ostream& os = args.size() < 2 ? std::cerr : std::cout;
    os << "usage: deduce " << cmd << " <genre> [options] [FILE|-]...\n\ngenres:";
    for (const auto& g : allGenres())
      if (g->supports(command)) os << ' ' << g->name();
    os << '\n';
    return args.size() < 2 ? 2 : 0;
  }
  auto genres = allGenres();
  Genre* genre = nullptr;
  for (auto& g : genres)
    if (g->name() == args[1]) genre = g.get();
  if (!genre) return usageError("unknown genre '" + args[1] + "' (see 'deduce genres')");
  if (!genre->supports(command)) return usageError("genre " + genre->name() + " does not support '" + cmd + "'");

  std::vector<OptionSpec> specs = commonOptions();
  for (auto& s : genre->options()) specs.push_back(s);
  try {
    Options opt = Options::parse(std::vector<std::string>(args.begin() + 2, args.end()), specs);
    if (opt.has("help")) {
      std::cout << "usage: deduce " << cmd << ' ' << genre->name() << " [options] [FILE|-]...\n"
                << genre->summary() << "\n\n";
      std::string engines;
      for (const auto& e : genre->engines()) engines += (engines.empty() ? "" : "|") + e;
      std::cout << "engines: " << engines << " (first is the default)\n\noptions:\n";
      std::cout << optionsHelp(specs);
      std::string u = genre->usage();
      if (!u.empty()) std::cout << '\n' << u << (u.back() == '\n' ? "" : "\n");
      return 0;
    }
    if (opt.has("engine")) {
      bool ok = false;
      for (const auto& e : genre->engines()) ok |= e == opt.get("engine");
      if (!ok) return usageError("genre " + genre->name() + " has no engine '" + opt.get("engine") + "'");
    }
    if (command != Command::Check && opt.has("answer-format")) return usageError("--answer-format applies to 'check'");
    if (command == Command::Solve && opt.has("count")) command = Command::Count;
    if (opt.get("format") == "json") opt.set("json", "1");
    RunContext ctx{command, opt, std::cout, std::cerr};
    genre->run(ctx);
    std::cout.flush();
    if (!std::cout) return outputFailed();
    if (cp::g_stopRequested.load()) {
      std::cerr << "deduce: interrupted\n";
      if (ctx.exitCode == 0) ctx.exitCode = 3;
    }
    return ctx.exitCode;
  } catch (const UsageError& e) {
    return usageError(e.what());
  } catch (const InputError& e) {
    std::cerr << e.format() << '\n';
    return 2;
  }
}
