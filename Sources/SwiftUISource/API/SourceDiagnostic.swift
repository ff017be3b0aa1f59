/// A problem found while reading Swift source or translating it to a tree, with where it is.
///
/// Reading never fails: a syntax error is an `error` at its range and the parser goes on with the next
/// declaration or statement; what the translator cannot express (an unknown view, a name defined in another
/// module, an expression outside the Swift subset) is a `warning` at its range with what was done instead.
package struct SourceDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How serious it is.
  package enum Severity: String, Hashable, Sendable {
    /// The source is not valid Swift there, or no tree could be made.
    case error
    /// Valid Swift that the inspector reads approximately (a placeholder, a pass-through, a skipped value).
    case warning
    /// Information: something read and deliberately not interpreted.
    case note
  }

  /// What kind of problem it is, for clients that react to one.
  package enum Code: String, Hashable, Sendable {
    /// Not valid Swift (from the lexer or the parser).
    case syntax
    /// A bound of `SourceLimits` was reached.
    case limit
    /// Valid Swift the front end reads but does not interpret here.
    case unsupported
    /// A view that neither SwiftUI's vocabulary nor the files define: laid out as a placeholder.
    case unknownView
    /// A modifier that neither the vocabulary nor the files define: passed through.
    case unknownModifier
    /// A modifier the engine knows only as layout-neutral: passed through and recorded.
    case layoutNeutral
    /// A name defined nowhere in the files (another module or package).
    case undefinedName
    /// An expression the Swift subset cannot evaluate: the argument is left out or replaced, as the message
    /// says.
    case notInSubset
    /// A top-level statement or other code the translator skips.
    case skipped
    /// A view, modifier or function that uses itself with no run-time condition between: Swift rejects it (an
    /// opaque type defined in terms of itself) and its expansion could never end; the inner use is left out.
    case recursion
    /// The requested root is not among the candidates, or none was requested and several exist.
    case root
  }

  /// How serious it is.
  package var severity: Severity
  /// The kind of problem.
  package var code: Code
  /// What is wrong and, for a warning, what was done instead.
  package var message: String
  /// Where.
  package var span: SourceSpan
  /// Where the code was expanded from, innermost first: the use of a custom view or modifier whose definition
  /// holds `span`.
  package var expansion: [SourceSpan]

  /// Creates a diagnostic.
  package init(
    _ severity: Severity, _ code: Code, _ message: String, span: SourceSpan, expansion: [SourceSpan] = []
  ) {
    self.severity = severity
    self.code = code
    self.message = message
    self.span = span
    self.expansion = expansion
  }

  /// `uri:line:column: severity: message`, as compilers print it.
  package var description: String { "\(span): \(severity.rawValue): \(message)" }
}
