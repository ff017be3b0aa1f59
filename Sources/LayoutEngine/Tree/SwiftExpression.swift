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

  /// The same text, byte for byte, at the same path. `==` on strings compares canonical equivalence, which would take
  /// `"Café"` with a precomposed é for the same expression as with a combining accent: parsed once (`ScriptCache`) and
  /// found unchanged by an edit, the first spelling's value would stand for both. The synthesized hash agrees: texts
  /// with the same bytes are equivalent and hash alike.
  public static func == (lhs: SwiftExpression, rhs: SwiftExpression) -> Bool {
    lhs.path == rhs.path && lhs.source.isSpelled(as: rhs.source)
  }
}
