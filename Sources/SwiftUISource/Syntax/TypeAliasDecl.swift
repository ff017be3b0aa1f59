import SwiftSubset

/// `typealias LargestWidth = Largest<CGFloat>`, with generic parameters when written.
package struct TypeAliasDecl: Sendable {
  /// The alias.
  package var name: String
  /// Where the name is.
  package var nameRange: SourceRange
  /// The alias's own generic parameters.
  package var genericParameters: [GenericParameter]
  /// The aliased type (nil when missing after a syntax error).
  package var type: TypeRef?
}
