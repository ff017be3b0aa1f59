import SwiftSubset

/// One case of a `case` declaration inside an enum: `all`, `done = "Done"`, `loaded(Int)`.
package struct EnumCaseElement: Sendable {
  /// The case's name.
  package var name: String
  /// Where the name is.
  package var nameRange: SourceRange
  /// The raw value written after `=`, if any.
  package var rawValue: Expr?
  /// Where the associated values' parentheses are, when the case has them (`(Int)` in `loaded(Int)`).
  package var associatedValuesRange: SourceRange?
}
