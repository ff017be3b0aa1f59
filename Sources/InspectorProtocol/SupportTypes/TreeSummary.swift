import JSONCore

/// What `tree/open` and `tree/edit` answer: the state of the version they made, after the update loop ran to
/// its fixpoint (or stopped at its bound).
public struct TreeSummary: Codable, Hashable, Sendable {
  /// The tree's uri.
  public var uri: String
  /// The version made: 1 after `tree/open`, one more after each `tree/edit`.
  public var version: Int
  /// Whether the update loop settled (no pass changed any state); false when it stopped at `maxPasses`.
  public var converged: Bool
  /// How many passes the update loop ran for this version (its last pass is the one queries read by default).
  public var passes: Int
  /// The root's size after the last pass.
  public var rootSize: SizeValue
  /// How many nodes the last pass laid out (`ForEach` elements counted one by one).
  public var nodeCount: Int
  /// How many nodes the document declares.
  public var declaredNodeCount: Int
  /// The version's diagnostics, also sent as `tree/diagnostics`.
  public var diagnostics: [Diagnostic]

  /// Creates a summary.
  public init(
    uri: String, version: Int, converged: Bool, passes: Int, rootSize: SizeValue, nodeCount: Int,
    declaredNodeCount: Int, diagnostics: [Diagnostic]
  ) {
    self.uri = uri
    self.version = version
    self.converged = converged
    self.passes = passes
    self.rootSize = rootSize
    self.nodeCount = nodeCount
    self.declaredNodeCount = declaredNodeCount
    self.diagnostics = diagnostics
  }
}

extension TreeSummary: JSONTextEncodable {
  /// Writes the summary as its `Encodable` conformance does, member by member: the reply to every `tree/edit`, an
  /// editor's keystroke.
  public func write(to writer: inout JSONTextWriter) throws(JSONCodingError) {
    writer.text("{\"uri\":")
    writer.string(uri)
    writer.key("version")
    writer.integer(version)
    writer.key("converged")
    writer.bool(converged)
    writer.key("passes")
    writer.integer(passes)
    writer.key("rootSize")
    rootSize.write(to: &writer)
    writer.key("nodeCount")
    writer.integer(nodeCount)
    writer.key("declaredNodeCount")
    writer.integer(declaredNodeCount)
    writer.key("diagnostics")
    try Diagnostic.write(diagnostics, to: &writer)
    writer.endObject()
  }
}
