import SwiftSubset

/// `Content: View` in `<Content: View>`; `each T` is read as `T`.
package struct GenericParameter: Sendable {
  /// The parameter's name.
  package var name: String
  /// The constraint after the colon, if any.
  package var constraint: TypeRef?
  /// Where it is.
  package var range: SourceRange
}
