import Testing
import TextMetrics

struct PackedIntegersTests {
  @Test func roundTrips() {
    let values = [0, 1, -1, 63, 64, -64, 127, 128, 300, -300, 2816, -12345, Int(Int32.max), Int(Int32.min), 1 << 40]
    #expect(PackedIntegers.decode(PackedIntegers.encode(values)) == values)
    #expect(PackedIntegers.decode(PackedIntegers.encode([])) == [])
    for count in 0..<8 {
      let prefix = Array(values.prefix(count))
      #expect(PackedIntegers.decode(PackedIntegers.encode(prefix)) == prefix)
    }
  }

  @Test func ignoresWhitespaceAndRejectsGarbage() {
    let text = PackedIntegers.encode([1, 2, 3, 400, 5000])
    let wrapped = text.enumerated().map { $0.offset % 3 == 0 ? "\n  \($0.element)" : String($0.element) }.joined()
    #expect(PackedIntegers.decode(wrapped) == [1, 2, 3, 400, 5000])
    #expect(PackedIntegers.decode("!!!!") == nil)
    #expect(PackedIntegers.decode("gA==") == nil)  // a continuation byte with no end
  }
}
