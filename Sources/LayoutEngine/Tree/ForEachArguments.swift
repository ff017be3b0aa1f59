import JSONCore

/// The data of a `ForEach`.
public struct ForEachArguments: Hashable, Sendable {
  /// Where the elements come from.
  public enum Data: Hashable, Sendable {
    /// An integer range `lower..<upper` or `lower...upper` with literal bounds.
    case range(lower: Int, upper: Int, isClosed: Bool)
    /// A literal JSON array.
    case array([JSONValue])
    /// An expression producing an array or range, resolved through the evaluator each pass.
    case expression(SwiftExpression)
  }

  /// The data.
  public var data: Data
  /// The closure parameter's name (`element` in `{ element in … }`).
  public var element: String

  /// Creates the arguments.
  public init(data: Data, element: String) {
    self.data = data
    self.element = element
  }
}
