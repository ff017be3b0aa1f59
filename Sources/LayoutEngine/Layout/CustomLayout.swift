import JSONCore
import SwiftSubset

/// A custom `Layout` (iOS 16+) declared by the tree under `layouts`, its methods' bodies run by the Swift
/// subset's interpreter.
///
/// - Child proposal: whatever the body asks: each `subview.sizeThatFits(p)` and `dimensions(in: p)` measures
///   the child through the pass (recorded, cached per proposal, proposer reason `customLayout`), and
///   `place(at:anchor:proposal:)` places it with its proposal.
/// - Preferred size: the `CGSize` `sizeThatFits` returns.
/// - Placement: `placeSubviews` runs with `bounds` at the origin (x and y 0, the layer's size) and the layer's
///   proposal; a subview it does not place sits centred in the bounds with the layout's own proposal, as
///   Apple's `place(at:anchor:proposal:)` documentation says; the last `place` call per subview counts.
/// - Cache (Apple's `makeCache(subviews:)`, `updateCache(_:subviews:)`): with a `makeCache` body, every other body
///   sees `cache`, writable as SwiftUI's `inout` parameter; the cache is made at the layer's first call and kept
///   with each call's writes in the layer's memo. SwiftUI keeps a cache across updates and calls `updateCache` when
///   the subviews change; here a memo lives for one pass, so each pass makes its cache again, and `updateCache`
///   runs only for a memo whose subviews differ (the same answers whenever `updateCache` rebuilds what `makeCache`
///   builds, as Apple's default implementation does).
/// - Spacing (`spacing(subviews:cache:)`): the `ViewSpacing` the body returns (`ViewSpacing()`, `.zero`,
///   `subview.spacing`, `union`/`formUnion(_:edges:)`); without a body, Apple's default: the subviews' preferences
///   merged on all edges.
/// - Explicit alignment (`explicitAlignment(of:in:proposal:subviews:cache:)`, both overloads in one body): `guide`
///   is the guide asked for (`guide == .firstTextBaseline`; `.center` for either centre), `bounds` the layer's; the `CGFloat?` it returns, nil
///   for the guide's default; without a body, Apple's default, which merges the subviews' values (each where
///   `placeSubviews` puts it, combined as a stack combines them).
/// - Layout values: `subview[Key.self]` reads a `LayoutValueKey` declared under `layoutValueKeys`
///   (`LayoutSubviewObject`); `subview.priority` and `subview.spacing` are the subview's.
/// - Steps: each call has the subset's own step limit, and all calls of a pass (of an update, in the update loop)
///   share one budget (`UpdateLimits.maxStepsPerUpdate`), so many custom layouts cannot run unboundedly long.
/// - Failures (a type error, a runtime error, the step limit, a wrong return type, more than
///   `maxNesting` custom layouts inside each other) are diagnostics naming the layout, the method and the
///   node; the layout then takes its proposal (nil as 10) and centres its subviews.
///
/// Reference: Apple's documentation of `Layout`, `LayoutSubview`, `ProposedViewSize`, `ViewSpacing`,
/// `LayoutValueKey`; `swiftui-semantics.md` §8 M3, M4 (Ole Begemann's relative-size layout in an HStack), §3.1
/// (spacing). Semantics: v4+ (iOS 16). Status: the protocol's methods and its cache. Verification: measured M3,
/// derived M4, Apple's indented leading guide (published) and the `Fixtures/custom/*` protocol cases (derived).

struct CustomLayout: LayoutAlgorithm {
  let declaration: CustomLayoutDeclaration?

  /// How many custom layouts may run inside each other (each one's body measures the next one's view). Each
  /// level holds an interpreter on the native stack, so the bound keeps deep trees of custom layouts within the
  /// layout thread's stack.
  static let maxNesting = 8

