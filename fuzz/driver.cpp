// Replays fuzz inputs without libFuzzer: `fuzz_replay FILE_OR_DIR...` runs the fuzz target on
// each file (used by ctest on fuzz/corpus/, and to reproduce a crash found by libFuzzer).
#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

int main(int argc, char** argv) {
  size_t n = 0;
  for (int i = 1; i < argc; ++i) {
    std::vector<std::filesystem::path> files;
    if (std::filesystem::is_directory(argv[i])) {
      for (auto& e : std::filesystem::directory_iterator(argv[i]))
        if (e.is_regular_file()) files.push_back(e.path());
    } else {
      files.emplace_back(argv[i]);
    }
    std::sort(files.begin(), files.end());
    for (auto& f : files) {
      std::ifstream in(f, std::ios::binary);
      if (!in) {  // a corpus that is not there is a failure, not an empty pass
        std::cerr << f.string() << ": cannot open\n";
        return 1;
      }
      std::string s((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(s.data()), s.size());
      ++n;
    }
  }
  std::cout << n << " inputs replayed\n";
  return 0;
}
