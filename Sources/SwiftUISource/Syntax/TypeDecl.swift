import SwiftSubset

/// `struct Card<Content: View>: View where … { … }`, `enum`, `class`, `actor`, `protocol`, or
/// `extension View where … { … }`.
package struct TypeDecl: Sendable {
  /// The kinds of type declarations.
  package enum Keyword: String, Sendable {
    case `struct`, `class`, `enum`, actor, `protocol`, `extension`
  }

  /// Which keyword introduced it.
  package var keyword: Keyword
  /// The declared name; for an extension, the extended type's text (`View`, `Text`, `EnvironmentValues`).
  package var name: String
  /// Where the name is.
  package var nameRange: SourceRange
  /// The generic parameters (`<Content: View>`).
  package var genericParameters: [GenericParameter]
  /// The inherited types and conformances, in order.
  package var inherited: [TypeRef]
  /// The `where` clause's requirements.
  package var requirements: [GenericRequirement]
  /// The members, in order.
  package var members: [Decl]
  /// The range of the body, braces included (empty when the body is missing).
  package var bodyRange: SourceRange
}
