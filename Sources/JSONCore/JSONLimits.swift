/// Bounds on what `JSONParser` accepts, so that a hostile document costs bounded time, memory and stack.
///
/// Every limit is checked before the work it protects: the size before any parsing, the depth before a
/// container is opened, the string length while scanning. Exceeding one is a `JSONParseError` like any other
/// syntax error, with the position where the limit was crossed.
public struct JSONLimits: Hashable, Sendable {
  /// Which limit a `JSONParseError` of kind `limitExceeded` hit, by the name of its property.
  public enum Name: String, Hashable, Sendable, CaseIterable {
    case maxDepth, maxBytes, maxStringBytes, maxMembers, maxValues
  }

  /// The deepest nesting of arrays and objects accepted; the document's top-level container is depth 1.
  public var maxDepth: Int
  /// The largest document accepted, in bytes of UTF-8.
  public var maxBytes: Int
  /// The longest string (member name or value) accepted, in bytes of UTF-8 after unescaping.
  public var maxStringBytes: Int
  /// The most elements one array, or members one object, may have.
  public var maxMembers: Int
  /// The most values the whole document may contain (every scalar, array and object counts one).
  public var maxValues: Int

  /// Creates limits; every parameter defaults to the value in `default`.
  public init(
    maxDepth: Int = 512,
    maxBytes: Int = 64 << 20,
    maxStringBytes: Int = 16 << 20,
    maxMembers: Int = 1 << 20,
    maxValues: Int = 8 << 20
  ) {
    self.maxDepth = maxDepth
    self.maxBytes = maxBytes
    self.maxStringBytes = maxStringBytes
    self.maxMembers = maxMembers
    self.maxValues = maxValues
  }

  /// The value of the limit called `name`.
  public subscript(name: Name) -> Int {
    switch name {
    case .maxDepth: return maxDepth
    case .maxBytes: return maxBytes
    case .maxStringBytes: return maxStringBytes
    case .maxMembers: return maxMembers
    case .maxValues: return maxValues
    }
  }

  /// Depth 512, 64 MiB documents, 16 MiB strings, 1 Mi members per container, 8 Mi values in all.
  ///
  /// A 64 MiB document of small values would hold about 32 M of them; the value cap keeps the memory a
  /// document can make the parser allocate to a few hundred MiB.
  public static let `default` = JSONLimits()
}
