import JSONCore

/// Why a layer's width or height is what it is: the layer's rule, then the input of that rule that changed (or
/// that decided it): a child's size, the proposal, a state value an argument read, the text, the environment.
extension ExplanationWalk {
  /// How a rule depends on the rest of the tree.
  enum RuleShape {
    /// The length is the child's, passed through.
    case passthrough
    /// The length is made from the children's lengths (padding, stacks).
    case composite
    /// The layer's own rule, from its arguments, its text, its proposal or the environment.
    case leaf
  }

  /// The shape of `rule`.
  static func shape(of rule: SizeRule) -> RuleShape {
    switch rule {
    case .childPassthrough, .idealOfChild, .positionChild: return .passthrough
    case .flexibleFrameChild(let child, _, _, _, let result): return child == result ? .passthrough : .composite
    case .paddingChildPlusInsets, .stackSum, .stackUnion, .zStackLargest, .implicitStack, .listContent:
      return .composite
    default: return .leaf
    }
  }

  /// The proposal axes a leaf rule's length along `axis` depends on.
  static func proposalAxes(of rule: SizeRule, along axis: Axis) -> [Axis] {
    switch rule {
    case .proposalAccepted, .geometryReaderGreedy, .geometryReaderUnspecified, .textFieldGreedy, .positionGreedy,
      .listGreedy, .scrollViewGreedy, .idealDefault, .flexibleFrameClampedProposal, .spacerLength, .textZeroProposal:
      return [axis]
    case .circleSide: return [.horizontal, .vertical]
    // A text's width and height both depend on the width it may wrap in; its height also on the height (lines
    // that do not fit are cut).
    case .textMeasured: return axis == .horizontal ? [.horizontal] : [.horizontal, .vertical]
    default: return []
    }
  }

  /// Whether a rule's length comes from the layer's arguments or text (which expressions may compute from state).
  static func readsArguments(_ rule: SizeRule) -> Bool {
    switch rule {
    case .fixedFrame, .flexibleFrameClampedProposal, .flexibleFrameIdeal, .flexibleFrameChild, .textMeasured,
      .textFieldIdealWidth, .emptyText, .spacerLength, .imageIntrinsic, .paddingChildPlusInsets:
      return true
    default:
      return false
    }
  }

  /// The layers a layer lays out: the next layer in for a modifier, the children's outermost layers (through
  /// `Group`, `ForEach` and `if`) for a bare view.
  func children(of address: LayerID, in layout: LayoutPass) -> [LayerID] {
    if address.layer > 0 { return [LayerID(node: address.node, layer: address.layer - 1)] }
    guard let node = layout.node(address.node) else { return [] }
    var result: [LayerID] = []
    var pending = node.childIDs.reversed().filter { layout.node($0)?.hostLayer == nil }
    var steps = 0
    while let id = pending.popLast(), steps <= layout.nodes.count {
      steps += 1
      guard let child = layout.node(id) else { continue }
      if child.layers.isEmpty {
        pending += child.childIDs.reversed()
      } else {
        result.append(LayerID(node: id, layer: child.layers.count - 1))
      }
    }
    return result
  }

  /// Answers "why is this layer's length along `axis` what it is".
  mutating func length(_ address: LayerID, _ axis: Axis, _ span: Span) -> [Question] {
    guard let layout = layoutPass(at: span.after), let record = layout.layer(address) else { return [] }
    guard visit("length \(address) \(axis)", at: span.after) else { return [] }
    let value = record.size[axis]
    let rule = axis == .horizontal ? record.widthRule : record.heightRule
    let earlier = layer(address, at: span.before)
    var span = span
    if let earlier, Self.same(earlier.size[axis], value) { span.before = nil }
    let before = span.before != nil ? earlier?.size[axis] : nil
    if span.before != nil, earlier == nil {
      // The layer did not exist at the earlier point: an edit made it.
      add(
        ExplanationLink(
          kind: .rule, node: address.node, layer: address.layer,
          detail: "\(ExplanationWording.layer(address, in: layout)) appeared: \(rule)",
          after: ExplainedLength.json(value)),
        note: .rule(
          layer: ExplanationWording.subject(address, in: layout), node: address.node, rule: rule, axis: axis,
          value: value, before: nil))
      return [.edit(.node(address.node), span)]
    }
    switch Self.shape(of: rule) {
    case .passthrough: return passthrough(address, axis, span, layout: layout, before: before, value: value)
    case .composite:
      return composite(address, axis, span, layout: layout, rule: rule, before: before, value: value)
    case .leaf: return leaf(address, axis, span, layout: layout, record: record, rule: rule, before: before)
    }
  }

