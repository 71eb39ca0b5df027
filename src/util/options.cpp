#include "util/options.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <map>
#include <memory>

namespace deduce {

namespace {

// The value stored for a flag. Assigned as a std::string rather than the literal "1": g++ 12
// reports a false -Wrestrict on basic_string::operator=(const char*) here at -O2 (GCC PR 105329).
const std::string kFlagSet = "1";

// "S: stop after S seconds" -> ("S", "stop after S seconds"); no short name before a colon -> VALUE.
// The name ends at the first ": ", so it may hold colons itself ("R1,C1:R2,C2: ...").
std::pair<std::string, std::string> splitHelp(const OptionSpec& s) {
  if (!s.takesValue) return {"", s.help};
  const auto colon = s.help.find(": ");
  if (colon == std::string::npos || colon >= 12) return {"VALUE", s.help};
  return {s.help.substr(0, colon), s.help.substr(std::min(colon + 2, s.help.size()))};
}

// The kinds of value, as CLI11 validators: "" when the value is good, else what is wrong.
CLI::Validator integerValue() {
  return CLI::Validator(
      [](std::string& v) -> std::string {
        char* end = nullptr;
        errno = 0;
        (void)std::strtoll(v.c_str(), &end, 10);
        return v.empty() || *end != '\0' || errno == ERANGE ? "needs an integer, got '" + v + "'" : "";
      },
      "INTEGER");
}
CLI::Validator numberValue() {
  return CLI::Validator(
      [](std::string& v) -> std::string {
        char* end = nullptr;
        const double x = std::strtod(v.c_str(), &end);
        return v.empty() || *end != '\0' || !(x >= 0) || x > 1e15 ? "needs a non-negative number, got '" + v + "'" : "";
      },
      "NUMBER");
}
CLI::Validator oneOf(const std::vector<std::string>& choices) {
  return CLI::Validator(
      [choices](std::string& v) -> std::string {
        if (std::find(choices.begin(), choices.end(), v) != choices.end()) return "";
        std::string list;
        for (const std::string& c : choices) list += (list.empty() ? "" : "|") + c;
        return "must be " + list + ", got '" + v + "'";
      },
      "");
}

// One CLI11 parser for a list of specs. Values are stored as the text given (the commands read
// them through Options, typed and range-checked there); CLI11 checks the kind and the choices.
struct Parser {
  CLI::App app{"", ""};
  std::map<std::string, std::string> values;
  std::map<std::string, int64_t> flags;
  std::vector<std::string> positional;

