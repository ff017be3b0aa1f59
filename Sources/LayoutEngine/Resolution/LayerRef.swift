import TextMetrics

/// A layer of a node: index 0 is the bare view, i ≥ 1 the i-th modifier (innermost first).
struct LayerRef: Hashable {
  var node: Int
  var layer: Int
}
