import SwiftSubset

/// `let`/`var` with a name, an optional type and initial value, and for a computed property its getter (or
/// accessors); property observers (`didSet`) are kept.
package struct VariableDecl: Sendable {
  /// `let` (false) or `var` (true).
  package var isMutable: Bool
  /// The bound name; for a tuple pattern (`let (a, b) = …`), the pattern's text.
  package var name: String
  /// Where the name is.
  package var nameRange: SourceRange
  /// The declared type.
  package var type: TypeRef?
  /// The initial value.
  package var initializer: Expr?
  /// A computed property's getter body (`var body: some View { … }`, or the body of `get { … }`).
  package var getter: [Stmt]?
  /// Accessors other than the getter (`set`, `didSet`, `willSet`, `_modify`): name and body.
  package var accessors: [(name: String, body: [Stmt])]
  /// The range of the getter's body, braces included.
  package var getterRange: SourceRange?

  /// Whether the property is computed (has a getter).
  package var isComputed: Bool { getter != nil }
}
