import JSONCore

/// `tree/open`: loads a tree document under a client-chosen uri, runs the update loop to its fixpoint and
/// keeps the tree live as version 1.
public struct OpenTreeRequest: RequestType {
  /// The wire name.
  public static let method = "tree/open"
  /// The result type.
  public typealias Response = TreeSummary

  /// The client's name for the tree (a file URI, or any string); must not be open already.
  public var uri: String
  /// The tree document in the tree format (`Schemas/view-tree.schema.json`).
  public var tree: JSONValue

  /// Creates the request.
  public init(uri: String, tree: JSONValue) {
    self.uri = uri
    self.tree = tree
  }
}
