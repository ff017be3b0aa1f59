/// The proposer a layer's algorithm gives every call to its child, made at the first call and shared by the later
/// ones: a fixed frame asks its child with the same reason whatever its own proposal, and each call made an equal
/// object (an 80-byte chunk) that the child's calls, answers and measurements kept.
///
/// Contract: one memo belongs to one layer's algorithm for one pass (`LayerAlgorithms` makes it with the algorithm),
/// and the algorithm asks it only for the one reason it always gives; a shared proposer is equal to the one a call
/// would make (`Proposer.==`), so nothing a record or an explanation says changes.
final class ProposerMemo {
  private var made: Proposer?

  /// The memo's proposer: `make`'s, called at the first call only.
  func proposer(_ make: () -> Proposer) -> Proposer {
    if let made { return made }
    let proposer = make()
    made = proposer
    return proposer
  }
}
