import TextMetrics

extension LayoutComputation {
  // MARK: - Structure

  /// The outermost layers a node contributes to its parent's layout: its own, or for a layout-transparent
  /// node (`Group`, `ForEach`, `if`, `EmptyView`) those of its children, recursively.
  func flattened(_ index: Int) -> [LayerRef] {
    guard nodes[index].view.isTransparent, !nodes[index].isImplicitContainer else {
      return [LayerRef(node: index, layer: nodes[index].layerCount - 1)]
    }
    var result: [LayerRef] = []
    for child in nodes[index].children { result += flattened(child) }
    return result
  }

  /// The subviews of a layer: the next layer in for a modifier (plus the views it holds), the flattened
  /// children for a bare view.
  func subviews(for ref: LayerRef) -> [LayoutSubview] {
    if let cached = states[ref.node][ref.layer].subviews {
      return cached.map { LayoutSubview(ref: $0, tree: self) }
    }
    var refs: [LayerRef]
    if ref.layer > 0 {
      refs = [LayerRef(node: ref.node, layer: ref.layer - 1)]
      switch nodes[ref.node].modifiers[ref.layer - 1].kind {
      case .secondary(_, let content, _), .safeAreaInset(_, _, _, let content):
        for child in content { refs += flattened(child) }
      default:
        break
      }
    } else {
      refs = []
      for child in nodes[ref.node].children { refs += flattened(child) }
    }
    states[ref.node][ref.layer].subviews = refs
    return refs.map { LayoutSubview(ref: $0, tree: self) }
  }

  /// The environment at a layer: the pass's, with the font and line limit inherited there.
  func environment(at ref: LayerRef) -> LayoutEnvironment {
    var result = environment
    let text = nodes[ref.node].environment
    result.font = text.font
    result.lineLimit = text.lineLimit
    result.textAttributes = text.attributes
    result.textCase = text.textCase
    result.multilineTextAlignment = text.multilineTextAlignment
    result.controlStyles = text.controlStyles
    return result
  }

  func context(for ref: LayerRef) -> LayoutContext {
    LayoutContext(tree: self, ref: ref, environment: environment(at: ref))
  }

  // MARK: - Measuring

  /// The layer's answer to `proposal`: from the pass's cache, or computed once and recorded.
  func measure(_ ref: LayerRef, _ proposal: ProposedViewSize, requester: Proposer) -> Measurement {
    let proposal = Self.sanitized(proposal)
    if let cached = states[ref.node][ref.layer].measurements.first(where: { $0.proposal == proposal }) {
      return cached
    }
    states[ref.node][ref.layer].inFlight.append(proposal)
    let decision = algorithm(for: ref).sizeThatFits(proposal, subviews: subviews(for: ref), context: context(for: ref))
    states[ref.node][ref.layer].inFlight.removeLast()
    let measurement = Measurement(
      proposal: proposal, size: decision.size, widthRule: decision.widthRule, heightRule: decision.heightRule,
      requestedBy: requester)
    states[ref.node][ref.layer].measurements.append(measurement)
    measurementCount += 1
    return measurement
  }

  /// The layer's length on `axis` for `proposal`, as a stack's flexibility probe asks it.
  func lengthThatFits(_ ref: LayerRef, _ proposal: ProposedViewSize, axis: Axis, requester: Proposer) -> Double {
    if nodes[ref.node].view.typeName == "Text", ref.layer == 0, axis == .horizontal, proposal.width == 0 {
      // Text answers zero to a zero-width probe without measuring (OpenSwiftUI StyledTextLayoutEngine).
      return 0
    }
    return measure(ref, proposal, requester: requester).size[axis]
  }

