/// Who proposed a layer's size: the parent layer and the parent's rule.
///
/// Both are kept in one immutable object that every copy shares: a pass keeps the proposer of each proposal in the
/// calls logged on the child, in the parent's answer that made them, in the child's placement and measurements and in
/// their records, and inline it took 64 bytes in each of them (8 shared). The object holds the parent's node id and
/// layer index apart, the index last as 32 bits, so that it takes 72 bytes, an 80-byte heap chunk (a `LayerID?` and
/// the rule took 73, a 96-byte chunk). A pass's algorithms get one object for a layer and a rule asked again
/// (`LayoutGraph.proposer(of:_:)`), not one a computation.
public struct Proposer: Hashable, Sendable, CustomStringConvertible {
  private var storage: Storage

  /// The layer that made the proposal; nil for the root.
  public var parent: LayerID? {
    get { storage.parent }
    set { storage = Storage(parent: newValue, reason: storage.reason) }
  }

  /// The parent's rule.
  public var reason: ProposalReason {
    get { storage.reason }
    set { storage = Storage(parent: parent, reason: newValue) }
  }

  /// Creates a proposer.
  public init(parent: LayerID?, reason: ProposalReason) {
    storage = Storage(parent: parent, reason: reason)
  }

  /// "#form/HStack0: equal share of 134 of the remaining 268 among 2 children".
  public var description: String {
    parent.map { "\($0): \(reason)" } ?? reason.description
  }

  /// Whether both name the same parent and rule: the same object (a replayed call's, a record's measurement and the
  /// call it came from), or equal parts.
  public static func == (lhs: Proposer, rhs: Proposer) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.storage.node == rhs.storage.node && lhs.storage.layer == rhs.storage.layer
        && lhs.storage.reason == rhs.storage.reason)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.parent)
    hasher.combine(storage.reason)
  }

  /// The parent and the rule, shared by the proposer's copies.
  private final class Storage: Sendable {
    /// The parent's node id; nil for the root.
    let node: String?
    let reason: ProposalReason
    /// The parent's layer index (a node's modifier chain is far shorter than 2^31 layers; clamped).
    let layer: Int32

    init(parent: LayerID?, reason: ProposalReason) {
      node = parent?.node
      self.reason = reason
      layer = Int32(clamping: parent?.layer ?? 0)
    }

    var parent: LayerID? { node.map { LayerID(node: $0, layer: Int(layer)) } }
  }
}
