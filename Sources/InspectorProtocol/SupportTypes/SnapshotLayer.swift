import JSONCore

/// One layer of a `LayoutSnapshot`: the bare view or a modifier, with the proposal it was placed with and its
/// frame in root coordinates.
public struct SnapshotLayer: Codable, Hashable, Sendable {
  /// The node's id.
  public var node: String
  /// The layer's index: 0 for the bare view, i for the i-th modifier.
  public var layer: Int
  /// The SwiftUI spelling with resolved arguments: `frame(width: 79.333, alignment: .trailing)`.
  public var summary: String
  /// The proposal the layer was placed with.
  public var proposal: ProposalValue
  /// Its frame in root coordinates.
  public var frame: FrameValue

  /// Creates a layer.
  public init(node: String, layer: Int, summary: String, proposal: ProposalValue, frame: FrameValue) {
    self.node = node
    self.layer = layer
    self.summary = summary
    self.proposal = proposal
    self.frame = frame
  }
}

extension SnapshotLayer: JSONTextEncodable {
  /// Writes the layer as its `Encodable` conformance does.
  public func write(to writer: inout JSONTextWriter) throws(JSONCodingError) {
    writer.text("{\"node\":")
    writer.string(node)
    writer.key("layer")
    writer.integer(layer)
    writer.key("summary")
    writer.string(summary)
    writer.key("proposal")
    try proposal.write(to: &writer)
    writer.key("frame")
    frame.write(to: &writer)
    writer.endObject()
  }
}
