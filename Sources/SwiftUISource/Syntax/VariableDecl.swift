import SwiftSubset

/// `let`/`var` with a name, an optional type and initial value, and for a computed property its getter (or
/// accessors); property observers (`didSet`) are kept. Read once and never changed; held by reference, as `Decl` is.
package final class VariableDecl: Sendable {
  /// `let` (false) or `var` (true).
  package let isMutable: Bool
  /// The bound name; for a tuple pattern (`let (a, b) = …`), the pattern's text.
  package let name: String
  /// Where the name is.
  package let nameRange: SourceRange
  /// The declared type.
  package let type: TypeRef?
  /// The initial value.
  package let initializer: Expr?
  /// A computed property's getter body (`var body: some View { … }`, or the body of `get { … }`).
  package let getter: [Stmt]?
  /// Accessors other than the getter (`set`, `didSet`, `willSet`, `_modify`): name and body.
  package let accessors: [(name: String, body: [Stmt])]
  /// The range of the getter's body, braces included.
  package let getterRange: SourceRange?

  package init(
    isMutable: Bool, name: String, nameRange: SourceRange, type: TypeRef?, initializer: Expr?, getter: [Stmt]?,
    accessors: [(name: String, body: [Stmt])], getterRange: SourceRange?
  ) {
    self.isMutable = isMutable
    self.name = name
    self.nameRange = nameRange
    self.type = type
    self.initializer = initializer
    self.getter = getter
    self.accessors = accessors
    self.getterRange = getterRange
  }

  /// Whether the property is computed (has a getter).
  package var isComputed: Bool { getter != nil }
}
