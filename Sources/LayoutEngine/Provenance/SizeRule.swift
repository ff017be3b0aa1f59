import TextMetrics

/// Why a layer's length on one axis is what it is: the rule that decided it, with the numbers it used.
///
/// A closed list, so explanations can walk from a size to its cause without re-running layout
/// (Yoga's `LayoutPassReason`, applied per axis).
///
/// Every case whose numbers and names take more than one `Double` is `indirect` (boxed, its box shared by every
/// copy), so a rule takes 16 bytes instead of 40: every answer, measurement, placement and layer record keeps two,
/// and most rules are a case with one length.
public enum SizeRule: Hashable, Sendable, CustomStringConvertible {
  /// `frame(width: 72)`: the frame's own length; the child is not consulted.
  case fixedFrame(Double)
  /// A flexible frame proposed a length and having both bounds: the proposal clamped to [min, max].
  indirect case flexibleFrameClampedProposal(proposal: Double, min: Double, max: Double, result: Double)
  /// A flexible frame proposed nil with an ideal length: the ideal.
  case flexibleFrameIdeal(Double)
  /// A flexible frame that asked its child: the child's length, bounded by the frame's min and/or max.
  indirect case flexibleFrameChild(child: Double, min: Double?, max: Double?, proposal: Double?, result: Double)
  /// Shapes, `Color`, resizable images: the proposal taken as is.
  case proposalAccepted(Double)
  /// A nil proposal replaced by the default ideal length of views without one (10).
  case idealDefault(Double)
  /// `Circle`: the smaller side of the (nil→10) proposal.
  case circleSide(Double)
  /// `Text` measured: the string, font, line count, the exact measured length and the length rounded up to
  /// the pixel grid.
  indirect case textMeasured(text: String, font: Font, lines: Int, measured: Double, result: Double)
  /// `Text` proposed exactly zero answers zero.
  case textZeroProposal
  /// `Text("")` per the `emptyTextSize` behaviour.
  case emptyText(Double)
  /// A stack along its axis: the children's lengths plus the gaps between them.
  indirect case stackSum(children: Double, gaps: Double, count: Int, result: Double)
  /// A stack across its axis: the union of the children's aligned extents.
  case stackUnion(Double)
  /// A ZStack: the largest length among its highest-priority children.
  case zStackLargest(Double)
  /// The child's length passed through unchanged (most modifiers, background/overlay, fixedSize).
  case childPassthrough(Double)
  /// `padding`: the child's length plus the insets on this axis.
  indirect case paddingChildPlusInsets(child: Double, insets: Double, result: Double)
  /// `Spacer` along its stack's axis: the larger of the proposal and the minimum length.
  indirect case spacerLength(proposal: Double?, minLength: Double, result: Double)
  /// `Spacer` across its stack's axis: zero.
  case spacerCrossAxis
  /// `GeometryReader`: the proposal taken as is.
  case geometryReaderGreedy(Double)
  /// `GeometryReader` proposed nil: the `geometryReaderUnspecifiedSize` behaviour.
  case geometryReaderUnspecified(Double)
  /// `Image`: its intrinsic length.
  case imageIntrinsic(Double)
  /// `Divider` across its line: one pixel.
  case dividerThickness(Double)
  /// `TextField`/`SecureField` width: the proposal taken as is.
  case textFieldGreedy(Double)
  /// `TextField`/`SecureField` width proposed nil: the width of its text or title.
  indirect case textFieldIdealWidth(text: String, result: Double)
  /// `TextField`/`SecureField` height: one line plus the style's insets.
  indirect case textFieldHeight(lineHeight: Double, result: Double)
  /// `position`: the proposal taken as is.
  case positionGreedy(Double)
  /// `position` proposed nil: the child's length.
  case positionChild(Double)
  /// `Form`/`List`: the proposal taken as is.
  case listGreedy(Double)
  /// `Form`/`List` proposed nil: the rows' extent.
  case listContent(Double)
  /// `ScrollView` along a scroll axis: the proposal taken as is.
  case scrollViewGreedy(Double)
  /// A custom `Layout`: the length its `sizeThatFits` body returned.
  indirect case customLayout(name: String, length: Double)
  /// A custom `Layout` whose `sizeThatFits` failed (a diagnostic says why): the proposal, nil as 10.
  indirect case customLayoutFailed(name: String, length: Double)
  /// A view with no content (an empty stack, `EmptyView`): zero.
  case empty
  /// A child's length measured with a nil proposal (`fixedSize`) passed through.
  case idealOfChild(Double)
  /// The value an `implicit` container of several views computed (root or label content): a stack rule.
  case implicitStack(Double)
  /// A control's own length where it has one (a `Toggle`'s switch, a `Slider`'s track height, a symbol): the
  /// published or documented number, named by the part it measures.
  indirect case controlSize(part: String, length: Double)
  /// A grid along one axis: its columns' (or rows') lengths plus the spacing between them.
  indirect case gridSum(tracks: Double, gaps: Double, count: Int, result: Double)
  /// `containerRelativeFrame`: a share of the nearest container's length, `(length - spacing × (count - 1)) ÷
  /// count × span + spacing × (span - 1)`, or what the closure returned.
  indirect case containerRelative(container: Double, result: Double)

