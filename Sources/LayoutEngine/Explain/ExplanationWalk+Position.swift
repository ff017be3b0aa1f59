import JSONCore

/// Why a layer is where it is along one axis (x or y in root coordinates): its offset inside the layer that
/// placed it, then why that offset or that layer's position changed.
extension ExplanationWalk {
  /// Answers "why is this layer at this x (or y)".
  mutating func position(_ address: LayerID, _ axis: Axis, _ span: Span) -> [Question] {
    guard let layout = layoutPass(at: span.after), let record = layout.layer(address) else { return [] }
    guard visit("position \(address) \(axis)", at: span.after) else { return [] }
    let value = record.frame.origin[axis]
    let earlier = layer(address, at: span.before)
    let changed = span.before != nil && !Self.same(earlier?.frame.origin[axis], value)
    let name = axis == .horizontal ? "x" : "y"
    guard let parent = record.proposer.parent, let parentRecord = layout.layer(parent) else {
      // The root is centred in the root proposal.
      add(
        ExplanationLink(
          kind: .placement, node: address.node, layer: address.layer,
          detail:
            "the root is centred in the root proposal \(Self.describe(layout.proposal)): \(name) = "
            + "(\(ProposedLength.text(layout.proposal[axis])) − \(ExplanationWording.number(record.size[axis]))) / 2",
          before: changed ? earlier.map { ExplainedLength.json($0.frame.origin[axis]) } : nil,
          after: ExplainedLength.json(value)),
        note: .rootPlacement(
          layer: ExplanationWording.node(address.node, in: layout), value: value,
          before: changed ? earlier?.frame.origin[axis] : nil, proposal: Self.describe(layout.proposal), axis: axis))
      guard changed, let earlier else { return [] }
      return Self.same(earlier.size[axis], record.size[axis])
        ? [.edit(.proposal, span)] : [.length(address, axis, span)]
    }
    let offset = record.frameInParent.origin[axis]
    let earlierOffset = earlier?.frameInParent.origin[axis]
    let offsetChanged = changed && !Self.same(earlierOffset, offset)
    let parentText =
      parent.layer == 0
      ? ExplanationWording.subject(parent, in: layout)
      : ExplanationWording.layer(parent, in: layout) + (parent.node == address.node ? "" : " on #\(parent.node)")
    if offsetChanged || (span.before == nil && offset != 0) || (!changed && span.before == nil && parent == address) {
      add(
        ExplanationLink(
          kind: .placement, node: address.node, layer: address.layer,
          detail:
            "\(ExplanationWording.subject(address, in: layout)) is placed \(ExplanationWording.number(offset)) from the \(axis == .horizontal ? "leading" : "top") edge "
            + "of \(parentText), which is at \(name) = \(ExplanationWording.number(parentRecord.frame.origin[axis]))",
          before: offsetChanged ? earlierOffset.map { ExplainedLength.json($0) } : nil,
          after: ExplainedLength.json(offset)),
        note: .placement(
          layer: ExplanationWording.subject(address, in: layout), offset: offset,
          before: offsetChanged ? earlierOffset : nil, parent: parentText, axis: axis))
    }
    guard changed else { return span.before == nil ? [.position(parent, axis, span)] : [] }
    guard offsetChanged else { return [.position(parent, axis, span)] }
    // The offset changed: the parent's length (alignment in it), the layer's own length, or a sibling before it.
    if !Self.same(layer(parent, at: span.before)?.size[axis], parentRecord.size[axis]) {
      return [.length(parent, axis, span)]
    }
    if !Self.same(earlier?.size[axis], record.size[axis]) { return [.length(address, axis, span)] }
    let siblings = children(of: parent, in: layout)
    for sibling in siblings.prefix(while: { $0 != address })
    where !Self.same(layer(sibling, at: span.before)?.size[axis], layout.layer(sibling)?.size[axis]) {
      return [.length(sibling, axis, span)]
    }
    return []
  }
}
