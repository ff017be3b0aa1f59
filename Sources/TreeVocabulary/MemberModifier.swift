/// A Swift modifier that, applied directly to a view, sets one of the view's JSON members instead of adding
/// a layer: `Image("logo").resizable()` is `{"view": "Image", "resizable": true}`.
package struct MemberModifier: Hashable, Sendable {
  /// What the member is set to.
  package enum Value: Hashable, Sendable {
    /// `true` (`.resizable()`).
    case `true`
    /// The modifier's first argument, as a `SwiftArgumentForm.value` (`.textFieldStyle(.roundedBorder)` →
    /// `".roundedBorder"`).
    case firstArgument
  }

  /// The Swift modifier's name.
  package var modifier: String
  /// The view's member it sets.
  package var member: String
  /// What the member is set to.
  package var value: Value

  /// Creates a member modifier.
  package init(_ modifier: String, sets member: String, to value: Value) {
    self.modifier = modifier
    self.member = member
    self.value = value
  }
}
