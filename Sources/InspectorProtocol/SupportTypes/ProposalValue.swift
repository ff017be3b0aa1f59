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
