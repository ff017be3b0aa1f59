/// `layout/snapshot`: a laid-out tree in a deterministic form for snapshot tests: every node's frame and text,
/// every layer's proposal and frame, the preference values at each node and the `@State` of the pass, with
/// lengths rounded to the thousandth of a point; and the same as text, one node or layer per line, to store next
/// to a test and compare on later runs (`layout/diff` says what changed).
public struct SnapshotRequest: RequestType {
  /// The wire name.
  public static let method = "layout/snapshot"
  /// The result type.
  public typealias Response = SnapshotResult

  /// The tree's uri.
  public var uri: String
  /// The version; absent means the current one.
  public var version: Int?
  /// The pass within the version; absent means its last pass.
  public var pass: Int?

  /// Creates the request.
  public init(uri: String, version: Int? = nil, pass: Int? = nil) {
    self.uri = uri
    self.version = version
    self.pass = pass
  }
}
