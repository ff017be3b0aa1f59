/// Why a parent layer proposed what it did to a child: the parent's rule, with its numbers.
public enum ProposalReason: Hashable, Sendable, CustomStringConvertible {
  /// The root proposal: the tree's, the caller's, or the default safe area.
  case root
  /// A modifier passed its own proposal through unchanged (font, background's primary, preference, …).
  case unchanged
  /// A stack asked for the ideal length on its axis (its own proposal there was nil).
  case stackIdeal(axis: Axis)
  /// A stack probed the child's flexibility with 0 or ∞ on its axis.
  case stackFlexibilityProbe(axis: Axis, length: Double)
  /// A stack gave the child an equal share of what was left: `share` of `remaining` among `count` children.
  case stackEqualShare(axis: Axis, share: Double, remaining: Double, count: Int)
  /// A fixed frame replaced the given dimensions.
  case fixedFrame(width: Double?, height: Double?)
  /// A flexible frame proposed its own proposal (or ideal) clamped to its bounds.
  case flexibleFrame
  /// A flexible frame placed its child with its final size, unspecified where it had no ideal and fell
  /// strictly between its bounds (semantics v5+).
  case flexibleFramePlacement
  /// Padding shrank the proposal by its insets.
  case padding(EdgeInsets)
  /// A background or overlay layer is proposed exactly the primary view's size.
  case secondaryPrimarySize(Size)
  /// `fixedSize` proposed nil on its fixed axes.
  case fixedSize(horizontal: Bool, vertical: Bool)
  /// A ZStack proposed its own proposal (sizing) or its final size (placement).
  case zStack
  /// A GeometryReader proposed its own size.
  case geometryReaderSize(Size)
  /// `position` proposed its own size.
  case positionSize(Size)
  /// A Form/List row proposed its content width.
  case listRow(width: Double)
  /// An implicit stack around several views (the root, a label) proposed as a stack does.
  case implicitStack
  /// A `ScrollView` proposed nil along its scroll axes and its own proposal across them.
  case scrollViewContent(axes: AxisSet)
  /// A custom `Layout`'s body proposed this (`subview.sizeThatFits(…)`, `place(at:anchor:proposal:)`), or the
  /// layout's own proposal for a subview its `placeSubviews` did not place.
  case customLayout(name: String)
  /// A container or modifier of the extended vocabulary (`aspectRatio`, `ViewThatFits`, `Grid`, a lazy stack, a
  /// control's parts, …) proposed this, for the reason `detail` states with its numbers.
  case layout(name: String, detail: String)

  /// The reason's stable name, for JSON replies.
  public var name: String {
    switch self {
    case .root: return "root"
    case .unchanged: return "unchanged"
    case .stackIdeal: return "stackIdeal"
    case .stackFlexibilityProbe: return "stackFlexibilityProbe"
    case .stackEqualShare: return "stackEqualShare"
    case .fixedFrame: return "fixedFrame"
    case .flexibleFrame: return "flexibleFrame"
    case .flexibleFramePlacement: return "flexibleFramePlacement"
    case .padding: return "padding"
    case .secondaryPrimarySize: return "secondaryPrimarySize"
    case .fixedSize: return "fixedSize"
    case .zStack: return "zStack"
    case .geometryReaderSize: return "geometryReaderSize"
    case .positionSize: return "positionSize"
    case .listRow: return "listRow"
    case .implicitStack: return "implicitStack"
    case .scrollViewContent: return "scrollViewContent"
    case .customLayout: return "customLayout"
    case .layout(let name, _): return name
    }
  }

  /// One phrase: "equal share of 134 of the remaining 268 among 2 children".
  public var description: String {
    let f = LayoutNumber.format as (Double) -> String
    switch self {
    case .root: return "root proposal"
    case .unchanged: return "proposal passed through"
    case .stackIdeal(let axis): return "stack asked for the ideal \(axis == .horizontal ? "width" : "height")"
    case .stackFlexibilityProbe(let axis, let length):
      return "stack probed flexibility with \(f(length)) on the \(axis) axis"
    case .stackEqualShare(_, let share, let remaining, let count):
      return
        "equal share of \(f(share)) of the remaining \(f(remaining)) among \(count) \(count == 1 ? "child" : "children")"
    case .fixedFrame(let width, let height):
      return "fixed frame proposed width \(LayoutNumber.format(width)), height \(LayoutNumber.format(height))"
    case .flexibleFrame: return "flexible frame clamped its proposal to its bounds"
    case .flexibleFramePlacement: return "flexible frame placed its child with its final size"
    case .padding(let insets): return "padding \(insets) subtracted"
    case .secondaryPrimarySize(let size): return "secondary layer proposed the primary's size \(size)"
    case .fixedSize(let horizontal, let vertical):
      return "fixedSize proposed nil on \(horizontal && vertical ? "both axes" : horizontal ? "width" : "height")"
    case .zStack: return "ZStack proposal"
    case .geometryReaderSize(let size): return "GeometryReader proposed its size \(size)"
    case .positionSize(let size): return "position proposed its size \(size)"
    case .listRow(let width): return "list row proposed its content width \(f(width))"
    case .implicitStack: return "implicit stack proposal"
    case .scrollViewContent(let axes): return "ScrollView(\(axes)) proposed nil along its scroll axes"
    case .customLayout(let name): return "\(name)'s Layout methods proposed it"
    case .layout(let name, let detail): return "\(name): \(detail)"
    }
  }
}
