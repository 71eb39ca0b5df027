#include "util/input.h"

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

namespace deduce {

namespace {
// Editors on Windows start UTF-8 files with a byte order mark; it is not part of the puzzle.
void dropByteOrderMark(std::string& text) {
  if (text.compare(0, 3, "\xEF\xBB\xBF") == 0) text.erase(0, 3);
}
}  // namespace

namespace {
// Reads `in` to its end, refusing more than kMaxSourceBytes.
void readCapped(std::istream& in, const std::string& name, std::string& text) {
  std::string chunk(1 << 16, '\0');
  while (in) {
    in.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
    text.append(chunk.data(), static_cast<size_t>(in.gcount()));
    if (text.size() > kMaxSourceBytes)
      throw InputError(name, 0, 0, "input larger than " + std::to_string(kMaxSourceBytes >> 20) + " MiB");
  }
  if (in.bad()) throw InputError(name, 0, 0, "cannot read file");
}
}  // namespace

Source readSource(const std::string& path, const std::string* stdinText) {
  Source s;
  if (path == "-") {
    s.name = "<stdin>";
    if (stdinText) {
      if (stdinText->size() > kMaxSourceBytes)
        throw InputError(s.name, 0, 0, "input larger than " + std::to_string(kMaxSourceBytes >> 20) + " MiB");
      s.text = *stdinText;
    } else {
      readCapped(std::cin, s.name, s.text);
    }
  } else {
    s.name = path;
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) throw InputError(path, 0, 0, "is a directory, not a puzzle file");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError(path, 0, 0, "cannot open file");
    readCapped(in, path, s.text);
  }
  dropByteOrderMark(s.text);
  return s;
}

bool stdinIsStream() {
  struct stat st {};
  return fstat(STDIN_FILENO, &st) != 0 || !S_ISREG(st.st_mode);
}

void readStream(std::istream& in, const std::string& name, const std::function<bool(const std::string&)>& standsAlone,
                const std::function<void(Source&&)>& part) {
  std::streambuf* buf = in.rdbuf();
  Source pending{name, "", 1};
  bool alone = true;  // every line so far stood alone (or was blank or a comment)
  int lineNo = 0;
  auto handOver = [&] {
    if (!pending.text.empty()) part(std::move(pending));
    pending = Source{name, "", lineNo + 1};
  };
  for (bool eof = false; !eof;) {
    // one line, read byte by byte from the stream's buffer (bounded: a stream without line
    // ends, such as /dev/zero, stops at the cap instead of growing without end)
    std::string line;
    for (;;) {
      const int c = buf->sbumpc();
      if (c == std::char_traits<char>::eof()) {
        eof = true;
        break;
      }
      if (c == '\n') break;
      line += static_cast<char>(c);
      if (pending.text.size() + line.size() > kMaxSourceBytes)
        throw InputError(name, 0, 0, "input larger than " + std::to_string(kMaxSourceBytes >> 20) + " MiB");
    }
    if (eof && line.empty()) break;
    if (lineNo == 0) dropByteOrderMark(line);
    ++lineNo;
    pending.text += line;
    pending.text += '\n';
    if (!alone) continue;
    const size_t first = line.find_first_not_of(" \t\f\v\r");
    const bool quiet = first == std::string::npos || line[first] == '#';
    if (quiet || standsAlone(line))
      handOver();
    else
      alone = false;
  }
  handOver();
}

std::string printable(const std::string& s) {
  static const char* hex = "0123456789abcdef";
  std::string out;
  out.reserve(s.size());
  for (unsigned char c : s) {
    if (c < 0x20 || c == 0x7f) {
      out += "\\x";
      out += hex[c >> 4];
      out += hex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

Line withoutBlanks(const Line& l) {
  Line out{"", l.line};
  for (size_t i = 0; i < l.text.size(); ++i) {
    const char c = l.text[i];
    if (isBlank(c)) continue;
    out.text += c;
    out.cols.push_back(l.column(i));
  }
  return out;
}

std::vector<Line> allLines(const Source& src) {
  std::vector<Line> out;
  size_t pos = 0;
  int no = src.firstLine;
  const std::string& t = src.text;
  // a line ends with "\n" (Unix), "\r\n" (Windows) or a lone "\r" (classic Mac OS)
  while (pos < t.size()) {
    size_t nl = t.find_first_of("\r\n", pos);
    if (nl == std::string::npos) nl = t.size();
    out.push_back({t.substr(pos, nl - pos), no});
    pos = nl + (t.compare(nl, 2, "\r\n") == 0 ? 2 : 1);
    ++no;
  }
  return out;
}

namespace {
bool blank(const std::string& s) { return s.find_first_not_of(" \t\f\v") == std::string::npos; }
bool commentLine(const std::string& s, Comments rule = Comments::Hash) {
  size_t i = s.find_first_not_of(" \t");
  if (i == std::string::npos || s[i] != '#') return false;
  return rule == Comments::Hash || (i + 1 < s.size() && (s[i + 1] == ' ' || s[i + 1] == '\t'));
}
}  // namespace

std::vector<Record> splitLines(const Source& src) {
  std::vector<Record> out;
  for (Line& l : allLines(src)) {
    if (blank(l.text) || commentLine(l.text)) continue;
    if (size_t h = l.text.find('#'); h != std::string::npos) l.text.resize(h);
    while (!l.text.empty() && (l.text.back() == ' ' || l.text.back() == '\t')) l.text.pop_back();
    out.push_back({src.name, {std::move(l)}});
  }
  return out;
}

std::vector<Record> splitBlocks(const Source& src, Comments comments) {
  std::vector<Record> out;
  Record cur{src.name, {}};
  for (Line& l : allLines(src)) {
    if (commentLine(l.text, comments)) continue;
    if (blank(l.text)) {
      if (!cur.lines.empty()) out.push_back(std::move(cur));
      cur = Record{src.name, {}};
      continue;
    }
    cur.lines.push_back(std::move(l));
  }
  if (!cur.lines.empty()) out.push_back(std::move(cur));
  return out;
}

std::string InputError::format() const {
  std::ostringstream os;
  if (!file.empty()) {  // an instance given by options has no place
    os << file;
    if (line > 0) os << ':' << line << ':' << (col > 0 ? col : 1);
    os << ": ";
  }
  os << what();
  return os.str();
}

}  // namespace deduce
