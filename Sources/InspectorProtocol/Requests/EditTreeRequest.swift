/// `tree/edit`: applies edits to an open tree, all or nothing, and runs the update loop from the current
/// `@State` to its fixpoint, making the next version.
public struct EditTreeRequest: RequestType {
  /// The wire name.
  public static let method = "tree/edit"
  /// The result type.
  public typealias Response = TreeSummary

  /// The tree's uri.
  public var uri: String
  /// The tree's current version, as the client last saw it; any other number is an error and applies nothing.
  public var version: Int
  /// The edits, applied in order.
  public var edits: [Edit]

  /// Creates the request.
  public init(uri: String, version: Int, edits: [Edit]) {
    self.uri = uri
    self.version = version
    self.edits = edits
  }
}
