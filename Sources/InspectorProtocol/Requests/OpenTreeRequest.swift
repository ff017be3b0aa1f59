import JSONCore

/// `tree/open`: loads a tree under a client-chosen uri, runs the update loop to its fixpoint and keeps the tree
/// live as version 1.
///
/// The tree is a document in the tree format (`tree`), or Swift source (`swift` or `files`, with `root`,
/// `preview`, `compilationFlags` and `environment`, flat beside `uri`) that the daemon translates into one; exactly one of
/// `tree`, `swift` and `files` is given.
public struct OpenTreeRequest: RequestType {
  /// The wire name.
  public static let method = "tree/open"
  /// The result type.
  public typealias Response = TreeSummary

  /// The client's name for the tree (a file URI, or any string); must not be open already.
  public var uri: String
  /// The tree document in the tree format (`Schemas/view-tree.schema.json`).
  public var tree: JSONValue?
  /// The tree as Swift source.
  public var source: SourceInput

  /// Opens a tree document.
  public init(uri: String, tree: JSONValue) {
    self.uri = uri
    self.tree = tree
    self.source = SourceInput()
  }

  /// Opens Swift source.
  public init(uri: String, source: SourceInput) {
    self.uri = uri
    self.tree = nil
    self.source = source
  }

  private enum CodingKeys: String, CodingKey {
    case uri, tree, swift, files, root, preview, compilationFlags, environment
  }

  /// Decodes the flat params.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    uri = try container.decode(String.self, forKey: .uri)
    tree = try container.decodeIfPresent(JSONValue.self, forKey: .tree)
    source = SourceInput(
      swift: try container.decodeIfPresent(String.self, forKey: .swift),
      files: try container.decodeIfPresent([SourceFile].self, forKey: .files),
      root: try container.decodeIfPresent(String.self, forKey: .root),
      preview: try container.decodeIfPresent(String.self, forKey: .preview),
      compilationFlags: try container.decodeIfPresent([String].self, forKey: .compilationFlags),
      environment: try container.decodeIfPresent(JSONValue.self, forKey: .environment))
  }

  /// Encodes the flat params.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(uri, forKey: .uri)
    try container.encodeIfPresent(tree, forKey: .tree)
    try container.encodeIfPresent(source.swift, forKey: .swift)
    try container.encodeIfPresent(source.files, forKey: .files)
    try container.encodeIfPresent(source.root, forKey: .root)
    try container.encodeIfPresent(source.preview, forKey: .preview)
    try container.encodeIfPresent(source.compilationFlags, forKey: .compilationFlags)
    try container.encodeIfPresent(source.environment, forKey: .environment)
  }
}
