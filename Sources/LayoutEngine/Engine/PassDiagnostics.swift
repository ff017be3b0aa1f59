import JSONCore
import SwiftSubset

/// The diagnostics of a pass in the order found: SwiftUI's runtime warnings, unevaluated expressions, failed
/// scripts and layouts. Every part of the pass reports here.
final class PassDiagnostics {
  /// The diagnostics so far.
  private(set) var items: [LayoutDiagnostic] = []
  unowned(unsafe) let tree: ResolvedTree

  init(tree: ResolvedTree) {
    self.tree = tree
  }

  /// Appends a diagnostic.
  func append(_ diagnostic: LayoutDiagnostic) {
    items.append(diagnostic)
  }

  /// Appends a diagnostic about the node at index `node`.
  func note(
    _ severity: LayoutDiagnostic.Severity, code: LayoutDiagnostic.Code = .layout, node: Int?, path: JSONPath?,
    _ message: String
  ) {
    items.append(LayoutDiagnostic(severity, code: code, node: tree.existingID(of: node), path: path, message))
  }

  /// Appends an `expressionError` warning about the node at `node`, unless the same message was reported for it.
  func noteOnce(_ message: String, node: Int, path: JSONPath) {
    let id = tree.existingID(of: node)
    guard !items.contains(where: { $0.node == id && $0.message == message }) else { return }
    note(.warning, code: .expressionError, node: node, path: path, message)
  }

  /// Reports a failed evaluation of the Swift subset: a state write during layout, or an error naming the
  /// expression and the node.
  func noteScriptFailure(_ diagnostic: ScriptDiagnostic?, node: Int, path: JSONPath, what: String) {
    guard let diagnostic else {
      note(.warning, code: .expressionError, node: node, path: path, "\(what) has no value")
      return
    }
    if diagnostic.code == .writeNotAllowed {
      note(
        .warning, code: .stateWriteDuringLayout, node: node, path: path,
        "Modifying state during view update, this will cause undefined behavior. (\(what): \(diagnostic.summary))")
      return
    }
    note(.warning, code: .expressionError, node: node, path: path, "\(what): \(diagnostic.summary)")
  }
}