  /// An equal rule with a box of its own, nil for a case that is not boxed: a pass's records that must share nothing
  /// with its graph hold such copies (`PassRecorder.GraphCopies`).
  var boxedCopy: SizeRule? {
    switch self {
    case .flexibleFrameClampedProposal(let proposal, let min, let max, let result):
      return .flexibleFrameClampedProposal(proposal: proposal, min: min, max: max, result: result)
    case .flexibleFrameChild(let child, let min, let max, let proposal, let result):
      return .flexibleFrameChild(child: child, min: min, max: max, proposal: proposal, result: result)
    case .textMeasured(let text, let font, let lines, let measured, let result):
      return .textMeasured(text: text, font: font, lines: lines, measured: measured, result: result)
    case .stackSum(let children, let gaps, let count, let result):
      return .stackSum(children: children, gaps: gaps, count: count, result: result)
    case .paddingChildPlusInsets(let child, let insets, let result):
      return .paddingChildPlusInsets(child: child, insets: insets, result: result)
    case .spacerLength(let proposal, let minLength, let result):
      return .spacerLength(proposal: proposal, minLength: minLength, result: result)
    case .textFieldIdealWidth(let text, let result): return .textFieldIdealWidth(text: text, result: result)
    case .textFieldHeight(let lineHeight, let result): return .textFieldHeight(lineHeight: lineHeight, result: result)
    case .customLayout(let name, let length): return .customLayout(name: name, length: length)
    case .customLayoutFailed(let name, let length): return .customLayoutFailed(name: name, length: length)
    case .controlSize(let part, let length): return .controlSize(part: part, length: length)
    case .gridSum(let tracks, let gaps, let count, let result):
      return .gridSum(tracks: tracks, gaps: gaps, count: count, result: result)
    case .containerRelative(let container, let result): return .containerRelative(container: container, result: result)
    case .fixedFrame, .flexibleFrameIdeal, .proposalAccepted, .idealDefault, .circleSide, .textZeroProposal, .emptyText,
      .stackUnion, .zStackLargest, .childPassthrough, .spacerCrossAxis, .geometryReaderGreedy,
      .geometryReaderUnspecified, .imageIntrinsic, .dividerThickness, .textFieldGreedy, .positionGreedy,
      .positionChild, .listGreedy, .listContent, .scrollViewGreedy, .empty, .idealOfChild, .implicitStack:
      return nil
    }
  }

  /// The rule's stable name, for JSON replies (`fixedFrame`, `textMeasured`, …).
  public var name: String {
    switch self {
    case .fixedFrame: return "fixedFrame"
    case .flexibleFrameClampedProposal: return "flexibleFrameClampedProposal"
    case .flexibleFrameIdeal: return "flexibleFrameIdeal"
    case .flexibleFrameChild: return "flexibleFrameChild"
    case .proposalAccepted: return "proposalAccepted"
    case .idealDefault: return "idealDefault"
    case .circleSide: return "circleSide"
    case .textMeasured: return "textMeasured"
    case .textZeroProposal: return "textZeroProposal"
    case .emptyText: return "emptyText"
    case .stackSum: return "stackSum"
    case .stackUnion: return "stackUnion"
    case .zStackLargest: return "zStackLargest"
    case .childPassthrough: return "childPassthrough"
    case .paddingChildPlusInsets: return "paddingChildPlusInsets"
    case .spacerLength: return "spacerLength"
    case .spacerCrossAxis: return "spacerCrossAxis"
    case .geometryReaderGreedy: return "geometryReaderGreedy"
    case .geometryReaderUnspecified: return "geometryReaderUnspecified"
    case .imageIntrinsic: return "imageIntrinsic"
    case .dividerThickness: return "dividerThickness"
    case .textFieldGreedy: return "textFieldGreedy"
    case .textFieldIdealWidth: return "textFieldIdealWidth"
    case .textFieldHeight: return "textFieldHeight"
    case .positionGreedy: return "positionGreedy"
    case .positionChild: return "positionChild"
    case .listGreedy: return "listGreedy"
    case .listContent: return "listContent"
    case .scrollViewGreedy: return "scrollViewGreedy"
    case .customLayout: return "customLayout"
    case .customLayoutFailed: return "customLayoutFailed"
    case .empty: return "empty"
    case .idealOfChild: return "idealOfChild"
    case .implicitStack: return "implicitStack"
    case .controlSize: return "controlSize"
    case .gridSum: return "gridSum"
    case .containerRelative: return "containerRelative"
    }
  }

