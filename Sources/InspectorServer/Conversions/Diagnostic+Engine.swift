import InspectorProtocol
import LayoutEngine

extension Diagnostic {
  /// The protocol's form of a pass's diagnostic.
  init(_ diagnostic: LayoutDiagnostic, pass: Int?) {
    let severity: Severity
    switch diagnostic.severity {
    case .warning: severity = .warning
    case .note: severity = .note
    }
    self.init(
      severity: severity, message: diagnostic.message, node: diagnostic.node, path: diagnostic.path?.description,
      pass: pass, code: diagnostic.code.rawValue)
  }
}