  /// The interpreter's bounds for one method call: the default steps and call depth, a quarter of the default
  /// native stack (nested layouts each hold one).
  static let limits = EvaluationLimits(maxSteps: 100_000, maxCallDepth: 64, maxStackBytes: 256 * 1024)

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    let name = declaration?.name ?? "Layout"
    let fallback = SizeDecision(proposal.replacingUnspecifiedDimensions()) {
      .customLayoutFailed(name: name, length: $0)
    }
    guard let declaration, canRun(context) else { return fallback }
    let call = Call(method: "sizeThatFits", proposal: proposal, subviews: subviews)
    guard let result = run(declaration.sizeThatFits, call, context) else { return fallback }
    guard case .size(let size) = result, !size.width.isNaN, !size.height.isNaN else {
      report(
        "\(name).sizeThatFits must return a CGSize, returned \(result.type == .void ? "nothing" : "\(result.type)")",
        method: "sizeThatFits", context)
      return fallback
    }
    return SizeDecision(Size(width: size.width, height: size.height)) { .customLayout(name: name, length: $0) }
  }

  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement] {
    let placements = CustomLayoutPlacements()
    if let declaration, canRun(context) {
      var call = Call(method: "placeSubviews", proposal: proposal, subviews: subviews)
      call.bounds = size
      call.placements = placements
      _ = run(declaration.placeSubviews, call, context)
    }
    let reason = ProposalReason.customLayout(name: declaration?.name ?? "Layout")
    return subviews.enumerated().map { index, subview in
      if let placed = placements.placed[index] {
        return SubviewPlacement(subview: index, origin: placed.origin, proposal: placed.proposal, reason: reason)
      }
      // Not placed: centred in the bounds with the layout's own proposal.
      let childSize = subview.size(proposal, context.proposer(reason))
      let origin = Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2)
      return SubviewPlacement(subview: index, origin: origin, proposal: proposal, reason: reason)
    }
  }

  func spacing(subviews: [LayoutSubview], context: LayoutContext) -> ViewSpacing {
    guard let declaration, canRun(context) else { return .ordinary }
    guard let body = declaration.spacing else {
      // Apple's default: the subviews' preferences merged on all edges.
      var merged = ViewSpacing.empty
      for subview in subviews { merged.incorporate([.top, .left, .bottom, .right], of: subview.spacing) }
      return merged
    }
    let call = Call(method: "spacing", proposal: .unspecified, subviews: subviews)
    guard let result = run(body, call, context) else { return .ordinary }
    guard case .hostObject(let reference) = result, let spacing = reference.object as? ViewSpacingObject else {
      report(
        "\(declaration.name).spacing must return a ViewSpacing, returned \(result.type)", method: "spacing", context)
      return .ordinary
    }
    return spacing.spacing
  }

  func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double? {
    guard let declaration, canRun(context) else { return nil }
    guard let body = declaration.explicitAlignment else {
      return mergedAlignment(key, in: size, proposal: proposal, subviews: subviews, context: context)
    }
    var call = Call(method: "explicitAlignment", proposal: proposal, subviews: subviews)
    call.bounds = size
    call.guide = key
    guard let result = run(body, call, context) else { return nil }
    switch result {
    case .none: return nil
    case .some(let wrapped) where wrapped.doubleValue?.isFinite == true: return wrapped.doubleValue
    default:
      if let number = result.doubleValue, number.isFinite { return number }
      report(
        "\(declaration.name).explicitAlignment must return a CGFloat?, returned \(result.type)",
        method: "explicitAlignment", context)
      return nil
    }
  }

  /// Apple's default `explicitAlignment`, which "merges the subviews' guides": each subview's explicit value where
  /// `placeSubviews` puts it, combined by the guide's rule as a stack combines them (§3.3: none for the frame guides,
  /// the smallest first baseline, the average of a custom guide's values).
  private func mergedAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double? {
    guard key.combination != .none, !subviews.isEmpty else { return nil }
    let placements = placeSubviews(in: size, proposal: proposal, subviews: subviews, context: context)
    let values = placements.map { placement -> Double? in
      let subview = subviews[placement.subview]
      let childSize = subview.size(placement.proposal, context.proposer(placement.reason))
      return subview.explicitAlignment(key, size: childSize, proposal: placement.proposal).map {
        placement.origin[key.axis] + $0
      }
    }
    return context.combine(values, for: key)
  }

  /// Whether the body may run here: fewer than `maxNesting` custom layouts around this one.
  private func canRun(_ context: LayoutContext) -> Bool {
    let enclosing = context.enclosingCustomLayouts
    guard enclosing < Self.maxNesting else {
      report(
        "\(declaration?.name ?? "Layout") is inside \(enclosing) other custom layouts; at most \(Self.maxNesting) "
          + "run inside each other", method: "sizeThatFits", context)
      return false
    }
    return true
  }

  /// One method call: its name and SwiftUI's parameters.
  private struct Call {
    var method: String
    var proposal: ProposedViewSize
    var subviews: [LayoutSubview]
    /// `placeSubviews`' and `explicitAlignment`'s bounds.
    var bounds: Size?
    /// Where `placeSubviews` records its `place` calls.
    var placements: CustomLayoutPlacements?
    /// The guide `explicitAlignment` is asked for.
    var guide: AlignmentKey?
  }

  /// The layout's cache for `subviews`: the one the layer's memo keeps, else made (or updated) now; nil without a
  /// `makeCache` body or when making it failed (a diagnostic says why).
  private func cache(for subviews: [LayoutSubview], _ context: LayoutContext) -> Value? {
    guard let declaration, let make = declaration.makeCache else { return nil }
    let refs = subviews.map(\.ref)
    var previous: Value?
    if case .customLayoutCache(let madeFor, let value)? = context.memo {
      if madeFor == refs { return value }
      previous = value
    }
    let call = Call(method: previous == nil ? "makeCache" : "updateCache", proposal: .unspecified, subviews: subviews)
    let value: Value?
    if let previous, let update = declaration.updateCache {
      value = evaluate(update, call, cache: previous, context)?.cache
    } else {
      value = evaluate(make, call, cache: nil, context)?.result
    }
    guard let value else { return nil }
    context.remember(.customLayoutCache(subviews: refs, value: value))
    return value
  }

  /// Runs one method's body with SwiftUI's parameters and the layout's cache, keeping the cache's writes; nil (and
  /// a diagnostic) when it fails.
  private func run(_ body: ScriptBlock, _ call: Call, _ context: LayoutContext) -> Value? {
    let cache = cache(for: call.subviews, context)
    if declaration?.makeCache != nil, cache == nil { return nil }
    guard let outcome = evaluate(body, call, cache: cache, context) else { return nil }
    if let after = outcome.cache, after != cache {
      context.remember(.customLayoutCache(subviews: call.subviews.map(\.ref), value: after))
    }
    return outcome.result
  }

  /// Evaluates a body; its result and the cache after it, or nil (and a diagnostic) when it fails.
  private func evaluate(_ body: ScriptBlock, _ call: Call, cache: Value?, _ context: LayoutContext)
    -> (result: Value, cache: Value?)?
  {
    let name = declaration?.name ?? "Layout"
    let host = host(call, cache: cache, context)
    let budget = context.customLayoutBudget
    guard budget.remaining > 0 else {
      report("\(name).\(call.method): \(budget.exhausted(node: nil).message)", method: call.method, context)
      return nil
    }
    var evaluation = EvaluationContext(
      host: host, node: context.address.node, limits: budget.limits(within: Self.limits), recordsReads: false,
      allowsHostWrites: cache != nil)
    do {
      let result = try body.runAsFunctionBody(in: &evaluation) ?? .void
      budget.spend(evaluation)
      return (result, host.variables["cache"]?.value)
    } catch {
      budget.spend(evaluation)
      report("\(name).\(call.method): \(error.summary)", method: call.method, context)
      return nil
    }
  }

  /// The names a body sees: SwiftUI's parameters, `cache`, and the types it may name.
  private func host(_ call: Call, cache: Value?, _ context: LayoutContext) -> HostVariables {
    let requester = context.proposer(.customLayout(name: declaration?.name ?? "Layout"))
    let host = HostVariables()
    host.define(
      "proposal", .hostObject(HostObjectReference(ProposedViewSizeObject(call.proposal))),
      type: .hostObject("ProposedViewSize"), isWritable: false)
    let spacingContext = ViewSpacingObject.Context(context)
    let elements: [Value] = call.subviews.enumerated().map { index, subview in
      .hostObject(
        HostObjectReference(
          LayoutSubviewObject(
            subview, index: index, requester: requester, placements: call.placements,
            guideDefaults: context.guideDefaults, valueKeys: context.layoutValueKeys, spacing: spacingContext)))
    }
    host.define(
      "subviews", .array(ArrayValue(elements, elementType: .hostObject("LayoutSubview"))),
      type: .array(.hostObject("LayoutSubview")), isWritable: false)
    host.define(
      "ProposedViewSize", .hostObject(HostObjectReference(ProposedViewSizeTypeObject())),
      type: .hostObject("ProposedViewSize.Type"), isWritable: false)
    host.define(
      "ViewSpacing", .hostObject(HostObjectReference(ViewSpacingTypeObject(spacingContext))),
      type: .hostObject("ViewSpacing.Type"), isWritable: false)
    for (typeName, axis) in [("HorizontalAlignment", Axis.horizontal), ("VerticalAlignment", .vertical)] {
      host.define(
        typeName, .hostObject(HostObjectReference(AlignmentTypeObject(axis: axis))), type: .hostObject(typeName),
        isWritable: false)
    }
    for key in context.layoutValueKeys.values {
      host.define(
        key.name, .hostObject(HostObjectReference(LayoutValueKeyObject(key))), type: .hostObject("\(key.name).Type"),
        isWritable: false)
    }
    if let bounds = call.bounds {
      host.define(
        "bounds", .rect(CGRectValue(x: 0, y: 0, width: bounds.width, height: bounds.height)), type: .cgRect,
        isWritable: false)
    }
    if let guide = call.guide {
      host.define("guide", Self.guideValue(guide), type: .implicitMember, isWritable: false)
    }
    if let cache { host.define("cache", cache, type: cache.type, isWritable: true) }
    return host
  }

  /// A guide as code compares it: `.leading`, `.firstTextBaseline`, `.oneThird`; `.center` stands for both
  /// centres (the body serves both of SwiftUI's overloads).
  static func guideValue(_ key: AlignmentKey) -> Value {
    .implicitMember(ImplicitMemberValue(name: String(key.description.dropFirst())))
  }

  /// Reports a failure once per node and message.
  private func report(_ message: String, method: String, _ context: LayoutContext) {
    context.report(message, path: declaration?.path.key(method))
  }
}
