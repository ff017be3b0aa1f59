import SwiftSubset

/// `#Preview`, `#Preview("Name")`, `#Preview("Name", traits: .sizeThatFitsLayout) { body }`.
package struct PreviewDecl: Sendable {
  /// The arguments in parentheses, if any (the name is the first unlabelled string).
  package var arguments: [Argument]
  /// The body's statements.
  package var body: [Stmt]
  /// The range of `#Preview` itself, for the candidate's name when there is none.
  package var keywordRange: SourceRange
}
