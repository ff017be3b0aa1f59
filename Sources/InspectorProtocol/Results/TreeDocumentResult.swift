import JSONCore

/// What `tree/document` answers.
public struct TreeDocumentResult: Codable, Hashable, Sendable {
  /// The tree's uri.
  public var uri: String
  /// The version described.
  public var version: Int
  /// The document (`Schemas/view-tree.schema.json`).
  public var tree: JSONValue
  /// The Swift files the version was read from, by uri, when it was read from source.
  public var sourceFiles: [String]?

  /// Creates a result.
  public init(uri: String, version: Int, tree: JSONValue, sourceFiles: [String]? = nil) {
    self.uri = uri
    self.version = version
    self.tree = tree
    self.sourceFiles = sourceFiles
  }
}
