import JSONCore

/// A laid-out tree in the deterministic form snapshot tests store: what `layout/snapshot` returns and what
/// `layout/diff` compares.
///
/// Lengths are rounded to the thousandth of a point (the precision the CLI prints), so a snapshot does not
/// change with the last bits of a computation; nodes are in tree order and layers grouped by node in chain
/// order. A snapshot holds what a reader of the layout sees (frames, texts, proposals, preference values,
/// state), not how the engine derived it (rules, measurements), so it changes only when the layout does.
public struct LayoutSnapshot: Codable, Hashable, Sendable {
  /// The format's version: 1.
  public static let currentFormat = 1

  /// The format's version.
  public var layoutSnapshot: Int
  /// The size proposed to the root.
  public var proposal: ProposalValue
  /// The root's size.
  public var size: SizeValue
  /// The `@State` variables the pass read, by name, in declaration order.
  public var state: JSONObject
  /// Every node, in tree order.
  public var nodes: [SnapshotNode]
  /// Every layer, grouped by node in tree order, each node's layers in chain order (the bare view first).
  public var layers: [SnapshotLayer]

  /// Creates a snapshot.
  public init(
    proposal: ProposalValue, size: SizeValue, state: JSONObject, nodes: [SnapshotNode], layers: [SnapshotLayer]
  ) {
    self.layoutSnapshot = Self.currentFormat
    self.proposal = proposal
    self.size = size
    self.state = state
    self.nodes = nodes
    self.layers = layers
  }
}

extension LayoutSnapshot: JSONTextEncodable {
  /// Writes the snapshot as its `Encodable` conformance does, member by member.
  public func write(to writer: inout JSONTextWriter) throws(JSONCodingError) {
    writer.text("{\"layoutSnapshot\":")
    writer.integer(layoutSnapshot)
    writer.key("proposal")
    try proposal.write(to: &writer)
    writer.key("size")
    size.write(to: &writer)
    writer.key("state")
    writer.value(.object(state))
    writer.key("nodes")
    try writer.array(nodes)
    writer.key("layers")
    try writer.array(layers)
    writer.endObject()
  }
}
