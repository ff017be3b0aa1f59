// # Layout algorithms and the interface they see
//
// Each layer of a resolved view (the bare view, then one layer per modifier) is computed by one value conforming
// to `LayoutAlgorithm`, SwiftUI's `Layout` protocol in this engine's terms. An algorithm sees exactly two things,
// and both reach the pass only through `LayoutPartialTree` (after Taffy's trait of that name):
//
// | What the algorithm holds | What it may ask                                          | What the pass does             |
// | ------------------------ | -------------------------------------------------------- | ------------------------------ |
// | `[LayoutSubview]`        | `size`/`measure(_:_:)`, `lengthThatFits`, `alignment`,    | answers from its cache per     |
// |                          | `explicitAlignment`, `spacing`, `priority`,               | proposal or computes the       |
// |                          | `requiresSpacingProjection`                               | subview; records who asked     |
// | `LayoutContext`          | `environment`, `proposer(_:)`, `read*` (environment,      | records each read on the layer |
// |                          | behaviours, font, `pixelGrid`), `measureText`,            | (its inputs), caches text,     |
// |                          | `verticalMetrics`, `lineHeight`, `stackAxis`, `memo`/     | keeps the memo while the       |
// |                          | `remember`, `evaluate`, `report`, `listSection(of:)`,     | layer's inputs are unchanged,  |
// |                          | `enclosingCustomLayouts`, `customLayoutBudget`,           | reports problems once          |
// |                          | `alignmentGuides`, `combine(_:for:)`; while placing:      |                                |
// |                          | `placedFrame`, `safeAreaInsets(of:regions:)`; `container` |                                |
//
// The rules an algorithm keeps, so that the pass may reuse its answers:
// - Its answer is a function of its own stored arguments (evaluated when the layer was resolved), the proposal,
//   its subviews' answers and its context: the environment at the layer and what it asks through the context.
//   It reaches nothing else (no globals, no other layers). The reads that explain a length are recorded
//   (`readEnvironment`, `readBehavior`, `readFont`, `pixelGrid`; `evaluate` and `measureText` record their own),
//   so explanations can name them.
// - It keeps no state of its own between calls: what it wants to compute once per layer goes in `memo`.
// - It never holds a `LayoutSubview` or `LayoutContext` beyond the call (they do not retain the pass).
// - It returns a `SizeDecision` whose rules say why each length is what it is (`SizeRule`), and placements whose
//   `ProposalReason`s say why each subview was proposed what it was; these are the records explain walks.
//
// Adding an algorithm: one file in `Layout/` opening with its contract ("Child proposal", "Preferred size",
// placement, reference, semantics, status), a struct conforming to `LayoutAlgorithm` (or `UnaryLayout` for a
// modifier with one child), and one case in the switch that makes a layer's algorithm (`LayerAlgorithms` in
// `Engine/`). It needs no other change to the pass.

/// The one protocol every layout algorithm conforms to, in the shape of SwiftUI's `Layout`: the size that
/// fits a proposal, where to place the subviews, the spacing preferences the view reports, its explicit
/// alignment values and its layout priority.
///
/// Each layer (a bare view or a modifier) is computed by one algorithm value made for it by the pass; the
/// algorithm sees its subviews only through `LayoutSubview` and its layer only through `LayoutContext` (see the
/// table above). Algorithms are pure: the same proposal, subviews' answers and recorded reads give the same
/// result.
protocol LayoutAlgorithm {
  /// The size the layer chooses for `proposal`, with the rule that decided each axis.
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision

  /// The layer's length on `axis` for `proposal`, as stacks probe flexibility. Defaults to the size's.
  func lengthThatFits(_ proposal: ProposedViewSize, axis: Axis, subviews: [LayoutSubview], context: LayoutContext)
    -> Double

  /// Where each subview goes in a layer of `size` placed with `proposal`: its origin (top-left, in the layer's
  /// coordinates) and the proposal it is placed with.
  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement]

  /// The spacing preferences the layer reports to a stack around it.
  func spacing(subviews: [LayoutSubview], context: LayoutContext) -> ViewSpacing

  /// The layer's own value for an alignment guide, or nil to use the guide's default.
  func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double?

  /// The layer's priority in a stack.
  func layoutPriority(subviews: [LayoutSubview], context: LayoutContext) -> Double
}

extension LayoutAlgorithm {
  /// The algorithm's type, as a key (the pass sizes a layer's room for answers by it): read from an existential's own
  /// type, where `type(of:)` asked the runtime for its dynamic type (about 50 instructions).
  var kind: ObjectIdentifier { ObjectIdentifier(Self.self) }

  func lengthThatFits(_ proposal: ProposedViewSize, axis: Axis, subviews: [LayoutSubview], context: LayoutContext)
    -> Double
  {
    sizeThatFits(proposal, subviews: subviews, context: context).size[axis]
  }

  func spacing(subviews: [LayoutSubview], context: LayoutContext) -> ViewSpacing { .ordinary }

  func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double? { nil }

  func layoutPriority(subviews: [LayoutSubview], context: LayoutContext) -> Double { 0 }

  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement] { [] }

  /// SwiftUI's default merge of subviews' explicit alignment values (`Layout`'s default
  /// `explicitAlignment`): each placed subview's origin plus its own value, combined by the guide's rule.
  func mergedExplicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double? {
    guard key.combination != .none, size.width.isFinite, size.height.isFinite else { return nil }
    let placements = placeSubviews(in: size, proposal: proposal, subviews: subviews, context: context)
    var values: [Double?] = []
    for placement in placements where subviews.indices.contains(placement.subview) {
      let subview = subviews[placement.subview]
      let childSize = subview.size(placement.proposal, context.proposer(placement.reason))
      values.append(
        subview.explicitAlignment(key, size: childSize, proposal: placement.proposal).map {
          placement.origin[key.axis] + $0
        })
    }
    return context.combine(values, for: key)
  }
}
