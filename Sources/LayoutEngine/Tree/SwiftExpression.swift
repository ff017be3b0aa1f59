import JSONCore

/// A Swift expression or statement written in the tree (`"labelWidth"`, `"proxy.size.width"`,
/// `"flag.toggle()"`), kept as source text with the JSON path it came from.
///
/// The layout engine never interprets expressions itself: they are resolved through an `ExpressionEvaluator`
/// (the `SwiftSubset` interpreter, wired in by the update loop). Keeping the path lets every diagnostic and
/// explanation point at the argument the expression was written in.
public struct SwiftExpression: Hashable, Sendable, CustomStringConvertible {
  /// The Swift source text.
  public var source: String
  /// Where the expression was written.
  public var path: JSONPath

  /// Creates an expression.
  public init(_ source: String, path: JSONPath) {
    self.source = source
    self.path = path
  }

  /// The source text.
  public var description: String { source }
}
