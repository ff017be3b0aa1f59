import SwiftSubset

/// `@State`, `@Environment(\.colorScheme)`, `@available(iOS 17, *)`: an attribute with its arguments.
package struct Attribute: Sendable {
  /// The name without `@`; a qualified name keeps its dots (`SwiftUI.State`).
  package var name: String
  /// The arguments when written with parentheses.
  package var arguments: [Argument]?
  /// From `@` to the end of the arguments.
  package var range: SourceRange
}
