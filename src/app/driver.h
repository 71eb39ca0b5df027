// The batch driver: the one loop every genre and engine runs through.
//
//   read a source -> split it into puzzle records (each with its file and line)
//   -> the genre parses a record into an instance -> the chosen engine solves
//   it, handing every solution back -> the genre's independent checker judges
//   each one -> the driver decides the status
//   -> the genre renders the answer (text or JSON) -> the driver prints it,
//   flushes it when the output is a pipe or terminal, and folds the status into
//   the exit code.
//
// A genre supplies parts (app::Parts: read, check, render, its engines), not a
// loop. An engine is one function: instance + request + solution callback ->
// report. Adding a back end to a genre is one solve function and one line in
// the genre's engine list.
//
// What the driver owns, identically for every genre and engine: --all (each
// solution streamed as it is found), --max-solutions K, --count, the limits
// (--time-limit, --node-limit,
// --fail-limit), Ctrl-C (the batch stops after the current puzzle, which
// reports what it found),
// --stats, --json (one object per record with "file" and "line"), error records
// in place of the answer of a malformed puzzle, and the exit status.
#pragma once

#include <algorithm>
#include <cstring>
#include <functional>
#include <iostream>
#include <map>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "app/answer.h"
#include "puzzles/genre.h"

namespace deduce::app {

// ---- the engine side ----

// What the driver asks of an engine for one puzzle.
struct Request {
  Command cmd = Command::Solve;
  cp::Limits limits;  // time, nodes, failures; limits.solutions = K (0 = all)
  Strategy strategy;  // the constraint-programming knobs (other paradigms ignore
                      // them)
  bool trace = false;
  int threads = 1;               // --threads (0: every core); engines that split the search honour it
  bool progress = false;         // show the progress line (app/progress.h: count or --all, stderr a terminal)
  const Options* opt = nullptr;  // the command line, for engine- and genre-specific options
};

// What an engine reports for one puzzle (the solutions themselves went to the
// callback).
struct Report {
  cp::SearchStatus status = cp::SearchStatus::Complete;
  // Counters every engine maps its own onto (nodes, backtracks, propagations,
  // solutions, time).
  cp::Stats stats;
  // The engine's own statistics where they say more than `stats` (DLX link
  // updates, SAT conflicts, the LP bound): printed instead of statsJson(stats)
  // / statsText(stats) when set.
  std::function<json::Value()> statsJson;
  std::function<std::string()> statsText;
  // Facts about the model the engine built ("islands": 12, "hdc_fixings": 7),
  // put into the JSON record before the answer; `info` is an object or null.
  // `infoText` is appended to the stats line.
  json::Value info;
  std::string infoText;
  std::string trace;  // --trace output, printed before the answer (to stderr
                      // with --json)
};

template <class Sol>
using SolutionFn = std::function<bool(const Sol&)>;  // false: stop

template <class Inst, class Sol>
struct Engine {
  std::string name;
  std::function<Report(const Inst&, const Request&, const SolutionFn<Sol>&)> solve;
  // The engine-scoped options (engineScopedOptions()) this engine honours; any other one given
  // with this engine is refused with a message instead of being ignored.
  std::vector<std::string> options = {};
  // Common options this engine cannot honour (refused with a message when given).
  std::vector<std::string> refuses = {};
};

// Options that only some engines honour: search strategy (cp), traces (dlx, ps12), item choice
// (dlx).
const std::vector<std::string>& engineScopedOptions();
// What a CP engine over a model honours: the strategy knobs, and with alldifferent constraints in
// the model, --alldiff.
const std::vector<std::string>& cpSearchOptions();
const std::vector<std::string>& cpAlldiffOptions();

// ---- the genre side ----

// One puzzle read from a source: where it starts and either the instance or why
// it is not one.
template <class Inst>
struct Item {
  std::string file;
  int line = 0;
  std::optional<Inst> inst;
  std::optional<InputError> error;
};

template <class Inst>
using ItemFn = std::function<void(Item<Inst>&&)>;

// What one line of a source is to a genre's line reader (Parts::lineReader).
enum class LineKind {
  Record,   // a whole, well-formed record by itself whatever surrounds it: read into the item
  Nothing,  // holds no record and joins nothing (a blank or comment line)
  Other,    // anything else: left to Parts::read together with its neighbours
};
// Reads one line (without its line end) in place into `item` (the instance only; the driver sets
// file and line), reusing the buffers the item holds from the line before.
template <class Inst>
using LineReader = std::function<LineKind(std::string_view line, Item<Inst>& item)>;

template <class Inst, class Sol>
struct Parts {
  // Checks the genre's options before anything is read (throws UsageError).
  std::function<void(const Options&)> prepare;
  // Reads one source into items, in input order, calling `emit` for each. An
  // InputError thrown here is reported as one error record and ends that
  // source.
  std::function<void(const Source&, const Options&, const ItemFn<Inst>&)> read;
  // For instances given by options (--n): the instance, and then no files are
  // read; nullopt when the options name no instance (files or stdin are read).
  std::function<std::optional<Inst>(const Options&)> fromOptions;
  // Whether one line is a whole record by itself in any input (a one-line Sudoku of more cells
  // than any grid row has): a stream of such lines on stdin is answered line by line as it
  // arrives. Unset: a stream is read to its end first.
  std::function<bool(const std::string&)> standsAlone;
  // The fast path of sources of one-line records (81-character Sudoku): for the batch's options,
  // a reader of single lines, or an empty function when these options leave every line to `read`.
  // Unset: every source goes to `read`. Lines it reads as records must be read exactly as `read`
  // would read them (the same instance), and must not depend on their neighbours; the lines
  // between them go to `read` as they stand, each run of them as a part of the source.
  std::function<LineReader<Inst>(const Options&)> lineReader;
  // The independent checker: "" when the solution obeys the rules, else what is
  // wrong.
  std::function<std::string(const Inst&, const Sol&)> check;
  // One solution as text, ending with a newline.
  std::function<std::string(const Inst&, const Sol&)> render;
  // Text output of the (first) solution of a record when it is not just
  // render() followed by "multiple solutions" (the grid genres put that remark
  // on the solution's line).
  std::function<void(std::ostream&, const Inst&, const Sol&, bool multiple)> printAnswer;
  // JSON: the instance's fields (after status, file and line) and a solution's
  // What the text says when there is no solution.
  std::string noSolution = "no solution";
  // Remarks on a record's answer that depend on its status, as JSON fields after the solution
  // (zebra: the answers to the puzzle's questions, the attributes its clues leave open).
  std::function<void(json::Value&, const Inst&, const Sol&, Status)> jsonRemarks;
  // fields.
  std::function<void(json::Value&, const Inst&)> jsonHead;
  std::function<void(json::Value&, const Inst&, const Sol&)> jsonSolution;
  // The engine used without --engine (unset: the first of `engines`).
  std::function<std::string(const Options&)> defaultEngine;
  // The values --format takes (json is --json).
  std::vector<std::string> formats = {"text", "json"};
  // Text output: a blank line between the answers of consecutive records.
  bool blankLineBetween = false;
  // Whether an instance is an optimisation problem: then every solution an engine hands back
  // improves on the one before, the last is the answer, and a run stopped by a limit is "limit"
  // even with a solution. Unset: never.
  // Whether `deduce count` applies (an optimisation genre counts nothing).
  bool countable = true;
  std::function<bool(const Inst&)> optimizes;
  // The picture of a record as an SVG document (src/render/svg.h): the puzzle with its givens and,
  // when `sol` is not null, the solution. Set: --format svg (beside `formats`) on solve, and
  // `deduce render`.
  std::function<std::string(const Inst&, const Sol*)> svg;
  // Per-record commands that draw their answer with --format svg (explain, each step): the
  // document and the status the command ends with ("solved", "stuck", ...).
  std::map<Command, std::function<std::pair<std::string, std::string>(RunContext&, const Inst&)>> svgCommands;
  // `deduce generate <genre>`: writes puzzles in the genre's input format. Unset: not offered.
  std::function<void(RunContext&)> generate;
  // `deduce estimate <genre>` (and --estimate K before solving): a Monte Carlo estimate of the
  // search tree of one instance. Unset: not offered.
  std::function<void(RunContext&, const Inst&)> estimate;
  // Commands answered per record by the genre itself rather than by an engine (sudoku: explain,
  // hint, rate, candidates): given the record's instance and where it starts.
  std::map<Command, std::function<void(RunContext&, const Inst&, const std::string& file, int line)>> commands;
  // `deduce check <genre>`: reads a claimed answer (text or JSON) back into a solution
  // (app/answer.h). Unset: not offered.
  AnswerReader<Inst, Sol> answer;
  // `deduce export`: writes the mip or sat model of the input's puzzles (app/export.h,
  // app::exportCommand). Unset: not offered.
  std::function<void(RunContext&, const Parts&)> exportCommand;
  // The default strategy of the CP engine (--strategy/--var/--val override it).
  Strategy strategy;
  std::vector<Engine<Inst, Sol>> engines;  // the first is the default
};

// ---- the parts of the loop that do not depend on the genre's types
// (driver.cpp) ----

// Status of a finished run: counting (limit -> lower bound), optimising, or
// looking for K.
Status decideStatus(Command cmd, cp::SearchStatus ss, uint64_t found, uint64_t wanted, bool optimizing);
// The request for one puzzle from the command line.
Request requestFrom(const RunContext& ctx, const Strategy& defaults);
// Prints a record that could not be read: `file:line:col: message` on stderr,
// and in its place in the output a line `error: ...` or a JSON object
// {"status":"error","file","line","col","message"}.
void printError(RunContext& ctx, const InputError& e);
// A JSON record's head: "status" (when given), then "file" and "line" where the record starts
// (none for instances given by options, which have no file).
json::Value recordJson(const char* status, const std::string& file, int line);
// Where the pictures of --format svg and `deduce render` go: with --output DIR one file per record,
// DIR/000001.svg, ... numbered by the record's place in the batch (error records keep their
// number, so the files sort in input order), and a line "PATH STATUS" on the output per file;
// else the documents one after another on the output. Each starts with a comment naming the
// record, its status and, with --stats, the statistics.
class Pictures {
 public:
  // Checks the options (--output needs --format svg or render; svg draws one answer per puzzle:
  // no --all, --count or --json); creates DIR. Throws UsageError.
  // `commandDraws`: the command is one of the genre's svgCommands.
  Pictures(RunContext& ctx, bool commandDraws);
  bool on() const { return on_; }
  void write(std::string svg, uint64_t record, const std::string& file, int line, const char* status,
             const std::string& stats);

