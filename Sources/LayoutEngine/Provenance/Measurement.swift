/// One measurement of a layer during a pass: a proposal in, a size out, and the rule per axis. A layer is
/// measured once per distinct proposal; repeated requests are answered from the pass's cache.
public struct Measurement: Hashable, Sendable {
  /// The proposal.
  public var proposal: ProposedViewSize
  /// The size the layer chose.
  public var size: Size
  /// Why the width is what it is.
  public var widthRule: SizeRule
  /// Why the height is what it is.
  public var heightRule: SizeRule
  /// Who first asked for this measurement, and why.
  public var requestedBy: Proposer
}
