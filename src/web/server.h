// `deduce serve`: a local web page and a JSON API over the genres (docs/web.md).
//
// The API mirrors the command line: `POST /api/<command>/<genre>?option=value...` with the puzzle
// text as the body runs the genre exactly as `deduce <command> <genre> --option=value... --json -`
// with that text on standard input, through the same batch driver (the body is handed over as an
// in-memory standard input, RunContext::input), and answers the JSON lines the command prints.
//
// Safety: the server binds to 127.0.0.1 unless told otherwise; the body is capped (413); every
// run gets a time limit (the server's cap; a client may ask for less, never more); at most
// `solves` runs at once (others wait up to `queueWait`, then 503); an answer is capped (507);
// options that would touch the file system or spread over threads are refused (400); requests
// read no files. A malformed puzzle gets 400 with the records the CLI prints (each with
// `line` and `col`).
//
// Shared state of the solve path, audited for concurrent runs: the genres' parts are built once
// and only read; the kernel's caches are thread_local or behind a mutex (sudoku's logic
// geometry); cp::g_stopRequested is the process's Ctrl-C flag and is never used per request (a
// request's limit is its --time-limit); Ctrl-C sets it, which stops every running search, and
// the server then closes.
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "puzzles/genre.h"

namespace deduce::web {

struct ServeOptions {
  std::string host = "127.0.0.1";
  int port = 8080;  // 0: any free port (the bound one is printed)
  double timeLimit = 5;              // seconds: the default and the cap of every run
  int solves = 2;                    // runs at once
  double queueWait = 10;             // seconds a request waits for a free run before 503
  size_t maxBody = size_t{1} << 20;  // bytes of request body (413 beyond)
  size_t maxOutput = size_t{8} << 20;  // bytes of answer (507 beyond)
  int threads = 16;                  // connections served at once (the HTTP thread pool)
  int maxNumber = 10;                // generate --number cap
};

// One API answer.
struct Reply {
  int status = 200;
  std::string contentType = "application/x-ndjson";
  std::string body;
  int exitCode = 0;  // the CLI's exit status for the same run (-1: the run did not start)
};

// Runs `deduce <command> <genre>` with options from the query parameters and `body` as standard
// input, as the API does (without the HTTP and the cap on concurrent runs).
Reply runCommand(const std::vector<std::unique_ptr<Genre>>& genres, const std::string& command,
                 const std::string& genre, const std::multimap<std::string, std::string>& params,
                 const std::string& body, const ServeOptions& so);

// GET /api/genres: ["queens", ...]; GET /api/info: each genre's summary, engines, commands and
// options.
std::string genresJson(const std::vector<std::unique_ptr<Genre>>& genres);
std::string infoJson(const std::vector<std::unique_ptr<Genre>>& genres);

// An error answer: {"status":"error","message":...} with the HTTP status, the run not started.
Reply errorReply(int status, const std::string& message);

}  // namespace deduce::web
