/// Piecewise-linear tables, as the tracking table, the optical-size factor and `trak` use them.
enum Interpolation {
  /// The value at `x` of the polyline through `points` (sorted by x): linear between points, held constant
  /// beyond the first and last. An empty table gives 0; a non-finite `x` gives the nearest end.
  static func piecewiseLinear(_ points: [(size: Double, value: Double)], at x: Double) -> Double {
    guard let first = points.first, let last = points.last else { return 0 }
    if !(x > first.size) { return first.value }
    if x >= last.size { return last.value }
    for index in 1..<points.count where x <= points[index].size {
      let low = points[index - 1]
      let high = points[index]
      guard high.size > low.size else { return high.value }
      return low.value + (high.value - low.value) * (x - low.size) / (high.size - low.size)
    }
    return last.value
  }
}
