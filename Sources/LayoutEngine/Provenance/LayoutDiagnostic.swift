/// A problem or observation of one pass: a SwiftUI runtime warning ("Contradictory frame constraints
/// specified."), an expression that could not be evaluated, a duplicate `ForEach` id.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How serious it is.
  public enum Severity: String, Hashable, Sendable {
    /// SwiftUI would log it, or the result may not be what was meant.
    case warning
    /// For information.
    case note
  }

  /// How serious it is.
  public var severity: Severity
  /// The node concerned.
  public var node: String?
  /// Where in the document.
  public var path: JSONPath?
  /// The message (verbatim for SwiftUI's own warnings).
  public var message: String

  /// Creates a diagnostic.
  public init(_ severity: Severity, node: String?, path: JSONPath?, _ message: String) {
    self.severity = severity
    self.node = node
    self.path = path
    self.message = message
  }

  /// `warning #id $.path: message`.
  public var description: String {
    var text = severity.rawValue
    if let node { text += " #\(node)" }
    if let path { text += " \(path)" }
    return text + ": " + message
  }
}
