// The SVG writer (src/render/svg.h) and the genres' pictures on edge cases: escaping, invalid
// UTF-8, numbers, groups, and pictures of empty, huge and hostile instances staying well-formed
// and small. The pictures of the bundled samples are checked end to end in tests/cli/svg.sh.
#include <gtest/gtest.h>

#include <limits>
#include <set>

#include "puzzles/enigma1225/svg.h"
#include "puzzles/exactcover/svg.h"
#include "puzzles/hashi/svg.h"
#include "puzzles/queens/svg.h"
#include "puzzles/sudoku/svg.h"
#include "puzzles/zebra/svg.h"
#include "render/svg.h"

using namespace deduce;

namespace {
size_t occurrences(const std::string& s, const std::string& what) {
  size_t n = 0;
  for (size_t i = s.find(what); i != std::string::npos; i = s.find(what, i + 1)) ++n;
  return n;
}
}  // namespace

TEST(Svg, Numbers) {
  EXPECT_EQ(svg::num(12), "12");
  EXPECT_EQ(svg::num(3.5), "3.5");
  EXPECT_EQ(svg::num(-0.25), "-0.25");
  EXPECT_EQ(svg::num(1.0 / 3), "0.33");
  EXPECT_EQ(svg::num(-0.001), "0");
  EXPECT_EQ(svg::num(std::numeric_limits<double>::infinity()), "0");
}

TEST(Svg, EscapesMarkupAndRepairsUtf8) {
  EXPECT_EQ(svg::escape("<a & \"b\" 'c'>"), "&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;");
  EXPECT_EQ(svg::escape("caf\xc3\xa9 \xe2\x9c\x93"), "caf\xc3\xa9 \xe2\x9c\x93");  // valid UTF-8 kept
  const std::string fffd = "\xEF\xBF\xBD";
  EXPECT_EQ(svg::escape("a\xff" "b"), "a" + fffd + "b");            // a stray byte
  EXPECT_EQ(svg::escape("\x01"), fffd);                             // control characters
  EXPECT_EQ(svg::escape("\xc0\x80"), fffd + fffd);                  // overlong
  EXPECT_EQ(svg::escape("\xed\xa0\x80"), fffd + fffd + fffd);       // a surrogate
  EXPECT_EQ(svg::escape("\xef\xbf\xbf"), fffd + fffd + fffd);       // U+FFFF
  EXPECT_EQ(svg::escape("\xe2\x9c"), fffd + fffd);                  // cut short
  EXPECT_EQ(svg::escape("tab\tline\n"), "tab\tline\n");
}

TEST(Svg, DocumentClosesItsGroups) {
  svg::Document doc(100, 50, "t<1>");
  doc.open({{"class", "a"}});
  doc.open();
  doc.rect(1, 2, 3, 4, {{"class", "given"}});
  doc.close();
  doc.label(5, 5, 10, "x&y");
  const std::string s = doc.str();
  EXPECT_EQ(occurrences(s, "<g"), 2u);
  EXPECT_EQ(occurrences(s, "</g>"), 2u);
  EXPECT_NE(s.find("<title>t&lt;1&gt;</title>"), std::string::npos);
  EXPECT_NE(s.find(">x&amp;y</text>"), std::string::npos);
  EXPECT_NE(s.find("viewBox=\"0 0 100 50\""), std::string::npos);
  EXPECT_EQ(s.rfind("</svg>\n"), s.size() - 7);
  doc.close();
  doc.close();
  doc.close();  // more closes than opens are ignored
  EXPECT_EQ(occurrences(doc.str(), "</g>"), 2u);
  EXPECT_EQ(svg::Path().move(1, 2).line(3, 4).box(0, 0, 2, 2).str(), "M1,2 L3,4 M0,0 h2 v2 h-2 Z");
}

TEST(Svg, PaletteColoursDiffer) {
  std::set<std::string> seen;
  for (int i = 0; i < 36; ++i) seen.insert(svg::palette(i));
  EXPECT_EQ(seen.size(), 36u);
  EXPECT_EQ(svg::palette(-3), svg::palette(0));
}

TEST(SvgPictures, HostileNamesAreEscaped) {
  zebra::Puzzle p = zebra::parseOne("who: \"<b>\" \"a&b\"\npet: cat dog\n\"<b>\" = cat\n\"a&b\" at 1\n");
  const std::string s = zebra::svg(p, nullptr);
  EXPECT_EQ(s.find("<b>"), std::string::npos);
  EXPECT_NE(s.find("&lt;b&gt;"), std::string::npos);
  EXPECT_NE(s.find("a&amp;b"), std::string::npos);
  zebra::Table t = {{1, 1}, {0, 0}};
  EXPECT_EQ(occurrences(zebra::svg(p, &t), "class=\"given\""), 1u);
}

TEST(SvgPictures, LargeInstancesStaySmall) {
  std::vector<int> cols(1000);
  for (int i = 0; i < 1000; ++i) cols[i] = i;  // not a solution; the picture does not judge
  const std::string q = queens::svg(1000, &cols);
  EXPECT_EQ(occurrences(q, "class=\"queen\""), 1000u);
  EXPECT_LT(q.size(), 400000u);
  // a board too large to draw: the caption alone
  const std::string e = enigma1225::svg(70, nullptr, 0, {}, false);
  EXPECT_LT(e.size(), 2000u);
  EXPECT_NE(e.find("n = 70"), std::string::npos);
}

TEST(SvgPictures, EmptyAndPartialInstances) {
  exactcover::Problem empty;
  EXPECT_NE(exactcover::svg(empty, nullptr).find("0 items, 0 options"), std::string::npos);
  std::vector<int> none;
  EXPECT_NE(exactcover::svg(empty, &none).find("0 chosen"), std::string::npos);
  hashi::Instance h;
  h.rows = 1, h.cols = 3, h.grid = {1, 0, 1};
  hashi::Solution sol = {{0, 0, 0, 2, 1}};
  EXPECT_EQ(occurrences(hashi::svg(h, &sol), "class=\"bridge\""), 1u);
  EXPECT_EQ(occurrences(hashi::svg(h, &sol), "class=\"island\""), 2u);
  sudoku::Instance s;
  s.boxRows = 2, s.boxCols = 2, s.cells.assign(16, 0);
  s.cells[5] = 3;
  std::vector<int> wrongSize(3, 1);  // fewer values than cells: drawn as far as they go
  EXPECT_EQ(occurrences(sudoku::svg(s, &wrongSize), "class=\"value\""), 3u);
  EXPECT_EQ(occurrences(sudoku::svg(s, nullptr), "class=\"given\""), 1u);
}
