import SwiftSubset

/// One link of a modifier chain: `.frame(width: 80)`, `.bold()`, or a computed property `.card`.
struct ModifierCall {
  /// The member's name.
  var name: String
  /// The arguments, trailing closures included; empty for a property.
  var arguments: [Argument]
  /// Whether it is called (`.bold()`) rather than read (`.card`).
  var isCall: Bool
  /// From the name to the end of the call.
  var range: SourceRange
  /// The file it is written in.
  var file: Int
}
