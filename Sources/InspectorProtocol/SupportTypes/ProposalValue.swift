import JSONCore

/// A proposal: `{"width": 358, "height": null}`. `null` leaves a dimension unspecified (SwiftUI's `nil`: "your
/// ideal size"), and the string `"infinity"` proposes an infinite length. An absent member is unspecified.
public struct ProposalValue: Codable, Hashable, Sendable {
  /// The proposed width.
  public var width: ProposedLength
  /// The proposed height.
  public var height: ProposedLength

  /// Creates a proposal.
  public init(width: ProposedLength, height: ProposedLength) {
    self.width = width
    self.height = height
  }

  private enum CodingKeys: String, CodingKey {
    case width, height
  }

  /// Decodes a proposal; an absent dimension is unspecified.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    width = try container.decodeIfPresent(ProposedLength.self, forKey: .width) ?? .unspecified
    height = try container.decodeIfPresent(ProposedLength.self, forKey: .height) ?? .unspecified
  }

  /// Encodes both dimensions, `null` included.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
  }
}

extension ProposalValue: JSONTextEncodable {
  /// Writes the proposal as its `Encodable` conformance does; a length that conformance refuses (not finite)
  /// goes through it, so the error is the same.
  public func write(to writer: inout JSONTextWriter) throws(JSONCodingError) {
    guard Self.isNumber(width), Self.isNumber(height) else {
      try writer.encode(self)
      return
    }
    writer.beginObject()
    writer.key("width")
    Self.write(width, to: &writer)
    writer.key("height")
    Self.write(height, to: &writer)
    writer.endObject()
  }

  /// Whether `length` is written as a number, null or `"infinity"` (not a length that JSON cannot spell).
  private static func isNumber(_ length: ProposedLength) -> Bool {
    guard case .length(let value) = length else { return true }
    return value.isFinite
  }

  private static func write(_ length: ProposedLength, to writer: inout JSONTextWriter) {
    switch length {
    case .unspecified: writer.value(.null)
    case .length(let value): writer.double(value)
    case .infinity: writer.string("infinity")
    }
  }
}
