import JSONCore

/// `alignmentGuide(_:computeValue:)`: overrides one guide of the view.
///
/// - Child proposal, preferred size, placement: the child's, unchanged.
/// - Explicit alignment: for its guide, the value computed from the child's dimensions (bound as `d` for
///   expressions such as `d[.trailing]`, and as the closure's parameter when written `{ dims in … }`; the decoder
///   reads `$0` as `d`), with the child's explicit values of the baselines and custom guides (`d[explicit: .g]`)
///   and custom guides' declared defaults (`d[.g]`); other guides are the child's.
/// - Priority and spacing: the child's.
///
/// Reference: `swiftui-semantics.md` §3.3 (OpenSwiftUI `AlignmentWritingModifier.swift`).
/// Semantics: all. Status: complete; fixtures `alignment/*`.
struct AlignmentGuideLayout: ChildSizedLayout {
  let key: AlignmentKey
  let value: NumericArgument
  /// The name the closure gives the dimensions (`d`, or a named parameter; `_` binds nothing more).
  let parameter: String
  let scope: EvaluationScope

  func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double? {
    guard let child = subviews.first else { return nil }
    guard key == self.key else { return child.explicitAlignment(key, size: size, proposal: proposal) }
    switch value {
    case .literal(let number): return number
    case .unspecified: return child.explicitAlignment(key, size: size, proposal: proposal)
    case .expression(let expression):
      let dimensions = ScopeValue.viewDimensions(child.dimensions(size: size, proposal: proposal))
      var bound = scope.binding("d", to: dimensions)
      if parameter != "_", parameter != "d" { bound = bound.binding(parameter, to: dimensions) }
      let result = context.evaluate(expression, scope: bound)
      return result?.doubleValue
    }
  }
}
