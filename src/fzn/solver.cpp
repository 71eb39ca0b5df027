// Running a FlatZinc instance: the search with MiniZinc's options, the output protocol and
// the statistics lines.
//
// Output protocol (the FlatZinc specification, section "Output"): each solution is the
// output_var / output_array assignments followed by `----------`; `==========` once the search
// space is exhausted (all solutions printed, or the last one proven optimal);
// `=====UNSATISFIABLE=====` when it was exhausted without a solution; `=====UNKNOWN=====` when
// a limit stopped it first. With -s, statistics follow as `%%%mzn-stat: name=value` lines and
// `%%%mzn-stat-end`.
#include <chrono>
#include <iostream>
#include <mutex>
#include <sstream>
#include <unordered_map>

#include "cp/parallel.h"
#include "fzn/fzn.h"
#include "util/input.h"

namespace deduce::fzn {

namespace {

// MiniZinc's options as the kernel's: the solution cap (one solution unless -a or -n for
// satisfaction, every improving one for optimisation), the time limit, the objective and the
// restart annotation.
cp::SearchOptions searchOptions(const Instance& in, const SolveOptions& opt) {
  cp::SearchOptions so;
  so.limits.timeSeconds = opt.timeLimitMs / 1000.0;
  if (in.goal_ == SolveItem::Satisfy) so.limits.solutions = opt.allSolutions ? opt.maxSolutions : std::max<uint64_t>(opt.maxSolutions, 1);
  else so.limits.solutions = opt.maxSolutions;
  if (in.goal_ != SolveItem::Satisfy) {
    so.objective = in.objective_;
    so.maximize = in.goal_ == SolveItem::Maximize;
  }
  so.restarts = in.restarts_;
  so.restartScale = in.restartScale_;
  so.restartBase = in.restartBase_;
  return so;
}

Outcome outcome(cp::SearchStatus st, uint64_t solutions) {
  if (st == cp::SearchStatus::Complete) return solutions ? Outcome::Complete : Outcome::Unsatisfiable;
  return solutions ? Outcome::Satisfied : Outcome::Unknown;
}

}  // namespace

Result Instance::solve(const SolveOptions& opt, const std::function<void(const Instance&)>& onSolution) {
  const cp::SearchOptions so = searchOptions(*this, opt);
  FznBrancher b(space_, phases_, occurrences_, opt.seed);
  cp::Search search(space_, b, so);
  Result r;
  cp::SearchStatus st = search.run([&](cp::Space& s) {
    ++r.solutions;
    if (objective_ >= 0) {
      r.hasObjective = true;
      r.objective = s.value(objective_);
    }
    onSolution(*this);
    return true;
  });
  r.stats = space_.stats;
  r.outcome = outcome(st, r.solutions);
  return r;
}

Result Instance::solveParallel(std::string_view text, const std::string& file, const LoadOptions& lo,
                               const SolveOptions& opt, const std::function<void(const Instance&)>& onSolution) {
  std::shared_ptr<Instance> first = load(text, file, lo);
  const cp::SearchOptions so = searchOptions(*first, opt);
  cp::ParallelOptions po;
  po.threads = opt.threads;
  po.limits = so.limits;
  po.restarts = so.restarts;
  po.restartScale = so.restartScale;
  po.restartBase = so.restartBase;
  // each worker's space belongs to an instance, which prints the solutions found in it
  std::mutex mu;
  std::unordered_map<const cp::Space*, const Instance*> owner;
  auto factory = [&]() {
    std::shared_ptr<Instance> in;
    {
      std::lock_guard<std::mutex> lock(mu);
      in = std::move(first);  // the first call (the splitting pass) takes the one loaded above
    }
    if (!in) in = load(text, file, lo);
    cp::WorkerModel m;
    m.brancher = std::make_unique<FznBrancher>(in->space_, in->phases_, in->occurrences_, opt.seed);
    m.objective = so.objective;
    m.maximize = so.maximize;
    {
      std::lock_guard<std::mutex> lock(mu);
      owner[in->ownSpace_.get()] = in.get();
    }
    m.space = std::move(in->ownSpace_);  // in->space_ still refers to it
    m.keep = in;                         // the brancher and the output refer to the instance
    return m;
  };
  Result r;
  cp::ParallelResult pr = cp::parallelSearch(factory, po, [&](cp::Space& s) {
    const Instance* in = nullptr;
    {
      std::lock_guard<std::mutex> lock(mu);
      in = owner.at(&s);
    }
    ++r.solutions;
    if (so.objective >= 0) {
      r.hasObjective = true;
      r.objective = s.value(so.objective);
    }
    onSolution(*in);
    return true;
  });
  r.stats = pr.stats;
  r.outcome = outcome(pr.status, r.solutions);
  return r;
}

void Instance::printSolution(std::ostream& os) const {
  auto val = [&](cp::VarId x, bool isBool) {
    cp::Val v = space_.value(x);
    if (isBool) os << (v ? "true" : "false");
    else os << v;
  };
  for (const OutputItem& o : outputs_) {
    os << o.name << " = ";
    if (!o.isArray) {
      val(o.vars[0], o.isBool);
    } else {
      os << "array" << o.dims.size() << "d(";
      for (auto [lo, hi] : o.dims) os << lo << ".." << hi << ", ";
      os << '[';
      for (size_t i = 0; i < o.vars.size(); ++i) {
        if (i) os << ", ";
        val(o.vars[i], o.isBool);
      }
      os << "])";
    }
    os << ";\n";
  }
  os << "----------\n";
}

bool Instance::value(const std::string& name, int64_t& out) const {
  for (const auto& [n, x] : scalars_)
    if (n == name && space_.fixed(x)) {
      out = space_.value(x);
      return true;
    }
  return false;
}

namespace {

const char* kUsage =
    "usage: deduce fzn [options] MODEL.fzn\n"
    "  -a          all solutions (satisfaction); every improving solution (optimisation)\n"
    "  -i          intermediate solutions (optimisation; always printed)\n"
    "  -n K        stop after K solutions (0: all of them, as -a)\n"
    "  -s          statistics as %%%mzn-stat: lines\n"
    "  -t MS       time limit in milliseconds\n"
    "  -f          free search: ignore the search annotations\n"
    "  -r SEED     random seed (indomain_random)\n"
    "  -p N        threads (0: every core)\n";

bool parseCount(const std::string& s, uint64_t& out) {
  if (s.empty() || s.size() > 18 || s.find_first_not_of("0123456789") != std::string::npos) return false;
  out = std::stoull(s);
  return true;
}

}  // namespace

int main(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  SolveOptions so;
  LoadOptions lo;
  bool stats = false;
  std::string file;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&](uint64_t& v) {
      if (i + 1 >= args.size() || !parseCount(args[i + 1], v)) {
        err << "deduce fzn: " << a << " needs a non-negative integer\n" << kUsage;
        return false;
      }
      ++i;
      return true;
    };
    uint64_t v = 0;
    if (a == "-a" || a == "--all-solutions") so.allSolutions = true;
    else if (a == "-i" || a == "--intermediate") continue;
    else if (a == "-s" || a == "--statistics") stats = true;
    else if (a == "-f" || a == "--free-search") lo.freeSearch = true;
    else if (a == "-n" || a == "--num-solutions") {
      if (!value(v)) return 2;
      so.maxSolutions = v;
      if (v == 0) so.allSolutions = true;  // as fzn-gecode reads it: no cap, every solution
    } else if (a == "-t" || a == "--time-limit") {
      if (!value(v)) return 2;
      so.timeLimitMs = static_cast<double>(v);
    } else if (a == "-r" || a == "--seed") {
      if (!value(v)) return 2;
      so.seed = v;
    } else if (a == "-p" || a == "--parallel") {
      if (!value(v)) return 2;
      so.threads = static_cast<int>(std::min<uint64_t>(v, 1024));
    } else if (a == "-h" || a == "--help") {
      out << kUsage;
      return 0;
    } else if (!a.empty() && a[0] == '-' && a != "-") {
      err << "deduce fzn: unknown option '" << a << "'\n" << kUsage;
      return 2;
    } else if (file.empty()) {
      file = a;
    } else {
      err << "deduce fzn: one model file expected\n" << kUsage;
      return 2;
    }
  }
  if (file.empty()) {
    err << kUsage;
    return 2;
  }
  auto t0 = std::chrono::steady_clock::now();
  std::unique_ptr<Instance> inst;
  Source src;
  try {
    src = readSource(file);
    inst = Instance::load(src.text, src.name, lo);
  } catch (const InputError& e) {
    err << e.format() << '\n';
    return 2;
  }
  double initMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  auto print = [&](const Instance& in) {
    in.printSolution(out);
    out.flush();
  };
  Result r = so.threads == 1 ? inst->solve(so, print) : Instance::solveParallel(src.text, src.name, lo, so, print);
  switch (r.outcome) {
    case Outcome::Unsatisfiable: out << "=====UNSATISFIABLE=====\n"; break;
    case Outcome::Unknown: out << "=====UNKNOWN=====\n"; break;
    case Outcome::Complete: out << "==========\n"; break;
    case Outcome::Satisfied: break;
  }
  if (stats) {
    const cp::Stats& st = r.stats;
    out << "%%%mzn-stat: initTime=" << initMs / 1000.0 << '\n'
        << "%%%mzn-stat: solveTime=" << st.timeMs / 1000.0 << '\n'
        << "%%%mzn-stat: solutions=" << r.solutions << '\n'
        << "%%%mzn-stat: variables=" << inst->numVariables() << '\n'
        << "%%%mzn-stat: propagators=" << inst->space().numPropagators() << '\n'
        << "%%%mzn-stat: propagations=" << st.propagations << '\n'
        << "%%%mzn-stat: nodes=" << st.nodes << '\n'
        << "%%%mzn-stat: failures=" << st.failures << '\n'
        << "%%%mzn-stat: restarts=" << st.restarts << '\n'
        << "%%%mzn-stat: peakDepth=" << st.maxDepth << '\n';
    if (r.hasObjective) out << "%%%mzn-stat: objective=" << r.objective << '\n';
    out << "%%%mzn-stat-end\n";
  }
  out.flush();
  return 0;
}

}  // namespace deduce::fzn
