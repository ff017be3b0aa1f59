import InspectorProtocol
import LayoutEngine

/// One version of an open tree: the document after the edits that made it, and the passes of its update loop.
///
/// - Note: until the preference engine's versioned live tree lands (issue 3), a version holds one layout pass
///   and `@State` is the document's declared state; `TreeSession` is the only code that builds versions.
struct TreeVersion: Sendable {
  /// The version number: 1 after `tree/open`, one more per `tree/edit`.
  let number: Int
  /// The tree document in force.
  let tree: ViewTree
  /// The edits that made this version from the one before (empty for version 1).
  let edits: [EditRecord]
  /// The update loop's passes, first to last; never empty.
  let passes: [LayoutPass]
  /// The last pass: the one queries read by default.
  let lastPass: LayoutPass
  /// Whether the update loop settled.
  let converged: Bool

  /// The pass numbered `number` (from 1), or the last pass when nil.
  func pass(_ number: Int?) -> LayoutPass? {
    guard let number else { return lastPass }
    return passes.indices.contains(number - 1) ? passes[number - 1] : nil
  }

  /// The `@State` variables with their values after the last pass.
  var state: [StateVariable] {
    tree.state.map { StateVariable(name: $0.name, value: $0.value, declaredValue: $0.value) }
  }

  /// Every diagnostic of the version, pass by pass.
  var diagnostics: [Diagnostic] {
    passes.flatMap { pass in pass.diagnostics.map { Diagnostic($0, pass: pass.index) } }
  }
}
