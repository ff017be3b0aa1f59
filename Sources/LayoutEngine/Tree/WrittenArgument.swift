import JSONCore
import TreeVocabulary

/// One argument of a layout-neutral modifier, kept as written: its label (`_` for the first unlabelled
/// argument, `_2`, `_3`, … for later ones) and its value (Swift source text, or a JSON number, boolean or null).
public struct WrittenArgument: Hashable, Sendable {
  /// The argument label, `_`-style for unlabelled arguments.
  public var label: String
  /// The value as written.
  public var value: JSONValue

  /// Creates an argument.
  public init(label: String, value: JSONValue) {
    self.label = label
    self.value = value
  }

  /// The argument as Swift writes it: `radius: 4`, or just `0.5` when unlabelled.
  public var swiftText: String {
    let text: String
    switch value {
    case .string(let source): text = source
    case .null: text = "nil"
    default: text = JSONSerializer.serialize(value)
    }
    return Vocabulary.isUnlabelled(label) ? text : "\(label): \(text)"
  }
}
