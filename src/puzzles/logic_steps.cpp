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

}  // namespace

void noteStatus(RunContext& ctx, const Outcome& o) {
  if (o.status == "invalid") ctx.note(Status::Unsolvable);
  if (o.status == "limit") ctx.note(Status::Limit);
}

std::vector<std::string> wrap(const std::string& text, size_t lineChars, size_t maxLines) {
  std::vector<std::string> lines;
  std::string cur;
  size_t i = 0;
  while (i < text.size()) {
    size_t j = text.find(' ', i);
    if (j == std::string::npos) j = text.size();
    const std::string word = text.substr(i, j - i);
    if (!cur.empty() && cur.size() + 1 + word.size() > lineChars) {
      lines.push_back(cur);
      cur.clear();
    }
    cur += (cur.empty() ? "" : " ") + word;
    i = j + 1;
  }
  if (!cur.empty()) lines.push_back(cur);
  if (lines.size() > maxLines) {
    lines.resize(maxLines);
    if (!lines.empty()) lines.back() += " ...";
  }
  return lines;
}

void printExplain(RunContext& ctx, const Outcome& o, const std::string& file, int line) {
  noteStatus(ctx, o);
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
  noteStatus(ctx, o);
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

namespace panels {

std::vector<std::string> stepCaption(size_t k, const std::string& sentence) {
  return wrap(std::to_string(k + 1) + ". " + sentence, kCaptionChars, kCaptionLines);
}

std::vector<std::string> endCaption(const std::string& status, size_t steps, size_t drawn, const std::string& detail) {
  std::string end = status;
  if (steps > drawn) end = std::to_string(steps - drawn) + " more steps, then " + end;
  return wrap(end + detail, kCaptionChars, kCaptionLines);
}

void drawCaption(svg::Document& doc, double x, double y, const std::vector<std::string>& lines) {
  for (size_t i = 0; i < lines.size(); ++i)
    doc.text(x, y + 14 + i * kLineHeight, lines[i], {{"font-size", "11"}, {"fill", svg::colour::ink}});
}

}  // namespace panels

double timeLimit(const RunContext& ctx) { return ctx.opt.getDouble("time-limit", 0); }
size_t stepLimit(const RunContext& ctx) { return static_cast<size_t>(ctx.opt.getInt("node-limit", 0, 0)); }

}  // namespace deduce::logicsteps
