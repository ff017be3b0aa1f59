import JSONCore

/// A problem or observation about a tree: SwiftUI's own runtime warnings ("Contradictory frame constraints
/// specified."), an expression that could not be evaluated, an update loop that does not settle, a preference
/// value a `reduce` dropped.
public struct Diagnostic: Codable, Hashable, Sendable {
  /// How serious a diagnostic is.
  public enum Severity: String, Codable, Hashable, Sendable {
    /// The tree cannot be used as written.
    case error
    /// SwiftUI would log it, or the result may not be what was meant.
    case warning
    /// For information.
    case note
  }

  /// How serious it is.
  public var severity: Severity
  /// The message, in plain words (verbatim for SwiftUI's own warnings).
  public var message: String
  /// The node concerned, when there is one.
  public var node: String?
  /// Where in the tree document (`$.root.content[0].modifiers[1].frame.width`), when known.
  public var path: String?
  /// The update pass that produced it, when it comes from one.
  public var pass: Int?
  /// What it is about, for clients that filter: `layout`, `unevaluatedExpression`, `expressionError`,
  /// `stateWriteDuringLayout`, `discardedPreferenceValues`, `measurementOutsideFrame`, `greedyMeasurement`,
  /// `cycleGuard`, `nonConvergence`; for a tree read from Swift source also the front end's: `syntax`, `limit`,
  /// `unsupported`, `unknownView`, `unknownModifier`, `layoutNeutral`, `undefinedName`, `notInSubset`,
  /// `skipped`, `recursion`, `root`.
  public var code: String?
  /// Where in the Swift source, for a tree read from source: the place the front end found the problem, or the
  /// source of the node or path it names (in the position encoding the session negotiated).
  public var source: TextLocation?

  /// Creates a diagnostic.
  public init(
    severity: Severity, message: String, node: String? = nil, path: String? = nil, pass: Int? = nil,
    code: String? = nil, source: TextLocation? = nil
  ) {
    self.severity = severity
    self.message = message
    self.node = node
    self.path = path
    self.pass = pass
    self.code = code
    self.source = source
  }
}

extension Diagnostic {
  /// Writes `diagnostics` as their `Encodable` conformance does: an empty list (an update's usual) without the
  /// bridge.
  static func write(_ diagnostics: [Diagnostic], to writer: inout JSONTextWriter) throws(JSONCodingError) {
    guard !diagnostics.isEmpty else {
      writer.beginArray()
      writer.endArray()
      return
    }
    try writer.encode(diagnostics)
  }
}
