/// Writes `JSONValue`s as JSON text, deterministically.
///
/// The output is always valid JSON that `JSONParser` reads back to an equal value:
/// - integers print exactly;
/// - doubles print in the shortest form that round-trips (Swift's `description`, e.g. `20.333333333333332`),
///   and a double with an integral value keeps a fraction or exponent (`39.0`, `1e+16`), so it parses back as
///   a double and the integer/double distinction survives a round trip;
/// - a non-finite double, which no JSON text can produce, is written as `null` (as JavaScript does);
/// - strings escape `"`, `\` and the control characters U+0000–U+001F, and keep every other character as
///   UTF-8.
///
/// Serialization never recurses: open containers are kept on an explicit stack, so any depth is safe.
public enum JSONSerializer {
  /// How the text is laid out.
  public struct Options: Hashable, Sendable {
    /// Compact (no whitespace at all) or pretty.
    public enum Style: Hashable, Sendable {
      /// `{"a":[1,2]}`: the wire format.
      case compact
      /// One member or element per line, indented by two spaces, `"name": value`; for golden files.
      case pretty
    }

    /// The order in which object members are written.
    public enum KeyOrder: Hashable, Sendable {
      /// The objects' own order (document order for parsed values, insertion order otherwise).
      case document
      /// Sorted by the UTF-8 bytes of the names, for output that does not depend on how a value was built.
      case sorted
    }

    /// Compact or pretty.
    public var style: Style
    /// Document or sorted member order.
    public var keyOrder: KeyOrder

    /// Creates options.
    public init(style: Style = .compact, keyOrder: KeyOrder = .document) {
      self.style = style
      self.keyOrder = keyOrder
    }

    /// Compact, in document order: the wire format.
    public static let compact = Options()
    /// Pretty, in document order.
    public static let pretty = Options(style: .pretty)
    /// Pretty with sorted member names: for golden files.
    public static let prettySorted = Options(style: .pretty, keyOrder: .sorted)
  }

  /// The JSON text of `value`.
  public static func serialize(_ value: JSONValue, options: Options = .compact) -> String {
    String(decoding: serializeToBytes(value, options: options), as: UTF8.self)
  }

  /// The JSON text of `value` as UTF-8 bytes.
  public static func serializeToBytes(_ value: JSONValue, options: Options = .compact) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(256)
    serialize(value, options: options, into: &output)
    return output
  }

  /// Appends the JSON text of `value` as UTF-8 bytes to `output`.
  public static func serialize(_ value: JSONValue, options: Options = .compact, into output: inout [UInt8]) {
    var writer = JSONWriter(options: options)
    writer.write(value, into: &output)
  }
}

/// The serializer's working state: the stack of open containers.
private struct JSONWriter {
  /// An open array or object and the index of its next element or member.
  struct Frame {
    var elements: [JSONValue]
    var members: [(key: String, value: JSONValue)]
    var isObject: Bool
    var next: Int
  }

  let options: JSONSerializer.Options
  var frames: [Frame] = []

  init(options: JSONSerializer.Options) {
    self.options = options
  }

  var isPretty: Bool { options.style == .pretty }

  mutating func write(_ root: JSONValue, into output: inout [UInt8]) {
    writeValue(root, into: &output)
    while let top = frames.indices.last {
      let frame = frames[top]
      let count = frame.isObject ? frame.members.count : frame.elements.count
      guard frame.next < count else {
        frames.removeLast()
        writeNewlineAndIndent(into: &output)
        output.append(frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        continue
      }
      if frame.next > 0 { output.append(UInt8(ascii: ",")) }
      writeNewlineAndIndent(into: &output)
      frames[top].next += 1
      if frame.isObject {
        let member = frame.members[frame.next]
        JSONTextWriter.appendString(member.key, to: &output)
        output.append(UInt8(ascii: ":"))
        if isPretty { output.append(UInt8(ascii: " ")) }
        writeValue(member.value, into: &output)
      } else {
        writeValue(frame.elements[frame.next], into: &output)
      }
    }
  }

  /// Writes a scalar or an empty container whole; opens a frame for a non-empty container.
  mutating func writeValue(_ value: JSONValue, into output: inout [UInt8]) {
    switch value {
    case .null: appendASCII("null", to: &output)
    case .bool(let flag): appendASCII(flag ? "true" : "false", to: &output)
    case .integer(let integer): JSONTextWriter.appendInteger(integer, to: &output)
    case .double(let double): JSONTextWriter.appendDouble(double, to: &output)
    case .string(let string): JSONTextWriter.appendString(string, to: &output)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      if elements.isEmpty {
        output.append(UInt8(ascii: "]"))
      } else {
        frames.append(Frame(elements: elements, members: [], isObject: false, next: 0))
      }
    case .object(let object):
      output.append(UInt8(ascii: "{"))
      if object.isEmpty {
        output.append(UInt8(ascii: "}"))
      } else {
        var members = object.members
        if options.keyOrder == .sorted {
          members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        }
        frames.append(Frame(elements: [], members: members, isObject: true, next: 0))
      }
    }
  }

  func writeNewlineAndIndent(into output: inout [UInt8]) {
    guard isPretty else { return }
    output.append(UInt8(ascii: "\n"))
    for _ in 0..<frames.count {
      output.append(UInt8(ascii: " "))
      output.append(UInt8(ascii: " "))
    }
  }

  func appendASCII(_ text: StaticString, to output: inout [UInt8]) {
    text.withUTF8Buffer { output.append(contentsOf: $0) }
  }
}