 private:
  RunContext& ctx_;
  bool on_ = false;
  std::string dir_;
  uint64_t written_ = 0;
};

// Prints one JSON object and ends the line; flushes when the output is
// interactive or a pipe.
void emitLine(RunContext& ctx, const json::Value& j);
// Flushes the output after a record when it goes to a terminal or a pipe (a
// reader is waiting).
void endRecord(RunContext& ctx);
// The files of the command line, or stdin ("-") when none.
std::vector<std::string> inputsOf(const Options& opt);
// Reads a source; a failure (no such file, a directory, too large) is reported
// as an error record and yields nullopt.
std::optional<Source> openSource(RunContext& ctx, const std::string& path);

// ---- the loop ----

template <class Inst, class Sol>
class Batch {
 public:
  Batch(RunContext& ctx, const Parts<Inst, Sol>& parts) : ctx_(ctx), parts_(parts), pictures_(ctx, parts.svgCommands.count(ctx.cmd) > 0) {
    const std::string name =
        ctx.opt.get("engine", parts.defaultEngine ? parts.defaultEngine(ctx.opt) : parts.engines.front().name);
    for (const auto& e : parts.engines)
      if (e.name == name) engine_ = &e;
    if (!engine_) throw UsageError("no engine '" + name + "' for this genre (see 'deduce genres')");
    for (const std::string& o : engine_->refuses)
      if (ctx.opt.has(o)) throw UsageError("--" + o + " is not supported by engine " + engine_->name);
    for (const std::string& o : engineScopedOptions())
      if (ctx.opt.has(o) && std::find(engine_->options.begin(), engine_->options.end(), o) == engine_->options.end())
        throw UsageError("--" + o + " does not apply to engine " + engine_->name + " (see --help)");
    if (ctx.opt.has("format") && !(parts.svg && ctx.opt.get("format") == "svg") &&
        std::find(parts.formats.begin(), parts.formats.end(), ctx.opt.get("format")) == parts.formats.end()) {
      std::string list;
      for (const auto& f : parts.formats) list += (list.empty() ? "" : "|") + f;
      if (parts.svg) list += "|svg";
      throw UsageError("--format must be " + list + ", got '" + ctx.opt.get("format") + "'");
    }
    if (parts.prepare) parts.prepare(ctx.opt);
    req_ = requestFrom(ctx, parts.strategy);
    counting_ = ctx.cmd == Command::Count;
    streamAll_ = ctx.cmd == Command::Solve && ctx.opt.has("all");
    json_ = ctx.json();
    stats_ = ctx.stats();
    estimate_ = parts.estimate && (ctx.cmd == Command::Estimate || ctx.opt.has("estimate"));
    if (parts.lineReader) lineReader_ = parts.lineReader(ctx.opt);
    // One callback for the whole batch, on the record in hand (cur_): no closure is built per
    // puzzle, and it fits std::function's own buffer.
    onSolution_ = [this](const Sol& sol) { return takeSolution(sol); };
  }

