// The SAT back end (src/sat/) as the driver calls it: the request's limits as CaDiCaL's
// (time, K solutions, --node-limit as decisions per solve call, --fail-limit as conflicts), and
// the result as a report with the SAT statistics in their own terms.
#pragma once

#include "app/driver.h"
#include "sat/solver.h"

namespace deduce::app {

// The options of a SAT run for a request; the exact decision and propagation counters (which
// cost a report from CaDiCaL per solve call) only with --stats.
sat::Options satOptionsFrom(const Request& r);
// The report of a finished SAT enumeration; `cuts` (lazy clauses added) goes into the info.
Report satReport(const sat::Result& res, int64_t cuts = -1);

}  // namespace deduce::app
