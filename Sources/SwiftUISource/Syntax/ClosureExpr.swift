import SwiftSubset

/// `{ proxy in … }`, `{ (a: Int, b) -> Bool in … }`, `{ [weak self] in … }`, `{ $0 + 1 }`.
package struct ClosureExpr: Sendable {
  /// One parameter: its name and the type if written.
  package struct Parameter: Sendable {
    /// The name (`_` for an ignored one).
    package var name: String
    /// The type, if written.
    package var type: TypeRef?
    /// Where the name is.
    package var range: SourceRange
  }

  /// The named parameters; nil when the closure has no `in` (it may use `$0`).
  package var parameters: [Parameter]?
  /// The statements.
  package var body: [Stmt]
  /// The range of the body between `in` (or `{`) and `}`.
  package var bodyRange: SourceRange
}
