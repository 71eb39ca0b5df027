// `deduce export <genre> --engine mip|sat [--format lp|mps|cnf] [--output PATH] [FILE|-]...`:
// the model an engine builds for a puzzle, written for another solver. An integer program goes
// out as an LP or MPS file (ip::writeLp / ip::writeMps, with the model's row and column names), a
// CNF as DIMACS (sat::Cnf::writeDimacs, with a "c var <v> <name>" line for every variable of the
// puzzle). The header comments say which puzzle it is, what the variables mean, and where the
// file is a relaxation of the puzzle (rows or clauses the engine adds lazily while solving:
// circuit's CM1/CM3 subtour rows, hashi's SAT connectivity cuts).
//
// Which puzzles are written:
//   no --output, or --output FILE   the first puzzle of the input (one model per file); a note
//                                   on stderr says how many puzzles were left out
//   --output DIR                    every puzzle (DIR an existing directory, or a path ending in
//                                   '/', created): the k-th of the input (1-based, input order over
//                                   all inputs) to DIR/<k>.<format>, k padded to 6 digits so the
//                                   names sort in input order
// A malformed puzzle is reported as file:line:col on stderr (exit status 2) and nothing is
// written for it; with DIR the others are still written. Standard output carries only the model.
//
// A genre offers export with one line in its genre.cpp (Parts::exportCommand =
// app::exportCommand<Inst, Sol>(buildMip, buildSat)); either builder may be null.
#pragma once

#include <sys/stat.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <functional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "app/driver.h"
#include "ip/model.h"
#include "sat/cnf.h"

namespace deduce::app {

template <class Inst>
using MipBuilder = std::function<ip::Model(const Inst&, const Options&)>;
template <class Inst>
using SatBuilder = std::function<sat::Cnf(const Inst&, const Options&)>;


// What one run of `deduce export` writes, settled from the options before any input is read
// (export.cpp). Throws UsageError for an engine the genre cannot export, a format that is not
// the engine's, or an option that does not apply to exporting.
struct ExportPlan {
  std::string engine;  // "mip" or "sat"
  std::string format;  // "lp", "mps" or "cnf"
  std::string dir;     // --output DIR: one file per puzzle; empty otherwise
  std::string file;    // --output FILE; empty: standard output
  // hasMip / hasSat: which models the genre builds; engineOptions: the engine-scoped options
  // the genre's engine of that name honours.
  static ExportPlan from(const Options& opt, bool hasMip, bool hasSat,
                         const std::function<const std::vector<std::string>*(const std::string&)>& engineOptions);
  // Where the k-th puzzle (1-based) goes: the file under dir, else `file`.
  std::string pathOf(uint64_t k) const;
};

// Writes one model to `path` ("" = ctx.out) with the header lines `head`; false (and a message
// on stderr, exit status 2) when the file cannot be written.
bool writeModel(RunContext& ctx, const ExportPlan& plan, const std::string& path, const std::vector<std::string>& head,
                ip::Model* mip, sat::Cnf* cnf);
// The first header line: the genre, the engine and where the puzzle starts.
std::vector<std::string> exportHead(const std::string& genre, const ExportPlan& plan, const std::string& file, int line);
// Reports a malformed puzzle or an unreadable source: file:line:col on stderr (unless --quiet),
// exit status 2.
void exportError(RunContext& ctx, const InputError& e);
// After a single-file export: the note on how many puzzles were not written.
void noteSkipped(RunContext& ctx, uint64_t skipped);

template <class Inst, class Sol>
std::function<void(RunContext&, const Parts<Inst, Sol>&)> exportCommand(std::string genre, MipBuilder<Inst> buildMip,
                                                                        SatBuilder<Inst> buildSat) {
  return [genre, buildMip, buildSat](RunContext& ctx, const Parts<Inst, Sol>& parts) {
    const ExportPlan plan = ExportPlan::from(
        ctx.opt, static_cast<bool>(buildMip), static_cast<bool>(buildSat),
        [&](const std::string& name) -> const std::vector<std::string>* {
          for (const auto& e : parts.engines)
            if (e.name == name) return &e.options;
          return nullptr;
        });
    // The genre reads the options as for solving: --format (lp, mps, cnf here) becomes its own
    // default output format.
    Options opt = ctx.opt;
    if (opt.has("format")) opt.set("format", parts.formats.front());
    if (parts.prepare) parts.prepare(opt);
    uint64_t k = 0, skipped = 0;
    auto exportOne = [&](const Inst& inst, const std::string& file, int line) {
      try {
        std::vector<std::string> head = exportHead(genre, plan, file, line);
        if (plan.engine == "mip") {
          ip::Model m = buildMip(inst, opt);
          writeModel(ctx, plan, plan.pathOf(k), head, &m, nullptr);
        } else {
          sat::Cnf f = buildSat(inst, opt);
          writeModel(ctx, plan, plan.pathOf(k), head, nullptr, &f);
        }
      } catch (const InputError& e) {
        exportError(ctx, e);
      } catch (const std::invalid_argument& e) {  // a well-formed puzzle the model cannot take
        exportError(ctx, InputError(file, line, 1, e.what()));
      }
    };
    auto take = [&](const Item<Inst>& item) {
      ++k;
      if (plan.dir.empty() && k > 1) {
        ++skipped;
        return;
      }
      if (item.error)
        exportError(ctx, *item.error);
      else
        exportOne(*item.inst, item.file, item.line);
    };
    if (parts.fromOptions)
      if (std::optional<Inst> inst = parts.fromOptions(opt)) {
        if (!opt.positional().empty()) throw UsageError("no input files with an instance given by options");
        Item<Inst> item;
        item.inst = std::move(inst);
        take(item);
        return;
      }
    for (const std::string& path : inputsOf(opt)) {
      if (cp::g_stopRequested.load()) break;
      std::optional<Source> src;
      try {
        src = readSource(path);
      } catch (const InputError& e) {
        exportError(ctx, e);
        continue;
      }
      try {
        parts.read(*src, opt, [&](Item<Inst>&& item) {
          if (!cp::g_stopRequested.load()) take(item);
        });
      } catch (const InputError& e) {
        ++k;
        if (plan.dir.empty() && k > 1)
          ++skipped;
        else
          exportError(ctx, e);
      }
    }
    noteSkipped(ctx, skipped);
  };
}

}  // namespace deduce::app
