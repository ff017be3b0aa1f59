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
      case .string(let node)? = object["node"],
      let version = Self.optional(object["version"], Self.integer),
      let pass = Self.optional(object["pass"], Self.integer),
      let measurements = Self.optional(object["measurements"], \.boolValue),
      let fields = Self.optional(object["fields"], Self.fields)
    else { return nil }
    self.init(uri: uri, node: node, version: version, pass: pass, measurements: measurements, fields: fields)
  }

  /// An optional member in its plain form: `.some(nil)` when absent, the value `read` finds when present, nil
  /// when present in any other form.
  private static func optional<Member, Value>(_ member: Member?, _ read: (Member) -> Value?) -> Value?? {
    guard let member else { return .some(nil) }
    return read(member).map { .some($0) }
  }

  /// A JSON integer that fits `Int` (a double, even a whole one, is not the plain form).
  private static func integer(_ json: JSONValue) -> Int? {
    guard case .integer(let number) = json else { return nil }
    return Int(exactly: number)
  }

  /// Known field names.
  private static func fields(_ json: JSONValue) -> [NodeLayoutField]? {
    guard case .array(let names) = json else { return nil }
    var selection: [NodeLayoutField] = []
    selection.reserveCapacity(names.count)
    for name in names {
      guard case .string(let text) = name, let field = NodeLayoutField(name: text) else { return nil }
      selection.append(field)
    }
    return selection
  }
}

extension NodeLayoutRequest: JSONPlainDecodable {
  /// Reads the same plain form as `init?(exactly:)`, from the message's text.
  public init?(plain object: JSONPlainObject) {
    guard case .string(let uri)? = object[name: PlainName.uri], case .string(let node)? = object[name: PlainName.node],
      let version = Self.optional(object[name: PlainName.version], Self.integer),
      let pass = Self.optional(object[name: PlainName.pass], Self.integer),
      let measurements = Self.optional(object[name: PlainName.measurements], Self.boolean),
      let fields = Self.optional(object[name: PlainName.fields], Self.fields)
    else { return nil }
    self.init(uri: uri, node: node, version: version, pass: pass, measurements: measurements, fields: fields)
  }

  /// The params' member names, made once for `JSONPlainObject`'s lookups.
  private enum PlainName {
    static let uri = JSONPlainObject.Name("uri")
    static let node = JSONPlainObject.Name("node")
    static let version = JSONPlainObject.Name("version")
    static let pass = JSONPlainObject.Name("pass")
    static let measurements = JSONPlainObject.Name("measurements")
    static let fields = JSONPlainObject.Name("fields")
  }

  private static func integer(_ value: JSONPlainObject.Value) -> Int? {
    guard case .integer(let number) = value else { return nil }
    return Int(exactly: number)
  }

  private static func boolean(_ value: JSONPlainObject.Value) -> Bool? {
    guard case .bool(let flag) = value else { return nil }
    return flag
  }

  private static func fields(_ value: JSONPlainObject.Value) -> [NodeLayoutField]? {
    guard case .strings(let names) = value else { return nil }
    var selection: [NodeLayoutField] = []
    selection.reserveCapacity(names.count)
    for name in names {
      guard let field = NodeLayoutField(name: name) else { return nil }
      selection.append(field)
    }
    return selection
  }
}
