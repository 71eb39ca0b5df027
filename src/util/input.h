// Reading puzzle files: whole files or stdin into memory, split into records (one per line, or
// blocks separated by blank lines), with positions for `file:line:col: message` errors.
//
// `#` starts a comment: a line whose first non-blank character is `#` is dropped; in line mode
// a `#` after the record is dropped with the rest of the line too.
#pragma once

#include <functional>
#include <istream>
#include <stdexcept>
#include <string>
#include <vector>

namespace deduce {

struct Source {
  std::string name;  // file name as given, or "<stdin>"
  std::string text;
  int firstLine = 1;  // the number of text's first line (a stream is read in parts)
};

// The largest source read (bytes): a larger file, or an endless one such as /dev/zero, is
// refused with an error instead of filling the memory.
constexpr size_t kMaxSourceBytes = size_t{256} << 20;

// Read a file ("-" = stdin, or `stdinText` when given: standard input held in memory, e.g. the
// body of a web request); a leading UTF-8 byte order mark is dropped. Throws InputError (line 0)
// when it cannot be read: no such file, a directory, over kMaxSourceBytes.
Source readSource(const std::string& path, const std::string* stdinText = nullptr);

struct Line {
  std::string text;  // without the line end ("\n", "\r\n" or a lone "\r")
  int line;          // 1-based
  // Empty, or the 1-based source column of each character of `text` when a reader took
  // characters out (the `|` separators of a Sudoku grid), so errors still point at the file.
  std::vector<int> cols = {};
  int column(size_t i) const { return i < cols.size() ? cols[i] : static_cast<int>(i) + 1; }
};

struct Record {
  std::string file;
  std::vector<Line> lines;  // one line in line mode; the block's lines in block mode
  int line() const { return lines.empty() ? 0 : lines.front().line; }
};

// One record per non-empty, non-comment line; trailing `# comment` removed, surrounding
// blanks trimmed (column numbers still refer to the original line: see Line::text offsets,
// which keep leading blanks).
std::vector<Record> splitLines(const Source& src);
// What makes a line a comment: Hash — its first non-blank character is `#`; HashSpace — `#`
// followed by a blank or tab (for formats whose rows may start with `#`, e.g. battleship).
enum class Comments { Hash, HashSpace };
// One record per block of non-empty lines separated by blank lines; comment lines dropped.
std::vector<Record> splitBlocks(const Source& src, Comments comments = Comments::Hash);
// Reads a stream (a pipe, a terminal) as it arrives, handing parts of it to `part` in order:
// while every line so far either `standsAlone` (is a whole record by itself whatever follows it)
// or is blank or a comment, each is handed over as soon as its line ends; from the first line
// that does not, the rest is read to the end and handed over as one part (a record may span
// lines, and the layout of the whole may depend on all of it). A part never exceeds
// kMaxSourceBytes (InputError otherwise, as for a file).
void readStream(std::istream& in, const std::string& name, const std::function<bool(const std::string&)>& standsAlone,
                const std::function<void(Source&&)>& part);
// Whether standard input is a stream rather than a regular file (a pipe, a FIFO, a terminal).
bool stdinIsStream();
// All lines with numbers (no comment handling).
std::vector<Line> allLines(const Source& src);
// A blank between tokens: space, tab, form feed, vertical tab.
inline bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\f' || c == '\v'; }
// The line without its blanks (spaces, tabs, form feeds), each character keeping its source
// column in `cols`: cells written with blanks between them, or grouped by separators.
Line withoutBlanks(const Line& l);

// Input text quoted in a message, made safe for a terminal: control bytes (NUL, ESC, BEL, ...)
// and DEL become \xNN; everything else, UTF-8 included, is kept.
std::string printable(const std::string& s);

// An error in an input file: printed as `file:line:col: message`. The message and file name are
// made printable() here, so that input bytes never reach the terminal raw (nor cut it at a NUL).
struct InputError : std::runtime_error {
  InputError(const std::string& file, int line, int col, const std::string& msg)
      : std::runtime_error(printable(msg)), file(printable(file)), line(line), col(col) {}
  std::string file;
  int line, col;
  std::string format() const;
};

}  // namespace deduce
