/// A line of information with a command, shown above a range of code (a root's passes, "why this width?").
public struct CodeLens: Codable, Hashable, Sendable {
  /// The code it is about; the editor shows it above the first line.
  public var range: TextRange
  /// What it shows and what it runs.
  public var command: EditorCommand?

  /// Creates a lens.
  public init(range: TextRange, command: EditorCommand?) {
    self.range = range
    self.command = command
  }
}
