import SwiftSubset

/// A written type: `some View`, `CGFloat?`, `[String: Int]`, `() -> Content`, `Largest<CGFloat>`, `K.Type`.
package struct TypeRef: Sendable {
  /// The structure of the type.
  package var kind: Kind
  /// Where it is written.
  package var range: SourceRange
  /// The text as written, with whitespace runs collapsed to nothing around punctuation (`Largest<CGFloat>`,
  /// `[CGFloat]?`).
  package var text: String

  /// The kinds of types. A case that holds a type directly is boxed; a list of components or of types is
  /// stored inline.
  package enum Kind: Sendable {
    /// `A<B>.C`: the dotted components, each with its generic arguments.
    case named([Component])
    /// `T?` (`isImplicitlyUnwrapped` for `T!`).
    indirect case optional(TypeRef, isImplicitlyUnwrapped: Bool)
    /// `[T]`.
    indirect case array(TypeRef)
    /// `[K: V]`.
    indirect case dictionary(TypeRef, TypeRef)
    /// `(A, B)`, `()`, `(label: A)`; a parenthesized single type is that type.
    case tuple([TypeRef])
    /// `(A, B) -> R`, with `async`/`throws` ignored.
    indirect case function(parameters: [TypeRef], result: TypeRef)
    /// `some P`.
    indirect case opaque(TypeRef)
    /// `any P`.
    indirect case existential(TypeRef)
    /// `T.Type` or `P.Protocol`.
    indirect case metatype(TypeRef)
    /// `A & B`.
    case composition([TypeRef])
    /// Nothing readable was there.
    case missing
  }

  /// `Name<Arguments>` in a dotted type name.
  package struct Component: Sendable {
    /// The name.
    package var name: String
    /// The generic arguments.
    package var arguments: [TypeRef]
  }

  /// The last component's name of a named type (`View` for `SwiftUI.View`), nil for other kinds.
  package var simpleName: String? {
    if case .named(let components) = kind { return components.last?.name }
    return nil
  }

  /// The generic arguments of the last component of a named type.
  package var genericArguments: [TypeRef] {
    if case .named(let components) = kind { return components.last?.arguments ?? [] }
    return []
  }

  /// The type without `?`/`!` around it.
  package var unwrapped: TypeRef {
    if case .optional(let wrapped, _) = kind { return wrapped.unwrapped }
    return self
  }

  /// Whether this is `some P` for the protocol named `name`, or `P` itself.
  package func isOpaque(_ name: String) -> Bool {
    if case .opaque(let inner) = kind { return inner.simpleName == name }
    return simpleName == name
  }
}
