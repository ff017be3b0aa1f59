/// A line an action printed with `print(...)`: what the app would write to the console.
public struct PrintedLine: Codable, Hashable, Sendable {
  /// The node whose action printed it.
  public var node: String?
  /// The line, without its newline.
  public var text: String

  /// Creates a line.
  public init(node: String?, text: String) {
    self.node = node
    self.text = text
  }
}
