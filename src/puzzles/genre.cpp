#include "puzzles/genre.h"

#include <iomanip>
#include <ostream>
#include <sstream>

namespace deduce {

const char* toString(Command c) {
  switch (c) {
    case Command::Solve: return "solve";
    case Command::Count: return "count";
    case Command::Check: return "check";
    case Command::Generate: return "generate";
    case Command::Estimate: return "estimate";
    case Command::Explain: return "explain";
    case Command::Hint: return "hint";
    case Command::Rate: return "rate";
    case Command::Candidates: return "candidates";
    case Command::Minimal: return "minimal";
    case Command::Minclue: return "minclue";
    case Command::Render: return "render";
    case Command::Export: return "export";
  }
  return "?";
}

const char* toString(Status s) {
  switch (s) {
    case Status::Solved: return "solved";
    case Status::Unsolvable: return "unsolvable";
    case Status::Multiple: return "multiple";
    case Status::Limit: return "limit";
    case Status::Error: return "error";
  }
  return "?";
}

static int rank(int code) {
  switch (code) {
    case 2: return 3;
    case 3: return 2;
    case 1: return 1;
    default: return 0;
  }
}

void RunContext::note(Status s) {
  int code = 0;
  if (s == Status::Error) code = 2;
  else if (s == Status::Limit) code = 3;
  else if (s == Status::Unsolvable) code = 1;
  if (rank(code) > rank(exitCode)) exitCode = code;
}

void RunContext::error(const InputError& e) {
  err << e.format() << '\n';
  note(Status::Error);
}

uint64_t RunContext::solutionLimit() const {
  if (cmd == Command::Count) return static_cast<uint64_t>(opt.getInt("max-solutions", 0, 0));
  if (opt.has("all")) return static_cast<uint64_t>(opt.getInt("max-solutions", 0, 0));
  return static_cast<uint64_t>(opt.getInt("max-solutions", 1, 1));
}

cp::Limits limitsFrom(const Options& opt) {
  cp::Limits l;
  l.timeSeconds = opt.getDouble("time-limit", 0);
  l.nodes = static_cast<uint64_t>(opt.getInt("node-limit", 0, 0));
  l.failures = static_cast<uint64_t>(opt.getInt("fail-limit", 0, 0));
  return l;
}

std::string Strategy::name() const {
  const char* v = "mid";
  switch (var) {
    case Var::Input: v = "input"; break;
    case Var::MinDom: v = "mid"; break;
    case Var::MaxDom: v = "mad"; break;
    case Var::Opre: v = "opre"; break;
    case Var::DomWdeg: v = "domwdeg"; break;
  }
  return std::string(v) + "/" + cp::toString(val);
}

Strategy strategyFrom(const Options& opt, Strategy st) {
  if (opt.has("strategy")) {
    std::string s = opt.get("strategy");
    int k = 0;
    if (s.size() >= 2 && (s[0] == 'S' || s[0] == 's')) {
      try {
        size_t used = 0;
        k = std::stoi(s.substr(1), &used);
        if (used != s.size() - 1) k = 0;
      } catch (...) {
        k = 0;
      }
    }
    if (k < 1 || k > 12) throw UsageError("--strategy must be S1..S12, got '" + s + "'");
    static const cp::ValSel vals[4] = {cp::ValSel::Min, cp::ValSel::Max, cp::ValSel::Mid, cp::ValSel::Gav};
    st.var = k <= 4 ? Strategy::Var::MinDom : k <= 8 ? Strategy::Var::MaxDom : Strategy::Var::Opre;
    st.val = vals[(k - 1) % 4];
  }
  if (opt.has("var")) {
    std::string v = opt.get("var");
    if (v == "opre") st.var = Strategy::Var::Opre;
    else if (auto vs = cp::parseVarSel(v)) {
      switch (*vs) {
        case cp::VarSel::Input: st.var = Strategy::Var::Input; break;
        case cp::VarSel::MinDom: st.var = Strategy::Var::MinDom; break;
        case cp::VarSel::MaxDom: st.var = Strategy::Var::MaxDom; break;
        case cp::VarSel::DomWdeg: st.var = Strategy::Var::DomWdeg; break;
      }
    } else {
      throw UsageError("--var must be input|mid|mad|opre|domwdeg, got '" + v + "'");
    }
  }
  if (opt.has("val")) {
    auto vs = cp::parseValSel(opt.get("val"));
    if (!vs) throw UsageError("--val must be min|max|mid|gav|random, got '" + opt.get("val") + "'");
    st.val = *vs;
  }
  if (opt.has("alldiff") && !cp::parseConsistency(opt.get("alldiff"), st.alldiff))
    throw UsageError("--alldiff must be value|bounds|domain|domain-separate, got '" + opt.get("alldiff") + "'");
  if (opt.has("restarts")) {
    std::string r = opt.get("restarts");
    if (r == "none") st.restarts = cp::Restarts::None;
    else if (r == "luby") st.restarts = cp::Restarts::Luby;
    else if (r == "geometric") st.restarts = cp::Restarts::Geometric;
    else throw UsageError("--restarts must be none|luby|geometric, got '" + r + "'");
  }
  st.restartScale = static_cast<uint64_t>(opt.getInt("restart-scale", static_cast<int64_t>(st.restartScale), 1));
  st.seed = static_cast<uint64_t>(opt.getInt("seed", static_cast<int64_t>(st.seed)));
  return st;
}

cp::VarSel toVarSel(Strategy::Var v) {
  switch (v) {
    case Strategy::Var::Input:
    case Strategy::Var::Opre: return cp::VarSel::Input;
    case Strategy::Var::MinDom: return cp::VarSel::MinDom;
    case Strategy::Var::MaxDom: return cp::VarSel::MaxDom;
    case Strategy::Var::DomWdeg: return cp::VarSel::DomWdeg;
  }
  return cp::VarSel::MinDom;
}

json::Value statsJson(const cp::Stats& st) {
  json::Value j = json::Value::object();
  j.set("nodes", st.nodes);
  j.set("enumerations", st.enumerations);
  j.set("backtracks", st.backtracks);
  j.set("failures", st.failures);
  j.set("propagations", st.propagations);
  j.set("solutions", st.solutions);
  j.set("max_depth", st.maxDepth);
  if (st.restarts) j.set("restarts", st.restarts);
  j.set("time_ms", st.timeMs);
  return j;
}

std::string statsText(const cp::Stats& st) {
  std::ostringstream os;
  os << "nodes " << st.nodes << ", enumerations " << st.enumerations << ", backtracks " << st.backtracks
     << ", propagations " << st.propagations << ", solutions " << st.solutions << ", max depth " << st.maxDepth;
  if (st.restarts) os << ", restarts " << st.restarts;
  os << ", time " << std::fixed << std::setprecision(3) << st.timeMs << " ms";
  return os.str();
}

Status statusOf(cp::SearchStatus ss, uint64_t found, uint64_t wanted) {
  if (wanted >= 2 && found >= 2) return Status::Multiple;
  if (ss == cp::SearchStatus::Limit || ss == cp::SearchStatus::Interrupted) return Status::Limit;
  if (found == 0) return Status::Unsolvable;
  return Status::Solved;
}

}  // namespace deduce
