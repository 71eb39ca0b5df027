// The files of the web page (web/ in the repository), compiled into the binary by
// cmake/embed_web.cmake so that `deduce serve` needs neither the source tree nor a network.
#pragma once

#include <cstddef>

namespace deduce::web {

struct Asset {
  const char* path;  // "/index.html"
  const char* data;  // the file's bytes (followed by a NUL not counted in size)
  size_t size;
};
extern const Asset kAssets[];
extern const size_t kAssetCount;

}  // namespace deduce::web
