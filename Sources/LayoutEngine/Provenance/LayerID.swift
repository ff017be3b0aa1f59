/// A layer by identity: its node's id and the layer's index (0 is the bare view, i ≥ 1 the i-th modifier). Stable
/// across passes and across edits that keep the node's id and modifier chain.
public struct LayerID: Hashable, Sendable, CustomStringConvertible {
  /// The node's id.
  public var node: String
  /// The layer's index in the node's chain.
  public var layer: Int

  /// Creates a layer id.
  public init(node: String, layer: Int) {
    self.node = node
    self.layer = layer
  }

  /// `#id` for the bare view, `#id@2` for the second modifier's layer.
  public var description: String { layer == 0 ? "#\(node)" : "#\(node)@\(layer)" }
}
