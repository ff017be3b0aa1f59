import JSONCore

/// A subview as a layout algorithm sees it: a layer it can measure, ask for alignment, spacing and priority.
/// Every request goes through the pass (`LayoutPartialTree`), which caches answers and records who asked for
/// what.
struct LayoutSubview {
  /// The layer (an identity for the pass; algorithms do not look inside it).
  let ref: ResolvedLayerIndex
  /// Its position among the subviews of the layer whose algorithm holds it, which the pass logs with each question
  /// asked of it (a later pass asks the subview at that position again).
  let position: Int32
  // See `LayoutContext.tree`: subviews live only during the pass's calls into algorithms.
  private unowned(unsafe) let tree: any LayoutPartialTree

  init(ref: ResolvedLayerIndex, position: Int32, tree: any LayoutPartialTree) {
    self.ref = ref
    self.position = position
    self.tree = tree
  }

  /// The subview's size for `proposal`, requested by `requester`.
  func size(_ proposal: ProposedViewSize, _ requester: Proposer) -> Size {
    tree.size(of: self, proposal, requester: requester)
  }

  /// The subview's full answer (size and rules) for `proposal`.
  func measure(_ proposal: ProposedViewSize, _ requester: Proposer) -> Measurement {
    tree.measure(self, proposal, requester: requester)
  }

  /// The subview's length on `axis` for `proposal` (flexibility probes).
  func lengthThatFits(_ proposal: ProposedViewSize, axis: Axis, _ requester: Proposer) -> Double {
    tree.lengthThatFits(self, proposal, axis: axis, requester: requester)
  }

  /// The subview's explicit value for a guide at a size it chose for `proposal`.
  func explicitAlignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize) -> Double? {
    tree.explicitAlignment(self, key, size: size, proposal: proposal)
  }

  /// The subview's value for a guide: explicit, else the guide's default (a custom guide's declared body runs
  /// with the subview's dimensions).
  func alignment(_ key: AlignmentKey, size: Size, proposal: ProposedViewSize) -> Double {
    if let explicit = explicitAlignment(key, size: size, proposal: proposal) { return explicit }
    guard key.isCustom else { return key.defaultValue(in: size) }
    return tree.alignmentDefault(key, in: dimensions(size: size, proposal: proposal), of: ref)
  }

  /// The subview's `ViewDimensions` at a size it chose for `proposal`: its size and its explicit values of the
  /// text baselines and of the tree's custom guides (what `d[explicit:]` and a guide's default body can read).
  func dimensions(size: Size, proposal: ProposedViewSize) -> ViewDimensions {
    var explicit: [AlignmentKey: Double] = [:]
    let keys = [AlignmentKey.vertical(.firstTextBaseline), .vertical(.lastTextBaseline)]
    for key in keys + tree.alignmentGuides.values.map(\.key) {
      explicit[key] = explicitAlignment(key, size: size, proposal: proposal)
    }
    return ViewDimensions(size: size, explicitValues: explicit)
  }

  /// The subview's spacing preferences.
  var spacing: ViewSpacing { tree.spacing(self) }

  /// The subview's layout priority.
  var priority: Double { tree.priority(self) }

  /// The value the subview's modifiers write for a layout value key (`layoutValue(key:value:)`, a grid cell's
  /// modifiers); nil when none does.
  func layoutValue(_ key: String) -> JSONValue? {
    tree.layoutValue(ref, key: key)
  }

  /// Whether frames and padding around the subview keep its spacing (a Spacer's).
  var requiresSpacingProjection: Bool { tree.requiresSpacingProjection(ref) }
}
