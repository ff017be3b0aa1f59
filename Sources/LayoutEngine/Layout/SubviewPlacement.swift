/// Where a subview goes: its origin in the parent layer's coordinates and the proposal it is placed with.
struct SubviewPlacement: Hashable {
  /// The index of the subview in the `subviews` the algorithm was given.
  var subview: Int
  /// Its top-left corner.
  var origin: Point
  /// The proposal it is placed with (its size is its answer to this proposal).
  var proposal: ProposedViewSize
  /// Why the parent proposed that.
  var reason: ProposalReason
}
