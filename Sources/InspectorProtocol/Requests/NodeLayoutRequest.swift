import JSONCore

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

extension NodeLayoutRequest: JSONExactDecodable {
  /// Reads the request's plain form (strings, integers, a boolean, known field names; absent members for the
  /// optional ones); anything else is left to the `Decodable` conformance.
  public init?(exactly json: JSONValue) {
    guard case .object(let object) = json, case .string(let uri)? = object["uri"],
      case .string(let node)? = object["node"]
    else { return nil }
    var version: Int?
    var pass: Int?
    var measurements: Bool?
    var fields: [NodeLayoutField]?
    switch object["version"] {
    case nil: break
    case .integer(let number)?:
      guard let number = Int(exactly: number) else { return nil }
      version = number
    default: return nil
    }
    switch object["pass"] {
    case nil: break
    case .integer(let number)?:
      guard let number = Int(exactly: number) else { return nil }
      pass = number
    default: return nil
    }
    switch object["measurements"] {
    case nil: break
    case .bool(let flag)?: measurements = flag
    default: return nil
    }
    switch object["fields"] {
    case nil: break
    case .array(let names)?:
      var selection: [NodeLayoutField] = []
      selection.reserveCapacity(names.count)
      for name in names {
        guard case .string(let text) = name, let field = NodeLayoutField(rawValue: text) else { return nil }
        selection.append(field)
      }
      fields = selection
    default: return nil
    }
    self.init(uri: uri, node: node, version: version, pass: pass, measurements: measurements, fields: fields)
  }
}
