// A small writer of plain SVG 1.1 documents: the pictures of the genres (src/puzzles/*/svg.cpp)
// are built with it. Elements are appended in drawing order (later ones are drawn on top);
// groups nest. Text is escaped for XML and made valid UTF-8 (invalid bytes and control
// characters become U+FFFD), so that any puzzle text yields a document an XML parser accepts.
// Fonts are generic families only (sans-serif, monospace), which every system resolves.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace deduce::svg {

// Attributes of one element, written in this order: {{"class", "given"}, {"fill", "#fff"}}.
using Attrs = std::vector<std::pair<std::string, std::string>>;

// A number as SVG writes it: at most two decimals, no trailing zeros ("12", "3.5", "-0.25").
std::string num(double v);
// Text for XML character data or attribute values: & < > " ' escaped, invalid UTF-8 and
// control characters (except tab and newline) replaced by U+FFFD.
std::string escape(std::string_view text);
// The text made valid for an XML document without escaping markup (for comments): invalid UTF-8
// and control characters replaced by U+FFFD.
std::string validText(std::string_view text);

// The colours every picture shares.
namespace colour {
inline constexpr const char* paper = "#ffffff";
inline constexpr const char* ink = "#222222";      // lines, borders, labels
inline constexpr const char* given = "#000000";    // givens: black, bold
inline constexpr const char* solved = "#1f5fbf";   // values found by the solver: blue
inline constexpr const char* thin = "#999999";     // thin grid lines
inline constexpr const char* shade = "#e6e6e6";    // shaded cells (blacked out, headers)
inline constexpr const char* mark = "#fff3c4";     // marked cells (diagonals, highlights)
inline constexpr const char* water = "#d6e8f7";    // water (battleship)
inline constexpr const char* accent = "#d62728";   // what a picture highlights (a path, a queen)
}  // namespace colour
// A fill colour per index (pieces, pairs, ships): 12 well-separated hues, then lighter and
// darker variants of them; any index >= 0 gives a colour.
std::string palette(int i);

// Path data ("M1,2 L3,4 Z"), built command by command.
class Path {
 public:
  Path& move(double x, double y) { return add('M', {x, y}); }
  Path& line(double x, double y) { return add('L', {x, y}); }
  Path& curve(double x1, double y1, double x2, double y2, double x, double y) {
    return add('C', {x1, y1, x2, y2, x, y});
  }
  // A w x h rectangle with its top-left corner at (x, y), as a closed subpath.
  Path& box(double x, double y, double w, double h) {
    move(x, y);
    add('h', {w});
    add('v', {h});
    add('h', {-w});
    return close();
  }
  Path& close() { return add('Z', {}); }
  const std::string& str() const { return d_; }

 private:
  Path& add(char cmd, std::initializer_list<double> values);
  std::string d_;
};

class Document {
 public:
  // A picture of width x height user units (1 unit = 1 px at 100%), with an optional title.
  Document(double width, double height, std::string_view title = "");

  void open(const Attrs& a = {});  // <g ...>
  void close();                    // </g> of the innermost open group
  void rect(double x, double y, double w, double h, const Attrs& a = {});
  void line(double x1, double y1, double x2, double y2, const Attrs& a = {});
  void circle(double cx, double cy, double r, const Attrs& a = {});
  void path(std::string_view d, const Attrs& a = {});
  void polyline(const std::vector<std::pair<double, double>>& points, const Attrs& a = {});
  // Text with its baseline at y, anchored as the attributes say (default: start).
  void text(double x, double y, std::string_view s, const Attrs& a = {});
  // Text centred on (x, y) at font size `size` (middle anchor, baseline shifted by 0.35 em).
  void label(double x, double y, double size, std::string_view s, const Attrs& a = {});

  // The document: XML declaration, <svg> root, title, the elements, every open group closed.
  std::string str() const;

 private:
  void startTag(const char* name, const std::string& geometry, const Attrs& a);  // "<name geometry attrs"
  void element(const char* name, const std::string& geometry, const Attrs& a, std::string_view content = {},
               bool hasContent = false);
  double width_, height_;
  std::string title_;
  std::string body_;
  int depth_ = 0;
};

}  // namespace deduce::svg
