#include "app/sat_engine.h"

#include <iomanip>
#include <sstream>

namespace deduce::app {

sat::Options satOptionsFrom(const Request& r) {
  sat::Options o;
  o.timeSeconds = r.limits.timeSeconds;
  o.maxSolutions = r.limits.solutions;
  o.decisionLimit = r.limits.nodes;
  o.conflictLimit = r.limits.failures;
  o.detailedStats = r.opt && r.opt->has("stats");
  return o;
}

Report satReport(const sat::Result& res, int64_t cuts) {
  Report rep;
  rep.status = res.search;
  const sat::Stats& s = res.stats;
  const uint64_t decisions = s.decisions > 0 ? static_cast<uint64_t>(s.decisions) : 0;
  rep.stats.nodes = decisions + s.solveCalls;
  rep.stats.enumerations = decisions;
  rep.stats.backtracks = s.conflicts;
  rep.stats.failures = s.conflicts;
  rep.stats.propagations = s.propagations > 0 ? static_cast<uint64_t>(s.propagations) : 0;
  rep.stats.solutions = res.solutions;
  rep.stats.timeMs = s.timeMs;
  rep.statsJson = [s, n = res.solutions] {
    json::Value j = json::Value::object();
    if (s.decisions >= 0) j.set("decisions", s.decisions);
    j.set("conflicts", s.conflicts);
    if (s.propagations >= 0) j.set("propagations", s.propagations);
    j.set("solutions", n);
    j.set("solve_calls", s.solveCalls);
    j.set("vars", s.vars);
    j.set("clauses", static_cast<uint64_t>(s.clauses));
    j.set("clauses_solved", static_cast<uint64_t>(s.clausesSolved));
    j.set("time_ms", s.timeMs);
    return j;
  };
  rep.statsText = [s, n = res.solutions] {
    std::ostringstream os;
    if (s.decisions >= 0) os << "decisions " << s.decisions << ", ";
    os << "conflicts " << s.conflicts << ", ";
    if (s.propagations >= 0) os << "propagations " << s.propagations << ", ";
    os << "solutions " << n << ", solve calls " << s.solveCalls << ", " << s.vars << " vars, " << s.clauses
       << " clauses (" << s.clausesSolved << " to CaDiCaL), time " << std::fixed << std::setprecision(3) << s.timeMs
       << " ms";
    return os.str();
  };
  if (cuts >= 0) {
    rep.info = json::Value::object();
    rep.info.set("cuts", cuts);
    rep.infoText = ", cuts " + std::to_string(cuts);
  }
  return rep;
}

}  // namespace deduce::app