  // Every record of every input, in order.
  void run() {
    if (parts_.fromOptions) {
      if (std::optional<Inst> inst = parts_.fromOptions(ctx_.opt)) {
        if (!ctx_.opt.positional().empty()) throw UsageError("no input files with an instance given by options");
        Item<Inst> item;
        item.inst = std::move(inst);
        ++items_;
        solveOne(item);
        return;
      }
    }
    for (const std::string& path : inputsOf(ctx_.opt)) {
      if (cp::g_stopRequested.load() || !ctx_.out) return;  // interrupted, or the output failed
      if (path == "-" && !ctx_.input && parts_.standsAlone && stdinIsStream()) {
        try {
          readStream(std::cin, "<stdin>", parts_.standsAlone, [&](Source&& part) { readAll(part); });
        } catch (const InputError& e) {
          printError(ctx_, e);
        }
        continue;
      }
      std::optional<Source> src = openSource(ctx_, path);
      if (src) readAll(*src);
    }
  }

 private:
  // Every record of one source (or one part of a stream), answered in order.
  //
  // With a line reader (Parts::lineReader) the source is walked line by line in place: a line
  // the reader takes as a record is read into the one reused item (fastItem_) and answered at
  // once; runs of the other lines go to Parts::read as parts of the source (each a Source with
  // its first line's number, so positions are unchanged), before the record that follows them.
  // Nothing is allocated per record on that path: no line is copied, the item's instance keeps
  // its buffers, and the solution kept for the answer is assigned into first_.
  void readAll(const Source& src) {
    if (cp::g_stopRequested.load() || !ctx_.out) return;
    // an empty source (nothing but blanks) holds no record, in every genre
    if (src.text.find_first_not_of(" \t\n\r\f\v") == std::string::npos) return;
    if (!lineReader_) return readPart(src);
    fastItem_.file = src.name;
    const std::string& t = src.text;
    const char* const begin = t.data();
    const char* const end = begin + t.size();
    const char* part = nullptr;  // where the run of lines left to Parts::read starts
    int partLine = 0;
    auto flushPart = [&](const char* upTo) {
      if (!part) return;
      if (part == begin && upTo == end) {
        readPart(src);
      } else {
        Source s{src.name, std::string(part, upTo), partLine};
        readPart(s);
      }
      part = nullptr;
    };
    int no = src.firstLine;
    for (const char* p = begin; p < end; ++no) {
      // a line ends with "\n", "\r\n" or a lone "\r" (util/input.cpp allLines)
      const char* nl = static_cast<const char*>(std::memchr(p, '\n', static_cast<size_t>(end - p)));
      if (!nl) nl = end;
      const char* cr = static_cast<const char*>(std::memchr(p, '\r', static_cast<size_t>(nl - p)));
      const char* lineEnd = cr ? cr : nl;
      const char* next = cr ? (cr + 1 < end && cr[1] == '\n' ? cr + 2 : cr + 1) : nl + (nl < end);
      const LineKind kind = lineReader_(std::string_view(p, static_cast<size_t>(lineEnd - p)), fastItem_);
      if (kind == LineKind::Record) {
        flushPart(p);
        if (cp::g_stopRequested.load() || !ctx_.out) return;
        fastItem_.line = no;
        ++items_;
        solveOne(fastItem_);
      } else if (kind == LineKind::Other && !part) {
        part = p;
        partLine = no;
      }
      p = next;
    }
    flushPart(end);
  }

