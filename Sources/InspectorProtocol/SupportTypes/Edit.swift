import JSONCore

/// One edit of a tree, as `tree/edit` carries it: an object with exactly one member, named after the edit's
/// kind, whose value holds the edit's arguments.
///
///     {"setText": {"node": "user-label", "text": "Name:"}}
///     {"propose": {"width": 320, "height": null}}
///
/// Views and modifiers are given in the tree format (`Schemas/view-tree.schema.json`); nodes are named by id (an
/// id inside a `ForEach`, `row[2]`, names the template the element was made from).
public enum Edit: Codable, Hashable, Sendable {
  /// Sets a `@State` variable's value (plain JSON: a `CGFloat` is a number, `nil` is `null`).
  case setState(name: String, value: JSONValue)
  /// Sets a `Text`'s text, a `Button`'s title or a field's text.
  case setText(node: String, text: String)
  /// Replaces a view, and everything inside it, with another.
  case replace(node: String, view: JSONValue)
  /// Inserts a view into a container's `content` at `index` (0 … count).
  case insert(parent: String, index: Int, view: JSONValue)
  /// Removes a view from the list that holds it.
  case remove(node: String)
  /// Replaces a view's modifier chain (an array in the tree format, innermost first).
  case setModifiers(node: String, modifiers: JSONValue)
  /// Sets the size proposed to the root, as when a window or a device changes size.
  case propose(width: ProposedLength, height: ProposedLength)
  /// Merges members into the tree's `environment` (`displayScale`, `font`, …); `null` removes a member.
  case environment(JSONValue)
  /// Taps a `Button`: runs its action, as a user's tap would.
  case tap(node: String)
  /// Replaces the source of a tree opened from Swift source with a new text (or files): the next version of the
  /// same tree, laid out from the state the source declares, or, with `keepState`, keeping each `@State` whose
  /// view and type are unchanged (hot reload). The first edit of a request.
  case replaceSource(SourceInput, keepState: Bool)

  /// Every kind's name, in the order `protocol.md` lists them.
  public static let kindNames = [
    "setState", "setText", "replace", "insert", "remove", "setModifiers", "propose", "environment", "tap",
    "replaceSource",
  ]

