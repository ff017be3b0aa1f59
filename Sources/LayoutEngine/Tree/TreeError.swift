import JSONCore

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
