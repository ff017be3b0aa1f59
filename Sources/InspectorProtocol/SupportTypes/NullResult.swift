/// The result of a request that answers nothing: `null` on the wire.
public struct NullResult: Codable, Hashable, Sendable {
  /// Creates the result.
  public init() {}

  /// Decodes `null` (any value is accepted: there is nothing to read).
  public init(from decoder: any Decoder) throws {}

  /// Encodes `null`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encodeNil()
  }
}
