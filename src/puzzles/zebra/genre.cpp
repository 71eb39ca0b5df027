// `deduce solve|count|generate zebra`: the CLI adapter for zebra puzzles (docs/zebra.md).
#include "puzzles/genre.h"

#include <ostream>

#include "puzzles/zebra/zebra.h"

namespace deduce {
namespace {

class ZebraGenre : public Genre {
 public:
  std::string name() const override { return "zebra"; }
  std::string summary() const override { return "Zebra (Einstein) puzzles: houses, attributes and clues"; }
  std::vector<std::string> engines() const override { return {"cp"}; }
  bool supports(Command c) const override {
    return c == Command::Solve || c == Command::Count || c == Command::Generate;
  }
  std::vector<OptionSpec> options() const override {
    std::vector<OptionSpec> o = {
        {"heuristics", true, "H: the paper's posting/search order given|1+2|1+2+3 (default 1+2+3)"},
        {"houses", true, "N: generate: number of houses (default 5)"},
        {"attributes", true, "M: generate: number of attributes (default 5)"},
    };
    for (const auto& s : strategyOptions()) o.push_back(s);
    return o;
  }
  std::string usage() const override {
    return "input format (docs/zebra.md): attribute lines, then one clue per line:\n"
           "  color: red green ivory yellow blue        # one value per house\n"
           "  smoke \"smokes *\": \"Old Gold\" Kools ...     # optional answer phrase, quoted names\n"
           "  Englishman = red        Spaniard != dog     milk at middle   (1..N, first, middle, last)\n"
           "  green immediately-right-of ivory     Norwegian next-to blue     tea left-of milk\n"
           "  ? zebra                                   # question: who owns the zebra?\n"
           "puzzles of a batch are separated by lines of ---\n"
           "examples:\n"
           "  deduce solve zebra data/zebra/einstein-1962.txt\n"
           "  deduce solve zebra --json --max-solutions 2 puzzle.txt\n"
           "  deduce generate zebra --houses 8 --attributes 8 --seed 3 | deduce solve zebra -\n";
  }

  void run(RunContext& ctx) override {
    const Options& opt = ctx.opt;
    if (ctx.cmd == Command::Generate) return generate(ctx);
    Strategy st = strategyFrom(opt, Strategy{Strategy::Var::Input, cp::ValSel::Min});
    zebra::SolveOptions so;
    if (opt.has("heuristics") && !zebra::parseHeuristic(opt.get("heuristics"), so.heuristic))
      throw UsageError("--heuristics must be given|1+2|1+2+3, got '" + opt.get("heuristics") + "'");
    so.alldiff = st.alldiff;
    so.var = toVarSel(st.var);
    so.val = st.val;
    so.seed = st.seed;
    so.restarts = st.restarts;
    so.restartScale = st.restartScale;
    so.limits = limitsFrom(opt);
    so.maxSolutions = ctx.solutionLimit();
    so.keep = opt.has("all") ? (so.maxSolutions ? so.maxSolutions : UINT64_MAX) : 2;
    std::vector<std::string> files = opt.positional();
    if (files.empty()) files.push_back("-");
    bool firstOut = true;
    for (const std::string& f : files) {
      Source src;
      try {
        src = readSource(f);
      } catch (const InputError& e) {
        ctx.error(e);
        continue;
      }
      for (const zebra::Puzzle& p : zebra::parse(src, [&](const InputError& e) { ctx.error(e); })) {
        if (!ctx.json() && !firstOut) ctx.out << '\n';
        firstOut = false;
        solveOne(ctx, p, so);
      }
    }
  }

 private:
  static void generate(RunContext& ctx) {
    const Options& opt = ctx.opt;
    if (!opt.positional().empty()) throw UsageError("generate zebra takes no input files");
    zebra::GenerateOptions go;
    go.houses = static_cast<int>(opt.getInt("houses", 5, 2, 30));
    go.attributes = static_cast<int>(opt.getInt("attributes", 5, 1, 30));
    go.seed = static_cast<uint64_t>(opt.getInt("seed", 1));
    if (opt.has("node-limit")) go.nodeLimit = static_cast<uint64_t>(opt.getInt("node-limit", 0, 1));
    int unproven = 0;
    go.unproven = &unproven;
    zebra::Puzzle p = zebra::generate(go);
    ctx.out << "# deduce generate zebra --houses " << go.houses << " --attributes " << go.attributes << " --seed "
            << go.seed << ": " << p.clues.size() << " clues, unique solution, ";
    if (unproven)
      ctx.out << unproven << " clue(s) not proven necessary within --node-limit " << go.nodeLimit << '\n';
    else
      ctx.out << "none redundant\n";
    ctx.out << zebra::format(p);
  }

