#include "util/options.h"

#include <cerrno>
#include <cstdlib>

namespace deduce {

// The value stored for a flag. Assigned as a std::string rather than the literal "1": g++ 12
// reports a false -Wrestrict on basic_string::operator=(const char*) here at -O2 (GCC PR 105329).
static const std::string kFlagSet = "1";

Options Options::parse(const std::vector<std::string>& args, const std::vector<OptionSpec>& specs) {
  Options o;
  auto find = [&](const std::string& n) -> const OptionSpec* {
    for (const auto& s : specs)
      if (s.name == n) return &s;
    return nullptr;
  };
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--") {
      for (++i; i < args.size(); ++i) o.pos_.push_back(args[i]);
      break;
    }
    if (a.size() > 2 && a[0] == '-' && a[1] == '-') {
      std::string name = a.substr(2), value;
      bool inlineValue = false;
      if (auto eq = name.find('='); eq != std::string::npos) {
        value = name.substr(eq + 1);
        name = name.substr(0, eq);
        inlineValue = true;
      }
      const OptionSpec* spec = find(name);
      if (!spec) throw UsageError("unknown option --" + name + " (see --help)");
      if (spec->takesValue) {
        if (!inlineValue) {
          if (i + 1 >= args.size()) throw UsageError("option --" + name + " needs a value");
          value = args[++i];
        }
      } else {
        if (inlineValue) throw UsageError("option --" + name + " takes no value");
        value = kFlagSet;
      }
      o.kv_[name] = value;
    } else if (a == "-h") {
      o.kv_["help"] = kFlagSet;
    } else if (a.size() > 1 && a[0] == '-' && a != "-") {
      throw UsageError("unknown option " + a + " (see --help)");
    } else {
      o.pos_.push_back(a);
    }
  }
  return o;
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
      {"max-solutions", true, "K: stop after K solutions (K=2 checks uniqueness)"},
      {"time-limit", true, "S: stop each puzzle after S seconds"},
      {"node-limit", true, "N: stop each puzzle after N search nodes"},
      {"fail-limit", true, "N: stop each puzzle after N failures"},
      {"seed", true, "N: random seed (random value choice, restarts, generators)"},
      {"format", true, "F: output format (genre-specific: text|line|grid|json)"},
      {"engine", true, "E: solving engine (see `deduce genres`)"},
      {"threads", true,
       "N: search threads for count, --all and optimisation (0 = every core; default 1; engines dlx, and cp where a "
       "genre offers it)"},
      {"answer-format", true, "F: check: the answers are text|json (default: JSON when the file starts with '{')"},
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
      {"restart-scale", true, "N: failures in the first restart run (default 100)"},
  };
  return specs;
}

}  // namespace deduce
