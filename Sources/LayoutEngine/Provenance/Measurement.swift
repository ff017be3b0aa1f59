/// One measurement of a layer during a pass: a proposal in, a size out, and the rule per axis. A layer is
/// measured once per distinct proposal; repeated requests are answered from the pass's cache, and a clean layer's
/// answers from an earlier pass's (`computedAt` says which).
///
/// Two measurements are equal when they say the same thing about the layout: `computedAt` is provenance, left out
/// of `==` and hashing, so a pass that reused an answer records what a fresh pass records.
public struct Measurement: Hashable, Sendable {
  // The stored properties are declared in the order that packs them: a rule is 9 bytes with an 8-byte alignment, so
  // the flag and the 32-bit pass of `computedAt` go in the 7 bytes after the width's rule (the flag first: the pass is
  // aligned to 4), and its 32-bit version in the 7 after the height's: a measurement takes 72 bytes
  // (`MemoryLayout.stride`) where the version as an `Int` before the rules made 80 (and the rules apart 88). A retained
  // pass keeps several a layer (210,003 after the open of the 10,000-row form, Benchmarks/memory.md).

  /// The proposal.
  public var proposal: ProposedViewSize
  /// The size the layer chose.
  public var size: Size
  /// Who first asked for this measurement, and why.
  public var requestedBy: Proposer
  /// Why the width is what it is.
  public var widthRule: SizeRule
  /// Whether `computedAt` is known (it is nil outside a live tree's update loop).
  private var isComputedAtKnown = false
  /// `computedAt`'s pass, as 32 bits (an update's passes are far fewer; clamped).
  private var computedPass: Int32 = 0
  /// Why the height is what it is.
  public var heightRule: SizeRule
  /// `computedAt`'s version, as 32 bits (a tree is edited far fewer times; clamped).
  private var computedVersion: Int32 = 0
  /// A pass at which the answer was computed and since which it is the same: this pass for an answer computed now,
  /// the earlier pass that computed it for a reused one (the layer's content, subtree and reads are unchanged since),
  /// or an earlier pass when the layer's records are shared with the pass before; nil outside a live tree's update
  /// loop.
  public var computedAt: HistoryPoint? {
    get { isComputedAtKnown ? HistoryPoint(version: Int(computedVersion), pass: Int(computedPass)) : nil }
    set {
      computedVersion = Int32(clamping: newValue?.version ?? 0)
      computedPass = Int32(clamping: newValue?.pass ?? 0)
      isComputedAtKnown = newValue != nil
    }
  }

  init(
    proposal: ProposedViewSize, size: Size, widthRule: SizeRule, heightRule: SizeRule, requestedBy: Proposer,
    computedAt: HistoryPoint?
  ) {
    self.proposal = proposal
    self.size = size
    self.widthRule = widthRule
    self.heightRule = heightRule
    self.requestedBy = requestedBy
    // Set field by field from one unwrapping, not through `computedAt`'s setter, which unwraps it for each.
    if let computedAt {
      computedVersion = Int32(clamping: computedAt.version)
      computedPass = Int32(clamping: computedAt.pass)
      isComputedAtKnown = true
    }
  }

  /// Whether the answer was reused from a pass before `point` rather than computed in it.
  public func isReused(at point: HistoryPoint) -> Bool {
    computedAt.map { $0 < point } ?? false
  }

  /// Whether both say the same about the layout (provenance left out).
  public static func == (lhs: Measurement, rhs: Measurement) -> Bool {
    lhs.proposal == rhs.proposal && lhs.size == rhs.size && lhs.widthRule == rhs.widthRule
      && lhs.heightRule == rhs.heightRule && lhs.requestedBy == rhs.requestedBy
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(proposal)
    hasher.combine(size)
    hasher.combine(widthRule)
    hasher.combine(heightRule)
    hasher.combine(requestedBy)
  }
}
