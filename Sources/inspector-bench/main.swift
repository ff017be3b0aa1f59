// The benchmark executable's entry point: `inspector-bench [suite …]` runs the named suites, or all of them.
// Each issue adds its suite to the table.
let suites: [(name: String, run: () -> Void)] = [
  ("text", TextBenchmarks.run)
]
let requested = Set(CommandLine.arguments.dropFirst())
for suite in suites where requested.isEmpty || requested.contains(suite.name) {
  suite.run()
}
