// The benchmark executable's entry point: `inspector-bench [suite …] [--option …]` runs the named suites, or
// all of them, passing them the options; `--help` (or an unknown suite) prints the usage. Each issue adds its
// suite to the table.
import Foundation
import InspectorServer

// The daemon's allocator settings, so that in-process passes reuse freed memory as the daemon's do.
FreedMemory.keepUntilQuiet()

let suites: [(name: String, run: ([String]) -> Void)] = [
  ("text", { _ in TextBenchmarks.run() }),
  ("json", JSONBenchmarks.run),
  ("rpc", RPCBenchmarks.run),
  ("expressions", { _ in ExpressionBenchmarks.run() }),
  ("layout", LayoutBenchmarks.run),
  ("daemon", DaemonBenchmarks.run),
  ("update", UpdateBenchmarks.run),
  ("explain", ExplainBenchmarks.run),
  ("source", SourceBenchmarks.run),
]
// Run only when named: issue 15's suite, which `Scripts/benchmarks` runs beside the peers.
let namedSuites: [(name: String, run: ([String]) -> Void)] = [
  ("suite", SuiteBenchmarks.run)
]
// Helper processes that other suites start; they run only when named, and alone.
let helpers: [(name: String, run: ([String]) -> Void)] = [
  ("rpc-echo-server", RPCEchoServer.run)
]
let usage = """
  usage: inspector-bench [SUITE...] [--OPTION...]
  Runs the named suites, or all of: \(suites.map(\.name).joined(separator: ", ")) (release builds only give
  meaningful times). Options go to every suite run (`--quick`, `layout --profile --passes=N [--chain=DEPTH [--edits=N]]`,
  `layout --profile --wide=COUNT [--edits=N]` for an open and N resizes of the wide HStack, `layout --profile
  --list=COUNT [--edits=N]` for an open and N grown rows of the scrolling list, `update --edits=N [--rows=N]` for
  instruction counts of N edits keeping the maximum, `update --heap [--rows=10000] [--edits=N] [--max-recorded=N]`
  for the heap bytes a live tree holds, ...).
  inspector-bench suite [--quick] [--json=PATH] [--only=engine|source|editor|pipes|burst|memory] [--daemon=PATH]
    [--echo=PATH] [--sourcekit=PATH]: issue 15's suite, once; Scripts/benchmarks runs it beside the peers and
    writes BENCHMARKS.md.
  """
let arguments = CommandLine.arguments.dropFirst()
let options = arguments.filter { $0.hasPrefix("--") }
let requested = Set(arguments.filter { !$0.hasPrefix("--") })
let unknown = requested.subtracting((suites + namedSuites + helpers).map(\.name))
if options.contains("--help") || requested.contains("-h") || !unknown.isEmpty {
  // Asking for help (or naming no known suite) must not start the whole suite, which loads gigabytes.
  print(unknown.isEmpty ? usage : "unknown suite: \(unknown.sorted().joined(separator: ", "))\n\(usage)")
  if !unknown.isEmpty { exit(2) }
} else if let helper = helpers.first(where: { requested.contains($0.name) }) {
  helper.run(options)
} else if let named = namedSuites.first(where: { requested.contains($0.name) }) {
  named.run(options)
} else {
  for suite in suites where requested.isEmpty || requested.contains(suite.name) {
    suite.run(options)
  }
}
