// deduce-serve: the program `deduce serve ARGS...` runs (src/cli/main.cpp), as deduce-serve ARGS...
#include <string>
#include <vector>

#include "cli/registry.h"
#include "serve/http.h"

int main(int argc, char** argv) {
  return deduce::web::serveMain(std::vector<std::string>(argv + 1, argv + argc), deduce::allGenres());
}
