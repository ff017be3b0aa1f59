/// How a Swift argument is written and how it becomes a JSON member's value.
package enum SwiftArgumentForm: String, Hashable, Sendable, CaseIterable {
  /// An expression: a literal becomes the JSON literal, anything else its source text (`spacing: gap * 2` →
  /// `"spacing": "gap * 2"`; `.leading` → `".leading"`).
  case value
  /// A view builder closure, or a single view value: its views become the member's list of items.
  case viewBuilder
  /// A closure kept as code, an action: its source text, braces included, is the member's value.
  case closure
  /// A closure whose body is one expression, which becomes the member's value
  /// (`computeValue: { d in d[.trailing] }` → `"d[.trailing]"`, with the closure's parameter renamed to `d`).
  case closureBody
  /// A string title that becomes a `Text` view, the member's one item (`Section("Account")`).
  case titleText
  /// A metatype whose type name is the member's value (`MaxWidthKey.self` → `"MaxWidthKey"`).
  case metatype
  /// A memberwise initializer call (`EdgeInsets(top: 8, leading: 4, bottom: 8, trailing: 4)`,
  /// `CGSize(width: 4, height: 2)`): each labelled argument fills the member of the same name.
  case memberwise
  /// The argument as written is the modifier's whole value, its shorthand (`background(.red)` →
  /// `"background": "red"`, `font(.headline)` → `"font": ".headline"`).
  case shorthand
  /// A Foundation format style for the value another argument gives the same member: the member becomes that
  /// value formatted, a text interpolation (`Text(price, format: .currency(code: "USD"))` →
  /// `"text": "\\(price.formatted(.currency(code: \"USD\")))"`), which the Swift subset prints as Foundation does
  /// in en_US.
  case formatStyle

  /// Whether the argument is a closure, so that it may be written as a trailing closure.
  package var isClosure: Bool {
    switch self {
    case .viewBuilder, .closure, .closureBody: return true
    case .value, .titleText, .metatype, .memberwise, .shorthand, .formatStyle: return false
    }
  }
}