  /// One phrase a person reads: "fixed frame width 72", "text measured \"User:\" at .body, 1 line".
  public var description: String {
    let f = LayoutNumber.format as (Double) -> String
    switch self {
    case .fixedFrame(let value): return "fixed frame \(f(value))"
    case .flexibleFrameClampedProposal(let proposal, let min, let max, let result):
      return "flexible frame clamped the proposal \(f(proposal)) to [\(f(min)), \(f(max))] = \(f(result))"
    case .flexibleFrameIdeal(let value): return "flexible frame ideal \(f(value))"
    case .flexibleFrameChild(let child, let min, let max, _, let result):
      if result == child { return "flexible frame took its child's \(f(child))" }
      if let max, result == max { return "flexible frame clamped its child's \(f(child)) to max \(f(max))" }
      if let min, result == min { return "flexible frame raised its child's \(f(child)) to min \(f(min))" }
      return "flexible frame took \(f(result)) (child \(f(child)))"
    case .proposalAccepted(let value): return "proposal accepted: \(f(value))"
    case .idealDefault(let value): return "no proposal: default ideal \(f(value))"
    case .circleSide(let value): return "circle side \(f(value))"
    case .textMeasured(let text, let font, let lines, let measured, let result):
      let lineText = lines == 1 ? "1 line" : "\(lines) lines"
      return "text measured \"\(TextExcerpt.excerpt(text))\"\(TextExcerpt.lengthNote(text)) at \(font), \(lineText): "
        + "\(f(measured)) → \(f(result)) on the pixel grid"
    case .textZeroProposal: return "text proposed zero answers zero"
    case .emptyText(let value): return "empty text: \(f(value))"
    case .stackSum(let children, let gaps, let count, let result):
      return "stack: \(count) children \(f(children)) + gaps \(f(gaps)) = \(f(result))"
    case .stackUnion(let value): return "stack: union of children \(f(value))"
    case .zStackLargest(let value): return "ZStack: largest child \(f(value))"
    case .childPassthrough(let value): return "child's size passed through: \(f(value))"
    case .paddingChildPlusInsets(let child, let insets, let result):
      return "padding: child \(f(child)) + insets \(f(insets)) = \(f(result))"
    case .spacerLength(let proposal, let minLength, let result):
      return "spacer: max(proposal \(LayoutNumber.format(proposal)), minLength \(f(minLength))) = \(f(result))"
    case .spacerCrossAxis: return "spacer: zero across its stack"
    case .geometryReaderGreedy(let value): return "GeometryReader takes the proposal: \(f(value))"
    case .geometryReaderUnspecified(let value):
      return "GeometryReader proposed nil: \(f(value)) (behaviour geometryReaderUnspecifiedSize)"
    case .imageIntrinsic(let value): return "image intrinsic size \(f(value))"
    case .dividerThickness(let value): return "divider thickness: one pixel, \(f(value))"
    case .textFieldGreedy(let value): return "text field takes the proposed width \(f(value))"
    case .textFieldIdealWidth(let text, let result):
      return "text field ideal width of \"\(TextExcerpt.excerpt(text))\"\(TextExcerpt.lengthNote(text)): \(f(result))"
    case .textFieldHeight(let lineHeight, let result):
      return "text field height from line height \(f(lineHeight)): \(f(result))"
    case .positionGreedy(let value): return "position takes the proposal: \(f(value))"
    case .positionChild(let value): return "position proposed nil: child's \(f(value))"
    case .listGreedy(let value): return "list takes the proposal: \(f(value))"
    case .listContent(let value): return "list proposed nil: rows' extent \(f(value))"
    case .scrollViewGreedy(let value): return "scroll view takes the proposal along its scroll axis: \(f(value))"
    case .customLayout(let name, let value): return "\(name).sizeThatFits returned \(f(value))"
    case .customLayoutFailed(let name, let value):
      return "\(name).sizeThatFits failed: the proposal, nil as 10: \(f(value))"
    case .empty: return "no content: zero"
    case .idealOfChild(let value): return "fixed size: child's ideal \(f(value))"
    case .implicitStack(let value): return "implicit stack of several views: \(f(value))"
    case .controlSize(let part, let length): return "\(part): \(f(length))"
    case .gridSum(let tracks, let gaps, let count, let result):
      return "grid: \(count) tracks \(f(tracks)) + spacing \(f(gaps)) = \(f(result))"
    case .containerRelative(let container, let result):
      return "relative to its container's \(f(container)): \(f(result))"
    }
  }
}
