import SwiftSubset

/// `func name<…>(parameters) -> Result where … { body }`, or an `init` (name `init`). Read once and never changed;
/// held by reference, as `Decl` is.
package final class FunctionDecl: Sendable {
  /// The function's name (`body`, `sharedLabelWidth`, `==`, `init`).
  package let name: String
  /// Where the name is.
  package let nameRange: SourceRange
  /// `init?` and `init!`.
  package let isFailable: Bool
  /// The generic parameters.
  package let genericParameters: [GenericParameter]
  /// The parameters in order.
  package let parameters: [Parameter]
  /// The result type, if written.
  package let returnType: TypeRef?
  /// The `where` clause's requirements.
  package let requirements: [GenericRequirement]
  /// The body, when written.
  package let body: [Stmt]?
  /// The range of the body, braces included.
  package let bodyRange: SourceRange?

  package init(
    name: String, nameRange: SourceRange, isFailable: Bool, genericParameters: [GenericParameter],
    parameters: [Parameter], returnType: TypeRef?, requirements: [GenericRequirement], body: [Stmt]?,
    bodyRange: SourceRange?
  ) {
    self.name = name
    self.nameRange = nameRange
    self.isFailable = isFailable
    self.genericParameters = genericParameters
    self.parameters = parameters
    self.returnType = returnType
    self.requirements = requirements
    self.body = body
    self.bodyRange = bodyRange
  }

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
