import Foundation

/// Times code for the benchmark suites: calibrated rounds, medians, percentiles.
enum BenchmarkTimer {
  /// The median seconds per call of `body`, over `rounds` rounds that each run at least `roundTime` seconds.
  static func secondsPerCall(rounds: Int = 7, roundTime: Double = 0.25, _ body: () -> Void) -> Double {
    var iterations = 1
    while true {
      let elapsed = time(iterations, body)
      if elapsed >= roundTime / 4 || iterations >= 1 << 30 {
        iterations = max(1, Int(Double(iterations) * roundTime / max(elapsed, 1e-9)))
        break
      }
      iterations *= 4
    }
    let samples = (0..<rounds).map { _ in time(iterations, body) / Double(iterations) }
    return median(samples)
  }

  private static func time(_ iterations: Int, _ body: () -> Void) -> Double {
    let start = now()
    for _ in 0..<iterations { body() }
    return now() - start
  }

  /// Monotonic time in seconds.
  static func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
  }

  /// The median of `values`.
  static func median(_ values: [Double]) -> Double {
    percentile(values, 0.5)
  }

  /// The `fraction` percentile of `values` (nearest rank).
  static func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let rank = Int((fraction * Double(sorted.count - 1)).rounded())
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }

  /// Keeps a value alive so the optimizer cannot drop the work that made it.
  @inline(never)
  static func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
  }
}
