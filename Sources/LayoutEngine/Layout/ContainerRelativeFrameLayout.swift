/// `containerRelativeFrame(_:count:span:spacing:alignment:)` and `containerRelativeFrame(_:alignment:)`: a fixed
/// frame whose length on the given axes is a share of the nearest container's.
///
/// - The container: the nearest enclosing `ScrollView`, `List` or `Form` (its proposal), `NavigationStack`,
///   `NavigationView` or `TabView` (the proposal it gives its content, inside its bars), else the root (its
///   proposal: the safe area). Apple: "the size of a container … subtracting any safe area insets that might be
///   applied to that container". Its proposal as placed, else the one it is being measured with.
/// - Length on each given axis, with `L` the container's length (Apple's formula):
///   `column = (L − spacing × (count − 1)) ÷ count`, `length = column × span + spacing × (span − 1)`; the
///   one-argument form is `count` 1, `span` 1. A container length left unspecified leaves that axis to the child.
/// - Child proposal, size, placement and spacing: those of `frame(width:height:alignment:)` with those lengths.
///
/// Reference: Apple's documentation of `containerRelativeFrame(_:count:span:spacing:alignment:)` (the formula and
/// the list of containers). Status: the count/span forms; the closure form is not read. The container's length
/// is read while it is measured, so an answer cached for one proposal of the container is reused for another
/// that asks the view the same proposal. Fixtures `containerrelative/*`. Verification: documented.
struct ContainerRelativeFrameLayout: UnaryLayout {
  let axes: AxisSet
  let count: Int
  let span: Int
  let spacing: Double
  let alignment: Alignment

  /// The frame's lengths (nil on an axis it leaves alone) and the container's proposal.
  private func frame(_ context: LayoutContext) -> (layout: FrameLayout, container: ProposedViewSize) {
    let container = context.container()
    context.read(.environment(name: "container", value: "\(container.name) \(container.proposal)"))
    func length(_ axis: Axis) -> Double? {
      guard axes.contains(axis), let total = container.proposal[axis], total.isFinite else { return nil }
      let count = Double(Swift.max(1, self.count))
      let span = Double(Swift.max(1, self.span))
      let column = (total - spacing * (count - 1)) / count
      return Swift.max(0, column * span + spacing * (span - 1))
    }
    return (
      FrameLayout(width: length(.horizontal), height: length(.vertical), alignment: alignment), container.proposal
    )
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    let (layout, container) = frame(context)
    var decision = layout.sizeThatFits(proposal, subviews: subviews, context: context)
    if let width = layout.width, let total = container.width {
      decision.widthRule = .containerRelative(container: total, result: width)
    }
    if let height = layout.height, let total = container.height {
      decision.heightRule = .containerRelative(container: total, result: height)
    }
    return decision
  }

  func placement(in size: Size, proposal: ProposedViewSize, child: LayoutSubview, context: LayoutContext)
    -> SubviewPlacement
  {
    frame(context).layout.placement(in: size, proposal: proposal, child: child, context: context)
  }

  func spacing(subviews: [LayoutSubview], context: LayoutContext) -> ViewSpacing {
    frame(context).layout.spacing(subviews: subviews, context: context)
  }
}
