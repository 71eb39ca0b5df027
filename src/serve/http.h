// `deduce serve`: the web page and the JSON API of src/web/ over HTTP (docs/web.md).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "puzzles/genre.h"

namespace deduce::web {

// `deduce serve [options]`: parses the options, serves until Ctrl-C (or SIGTERM); returns the
// exit status (0 after a clean stop, 2 for bad options or a port that cannot be bound).
int serveMain(const std::vector<std::string>& args, std::vector<std::unique_ptr<Genre>> genres);

}  // namespace deduce::web
