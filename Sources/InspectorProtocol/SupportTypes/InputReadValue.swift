import JSONCore

/// An input a layer read besides its proposal and its children: an environment value, a behaviour switch, the
/// text measurer, a `@State` variable read by an expression, or an expression that could not be evaluated.
public struct InputReadValue: Codable, Hashable, Sendable {
  /// `environment`, `behavior`, `textMeasurer`, `state`, `unevaluated`, `geometry`, `preference` or
  /// `alignmentGuide`.
  public var kind: String
  /// The environment value's, behaviour's, measurer's or state variable's name.
  public var name: String?
  /// The value read (a state variable's value as plain JSON; environment and behaviour values as strings).
  public var value: JSONValue?
  /// The expression that read it, as written.
  public var expression: String?
  /// Where the expression is written in the tree document.
  public var path: String?
  /// The read in plain words: "state labelWidth = 40.333 read by `labelWidth`".
  public var description: String

  /// Creates a read.
  public init(
    kind: String, name: String? = nil, value: JSONValue? = nil, expression: String? = nil, path: String? = nil,
    description: String
  ) {
    self.kind = kind
    self.name = name
    self.value = value
    self.expression = expression
    self.path = path
    self.description = description
  }

  private enum CodingKeys: String, CodingKey {
    case kind, name, value, expression, path, description
  }

  /// Decodes a read; a present `null` value stays `.null`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    kind = try container.decode(String.self, forKey: .kind)
    name = try container.decodeIfPresent(String.self, forKey: .name)
    value = try container.decodePresentValue(forKey: .value)
    expression = try container.decodeIfPresent(String.self, forKey: .expression)
    path = try container.decodeIfPresent(String.self, forKey: .path)
    description = try container.decode(String.self, forKey: .description)
  }
}

extension InputReadValue: JSONTextEncodable {
  /// Writes the read as its `Encodable` conformance does (members left out when nil).
  public func write(to writer: inout JSONTextWriter) {
    writer.text("{\"kind\":")
    writer.string(kind)
    writer.member("name", ifPresent: name)
    writer.member("value", ifPresent: value)
    writer.member("expression", ifPresent: expression)
    writer.member("path", ifPresent: path)
    writer.key("description")
    writer.string(description)
    writer.endObject()
  }
}
