/// The bounds on what one translation reads and builds; every one is checked, and reaching it is a `limit`
/// diagnostic, never a trap.
package struct SourceLimits: Hashable, Sendable {
  /// The longest file, in UTF-8 bytes.
  package var maxFileBytes: Int
  /// The most files in one translation.
  package var maxFiles: Int
  /// The most tokens in one file.
  package var maxTokens: Int
  /// The deepest nesting of brackets, closures, blocks and declarations in a file, and of the parser's
  /// recursion.
  package var maxNestingDepth: Int
  /// The most native stack, in bytes, that parsing may use below its entry point (a second bound on
  /// recursion, whatever the build's frame sizes).
  package var maxStackBytes: Int
  /// The most diagnostics kept per file and per translation; later ones are counted in a last one.
  package var maxDiagnostics: Int
  /// The deepest nesting of custom views, view modifiers and view functions expanded into each other
  /// (recursive views stop here).
  package var maxExpansionDepth: Int
  /// The most views and modifiers in the translated tree.
  package var maxTreeNodes: Int

  /// Creates limits; the defaults are generous for hand-written SwiftUI (the largest file of the usage
  /// survey has 1,007 lines).
  package init(
    maxFileBytes: Int = 1_048_576, maxFiles: Int = 1_000, maxTokens: Int = 500_000, maxNestingDepth: Int = 128,
    maxStackBytes: Int = 1_048_576, maxDiagnostics: Int = 200, maxExpansionDepth: Int = 32,
    maxTreeNodes: Int = 20_000
  ) {
    self.maxFileBytes = maxFileBytes
    self.maxFiles = maxFiles
    self.maxTokens = maxTokens
    self.maxNestingDepth = maxNestingDepth
    self.maxStackBytes = maxStackBytes
    self.maxDiagnostics = maxDiagnostics
    self.maxExpansionDepth = maxExpansionDepth
    self.maxTreeNodes = maxTreeNodes
  }
}