  /// A proposal without NaN (a NaN share becomes 0), so cache lookups compare equal.
  static func sanitized(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { $0.isNaN ? 0 : $0 }, height: proposal.height.map { $0.isNaN ? 0 : $0 })
  }

  /// The layer's explicit value for a guide at a size it chose for `proposal`.
  func explicitAlignment(_ ref: LayerRef, _ key: AlignmentKey, size: Size, proposal: ProposedViewSize) -> Double? {
    if key.combination == .none, !hasFrameGuideOverrides { return nil }
    let cacheKey = ExplicitKey(key: key, size: size, proposal: proposal)
    if let cached = states[ref.node][ref.layer].explicitCache[cacheKey] { return cached }
    let value = algorithm(for: ref).explicitAlignment(
      key, in: size, proposal: proposal, subviews: subviews(for: ref), context: context(for: ref))
    states[ref.node][ref.layer].explicitCache[cacheKey] = value
    return value
  }

  /// The layer's spacing preferences.
  func spacing(_ ref: LayerRef) -> ViewSpacing {
    if let cached = states[ref.node][ref.layer].spacing { return cached }
    let value = algorithm(for: ref).spacing(subviews: subviews(for: ref), context: context(for: ref))
    states[ref.node][ref.layer].spacing = value
    return value
  }

  /// The layer's priority in a stack.
  func priority(_ ref: LayerRef) -> Double {
    if let cached = states[ref.node][ref.layer].priority { return cached }
    let value = algorithm(for: ref).layoutPriority(subviews: subviews(for: ref), context: context(for: ref))
    states[ref.node][ref.layer].priority = value
    return value
  }

  /// Whether the layer keeps its spacing through frames and padding: a Spacer, possibly under modifiers
  /// without a layout of their own.
  func requiresSpacingProjection(_ ref: LayerRef) -> Bool {
    var current = ref
    while current.layer > 0 {
      switch nodes[current.node].modifiers[current.layer - 1].kind {
      case .passThrough, .secondary, .offset, .coordinateSpace, .alignmentGuide, .layoutValue, .renderTransform:
        current.layer -= 1
      default:
        return false
      }
    }
    if case .spacer = nodes[current.node].view { return true }
    return false
  }

  // MARK: - Placing

  /// Places a layer whose size for `proposal` is known, then its subviews, recursively.
  func place(
    _ ref: LayerRef, proposal: ProposedViewSize, frameInParent: Rect, parentOrigin: Point, proposer: Proposer,
    namedSpaces: [GeometryProxy.NamedSpace], transform parentTransform: AffineTransform? = nil
  ) {
    let measurement = measure(ref, proposal, requester: proposer)
    let frameInRoot = frameInParent.offsetBy(parentOrigin)
    var transform = parentTransform
    if ref.layer > 0, case .renderTransform(let effect) = nodes[ref.node].modifiers[ref.layer - 1].kind {
      let local = effect.affine(in: frameInRoot)
      transform = transform.map { $0.concatenating(after: local) } ?? local
    }
    states[ref.node][ref.layer].placement = Placement(
      proposal: Self.sanitized(proposal), size: measurement.size, frameInParent: frameInParent,
      frameInRoot: frameInRoot, proposer: proposer, widthRule: measurement.widthRule,
      heightRule: measurement.heightRule, transform: transform)

    var spaces = namedSpaces
    if ref.layer > 0, case .coordinateSpace(let name) = nodes[ref.node].modifiers[ref.layer - 1].kind {
      spaces.insert(GeometryProxy.NamedSpace(name: name, frameInRoot: frameInRoot), at: 0)
    }
    if ref.layer == 0, case .geometryReader = nodes[ref.node].view, !nodes[ref.node].pendingContent.isEmpty {
      let insets = safeAreaInsets(of: frameInRoot, regions: .all, around: ref)
      let proxy = GeometryProxy(
        size: measurement.size, frameInRoot: frameInRoot, namedSpaces: spaces, safeAreaInsets: insets,
        reader: nodes[ref.node].id)
      resolvePendingContent(of: ref.node, proxy: proxy)
    }

    var placedPrimary = false
    if ref.layer > 0, let pending = nodes[ref.node].pendingPreferenceContent[ref.layer] {
      // A preference-value layer: place the primary first, so its subtree's value is final, then build the views
      // from that value and place them in the same pass (`swiftui-semantics.md` §6.3.2).
      nodes[ref.node].pendingPreferenceContent[ref.layer] = nil
      placeSubviews(
        of: ref, size: measurement.size, proposal: proposal, frameInRoot: frameInRoot, spaces: spaces,
        transform: transform
      ) {
        $0 == 0
      }
      resolvePreferenceContent(pending, node: ref.node, layer: ref.layer)
      placedPrimary = true
    }
    placeSubviews(
      of: ref, size: measurement.size, proposal: proposal, frameInRoot: frameInRoot, spaces: spaces,
      transform: transform
    ) {
      !placedPrimary || $0 != 0
    }
  }

  /// Places the subviews of a placed layer whose index passes `filter`.
  private func placeSubviews(
    of ref: LayerRef, size: Size, proposal: ProposedViewSize, frameInRoot: Rect, spaces: [GeometryProxy.NamedSpace],
    transform: AffineTransform?, where filter: (Int) -> Bool
  ) {
    let subviews = subviews(for: ref)
    guard !subviews.isEmpty else { return }
    let context = context(for: ref)
    let placements = algorithm(for: ref).placeSubviews(
      in: size, proposal: proposal, subviews: subviews, context: context)
    let mirrored = environment.layoutDirection == .rightToLeft
    for placement in placements where subviews.indices.contains(placement.subview) && filter(placement.subview) {
      let child = subviews[placement.subview]
      let childProposer = context.proposer(placement.reason)
      let childSize = child.size(placement.proposal, childProposer)
      var origin = placement.origin
      if mirrored {
        // Right-to-left: mirror the child's position inside this layer, as SwiftUI finalises geometry.
        origin.x = size.width - origin.x - childSize.width
      }
      place(
        child.ref, proposal: placement.proposal, frameInParent: Rect(origin: origin, size: childSize),
        parentOrigin: frameInRoot.origin, proposer: childProposer, namedSpaces: spaces, transform: transform)
    }
  }
}

extension LayoutComputation {
  /// Builds a preference-value layer's views from the primary's value and makes them the layer's secondary
  /// views; the value is recorded as an input of the layer.
  func resolvePreferenceContent(_ pending: PendingPreferenceContent, node index: Int, layer: Int) {
    guard let (value, record) = preferenceValueForContent(key: pending.key, node: index, layer: layer) else { return }
    let source = record.map { preferences.records[$0].address } ?? LayerAddress(node: nodes[index].id, layer: layer - 1)
    self.record(
      .preference(key: pending.key, value: value.jsonValue, from: source), for: LayerRef(node: index, layer: layer))
    let scope = pending.scope.binding(pending.parameter, to: .script(value))
    let content = resolveSecondary(
      pending.content.content, node: index, layer: layer, scope: scope, environment: pending.environment,
      inherited: pending.inherited)
    if case .secondary(let alignment, _, let isOverlay) = nodes[index].modifiers[layer - 1].kind {
      nodes[index].modifiers[layer - 1].kind = .secondary(alignment: alignment, content: content, isOverlay: isOverlay)
    }
    states[index][layer].subviews = nil
  }
}
