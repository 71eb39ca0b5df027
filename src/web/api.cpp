// The API of `deduce serve` in process: one command run per request (src/serve/ puts it on HTTP).
#include "web/server.h"

#include <algorithm>
#include <istream>
#include <sstream>
#include <streambuf>

#include "util/json.h"

namespace deduce::web {
namespace {

// An output stream's buffer that holds at most `cap` bytes: a write beyond fails (the stream goes
// bad, which the driver notices between records), so a request asking for millions of solutions
// cannot fill the memory.
class CappedBuf : public std::streambuf {
 public:
  explicit CappedBuf(size_t cap) : cap_(cap) {}
  const std::string& str() const { return s_; }
  bool overflowed() const { return over_; }

 protected:
  int_type overflow(int_type c) override {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    if (s_.size() >= cap_) {
      over_ = true;
      return traits_type::eof();
    }
    s_.push_back(traits_type::to_char_type(c));
    return c;
  }
  std::streamsize xsputn(const char* p, std::streamsize n) override {
    if (s_.size() + static_cast<size_t>(n) > cap_) {
      over_ = true;
      return 0;
    }
    s_.append(p, static_cast<size_t>(n));
    return n;
  }

 private:
  std::string s_;
  size_t cap_;
  bool over_ = false;
};

// The options a request may not give: they would read or write files, print help instead of
// answering, or spread one request over several cores (which the cap on concurrent runs counts
// as one).
bool refusedOption(const std::string& name, const std::string& value) {
  if (name == "threads") return value != "1";
  return name == "help" || name == "output" || name == "json";
}

// The commands the API does not run: check reads two inputs (puzzles and answers) and a request
// has one body; export writes a model, not the JSON lines the API answers.
bool served(Command c) { return c != Command::Check && c != Command::Export; }

// Caps on the size options of the generators, which have no time limit of their own: a request
// asks for at most this much work (measured at under a second per puzzle on one core: circuit
// size 12 0.8 s, battleship 15x15 0.16 s but 20x20 2.7 s, zebra 8 x 8 0.1 s).
struct SizeCap {
  const char* option;
  int64_t max;
};
constexpr SizeCap kGenerateCaps[] = {{"size", 12},  {"rows", 15},       {"cols", 15},
                                     {"houses", 8}, {"attributes", 8}, {"budget", 20000}};

bool flagValue(const std::string& name, const std::string& v) {
  if (v.empty() || v == "1" || v == "true" || v == "on" || v == "yes") return true;
  if (v == "0" || v == "false" || v == "off" || v == "no") return false;
  throw UsageError("option --" + name + " is a flag: give it as '" + name + "', '" + name + "=1' or '" + name +
                   "=0', got '" + v + "'");
}

// The content type of an answer: JSON lines, an SVG picture (--format svg, render), or text
// (the generators' puzzles in their input format, --format text).
std::string contentTypeOf(const Options& opt, const std::string& out) {
  const size_t i = out.find_first_not_of(" \t\r\n");
  if (opt.has("json") && (i == std::string::npos || out[i] == '{')) return "application/x-ndjson";
  if (i != std::string::npos && out.compare(i, 5, "<?xml") == 0) return "image/svg+xml";
  return "text/plain; charset=utf-8";
}

}  // namespace

Reply errorReply(int status, const std::string& message) {
  json::Value j = json::Value::object();
  j.set("status", "error");
  j.set("message", message);
  Reply r;
  r.status = status;
  r.exitCode = -1;
  r.body = j.dump() + "\n";
  return r;
}

Reply runCommand(const std::vector<std::unique_ptr<Genre>>& genres, const std::string& command,
                 const std::string& genreName, const std::multimap<std::string, std::string>& params,
                 const std::string& body, const ServeOptions& so) {
  Command cmd = Command::Solve;
  bool known = false;
  for (Command c : kCommands)
    if (command == toString(c)) cmd = c, known = true;
  if (!known) return errorReply(404, "unknown command '" + command + "'");
  if (!served(cmd)) return errorReply(404, "command '" + command + "' is not offered by the server (use the CLI)");
  Genre* genre = nullptr;
  for (const auto& g : genres)
    if (g->name() == genreName) genre = g.get();
  if (!genre) return errorReply(404, "unknown genre '" + genreName + "' (GET /api/genres lists them)");
  if (!genre->supports(cmd)) return errorReply(404, "genre " + genreName + " does not support '" + command + "'");
  if (body.size() > so.maxBody)
    return errorReply(413, "request body larger than " + std::to_string(so.maxBody) + " bytes");

  std::vector<OptionSpec> specs = commonOptions();
  for (auto& s : genre->options()) specs.push_back(s);
  try {
    // The query as a command line, parsed by the CLI's own parser: `name=value` is
    // `--name=value`, a flag is `name` or `name=1`.
    std::vector<std::string> args;
    bool asksJson = true;
    for (const auto& param : params) {
      const std::string& name = param.first;
      const std::string& value = param.second;
      if (name == "json") {
        asksJson = flagValue(name, value);
        continue;
      }
      if (refusedOption(name, value)) throw UsageError("option --" + name + " is not offered by the server");
      const auto spec = std::find_if(specs.begin(), specs.end(), [&](const OptionSpec& s) { return s.name == name; });
      if (spec == specs.end()) throw UsageError("unknown option --" + name + " (GET /api/info lists the options)");
      if (!spec->takesValue) {
        if (flagValue(name, value)) args.push_back("--" + name);
      } else {
        args.push_back("--" + name + "=" + value);
      }
    }
    Options opt = Options::parse(args, specs);
    // --format other than json (text, grid, svg) answers in that format; otherwise JSON lines.
    if (asksJson && (!opt.has("format") || opt.get("format") == "json")) opt.set("json", "1");
    const double limit = std::min(opt.getDouble("time-limit", so.timeLimit), so.timeLimit);
    opt.set("time-limit", std::to_string(limit > 0 ? limit : so.timeLimit));
    if (opt.getInt("number", 1, 1) > so.maxNumber)
      throw UsageError("option --number must be at most " + std::to_string(so.maxNumber) + " on the server");
    if (cmd == Command::Generate)
      for (const SizeCap& c : kGenerateCaps)
        if (opt.has(c.option) && opt.getInt(c.option, 0) > c.max)
          throw UsageError("option --" + std::string(c.option) + " must be at most " + std::to_string(c.max) +
                           " on the server");
    if (opt.has("engine")) {
      const auto engines = genre->engines();
      if (std::find(engines.begin(), engines.end(), opt.get("engine")) == engines.end())
        throw UsageError("genre " + genreName + " has no engine '" + opt.get("engine") + "'");
    }
    if (cmd == Command::Solve && opt.has("count")) cmd = Command::Count;

    CappedBuf outBuf(so.maxOutput), errBuf(64 << 10);
    std::ostream out(&outBuf), err(&errBuf);
    RunContext ctx{cmd, opt, out, err};
    ctx.input = &body;
    // Concurrent runs share the genre: its parts are only read while running (the audit in
    // server.h).
    genre->run(ctx);
    if (outBuf.overflowed())
      return errorReply(507, "the answer is larger than " + std::to_string(so.maxOutput) +
                                 " bytes: ask for fewer solutions or puzzles");
    Reply r;
    r.exitCode = ctx.exitCode;
    r.status = ctx.exitCode == 2 ? 400 : 200;
    r.contentType = contentTypeOf(opt, outBuf.str());
    r.body = outBuf.str();
    // A usage error of the genre's own reported on stderr only (nothing printed): say it.
    if (r.body.empty() && ctx.exitCode == 2) r.body = errorReply(400, errBuf.str()).body;
    return r;
  } catch (const UsageError& e) {
    return errorReply(400, e.what());
  } catch (const InputError& e) {
    Reply r = errorReply(400, e.format());
    r.exitCode = 2;
    return r;
  }
}

std::string genresJson(const std::vector<std::unique_ptr<Genre>>& genres) {
  json::Value a = json::Value::array();
  for (const auto& g : genres) a.push(g->name());
  return a.dump() + "\n";
}

std::string infoJson(const std::vector<std::unique_ptr<Genre>>& genres) {
  json::Value a = json::Value::array();
  for (const auto& g : genres) {
    json::Value j = json::Value::object();
    j.set("name", g->name());
    j.set("summary", g->summary());
    j.set("engines", g->engines());
    json::Value cmds = json::Value::array();
    for (Command c : kCommands)
      if (g->supports(c) && served(c)) cmds.push(toString(c));
    j.set("commands", cmds);
    json::Value opts = json::Value::array();
    std::vector<OptionSpec> specs = commonOptions();
    for (auto& s : g->options()) specs.push_back(s);
    for (const OptionSpec& s : specs) {
      if (refusedOption(s.name, "")) continue;
      json::Value o = json::Value::object();
      o.set("name", s.name);
      o.set("value", s.takesValue);
      o.set("help", s.help);
      opts.push(std::move(o));
    }
    j.set("options", opts);
    j.set("usage", g->usage());
    a.push(std::move(j));
  }
  return a.dump() + "\n";
}

}  // namespace deduce::web
