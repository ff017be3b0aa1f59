import JSONCore

/// Why a layer was offered what it was along one axis: up through the layers that pass the proposal on
/// unchanged, to the layer that set it (a fixed frame, padding, a stack's share, a background's primary size, a
/// GeometryReader, the root), then that layer's reason.
extension ExplanationWalk {
  /// Whether `reason` passes the parent's own proposal along `axis` on as it is (given equal values).
  static func passesOn(_ reason: ProposalReason, along axis: Axis) -> Bool {
    switch reason {
    case .fixedFrame(let width, let height): return (axis == .horizontal ? width : height) == nil
    case .secondaryPrimarySize, .geometryReaderSize, .positionSize, .flexibleFramePlacement, .root: return false
    case .scrollViewContent(let axes): return !axes.contains(axis)
    case .customLayout: return false
    default: return true
    }
  }

  /// Answers "why was this layer offered what it was along `axis`".
  mutating func proposal(_ address: LayerID, _ axis: Axis, _ span: Span) -> [Question] {
    guard let layout = layoutPass(at: span.after), let record = layout.layer(address) else { return [] }
    let value = record.proposal[axis]
    let earlierValue = layer(address, at: span.before)?.proposal[axis]
    // Up through the layers that pass the same value on.
    var current = address
    var currentRecord = record
    var steps = 0
    while let parent = currentRecord.proposer.parent, let parentRecord = layout.layer(parent),
      steps <= layout.nodes.count * 2
    {
      steps += 1
      guard Self.passesOn(currentRecord.proposer.reason, along: axis),
        Self.same(parentRecord.proposal[axis], currentRecord.proposal[axis])
      else { break }
      current = parent
      currentRecord = parentRecord
    }
    guard visit("proposal \(current) \(axis)", at: span.after) else { return [] }
    let length = ExplanationWording.length(axis)
    let changed = span.before != nil && !Self.same(earlierValue, value)
    let before: JSONValue? = span.before != nil ? ProposedLength.json(earlierValue) : nil
    guard let parent = currentRecord.proposer.parent else {
      // The root proposal.
      let root = layout.proposal
      let earlierRoot = layoutPass(at: span.before)?.proposal
      var detail = "the root proposal \(Self.describe(root))"
      if changed, let earlierRoot { detail += " (was \(Self.describe(earlierRoot)))" }
      add(
        ExplanationLink(
          kind: .proposal, node: layout.root?.id, layer: nil, detail: detail, before: changed ? before : nil,
          after: ProposedLength.json(value)),
        note: .proposal(
          by: "the root proposal \(Self.describe(root))", axis: axis, value: value,
          before: changed ? earlierValue : nil, isRoot: true, kept: span.before != nil && !changed))
      return changed ? [.edit(.proposal, span)] : []
    }
    let reason = currentRecord.proposer.reason
    let proposer = ExplanationWording.subject(parent, in: layout)
    let owner = parent.node == address.node || parent.layer == 0 ? proposer : "\(proposer) on #\(parent.node)"
    add(
      ExplanationLink(
        kind: .proposal, node: parent.node, layer: parent.layer,
        detail:
          "\(owner) \(span.before != nil && !changed ? "still offers" : "offered") the \(length) "
          + "\(ProposedLength.text(value)): \(reason)",
        before: changed ? before : (span.before != nil ? Optional(ProposedLength.json(value)) : nil),
        after: ProposedLength.json(value)),
      note: .proposal(
        by: owner, axis: axis, value: value, before: changed ? earlierValue : nil, isRoot: false,
        kept: span.before != nil && !changed))
    // Kept: the proposal did not change between two points; it is context for another change, so only the state
    // it read (whose value an action kept) is followed.
    let kept = span.before != nil && !changed
    let follow = kept ? span : (changed ? span : span.asIs)
    let parentRecord = layout.layer(parent)
    switch reason {
    case .fixedFrame, .flexibleFrame:
      if let read = Self.stateReads(of: parentRecord).first {
        return [.state(name: read.name, reader: parent, expression: read.expression, path: read.path, follow)]
      }
      if changed { return [.edit(.node(parent.node), span)] }
      if case .flexibleFrame = reason, !kept { return [.proposal(parent, axis, follow)] }
      return []
    case .secondaryPrimarySize:
      return kept ? [] : [.length(LayerID(node: parent.node, layer: parent.layer - 1), axis, follow)]
    case .geometryReaderSize, .positionSize, .flexibleFramePlacement:
      return kept ? [] : [.length(parent, axis, follow)]
    case .stackEqualShare:
      guard changed else { return kept ? [] : [.proposal(parent, axis, follow)] }
      if !Self.same(layer(parent, at: span.before)?.proposal[axis], parentRecord?.proposal[axis]) {
        return [.proposal(parent, axis, span)]
      }
      // The stack was offered the same: a sibling took more or less of it.
      let siblings = children(of: parent, in: layout).filter { $0 != current }
      if let sibling = siblings.first(where: {
        !Self.same(layer($0, at: span.before)?.size[axis], layout.layer($0)?.size[axis])
      }) {
        return [.length(sibling, axis, span)]
      }
      return []
    default:
      return kept ? [] : [.proposal(parent, axis, follow)]
    }
  }

  /// `390 × 763`, `nil × 763`.
  static func describe(_ proposal: ProposedViewSize) -> String {
    "\(ProposedLength.text(proposal.width)) × \(ProposedLength.text(proposal.height))"
  }
}

/// A proposed length in explanations: a number, `nil` (unspecified) or infinity.
enum ProposedLength {
  /// As JSON: a number, `null`, or `"infinity"`.
  static func json(_ value: Double?) -> JSONValue {
    guard let value else { return .null }
    return ExplainedLength.json(value)
  }

  /// `71.333`, `nil`, `infinity`.
  static func text(_ value: Double?) -> String {
    guard let value else { return "nil" }
    return value.isFinite ? LayoutNumber.format(value) : (value > 0 ? "infinity" : "-infinity")
  }
}
