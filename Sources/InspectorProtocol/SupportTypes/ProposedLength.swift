/// One dimension of a proposal, as SwiftUI's `ProposedViewSize` spells it: unspecified (`nil`, "your ideal
/// length"), a length (`0` asks for the minimum), or infinity ("your maximum").
///
/// On the wire: `null`, a number, or the string `"infinity"` (JSON has no infinity).
public enum ProposedLength: Codable, Hashable, Sendable, ExpressibleByNilLiteral, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// `nil`: the view's ideal length.
  case unspecified
  /// A finite length, zero or more.
  case length(Double)
  /// `.infinity`: the view's maximum length.
  case infinity

  /// The dimension for an optional length: nil is unspecified, `.infinity` is infinity.
  public init(_ value: Double?) {
    guard let value else {
      self = .unspecified
      return
    }
    self = value == .infinity ? .infinity : .length(value)
  }

  /// `nil`.
  public init(nilLiteral: ()) { self = .unspecified }

  /// A length.
  public init(floatLiteral value: Double) { self.init(value) }

  /// A length.
  public init(integerLiteral value: Int) { self.init(Double(value)) }

  /// The length as SwiftUI holds it: nil when unspecified, `.infinity` for infinity.
  public var value: Double? {
    switch self {
    case .unspecified: return nil
    case .length(let value): return value
    case .infinity: return .infinity
    }
  }

  /// `nil`, the number, or `infinity`.
  public var description: String {
    switch self {
    case .unspecified: return "nil"
    case .length(let value): return "\(value)"
    case .infinity: return "infinity"
    }
  }

  /// Decodes `null`, a number (zero or more) or `"infinity"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .unspecified
    } else if let number = try? container.decode(Double.self) {
      guard number >= 0 else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "a proposed length must be zero or more, found \(number)")
      }
      self = .length(number)
    } else if let text = try? container.decode(String.self), text == "infinity" {
      self = .infinity
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected a number, null or \"infinity\"")
    }
  }

  /// Encodes `null`, the number or `"infinity"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .unspecified: try container.encodeNil()
    case .length(let value): try container.encode(value)
    case .infinity: try container.encode("infinity")
    }
  }
}
