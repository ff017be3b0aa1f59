import Testing

@testable import LayoutEngine

/// The rotation's arithmetic on hostile angles: the tree may ask for any finite number of degrees, and the
/// layout fuzzer found that `rotationEffect(.degrees(1e308))` trapped (the angle in radians overflowed to
/// infinity, and its quarter turn was no integer).
struct RenderTransformTests {
  @Test(arguments: [1e308, -1e308, Double.greatestFiniteMagnitude, 3.6e300 + 90])
  func aHugeAngleGivesAFiniteTransform(degrees: Double) {
    let affine = RenderTransform.rotation(degrees: degrees, anchor: UnitPoint(x: 0, y: 0))
      .affine(in: Rect(x: 10, y: 20, width: 100, height: 20))
    let entries = [affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty]
    #expect(entries.allSatisfy { $0.isFinite }, "\(entries)")
  }

  @Test func wholeTurnsAreTakenOffExactly() {
    let frame = Rect(x: 10, y: 20, width: 100, height: 20)
    let anchor = UnitPoint(x: 0.5, y: 0.5)
    #expect(
      RenderTransform.rotation(degrees: 450, anchor: anchor).affine(in: frame)
        == RenderTransform.rotation(degrees: 90, anchor: anchor).affine(in: frame))
    #expect(
      RenderTransform.rotation(degrees: -270, anchor: anchor).affine(in: frame)
        == RenderTransform.rotation(degrees: 90, anchor: anchor).affine(in: frame))
  }

  @Test func aNonFiniteAngleIsNoTurn() {
    for angle in [Double.infinity, -.infinity, .nan] {
      let turn = RenderTransform.cosineAndSine(angle)
      #expect(turn.cos == 1 && turn.sin == 0)
    }
  }
}
