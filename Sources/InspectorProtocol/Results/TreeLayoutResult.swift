import JSONCore

/// The result of `layout/tree`.
public struct TreeLayoutResult: Codable, Hashable, Sendable {
  /// The tree's uri.
  public var uri: String
  /// The version described.
  public var version: Int
  /// The pass described.
  public var pass: Int
  /// The proposal offered to the root.
  public var proposal: ProposalValue
  /// The root's size.
  public var rootSize: SizeValue
  /// The nodes in tree order (a node, then its content, then its modifiers' content); a flat list, each node
  /// naming its parent and children, so that no reply nests as deep as the tree.
  public var nodes: [NodeLayout]
  /// The deterministic text rendering, one node per line, indented two spaces per level:
  /// `Text #user-label "User:" (16, 16, 79.333, 20.333) proposal 144×731 | Text 40.333×20.333 > frame 79.333×20.333`.
  public var text: String

  /// Creates the result.
  public init(
    uri: String, version: Int, pass: Int, proposal: ProposalValue, rootSize: SizeValue, nodes: [NodeLayout],
    text: String
  ) {
    self.uri = uri
    self.version = version
    self.pass = pass
    self.proposal = proposal
    self.rootSize = rootSize
    self.nodes = nodes
    self.text = text
  }
}

extension TreeLayoutResult: JSONTextEncodable {
  /// Writes the result as its `Encodable` conformance does, member by member: every node of the pass with its layers
  /// (about 11 MB for the 1,000-row form), which the `Encodable` bridge built as a `JSONValue` first.
  public func write(to writer: inout JSONTextWriter) throws(JSONCodingError) {
    writer.beginPassResult(uri: uri, version: version, pass: pass)
    writer.key("proposal")
    try proposal.write(to: &writer)
    writer.key("rootSize")
    rootSize.write(to: &writer)
    writer.key("nodes")
    try writer.array(nodes)
    writer.key("text")
    writer.string(text)
    writer.endObject()
  }
}
