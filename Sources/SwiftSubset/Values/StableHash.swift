/// A 64-bit FNV-1a hash that is the same in every process and on every run (Swift's `Hasher` is seeded at
/// random per process): what `UUID()` values are derived from (`UUIDValue.generated(seed:count:)`), so a fresh
/// open of the same document gives the same ids.
public struct StableHash: Sendable {
  /// The hash of everything combined so far.
  public private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

  /// Creates the hash of nothing.
  public init() {}

  /// Combines bytes.
  public mutating func combine(bytes: some Sequence<UInt8>) {
    for byte in bytes {
      value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
  }

  /// Combines a string's UTF-8 bytes, then a terminator, so that ("ab", "c") and ("a", "bc") differ.
  public mutating func combine(_ text: String) {
    combine(bytes: text.utf8)
    combine(bytes: CollectionOfOne(0xFF))
  }

  /// Combines a number's 8 bytes, least significant first.
  public mutating func combine(_ number: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) {
      combine(bytes: CollectionOfOne(UInt8(truncatingIfNeeded: number >> UInt64(shift))))
    }
  }

  /// A bijective mix of 64 bits (SplitMix64's finalizer), which spreads FNV-1a's weak high bits over the word.
  static func mixed(_ number: UInt64) -> UInt64 {
    var bits = number &+ 0x9E37_79B9_7F4A_7C15
    bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
    bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
    return bits ^ (bits >> 31)
  }
}
