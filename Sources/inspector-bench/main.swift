// The benchmark executable's entry point: `inspector-bench [suite …] [--option …]` runs the named suites, or
// all of them, passing them the options. Each issue adds its suite to the table.
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
let arguments = CommandLine.arguments.dropFirst()
let options = arguments.filter { $0.hasPrefix("--") }
let requested = Set(arguments.filter { !$0.hasPrefix("--") })
if let helper = helpers.first(where: { requested.contains($0.name) }) {
  helper.run(options)
} else if let named = namedSuites.first(where: { requested.contains($0.name) }) {
  named.run(options)
} else {
  for suite in suites where requested.isEmpty || requested.contains(suite.name) {
    suite.run(options)
  }
}
