import JSONCore
import SwiftSubset

/// One version of a live tree: the edits that made it, the declared tree, what the edits' taps did, and the
/// passes of the update loop that ran to its fixpoint (or stopped).
///
/// Its fields are one immutable object its copies share: a live tree's edit copies its list of versions (the copy it
/// replaced holds the list), and a version copied field by field retained each of them, and released each as the
/// replaced copy went (about 290 retains and as many releases an edit of a live tree keeping 16 versions).
public struct TreeVersion: Sendable {
  private let storage: Storage

  /// The version number: 1 when the tree was opened, then one more per `apply`.
  public var number: Int { storage.number }
  /// The edits that made it (empty for version 1).
  public var edits: [TreeEdit] { storage.edits }
  /// The declared tree of this version.
  public var tree: ViewTree { storage.tree }
  /// The `@State` the update started from (after the edits' `setState`s and taps).
  public var initialState: StateValues { storage.initialState }
  /// The `@State` after the update.
  public var state: StateValues { storage.state }
  /// Where each value of `state` came from.
  public var stateOrigins: [String: StateOrigin] { storage.stateOrigins }
  /// The buttons' actions the edits' taps ran, in order.
  public var editActions: [ActionRun] { storage.editActions }
  /// Their state writes (`StateOrigin.write(version:pass: 0, write:)` points here).
  public var editWrites: [ActionRun.StateWrite] { storage.editWrites }
  /// What they printed.
  public var editPrints: [ActionRun.PrintedLine] { storage.editPrints }
  /// The passes kept (see `HistoryLimits.maxPassesPerVersion`), in order.
  public var passes: [UpdatePass] { storage.passes }
  /// How the update ended; `outcome.passes` counts every pass run, kept or not.
  public var outcome: UpdateOutcome { storage.outcome }
  /// The update's findings: non-convergence with its cycles, greedy measurements, failed taps.
  public var diagnostics: [LayoutDiagnostic] { storage.diagnostics }
  /// Why the update did not settle, per binder whose value kept changing (empty when it converged).
  public var cycles: [CycleReport] { storage.cycles }

  init(
    number: Int, edits: [TreeEdit], tree: ViewTree, initialState: StateValues, state: StateValues,
    stateOrigins: [String: StateOrigin], editActions: [ActionRun], editWrites: [ActionRun.StateWrite],
    editPrints: [ActionRun.PrintedLine], passes: [UpdatePass], outcome: UpdateOutcome,
    diagnostics: [LayoutDiagnostic], cycles: [CycleReport]
  ) {
    storage = Storage(
      number: number, edits: edits, tree: tree, initialState: initialState, state: state, stateOrigins: stateOrigins,
      editActions: editActions, editWrites: editWrites, editPrints: editPrints, passes: passes, outcome: outcome,
      diagnostics: diagnostics, cycles: cycles)
  }

  /// The pass with number `index` (from 1), if kept.
  public func pass(_ index: Int) -> UpdatePass? {
    storage.passes.first { $0.index == index }
  }

  /// The final pass: what the tree looks like now.
  public var lastPass: UpdatePass? { storage.passes.last }

  /// Whether the update reached a fixpoint.
  public var converged: Bool { storage.outcome.converged }

  /// Every diagnostic of the version: the edits', each kept pass's (layout and update), then the update's.
  public var allDiagnostics: [LayoutDiagnostic] {
    storage.passes.flatMap(\.allDiagnostics) + storage.diagnostics
  }

  /// The node records the version keeps (its weight in the history bound), counted once when it is made: a live tree
  /// weighs its versions at every edit.
  var recordedNodes: Int { storage.recordedNodes }

  /// A version's fields.
  private final class Storage: Sendable {
    let number: Int
    let edits: [TreeEdit]
    let tree: ViewTree
    let initialState: StateValues
    let state: StateValues
    let stateOrigins: [String: StateOrigin]
    let editActions: [ActionRun]
    let editWrites: [ActionRun.StateWrite]
    let editPrints: [ActionRun.PrintedLine]
    let passes: [UpdatePass]
    let outcome: UpdateOutcome
    let diagnostics: [LayoutDiagnostic]
    let cycles: [CycleReport]
    let recordedNodes: Int

    init(
      number: Int, edits: [TreeEdit], tree: ViewTree, initialState: StateValues, state: StateValues,
      stateOrigins: [String: StateOrigin], editActions: [ActionRun], editWrites: [ActionRun.StateWrite],
      editPrints: [ActionRun.PrintedLine], passes: [UpdatePass], outcome: UpdateOutcome,
      diagnostics: [LayoutDiagnostic], cycles: [CycleReport]
    ) {
      self.number = number
      self.edits = edits
      self.tree = tree
      self.initialState = initialState
      self.state = state
      self.stateOrigins = stateOrigins
      self.editActions = editActions
      self.editWrites = editWrites
      self.editPrints = editPrints
      self.passes = passes
      self.outcome = outcome
      self.diagnostics = diagnostics
      self.cycles = cycles
      recordedNodes = passes.reduce(0) { $0 + $1.layout.nodes.count }
    }
  }
}
