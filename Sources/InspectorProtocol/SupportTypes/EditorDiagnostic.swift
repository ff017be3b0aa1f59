import JSONCore

/// A diagnostic as an editor shows it (LSP's `Diagnostic`): a range of the source, a severity, a message, and
/// where the other ends of the problem are.
///
/// The daemon's own `Diagnostic` names a node and a JSON path; an editor needs a range, so the daemon maps
/// each one through the Swift front end's source map.
public struct EditorDiagnostic: Codable, Hashable, Sendable {
  /// LSP's `DiagnosticSeverity`.
  public enum Severity: Int, Codable, Hashable, Sendable {
    /// The source cannot be read or laid out as written.
    case error = 1
    /// SwiftUI would log it, or the layout may not be what was meant.
    case warning = 2
    /// For information.
    case information = 3
    /// A hint (editors show it faintly).
    case hint = 4
  }

  /// Where.
  public var range: TextRange
  /// How serious it is.
  public var severity: Severity
  /// What it is about: the front end's code (`syntax`, `unknownView`, …) or the daemon's (`cycleGuard`, …).
  public var code: String?
  /// Always `swiftui-inspector`, so the editor tells these apart from the compiler's.
  public var source: String
  /// In plain words.
  public var message: String
  /// The other places the problem involves (the other end of a preference cycle, the reduce that dropped a
  /// value).
  public var relatedInformation: [DiagnosticRelatedInformation]?
  /// Machine-readable facts: the daemon's node id, JSON path and pass.
  public var data: JSONValue?

  /// Creates a diagnostic.
  public init(
    range: TextRange, severity: Severity, code: String? = nil, source: String = "swiftui-inspector",
    message: String, relatedInformation: [DiagnosticRelatedInformation]? = nil, data: JSONValue? = nil
  ) {
    self.range = range
    self.severity = severity
    self.code = code
    self.source = source
    self.message = message
    self.relatedInformation = relatedInformation
    self.data = data
  }
}
