import SwiftUISource

/// What a position of a document lays out: a node (its bare view) or one of its modifier layers.
struct LayoutTarget: Sendable {
  /// The node's id in the root's current layout (the first, when the code made several).
  var node: String
  /// The modifier layer's index, nil for the view itself.
  var layer: Int?
  /// The code it was found at: the view or modifier, or the use of a custom view or modifier.
  var span: SourceSpan
  /// How many nodes or layers the code made (a `ForEach` row, a custom view used twice).
  var instances: Int
}
