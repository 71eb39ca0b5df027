#include "app/check.h"

namespace deduce::app {

void printVerdict(RunContext& ctx, const std::string& file, int line, const std::string& answerFile, const Verdict& v) {
  const bool valid = v.message.empty();
  const char* status = valid ? "valid" : v.undecided ? "undecided" : "invalid";
  if (ctx.json()) {
    json::Value j = recordJson(status, file, line);
    j.set("answer_file", answerFile);
    if (!valid) {
      j.set("answer_line", v.line);
      j.set("answer_col", v.col);
      j.set("message", v.message);
    }
    emitLine(ctx, j);
  } else if (valid) {
    ctx.out << "valid\n";
  } else {
    ctx.out << status << ": " << InputError(answerFile, v.line, v.col, v.message).format() << '\n';
  }
}

std::pair<std::string, Options> checkInputs(const Options& opt) {
  // Checking runs no search: the options that steer or bound one are refused, not ignored.
  for (const char* o : {"engine", "count", "all", "max-solutions", "time-limit", "node-limit", "fail-limit", "threads", "progress",
                        "estimate", "strategy", "var", "val", "alldiff", "restarts", "restart-scale", "trace", "rule",
                        "encoding", "output"})
    if (opt.has(o)) throw UsageError(std::string("--") + o + " does not apply to check (it runs no search)");
  std::vector<std::string> files = opt.positional();
  if (files.empty())
    throw UsageError("check needs the answers file: deduce check <genre> PUZZLES ANSWERS (or options and ANSWERS)");
  std::string answers = files.back();
  files.pop_back();
  if (answers == "-" && std::count(files.begin(), files.end(), "-"))
    throw UsageError("check: the puzzles and the answers cannot both be read from stdin");
  Options puzzles = opt;
  puzzles.setPositional(std::move(files));
  return {answers, std::move(puzzles)};
}

Answers openAnswers(const std::string& path, const Options& opt) {
  const std::string format = opt.get("answer-format");
  if (opt.has("answer-format") && format != "text" && format != "json")
    throw UsageError("--answer-format must be text|json, got '" + format + "'");
  return Answers(readSource(path), format);
}

}  // namespace deduce::app
