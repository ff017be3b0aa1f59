import LayoutInspector
import Testing

/// `LayoutValue` compares as the CLI prints: within 0.001 pt.
@Suite struct LayoutValueTests {
  @Test func equalWithinTheCLIsPrecision() {
    let third = LayoutValue(79 + 1.0 / 3)
    #expect(third == 79.333)
    #expect(third != 79.33)
    #expect(third.description == "79.333")
    #expect(LayoutValue.unavailable != LayoutValue.unavailable)
    #expect(LayoutValue.unavailable.description == "none")
    #expect(LayoutValue(72) < 79.333)
    #expect(!(LayoutValue(79.3331) < 79.333))
  }

  @Test func pixelGridHelpers() {
    #expect(LayoutValue.pixels(238, scale: 3).value == 238.0 / 3)
    #expect(LayoutValue(79 + 1.0 / 3).isOnPixelGrid(scale: 3))
    #expect(!LayoutValue(79.333).isOnPixelGrid(scale: 3))
    #expect(LayoutValue(79.333).isClose(to: 79.5, within: 0.25))
  }

  @Test func sizesFramesAndProposalsPrintAsTheCLIDoes() {
    #expect(LayoutSize(79.333, 20.333).description == "79.333×20.333")
    #expect(LayoutProposal(width: 393, height: nil).description == "393×nil")
    let frame = LayoutFrame(x: 8, y: 16, width: 72, height: 20.333)
    #expect(frame.description == "(8, 16) 72×20.333")
    #expect(frame.maxX == 80)
    #expect(frame.midY == 26.1665)
  }
}
