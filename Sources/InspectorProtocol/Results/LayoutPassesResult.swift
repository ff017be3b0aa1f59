/// The result of `layout/passes`.
public struct LayoutPassesResult: Codable, Hashable, Sendable {
  /// The tree's uri.
  public var uri: String
  /// The version described.
  public var version: Int
  /// Whether its update loop settled.
  public var converged: Bool
  /// Why the loop stopped: `settled`, `cycleGuard` (only SwiftUI's cycle guard stopped the values changing) or
  /// `passLimit` (`maxPasses` reached).
  public var stop: String
  /// How many passes the loop ran; `passes` keeps at most `maxPassesKept` of them (the first and the last ones).
  public var passesRun: Int
  /// The edits that made the version, in order (empty for version 1).
  public var edits: [EditRecord]
  /// The actions the edits ran (taps), before the first pass.
  public var editActions: [ActionDelivery]
  /// The state the edits wrote (`setState`, and taps' actions), before the first pass.
  public var editStateWrites: [StateWrite]
  /// What the edits' actions printed.
  public var editPrints: [PrintedLine]
  /// The passes kept, first to last.
  public var passes: [PassRecord]
  /// When the loop did not settle, why: one report per binder whose value kept changing (the cycle, the state
  /// it writes, the growth per pass).
  public var cycles: [String]

  /// Creates the result.
  public init(
    uri: String, version: Int, converged: Bool, stop: String, passesRun: Int, edits: [EditRecord],
    editActions: [ActionDelivery], editStateWrites: [StateWrite], editPrints: [PrintedLine], passes: [PassRecord],
    cycles: [String]
  ) {
    self.uri = uri
    self.version = version
    self.converged = converged
    self.stop = stop
    self.passesRun = passesRun
    self.edits = edits
    self.editActions = editActions
    self.editStateWrites = editStateWrites
    self.editPrints = editPrints
    self.passes = passes
    self.cycles = cycles
  }
}
