/// `TextField` and `SecureField` (automatic style, and `.roundedBorder`): a documented approximation.
///
/// - Preferred size: the proposed width (greedy: in an HStack it is the most flexible child and gets the
///   remainder); proposed nil, the width of its text, or of its title when the text is empty (behaviour
///   `textFieldIdealWidth`). Height: one text line plus the style's insets (behaviour `textFieldHeight`): up to
///   semantics v6 `floor_to_pixel(lineHeight + 2)` (22.0 at body @3x), on v7 `floor_to_pixel(lineHeight ×
///   19.667 / 20.287)` (19.667 at body); `.roundedBorder` adds `roundedBorderExtraHeight` (12, giving 34).
/// - Spacing: an ordinary view's (control pairs in a VStack are 8 apart).
///
/// Reference: `control-sizes.md` §1, §9.1–9.3 (measured printouts and snapshots); `swiftui-semantics.md` §4.
/// Semantics: v2–v6 and v7 heights. Status: approximation; fixtures `controls/*`. Verification: measured
/// control-sizes 1.1–1.4 (heights), 4.2 (gaps).
struct TextFieldLayout: LayoutAlgorithm {
  let title: String
  let text: String
  let isRoundedBorder: Bool

  /// SwiftUI's iOS 26 field height at body (19.667) over the body line height (20.287).
  static let iOS26HeightRatio = (59.0 / 3.0) / (17.0 * 2444.0 / 2048.0)

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    // The environment's fields are read in place: a copy of the whole environment retained and released everything
    // it holds (measurer, behaviours, styles) on each of the field's measurements.
    let grid = context.pixelGrid
    let font = context.readFont()
    context.readBehavior("textFieldHeight")
    let lineHeight = context.lineHeight(font)
    var height =
      context.environment.behaviors.textFieldHeight
      ?? (context.environment.semantics >= .v7
        ? grid.floor(lineHeight * Self.iOS26HeightRatio) : grid.floor(lineHeight + 2))
    if isRoundedBorder {
      context.readBehavior("roundedBorderExtraHeight")
      height += context.environment.behaviors.roundedBorderExtraHeight
    }
    let widthRule: SizeRule
    let width: Double
    if let proposed = proposal.width {
      width = proposed
      widthRule = .textFieldGreedy(proposed)
    } else {
      context.readBehavior("textFieldIdealWidth")
      let shown = text.isEmpty ? title : text
      if let fixed = context.environment.behaviors.textFieldIdealWidth {
        width = fixed
      } else {
        let measurement = context.measureText(.init(text: shown, font: font))
        width = grid.ceil(measurement.width)
      }
      widthRule = .textFieldIdealWidth(text: shown, result: width)
    }
    return SizeDecision(
      Size(width: width, height: height), width: widthRule,
      height: context.textFieldHeightRule(lineHeight: lineHeight, result: height))
  }
}
