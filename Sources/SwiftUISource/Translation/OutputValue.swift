import JSONCore

/// A value in the translated tree, with where it comes from for the source map.
enum OutputValue {
  /// A JSON value (a number, a string holding Swift, a name), from `anchor` if known.
  case json(JSONValue, SourceAnchor?)
  /// An object with members in order.
  case object([(key: String, value: OutputValue)], SourceAnchor?)
  /// An array.
  case array([OutputValue], SourceAnchor?)
  /// View content: a list of items.
  case items([OutputItem])
  /// A single view item (a modifier's secondary view).
  indirect case item(OutputItem)

  /// A string value.
  static func text(_ text: String, _ anchor: SourceAnchor?) -> OutputValue { .json(.string(text), anchor) }
}

// Stated, not inferred: the inference recurses through the members' tuples and reports a cycle in incremental
// builds. Output values hold `OutputNode`s (classes built by one translation) and never cross threads.
@available(*, unavailable)
extension OutputValue: Sendable {}
