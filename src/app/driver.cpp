#include "app/driver.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>

namespace deduce::app {

const std::vector<std::string>& engineScopedOptions() {
  static const std::vector<std::string> v = {"strategy", "var",  "val",      "alldiff", "restarts", "restart-scale",
                                             "trace",    "rule", "encoding", "model",   "threads"};
  return v;
}
const std::vector<std::string>& cpSearchOptions() {
  static const std::vector<std::string> v = {"strategy", "var", "val", "restarts", "restart-scale"};
  return v;
}
const std::vector<std::string>& cpAlldiffOptions() {
  static const std::vector<std::string> v = {"strategy", "var", "val", "alldiff", "restarts", "restart-scale"};
  return v;
}

Status decideStatus(Command cmd, cp::SearchStatus ss, uint64_t found, uint64_t wanted, bool optimizing) {
  const bool stopped = ss == cp::SearchStatus::Limit || ss == cp::SearchStatus::Interrupted;
  if (cmd == Command::Count) return stopped ? Status::Limit : found ? Status::Solved : Status::Unsolvable;
  if (optimizing) return stopped ? Status::Limit : found ? Status::Solved : Status::Unsolvable;
  return statusOf(ss, found, wanted);
}

Request requestFrom(const RunContext& ctx, const Strategy& defaults) {
  Request r;
  r.cmd = ctx.cmd;
  r.limits = limitsFrom(ctx.opt);
  r.limits.solutions = ctx.solutionLimit();
  r.strategy = strategyFrom(ctx.opt, defaults);
  r.trace = ctx.opt.has("trace");
  r.threads = static_cast<int>(ctx.opt.getInt("threads", 1, 0, 1024));
  r.opt = &ctx.opt;
  return r;
}

namespace {
// Whether a reader waits on each answer: the output is a terminal or a pipe. A
// regular file is flushed only at the end (a flush per puzzle would cost a
// system call at 50,000 puzzles/s).
bool interactiveOutput() {
  static const bool yes = [] {
    struct stat st {};
    if (isatty(STDOUT_FILENO)) return true;
    return fstat(STDOUT_FILENO, &st) == 0 && S_ISFIFO(st.st_mode);
  }();
  return yes;
}
}  // namespace

void endRecord(RunContext& ctx) {
  if (interactiveOutput()) ctx.out.flush();
}

json::Value recordJson(const char* status, const std::string& file, int line) {
  json::Value j = json::Value::object();
  if (status) j.set("status", status);
  if (!file.empty()) {
    j.set("file", file);
    j.set("line", line);
  }
  return j;
}

void emitLine(RunContext& ctx, const json::Value& j) {
  std::string s;
  j.dump(s);
  s += '\n';
  ctx.out << s;
}

void printError(RunContext& ctx, const InputError& e) {
  if (ctx.opt.has("quiet"))
    ctx.note(Status::Error);  // the error record below is all that is printed
  else
    ctx.error(e);
  if (ctx.json()) {
    json::Value j = recordJson("error", e.file, e.line);
    if (e.col > 0) j.set("col", e.col);
    j.set("message", e.what());
    emitLine(ctx, j);
  } else {
    ctx.out << "error: " << e.format() << '\n';
  }
  endRecord(ctx);
}

std::vector<std::string> inputsOf(const Options& opt) {
  std::vector<std::string> in = opt.positional();
  if (in.empty()) in.push_back("-");
  return in;
}

std::optional<Source> openSource(RunContext& ctx, const std::string& path) {
  try {
    return readSource(path, ctx.input);
  } catch (const InputError& e) {
    printError(ctx, e);
    return std::nullopt;
  }
}

}  // namespace deduce::app
