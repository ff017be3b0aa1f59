import JSONCore
import SwiftSubset

/// One pass of the update loop: layout and preference collection with the state it read, then the actions that
/// ran because of it and what they wrote and printed.
///
/// This is what explanations walk: a layer's `reads` name the state an expression read; `stateOrigins` say which
/// write (pass, action, value) produced it; an action's trigger names the preference record it received, whose
/// contributions lead down to every writer.
public struct UpdatePass: Sendable {
  /// The pass's number within its version, from 1.
  public let index: Int
  /// Layout: every node's layers, measurements, reads, and the pass's preference values.
  public let layout: LayoutPass
  /// The `@State` the pass read.
  public let state: StateValues
  /// Where each state value the pass read came from.
  public let stateOrigins: [String: StateOrigin]
  /// The actions run after the pass, in order.
  public let actions: [ActionRun]
  /// Their state writes, in order.
  public let stateWrites: [ActionRun.StateWrite]
  /// What they printed, in order.
  public let prints: [ActionRun.PrintedLine]
  /// The nodes whose outermost size changed since the previous pass (or the previous version's last pass).
  public let sizeChanges: [FrameChange]
  /// The update loop's findings about this pass (dropped deliveries, failed actions, feedback shapes); layout's
  /// own diagnostics are in `layout.diagnostics`.
  public let diagnostics: [LayoutDiagnostic]

  /// The preference values of the pass.
  public var preferences: PreferenceValues { layout.preferences }

  /// Layout's diagnostics, then the update loop's.
  public var allDiagnostics: [LayoutDiagnostic] { layout.diagnostics + diagnostics }

  /// The names whose values the pass's actions changed (what starts the next pass).
  public var changedState: [String] {
    var names: [String] = []
    for write in stateWrites where write.changed && !names.contains(write.variable) { names.append(write.variable) }
    return names
  }
}

/// A node whose outermost size or position changed between two passes.
public struct FrameChange: Hashable, Sendable {
  /// The node.
  public var node: String
  /// Its frame before (root coordinates); nil when it did not exist.
  public var before: Rect?
  /// Its frame after; nil when it no longer exists.
  public var after: Rect?

  /// Whether the size (not only the position) changed.
  public var sizeChanged: Bool { before?.size != after?.size }
}
