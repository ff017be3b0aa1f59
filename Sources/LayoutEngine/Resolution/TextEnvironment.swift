import TextMetrics

/// The text-related environment values inherited down the tree: the font and line limit, and the settings of
/// the text modifiers that reach the measurer (tracking, line spacing, truncation, shrinking, case, line
/// alignment).
struct TextEnvironment: Hashable {
  var font: Font
  var lineLimit: Int?
  var attributes: TextAttributes = .plain
  var textCase: TextCase?
  var multilineTextAlignment: TextAlignment = .leading
  var controlStyles = ControlStyles()
}
