/// Choices read from a fuzzer's input bytes: each choice takes one byte (two when more than 256 options), so
/// libFuzzer's mutations of the bytes become mutations of the structure built from them. When the bytes run out
/// every choice is 0, the simplest option.
package struct ByteChoices: RandomChoices {
  private let bytes: [UInt8]
  private var offset = 0

  /// Choices from `bytes`, first to last.
  package init<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    self.bytes = Array(bytes)
  }

  /// Whether every byte has been used.
  package var isExhausted: Bool { offset >= bytes.count }

  /// The bytes not used yet.
  package var remaining: ArraySlice<UInt8> { bytes[Swift.min(offset, bytes.count)...] }

  /// The next byte, or nil when none is left.
  package mutating func nextByte() -> UInt8? {
    guard offset < bytes.count else { return nil }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// A number in `0..<upperBound` from the next one or two bytes.
  package mutating func choose(_ upperBound: Int) -> Int {
    guard upperBound > 1, let first = nextByte() else { return 0 }
    var value = Int(first)
    if upperBound > 256, let second = nextByte() { value = value << 8 | Int(second) }
    return value % upperBound
  }
}
