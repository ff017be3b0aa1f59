/// The one protocol every layout algorithm conforms to, in the shape of SwiftUI's `Layout`: the size that
/// fits a proposal, where to place the subviews, the spacing preferences the view reports, its explicit
/// alignment values and its layout priority.
///
/// Each layer (a bare view or a modifier) is computed by one algorithm value made for it by the pass; the
/// algorithm sees its subviews only through `LayoutSubview`, which measures through the pass's cache and
/// records every request in the event log. Algorithms are pure: the same proposal, subviews' answers and
/// context give the same result.
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

/// A layer's answer: its size and the rule per axis.
struct SizeDecision: Hashable {
  var size: Size
  var widthRule: SizeRule
  var heightRule: SizeRule

  init(_ size: Size, width: SizeRule, height: SizeRule) {
    self.size = size
    self.widthRule = width
    self.heightRule = height
  }

  /// A decision whose two rules are made from each axis's length.
  init(_ size: Size, rule: (Double) -> SizeRule) {
    self.init(size, width: rule(size.width), height: rule(size.height))
  }

  func rule(_ axis: Axis) -> SizeRule { axis == .horizontal ? widthRule : heightRule }
}

/// Where a subview goes: its origin in the parent layer's coordinates and the proposal it is placed with.
struct SubviewPlacement: Hashable {
  /// The index of the subview in the `subviews` the algorithm was given.
  var subview: Int
  /// Its top-left corner.
  var origin: Point
  /// The proposal it is placed with (its size is its answer to this proposal).
  var proposal: ProposedViewSize
  /// Why the parent proposed that.
  var reason: ProposalReason
}

/// A subview as a layout algorithm sees it: a layer it can measure, ask for alignment, spacing and priority.
/// Every request goes through the pass, which caches measurements and records who asked for what.
struct LayoutSubview {
  let ref: LayerRef
  unowned let computation: LayoutComputation

  /// The subview's size for `proposal`, requested by `requester`.
  func size(_ proposal: ProposedViewSize, _ requester: Proposer) -> Size {
    computation.measure(ref, proposal, requester: requester).size
  }

  /// The subview's full answer (size and rules) for `proposal`.
  func measure(_ proposal: ProposedViewSize, _ requester: Proposer) -> Measurement {
    computation.measure(ref, proposal, requester: requester)
  }

  /// The subview's length on `axis` for `proposal` (flexibility probes).
  func lengthThatFits(_ proposal: ProposedViewSize, axis: Axis, _ requester: Proposer) -> Double {
    computation.lengthThatFits(ref, proposal, axis: axis, requester: requester)
  }

  /// The subview's explicit value for a guide at a size it chose for `proposal`.
  func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize) -> Double? {
    computation.explicitAlignment(ref, key, size: size, proposal: proposal)
  }

  /// The subview's value for a guide: explicit, else the guide's default.
  func alignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize) -> Double {
    explicitAlignment(key, size: size, proposal: proposal) ?? key.defaultValue(in: size)
  }

  /// The subview's spacing preferences.
  var spacing: ViewSpacing { computation.spacing(ref) }

  /// The subview's layout priority.
  var priority: Double { computation.priority(ref) }

  /// Whether frames and padding around the subview keep its spacing (a Spacer's).
  var requiresSpacingProjection: Bool { computation.requiresSpacingProjection(ref) }
}

/// What an algorithm knows about the layer it computes: the environment in effect there, and how to record
/// what it reads and asks.
struct LayoutContext {
  unowned let computation: LayoutComputation
  /// The layer.
  let ref: LayerRef
  /// The environment at the layer (font and line limit as inherited there).
  let environment: LayoutEnvironment

  /// The layer's address in the event log.
  var address: LayerAddress { computation.address(ref) }

  /// A proposer record naming this layer and `reason`.
  func proposer(_ reason: ProposalReason) -> Proposer {
    Proposer(parent: address, reason: reason)
  }

  /// Records an input the layer read.
  func read(_ input: InputRead) {
    computation.record(input, for: ref)
  }

  /// Records reading an environment value.
  func readEnvironment(_ name: String, _ value: String) {
    read(.environment(name: name, value: value))
  }

  /// Records reading a behaviour switch.
  func readBehavior(_ name: String) {
    read(.behavior(name: name, value: environment.behaviors.valueDescription(of: name) ?? "?"))
  }

  /// The pixel grid of the display, recording the read.
  var pixelGrid: DisplayGrid {
    readEnvironment("displayScale", LayoutNumber.format(environment.displayScale))
    return environment.pixelGrid
  }

  /// The axis of the innermost enclosing stack.
  var stackAxis: Axis? { computation.nodes[ref.node].stackAxis }

  /// Combines children's explicit values of one guide by the guide's rule (§3.3).
  func combine(_ values: [Double?], for key: AlignmentKey) -> Double? {
    let present = values.compactMap { $0 }
    guard !present.isEmpty else { return nil }
    switch key.combination {
    case .none: return nil
    case .minimum: return present.min()
    case .lastTextBaseline:
      readBehavior("lastTextBaselineCombination")
      return environment.behaviors.lastTextBaselineCombination == .minimum ? present.min() : present.max()
    case .average:
      var average = 0.0
      for (count, value) in present.enumerated() {
        average = (average * Double(count) + value) / Double(count + 1)
      }
      return average
    }
  }
}
