import LayoutEngine
import Testing

/// `ProposedViewSize` keeps each dimension in a `Double`'s bits with one NaN pattern standing for nil: no number a
/// client can make reads back as nil.
struct ProposedViewSizeTests {
  @Test func aNaNWithTheUnspecifiedPatternsPayloadStaysANumber() throws {
    // The payload of the pattern that stands for nil, as a script can spell it (`Double("nan(0x…)")`).
    let sameBits = try #require(Double("nan(0x5eed00000001)"))
    let proposal = ProposedViewSize(width: sameBits, height: Double(bitPattern: 0x7FF8_5EED_0000_0001))
    #expect(proposal.width?.isNaN == true)
    #expect(proposal.height?.isNaN == true)
  }

  @Test func nilAndNumbersReadBackAsGiven() {
    let proposal = ProposedViewSize(width: nil, height: -0.0)
    #expect(proposal.width == nil)
    #expect(proposal.height?.sign == .minus)
    #expect(proposal == ProposedViewSize(width: nil, height: 0))
  }
}
