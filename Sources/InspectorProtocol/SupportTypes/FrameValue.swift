import JSONCore

/// A rectangle: `{"x": 16, "y": 16, "width": 72, "height": 20.333}`, its origin at the top-left corner, in
/// points. Unless a field's name says otherwise (`frameInParent`), a frame is in root coordinates: the root
/// view's top-left corner is (0, 0).
public struct FrameValue: Codable, Hashable, Sendable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a frame.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  private enum CodingKeys: String, CodingKey {
    case x, y, width, height
  }

  /// Decodes a frame; a length may be a number or `"infinity"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    x = try container.decodeLength(forKey: .x)
    y = try container.decodeLength(forKey: .y)
    width = try container.decodeLength(forKey: .width)
    height = try container.decodeLength(forKey: .height)
  }

  /// Encodes a frame; non-finite lengths are written as strings.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeLength(x, forKey: .x)
    try container.encodeLength(y, forKey: .y)
    try container.encodeLength(width, forKey: .width)
    try container.encodeLength(height, forKey: .height)
  }
}

extension FrameValue: JSONTextEncodable {
  /// Writes the frame as its `Encodable` conformance does.
  public func write(to writer: inout JSONTextWriter) {
    writer.text("{\"x\":")
    writer.length(x)
    writer.key("y")
    writer.length(y)
    writer.key("width")
    writer.length(width)
    writer.key("height")
    writer.length(height)
    writer.endObject()
  }
}
