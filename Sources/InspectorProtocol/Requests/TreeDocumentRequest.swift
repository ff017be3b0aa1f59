/// `tree/document`: the tree document of a version, in the tree format; for a tree read from Swift source, the
/// front end's translation (as edits since changed it).
public struct TreeDocumentRequest: RequestType {
  /// The wire name.
  public static let method = "tree/document"
  /// The result type.
  public typealias Response = TreeDocumentResult

  /// The tree's uri.
  public var uri: String
  /// The version; the current one when absent.
  public var version: Int?

  /// Creates the request.
  public init(uri: String, version: Int? = nil) {
    self.uri = uri
    self.version = version
  }
}
