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
/// - Steps: each call has the subset's own step limit, and all calls of a pass (of an update, in the update loop)
///   share one budget (`UpdateLimits.maxStepsPerUpdate`), so many custom layouts cannot run unboundedly long.
/// - Failures (a type error, a runtime error, the step limit, a wrong return type, more than
///   `maxNesting` custom layouts inside each other) are diagnostics naming the layout, the method and the
///   node; the layout then takes its proposal (nil as 10) and centres its subviews.
/// - Spacing, explicit alignment and priority: the defaults (ordinary spacing, no explicit values, 0); the
///   tree format has no way to declare them yet.
///
/// Reference: Apple's documentation of `Layout`, `LayoutSubview`, `ProposedViewSize`; `swiftui-semantics.md`
/// §8 M3, M4 (Ole Begemann's relative-size layout in an HStack). Semantics: v4+ (iOS 16). Status: the two
/// required methods; no cache, no layout values. Verification: measured M3, derived M4 (`Fixtures/custom/*`).
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
    let result = run(declaration.sizeThatFits, "sizeThatFits", proposal, subviews, bounds: nil, nil, context)
    guard let result else { return fallback }
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
      _ = run(declaration.placeSubviews, "placeSubviews", proposal, subviews, bounds: size, placements, context)
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

  /// Runs one method's body with SwiftUI's parameters; nil (and a diagnostic) when it fails.
  private func run(
    _ body: ScriptBlock, _ method: String, _ proposal: ProposedViewSize, _ subviews: [LayoutSubview],
    bounds: Size?, _ placements: CustomLayoutPlacements?, _ context: LayoutContext
  ) -> Value? {
    let name = declaration?.name ?? "Layout"
    let requester = context.proposer(.customLayout(name: name))
    let host = HostVariables()
    host.define(
      "proposal", .hostObject(HostObjectReference(ProposedViewSizeObject(proposal))),
      type: .hostObject("ProposedViewSize"), isWritable: false)
    let elements: [Value] = subviews.enumerated().map { index, subview in
      .hostObject(
        HostObjectReference(
          LayoutSubviewObject(
            subview, index: index, requester: requester, placements: placements, guideDefaults: context.guideDefaults)))
    }
    host.define(
      "subviews", .array(ArrayValue(elements, elementType: .hostObject("LayoutSubview"))),
      type: .array(.hostObject("LayoutSubview")), isWritable: false)
    host.define(
      "ProposedViewSize", .hostObject(HostObjectReference(ProposedViewSizeTypeObject())),
      type: .hostObject("ProposedViewSize.Type"), isWritable: false)
    for (typeName, axis) in [("HorizontalAlignment", Axis.horizontal), ("VerticalAlignment", .vertical)] {
      host.define(
        typeName, .hostObject(HostObjectReference(AlignmentTypeObject(axis: axis))), type: .hostObject(typeName),
        isWritable: false)
    }
    if let bounds {
      host.define(
        "bounds", .rect(CGRectValue(x: 0, y: 0, width: bounds.width, height: bounds.height)), type: .cgRect,
        isWritable: false)
    }
    let budget = context.customLayoutBudget
    guard budget.remaining > 0 else {
      report("\(name).\(method): \(budget.exhausted(node: nil).message)", method: method, context)
      return nil
    }
    var evaluation = EvaluationContext(
      host: host, node: context.address.node, limits: budget.limits(within: Self.limits), recordsReads: false,
      allowsHostWrites: false)
    do {
      let result = try body.run(in: &evaluation) ?? .void
      budget.spend(evaluation)
      return result
    } catch {
      budget.spend(evaluation)
      report("\(name).\(method): \(error.summary)", method: method, context)
      return nil
    }
  }

  /// Reports a failure once per node and message.
  private func report(_ message: String, method: String, _ context: LayoutContext) {
    context.report(message, path: declaration?.path.key(method))
  }
}
