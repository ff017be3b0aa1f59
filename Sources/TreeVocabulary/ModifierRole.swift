/// What a modifier does to layout, in SwiftUI's terms (the effect classes of `swiftui-usage.md` §3).
package enum ModifierRole: Hashable, Sendable {
  /// Changes the size or the position the parent sees: `frame`, `padding`, `fixedSize`, `layoutPriority`,
  /// `position`, `alignmentGuide`.
  case sizeOrPosition
  /// Moves or transforms what is drawn and leaves the layout of everything else unchanged: `offset`.
  case renderTransform
  /// Changes how text measures, through the environment: `font`, `lineLimit`.
  case textMetrics
  /// Lays out secondary content in the primary's bounds, leaving its size unchanged: `background`, `overlay`.
  case secondaryContent
  /// Writes the environment or a style that views below read: `coordinateSpace`.
  case environment
  /// Moves preference values and observed state through the tree; no layout effect of its own:
  /// `preference`, `onPreferenceChange`, `onChange`.
  case dataFlow
  /// No layout effect at all: recorded as a layer that passes its proposal, size and frame through, with its
  /// arguments as written.
  case layoutNeutral(LayoutNeutralCategory)

  /// Whether the modifier is layout-neutral.
  package var isLayoutNeutral: Bool {
    if case .layoutNeutral = self { return true }
    return false
  }
}