  /// The kind's name: the edit object's only member.
  public var kind: String {
    switch self {
    case .setState: return "setState"
    case .setText: return "setText"
    case .replace: return "replace"
    case .insert: return "insert"
    case .remove: return "remove"
    case .setModifiers: return "setModifiers"
    case .propose: return "propose"
    case .environment: return "environment"
    case .tap: return "tap"
    case .replaceSource: return "replaceSource"
    }
  }

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Decodes an edit; an object with no member, more than one, or an unknown one is an error naming the kinds.
  public init(from decoder: any Decoder) throws {
    let outer = try decoder.container(keyedBy: Key.self)
    let keys = outer.allKeys
    let expected = "expected one of " + Self.kindNames.joined(separator: ", ")
    guard keys.count == 1, let key = keys.first else {
      let found =
        keys.isEmpty ? "no member" : "\(keys.count) members (" + keys.map(\.stringValue).joined(separator: ", ") + ")"
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "an edit has exactly one member naming its kind; found \(found); \(expected)"))
    }
    switch key.stringValue {
    case "propose":
      let proposal = try outer.decode(ProposalValue.self, forKey: key)
      self = .propose(width: proposal.width, height: proposal.height)
      return
    case "replaceSource":
      let source = try outer.decode(SourceInput.self, forKey: key)
      let fields = try outer.nestedContainer(keyedBy: Key.self, forKey: key)
      let keepState = try fields.decodeIfPresent(Bool.self, forKey: Key("keepState")) ?? false
      self = .replaceSource(source, keepState: keepState)
      return
    case "environment":
      let members = try outer.decode(JSONValue.self, forKey: key)
      guard case .object = members else {
        throw DecodingError.typeMismatch(
          JSONObject.self,
          .init(
            codingPath: decoder.codingPath + [key], debugDescription: "expected an object, found \(members.typeName)"))
      }
      self = .environment(members)
      return
    default:
      break
    }
    let fields = try outer.nestedContainer(keyedBy: Key.self, forKey: key)
    func string(_ name: String) throws -> String { try fields.decode(String.self, forKey: Key(name)) }
    func value(_ name: String) throws -> JSONValue {
      // A member that is present but null is a value (`setState` to nil); only absence is an error.
      guard fields.contains(Key(name)) else {
        throw DecodingError.keyNotFound(
          Key(name), .init(codingPath: fields.codingPath, debugDescription: "missing required field '\(name)'"))
      }
      return try fields.decode(JSONValue.self, forKey: Key(name))
    }
    switch key.stringValue {
    case "setState": self = .setState(name: try string("name"), value: try value("value"))
    case "setText": self = .setText(node: try string("node"), text: try string("text"))
    case "replace": self = .replace(node: try string("node"), view: try value("view"))
    case "insert":
      self = .insert(
        parent: try string("parent"), index: try fields.decode(Int.self, forKey: Key("index")), view: try value("view"))
    case "remove": self = .remove(node: try string("node"))
    case "setModifiers": self = .setModifiers(node: try string("node"), modifiers: try value("modifiers"))
    case "tap": self = .tap(node: try string("node"))
    default:
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "unknown edit '\(key.stringValue)'; \(expected)"))
    }
  }

  /// Encodes the edit as its one-member object.
  public func encode(to encoder: any Encoder) throws {
    var outer = encoder.container(keyedBy: Key.self)
    if case .propose(let width, let height) = self {
      try outer.encode(ProposalValue(width: width, height: height), forKey: Key(kind))
      return
    }
    if case .environment(let members) = self {
      try outer.encode(members, forKey: Key(kind))
      return
    }
    if case .replaceSource(let source, let keepState) = self {
      var fields = outer.nestedContainer(keyedBy: Key.self, forKey: Key(kind))
      try fields.encodeIfPresent(source.swift, forKey: Key("swift"))
      try fields.encodeIfPresent(source.files, forKey: Key("files"))
      try fields.encodeIfPresent(source.root, forKey: Key("root"))
      try fields.encodeIfPresent(source.preview, forKey: Key("preview"))
      try fields.encodeIfPresent(source.compilationFlags, forKey: Key("compilationFlags"))
      try fields.encodeIfPresent(source.environment, forKey: Key("environment"))
      if keepState { try fields.encode(true, forKey: Key("keepState")) }
      return
    }
    var fields = outer.nestedContainer(keyedBy: Key.self, forKey: Key(kind))
    switch self {
    case .setState(let name, let value):
      try fields.encode(name, forKey: Key("name"))
      try fields.encode(value, forKey: Key("value"))
    case .setText(let node, let text):
      try fields.encode(node, forKey: Key("node"))
      try fields.encode(text, forKey: Key("text"))
    case .replace(let node, let view):
      try fields.encode(node, forKey: Key("node"))
      try fields.encode(view, forKey: Key("view"))
    case .insert(let parent, let index, let view):
      try fields.encode(parent, forKey: Key("parent"))
      try fields.encode(index, forKey: Key("index"))
      try fields.encode(view, forKey: Key("view"))
    case .remove(let node), .tap(let node):
      try fields.encode(node, forKey: Key("node"))
    case .setModifiers(let node, let modifiers):
      try fields.encode(node, forKey: Key("node"))
      try fields.encode(modifiers, forKey: Key("modifiers"))
    case .propose, .environment, .replaceSource:
      break
    }
  }
}

extension Edit: JSONExactDecodable {
  /// Reads a `setText` edit's plain form, `{"setText": {"node": "…", "text": "…"}}` (other members of the inner object
  /// ignored, as the `Decodable` conformance ignores them); every other edit is left to that conformance.
  public init?(exactly json: JSONValue) {
    guard case .object(let outer) = json, outer.count == 1, case .object(let fields)? = outer["setText"],
      case .string(let node)? = fields["node"], case .string(let text)? = fields["text"]
    else { return nil }
    self = .setText(node: node, text: text)
  }
}