  // The records of a source (or part of one) as Parts::read reads them.
  void readPart(const Source& src) {
    if (cp::g_stopRequested.load() || !ctx_.out) return;
    try {
      parts_.read(src, ctx_.opt, [&](Item<Inst>&& item) {
        if (cp::g_stopRequested.load() || !ctx_.out) return;
        ++items_;
        if (item.error)
          printError(ctx_, *item.error);
        else
          solveOne(item);
      });
    } catch (const InputError& e) {
      printError(ctx_, e);
    }
  }

  // A solution of the record in hand: checked, kept when it is the answer, streamed with --all.
  bool takeSolution(const Sol& sol) {
    if (bad_.empty()) bad_ = parts_.check(*curInst_, sol);
    if (!bad_.empty()) return false;
    if (optimizing_ || !haveFirst_) {  // optimising: each solution improves on the last
      if (first_)
        *first_ = sol;  // assigned into the buffers of the record before
      else
        first_.emplace(sol);
      haveFirst_ = true;
    }
    if (streamAll_) streamSolution(*cur_, *curInst_, sol, streamed_++);
    return true;
  }

  // Runs `f`, an engine or a command on a well-formed record. One that cannot take it (no model
  // of it can be built, a size the command does not handle) throws InputError, or
  // std::invalid_argument from code that knows no file or line: that is the record's error
  // record, and the batch goes on. False when it threw.
  template <class F>
  bool inPlace(const Item<Inst>& item, F&& f) {
    try {
      f();
      return true;
    } catch (const InputError& e) {
      printError(ctx_, e);
    } catch (const std::invalid_argument& e) {
      printError(ctx_, InputError(item.file, item.line, item.line > 0 ? 1 : 0, e.what()));
    }
    return false;
  }

