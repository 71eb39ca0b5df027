#include "render/svg.h"

#include <cmath>
#include <cstdio>

namespace deduce::svg {

std::string num(double v) {
  if (!std::isfinite(v)) return "0";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  std::string s = buf;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  if (s == "-0") s = "0";
  return s;
}

namespace {

// Length of the valid UTF-8 sequence starting at s[i] that XML 1.0 allows, or 0.
size_t validSequence(std::string_view s, size_t i) {
  const auto b = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char c = b(i);
  if (c < 0x80) return (c >= 0x20 || c == '\t' || c == '\n') ? 1 : 0;
  size_t len = 0;
  unsigned char lo = 0x80, hi = 0xBF;  // the second byte's range
  if (c >= 0xC2 && c <= 0xDF) len = 2;
  else if (c == 0xE0) len = 3, lo = 0xA0;
  else if (c == 0xED) len = 3, hi = 0x9F;  // no surrogates
  else if (c >= 0xE1 && c <= 0xEF) len = 3;
  else if (c == 0xF0) len = 4, lo = 0x90;
  else if (c >= 0xF1 && c <= 0xF3) len = 4;
  else if (c == 0xF4) len = 4, hi = 0x8F;
  else return 0;
  if (i + len > s.size() || b(i + 1) < lo || b(i + 1) > hi) return 0;
  for (size_t k = 2; k < len; ++k)
    if (b(i + k) < 0x80 || b(i + k) > 0xBF) return 0;
  if (c == 0xEF && b(i + 1) == 0xBF && b(i + 2) >= 0xBE) return 0;  // U+FFFE, U+FFFF
  return len;
}

// Copies `text` to a string, replacing invalid sequences by U+FFFD and, with `markup`, escaping
// the five XML special characters.
std::string copyValid(std::string_view text, bool markup) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    const char* entity = nullptr;
    if (markup) switch (text[i]) {
        case '&': entity = "&amp;"; break;
        case '<': entity = "&lt;"; break;
        case '>': entity = "&gt;"; break;
        case '"': entity = "&quot;"; break;
        case '\'': entity = "&apos;"; break;
        default: break;
      }
    if (entity) {
      out += entity;
      ++i;
      continue;
    }
    const size_t len = validSequence(text, i);
    if (len == 0) {
      out += "\xEF\xBF\xBD";  // U+FFFD
      ++i;
    } else {
      out.append(text, i, len);
      i += len;
    }
  }
  return out;
}
}  // namespace

std::string escape(std::string_view text) { return copyValid(text, true); }
std::string validText(std::string_view text) { return copyValid(text, false); }

std::string palette(int i) {
  // Twelve hues far apart (after the common categorical palettes), light enough for black text.
  static const unsigned kBase[12] = {0x8dd3c7, 0xffffb3, 0xbebada, 0xfb8072, 0x80b1d3, 0xfdb462,
                                     0xb3de69, 0xfccde5, 0xd9d9d9, 0xbc80bd, 0xccebc5, 0xffed6f};
  if (i < 0) i = 0;
  unsigned rgb = kBase[i % 12];
  const int round = (i / 12) % 3;  // 0: as is, 1: darker, 2: lighter
  unsigned out = 0;
  for (int shift = 16; shift >= 0; shift -= 8) {
    unsigned c = (rgb >> shift) & 0xFF;
    if (round == 1) c = c * 3 / 4;
    if (round == 2) c = c + (255 - c) / 2;
    out |= c << shift;
  }
  char buf[16];
  std::snprintf(buf, sizeof buf, "#%06x", out);
  return buf;
}

Path& Path::add(char cmd, std::initializer_list<double> values) {
  if (!d_.empty()) d_ += ' ';
  d_ += cmd;
  bool first = true;
  for (double v : values) {
    if (!first) d_ += ',';
    d_ += num(v);
    first = false;
  }
  return *this;
}

Document::Document(double width, double height, std::string_view title)
    : width_(width), height_(height), title_(title) {}

void Document::startTag(const char* name, const std::string& geometry, const Attrs& a) {
  body_.append(static_cast<size_t>(depth_ + 1) * 2, ' ');
  body_ += '<';
  body_ += name;
  body_ += geometry;
  for (const auto& [k, v] : a) {
    body_ += ' ';
    body_ += k;
    body_ += "=\"";
    body_ += escape(v);
    body_ += '"';
  }
}

void Document::element(const char* name, const std::string& geometry, const Attrs& a, std::string_view content,
                       bool hasContent) {
  startTag(name, geometry, a);
  if (hasContent) {
    body_ += '>';
    body_ += escape(content);
    body_ += "</";
    body_ += name;
    body_ += ">\n";
  } else {
    body_ += "/>\n";
  }
}

void Document::open(const Attrs& a) {
  startTag("g", "", a);
  body_ += ">\n";
  ++depth_;
}

void Document::close() {
  if (depth_ == 0) return;
  --depth_;
  body_.append(static_cast<size_t>(depth_ + 1) * 2, ' ');
  body_ += "</g>\n";
}

void Document::rect(double x, double y, double w, double h, const Attrs& a) {
  element("rect", " x=\"" + num(x) + "\" y=\"" + num(y) + "\" width=\"" + num(w) + "\" height=\"" + num(h) + '"', a);
}

void Document::line(double x1, double y1, double x2, double y2, const Attrs& a) {
  element("line", " x1=\"" + num(x1) + "\" y1=\"" + num(y1) + "\" x2=\"" + num(x2) + "\" y2=\"" + num(y2) + '"', a);
}

void Document::circle(double cx, double cy, double r, const Attrs& a) {
  element("circle", " cx=\"" + num(cx) + "\" cy=\"" + num(cy) + "\" r=\"" + num(r) + '"', a);
}

void Document::path(std::string_view d, const Attrs& a) { element("path", " d=\"" + escape(d) + '"', a); }

void Document::polyline(const std::vector<std::pair<double, double>>& points, const Attrs& a) {
  std::string p;
  for (const auto& [x, y] : points) {
    if (!p.empty()) p += ' ';
    p += num(x);
    p += ',';
    p += num(y);
  }
  element("polyline", " points=\"" + p + '"', a);
}

void Document::text(double x, double y, std::string_view s, const Attrs& a) {
  element("text", " x=\"" + num(x) + "\" y=\"" + num(y) + '"', a, s, true);
}

void Document::label(double x, double y, double size, std::string_view s, const Attrs& a) {
  Attrs all = {{"font-size", num(size)}, {"text-anchor", "middle"}};
  all.insert(all.end(), a.begin(), a.end());
  text(x, y + 0.35 * size, s, all);
}

std::string Document::str() const {
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" + num(width_) + "\" height=\"" +
         num(height_) + "\" viewBox=\"0 0 " + num(width_) + ' ' + num(height_) + "\" font-family=\"sans-serif\">\n";
  if (!title_.empty()) out += "  <title>" + escape(title_) + "</title>\n";
  out += "  <rect x=\"0\" y=\"0\" width=\"" + num(width_) + "\" height=\"" + num(height_) + "\" fill=\"" +
         colour::paper + "\"/>\n";
  out += body_;
  for (int d = depth_; d > 0; --d) out.append(static_cast<size_t>(d) * 2, ' ') += "</g>\n";
  out += "</svg>\n";
  return out;
}

}  // namespace deduce::svg
