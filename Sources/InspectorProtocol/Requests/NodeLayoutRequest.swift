/// `layout/node`: one node's layout in one pass: its layers, each with proposal, size, frames and the rule per
/// axis that decided its size.
public struct NodeLayoutRequest: RequestType {
  /// The wire name.
  public static let method = "layout/node"
  /// The result type.
  public typealias Response = NodeLayoutResult

  /// The tree's uri.
  public var uri: String
  /// The node's id.
  public var node: String
  /// The version; absent means the current one.
  public var version: Int?
  /// The pass within the version; absent means its last pass.
  public var pass: Int?
  /// Whether each layer lists its measurements and inputs read; true when absent.
  public var measurements: Bool?
  /// The node's members to answer with besides `id` and `view`; every member when absent.
  public var fields: [NodeLayoutField]?

  /// Creates the request.
  public init(
    uri: String, node: String, version: Int? = nil, pass: Int? = nil, measurements: Bool? = nil,
    fields: [NodeLayoutField]? = nil
  ) {
    self.uri = uri
    self.node = node
    self.version = version
    self.pass = pass
    self.measurements = measurements
    self.fields = fields
  }
}
