// Text and JSON output of the hashi and battleship logic solvers (logic_steps.h).
#include "puzzles/logic_steps.h"

#include "app/driver.h"

namespace deduce::logicsteps {
namespace {

json::Value stepJson(const Step& s, const std::string& file, int line) {
  json::Value j = app::recordJson(nullptr, file, line);
  j.set("technique", s.technique);
  j.set("placements", s.placements);
  j.set("eliminations", s.eliminations);
  j.set("text", s.text);
  return j;
}

void note(RunContext& ctx, const Outcome& o) {
  if (o.status == "invalid") ctx.note(Status::Unsolvable);
  if (o.status == "limit") ctx.note(Status::Limit);
}

}  // namespace

void printExplain(RunContext& ctx, const Outcome& o, const std::string& file, int line) {
  note(ctx, o);
  if (ctx.json()) {
    for (const Step& s : o.steps) app::emitLine(ctx, stepJson(s, file, line));
    json::Value j = app::recordJson(o.status.c_str(), file, line);
    j.set("steps", static_cast<int64_t>(o.steps.size()));
    if (!o.message.empty()) j.set("message", o.message);
    for (const auto& [k, v] : o.fields.asObject()) j.set(k, v);
    app::emitLine(ctx, j);
    return;
  }
  for (const Step& s : o.steps) ctx.out << s.text << '\n';
  ctx.out << o.status;
  if (!o.message.empty()) ctx.out << ": " << o.message;
  ctx.out << '\n';
  if (o.status != "solved") ctx.out << o.picture;
  ctx.out << '\n';
}

void printHint(RunContext& ctx, const Outcome& o, const std::string& file, int line) {
  const std::string why = o.status == "solved" ? "the puzzle is solved"
                          : !o.message.empty() ? o.message
                                               : "no technique applies";
  if (ctx.json()) {
    if (!o.steps.empty()) {
      app::emitLine(ctx, stepJson(o.steps.front(), file, line));
    } else {
      json::Value j = app::recordJson("none", file, line);
      j.set("message", why);
      app::emitLine(ctx, j);
    }
    return;
  }
  ctx.out << (o.steps.empty() ? "no hint: " + why : o.steps.front().text) << '\n';
}

void printRate(RunContext& ctx, const Outcome& o, const std::string& file, int line) {
  note(ctx, o);
  const Step* hardest = nullptr;
  for (const Step& s : o.steps)
    if (!hardest || s.rating > hardest->rating) hardest = &s;
  const double rating = hardest ? hardest->rating : 0.0;
  if (ctx.json()) {
    json::Value j = app::recordJson(o.status.c_str(), file, line);
    j.set("rating", rating);
    j.set("hardest", hardest ? json::Value(hardest->technique) : json::Value());
    j.set("steps", static_cast<int64_t>(o.steps.size()));
    if (!o.message.empty()) j.set("message", o.message);
    app::emitLine(ctx, j);
    return;
  }
  ctx.out << rating << ' ' << (hardest ? hardest->technique : "-") << ' ' << o.status << '\n';
}

double timeLimit(const RunContext& ctx) { return ctx.opt.getDouble("time-limit", 0); }
size_t stepLimit(const RunContext& ctx) { return static_cast<size_t>(ctx.opt.getInt("node-limit", 0, 0)); }

}  // namespace deduce::logicsteps
