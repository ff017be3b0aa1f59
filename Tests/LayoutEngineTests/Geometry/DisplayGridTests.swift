import JSONCore
import LayoutEngine
import Testing

/// Pixel rounding at scales 1, 2 and 3 (`swiftui-semantics.md` §1.6, §2.1).
struct DisplayGridTests {
  /// (scale, value, rounded up, nearest with ties up).
  static let cases: [(Double, Double, Double, Double)] = [
    (1, 10.2, 11, 10), (1, 10.5, 11, 11), (2, 10.2, 10.5, 10), (2, 10.25, 10.5, 10.5),
    (3, 20.287109375, pixels(61), pixels(61)), (3, 175.5, pixels(527), pixels(527)),
  ]

  @Test(arguments: DisplayGridTests.cases)
  func roundsToTheGrid(scale: Double, value: Double, up: Double, nearest: Double) {
    let grid = DisplayGrid(displayScale: scale)
    #expect(grid.ceil(value) == up)
    #expect(grid.round(value) == nearest)
  }

  @Test func snappedValuesAreWholePixelsTimesThePixelLength() {
    // 200 + 61/3 = 220.33333333333334 snaps to 661 px, printed by SwiftUI as 220.33333333333331.
    let grid = DisplayGrid(displayScale: 3)
    #expect(grid.round(200 + 61.0 / 3) == 220.33333333333331)
    let snapped = grid.snap(Rect(x: 175.5, y: 200, width: 39, height: 61.0 / 3))
    #expect(snapped.minX == 175.66666666666666)
    #expect(close(snapped, Rect(x: 175.66666666666666, y: 200, width: 39, height: 61.0 / 3)))
  }

  @Test func noiseAboveAPixelDoesNotAddAPixel() {
    // 39.000000000001 is 39 measured through floating point, not 39 and a third.
    #expect(DisplayGrid(displayScale: 3).ceil(39.000000000001) == 39)
  }

  @Test(arguments: [(1, 43.0, 21.0), (2, 42.5, 20.5), (3, 42.666666666666664, 20.666666666666664)])
  func textSizesRoundUpAtEachScale(scale: Int64, width: Double, height: Double) throws {
    // "Hello" with the fixed-advance measurer: 42.5 x 20.4, rounded up to 1, 1/2 and 1/3 pt.
    let pass = try layout(document(["view": "Text", "id": "t", "text": "Hello"], scale: scale))
    #expect(pass.size("t") == Size(width: width, height: height))
    #expect(pass.layer("t", 0)?.reads.contains(.environment(name: "displayScale", value: String(scale))) == true)
  }

  @Test(arguments: [1, 2, 3] as [Int64])
  func renderedFramesSnapButLayoutDoesNot(scale: Int64) throws {
    // Three colours share 100: 33.333 each; exact frames stay fractional, rendered corners snap.
    let pass = try layout(
      document(
        [
          "view": "HStack", "spacing": 0,
          "content": [["view": "Color"], ["view": "Color", "id": "mid"], ["view": "Color"]],
        ], scale: scale, width: 100, height: 10))
    let frame = try #require(pass.node("mid")?.outermost)
    #expect(close(frame.frame.minX, 100.0 / 3))
    let grid = DisplayGrid(displayScale: Double(scale))
    #expect(frame.renderedFrame.minX == grid.round(100.0 / 3))
    #expect(frame.renderedFrame.maxX == grid.round(200.0 / 3))
  }
}
