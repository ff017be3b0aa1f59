/// `Label(title, systemImage:)` and `Label { title } icon: { icon }` with `labelStyle`: the icon and the title
/// side by side, or one of them.
///
/// - Subviews: the icon, then the title (the decoder makes an `Image(systemName:)` and a `Text` of the short
///   forms).
/// - `.titleAndIcon` (the default outside lists): laid out as `HStack(spacing: labelSpacing)` with the icon
///   first, centred vertically. `.titleOnly` and `.iconOnly`: the one part, the other placed with a zero proposal
///   (not shown).
///
/// Reference: sentry-cocoa's recursive-description dumps of `Label("Hello SwiftUI", systemImage: "house")` on iOS
/// 16–18 (`control-sizes.md` 8.2: the title 8 after the icon's 24-wide box, the label centred as a whole);
/// Apple's documentation of `Label` and `LabelStyle`. Semantics: iOS 14+. Status: documented approximation
/// (list rows' icon column not modelled); fixtures `controls/label_*`.
struct LabelLayout: LayoutAlgorithm {
  /// Which parts show.
  enum Style: String, CaseIterable, Hashable, Sendable {
    case automatic, titleAndIcon, titleOnly, iconOnly
  }

  /// The label style in the environment.
  private func style(_ context: LayoutContext) -> Style {
    let name = context.environment.controlStyles.labelStyle
    if name != "automatic" { context.readEnvironment("labelStyle", "." + name) }
    return Style(rawValue: name) ?? .automatic
  }

  private func stack(_ context: LayoutContext) -> HVStack {
    HVStack(
      axis: .horizontal, alignment: .vertical(.center),
      spacing: context.environment.behaviors.controlMetrics.labelSpacing)
  }

  /// The subview shown alone, or nil when both are.
  private func single(_ subviews: [LayoutSubview], _ style: Style) -> Int? {
    guard subviews.count == 2 else { return subviews.isEmpty ? nil : 0 }
    switch style {
    case .titleOnly: return 1
    case .iconOnly: return 0
    case .automatic, .titleAndIcon: return nil
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    context.readBehavior("controlMetrics")
    if let index = single(subviews, style(context)) {
      let size = subviews[index].size(
        proposal, context.proposer(.layout(name: "Label", detail: "its \(index == 0 ? "icon" : "title") alone")))
      return SizeDecision(size) { .childPassthrough($0) }
    }
    return stack(context).sizeThatFits(proposal, subviews: subviews, context: context)
  }

  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement] {
    let style = style(context)
    guard let index = single(subviews, style) else {
      return stack(context).placeSubviews(in: size, proposal: proposal, subviews: subviews, context: context)
    }
    return subviews.indices.map { other in
      other == index
        ? SubviewPlacement(
          subview: other, origin: .zero, proposal: proposal,
          reason: .layout(name: "Label", detail: "\(style.rawValue): shown alone"))
        : SubviewPlacement(
          subview: other, origin: .zero, proposal: .zero,
          reason: .layout(name: "Label", detail: "\(style.rawValue): not shown"))
    }
  }

  func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double? {
    mergedExplicitAlignment(key, in: size, proposal: proposal, subviews: subviews, context: context)
  }
}
