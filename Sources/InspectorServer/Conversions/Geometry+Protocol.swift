import InspectorProtocol
import LayoutEngine

extension SizeValue {
  /// The protocol's form of a size.
  init(_ size: Size) {
    // Adding zero turns a negative zero into zero, so replies never show `-0.0`.
    self.init(width: size.width + 0, height: size.height + 0)
  }
}

extension FrameValue {
  /// The protocol's form of a rectangle.
  init(_ rect: Rect) {
    self.init(x: rect.origin.x + 0, y: rect.origin.y + 0, width: rect.size.width + 0, height: rect.size.height + 0)
  }
}

extension ProposalValue {
  /// The protocol's form of a proposal: nil dimensions are `null`, infinite ones `"infinity"`.
  init(_ proposal: ProposedViewSize) {
    self.init(width: ProposedLength(proposal.width), height: ProposedLength(proposal.height))
  }
}
