/// Bounds on what the parser accepts, so that no source text can exhaust the stack or memory.
public struct ParseLimits: Hashable, Sendable {
  /// The longest source accepted, in UTF-8 bytes.
  public var maxSourceLength: Int
  /// The deepest nesting accepted: parentheses, brackets, closures, blocks, string interpolations and the
  /// height of the syntax tree (a chain of `a + b + c …` or `a.b.c …` counts one level per operator or member).
  /// The parser, the type checker and the interpreter recurse at most this deep over a syntax tree.
  public var maxNestingDepth: Int
  /// The most native stack, in bytes, that parsing (and type checking) may use below its entry point: a second
  /// bound on recursion that holds whatever the frame sizes of the build. Code nested within
  /// `maxNestingDepth` fits in the default in debug and release builds; a host that parses on a thread with
  /// a small stack lowers it.
  public var maxStackBytes: Int

  /// Creates limits; the defaults are generous for hand-written SwiftUI expressions and actions.
  public init(maxSourceLength: Int = 65_536, maxNestingDepth: Int = 128, maxStackBytes: Int = 1_048_576) {
    self.maxSourceLength = maxSourceLength
    self.maxNestingDepth = maxNestingDepth
    self.maxStackBytes = maxStackBytes
  }
}
