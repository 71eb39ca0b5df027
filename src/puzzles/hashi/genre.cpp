// `deduce solve|count hashi [FILE|-]...`: Hashi from character grids or Simon Tatham game IDs.
#include <chrono>
#include <ostream>

#include "puzzles/genre.h"
#include "puzzles/hashi/hashi.h"
#include "puzzles/puzzle_search.h"

namespace deduce {
namespace {

// A file holds one-line puzzles (Tatham game IDs or puzz.link URLs, mixed freely) when its first
// non-comment line has a ':' or a `hashikake/`.
bool looksLikeIds(const Source& src) {
  for (const Record& r : splitLines(src))
    return r.lines[0].text.find(':') != std::string::npos || hashi::isPuzzLink(r.lines[0].text);
  return false;
}

std::vector<std::pair<Record, hashi::Instance>> readInstances(RunContext& ctx, const std::string& path) {
  std::vector<std::pair<Record, hashi::Instance>> out;
  Source src = readSource(path);
  if (looksLikeIds(src)) {
    for (Record& r : splitLines(src)) {
      const Line& ln = r.lines[0];
      size_t st = ln.text.find_first_not_of(" \t");
      try {
        std::string text = ln.text.substr(st);
        int col = static_cast<int>(st) + 1;
        out.emplace_back(r, hashi::isPuzzLink(text) ? hashi::parsePuzzLink(text, r.file, ln.line, col)
                                                    : hashi::parseGameId(text, r.file, ln.line, col));
      } catch (const InputError& e) {
        ctx.error(e);
      }
    }
  } else {
    for (Record& r : splitBlocks(src)) {
      try {
        out.emplace_back(r, hashi::parseGrid(r));
      } catch (const InputError& e) {
        ctx.error(e);
      }
    }
  }
  return out;
}

json::Value bridgesJson(const hashi::Solution& sol) {
  json::Value arr = json::Value::array();
  for (const auto& b : sol) arr.push(std::vector<int>{b.r1, b.c1, b.r2, b.c2, b.k});
  return arr;
}

class HashiGenre : public Genre {
 public:
  std::string name() const override { return "hashi"; }
  std::string summary() const override { return "Hashi (Bridges): connect numbered islands with bridges"; }
  std::vector<std::string> engines() const override { return {"cp"}; }
  std::vector<OptionSpec> options() const override {
    std::vector<OptionSpec> o = {{"hdc", false, "add the paper's human-deduced fixings (6.2)-(6.11) before search"}};
    for (const auto& s : strategyOptions()) o.push_back(s);
    return o;
  }
  std::string usage() const override {
    return "input: character grids ('1'-'8' islands, '.' empty; puzzles separated by blank lines) or\n"
           "one-line puzzles: Simon Tatham game IDs (7x7m2:3a5b3l1i2k1a2a6a4a1) or puzz.link URLs\n"
           "(https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3; COLS/ROWS, no '?' islands), mixed freely.\n"
           "output: the grid with - = (horizontal) and | \" (vertical) bridges; JSON \"bridges\":\n"
           "[[r1, c1, r2, c2, k], ...] (0-based).\n"
           "examples:\n"
           "  deduce solve hashi --json --max-solutions 2 ../shared/data/hashi/30x30-d2.txt\n"
           "  deduce solve hashi data/hashi/sample.grid --stats --hdc\n";
  }

  void run(RunContext& ctx) override {
    Strategy st = strategyFrom(ctx.opt, Strategy{Strategy::Var::MinDom, cp::ValSel::Max});
    std::vector<std::string> files = ctx.opt.positional();
    if (files.empty()) files.push_back("-");
    bool first = true;
    for (const std::string& f : files) {
      std::vector<std::pair<Record, hashi::Instance>> items;
      try {
        items = readInstances(ctx, f);
      } catch (const InputError& e) {
        ctx.error(e);
        continue;
      }
      for (auto& [rec, inst] : items) {
        solveOne(ctx, st, rec, inst, first);
        first = false;
        if (cp::g_stopRequested.load()) return;
      }
    }
  }

 private:
  void solveOne(RunContext& ctx, const Strategy& st, const Record& rec, const hashi::Instance& inst, bool first) {
    auto t0 = std::chrono::steady_clock::now();
    cp::Space s;
    hashi::Model m = hashi::build(s, inst);
    int fixings = ctx.opt.has("hdc") ? hashi::applyHumanDeduced(s, inst, m) : -1;
    cp::PhaseBrancher br(s, {{m.x, toVarSel(st.var), st.val}}, st.seed);
    auto out = searchPuzzle<hashi::Solution>(
        ctx, s, br, [&](cp::Space& sp) { return hashi::extract(sp, m); },
        [&](const hashi::Solution& sol) { return hashi::check(inst, sol); });
    // whole time per puzzle: model construction included
    s.stats.timeMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    if (!noteOutcome(ctx, rec, out)) return;
    if (ctx.json()) {
      json::Value j = outcomeJson(out, inst.rows, inst.cols, s.stats);
      j.set("islands", m.g.n);
      j.set("possible_bridges", static_cast<int64_t>(m.g.edges.size()));
      if (fixings >= 0) j.set("hdc_fixings", fixings);
      if (!out.counting && !out.solutions.empty()) {
        if (out.solutions.size() == 1) {
          j.set("bridges", bridgesJson(out.solutions[0]));
        } else {
          json::Value all = json::Value::array();
          for (const auto& sol : out.solutions) all.push(bridgesJson(sol));
          j.set("solutions", all);
        }
      }
      j.set("stats", statsJson(s.stats));
      ctx.out << j.dump() << '\n';
      return;
    }
    printOutcome(
        ctx, out, s.stats, first, [&](const hashi::Solution& sol) { return hashi::render(inst, sol); }, "",
        fixings >= 0 ? ", hdc fixings " + std::to_string(fixings) : "");
  }
};

}  // namespace

std::unique_ptr<Genre> makeHashiGenre() { return std::make_unique<HashiGenre>(); }

}  // namespace deduce
