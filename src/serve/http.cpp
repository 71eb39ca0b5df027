// `deduce serve`: the HTTP server over the in-process API of src/web/ (web::runCommand), with
// cpp-httplib. It is its own program, deduce-serve, which `deduce serve` runs: cpp-httplib's
// shared library and the OpenSSL it loads cost every process about 10M instructions of dynamic
// symbol lookup at start-up (callgrind on `deduce --version`), and only the server needs them.
#include "serve/http.h"

#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <iostream>
#include <mutex>
#include <sstream>
#include <thread>

#include "cp/search.h"
#include "util/options.h"
#include "web/assets.h"
#include "web/server.h"

namespace deduce::web {
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
  // Ctrl-C and SIGTERM stop the server (and the searches running), from the start
  std::signal(SIGTERM, onStopSignal);
  std::signal(SIGINT, onStopSignal);
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
    res.set_content(errorReply(403, badHost ? "Host " + host + " is not this server's"
                                            : "requests from " + origin + " are not served")
                        .body,
                    "application/x-ndjson");
    return httplib::Server::HandlerResponse::Handled;
  });
  // Errors the library answers itself (404 of an unknown page, 413 of an announced oversized
  // body, 400 of a method it does not route) get a JSON message too; other methods than GET,
  // HEAD and POST are 405.
  svr.set_error_handler([](const httplib::Request& req, httplib::Response& res) {
    if (!res.body.empty()) return;
    std::string msg = res.status == 413 ? "request body too large" : res.status == 404 ? "not found" : "bad request";
    if (req.method != "GET" && req.method != "HEAD" && req.method != "POST") {
      res.status = 405;
      res.set_header("Allow", "GET, HEAD, POST");
      msg = "method " + req.method + " is not served (GET, HEAD and POST are)";
    }
    res.set_content(errorReply(res.status, msg).body, "application/x-ndjson");
  });
  svr.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
    res.status = 500;
    res.set_content(errorReply(500, "internal error").body, "application/x-ndjson");
  });

  // A client that closes its connection early must not end the server (SIGPIPE on write).
  std::signal(SIGPIPE, SIG_IGN);
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
