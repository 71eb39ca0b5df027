#include "app/export.h"

#include <cerrno>
#include <cstring>
#include <iostream>

namespace deduce::app {


namespace {

bool isDirectory(const std::string& path) {
  struct stat st {};
  return stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

// Options that ask for a search, which exporting does not run.
const char* const kSearchOnly[] = {"json",      "stats",      "count",   "all",      "max-solutions",
                                   "time-limit", "node-limit", "fail-limit", "estimate"};

}  // namespace

ExportPlan ExportPlan::from(const Options& opt, bool hasMip, bool hasSat,
                            const std::function<const std::vector<std::string>*(const std::string&)>& engineOptions) {
  for (const char* o : kSearchOnly)
    if (opt.has(o)) throw UsageError(std::string("--") + o + " does not apply to export (it writes a model, it does not solve)");
  ExportPlan p;
  p.engine = opt.get("engine");
  p.format = opt.get("format");
  if (p.engine.empty()) p.engine = p.format == "cnf" ? "sat" : p.format.empty() ? (hasMip ? "mip" : "sat") : "mip";
  if (p.engine != "mip" && p.engine != "sat")
    throw UsageError("export writes the models of the engines mip (LP, MPS) and sat (DIMACS), not of '" + p.engine + "'");
  if (p.engine == "mip" && !hasMip) throw UsageError("this genre has no integer program to export (try --engine sat)");
  if (p.engine == "sat" && !hasSat) throw UsageError("this genre has no CNF model to export (try --engine mip)");
  if (p.format.empty()) p.format = p.engine == "mip" ? "lp" : "cnf";
  if (p.engine == "mip" && p.format != "lp" && p.format != "mps")
    throw UsageError("--engine mip exports --format lp|mps, got '" + p.format + "'");
  if (p.engine == "sat" && p.format != "cnf") throw UsageError("--engine sat exports --format cnf, got '" + p.format + "'");
  const std::vector<std::string>* honoured = engineOptions(p.engine);
  for (const std::string& o : engineScopedOptions())
    if (opt.has(o) && (!honoured || std::find(honoured->begin(), honoured->end(), o) == honoured->end()))
      throw UsageError("--" + o + " does not apply to engine " + p.engine + " (see --help)");
  if (opt.has("output")) {
    const std::string out = opt.get("output");
    if (out.empty()) throw UsageError("--output needs a path");
    if (out.back() == '/' || isDirectory(out)) {
      if (!isDirectory(out) && mkdir(out.c_str(), 0777) != 0)
        throw UsageError("cannot create the directory " + out + ": " + std::strerror(errno));
      p.dir = out;
    } else {
      p.file = out;
    }
  }
  return p;
}

std::string ExportPlan::pathOf(uint64_t k) const {
  if (dir.empty()) return file;
  char name[32];
  std::snprintf(name, sizeof name, "%06llu.", static_cast<unsigned long long>(k));
  return dir + (dir.back() == '/' ? "" : "/") + name + format;
}

std::vector<std::string> exportHead(const std::string& genre, const ExportPlan& plan, const std::string& file, int line) {
  std::string h = "deduce export " + genre + " --engine " + plan.engine + " --format " + plan.format + ": ";
  h += file.empty() ? "the puzzle given by options" : "the puzzle at " + file + " line " + std::to_string(line);
  return {h};
}

bool writeModel(RunContext& ctx, const ExportPlan& plan, const std::string& path, const std::vector<std::string>& head,
                ip::Model* mip, sat::Cnf* cnf) {
  std::ofstream file;
  if (!path.empty()) file.open(path, std::ios::binary | std::ios::trunc);
  std::ostream& out = path.empty() ? ctx.out : file;
  if (out) {
    if (mip) {
      mip->comments.insert(mip->comments.begin(), head.begin(), head.end());
      if (plan.format == "mps")
        ip::writeMps(*mip, out);
      else
        ip::writeLp(*mip, out);
    } else if (cnf) {
      cnf->writeDimacs(out, head);
    }
    out.flush();
  }
  if (out) return true;
  if (!ctx.opt.has("quiet"))
    ctx.err << "deduce: cannot write " << (path.empty() ? std::string("the output") : path) << '\n';
  ctx.note(Status::Error);
  return false;
}

void exportError(RunContext& ctx, const InputError& e) {
  if (ctx.opt.has("quiet"))
    ctx.note(Status::Error);
  else
    ctx.error(e);
}

void noteSkipped(RunContext& ctx, uint64_t skipped) {
  if (skipped == 0 || ctx.opt.has("quiet")) return;
  ctx.err << "deduce: exported the first puzzle only; " << skipped << " more in the input (--output DIR writes "
          << "each puzzle to a file of its own)\n";
}

}  // namespace deduce::app