  /// A layer that passes its child's length through: one link for the run of such layers, then the child.
  private mutating func passthrough(
    _ address: LayerID, _ axis: Axis, _ span: Span, layout: LayoutPass, before: Double?, value: Double
  ) -> [Question] {
    var inner = address
    var names: [String] = []
    var steps = 0
    while steps <= layout.nodes.count + address.layer {
      steps += 1
      guard let record = layout.layer(inner),
        Self.shape(of: axis == .horizontal ? record.widthRule : record.heightRule)
          == .passthrough, let child = children(of: inner, in: layout).first
      else { break }
      names.append(ExplanationWording.layer(inner, in: layout))
      inner = child
    }
    guard inner != address else { return [] }
    let through = ExplanationWording.list(names) + (names.count == 1 ? " passes" : " pass")
    add(
      ExplanationLink(
        kind: .childSize, node: address.node, layer: address.layer,
        detail:
          "\(through) through the \(ExplanationWording.length(axis)) of \(ExplanationWording.layer(inner, in: layout))"
          + (inner.node == address.node ? "" : " (\(ExplanationWording.node(inner.node, in: layout)))"),
        before: before.map { ExplainedLength.json($0) }, after: ExplainedLength.json(value)),
      note: .passthrough(layers: names, inner: ExplanationWording.subject(inner, in: layout), axis: axis))
    return [.length(inner, axis, span)]
  }

  /// A layer whose length is made from its children's: the child whose length changed (or decided it).
  private mutating func composite(
    _ address: LayerID, _ axis: Axis, _ span: Span, layout: LayoutPass, rule: SizeRule, before: Double?,
    value: Double
  ) -> [Question] {
    let children = children(of: address, in: layout)
    var chosen: LayerID?
    if span.before != nil {
      chosen = children.first { child in
        !Self.same(layer(child, at: span.before)?.size[axis], layout.layer(child)?.size[axis])
      }
    } else {
      switch rule {
      case .stackUnion, .zStackLargest, .implicitStack, .listContent:
        // The widest (tallest) child decides the union.
        chosen = children.max { (layout.layer($0)?.size[axis] ?? 0) < (layout.layer($1)?.size[axis] ?? 0) }
      case .paddingChildPlusInsets, .flexibleFrameChild:
        chosen = children.first
      default:
        // A sum: a child that takes its whole proposal makes the stack as long as it is offered.
        chosen = children.first { child in
          guard let record = layout.layer(child), let offered = record.proposal[axis] else { return false }
          return Self.same(record.size[axis], offered)
            && !Self.proposalAxes(of: axis == .horizontal ? record.widthRule : record.heightRule, along: axis).isEmpty
        }
      }
    }
    var detail = ExplanationWording.composite(ExplanationWording.layer(address, in: layout), rule: rule, axis: axis)
    var childName: String?
    if let chosen, let child = layout.layer(chosen) {
      let name = chosen.node == address.node ? ExplanationWording.spelling(of: child) : "#\(chosen.node)"
      childName = name
      detail +=
        span.before != nil
        ? "; \(name) changed"
        : "; \(name) is \(ExplanationWording.number(child.size[axis]))"
    }
    add(
      ExplanationLink(
        kind: .childSize, node: address.node, layer: address.layer, detail: detail,
        before: before.map { ExplainedLength.json($0) }, after: ExplainedLength.json(value)),
      note: .composite(
        layer: ExplanationWording.subject(address, in: layout), rule: rule, axis: axis, child: childName))
    if let chosen { return [.length(chosen, axis, span)] }
    // Nothing inside changed: the insets or the spacing did (an edit of the modifiers).
    return span.before != nil ? [.edit(.node(address.node), span)] : []
  }

