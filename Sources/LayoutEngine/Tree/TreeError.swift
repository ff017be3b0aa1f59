/// A problem found in a client's tree, naming where it is and why: the error type of loading, validating and
/// editing trees. Nothing in the engine traps on bad input; it returns these.
public struct TreeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The class of problem, for clients that branch on it.
  public enum Kind: String, Hashable, Sendable {
    /// The JSON is not a tree document at all (e.g. the root is not an object).
    case invalidDocument
    /// A `view` name that is not a known SwiftUI view.
    case unknownView
    /// A modifier name that is not a known SwiftUI modifier.
    case unknownModifier
    /// A member that the view, modifier or document does not take.
    case unknownArgument
    /// A required member is absent.
    case missingArgument
    /// A member has the wrong JSON type.
    case wrongType
    /// A number SwiftUI would reject (negative, non-finite, not an integer, out of range).
    case invalidNumber
    /// A string that is not one of the allowed names (alignment, edge, font, …).
    case invalidValue
    /// An expression that does not parse.
    case invalidExpression
    /// Two nodes with the same id.
    case duplicateID
    /// An edit names a node, state or key that does not exist.
    case unknownNode
    /// Nesting deeper than the configured limit.
    case depthLimit
    /// More nodes than the configured limit.
    case nodeLimit
    /// An edit that cannot apply (e.g. inserting into a leaf view).
    case invalidEdit
  }

  /// The class of problem.
  public var kind: Kind
  /// Where in the document.
  public var path: JSONPath
  /// Why, in one sentence.
  public var message: String

  /// Creates an error.
  public init(_ kind: Kind, at path: JSONPath, _ message: String) {
    self.kind = kind
    self.path = path
    self.message = message
  }

  /// `$.root.content[0].view: unknown view "Txt"; did you mean "Text"?`
  public var description: String { "\(path): \(message)" }
}

/// The errors found while loading or editing a tree: at least one, in document order.
public struct TreeErrors: Error, Hashable, Sendable, CustomStringConvertible {
  /// Every error found (up to `TreeLimits.maxErrors`).
  public var errors: [TreeError]

  /// Creates the collection.
  public init(_ errors: [TreeError]) {
    self.errors = errors
  }

  /// The first error: what a one-line reply reports.
  public var first: TreeError? { errors.first }

  /// One error per line.
  public var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// A warning SwiftUI itself would log for a tree that is still laid out (e.g. "Contradictory frame
/// constraints specified."), or an observation the inspector adds.
public struct TreeWarning: Hashable, Sendable, CustomStringConvertible {
  /// Where in the document.
  public var path: JSONPath
  /// The message, verbatim when SwiftUI has one.
  public var message: String

  /// Creates a warning.
  public init(at path: JSONPath, _ message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`.
  public var description: String { "\(path): \(message)" }
}
