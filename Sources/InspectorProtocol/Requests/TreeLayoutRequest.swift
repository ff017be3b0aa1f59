/// `layout/tree`: every node of one pass (or of one node's subtree) with the same facts as `layout/node`, and a
/// deterministic text rendering.
public struct TreeLayoutRequest: RequestType {
  /// The wire name.
  public static let method = "layout/tree"
  /// The result type.
  public typealias Response = TreeLayoutResult

  /// The tree's uri.
  public var uri: String
  /// The version; absent means the current one.
  public var version: Int?
  /// The pass within the version; absent means its last pass.
  public var pass: Int?
  /// Only this node and its descendants; absent means the whole tree.
  public var node: String?
  /// Whether each node lists its layers; true when absent.
  public var layers: Bool?
  /// Whether each layer lists its measurements and inputs read; false when absent.
  public var measurements: Bool?
  /// Whether the text rendering shows pixel-snapped frames instead of exact ones; false when absent.
  public var renderedFrames: Bool?

  /// Creates the request.
  public init(
    uri: String, version: Int? = nil, pass: Int? = nil, node: String? = nil, layers: Bool? = nil,
    measurements: Bool? = nil, renderedFrames: Bool? = nil
  ) {
    self.uri = uri
    self.version = version
    self.pass = pass
    self.node = node
    self.layers = layers
    self.measurements = measurements
    self.renderedFrames = renderedFrames
  }
}