  void solveOne(const Item<Inst>& item) {
    const Inst& inst = *item.inst;
    if (ctx_.cmd == Command::Render) return pictures_.write(parts_.svg(inst, nullptr), items_, item.file, item.line, "puzzle", "");
    if (estimate_) {
      parts_.estimate(ctx_, inst);
      endRecord(ctx_);
      if (ctx_.cmd == Command::Estimate) return;
    }
    if (auto d = parts_.svgCommands.find(ctx_.cmd); d != parts_.svgCommands.end() && pictures_.on()) {
      std::string svg, status;
      if (inPlace(item, [&] { std::tie(svg, status) = d->second(ctx_, inst); }))
        pictures_.write(std::move(svg), items_, item.file, item.line, status.c_str(), "");
      return;
    }
    if (auto c = parts_.commands.find(ctx_.cmd); c != parts_.commands.end()) {
      if (inPlace(item, [&] { c->second(ctx_, inst, item.file, item.line); })) endRecord(ctx_);
      return;
    }
    optimizing_ = parts_.optimizes && parts_.optimizes(inst);
    cur_ = &item;
    curInst_ = &inst;
    haveFirst_ = false;
    bad_.clear();
    streamed_ = 0;
    Report rep;
    if (!inPlace(item, [&] { rep = engine_->solve(inst, req_, onSolution_); })) return;
    if (!bad_.empty()) {
      // The engine produced an answer that breaks the rules: a bug in a model,
      // never the input's fault. Reported in place, exit status 2.
      InputError e(item.file, item.line, 0, "internal error: the checker rejected a solution: " + bad_);
      printError(ctx_, e);
      return;
    }
    const Sol* first = haveFirst_ ? &*first_ : nullptr;
    uint64_t found = rep.stats.solutions;
    Status status = decideStatus(ctx_.cmd, rep.status, found, req_.limits.solutions, optimizing_);
    ctx_.note(status);
    if (!rep.trace.empty()) (json_ || pictures_.on() ? ctx_.err : ctx_.out) << rep.trace;
    if (pictures_.on())
      pictures_.write(parts_.svg(inst, first), items_, item.file, item.line, toString(status),
                      stats_ ? (rep.statsText ? rep.statsText() : statsText(rep.stats)) + rep.infoText : "");
    else if (json_)
      printJson(item, inst, rep, status, first);
    else
      printText(inst, rep, status, first);
    endRecord(ctx_);
  }

  void streamSolution(const Item<Inst>& item, const Inst& inst, const Sol& sol, uint64_t index) {
    if (json_) {
      json::Value j = recordJson(nullptr, item.file, item.line);
      j.set("index", index);
      parts_.jsonSolution(j, inst, sol);
      emitLine(ctx_, j);
    } else {
      if (parts_.printAnswer)
        parts_.printAnswer(ctx_.out, inst, sol, false);
      else {
        // solutions drawn on several lines are separated by a blank line
        const std::string text = parts_.render(inst, sol);
        if (index && std::count(text.begin(), text.end(), '\n') > 1) ctx_.out << '\n';
        ctx_.out << text;
      }
      endRecord(ctx_);
    }
  }

