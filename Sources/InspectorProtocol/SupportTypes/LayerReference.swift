import JSONCore

/// A layer of a node: the node's id and the layer's index (0 is the bare view, i ≥ 1 the i-th modifier).
/// Stable across passes and across edits that keep the node's id and its modifier chain.
public struct LayerReference: Codable, Hashable, Sendable {
  /// The node's id.
  public var node: String
  /// The layer's index in the node's chain.
  public var layer: Int

  /// Creates a reference.
  public init(node: String, layer: Int) {
    self.node = node
    self.layer = layer
  }
}

extension LayerReference: JSONTextEncodable {
  /// Writes the reference as its `Encodable` conformance does.
  public func write(to writer: inout JSONTextWriter) {
    writer.text("{\"node\":")
    writer.string(node)
    writer.key("layer")
    writer.integer(layer)
    writer.endObject()
  }
}
