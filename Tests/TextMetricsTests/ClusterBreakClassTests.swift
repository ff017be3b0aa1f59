import Testing

@testable import TextMetrics

/// The ASCII fast path of line-breaking classes (`ClusterBreakClass.init(ascii:)`) against the general one.
struct ClusterBreakClassTests {
  @Test func everyASCIIByteHasTheClassOfItsScalar() {
    for byte in UInt8(0)..<0x80 {
      #expect(ClusterBreakClass(ascii: byte) == ClusterBreakClass(Unicode.Scalar(byte)), "byte \(byte)")
    }
  }
}
