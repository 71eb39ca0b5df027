// The human-style Sudoku logic solver: one position per technique (taken from the solver's
// own runs on magictour top1465, each step checked by hand against the candidate grid, and
// each the easiest step of its position), soundness of every step against the solution over
// the bundled and shared collections, singles-only puzzles, hints with pencil marks, ratings,
// true candidates and bad input.
#include <gtest/gtest.h>

#include "sudoku_support.h"

#include <algorithm>
#include <chrono>
#include <random>
#include <sstream>

#include "puzzles/sudoku/generate.h"
#include "puzzles/sudoku/logic.h"
#include "puzzles/sudoku/position.h"
#include "puzzles/sudoku/sudoku.h"

namespace deduce::sudoku::logic {
namespace {

using LogicOptions = Options;

Instance fromLine(const std::string& line, int boxRows = 3, int boxCols = 3, bool diagonal = false) {
  return test::sudokuFromLine(line, boxRows, boxCols, diagonal);
}

std::vector<int> solution(const Instance& inst) {
  grid::SolveOptions so;
  so.limits.solutions = 1;
  return sudoku::solveCp(inst, so).first;
}

void loadPosition(const std::string& text, Instance& inst, std::vector<uint32_t>& pencil) {
  std::string error;
  ASSERT_TRUE(parsePosition(text, inst, pencil, error)) << error;
}

std::vector<Cand> sorted(std::vector<Cand> v) {
  std::sort(v.begin(), v.end(), [](const Cand& a, const Cand& b) {
    return std::tie(a.row, a.col, a.value) < std::tie(b.row, b.col, b.value);
  });
  return v;
}

struct TechniqueCase {
  const char* key;
  const char* puzzle;    // the puzzle the position comes from (for its solution)
  const char* position;  // "" for the puzzle's own start
  std::vector<Cand> placements, eliminations;
  const char* text;
};

// clang-format off
const std::vector<TechniqueCase> kCases = {
    {"hidden-single", "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
       "",
     {{8,2,7}},
     {},
     "r9c3 = 7: hidden single in box 7"},
    {"pointing", "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
       "4 .12569 .125689 .5789 3 .15789 .259 .2567 .25679 "
       ".1237 .12359 .1259 6 .12479 .14579 8 .2357 .234579 "
       ".23678 .23569 .25689 .45789 .24789 .45789 .23459 .23567 1 "
       ".1236 .12346 .1246 .3478 5 .134678 .1234 9 .23478 "
       ".123 8 .12459 .3479 .1479 .13479 6 .12357 .23457 "
       ".136 7 .14569 2 .14689 .134689 .1345 .1358 .3458 "
       ".68 .46 .468 1 .4689 2 7 .3568 .35689 "
       "5 .126 3 .789 .6789 .6789 .129 4 .2689 "
       "9 .1246 7 .3458 .468 .34568 .1235 .123568 .23568 ",
     {},
     {{0,2,5}, {1,2,5}, {2,2,5}},
     "pointing: 5 in box 4 lies in column 3, removes 5 from r1c3, r2c3, r3c3"},
    {"hidden-pair", "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
       "4 .569 .1268 .5789 3 .15789 .259 .2567 .25679 "
       ".1237 .359 .12 6 .12479 .14579 8 .2357 .234579 "
       ".23678 .3569 .268 .45789 .24789 .45789 .23459 .23567 1 "
       ".1236 .346 .1246 .3478 5 .134678 .1234 9 .23478 "
       ".123 8 .12459 .3479 .1479 .13479 6 .12357 .23457 "
       ".136 7 .14569 2 .14689 .134689 .1345 .1358 .3458 "
       ".68 .46 .468 1 .469 2 7 .356 .3569 "
       "5 .126 3 .789 .6789 .6789 .129 4 .2689 "
       "9 .1246 7 .3458 .468 .34568 .12 .1268 .268 ",
     {},
     {{6,7,6}, {6,8,6}, {6,8,9}},
     "hidden pair {3,5} in r7c8, r7c9 (row 7) removes 6 from r7c8, r7c9; 9 from r7c9"},
    {"claiming", "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
       "4 .569 .1268 .5789 3 .15789 .259 .2567 .25679 "
       ".1237 .359 .12 6 .1247 .14579 8 .2357 .234579 "
       ".23678 .3569 .268 .45789 .2478 .45789 .23459 .23567 1 "
       ".1236 .346 .1246 .3478 5 .134678 .1234 9 .23478 "
       ".123 8 .12459 .3479 .147 .13479 6 .12357 .23457 "
       ".136 7 .14569 2 .1468 .134689 .1345 .1358 .3458 "
       ".68 .46 .468 1 9 2 7 .35 .35 "
       "5 .126 3 .78 .678 .678 .129 4 .2689 "
       "9 .126 7 .3458 .468 .34568 .12 .1268 .268 ",
     {},
     {{7,1,6}, {8,1,6}},
     "claiming: 6 in row 7 lies in box 7, removes 6 from r8c2, r9c2"},
    {"naked-pair", "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
       "4 .569 .1268 .5789 3 .15789 .259 .2567 .25679 "
       ".1237 .359 .12 6 .1247 .14579 8 .2357 .234579 "
       ".23678 .3569 .268 .45789 .2478 .45789 .23459 .23567 1 "
       ".1236 .346 .1246 .3478 5 .134678 .1234 9 .23478 "
       ".123 8 .12459 .3479 .147 .13479 6 .12357 .23457 "
       ".136 7 .14569 2 .1468 .134689 .1345 .1358 .3458 "
       ".68 .46 .468 1 9 2 7 .35 .35 "
       "5 .12 3 .78 .678 .678 .129 4 .2689 "
       "9 .12 7 .3458 .468 .34568 .12 .1268 .268 ",
     {},
     {{8,7,1}, {8,7,2}, {8,8,2}},
     "naked pair {1,2} in r9c2, r9c7 (row 9) removes 1 from r9c8; 2 from r9c8, r9c9"},
    {"naked-single", "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
       "4 .569 .1268 .5789 3 .15789 .259 .2567 .25679 "
       ".1237 .359 .12 6 .1247 .14579 8 .2357 .234579 "
       ".23678 .3569 .268 .45789 .2478 .45789 .23459 .23567 1 "
       ".1236 .346 .1246 .3478 5 .134678 .234 9 .23478 "
       ".123 8 .12459 .3479 .147 .13479 6 .12357 .23457 "
       ".136 7 .14569 2 .1468 .134689 .345 .1358 .3458 "
       ".68 .46 .468 1 9 2 7 .35 .35 "
       "5 .12 3 .78 .678 .678 .129 4 .29 "
       "9 .12 7 .345 .4 .345 .12 .68 .68 ",
     {{8,4,4}},
     {},
     "r9c5 = 4: naked single"},
    {"unique-rectangle", "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
       "4 .569 .1268 .5789 3 .15789 .259 .2567 .25679 "
       ".1237 .359 .12 6 .127 .14579 8 .2357 .234579 "
       ".23678 .3569 .268 .45789 .278 .45789 .23459 .23567 1 "
       ".1236 .346 .1246 .378 5 .13678 .23 9 .2378 "
       ".123 8 .59 .3479 .17 .13479 6 .12357 .23457 "
       ".136 7 .59 2 .168 .134689 .345 .1358 .3458 "
       ".68 .46 .468 1 9 2 7 .35 .35 "
       "5 .12 3 .78 .678 .678 .129 4 .29 "
       "9 .12 7 .35 4 .35 .12 .68 .68 ",
     {},
     {{7,6,1}, {7,6,2}},
     "unique rectangle on {1,2} in r8c2, r8c7, r9c2, r9c7 (type 1) removes 1 from r8c7; 2 from r8c7"},
    {"simple-colouring", "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
       "4 .569 .1268 .5789 3 .15789 .25 .2567 .5679 "
       ".1237 .359 .12 6 .127 .14579 8 .2357 .34579 "
       ".23678 .3569 .268 .45789 .278 .45789 .2345 .23567 1 "
       ".1236 .346 .1246 .378 5 .13678 .23 9 .378 "
       ".123 8 .59 .3479 .17 .13479 6 .12357 .3457 "
       ".136 7 .59 2 .168 .134689 .345 .1358 .3458 "
       ".68 .46 .468 1 9 2 7 .35 .35 "
       "5 1 3 .78 .678 .678 9 4 2 "
       "9 2 7 .35 4 .35 1 .68 .68 ",
     {},
     {{5,5,4}},
     "simple colouring on 4: colours r2c6, r3c7 / r2c9, r6c7 (colour trap) removes 4 from r6c6"},
    {"forcing-chain", "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
       "4 .569 .1268 .5789 3 .15789 .25 .2567 .5679 "
       ".1237 .359 .12 6 .127 .14579 8 .2357 .34579 "
       ".23678 .3569 .268 .45789 .278 .45789 .2345 .23567 1 "
       ".1236 .346 .1246 .378 5 .13678 .23 9 .378 "
       ".123 8 .59 .3479 .17 .13479 6 .12357 .357 "
       ".136 7 .59 2 .168 .13689 .345 .1358 .3458 "
       ".68 .46 .468 1 9 2 7 .35 .35 "
       "5 1 3 .78 .678 .678 9 4 2 "
       "9 2 7 .35 4 .35 1 .68 .68 ",
     {{8,7,8}, {8,8,6}},
     {},
     "forcing chain: each value of r9c8 (6,8); r9c8=6 leads to a contradiction: r9c8 = 8, r9c9 = 6"},
    {"nested-forcing-chain", "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
       ".12567 .2457 .12467 .134679 .13459 .34567 .1379 .1359 8 "
       ".15678 .578 3 .16789 .1589 .5678 4 .159 2 "
       ".1578 9 .147 .13478 2 .34578 .137 6 .157 "
       ".12358 .23458 .124 .348 7 9 .1368 .13458 .1456 "
       ".35789 .34578 .479 .348 6 1 2 .34589 .459 "
       ".1389 6 .149 5 .348 2 .1389 7 .149 "
       ".23679 .237 8 .1234679 .1349 .3467 5 .149 .14679 "
       ".3679 1 .679 .346789 .34589 .345678 .6789 2 .4679 "
       "4 .27 5 .126789 .189 .678 .16789 .189 3 ",
     {},
     {{1,1,7}},
     "nested forcing chain: each value of r2c2 (5,7,8); r2c2=7 leads to a contradiction: removes 7 from r2c2"},
    {"aic", "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
       "4 .569 .1268 .5789 3 .15789 .25 .2567 .579 "
       ".1237 .359 .12 6 .127 .14579 8 .2357 .34579 "
       ".23678 .3569 .268 .45789 .278 .45789 .2345 .23567 1 "
       ".1236 .346 .1246 .378 5 .13678 .23 9 .378 "
       ".123 8 .59 .49 .17 .13479 6 .12357 .357 "
       ".136 7 .59 2 .168 .13689 .345 .135 .3458 "
       ".68 .46 .468 1 9 2 7 .35 .35 "
       "5 1 3 .78 .678 .678 9 4 2 "
       "9 2 7 .35 4 .35 1 8 6 ",
     {},
     {{0,5,5}},
     "AIC: (5)r1c7=(2)r1c7-(2)r4c7=(3)r4c7-(3)r4c4=(3)r9c4-(3)r9c6=(5)r9c6 removes 5 from r1c6"},
    {"hidden-triple", ".8..1......5....3.......4.....6.5.7.89....2.....3.....2.....1.9..67........4.....",
       ".34679 8 .249 .259 1 .3467 .567 .2569 .2567 "
       ".14679 .1246 5 .289 .4678 .4678 .678 3 .12678 "
       ".13679 .1236 .129 .2589 .35678 .3678 4 .125689 .125678 "
       ".14 .124 .124 6 .89 5 .389 7 .38 "
       "8 9 3 1 .47 .47 2 .56 .56 "
       ".56 .56 7 3 .289 .289 .89 .14 .14 "
       "2 7 .48 .58 .3568 .368 1 .4568 9 "
       ".13459 .1345 6 7 .2589 .1289 .358 .2458 .23458 "
       ".1359 .135 .189 4 .25689 .12689 .35678 .2568 .235678 ",
     {},
     {{5,5,8}, {7,5,8}, {8,5,6}, {8,5,8}},
     "hidden triple {1,2,9} in r6c6, r8c6, r9c6 (column 6) removes 8 from r6c6, r8c6, r9c6; 6 from r9c6"},
    {"unique-rectangle", "8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........",
       "8 1 9 .46 .26 .246 3 .57 .57 "
       ".246 .234 .2346 7 5 1 .24 .89 .89 "
       "5 .24 7 .89 3 .89 .246 .16 .12 "
       ".19 7 .158 .358 4 .358 .189 2 6 "
       "3 .248 .12468 .68 9 .2678 .178 .1578 .1578 "
       ".269 .2589 .2568 1 .267 .25678 .789 4 3 "
       ".179 6 .1358 2 .17 .3579 .178 .13789 4 "
       ".12479 .2349 .1234 .3469 8 .34679 5 .13679 .1279 "
       ".12479 .234589 .123458 .34569 .167 .345679 .26 .136789 .12789 ",
     {},
     {{4,7,7}, {4,8,7}},
     "unique rectangle on {5,7} in r1c8, r1c9, r5c8, r5c9 (type 4: 5 only in the roof in row 5) removes 7 from r5c8, r5c9"},
    {"x-chain", "8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........",
       "8 1 9 .46 .26 .246 3 .57 .57 "
       ".246 .234 .2346 7 5 1 .24 .89 .89 "
       "5 .24 7 .89 3 .89 .246 .16 .12 "
       ".19 7 .158 .358 4 .358 .189 2 6 "
       "3 .248 .12468 .68 9 .2678 .178 .158 .158 "
       ".269 .2589 .2568 1 .267 .25678 .789 4 3 "
       ".179 6 .1358 2 .17 .3579 .18 .13789 4 "
       ".12479 .2349 .1234 .3469 8 .34679 5 .13679 .1279 "
       ".12479 .234589 .123458 .34569 .167 .345679 .26 .136789 .12789 ",
     {},
     {{3,2,5}},
     "X-chain on 5: r4c4=r9c4-r7c6=r7c3 removes 5 from r4c3"},
    {"xy-chain", "8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........",
       "8 1 9 4 .26 .26 3 7 5 "
       ".246 3 .246 7 5 1 .24 8 9 "
       "5 .24 7 8 3 9 .246 .16 .12 "
       ".19 7 8 5 4 3 .19 2 6 "
       "3 .24 .124 6 9 .27 .17 5 8 "
       ".269 5 .26 1 .27 8 .79 4 3 "
       ".17 6 3 2 .17 5 8 9 4 "
       ".1247 9 .124 3 8 .467 5 .16 .127 "
       ".1247 8 5 9 .167 .467 .26 3 .127 ",
     {},
     {{6,0,1}},
     "XY-chain: (1)r4c1=(9)r4c1-(9)r4c7=(1)r4c7-(1)r5c7=(7)r5c7-(7)r5c6=(2)r5c6-(2)r6c5=(7)r6c5-(7)r7c5=(1)r7c5 removes 1 from r7c1"},
    {"xy-wing", "8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........",
       "8 1 9 4 .26 .26 3 7 5 "
       "6 3 .24 7 5 1 .24 8 9 "
       "5 .24 7 8 3 9 .246 .16 .12 "
       ".19 7 8 5 4 3 .19 2 6 "
       "3 .24 .124 6 9 .27 .17 5 8 "
       ".29 5 6 1 .27 8 .79 4 3 "
       "7 6 3 2 1 5 8 9 4 "
       ".24 9 .12 3 8 .467 5 .16 .127 "
       ".124 8 5 9 .67 .467 .26 3 .127 ",
     {},
     {{7,8,2}, {8,0,2}},
     "XY-wing: pivot r8c8 {16}, pincers r8c3 {12} and r9c7 {26} removes 2 from r8c9, r9c1"},
    {"w-wing", "8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........",
       "8 1 9 4 .26 .26 3 7 5 "
       "6 3 .24 7 5 1 .24 8 9 "
       "5 .24 7 8 3 9 .246 .16 .12 "
       ".19 7 8 5 4 3 .19 2 6 "
       "3 .24 .124 6 9 .27 .17 5 8 "
       ".29 5 6 1 .27 8 .79 4 3 "
       "7 6 3 2 1 5 8 9 4 "
       ".24 9 .12 3 8 .467 5 .16 .17 "
       ".14 8 5 9 .67 .467 .26 3 .127 ",
     {},
     {{7,8,1}},
     "W-wing: r3c9 and r8c3 {12} joined by the strong link on 2 r2c7=r2c3 (row 2) removes 1 from r8c9"},
    {"naked-triple", "......41.9..3.....3...2.....48..7..........52.1.......5..2....6.7....8......9....",
       "8 2 7 .56 .56 9 4 1 3 "
       "9 .56 .14 3 .1478 .148 .256 .2678 .578 "
       "3 .56 .14 .1478 2 .148 .569 .6789 .5789 "
       "2 4 8 .1569 .1356 7 .1369 .369 .19 "
       ".67 .39 .39 .1468 .1468 .1468 .167 5 2 "
       ".67 1 5 .69 .36 2 .3679 .48 .48 "
       "5 .389 .39 2 .1478 .1348 .13 .347 6 "
       ".14 7 .26 .146 .146 .13456 8 .2349 .1459 "
       ".14 .38 .26 .14678 9 .134568 .1235 .2347 .1457 ",
     {},
     {{7,2,6}, {7,5,1}, {7,5,4}, {7,5,6}, {7,7,4}, {7,8,1}, {7,8,4}},
     "naked triple {1,4,6} in r8c1, r8c4, r8c5 (row 8) removes 6 from r8c3, r8c6; 1 from r8c6, r8c9; 4 from r8c6, r8c8, r8c9"},
    {"naked-quad", "5..6.3....2....98.......1...1..9.......3....67.......4....8.25.4..7..............",
       "5 .89 .89 6 1 3 .47 .247 .27 "
       ".16 2 .16 .45 .47 .457 9 8 3 "
       "3 .47 .47 .89 2 .89 1 6 5 "
       ".68 1 .34568 .458 9 .4578 .3578 .27 .278 "
       ".289 .45 .24589 3 .47 .14578 .578 .19 6 "
       "7 .35 .3589 .128 6 .1258 .358 .19 4 "
       ".19 .367 .1379 .149 8 .1469 2 5 .179 "
       "4 .89 .12 7 5 .129 6 3 .189 "
       ".1289 .567 .125789 .129 3 .1269 .478 .47 .1789 ",
     {},
     {{6,2,1}, {6,2,9}, {8,2,1}, {8,2,2}, {8,2,8}, {8,2,9}},
     "naked quad {1,2,8,9} in r7c1, r8c2, r8c3, r9c1 (box 7) removes 1 from r7c3, r9c3; 9 from r7c3, r9c3; 2 from r9c3; 8 from r9c3"},
    {"unique-rectangle", "......41.9..3.....3...5.....48..7..........52.1.......6..2....5.7....8......9....",
       "8 5 7 .69 .26 .269 4 1 3 "
       "9 .26 .14 3 .1478 .148 5 .2678 .678 "
       "3 .26 .14 .1478 5 .148 .269 .26789 .6789 "
       ".25 4 8 .1569 .1236 7 .1369 .369 .169 "
       "7 .39 .369 .14689 .13468 .134689 .1369 5 2 "
       ".25 1 .369 .569 .236 .23569 7 .48 .48 "
       "6 .389 .39 2 .13478 .1348 .13 .347 5 "
       ".14 7 .25 .1456 .1346 .13456 8 .23469 .1469 "
       ".14 .38 .25 .145678 9 .134568 .1236 .23467 .1467 ",
     {},
     {{1,4,8}, {2,3,8}, {4,5,8}, {6,5,8}, {8,5,8}},
     "unique rectangle on {1,4} in r2c3, r2c6, r3c3, r3c6 (type 2) removes 8 from r2c5, r3c4, r5c6, r7c6, r9c6"},
    {"x-wing", ".6..5.4.3.2.1...........7..4.3...6..7..5........2.........8..5.6...4...........1.",
       "1 6 7 8 5 .29 4 .29 3 "
       ".39 2 4 1 .3679 .3679 .589 .689 .589 "
       ".3589 .389 .589 4 .2369 .2369 7 .269 1 "
       "4 5 3 7 1 .89 6 .89 2 "
       "7 .189 2 5 .369 .34689 .13 .34 .89 "
       ".89 .189 6 2 .39 .3489 .135 .347 .57 "
       ".239 .47 .19 .369 8 .127 .39 5 .46 "
       "6 .389 .15 .39 4 .15 2 .3789 .789 "
       ".23589 .47 .589 .369 .27 .257 .389 1 .46 ",
     {},
     {{1,5,9}, {2,5,9}, {4,5,9}, {5,5,9}, {1,7,9}, {2,7,9}, {7,7,9}},
     "X-wing on 9 in rows 1,4 / columns 6,8 removes 9 from r2c6, r3c6, r5c6, r6c6, r2c8, r3c8, r8c8"},
    {"swordfish", "....3..715..4.2............2..6..4...38.7..............7..8..1.6..5..2...........",
       ".489 .24689 .2469 .89 3 .5689 .5689 7 1 "
       "5 .1689 7 4 .169 2 .3689 .3689 .3689 "
       ".1389 .1689 .1369 7 .1569 .15689 .5689 .24 .24 "
       "2 .159 .159 6 .159 .38 4 .38 7 "
       ".149 3 8 .129 7 .1459 .169 .2569 .2569 "
       "7 .14569 .14569 .12389 .12459 .134589 .1389 .23589 .23589 "
       ".349 7 .23459 .239 8 .3469 .369 1 .34569 "
       "6 .1489 .1349 5 .149 7 2 .3489 .3489 "
       ".13489 .124589 .123459 .1239 .12469 .13469 7 .345689 .345689 ",
     {},
     {{2,1,1}, {5,1,1}, {8,1,1}, {2,2,1}, {5,2,1}, {8,2,1}, {2,4,1}, {5,4,1}, {8,4,1}},
     "swordfish on 1 in rows 2,4,8 / columns 2,3,5 removes 1 from r3c2, r6c2, r9c2, r3c3, r6c3, r9c3, r3c5, r6c5, r9c5"},
    {"xyz-wing", "7.8.2...........913.........46..........3.7.....5......5.9.6......4...1.2.....8..",
       "7 .19 8 .13 2 .139 6 .45 .45 "
       "4 .26 .25 .78 .567 .578 3 9 1 "
       "3 .169 .15 .16 .14569 .1459 2 .78 .78 "
       ".1589 4 6 2 .179 .1789 .19 3 .58 "
       ".1589 .128 .12 .168 3 .1489 7 .458 .4568 "
       ".189 3 7 5 .1469 .1489 .19 .248 .2468 "
       ".18 5 3 9 .18 6 4 .27 .27 "
       "6 .78 9 4 .78 2 5 1 3 "
       "2 .17 4 .137 .157 .1357 8 6 9 ",
     {},
     {{2,2,1}},
     "XYZ-wing: pivot r3c2 {169}, pincers r1c2 {19} and r3c4 {16} removes 1 from r3c3"},
    {"unique-rectangle", "......41.9..3.....3...5.....48..7..........52.1.......6..2....5.7....8......3....",
       "8 5 7 .69 .69 2 4 1 3 "
       "9 .26 .14 3 .147 .148 5 .2678 .678 "
       "3 .26 .14 .147 5 .148 .269 .2689 .6789 "
       ".25 4 8 .1569 .1269 7 3 .69 .169 "
       "7 3 .69 .14689 .14689 .1469 .169 5 2 "
       ".25 1 .69 .569 .269 3 7 .48 .48 "
       "6 .89 3 2 .78 .149 .19 .479 5 "
       ".14 7 2 .1469 .1469 5 8 3 .1469 "
       ".14 .89 5 .78 3 .1469 .1269 .24679 .14679 ",
     {},
     {{7,8,1}, {7,8,4}},
     "unique rectangle on {6,9} in r1c4, r1c5, r8c4, r8c5 (type 3: the roof's extras with r8c1 in row 8) removes 1 from r8c9; 4 from r8c9"},
    {"jellyfish", "5.1.94....2.6.59................2.17.3..4..6.......5.........2.....3.8...6.8.93..",
       "5 8 1 .27 9 4 .67 3 .26 "
       ".347 2 .347 6 1 5 9 .478 .48 "
       ".69 .47 .69 .27 8 3 1 .45 .25 "
       ".689 .59 .689 3 .56 2 4 1 7 "
       "1 3 .57 .59 4 .78 2 6 .89 "
       ".2467 .47 .2467 .19 .67 .18 5 .89 3 "
       ".38 .19 .38 .145 .57 .167 .67 2 .49 "
       ".2479 .15 .2459 .14 3 .67 8 .479 .56 "
       ".47 6 .457 8 2 9 3 .457 1 ",
     {},
     {{5,0,7}, {5,2,7}, {6,5,7}},
     "jellyfish on 7 in rows 2,5,8,9 / columns 1,3,6,8 removes 7 from r6c1, r6c3, r7c6"},
};
// clang-format on

Technique techniqueOf(const std::string& key) {
  for (int t = 0; t < kTechniqueCount; ++t)
    if (key == techniqueKey(static_cast<Technique>(t))) return static_cast<Technique>(t);
  ADD_FAILURE() << "no technique " << key;
  return Technique::NakedSingle;
}

TEST(Logic, EachTechniqueOnItsPosition) {
  for (const auto& tc : kCases) {
    SCOPED_TRACE(tc.text);
    Instance puzzle = fromLine(tc.puzzle);
    const std::vector<int> sol = solution(puzzle);
    ASSERT_FALSE(sol.empty());
    Instance pos = puzzle;
    std::vector<uint32_t> pencil;
    if (*tc.position) loadPosition(tc.position, pos, pencil);
    const Technique t = techniqueOf(tc.key);
    LogicOptions only;
    only.techniques = TechniqueSet{1} << static_cast<int>(t);
    only.uniqueness = Uniqueness::Assume;
    for (const LogicOptions& opt : {only, LogicOptions{}}) {  // the technique alone, and as the easiest of all
      std::string why;
      auto step = hint(pos, pencil.empty() ? nullptr : &pencil, opt, &why);
      ASSERT_TRUE(step.has_value()) << why;
      EXPECT_EQ(step->technique, t);
      EXPECT_EQ(sorted(step->placements), sorted(tc.placements));
      EXPECT_EQ(sorted(step->eliminations), sorted(tc.eliminations));
      EXPECT_EQ(step->text, tc.text);
      for (const auto& p : step->placements) EXPECT_EQ(sol[p.row * 9 + p.col], p.value);
      for (const auto& e : step->eliminations) EXPECT_NE(sol[e.row * 9 + e.col], e.value);
    }
  }
}

// Every technique of the list has a position above, except the hidden quad (rare in real
// puzzles; a built position here) and the unique rectangle appears with types 1-4.
TEST(Logic, EveryTechniqueIsCovered) {
  std::vector<bool> seen(kTechniqueCount, false);
  for (const auto& tc : kCases) seen[static_cast<int>(techniqueOf(tc.key))] = true;
  for (int t = 0; t < kTechniqueCount; ++t)
    if (static_cast<Technique>(t) != Technique::HiddenQuad) {
      EXPECT_TRUE(seen[t]) << techniqueKey(static_cast<Technique>(t));
    }
  for (const char* type : {"(type 1)", "(type 2)", "(type 3", "(type 4"})
    EXPECT_TRUE(std::any_of(kCases.begin(), kCases.end(),
                            [&](const TechniqueCase& tc) { return std::string(tc.text).find(type) != std::string::npos; }))
        << type;
}

TEST(Logic, HiddenQuadOnABuiltPosition) {
  // Row 1: 1-4 only in r1c1-r1c4, which also hold 5-8; every other cell holds everything.
  Instance inst = fromLine(std::string(81, '.'));
  std::vector<uint32_t> pencil(81, 0x1ff);
  const uint32_t quad[4] = {0b000010011, 0b000101100, 0b001000101, 0b010001010};  // {1,2,5} {3,4,6} {1,3,7} {2,4,8}
  for (int c = 0; c < 4; ++c) pencil[c] = quad[c];
  for (int c = 4; c < 9; ++c) pencil[c] = 0x1f0;  // 5-9
  LogicOptions opt;
  opt.techniques = TechniqueSet{1} << static_cast<int>(Technique::HiddenQuad);
  auto step = hint(inst, &pencil, opt);
  ASSERT_TRUE(step.has_value());
  EXPECT_EQ(sorted(step->eliminations), sorted({{0, 0, 5}, {0, 1, 6}, {0, 2, 7}, {0, 3, 8}}));
  EXPECT_EQ(step->text, "hidden quad {1,2,3,4} in r1c1, r1c2, r1c3, r1c4 (row 1) removes 5 from r1c1; 6 from r1c2; 7 from r1c3; 8 from r1c4");
}

// Runs the solver and checks every step against the (unique) solution; returns the outcome.
Outcome expectSound(const Instance& inst, const LogicOptions& opt = {}) {
  const std::vector<int> sol = solution(inst);
  EXPECT_FALSE(sol.empty());
  Outcome o = explain(inst, opt);
  if (sol.empty()) return o;
  for (const auto& s : o.steps) {
    for (const auto& p : s.placements) EXPECT_EQ(sol[p.row * inst.size() + p.col], p.value) << s.text;
    for (const auto& e : s.eliminations) EXPECT_NE(sol[e.row * inst.size() + e.col], e.value) << s.text;
    EXPECT_FALSE(s.placements.empty() && s.eliminations.empty()) << s.text;
  }
  EXPECT_NE(o.status, Status::Invalid) << o.message;
  if (o.status == Status::Solved) {
    EXPECT_EQ(sudoku::check(inst, o.grid), "");
  }
  if (o.status == Status::Stuck) {  // the grid reached still agrees with the solution
    for (size_t c = 0; c < o.grid.size(); ++c) {
      if (o.grid[c]) {
        EXPECT_EQ(o.grid[c], sol[c]);
      } else {
        EXPECT_TRUE((o.candidates[c] >> (sol[c] - 1)) & 1u);
      }
    }
  }
  return o;
}

TEST(Logic, SoundOnTheBundledPuzzles) {
  const std::string dir = std::string(DEDUCE_SOURCE_DIR) + "/data/sudoku/";
  for (const auto& l : test::puzzleLines(dir + "17clue.txt"))
    EXPECT_EQ(expectSound(fromLine(l)).status, Status::Solved) << l;
  for (const auto& l : test::puzzleLines(dir + "hardest.txt")) expectSound(fromLine(l));
  for (const auto& l : test::puzzleLines(dir + "6x6.txt"))
    EXPECT_EQ(expectSound(fromLine(l, 2, 3)).status, Status::Solved) << l;
  for (const auto& l : test::puzzleLines(dir + "16x16.txt"))
    EXPECT_EQ(expectSound(fromLine(l, 4, 4)).status, Status::Solved) << l;
  for (const auto& l : test::puzzleLines(dir + "diagonal.txt"))
    EXPECT_EQ(expectSound(fromLine(l, 3, 3, true)).status, Status::Solved) << l;
}

// An evenly spaced sample of a shared collection; skipped when the data is absent.
std::vector<std::string> sample(const std::string& name, size_t count) {
  auto all = test::puzzleLines(test::sharedDataDir() + "/sudoku/" + name);
  std::vector<std::string> out;
  if (all.empty()) return out;
  const size_t step = std::max<size_t>(1, all.size() / count);
  for (size_t i = 0; i < all.size() && out.size() < count; i += step) out.push_back(all[i]);
  return out;
}

TEST(Logic, SoundOnSharedSamples) {
  auto top = sample("magictour_top1465.txt", 150);
  auto clue17 = sample("17clue_royle.txt", 150);
  auto hardest = sample("forum_hardest_1106.txt", 12);  // nested forcing chains: ~30 ms each
  if (top.empty() || clue17.empty()) GTEST_SKIP() << "../shared/data/sudoku not present";
  int solved = 0;
  for (const auto& l : top) solved += expectSound(fromLine(l)).status == Status::Solved;
  EXPECT_GE(solved, 140);  // nearly all of top1465 is within forcing chains
  for (const auto& l : clue17) EXPECT_EQ(expectSound(fromLine(l)).status, Status::Solved) << l;
  for (const auto& l : hardest) EXPECT_EQ(expectSound(fromLine(l)).status, Status::Solved) << l;
}

// Other shapes through generated puzzles (unique, so unique rectangles are in play): every
// step sound, on boxes 2x3, 2x4, 3x4 and the diagonal variant.
TEST(Logic, SoundOnGeneratedShapes) {
  std::mt19937_64 rng(11);
  const struct {
    int boxRows, boxCols;
    bool diagonal;
    int count;
  } shapes[] = {{2, 3, false, 20}, {2, 4, false, 15}, {3, 4, false, 3}, {3, 3, true, 15}};
  for (const auto& sh : shapes) {
    GenerateOptions opt;
    opt.boxRows = sh.boxRows;
    opt.boxCols = sh.boxCols;
    opt.diagonal = sh.diagonal;
    for (int i = 0; i < sh.count; ++i) {
      auto g = generate(opt, rng);
      ASSERT_TRUE(g.has_value());
      Outcome o = expectSound(g->puzzle);
      EXPECT_EQ(o.rating, g->rating.rating);
    }
  }
}

TEST(Logic, SinglesAloneSolveEasyPuzzles) {
  TechniqueSet singles;
  std::string err;
  ASSERT_TRUE(parseTechniques("singles", singles, err));
  // a puzzle the singles solve (the first of data/sudoku/17clue.txt needs more)
  Instance easy = fromLine("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
  LogicOptions opt;
  opt.techniques = singles;
  Outcome o = expectSound(easy, opt);
  EXPECT_EQ(o.status, Status::Solved);
  for (const auto& s : o.steps) EXPECT_TRUE(s.technique == Technique::HiddenSingle || s.technique == Technique::NakedSingle);
  EXPECT_LE(o.rating, 2.3);
  // the same over the shared 17-clue sample: whatever the singles solve, they solve soundly
  int solvedBySingles = 0;
  for (const auto& l : sample("17clue_royle.txt", 100)) solvedBySingles += expectSound(fromLine(l), opt).status == Status::Solved;
  if (solvedBySingles) {
    EXPECT_GT(solvedBySingles, 20);
  }
}

TEST(Logic, StuckReportsThePosition) {
  LogicOptions opt;
  ASSERT_TRUE(parseTechniques("singles,locked", opt.techniques, *std::make_unique<std::string>()));
  Instance hard = fromLine("........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3");
  Outcome o = expectSound(hard, opt);
  EXPECT_EQ(o.status, Status::Stuck);
  EXPECT_EQ(o.grid.size(), 81u);
  std::string json = outcomeJson(hard, o);
  EXPECT_NE(json.find("\"status\":\"stuck\""), std::string::npos);
  EXPECT_NE(json.find("\"candidates\":[["), std::string::npos);
}

TEST(Logic, RatingAndJson) {
  Instance p = fromLine("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
  Rating r = rate(p);
  EXPECT_EQ(r.status, Status::Solved);
  ASSERT_TRUE(r.hardest.has_value());
  EXPECT_GE(r.rating, techniqueRating(*r.hardest));
  Outcome o = explain(p);
  EXPECT_EQ(o.rating, r.rating);
  ASSERT_FALSE(o.steps.empty());
  EXPECT_EQ(stepJson(o.steps[0]),
            "{\"technique\":\"hidden single\",\"placements\":[[8,2,7]],\"eliminations\":[],"
            "\"text\":\"r9c3 = 7: hidden single in box 7\",\"rating\":1.2}");
  std::string close = outcomeJson(p, o);
  EXPECT_EQ(close.rfind("{\"status\":\"solved\",\"rating\":", 0), 0u) << close;
  // stopAbove: the solve ends at the first step rated above the bound, that step included
  Options capped;
  capped.stopAbove = 2.0;
  ASSERT_GT(r.rating, 2.0);
  Outcome c = explain(p, capped);
  EXPECT_EQ(c.status, Status::Limit);
  ASSERT_FALSE(c.steps.empty());
  EXPECT_GT(c.steps.back().rating, 2.0);
  for (size_t i = 0; i + 1 < c.steps.size(); ++i) EXPECT_LE(c.steps[i].rating, 2.0);
  EXPECT_LT(c.steps.size(), o.steps.size());
}

TEST(Logic, PositionsWithPencilMarks) {
  Instance inst = fromLine(std::string(16, '.'), 2, 2);
  std::vector<uint32_t> pencil;
  std::string err;
  ASSERT_TRUE(parsePosition("1 .23 . 4\n.34 .12 .3 .\n. . . .\n. . . .", inst, pencil, err)) << err;
  EXPECT_EQ(inst.cells[0], 1);
  EXPECT_EQ(pencil[1], 0b0110u);
  EXPECT_EQ(pencil[2], 0b1111u);
  EXPECT_EQ(pencil[4], 0b1100u);
  EXPECT_FALSE(parsePosition("1 .25 . 4", inst, pencil, err));  // 5 > 4
  EXPECT_EQ(err, "1:5: bad pencil mark '5'");
  EXPECT_FALSE(parsePosition("1 2 3\n  x", inst, pencil, err));
  EXPECT_EQ(err.rfind("2:3: bad cell 'x'", 0), 0u) << err;
  EXPECT_FALSE(parsePosition("1 2 3", inst, pencil, err));
  EXPECT_NE(err.find("3 cells, expected 16"), std::string::npos) << err;
  Rating r{Status::Solved, 4.2, Technique::XYWing};
  EXPECT_EQ(ratingJson(r), "{\"status\":\"solved\",\"rating\":4.2,\"hardest\":\"XY-wing\"}");
  Instance p = fromLine("1.3.34.2.1.3.3.1", 2, 2);
  EXPECT_EQ(candidatesJson(p, trueCandidates(p)).rfind("{\"status\":\"ok\",\"complete\":true,\"candidates\":[[0,1,[2]],", 0), 0u)
      << candidatesJson(p, trueCandidates(p));
}

// The printed forms of a position (position.h): a framed candidate grid as HoDoKu and Sudoku
// Explainer print it, the 729-character candidate grid, puzzle lines, several per text.
TEST(Logic, PositionForms) {
  Instance shape = fromLine(std::string(16, '.'), 2, 2);
  std::vector<Position> got;
  PositionError err;
  auto read = [&](const std::string& text) {
    got.clear();
    return readPositions(text, shape, [&](Position&& p) { got.push_back(std::move(p)); }, err);
  };
  ASSERT_TRUE(read(".--------.---------.\n"
                   "| 1  23  | {23} 4  |  # a comment\n"
                   "| 34 .   | 1    23 |\n"
                   ":--------+---------:\n"
                   "| .  .   | .    .  |\n"
                   "| .  .   | .    .  |\n"
                   "'--------'---------'\n"))
      << err.message;
  ASSERT_EQ(got.size(), 1u);
  const Instance& a = got[0].inst;
  EXPECT_EQ(a.cells[0], 1);
  EXPECT_EQ(a.pencil[1], 0b0110u);
  EXPECT_EQ(a.pencil[2], 0b0110u);
  EXPECT_EQ(a.cells[3], 4);
  EXPECT_EQ(a.pencil[4], 0b1100u);
  EXPECT_EQ(a.pencil[5], 0b1111u);
  EXPECT_EQ(a.cells[6], 1);
  EXPECT_EQ(a.pencil[7], 0b0110u);
  EXPECT_EQ(got[0].line, 2);
  EXPECT_EQ(got[0].col, 3);
  // a puzzle line, then a candidate grid (4 characters per cell; one candidate: a filled cell)
  std::string cand = "1...";
  for (int c = 1; c < 16; ++c) cand += c == 5 ? ".2.." : c == 6 ? "..34" : "1234";
  ASSERT_TRUE(read("1..4............\n" + cand + "\n")) << err.message;
  ASSERT_EQ(got.size(), 2u);
  EXPECT_EQ(got[0].inst.cells[3], 4);
  EXPECT_EQ(got[0].inst.pencil[1], 0b1111u);
  EXPECT_EQ(got[1].line, 2);
  EXPECT_EQ(got[1].inst.cells[0], 1);
  EXPECT_EQ(got[1].inst.cells[5], 2);
  EXPECT_EQ(got[1].inst.pencil[6], 0b1100u);
  // errors point at the cell
  EXPECT_FALSE(read("1 {23 . 4"));
  EXPECT_EQ(std::to_string(err.line) + ":" + std::to_string(err.col) + ": " + err.message, "1:3: '{' without '}'");
  EXPECT_FALSE(read("1 {} . 4"));
  EXPECT_EQ(err.col, 3);
  EXPECT_FALSE(read("1 2 3 4\n1 2 3"));
  EXPECT_EQ(err.message, "7 cells, expected 16");
  EXPECT_FALSE(read(std::string(4, '.') + std::string(60, '1')));
  EXPECT_EQ(err.message, "a cell without candidates");
  Instance one = shape;
  std::vector<uint32_t> pencil;
  std::string msg;
  EXPECT_FALSE(parsePosition(std::string(16, '.') + " " + std::string(16, '.'), one, pencil, msg));
  EXPECT_EQ(msg, "1:18: more than 16 cells");
}

// explain from a position reached part-way: the rest of the solve from the candidates left
// (pencil marks) ends where the solve from the start ends, every step sound.
TEST(Logic, ExplainFromAPositionWithPencilMarks) {
  for (const char* line : {"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
                           "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9"}) {
    Instance p = fromLine(line);
    const std::vector<int> sol = solution(p);
    Outcome whole = explain(p);
    for (size_t k : {size_t{5}, whole.steps.size() / 2, whole.steps.size() - 1}) {
      LogicOptions opt;
      opt.maxSteps = k;
      Outcome part = explain(p, opt);
      Instance pos = p;
      pos.cells = part.grid;
      pos.pencil = part.candidates;
      Outcome rest = explain(pos);
      EXPECT_EQ(rest.status, whole.status) << line << " after " << k;
      EXPECT_EQ(rest.grid, whole.grid) << line << " after " << k;
      for (const auto& s : rest.steps) {
        for (const auto& c : s.placements) EXPECT_EQ(sol[c.row * 9 + c.col], c.value) << s.text;
        for (const auto& c : s.eliminations) EXPECT_NE(sol[c.row * 9 + c.col], c.value) << s.text;
      }
      auto h = hint(pos);
      ASSERT_TRUE(h.has_value());
      EXPECT_EQ(h->text, rest.steps.front().text);
    }
  }
}

TEST(Logic, TechniqueLists) {
  TechniqueSet s;
  std::string err;
  EXPECT_TRUE(parseTechniques("X-wing, naked_pair,Simple Coloring", s, err));
  EXPECT_TRUE(has(s, Technique::XWing));
  EXPECT_TRUE(has(s, Technique::NakedPair));
  EXPECT_TRUE(has(s, Technique::SimpleColouring));
  EXPECT_FALSE(has(s, Technique::HiddenSingle));
  EXPECT_TRUE(parseTechniques("all", s, err));
  EXPECT_EQ(s, kAllTechniques);
  EXPECT_FALSE(parseTechniques("x-wing,sashimi", s, err));
  EXPECT_NE(err.find("sashimi"), std::string::npos);
  EXPECT_FALSE(parseTechniques(" , ", s, err));
}

TEST(Logic, HintFromAPartialGridWithPencilMarks) {
  Instance p = fromLine("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
  auto first = hint(p);
  ASSERT_TRUE(first.has_value());
  EXPECT_EQ(first->text, "r9c3 = 7: hidden single in box 7");
  // the player's marks leave r1c2 with 6 alone: a naked single (marks for the other cells are
  // all values, cut down by the filled cells)
  std::vector<uint32_t> pencil(81, 0x1ff);
  LogicOptions opt;
  ASSERT_TRUE(parseTechniques("naked-single", opt.techniques, *std::make_unique<std::string>()));
  pencil[1] = 1u << 5;  // r1c2: 6
  auto naked = hint(p, &pencil, opt);
  ASSERT_TRUE(naked.has_value());
  EXPECT_EQ(naked->text, "r1c2 = 6: naked single");
  // marks that leave a cell empty: no hint, and why
  pencil[1] = 1u << 3;  // r1c2: 4, but r1c1 is 4
  std::string why;
  EXPECT_FALSE(hint(p, &pencil, opt, &why).has_value());
  EXPECT_NE(why.find("r1c2"), std::string::npos) << why;
  std::vector<uint32_t> shortMarks(5, 0);
  EXPECT_FALSE(hint(p, &shortMarks, opt, &why).has_value());
}

TEST(Logic, BadInputNeverCrashes) {
  Instance clash = fromLine("11" + std::string(79, '.'));
  Outcome o = explain(clash);
  EXPECT_EQ(o.status, Status::Invalid);
  EXPECT_NE(o.message.find("r1c2"), std::string::npos) << o.message;
  Instance shortGrid = fromLine("123");
  EXPECT_EQ(explain(shortGrid).status, Status::Invalid);
  EXPECT_TRUE(trueCandidates(clash).empty());
  // no solution, though no two givens clash: row 1 misses 9 and r1c9 cannot hold it
  Instance none = fromLine("12345678.........9" + std::string(63, '.'));
  EXPECT_EQ(explain(none).status, Status::Invalid);
  EXPECT_TRUE(trueCandidates(none).empty());
}

TEST(Logic, TrueCandidatesHonourTheTimeLimit) {
  Instance empty25 = fromLine(std::string(625, '.'), 5, 5);
  bool complete = true;
  const auto start = std::chrono::steady_clock::now();
  auto tc = trueCandidates(empty25, 0.2, &complete);
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 5.0);
  if (!complete) {
    ASSERT_EQ(tc.size(), 625u);  // what was proven: at least the first solution's values
    for (uint32_t m : tc) EXPECT_NE(m, 0u);
  }
  LogicOptions opt;
  opt.timeLimit = 0.05;
  opt.uniqueness = Uniqueness::Never;
  EXPECT_EQ(explain(empty25, opt).status, Status::Limit);
}

TEST(Logic, TrueCandidates) {
  // unique puzzle: the true candidates are the solution
  Instance p = fromLine("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
  auto sol = solution(p);
  auto tc = trueCandidates(p);
  ASSERT_EQ(tc.size(), 81u);
  for (int c = 0; c < 81; ++c) EXPECT_EQ(tc[c], 1u << (sol[c] - 1));
  // the empty 4x4 grid: every value everywhere
  Instance empty = fromLine(std::string(16, '.'), 2, 2);
  for (uint32_t m : trueCandidates(empty)) EXPECT_EQ(m, 0xfu);
  // a 4x4 grid with half its cells cleared: the union of all its solutions, by enumeration
  Instance two = fromLine("1234341221434321", 2, 2);
  for (int c : {0, 1, 4, 5, 10, 11, 14, 15}) two.cells[c] = 0;
  auto tc2 = trueCandidates(two);
  ASSERT_EQ(tc2.size(), 16u);
  grid::SolveOptions so;
  std::vector<uint32_t> expect(16, 0);
  so.onSolution = [&](const std::vector<int>& s) {
    for (int c = 0; c < 16; ++c) expect[c] |= 1u << (s[c] - 1);
    return true;
  };
  sudoku::solveCp(two, so);
  EXPECT_EQ(tc2, expect);
}

}  // namespace
}  // namespace deduce::sudoku::logic

namespace deduce::sudoku::logic {
namespace {

// The spread of ratings over the shared collections (docs/results/ratings.md), printed as
// Markdown. Not a check and not quick, so disabled; run with
//   deduce_tests --gtest_also_run_disabled_tests --gtest_filter=Logic.DISABLED_RatingSpread
// ($DEDUCE_RATING_SAMPLE: at most that many puzzles per collection, evenly spaced).
TEST(Logic, DISABLED_RatingSpread) {
  const size_t cap = std::getenv("DEDUCE_RATING_SAMPLE") ? std::stoul(std::getenv("DEDUCE_RATING_SAMPLE")) : 100000;
  const char* bands[] = {"easy 1.0-2.5", "medium 2.6-3.9", "hard 4.0-5.9", "expert 6.0-7.9", "extreme 8.0+", "stuck"};
  std::printf("| collection | puzzles | %s | %s | %s | %s | %s | %s | mean (solved) | ms/puzzle |\n", bands[0], bands[1],
              bands[2], bands[3], bands[4], bands[5]);
  std::printf("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
  std::vector<int> hardestCount(kTechniqueCount + 1, 0);
  for (const char* name : {"17clue_royle.txt", "magictour_top1465.txt", "forum_hardest_1106.txt",
                           "forum_hardest_1905_11plus.txt"}) {
    auto lines = sample(name, cap);
    if (lines.empty()) continue;
    int band[6] = {0, 0, 0, 0, 0, 0};
    double sum = 0;
    int solved = 0;
    std::vector<int> hardest(kTechniqueCount, 0);
    const auto start = std::chrono::steady_clock::now();
    for (const auto& l : lines) {
      Rating r = rate(fromLine(l));
      int k = 5;
      if (r.status == Status::Solved) {
        k = r.rating <= 2.5 ? 0 : r.rating < 4.0 ? 1 : r.rating < 6.0 ? 2 : r.rating < 8.0 ? 3 : 4;
        sum += r.rating;
        ++solved;
        if (r.hardest) ++hardest[static_cast<int>(*r.hardest)];
      }
      ++band[k];
    }
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    std::printf("| %s | %zu | %d | %d | %d | %d | %d | %d | %.2f | %.2f |\n", name, lines.size(), band[0], band[1], band[2],
                band[3], band[4], band[5], solved ? sum / solved : 0.0, ms / lines.size());
    std::string tech;
    for (int t = 0; t < kTechniqueCount; ++t)
      if (hardest[t]) tech += std::string(tech.empty() ? "" : ", ") + techniqueName(static_cast<Technique>(t)) + " " + std::to_string(hardest[t]);
    std::printf("\n  hardest step (solved puzzles) in %s: %s\n\n", name, tech.c_str());
  }
}

// Soundness over whole shared collections (docs/results/ratings.md, "Soundness"): every step of
// every puzzle checked against the solution, as a table. SoundOnSharedSamples does the same on a
// slice in each run; this one takes minutes, so it is disabled; run it with
//   bench/logic-soundness.sh   ($DEDUCE_SOUNDNESS_SAMPLE: at most that many puzzles per collection)
TEST(Logic, DISABLED_SoundOnWholeCollections) {
  const size_t cap =
      std::getenv("DEDUCE_SOUNDNESS_SAMPLE") ? std::stoul(std::getenv("DEDUCE_SOUNDNESS_SAMPLE")) : 1000000;
  std::printf("| collection | puzzles | solved | stuck | unsound steps | seconds |\n|---|---:|---:|---:|---:|---:|\n");
  for (const char* name : {"17clue_royle.txt", "magictour_top1465.txt", "forum_hardest_1106.txt",
                           "forum_hardest_1905_11plus.txt"}) {
    auto lines = sample(name, cap);
    if (lines.empty()) continue;
    int solved = 0, stuck = 0, unsound = 0;
    const auto start = std::chrono::steady_clock::now();
    for (const auto& l : lines) {
      const Instance inst = fromLine(l);
      const std::vector<int> sol = solution(inst);
      ASSERT_FALSE(sol.empty()) << l;
      Outcome o = explain(inst);
      solved += o.status == Status::Solved;
      stuck += o.status == Status::Stuck;
      for (const auto& s : o.steps) {
        bool ok = true;
        for (const auto& p : s.placements) ok = ok && sol[p.row * 9 + p.col] == p.value;
        for (const auto& e : s.eliminations) ok = ok && sol[e.row * 9 + e.col] != e.value;
        if (!ok) ADD_FAILURE() << l << ": " << s.text;
        unsound += !ok;
      }
      EXPECT_TRUE(o.status == Status::Solved || o.status == Status::Stuck) << l << ": " << o.message;
    }
    const double sec = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("| %s | %zu | %d | %d | %d | %.1f |\n", name, lines.size(), solved, stuck, unsound, sec);
    std::fflush(stdout);
  }
}

}  // namespace
}  // namespace deduce::sudoku::logic