  /// A layer whose own rule decided its length: the rule, then which of its inputs changed or decided it.
  private mutating func leaf(
    _ address: LayerID, _ axis: Axis, _ span: Span, layout: LayoutPass, record: LayerRecord, rule: SizeRule,
    before: Double?
  ) -> [Question] {
    let spelled = ExplanationWording.layer(address, in: layout)
    let earlier = layer(address, at: span.before)
    // Only rules made from the layer's arguments or text depend on the state its expressions read (a text field's
    // width does not depend on the text it shows).
    let reads = Self.readsArguments(rule) ? Self.stateReads(of: record) : []
    var detail = rule.description
    if case .fixedFrame = rule, let read = reads.first {
      detail =
        "fixed frame \(ExplanationWording.length(axis)): "
        + ExplanationWording.argument(record, expression: read.expression, path: read.path)
    }
    if let earlier {
      let earlierRule = axis == .horizontal ? earlier.widthRule : earlier.heightRule
      if earlierRule.name != rule.name { detail += " (before: \(earlierRule))" }
    }
    if case .textMeasured(let text, let font, let lines, let measured, let result) = rule,
      let width = record.proposal.width, width.isFinite, lines > 1
    {
      detail =
        "text measured \(JSONSerializer.serialize(.string(TextExcerpt.excerpt(text))))\(TextExcerpt.lengthNote(text)) "
        + "at \(font) in the width "
        + "\(ExplanationWording.number(width)) offered: \(lines) lines, \(ExplanationWording.number(measured)) → "
        + "\(ExplanationWording.number(result)) on the pixel grid"
    }
    add(
      ExplanationLink(
        kind: .rule, node: address.node, layer: address.layer, detail: detail,
        before: before.map { ExplainedLength.json($0) },
        after: ExplainedLength.json(record.size[axis])),
      note: .rule(
        layer: ExplanationWording.subject(address, in: layout), node: address.node, rule: rule, axis: axis,
        value: record.size[axis], before: before))
    let proposalAxes = Self.proposalAxes(of: rule, along: axis)
    guard span.before != nil, let earlier else {
      // As it is: the state it read, or the proposal that constrained it.
      if let read = reads.first {
        return [.state(name: read.name, reader: address, expression: read.expression, path: read.path, span)]
      }
      if case .textMeasured(_, _, let lines, _, _) = rule, lines <= 1 { return [] }
      if let constrained = proposalAxes.first(where: { record.proposal[$0] != nil }),
        case .textMeasured = rule
      {
        return [.proposal(address, constrained, span)]
      }
      if proposalAxes.contains(axis), let offered = record.proposal[axis], Self.same(offered, record.size[axis]) {
        return [.proposal(address, axis, span)]
      }
      return []
    }
    // Changed: which input.
    let earlierReads = Self.readsArguments(rule) ? Self.stateReads(of: earlier) : []
    for read in reads where earlierReads.first(where: { $0.name == read.name })?.value != read.value {
      return [.state(name: read.name, reader: address, expression: read.expression, path: read.path, span)]
    }
    let node = layout.node(address.node)
    let earlierNode = layoutPass(at: span.before)?.node(address.node)
    if address.layer == 0, let node, node.text != earlierNode?.text {
      var questions: [Question] = []
      // The text was measured in the width its parent offers: say who offers it (it may be a frame whose state the
      // edit kept), then the edit.
      if case .textMeasured(_, _, let lines, _, _) = rule, lines > 1 || record.proposal.width != earlier.proposal.width
      {
        questions.append(.proposal(address, .horizontal, span))
      }
      return questions + [.edit(.text(node: address.node), span)]
    }
    let environment = Self.environmentReads(of: record)
    let earlierEnvironment = Self.environmentReads(of: earlier)
    for name in environment.keys.sorted() where earlierEnvironment[name] != environment[name] {
      let value = environment[name] ?? ""
      add(
        ExplanationLink(
          kind: .environment, node: address.node, layer: address.layer,
          detail: "\(spelled) read the environment's \(name)", before: earlierEnvironment[name].map { .string($0) },
          after: .string(value)),
        note: .environment(name: name, value: value, before: earlierEnvironment[name]))
      return [.edit(.environment(name: name), span)]
    }
    for proposalAxis in proposalAxes where !Self.same(record.proposal[proposalAxis], earlier.proposal[proposalAxis]) {
      return [.proposal(address, proposalAxis, span)]
    }
    if record.summary != earlier.summary || record.modifier != earlier.modifier {
      return [.edit(.node(address.node), span)]
    }
    return []
  }
}
