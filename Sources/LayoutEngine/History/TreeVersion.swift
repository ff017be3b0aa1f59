import JSONCore
import SwiftSubset

/// One version of a live tree: the edits that made it, the declared tree, what the edits' taps did, and the
/// passes of the update loop that ran to its fixpoint (or stopped).
public struct TreeVersion: Sendable {
  /// The version number: 1 when the tree was opened, then one more per `apply`.
  public let number: Int
  /// The edits that made it (empty for version 1).
  public let edits: [TreeEdit]
  /// The declared tree of this version.
  public let tree: ViewTree
  /// The `@State` the update started from (after the edits' `setState`s and taps).
  public let initialState: StateValues
  /// The `@State` after the update.
  public let state: StateValues
  /// Where each value of `state` came from.
  public let stateOrigins: [String: StateOrigin]
  /// The buttons' actions the edits' taps ran, in order.
  public let editActions: [ActionRun]
  /// Their state writes (`StateOrigin.write(version:pass: 0, write:)` points here).
  public let editWrites: [ActionRun.StateWrite]
  /// What they printed.
  public let editPrints: [ActionRun.PrintedLine]
  /// The passes kept (see `HistoryLimits.maxPassesPerVersion`), in order.
  public internal(set) var passes: [UpdatePass]
  /// How the update ended; `outcome.passes` counts every pass run, kept or not.
  public let outcome: UpdateOutcome
  /// The update's findings: non-convergence with its cycles, greedy measurements, failed taps.
  public let diagnostics: [LayoutDiagnostic]
  /// Why the update did not settle, per binder whose value kept changing (empty when it converged).
  public let cycles: [CycleReport]

  /// The pass with number `index` (from 1), if kept.
  public func pass(_ index: Int) -> UpdatePass? {
    passes.first { $0.index == index }
  }

  /// The final pass: what the tree looks like now.
  public var lastPass: UpdatePass? { passes.last }

  /// Whether the update reached a fixpoint.
  public var converged: Bool { outcome.converged }

  /// Every diagnostic of the version: the edits', each kept pass's (layout and update), then the update's.
  public var allDiagnostics: [LayoutDiagnostic] {
    passes.flatMap(\.allDiagnostics) + diagnostics
  }

  /// The node records the version keeps (its weight in the history bound).
  var recordedNodes: Int { passes.reduce(0) { $0 + $1.layout.nodes.count } }
}
