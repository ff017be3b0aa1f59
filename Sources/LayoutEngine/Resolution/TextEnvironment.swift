import TextMetrics

/// The text-related environment values inherited down the tree.
struct TextEnvironment: Hashable {
  var font: Font
  var lineLimit: Int?
}
