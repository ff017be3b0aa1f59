import SwiftSubset

/// `func name<…>(parameters) -> Result where … { body }`, or an `init` (name `init`).
package struct FunctionDecl: Sendable {
  /// The function's name (`body`, `sharedLabelWidth`, `==`, `init`).
  package var name: String
  /// Where the name is.
  package var nameRange: SourceRange
  /// `init?` and `init!`.
  package var isFailable: Bool
  /// The generic parameters.
  package var genericParameters: [GenericParameter]
  /// The parameters in order.
  package var parameters: [Parameter]
  /// The result type, if written.
  package var returnType: TypeRef?
  /// The `where` clause's requirements.
  package var requirements: [GenericRequirement]
  /// The body, when written.
  package var body: [Stmt]?
  /// The range of the body, braces included.
  package var bodyRange: SourceRange?

  /// One parameter: `_ width: CGFloat? = nil`, `@ViewBuilder content: () -> Content`, `value: inout CGFloat`.
  package struct Parameter: Sendable {
    /// The argument label (`nil` for `_`); by default the name.
    package var label: String?
    /// The name inside the function.
    package var name: String
    /// The type (nil when missing after a syntax error).
    package var type: TypeRef?
    /// The attributes before the type or the parameter (`@ViewBuilder`, `@escaping`).
    package var attributes: [Attribute]
    /// `inout`.
    package var isInout: Bool
    /// `T...`.
    package var isVariadic: Bool
    /// The default value.
    package var defaultValue: Expr?
    /// Where the parameter is.
    package var range: SourceRange
  }
}
