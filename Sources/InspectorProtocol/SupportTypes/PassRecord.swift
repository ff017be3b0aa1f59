/// One pass of the update loop: layout and preference collection, then the actions it triggered.
public struct PassRecord: Codable, Hashable, Sendable {
  /// The pass's number within its version, from 1.
  public var pass: Int
  /// The proposal offered to the root.
  public var proposal: ProposalValue
  /// The root's size.
  public var rootSize: SizeValue
  /// The actions run after the pass, in order.
  public var actions: [ActionDelivery]
  /// The state writes those actions made (old → new), in order; they start the next pass.
  public var stateWrites: [StateWrite]
  /// The nodes whose outermost size changed since the pass before.
  public var sizeChanges: [SizeChange]
  /// What the actions printed.
  public var prints: [PrintedLine]
  /// The pass's diagnostics.
  public var diagnostics: [Diagnostic]

  /// Creates a pass record.
  public init(
    pass: Int, proposal: ProposalValue, rootSize: SizeValue, actions: [ActionDelivery], stateWrites: [StateWrite],
    sizeChanges: [SizeChange], prints: [PrintedLine], diagnostics: [Diagnostic]
  ) {
    self.pass = pass
    self.proposal = proposal
    self.rootSize = rootSize
    self.actions = actions
    self.stateWrites = stateWrites
    self.sizeChanges = sizeChanges
    self.prints = prints
    self.diagnostics = diagnostics
  }
}
