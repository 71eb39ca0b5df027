#include "cli/registry.h"

namespace deduce {

// Genre factories, one per src/puzzles/<genre>/.
std::unique_ptr<Genre> makeQueensGenre();
std::unique_ptr<Genre> makeExactCoverGenre();
std::unique_ptr<Genre> makeLangfordGenre();
std::unique_ptr<Genre> makePentominoGenre();
std::unique_ptr<Genre> makeSudokuGenre();
std::unique_ptr<Genre> makeLatinGenre();
std::unique_ptr<Genre> makeMagicGenre();
std::unique_ptr<Genre> makeEnigma1225Genre();
std::unique_ptr<Genre> makeZebraGenre();
std::unique_ptr<Genre> makeHashiGenre();
std::unique_ptr<Genre> makeBattleshipGenre();
std::unique_ptr<Genre> makeCircuitGenre();

std::vector<std::unique_ptr<Genre>> allGenres() {
  std::vector<std::unique_ptr<Genre>> g;
  g.push_back(makeQueensGenre());
  g.push_back(makeExactCoverGenre());
  g.push_back(makeLangfordGenre());
  g.push_back(makePentominoGenre());
  g.push_back(makeSudokuGenre());
  g.push_back(makeLatinGenre());
  g.push_back(makeMagicGenre());
  g.push_back(makeEnigma1225Genre());
  g.push_back(makeZebraGenre());
  g.push_back(makeHashiGenre());
  g.push_back(makeBattleshipGenre());
  g.push_back(makeCircuitGenre());
  return g;
}

}  // namespace deduce