  explicit Parser(const std::vector<OptionSpec>& specs) {
    app.set_help_flag();  // "help" is one of the specs: the caller prints its own help text
    app.allow_extras(false);
    for (const OptionSpec& s : specs) {
      const auto [valueName, text] = splitHelp(s);
      const std::string names = s.name == "help" ? "-h,--help" : "--" + s.name;
      if (!s.takesValue) {
        app.add_flag(names, flags[s.name], text)->disable_flag_override();
        continue;
      }
      CLI::Option* o = app.add_option(names, values[s.name], text);
      o->type_name(valueName)->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
      if (s.kind == OptionSpec::Kind::Integer) o->check(integerValue());
      if (s.kind == OptionSpec::Kind::Number) o->check(numberValue());
      if (!s.choices.empty()) o->check(oneOf(s.choices));
    }
    app.add_option("inputs", positional, "files to read (- for standard input)");
  }
};

// CLI11's messages, in the words the rest of the command line uses.
std::string usageMessage(const CLI::ParseError& e, const std::vector<std::string>& args) {
  const std::string what = e.what();
  if (dynamic_cast<const CLI::ExtrasError*>(&e)) {
    for (const std::string& a : args)
      if (a.size() > 1 && a[0] == '-' && what.find(a) != std::string::npos) {
        const std::string name = a.substr(0, a.find('='));
        return "unknown option " + name + " (see --help)";
      }
    return "unexpected arguments: " + what;
  }
  if (dynamic_cast<const CLI::ArgumentMismatch*>(&e)) {
    const auto colon = what.find(':');
    if (colon != std::string::npos && what.find("--") == 0 && what.find("required") != std::string::npos)
      return "option " + what.substr(0, colon) + " needs a value";
    if (colon != std::string::npos && what.find("--") == 0)
      return "option " + what.substr(0, colon) + " takes no value";
  }
  // "--name: what is wrong" (a validator) and "name was given a disallowed flag override"
  if (dynamic_cast<const CLI::ValidationError*>(&e) && what.rfind("--", 0) == 0 && what.find(": ") != std::string::npos)
    return "option " + what.substr(0, what.find(": ")) + " " + what.substr(what.find(": ") + 2);
  if (const auto at = what.find(" was given a disallowed flag override"); at != std::string::npos)
    return "option --" + what.substr(0, at) + " takes no value";
  return what;
}

}  // namespace

Options Options::parse(const std::vector<std::string>& args, const std::vector<OptionSpec>& specs) {
  Parser p(specs);
  std::vector<std::string> reversed(args.rbegin(), args.rend());  // CLI11 takes the arguments reversed
  try {
    p.app.parse(reversed);
  } catch (const CLI::ParseError& e) {
    throw UsageError(usageMessage(e, args));
  }
  Options o;
  for (const OptionSpec& s : specs) {
    const std::string names = s.name == "help" ? "--help" : "--" + s.name;
    if (p.app.count(names) == 0) continue;
    o.kv_[s.name] = s.takesValue ? p.values[s.name] : kFlagSet;
  }
  o.pos_ = std::move(p.positional);
  return o;
}

std::string optionsHelp(const std::vector<OptionSpec>& specs) {
  Parser p(specs);
  auto fmt = std::make_shared<CLI::Formatter>();
  fmt->column_width(28);
  fmt->label("REQUIRED", "");
  std::string out;
  for (const CLI::Option* o : p.app.get_options([](const CLI::Option* x) { return !x->get_positional(); }))
    out += fmt->make_option(o, false);
  return out;
}

std::string Options::get(const std::string& name, const std::string& def) const {
  auto it = kv_.find(name);
  return it == kv_.end() ? def : it->second;
}

int64_t Options::getInt(const std::string& name, int64_t def, int64_t lo, int64_t hi) const {
  auto it = kv_.find(name);
  if (it == kv_.end()) return def;
  const std::string& s = it->second;
  char* end = nullptr;
  errno = 0;
  long long v = std::strtoll(s.c_str(), &end, 10);
  if (s.empty() || *end != '\0' || errno == ERANGE)
    throw UsageError("option --" + name + " needs an integer, got '" + s + "'");
  if (v < lo || v > hi)
    throw UsageError("option --" + name + " must be between " + std::to_string(lo) + " and " + std::to_string(hi) +
                     ", got " + s);
  return v;
}

double Options::getDouble(const std::string& name, double def) const {
  auto it = kv_.find(name);
  if (it == kv_.end()) return def;
  const std::string& s = it->second;
  char* end = nullptr;
  double v = std::strtod(s.c_str(), &end);
  if (s.empty() || *end != '\0' || !(v >= 0))
    throw UsageError("option --" + name + " needs a non-negative number, got '" + s + "'");
  return v;
}

const std::vector<OptionSpec>& commonOptions() {
  static const std::vector<OptionSpec> specs = {
      {"help", false, "show this help"},
      {"json", false, "JSON Lines output: one object per puzzle"},
      {"stats", false, "print search statistics"},
      {"count", false, "count the solutions (all of them, or up to --max-solutions)"},
      {"all", false, "print every solution"},
      {"max-solutions", true, "K: stop after K solutions (K=2 checks uniqueness)", OptionSpec::Kind::Integer},
      {"time-limit", true, "S: stop each puzzle after S seconds (0: no limit)", OptionSpec::Kind::Number},
      {"node-limit", true, "N: stop each puzzle after N search nodes (0: no limit)", OptionSpec::Kind::Integer},
      {"fail-limit", true, "N: stop each puzzle after N failures (0: no limit)", OptionSpec::Kind::Integer},
      {"seed", true, "N: random seed (random value choice, restarts, generators)", OptionSpec::Kind::Integer},
      {"format", true, "F: output format (genre-specific: text|line|grid|json|svg)"},
      {"output", true,
       "PATH: --format svg and render: one SVG per puzzle in directory PATH (000001.svg, ...); export: the model to "
       "PATH, or one file per puzzle when PATH is a directory"},
      {"engine", true, "E: solving engine (see `deduce genres`)"},
      {"threads", true,
       "N: search threads for count, --all, optimisation and sudoku minclue (0 = every core; default 1; the cp "
       "engines (enigma1225: its basic model) and the dlx engines of queens, exactcover, langford and pentomino; "
       "sudoku's dlx, like the sat and mip engines, refuses it)",
       OptionSpec::Kind::Integer},
      {"progress", false,
       "count, --all and sudoku minclue: a progress line on stderr (subproblems done, rate, ETA) even when "
       "stderr is not a terminal (on a terminal it is shown anyway; --quiet turns it off)"},
      {"answer-format", true, "F: check: the answers are text|json (default: JSON when the file starts with '{')", OptionSpec::Kind::Text, {"text", "json"}},
      {"quiet", false, "print only the answers: no diagnostics on stderr (error records stay in the output)"},
  };
  return specs;
}

const std::vector<OptionSpec>& strategyOptions() {
  static const std::vector<OptionSpec> specs = {
      {"strategy", true, "S1..S12: paper 002's enumeration strategies (variable x value heuristic)"},
      {"var", true, "H: variable heuristic input|mid|mad|opre|domwdeg"},
      {"val", true, "H: value heuristic min|max|mid|gav|random"},
      {"alldiff", true, "L: alldifferent consistency value|bounds|domain|domain-separate"},
      {"restarts", true, "P: restart policy none|luby|geometric (with --val random)"},
      {"restart-scale", true, "N: failures in the first restart run (default 100)", OptionSpec::Kind::Integer},
  };
  return specs;
}

}  // namespace deduce
