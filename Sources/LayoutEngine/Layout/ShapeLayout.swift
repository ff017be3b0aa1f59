/// `Color`, the gradients, `Rectangle`, `RoundedRectangle`, `Capsule`, `Ellipse`, `Circle` and resizable images:
/// views that fill whatever they are offered (a gradient, like `Color`, is a shape style whose body is a filled
/// `Rectangle`: Apple, `ShapeStyle.body`).
///
/// - Preferred size: the proposal as is (infinite proposals give infinite answers, which is how stacks see
///   their flexibility); a nil dimension becomes the default ideal length 10 (`replacingUnspecifiedDimensions`),
///   or a resizable image's intrinsic length. `Circle` takes a square of the smaller side.
/// - Spacing: an ordinary view's.
///
/// Reference: `swiftui-semantics.md` §1.3, §4 "Color, Rectangle, shapes" (OpenSwiftUI `Shape.swift`,
/// `Shapes.swift`). Semantics: all. Status: complete; fixtures `shapes/*`. Verification: measured M1, M5, M8;
/// derived D1, D4.
struct ShapeLayout: LayoutAlgorithm {
  /// The length a nil proposal becomes, per axis.
  var ideal = Size(width: 10, height: 10)
  /// Whether the view is a circle (a square of the smaller side).
  var isCircle = false

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    let size = proposal.replacingUnspecifiedDimensions(by: ideal)
    if isCircle {
      let side = Swift.min(size.width, size.height)
      return SizeDecision(Size(width: side, height: side)) { .circleSide($0) }
    }
    return SizeDecision(
      size, width: proposal.width == nil ? .idealDefault(size.width) : .proposalAccepted(size.width),
      height: proposal.height == nil ? .idealDefault(size.height) : .proposalAccepted(size.height))
  }
}
