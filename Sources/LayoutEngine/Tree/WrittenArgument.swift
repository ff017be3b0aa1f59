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

  /// The argument as Swift writes it, on one line, for a layer's summary: `radius: 4`, or just `0.5` when
  /// unlabelled. Source that spans lines (`toolbar { … }` over ten lines) is joined into one: a line break and the
  /// spaces around it become nothing before a `.` (a chained call), `; ` between what look like two statements,
  /// else one space; a closure longer than `longestClosure` bytes is summarised as `{ … }`.
  public var swiftText: String {
    let text: String
    switch value {
    case .string(let source): text = Self.summarised(source)
    case .null: text = "nil"
    default: text = JSONSerializer.serialize(value)
    }
    return Vocabulary.isUnlabelled(label) ? text : "\(label): \(text)"
  }

  /// The length in UTF-8 bytes past which a closure argument is summarised as `{ … }`.
  static let longestClosure = 60

  /// `source` on one line, a long closure as `{ … }`.
  static func summarised(_ source: String) -> String {
    var text = source
    if source.utf8.contains(UInt8(ascii: "\n")) {
      var joined = ""
      for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
        let trimmed = String(line).trimmingSpaces()
        guard !trimmed.isEmpty else { continue }
        if let previous = joined.last, let next = trimmed.first, next != "." {
          let continues = "{([,=+-*/&|?:<>".contains(previous) || "})]=+-*/&|?:<>".contains(next)
          joined += continues ? " " : "; "
        }
        joined += trimmed
      }
      text = joined
    }
    if text.utf8.count > longestClosure, text.first == "{", text.last == "}" { return "{ … }" }
    return text
  }
}
