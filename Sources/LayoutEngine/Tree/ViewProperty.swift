/// A stored property of a reusable part of the tree, as a SwiftUI view declares it: `let width: Binding<CGFloat?>`
/// or `@Binding var labelWidth: CGFloat?`, given a value where the view is used
/// (`Bubble(width: $bubbleWidth)`, `LabeledRow(labelWidth: $labelWidth)`).
///
/// In the tree format a view lists them in `let` (`{"width": "$bubbleWidth"}`) and `bindings`
/// (`{"labelWidth": "$labelWidth"}`). The view's own arguments, its modifiers and its content see the names.
public struct ViewProperty: Hashable, Sendable {
  /// How the name behaves.
  public enum Kind: String, Hashable, Sendable {
    /// `let name = expression`: the value is computed once per pass where the view is declared (a `Binding`
    /// value, a title); code reads it as is (`width.wrappedValue`).
    case constant
    /// `@Binding var name`: the expression is `$state` (or another binding); reading `name` reads the state and
    /// assigning `name` writes it, as SwiftUI's `@Binding` does.
    case binding
  }

  /// The property's name.
  public var name: String
  /// `let` or `@Binding`.
  public var kind: Kind
  /// The value as written where the view is used.
  public var expression: SwiftExpression

  /// Creates a property.
  public init(name: String, kind: Kind, expression: SwiftExpression) {
    self.name = name
    self.kind = kind
    self.expression = expression
  }
}