  static json::Value housesJson(const zebra::Puzzle& p, const zebra::Table& t) {
    json::Value hs = json::Value::array();
    for (const auto& row : t) {
      json::Value h = json::Value::object();
      for (size_t a = 0; a < p.attrs.size(); ++a) h.set(p.attrs[a].name, p.attrs[a].values[row[a]]);
      hs.push(std::move(h));
    }
    return hs;
  }

  static void solveOne(RunContext& ctx, const zebra::Puzzle& p, const zebra::SolveOptions& so) {
    zebra::Result r = zebra::solve(p, so);
    for (const zebra::Table& t : r.solutions) {
      std::string why = zebra::check(p, t);
      if (!why.empty()) {
        ctx.err << "deduce: internal error: checker rejected a solution of " << p.file << ":" << p.line << ": " << why
                << '\n';
        ctx.note(Status::Error);
        return;
      }
    }
    bool counting = ctx.cmd == Command::Count;
    bool limit = r.status == cp::SearchStatus::Limit || r.status == cp::SearchStatus::Interrupted;
    Status status = counting ? (limit ? Status::Limit : (r.found ? Status::Solved : Status::Unsolvable))
                             : statusOf(r.status, r.found, so.maxSolutions);
    ctx.note(status);
    std::vector<int> unfixed;
    if (status == Status::Multiple && !r.solutions.empty()) unfixed = zebra::unfixedAttributes(p, r.solutions[0], so);
    std::vector<std::string> answers;
    if (!r.solutions.empty())
      for (const zebra::Property& q : p.questions) {
        answers.push_back(zebra::answer(p, r.solutions[0], q));
        if (status == Status::Multiple && !zebra::answerDetermined(p, r.solutions[0], q, so))
          answers.back() += " (in this solution only: the clues do not determine it)";
      }
    bool all = ctx.opt.has("all");
    if (ctx.json()) {
      json::Value j = json::Value::object();
      j.set("status", toString(status));
      if (counting) j.set("count", r.found);
      if (!counting && !r.solutions.empty()) {
        if (all) {
          json::Value sols = json::Value::array();
          for (const auto& t : r.solutions) sols.push(housesJson(p, t));
          j.set("solutions", std::move(sols));
        } else {
          j.set("houses", housesJson(p, r.solutions[0]));
        }
        j.set("answers", answers);
      }
      if (status == Status::Multiple) {
        std::vector<std::string> names;
        for (int a : unfixed) names.push_back(p.attrs[a].name);
        j.set("unfixed", names);
      }
      j.set("stats", statsJson(r.stats));
      ctx.out << j.dump() << '\n';
      return;
    }
    if (counting) {
      ctx.out << r.found << (limit ? " (limit reached: lower bound)" : "") << '\n';
    } else if (r.solutions.empty()) {
      ctx.out << (limit ? "limit reached\n" : "no solution: the clues contradict each other\n");
    } else {
      size_t shown = all ? r.solutions.size() : 1;
      for (size_t i = 0; i < shown; ++i) ctx.out << (i ? "\n" : "") << zebra::renderTable(p, r.solutions[i]);
      for (const std::string& a : answers) ctx.out << a << '\n';
      if (status == Status::Multiple) {
        ctx.out << "multiple solutions: the clues do not fix";
        for (size_t i = 0; i < unfixed.size(); ++i) ctx.out << (i ? ", " : " ") << p.attrs[unfixed[i]].name;
        ctx.out << '\n';
      }
    }
    if (ctx.stats()) ctx.out << "stats: " << statsText(r.stats) << '\n';
  }
};

}  // namespace

std::unique_ptr<Genre> makeZebraGenre() { return std::make_unique<ZebraGenre>(); }

}  // namespace deduce
