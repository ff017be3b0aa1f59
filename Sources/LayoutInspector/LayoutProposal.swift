import InspectorProtocol

/// A proposal (SwiftUI's `ProposedViewSize`) whose dimensions compare as `LayoutValue`s: nil is unspecified
/// ("your ideal size"), `.infinity` the maximum. `#expect(layer.proposal.width == 79.333)`.
public struct LayoutProposal: Sendable, Equatable, CustomStringConvertible {
  /// The proposed width; nil when unspecified.
  public var width: LayoutValue?
  /// The proposed height; nil when unspecified.
  public var height: LayoutValue?

  /// A proposal.
  public init(width: LayoutValue?, height: LayoutValue?) {
    self.width = width
    self.height = height
  }

  /// The proposal of a reply.
  init(_ proposal: ProposalValue) {
    self.init(
      width: proposal.width.value.map { LayoutValue($0) }, height: proposal.height.value.map { LayoutValue($0) })
  }

  /// `393×nil`, as the CLI prints proposals.
  public var description: String {
    "\(width.map(\.description) ?? "nil")×\(height.map(\.description) ?? "nil")"
  }
}
