import TextMetrics

/// The text-related environment values inherited down the tree.
struct TextEnvironment: Hashable {
  var font: Font
  var lineLimit: Int?
  /// Whether `font` was set by a modifier (else it is the environment's default).
  var fontIsInherited: Bool
}
