import SwiftSubset

/// An argument of a call, subscript, attribute or macro: `width: 80`, `0`, or a trailing closure (labelled
/// after the first: `} label: { … }`).
package struct Argument: Sendable {
  /// The label, nil when unlabelled.
  package var label: String?
  /// The value.
  package var value: Expr
  /// Whether it was written as a trailing closure.
  package var isTrailingClosure: Bool
  /// The label and the value.
  package var range: SourceRange
  /// Where the label is, if written.
  package var labelRange: SourceRange?
}
