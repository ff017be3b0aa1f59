import JSONCore

/// A size: `{"width": 38.667, "height": 20.333}`, in points.
public struct SizeValue: Codable, Hashable, Sendable {
  /// The width in points.
  public var width: Double
  /// The height in points.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  private enum CodingKeys: String, CodingKey {
    case width, height
  }

  /// Decodes a size; a length may be a number or `"infinity"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    width = try container.decodeLength(forKey: .width)
    height = try container.decodeLength(forKey: .height)
  }

  /// Encodes a size; non-finite lengths are written as strings.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeLength(width, forKey: .width)
    try container.encodeLength(height, forKey: .height)
  }
}

extension SizeValue: JSONTextEncodable {
  /// Writes the size as its `Encodable` conformance does.
  public func write(to writer: inout JSONTextWriter) {
    writer.text("{\"width\":")
    writer.length(width)
    writer.key("height")
    writer.length(height)
    writer.endObject()
  }
}
