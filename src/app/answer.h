// Claimed answers for `deduce check`: the answers file (text or JSON Lines, as `deduce solve`
// prints them), split into one answer per puzzle record, and the parts a genre supplies to read
// one answer back into its solution type (AnswerReader, the `answer` field of app::Parts).
//
// Text answers are read by the genre with the instance in hand, so it knows how many lines its
// answer takes (a Hashi grid has the puzzle's rows, a Sudoku answer is one line or n rows);
// blank lines between records and `stats:` lines are skipped, and a line saying that there is no
// answer ("error: ...", "no solution ...", "limit reached") stands for a missing one. JSON
// answers are one object per line; the genre reads its solution field ("solution", "bridges",
// ...) from the parsed object. Errors carry the answer's file:line:col (InputError); a JSON
// reader throws AnswerError (no position: the record's line is added by the caller).
#pragma once

#include <functional>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "util/input.h"

namespace deduce::app {

// What is wrong with a JSON answer (its file and line are added by the check loop).
struct AnswerError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A text answer that its reader cannot judge within its budget (hashi: which bridges join
// touching islands, which a drawing does not show): neither valid nor invalid. Where: the
// answer's first line.
struct AnswerUndecided : std::runtime_error {
  AnswerUndecided(int line, int col, const std::string& msg) : std::runtime_error(msg), line(line), col(col) {}
  int line, col;
};

// The text answers, line by line.
class AnswerText {
 public:
  AnswerText(std::string file, std::vector<Line> lines) : file_(std::move(file)), lines_(std::move(lines)) {}
  // The next line that is not blank and not a `stats:` line (those are skipped); nullptr at the
  // end. peek() leaves it in place, next() consumes it (and throws at the end: `what` is missing).
  const Line* peek();
  const Line& next(const std::string& what);
  // The next line as it is, blank or not (drawings whose rows may be empty); throws at the end.
  const Line& nextRaw(const std::string& what);
  // Consumes the next line when it is exactly `text` (after trimming blanks); whether it was.
  bool skipIf(const std::string& text);
  // Drops the lines up to the next blank line (the rest of a malformed answer's block).
  void skipBlock();
  // An error at character i of `ln` (0-based; the column is i + 1).
  InputError at(const Line& ln, size_t i, const std::string& msg) const;
  const std::string& file() const { return file_; }
  // The line number of the next unread line (one past the last line at the end).
  int lineNumber() const;

 private:
  std::string file_;
  std::vector<Line> lines_;
  size_t pos_ = 0;
};

// The answers file of a check run.
class Answers {
 public:
  // format: "text", "json", or "" to decide by the first non-blank byte ('{' or '[': JSON).
  Answers(const Source& src, const std::string& format);
  ~Answers();
  bool isJson() const { return json_; }
  const std::string& file() const { return text_.file(); }
  AnswerText& text() { return text_; }

  // Text: when the next record says there is no answer, consumes it and returns what it says.
  std::optional<std::string> statedInText(const std::string& noSolution);
  // JSON: the next object (blank lines skipped) and its line; nullptr at the end. A line that is
  // not a JSON object throws InputError at the byte where parsing failed.
  const nlohmann::json* nextJson();
  int jsonLine() const { return jsonLine_; }
  // JSON: the object's "status" ("" when it has none).
  static std::string statusOf(const nlohmann::json& rec);
  // JSON: what an object with status error or unsolvable says in place of a solution.
  static std::string stated(const nlohmann::json& rec);
  // JSON: the puzzle line the object names ("line"), or 0.
  static int lineOf(const nlohmann::json& rec);
  // The first answer line left after the last puzzle (0: none).
  int leftOver();

 private:
  bool json_ = false;
  AnswerText text_;
  std::unique_ptr<nlohmann::json> cur_;
  int jsonLine_ = 0;
};

// Reading one record's claimed answer back into a genre's solution type.
template <class Inst, class Sol>
struct AnswerReader {
  std::function<Sol(const Inst&, AnswerText&)> text;
  std::function<Sol(const Inst&, const nlohmann::json&)> json;
  explicit operator bool() const { return text && json; }
};

// ---- helpers for the genres' JSON readers (each throws AnswerError naming what is wrong) ----

// rec[key], which must be there.
const nlohmann::json& member(const nlohmann::json& rec, const char* key);
// An array (of exactly `size` elements unless size < 0).
const nlohmann::json& arrayOf(const nlohmann::json& v, long size, const std::string& what);
// An integer in lo..hi.
long long integer(const nlohmann::json& v, long long lo, long long hi, const std::string& what);
std::string stringOf(const nlohmann::json& v, const std::string& what);

// ---- helpers for the genres' text readers ----

// The line's whitespace-separated tokens and the index of each one's first character.
std::vector<std::pair<std::string, size_t>> tokens(const std::string& s);
// A decimal integer in lo..hi at token `tok` of `ln` (InputError at its column otherwise).
long long integerAt(const AnswerText& t, const Line& ln, const std::pair<std::string, size_t>& tok, long long lo,
                    long long hi, const std::string& what);
// `s` without blanks at either end.
std::string trimmed(const std::string& s);

}  // namespace deduce::app
