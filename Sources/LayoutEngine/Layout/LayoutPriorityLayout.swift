import JSONCore

/// `layoutPriority(_:)`: sets the priority a stack sees.
///
/// - Child proposal, preferred size, placement: the child's, unchanged (centred with the same proposal).
/// - Priority: the given value.
///
/// Reference: `swiftui-semantics.md` §3.2, §5.9 (OpenSwiftUI `LayoutPriority.swift`).
/// Semantics: all. Status: complete; fixtures `stack/*`. Verification: qualitative M10, M15.
struct LayoutPriorityLayout: ChildSizedLayout {
  let priority: Double

  func layoutPriority(subviews: [LayoutSubview], context: LayoutContext) -> Double { priority }
}
