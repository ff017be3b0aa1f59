import JSONCore

/// Why `LiveTree.explain(_:)` could not answer: a point, node or layer the history does not hold. Each names
/// the query member at fault (`from.version`, `to.pass`, `node`, `layer`, `from`) so a server can point at
/// the request's parameter.
public struct ExplanationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong.
  public enum Kind: String, Hashable, Sendable {
    /// A version the history no longer (or never) held.
    case unknownVersion
    /// A pass the version did not run or no longer keeps.
    case unknownPass
    /// No node with that id at the point asked about.
    case unknownNode
    /// The node has no layer with that index.
    case unknownLayer
    /// `from` is not earlier than `to`.
    case invalidRange
  }

  /// What was wrong.
  public var kind: Kind
  /// The query member at fault, from a nameless root: `node`, `layer`, `from`, `from.version`, `from.pass`, `to.version`, `to.pass`.
  public var parameter: JSONPath
  /// The problem in words.
  public var message: String

  /// Creates an error.
  public init(_ kind: Kind, parameter: JSONPath, _ message: String) {
    self.kind = kind
    self.parameter = parameter
    self.message = message
  }

  /// `to.pass: version 1 has no pass 7; it keeps passes 1, 2`.
  public var description: String { "\(parameter): \(message)" }
}
