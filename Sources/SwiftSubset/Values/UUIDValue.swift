/// A Foundation `UUID`: 128 bits, written as Swift writes them (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`: its
/// `uuidString`, `description` and `debugDescription` alike, so a UUID prints without quotes even inside a
/// collection or a struct; swift-foundation's `Sources/FoundationEssentials/UUID.swift`).
///
/// `UUID()` is random in Swift; here it is a version-4 UUID derived from a seed and a count
/// (`generated(seed:count:)`), so that opening the same document again gives the same ids (`ForEach` rows are
/// named by them) and two calls of one evaluation, or the same action run on different state, give
/// different ones.
public struct UUIDValue: Hashable, Sendable {
  /// The first 8 bytes, most significant first.
  public var high: UInt64
  /// The last 8 bytes, most significant first.
  public var low: UInt64

  /// Creates a UUID from its two halves.
  public init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// Reads `XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX` (hexadecimal digits in either case), as
  /// `UUID(uuidString:)` does; nil for anything else.
  public init?(uuidString: String) {
    let bytes = uuidString.utf8
    guard bytes.count == 36 else { return nil }
    var halves: (UInt64, UInt64) = (0, 0)
    var digits = 0
    for (offset, byte) in bytes.enumerated() {
      if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
        guard byte == UInt8(ascii: "-") else { return nil }
        continue
      }
      guard let nibble = Self.nibble(byte) else { return nil }
      if digits < 16 {
        halves.0 = halves.0 << 4 | UInt64(nibble)
      } else {
        halves.1 = halves.1 << 4 | UInt64(nibble)
      }
      digits += 1
    }
    self.init(high: halves.0, low: halves.1)
  }

  /// The UUID `UUID()` gives as the `count`th call (from 0) of an evaluation whose seed is `seed`: a 128-bit
  /// hash of both, with the version (4) and variant (RFC 4122) bits set as a random UUID has them.
  public static func generated(seed: UInt64, count: Int) -> UUIDValue {
    var hash = StableHash()
    hash.combine(seed)
    hash.combine(UInt64(bitPattern: Int64(count)))
    let first = StableHash.mixed(hash.value)
    let second = StableHash.mixed(first ^ 0x9E37_79B9_7F4A_7C15)
    return UUIDValue(
      high: first & 0xFFFF_FFFF_FFFF_0FFF | 0x0000_0000_0000_4000,
      low: second & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000
    )
  }

  /// `E621E1F8-C36C-495A-93FC-0C247A3E6E5F`: upper-case hexadecimal, grouped 8-4-4-4-12.
  public var uuidString: String {
    let digits = Array("0123456789ABCDEF".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(36)
    for index in 0..<32 {
      if index == 8 || index == 12 || index == 16 || index == 20 { text.append(UInt8(ascii: "-")) }
      let half = index < 16 ? high : low
      let shift = UInt64(60 - 4 * (index % 16))
      text.append(digits[Int(half >> shift & 0xF)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  private static func nibble(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    default: return nil
    }
  }
}
