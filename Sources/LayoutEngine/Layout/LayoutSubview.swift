import JSONCore

/// A subview as a layout algorithm sees it: a layer it can measure, ask for alignment, spacing and priority.
/// Every request goes through the pass (`LayoutPartialTree`), which caches answers and records who asked for
/// what.
struct LayoutSubview {
  /// The layer (an identity for the pass; algorithms do not look inside it).
  let ref: ResolvedLayerIndex
  // See `LayoutContext.tree`: subviews live only during the pass's calls into algorithms.
  private unowned(unsafe) let tree: any LayoutPartialTree

  init(ref: ResolvedLayerIndex, tree: any LayoutPartialTree) {
    self.ref = ref
    self.tree = tree
  }

  /// The subview's size for `proposal`, requested by `requester`.
  func size(_ proposal: ProposedViewSize, _ requester: Proposer) -> Size {
    tree.measure(ref, proposal, requester: requester).size
  }

  /// The subview's full answer (size and rules) for `proposal`.
  func measure(_ proposal: ProposedViewSize, _ requester: Proposer) -> Measurement {
    tree.measure(ref, proposal, requester: requester)
  }

  /// The subview's length on `axis` for `proposal` (flexibility probes).
  func lengthThatFits(_ proposal: ProposedViewSize, axis: Axis, _ requester: Proposer) -> Double {
    tree.lengthThatFits(ref, proposal, axis: axis, requester: requester)
  }

  /// The subview's explicit value for a guide at a size it chose for `proposal`.
  func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize) -> Double? {
    tree.explicitAlignment(ref, key, size: size, proposal: proposal)
  }

  /// The subview's value for a guide: explicit, else the guide's default.
  func alignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize) -> Double {
    explicitAlignment(key, size: size, proposal: proposal) ?? key.defaultValue(in: size)
  }

  /// The subview's spacing preferences.
  var spacing: ViewSpacing { tree.spacing(ref) }

  /// The subview's layout priority.
  var priority: Double { tree.priority(ref) }

  /// The value the subview's modifiers write for a layout value key (`layoutValue(key:value:)`, a grid cell's
  /// modifiers); nil when none does.
  func layoutValue(_ key: String) -> JSONValue? {
    tree.layoutValue(ref, key: key)
  }

  /// Whether frames and padding around the subview keep its spacing (a Spacer's).
  var requiresSpacingProjection: Bool { tree.requiresSpacingProjection(ref) }
}
