/// The font metrics a `Text` contributes to spacing (OpenSwiftUI `Spacing.TextMetrics`).
struct TextSpacingMetrics: Hashable {
  var ascend: Double
  var descend: Double
  var leading: Double
  var pixelLength: Double

  var lineSpacing: Double { ascend + descend + leading }

  /// The gap between two stacked texts on the text-to-text category: the lower text's leading rounded up to
  /// a pixel from semantics v5, zero before.
  static func spacing(top: TextSpacingMetrics, bottom: TextSpacingMetrics, enabled: Bool) -> Double {
    guard enabled else { return 0 }
    // With different fonts SwiftUI's formula reduces to the lower text's leading as well.
    return DisplayGrid(displayScale: 1 / top.pixelLength).ceil(bottom.leading)
  }
}
