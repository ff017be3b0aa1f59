import JSONCore

/// A problem or observation of one pass: a SwiftUI runtime warning ("Contradictory frame constraints
/// specified."), an expression that could not be evaluated, a duplicate `ForEach` id, and the update loop's
/// findings (values a `reduce` discarded, a measurement that feeds its own frame, a loop that does not settle).
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How serious it is.
  public enum Severity: String, Hashable, Sendable {
    /// SwiftUI would log it, or the result may not be what was meant.
    case warning
    /// For information.
    case note
  }

  /// What the diagnostic is about, for clients that filter or branch.
  public enum Code: String, Hashable, Sendable, CaseIterable {
    /// A layout problem or SwiftUI's own layout warning (the default).
    case layout
    /// An expression that could not be evaluated (no evaluator, an unknown name).
    case unevaluatedExpression
    /// A type or runtime error in an expression, an action or a `reduce` (nil unwrapped, index out of range).
    case expressionError
    /// An expression evaluated during layout tried to write `@State`.
    case stateWriteDuringLayout
    /// A `reduce` threw away values of sibling producers (an assigning reducer).
    case discardedPreferenceValues
    /// A GeometryReader measures a view outside the frame its measurement feeds (the feedback shape).
    case measurementOutsideFrame
    /// A GeometryReader laid out as a stack child to measure a view: it takes the whole proposal.
    case greedyMeasurement
    /// SwiftUI's cycle guard dropped a preference update ("Bound preference K tried to update multiple times per
    /// frame.").
    case cycleGuard
    /// The update loop stopped before reaching a fixpoint.
    case nonConvergence
  }

  /// How serious it is.
  public var severity: Severity
  /// What it is about.
  public var code: Code
  /// The node concerned.
  public var node: String?
  /// Where in the document.
  public var path: JSONPath?
  /// The message (verbatim for SwiftUI's own warnings).
  public var message: String

  /// Creates a diagnostic.
  public init(_ severity: Severity, code: Code = .layout, node: String?, path: JSONPath?, _ message: String) {
    self.severity = severity
    self.code = code
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

extension LayoutDiagnostic {
  /// The first `limit` of `diagnostics`, then, when there were more, one note counting the rest.
  static func capped(_ diagnostics: [LayoutDiagnostic], limit: Int) -> [LayoutDiagnostic] {
    let limit = Swift.max(0, limit)
    guard diagnostics.count > limit else { return diagnostics }
    let more = diagnostics.count - limit
    return Array(diagnostics.prefix(limit)) + [
      LayoutDiagnostic(
        .note, code: .layout, node: nil, path: nil,
        "\(more) more diagnostic\(more == 1 ? " is" : "s are") not shown: a pass records at most \(limit) "
          + "(maxDiagnosticsPerPass)")
    ]
  }
}
