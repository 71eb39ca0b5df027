#include "web/server.h"

#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <sstream>
#include <streambuf>
#include <thread>

#include "cp/search.h"
#include "util/json.h"
#include "web/assets.h"

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

// Caps on the size options of the generators, which have no time limit of their own: a request
// asks for at most this much work (measured at under a second per puzzle on one core: circuit
// size 12 0.8 s, battleship 15x15 0.16 s but 20x20 2.7 s, zebra 8 x 8 0.1 s).
struct SizeCap {
  const char* option;
  int64_t max;
};
constexpr SizeCap kGenerateCaps[] = {{"size", 12},  {"rows", 15},       {"cols", 15},
                                     {"houses", 8}, {"attributes", 8}, {"budget", 20000}};

json::Value errorJson(const std::string& message) {
  json::Value j = json::Value::object();
  j.set("status", "error");
  j.set("message", message);
  return j;
}

Reply errorReply(int status, const std::string& message) {
  Reply r;
  r.status = status;
  r.exitCode = -1;
  r.body = errorJson(message).dump() + "\n";
  return r;
}

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

Reply runCommand(const std::vector<std::unique_ptr<Genre>>& genres, const std::string& command,
                 const std::string& genreName, const std::multimap<std::string, std::string>& params,
                 const std::string& body, const ServeOptions& so) {
  Command cmd = Command::Solve;
  bool known = false;
  for (Command c : kCommands)
    if (command == toString(c)) cmd = c, known = true;
  if (!known) return errorReply(404, "unknown command '" + command + "'");
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
    if (r.body.empty() && ctx.exitCode == 2) r.body = errorJson(errBuf.str()).dump() + "\n";
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
      if (g->supports(c)) cmds.push(toString(c));
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

namespace {

// The cap on concurrent runs: a request takes a slot or waits for one up to a deadline.
class Slots {
 public:
  explicit Slots(int n) : free_(n) {}
  bool acquire(double seconds) {
    std::unique_lock<std::mutex> lock(mu_);
    if (!cv_.wait_for(lock, std::chrono::duration<double>(seconds), [&] { return free_ > 0; })) return false;
    --free_;
    return true;
  }
  void release() {
    {
      std::lock_guard<std::mutex> lock(mu_);
      ++free_;
    }
    cv_.notify_one();
  }

 private:
  std::mutex mu_;
  std::condition_variable cv_;
  int free_;
};

const char* mimeOf(const std::string& path) {
  auto ends = [&](const char* ext) {
    const std::string e(ext);
    return path.size() >= e.size() && path.compare(path.size() - e.size(), e.size(), e) == 0;
  };
  if (ends(".html")) return "text/html; charset=utf-8";
  if (ends(".js")) return "text/javascript; charset=utf-8";
  if (ends(".css")) return "text/css; charset=utf-8";
  if (ends(".json")) return "application/json";
  if (ends(".svg")) return "image/svg+xml";
  return "application/octet-stream";
}

void onStopSignal(int) { cp::g_stopRequested.store(true); }

const char* kServeUsage =
    "usage: deduce serve [--port N] [--host ADDRESS] [options]\n"
    "A local web page (http://HOST:PORT/) and a JSON API mirroring the command line:\n"
    "  POST /api/<command>/<genre>?option=value...  body: the puzzle text; answers the JSON lines\n"
    "                                               of `deduce <command> <genre> --json`\n"
    "  GET  /api/genres, /api/info                  the genres; their engines, commands, options\n"
    "Ctrl-C (or SIGTERM) stops the server: exit status 0.\n\noptions:\n";

}  // namespace

int serveMain(const std::vector<std::string>& args, std::vector<std::unique_ptr<Genre>> genres) {
  const std::vector<OptionSpec> specs = {
      {"help", false, "show this help"},
      {"port", true, "N: TCP port (default 8080; 0: any free port, printed at start-up)"},
      {"host", true, "A: address to listen on (default 127.0.0.1: this machine only)"},
      {"time-limit", true, "S: time limit of each run, the default and the most a request may ask (default 5)"},
      {"solves", true, "N: runs at once; further requests wait (default 2)"},
      {"queue-wait", true, "S: how long a request waits for a run before 503 (default 10)"},
      {"max-body", true, "B: largest request body in bytes (default 1048576)"},
      {"max-output", true, "B: largest answer in bytes (default 8388608)"},
  };
  ServeOptions so;
  try {
    const Options opt = Options::parse(args, specs);
    if (opt.has("help")) {
      std::cout << kServeUsage;
      for (const auto& s : specs) {
        // "N: text" help: the value's name beside the option, as `deduce <command> --help` prints
        const size_t colon = s.takesValue ? s.help.find(": ") : std::string::npos;
        std::ostringstream left;
        left << "  --" << s.name;
        if (colon != std::string::npos) left << ' ' << s.help.substr(0, colon);
        const std::string l = left.str();
        std::cout << l << std::string(l.size() + 2 > 22 ? 2 : 22 - l.size(), ' ')
                  << (colon == std::string::npos ? s.help : s.help.substr(colon + 2)) << '\n';
      }
      return 0;
    }
    if (!opt.positional().empty()) throw UsageError("serve takes no files");
    so.host = opt.get("host", so.host);
    so.port = static_cast<int>(opt.getInt("port", so.port, 0, 65535));
    so.timeLimit = opt.getDouble("time-limit", so.timeLimit);
    if (so.timeLimit <= 0) throw UsageError("option --time-limit must be positive on the server");
    so.solves = static_cast<int>(opt.getInt("solves", so.solves, 1, 256));
    so.queueWait = opt.getDouble("queue-wait", so.queueWait);
    so.maxBody = static_cast<size_t>(opt.getInt("max-body", static_cast<int64_t>(so.maxBody), 1, int64_t{1} << 30));
    so.maxOutput =
        static_cast<size_t>(opt.getInt("max-output", static_cast<int64_t>(so.maxOutput), 1024, int64_t{1} << 30));
    so.threads = std::max(so.threads, so.solves + 4);
  } catch (const UsageError& e) {
    std::cerr << "deduce: " << e.what() << "\n(try 'deduce serve --help')\n";
    return 2;
  }

  httplib::Server svr;
  Slots slots(so.solves);
  const int poolSize = so.threads;
  svr.new_task_queue = [poolSize] { return new httplib::ThreadPool(static_cast<size_t>(poolSize)); };
  svr.set_payload_max_length(so.maxBody);
  svr.set_keep_alive_timeout(2);

  for (size_t i = 0; i < kAssetCount; ++i) {
    const Asset& a = kAssets[i];
    auto handler = [&a](const httplib::Request&, httplib::Response& res) {
      res.set_content(a.data, a.size, mimeOf(a.path));
      res.set_header("Cache-Control", "no-cache");
    };
    svr.Get(a.path, handler);
    if (std::string(a.path) == "/index.html") svr.Get("/", handler);
  }
  const std::string genres1 = genresJson(genres), info = infoJson(genres);
  svr.Get("/api/genres", [&](const httplib::Request&, httplib::Response& res) {
    res.set_content(genres1, "application/json");
  });
  svr.Get("/api/info", [&](const httplib::Request&, httplib::Response& res) {
    res.set_content(info, "application/json");
  });

  auto answer = [&](const httplib::Request& req, httplib::Response& res, const std::string& body) {
    Reply r;
    if (body.size() > so.maxBody) {
      r = errorReply(413, "request body larger than " + std::to_string(so.maxBody) + " bytes");
    } else if (!slots.acquire(so.queueWait)) {
      r = errorReply(503, "the server is busy: " + std::to_string(so.solves) + " runs at once; try again");
      res.set_header("Retry-After", "1");
    } else {
      try {
        r = runCommand(genres, req.matches[1].str(), req.matches[2].str(), req.params, body, so);
      } catch (const std::exception& e) {
        r = errorReply(500, std::string("internal error: ") + e.what());
      }
      slots.release();
    }
    res.status = r.status;
    if (r.exitCode >= 0) res.set_header("X-Deduce-Exit", std::to_string(r.exitCode));
    res.set_content(r.body, r.contentType);
  };
  const std::string route = R"(/api/([a-z]+)/([a-z0-9]+))";
  // The body is read here rather than by the library, so that a form-encoded body (curl's
  // default content type) is taken as puzzle text too, never parsed as parameters.
  svr.Post(route, [&](const httplib::Request& req, httplib::Response& res, const httplib::ContentReader& reader) {
    std::string body;
    bool tooLarge = false;
    const std::string announced = req.get_header_value("Content-Length");
    if (!announced.empty() && (announced.size() > 18 || announced.find_first_not_of("0123456789") != std::string::npos ||
                               std::stoull(announced) > so.maxBody)) {
      tooLarge = true;
    } else {
      const bool read = reader([&](const char* data, size_t n) {
        if (body.size() + n > so.maxBody) {
          tooLarge = true;
          return false;
        }
        body.append(data, n);
        return true;
      });
      tooLarge |= !read;
    }
    if (tooLarge) {
      Reply r = errorReply(413, "request body larger than " + std::to_string(so.maxBody) + " bytes");
      res.status = r.status;
      res.set_header("Connection", "close");
      res.set_content(r.body, r.contentType);
      return;
    }
    answer(req, res, body);
  });
  svr.Get(route, [&](const httplib::Request& req, httplib::Response& res) { answer(req, res, ""); });
  // Requests from other web sites: a page elsewhere that the user's browser shows may send
  // requests to this server (its Origin is then another site's), or reach it under a name of its
  // own that resolves to this machine (DNS rebinding: a Host that is not this server's). Both are
  // refused, so that only the page served here and non-browser clients use the API.
  const bool loopback = so.host == "127.0.0.1" || so.host == "localhost" || so.host == "::1";
  svr.set_pre_routing_handler([loopback](const httplib::Request& req, httplib::Response& res) {
    const std::string host = req.get_header_value("Host");
    const std::string name = host.substr(0, host[0] == '[' ? host.find(']') + 1 : host.rfind(':'));
    const std::string origin = req.get_header_value("Origin");
    const bool badHost = loopback && name != "127.0.0.1" && name != "localhost" && name != "[::1]";
    if (!badHost && (origin.empty() || origin == "http://" + host)) return httplib::Server::HandlerResponse::Unhandled;
    res.status = 403;
    res.set_content(errorJson(badHost ? "Host " + host + " is not this server's" : "requests from " + origin +
                                                                                        " are not served")
                            .dump() +
                        "\n",
                    "application/x-ndjson");
    return httplib::Server::HandlerResponse::Handled;
  });
  // Errors the library answers itself (404 of an unknown page, 413 of an announced oversized
  // body) get a JSON message too.
  svr.set_error_handler([](const httplib::Request&, httplib::Response& res) {
    if (!res.body.empty()) return;
    const std::string msg = res.status == 413 ? "request body too large" : res.status == 404 ? "not found" : "error";
    res.set_content(errorJson(msg).dump() + "\n", "application/x-ndjson");
  });
  svr.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
    res.status = 500;
    res.set_content(errorJson("internal error").dump() + "\n", "application/x-ndjson");
  });

  // A client that closes its connection early must not end the server (SIGPIPE on write).
  std::signal(SIGPIPE, SIG_IGN);
  std::signal(SIGTERM, onStopSignal);
  int port = so.port;
  if (port == 0) {
    port = svr.bind_to_any_port(so.host);
    if (port < 0) port = 0;
  } else if (!svr.bind_to_port(so.host, port)) {
    port = 0;
  }
  if (port == 0) {
    std::cerr << "deduce: cannot listen on " << so.host << ":" << so.port << '\n';
    return 2;
  }
  std::cerr << "listening on http://" << so.host << ":" << port << "/" << std::endl;
  std::atomic<bool> ended{false};
  std::thread listener([&] {
    svr.listen_after_bind();
    ended.store(true);
  });
  // Ctrl-C and SIGTERM set cp::g_stopRequested (which also stops the running searches); the
  // server then stops accepting, finishes the requests in flight and joins its threads.
  while (!cp::g_stopRequested.load() && !ended.load()) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  svr.stop();
  listener.join();
  std::cerr << "deduce serve: stopped" << std::endl;
  return 0;
}

}  // namespace deduce::web
