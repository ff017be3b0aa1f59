/// `Image(systemName:)` without a given size: an SF Symbol, sized by the font and `imageScale` around it.
///
/// - Preferred size: the symbol box of `ControlMetrics` (24 × 20.333 at 17 pt) scaled by the environment font's
///   point size over 17 and by the image scale (`.small` 0.8, `.medium` 1, `.large` 1.3), on the pixel grid; a
///   resizable symbol takes its proposal as a shape does, that box standing for nil dimensions.
/// - Spacing: an ordinary view's.
///
/// Symbols differ per glyph; one box for all is a documented approximation. Reference: `control-sizes.md` §8
/// (sentry-cocoa's dumps: `house` drawn 20 × 17.667 in a 24-wide box, `star.fill` 18.667 × 18), Apple's
/// documentation of `imageScale(_:)` and `font(_:)` on symbols. Semantics: iOS 14+. Status: documented
/// approximation; fixtures `controls/symbol_*`.
struct SymbolImageLayout: LayoutAlgorithm {
  /// Whether `.resizable()` was applied.
  let isResizable: Bool

  /// The symbol's box under the environment's font and image scale.
  func box(_ context: LayoutContext) -> Size {
    context.readBehavior("controlMetrics")
    let metrics = context.environment.behaviors.controlMetrics
    let font = context.readFont()
    let scaleName = context.environment.controlStyles.imageScale
    if scaleName != "medium" { context.readEnvironment("imageScale", "." + scaleName) }
    let scale =
      (font.pointSize / 17)
      * (scaleName == "small" ? metrics.smallSymbolScale : scaleName == "large" ? metrics.largeSymbolScale : 1)
    let grid = context.pixelGrid
    return Size(
      width: grid.ceil(metrics.symbolSize.width * scale), height: grid.ceil(metrics.symbolSize.height * scale))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    let box = box(context)
    guard isResizable else {
      return SizeDecision(
        box, width: .controlSize(part: "the symbol", length: box.width),
        height: .controlSize(part: "the symbol", length: box.height))
    }
    let size = proposal.replacingUnspecifiedDimensions(by: box)
    return SizeDecision(
      size, width: proposal.width == nil ? .idealDefault(size.width) : .proposalAccepted(size.width),
      height: proposal.height == nil ? .idealDefault(size.height) : .proposalAccepted(size.height))
  }
}
