/// The suites' command-line options (`--passes=3`, `--edits=10`), read the same way by each suite.
enum BenchmarkOptions {
  /// The integer of the first option spelled `prefix` followed by one (`--passes=3`), if any.
  static func integer(_ prefix: String, in options: [String]) -> Int? {
    options.lazy.compactMap { $0.hasPrefix(prefix) ? Int($0.dropFirst(prefix.count)) : nil }.first
  }
}
