// The integer-programming back end (src/ip/, CBC) as the driver calls it: the request's limits as
// CBC's (time, nodes, K solutions by no-good cuts), and the decoded solutions handed to the driver
// with the IP statistics in their own terms (root LP bound, nodes, cuts, lazy rows, no-goods).
#pragma once

#include <iomanip>
#include <sstream>

#include "app/driver.h"
#include "ip/solve.h"

namespace deduce::app {

inline ip::Options mipOptionsFrom(const Request& r) { return ip::optionsFrom(r.limits); }

// The common options an IP engine refuses (Engine::refuses): CBC counts no failures, so a
// --fail-limit would be ignored and the run go on without the limit asked for.
inline std::vector<std::string> mipRefuses() { return {"fail-limit"}; }

// The report of a finished IP run whose solutions were decoded into the genre's type: each goes
// to the driver in turn (false stops the handing over; the status is then a solution cap).
template <class Sol>
Report mipReport(const ip::Answers<Sol>& a, const SolutionFn<Sol>& cb) {
  Report rep;
  rep.status = a.status;
  for (const Sol& s : a.solutions) {
    if (!cb(s)) {
      rep.status = cp::SearchStatus::SolutionCap;
      break;
    }
  }
  const ip::Stats st = a.stats;
  rep.stats.nodes = st.nodes;
  rep.stats.solutions = a.solutions.size();
  rep.stats.timeMs = st.timeMs;
  rep.statsJson = [st, n = a.solutions.size()] {
    json::Value j = json::Value::object();
    j.set("nodes", st.nodes);
    j.set("iterations", st.iterations);
    if (st.rootLpFeasible) j.set("root_lp", st.rootLp);
    j.set("cuts", st.cuts);
    j.set("lazy_rows", st.lazyRows);
    j.set("no_goods", st.noGoods);
    j.set("runs", st.runs);
    j.set("solutions", static_cast<uint64_t>(n));
    j.set("time_ms", st.timeMs);
    return j;
  };
  rep.statsText = [st, n = a.solutions.size()] {
    std::ostringstream os;
    os << "nodes " << st.nodes << ", simplex iterations " << st.iterations;
    if (st.rootLpFeasible) os << ", root LP " << st.rootLp;
    os << ", cuts " << st.cuts << ", lazy rows " << st.lazyRows << ", no-goods " << st.noGoods << ", CBC runs "
       << st.runs << ", solutions " << n << ", time " << std::fixed << std::setprecision(3) << st.timeMs << " ms";
    return os.str();
  };
  return rep;
}

}  // namespace deduce::app
