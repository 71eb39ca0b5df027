#include "app/driver.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "app/progress.h"
#include "render/svg.h"

namespace deduce::app {

const std::vector<std::string>& engineScopedOptions() {
  static const std::vector<std::string> v = {"strategy", "var",  "val",      "alldiff", "restarts", "restart-scale",
                                             "trace",    "rule", "encoding", "model",   "threads",
                                             "progress"};
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
  r.progress = progressWanted(ctx);
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
  static thread_local std::string s;  // one buffer for every record: no growth per record
  s.clear();
  j.dump(s);
  s += '\n';
  ctx.out.write(s.data(), static_cast<std::streamsize>(s.size()));
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

Pictures::Pictures(RunContext& ctx, bool commandDraws) : ctx_(ctx) {
  on_ = ctx.cmd == Command::Render || ctx.opt.get("format") == "svg";
  if (ctx.opt.has("output") && !on_) throw UsageError("--output DIR goes with --format svg or render");
  if (on_ && ctx.cmd != Command::Render) {
    if (ctx.cmd != Command::Solve && !commandDraws)
      throw UsageError(std::string("--format svg is not offered by ") + toString(ctx.cmd) + " (solve and render draw)");
    if (ctx.opt.has("all")) throw UsageError("--format svg draws one answer per puzzle: no --all");
    if (ctx.opt.has("json")) throw UsageError("--format svg and --json exclude each other");
  }
  dir_ = ctx.opt.get("output");
  if (ctx.opt.has("output") && dir_.empty()) throw UsageError("--output needs a directory");
}

void Pictures::write(std::string svg, uint64_t record, const std::string& file, int line, const char* status,
                     const std::string& stats) {
  // The head comment; "--" may not occur inside an XML comment.
  std::string head =
      (file.empty() ? std::string("instance of the options") : file + ':' + std::to_string(line)) + ' ' + status;
  if (!stats.empty()) head += "; stats: " + stats;
  for (size_t i; (i = head.find("--")) != std::string::npos;) head.replace(i, 2, "- -");
  const size_t at = svg.find("?>\n");
  svg.insert(at == std::string::npos ? 0 : at + 3, "<!-- " + svg::validText(head) + " -->\n");
  ++written_;
  if (dir_.empty()) {
    if (written_ == 2 && !ctx_.opt.has("quiet"))
      ctx_.err << "deduce: several pictures on the output, one after another (--output DIR writes a file each)\n";
    ctx_.out << svg;
    endRecord(ctx_);
    return;
  }
  char name[32];
  std::snprintf(name, sizeof name, "%06llu.svg", static_cast<unsigned long long>(record));
  const std::string path = (std::filesystem::path(dir_) / name).string();
  std::error_code ec;
  std::filesystem::create_directories(dir_, ec);
  std::ofstream f(path, std::ios::binary);
  if (f) f << svg;
  if (!f || !f.flush()) {
    ctx_.err << "deduce: cannot write " << path << '\n';
    ctx_.note(Status::Error);
    return;
  }
  ctx_.out << path << ' ' << status << '\n';
  if (!stats.empty()) ctx_.out << "stats: " << stats << '\n';
  endRecord(ctx_);
}

}  // namespace deduce::app
