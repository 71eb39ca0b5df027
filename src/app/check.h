// `deduce check <genre> [PUZZLES...] ANSWERS`: the genre's independent checker run on claimed
// answers. The last file named holds the answers (text or JSON Lines, as `deduce solve` prints
// them: app/answer.h); the files before it (or the options, for genres given by --n) hold the
// puzzles. Puzzle record i is paired with answer i, in order.
//
// Per puzzle one record is printed: `valid`, or `invalid: ANSWERS:line:col: what is wrong`
// (a missing, malformed or stated-away answer, one that breaks the rules or disagrees with the
// puzzle's givens, which the checkers compare since they take the instance), or
// `undecided: ANSWERS:line:col: why` when the reader could not judge a text answer within its
// budget (AnswerUndecided); a malformed puzzle gets the usual error record. JSON:
// {"status":"valid"|"invalid"|"undecided"|"error", "file", "line", "answer_file", "answer_line",
// "answer_col", "message"}. Exit status: 0 all valid, 1 some invalid, 2 bad input (a malformed
// puzzle, an unreadable answers file, answers left over), 3 some undecided (as a limit).
#pragma once

#include "app/answer.h"
#include "app/driver.h"

namespace deduce::app {

// What checking one answer found: valid (empty message) or where and what is wrong.
struct Verdict {
  std::string message;  // "" = valid
  int line = 0, col = 0;
  bool undecided = false;  // the reader could not judge the answer (AnswerUndecided)
};

void printVerdict(RunContext& ctx, const std::string& file, int line, const std::string& answerFile, const Verdict& v);
// Splits the command line of a check run: the answers file (the last file named) and the options
// that name the puzzles (the files before it). Throws UsageError when there is none.
std::pair<std::string, Options> checkInputs(const Options& opt);
// The answers file, in the format --answer-format names (text|json) or the one it looks like.
Answers openAnswers(const std::string& path, const Options& opt);

template <class Inst, class Sol>
class CheckBatch {
 public:
  CheckBatch(RunContext& ctx, const Parts<Inst, Sol>& parts, const Options& puzzles, Answers& answers)
      : ctx_(ctx), parts_(parts), puzzles_(puzzles), answers_(answers) {}

  void run() {
    if (parts_.fromOptions) {
      if (std::optional<Inst> inst = parts_.fromOptions(puzzles_)) {
        if (!puzzles_.positional().empty())
          throw UsageError("check: the puzzle is given by options; name only the answers file");
        checkOne("", 0, *inst);
        finish();
        return;
      }
    }
    if (puzzles_.positional().empty())
      throw UsageError("check needs the puzzles and the answers: deduce check <genre> PUZZLES ANSWERS");
    for (const std::string& path : puzzles_.positional()) {
      if (cp::g_stopRequested.load() || !ctx_.out) return;
      std::optional<Source> src = openSource(ctx_, path);
      if (!src) continue;
      try {
        parts_.read(*src, puzzles_, [&](Item<Inst>&& item) {
          if (cp::g_stopRequested.load() || !ctx_.out) return;
          if (item.error) {
            printError(ctx_, *item.error);
            skipAnswer();  // the answer printed for a malformed puzzle is an error record
          } else {
            checkOne(item.file, item.line, *item.inst);
          }
        });
      } catch (const InputError& e) {
        printError(ctx_, e);
      }
    }
    finish();
  }

 private:
  void checkOne(const std::string& file, int line, const Inst& inst) {
    Verdict v = judge(line, inst);
    ctx_.note(v.message.empty() ? Status::Solved : v.undecided ? Status::Limit : Status::Unsolvable);
    printVerdict(ctx_, file, line, answers_.file(), v);
    endRecord(ctx_);
  }

  Verdict judge(int line, const Inst& inst) {
    AnswerText& t = answers_.text();
    try {
      if (answers_.isJson()) {
        const nlohmann::json* rec = answers_.nextJson();
        const int at = answers_.jsonLine();
        if (!rec) return {"no answer for this puzzle: the answers end", t.lineNumber(), 1};
        const int named = Answers::lineOf(*rec);
        if (line && named && named != line)
          return {"this answer is for the puzzle at line " + std::to_string(named) + ", not " + std::to_string(line),
                  at, 1};
        const std::string status = Answers::statusOf(*rec);
        if (status == "error" || status == "unsolvable") return {Answers::stated(*rec), at, 1};
        Sol sol;
        try {
          sol = parts_.answer.json(inst, *rec);
        } catch (const AnswerError& e) {
          // an optimisation stopped by a limit may still carry its best solution
          return {status == "limit" ? Answers::stated(*rec) + " and no solution" : e.what(), at, 1};
        }
        std::string bad = parts_.check(inst, sol);
        return {bad.empty() ? "" : "the answer breaks the rules: " + bad, bad.empty() ? 0 : at, 1};
      }
      if (std::optional<std::string> said = answers_.statedInText(parts_.noSolution))
        return {"the answer says: " + *said, t.lineNumber() - 1, 1};
      const int at = t.peek() ? t.peek()->line : t.lineNumber();
      Sol sol = parts_.answer.text(inst, t);
      t.skipIf("multiple solutions");
      std::string bad = parts_.check(inst, sol);
      return {bad.empty() ? "" : "the answer breaks the rules: " + bad, bad.empty() ? 0 : at, 1};
    } catch (const InputError& e) {
      // a malformed answer: go on with the next record's answer
      resync();
      return {e.what(), e.line, e.col};
    } catch (const AnswerUndecided& e) {
      return {e.what(), e.line, e.col, true};
    }
  }

  // After a malformed text answer of a genre whose answers are blocks (separated by blank
  // lines): the rest of its block is dropped, so that the next answer is read from its start.
  void resync() {
    if (!answers_.isJson() && parts_.blankLineBetween) answers_.text().skipBlock();
  }

  void skipAnswer() {
    if (answers_.isJson()) {
      try {
        answers_.nextJson();
      } catch (const InputError&) {
      }
    } else {
      answers_.statedInText(parts_.noSolution);
    }
  }

  void finish() {
    if (cp::g_stopRequested.load() || !ctx_.out) return;
    if (const int left = answers_.leftOver())
      ctx_.error(InputError(answers_.file(), left, 1,
                            "more answers than puzzles: this one and those after it have no puzzle"));
  }

  RunContext& ctx_;
  const Parts<Inst, Sol>& parts_;
  const Options& puzzles_;
  Answers& answers_;
};

template <class Inst, class Sol>
void runCheck(RunContext& ctx, const Parts<Inst, Sol>& parts) {
  auto [answersPath, puzzles] = checkInputs(ctx.opt);
  if (parts.prepare) parts.prepare(puzzles);
  Answers answers = openAnswers(answersPath, ctx.opt);
  CheckBatch<Inst, Sol>(ctx, parts, puzzles, answers).run();
}

}  // namespace deduce::app
