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
