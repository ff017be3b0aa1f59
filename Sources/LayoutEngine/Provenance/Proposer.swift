/// Who proposed a layer's size: the parent layer and the parent's rule.
public struct Proposer: Hashable, Sendable, CustomStringConvertible {
  /// The layer that made the proposal; nil for the root.
  public var parent: LayerID?
  /// The parent's rule.
  public var reason: ProposalReason

  /// Creates a proposer.
  public init(parent: LayerID?, reason: ProposalReason) {
    self.parent = parent
    self.reason = reason
  }

  /// "#form/HStack0: equal share of 134 of the remaining 268 among 2 children".
  public var description: String {
    parent.map { "\($0): \(reason)" } ?? reason.description
  }
}
