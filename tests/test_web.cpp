// The API of `deduce serve` in process (web::runCommand): the answers of runs made at the same
// time on several threads are those of the same runs made one after another (the solve path has
// no shared mutable state: CP, DLX, bitboards, the logic solver, CaDiCaL and CBC engines), every
// answer passes the genre's checker (no error record, no limit),
// and the server's limits apply (time limit cap, output cap, refused options).
#include <gtest/gtest.h>

#include <fstream>
#include <cctype>
#include <cstring>
#include <sstream>
#include <thread>

#include "web/server.h"

namespace deduce {
std::unique_ptr<Genre> makeQueensGenre();
std::unique_ptr<Genre> makeSudokuGenre();
std::unique_ptr<Genre> makeHashiGenre();
std::unique_ptr<Genre> makeBattleshipGenre();
std::unique_ptr<Genre> makeLatinGenre();
std::unique_ptr<Genre> makeZebraGenre();
}  // namespace deduce

namespace {

using namespace deduce;
using Params = std::multimap<std::string, std::string>;

std::string readFile(const std::string& rel) {
  std::ifstream in(std::string(DEDUCE_SOURCE_DIR) + "/" + rel);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The answer without its measured times, which differ between runs.
// The text without its timings: every `"..._ms":NUMBER` field (and the comma before it) removed.
// (Written out rather than with <regex>, which g++ 12 flags with a false -Wmaybe-uninitialized
// under the sanitizers.)
std::string untimed(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size();) {
    const size_t q = s.find('"', i);
    if (q == std::string::npos) {
      out.append(s, i, std::string::npos);
      break;
    }
    size_t k = q + 1;
    while (k < s.size() && ((s[k] >= 'a' && s[k] <= 'z') || s[k] == '_')) ++k;
    const bool timing = k >= q + 4 && s.compare(k - 3, 5, "_ms\":") == 0;
    if (!timing) {
      out.append(s, i, k - i);
      i = k;
      continue;
    }
    out.append(s, i, q - i);
    if (!out.empty() && out.back() == ',') out.pop_back();
    i = k + 2;
    while (i < s.size() && (std::isdigit(static_cast<unsigned char>(s[i])) || std::strchr(".e+-", s[i]))) ++i;
  }
  return out;
}

std::vector<std::unique_ptr<Genre>> someGenres() {
  std::vector<std::unique_ptr<Genre>> g;
  g.push_back(makeQueensGenre());
  g.push_back(makeSudokuGenre());
  g.push_back(makeHashiGenre());
  g.push_back(makeBattleshipGenre());
  g.push_back(makeLatinGenre());
  g.push_back(makeZebraGenre());
  return g;
}

struct Call {
  std::string command, genre;
  Params params;
  std::string body;
};

std::vector<Call> calls() {
  return {
      {"solve", "sudoku", {{"max-solutions", "2"}}, readFile("data/sudoku/17clue.txt")},
      {"solve", "sudoku", {{"engine", "cp"}, {"strategy", "S3"}}, readFile("data/sudoku/17clue.txt")},
      {"solve", "sudoku", {{"engine", "dlx"}}, readFile("data/sudoku/hardest.txt")},
      {"explain", "sudoku", {}, readFile("data/sudoku/6x6.txt")},
      {"solve", "hashi", {{"max-solutions", "2"}}, readFile("data/hashi/sample.grid")},
      {"solve", "battleship", {}, readFile("data/battleship/fig4_1_clued.txt")},
      {"count", "queens", {{"n", "9"}}, ""},
      {"solve", "queens", {{"n", "30"}, {"val", "random"}, {"restarts", "luby"}}, ""},
      {"solve", "latin", {}, readFile("data/latin/completion.txt")},
      {"solve", "zebra", {}, readFile("data/zebra/einstein-1962.txt")},
      {"solve", "sudoku", {{"engine", "sat"}}, readFile("data/sudoku/17clue.txt")},
      {"solve", "sudoku", {{"engine", "mip"}}, readFile("data/sudoku/6x6.txt")},
      {"solve", "hashi", {{"engine", "mip"}, {"hdc", ""}}, readFile("data/hashi/sample.grid")},
      {"solve", "zebra", {{"engine", "mip"}}, readFile("data/zebra/einstein-1962.txt")},
  };
}

TEST(Web, ConcurrentRunsAnswerAsSequentialOnes) {
  const auto genres = someGenres();
  const web::ServeOptions so;
  const std::vector<Call> cs = calls();
  std::vector<std::string> want;
  for (const Call& c : cs) {
    web::Reply r = web::runCommand(genres, c.command, c.genre, c.params, c.body, so);
    ASSERT_EQ(r.status, 200) << c.genre << ": " << r.body;
    EXPECT_EQ(r.body.find("\"status\":\"error\""), std::string::npos) << r.body;
    EXPECT_EQ(r.body.find("\"status\":\"limit\""), std::string::npos) << r.body;
    want.push_back(untimed(r.body));
  }
  constexpr int kThreads = 8, kRounds = 3;
  std::vector<std::vector<std::string>> got(kThreads);
  std::vector<std::thread> ts;
  for (int t = 0; t < kThreads; ++t)
    ts.emplace_back([&, t] {
      for (int round = 0; round < kRounds; ++round)
        for (size_t i = 0; i < cs.size(); ++i) {
          const Call& c = cs[(i + static_cast<size_t>(t)) % cs.size()];  // each thread in its own order
          got[t].push_back(untimed(web::runCommand(genres, c.command, c.genre, c.params, c.body, so).body));
        }
    });
  for (auto& th : ts) th.join();
  for (int t = 0; t < kThreads; ++t)
    for (size_t k = 0; k < got[t].size(); ++k) {
      const size_t i = (k % cs.size() + static_cast<size_t>(t)) % cs.size();
      EXPECT_EQ(got[t][k], want[i]) << "thread " << t << ", call " << i;
    }
}

TEST(Web, LimitsOfTheServer) {
  const auto genres = someGenres();
  web::ServeOptions so;
  so.timeLimit = 0.2;
  // A count that takes minutes is stopped by the server's cap, even when the request asks more.
  web::Reply r = web::runCommand(genres, "count", "queens", {{"n", "18"}, {"time-limit", "60"}}, "", so);
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(r.exitCode, 3);
  EXPECT_NE(r.body.find("\"status\":\"limit\""), std::string::npos);
  // Every solution of a large count does not fit the output cap: 507, nothing kept.
  so.maxOutput = 4096;
  so.timeLimit = 5;
  r = web::runCommand(genres, "solve", "queens", {{"n", "10"}, {"all", ""}}, "", so);
  EXPECT_EQ(r.status, 507);
  EXPECT_LT(r.body.size(), 200u);
  // Refused and unknown options, unknown genres and commands.
  EXPECT_EQ(web::runCommand(genres, "count", "queens", {{"threads", "4"}}, "", so).status, 400);
  EXPECT_EQ(web::runCommand(genres, "solve", "queens", {{"output", "/tmp"}}, "", so).status, 400);
  EXPECT_EQ(web::runCommand(genres, "solve", "queens", {{"nope", "1"}}, "", so).status, 400);
  EXPECT_EQ(web::runCommand(genres, "solve", "chess", {}, "", so).status, 404);
  EXPECT_EQ(web::runCommand(genres, "explain", "queens", {}, "", so).status, 404);
  // check (puzzles and answers: two inputs) and export (a model file) are the CLI's only.
  r = web::runCommand(genres, "check", "hashi", {}, "3.3\n...\n3.3\n", so);
  EXPECT_EQ(r.status, 404);
  EXPECT_NE(r.body.find("command 'check' is not offered by the server"), std::string::npos) << r.body;
  EXPECT_EQ(web::runCommand(genres, "export", "hashi", {}, "3.3\n...\n3.3\n", so).status, 404);
  // A malformed puzzle: 400 with the CLI's error record (line and column).
  r = web::runCommand(genres, "solve", "sudoku", {}, "# c\n12x.\n", so);
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.body.find("\"line\":2,\"col\":"), std::string::npos) << r.body;
  // The body cap.
  so.maxBody = 10;
  EXPECT_EQ(web::runCommand(genres, "solve", "sudoku", {}, std::string(11, '.'), so).status, 413);
}

TEST(Web, GenreLists) {
  const auto genres = someGenres();
  EXPECT_EQ(web::genresJson(genres), "[\"queens\",\"sudoku\",\"hashi\",\"battleship\",\"latin\",\"zebra\"]\n");
  const std::string info = web::infoJson(genres);
  EXPECT_NE(info.find("\"name\":\"sudoku\""), std::string::npos);
  EXPECT_NE(info.find("\"commands\":[\"solve\",\"count\",\"generate\""), std::string::npos);
  EXPECT_EQ(info.find("\"check\""), std::string::npos);  // CLI commands only, not listed
  EXPECT_EQ(info.find("\"export\""), std::string::npos);
  EXPECT_EQ(info.find("\"name\":\"threads\""), std::string::npos);  // refused by the server, not listed
}

}  // namespace