  void printJson(const Item<Inst>& item, const Inst& inst, const Report& rep, Status status, const Sol* first) {
    json::Value j = recordJson(toString(status), item.file, item.line);
    if (parts_.jsonHead) parts_.jsonHead(j, inst);
    if (counting_) j.set("count", rep.stats.solutions);
    if (rep.info.isObject())
      for (const auto& [k, v] : rep.info.asObject()) j.set(k, v);
    if (!counting_ && !streamAll_ && first) parts_.jsonSolution(j, inst, *first);
    if (!counting_ && first && parts_.jsonRemarks) parts_.jsonRemarks(j, inst, *first, status);
    j.set("stats", rep.statsJson ? rep.statsJson() : statsJson(rep.stats));
    emitLine(ctx_, j);
  }

  void printText(const Inst& inst, const Report& rep, Status status, const Sol* first) {
    std::ostream& out = ctx_.out;
    if (parts_.blankLineBetween && records_++) out << '\n';
    if (counting_) {
      out << rep.stats.solutions << (status == Status::Limit ? " (limit reached: lower bound)" : "") << '\n';
    } else if (!streamAll_) {
      if (!first) {
        out << (status == Status::Limit ? "limit reached" : parts_.noSolution) << '\n';
      } else if (parts_.printAnswer) {
        parts_.printAnswer(out, inst, *first, status == Status::Multiple);
      } else {
        out << parts_.render(inst, *first);
        if (status == Status::Multiple) out << "multiple solutions\n";
      }
    }
    if (stats_)
      out << "stats: " << (rep.statsText ? rep.statsText() : statsText(rep.stats)) << rep.infoText << '\n';
  }

  RunContext& ctx_;
  const Parts<Inst, Sol>& parts_;
  const Engine<Inst, Sol>* engine_ = nullptr;
  Request req_;
  bool counting_ = false, streamAll_ = false;
  bool json_ = false, stats_ = false, estimate_ = false;  // the options asked per record, read once
  LineReader<Inst> lineReader_;
  Item<Inst> fastItem_;  // the record of the line reader, reused line after line
  // The record being solved and what its solutions left so far (takeSolution).
  SolutionFn<Sol> onSolution_;
  const Item<Inst>* cur_ = nullptr;
  const Inst* curInst_ = nullptr;
  bool optimizing_ = false, haveFirst_ = false;
  std::optional<Sol> first_;  // the answer; engaged once, then reassigned (its buffers kept)
  std::string bad_;           // what the checker said of a rejected solution
  uint64_t streamed_ = 0;
  uint64_t records_ = 0;
  Pictures pictures_;
  uint64_t items_ = 0;  // records read so far, error records included (the pictures' numbers)
};

// `deduce check`: the genre's checker on claimed answers (app/check.h).
template <class Inst, class Sol>
void runCheck(RunContext& ctx, const Parts<Inst, Sol>& parts);

template <class Inst, class Sol>
void runBatch(RunContext& ctx, const Parts<Inst, Sol>& parts) {
  Batch<Inst, Sol>(ctx, parts).run();
}

// A Genre (the registry's interface) made of parts: name, summary, options and
// help text, and the parts the driver runs.
template <class Inst, class Sol>
class PartsGenre : public Genre {
 public:
  struct Info {
    std::string name, summary, usage;
    std::vector<OptionSpec> options;
  };
  PartsGenre(Info info, Parts<Inst, Sol> parts) : info_(std::move(info)), parts_(std::move(parts)) {}
  std::string name() const override { return info_.name; }
  std::string summary() const override { return info_.summary; }
  std::vector<std::string> engines() const override {
    std::vector<std::string> e;
    for (const auto& x : parts_.engines) e.push_back(x.name);
    return e;
  }
  std::vector<OptionSpec> options() const override { return info_.options; }
  std::string usage() const override { return info_.usage; }
  bool supports(Command c) const override {
    return c == Command::Solve || (c == Command::Count && parts_.countable) ||
           (c == Command::Generate && parts_.generate) || (c == Command::Estimate && parts_.estimate) ||
           (c == Command::Render && parts_.svg) || (c == Command::Check && parts_.answer) ||
           (c == Command::Export && parts_.exportCommand) || parts_.commands.count(c);
  }
  void run(RunContext& ctx) override {
    if (ctx.cmd == Command::Generate) return parts_.generate(ctx);
    if (ctx.cmd == Command::Check) return runCheck(ctx, parts_);
    if (ctx.cmd == Command::Export) return parts_.exportCommand(ctx, parts_);
    runBatch(ctx, parts_);
  }

 private:
  Info info_;
  Parts<Inst, Sol> parts_;
};

}  // namespace deduce::app

#include "app/check.h"  // runCheck's definition (it uses Parts and the loop's helpers above)
