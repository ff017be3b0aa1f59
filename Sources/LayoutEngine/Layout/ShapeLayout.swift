/// `Color`, `Rectangle`, `RoundedRectangle`, `Capsule`, `Ellipse`, `Circle` and resizable images: views that
/// fill whatever they are offered.
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

/// `Image` with a given intrinsic size (not resizable).
///
/// - Preferred size: its intrinsic size, whatever the proposal (an image keeps its size inside a larger
///   frame and overflows a smaller one).
/// - Spacing: an ordinary view's.
///
/// Reference: `swiftui-semantics.md` §8 M9. Semantics: all. Status: complete for plain images; SF Symbols
/// take their size from the tree. Fixtures `shapes/*`. Verification: measured M9.
struct ImageLayout: LayoutAlgorithm {
  let size: Size

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    SizeDecision(size) { .imageIntrinsic($0) }
  }
}

/// `Divider`: a line one pixel thick.
///
/// - Preferred size: along the line, the proposal (nil → 10, like a shape); across it, `pixelLength`. The
///   line is vertical in an HStack and horizontal elsewhere.
/// - Spacing: an ordinary view's (two Dividers in a VStack are 8 apart).
///
/// Reference: `swiftui-semantics.md` §4 "Divider"; `control-sizes.md` §6, §9.9 (OpenSwiftUI `Divider.swift`).
/// Semantics: all. Status: complete; fixtures `shapes/*`. Verification: measured control-sizes 4.4 / 6.1.
struct DividerLayout: LayoutAlgorithm {
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    let thickness = context.pixelGrid.pixelLength
    if context.stackAxis == .horizontal {
      let height = proposal.height ?? 10
      return SizeDecision(
        Size(width: thickness, height: height), width: .dividerThickness(thickness),
        height: proposal.height == nil ? .idealDefault(height) : .proposalAccepted(height))
    }
    let width = proposal.width ?? 10
    return SizeDecision(
      Size(width: width, height: thickness),
      width: proposal.width == nil ? .idealDefault(width) : .proposalAccepted(width),
      height: .dividerThickness(thickness))
  }
}
