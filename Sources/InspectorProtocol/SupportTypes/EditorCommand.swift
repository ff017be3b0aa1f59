import JSONCore

/// A command an editor shows (on a code lens) and runs through `workspace/executeCommand`: LSP's `Command`.
public struct EditorCommand: Codable, Hashable, Sendable {
  /// What the editor shows.
  public var title: String
  /// The command's name (`inspector.why`).
  public var command: String
  /// Its arguments, passed back as they are.
  public var arguments: [JSONValue]?

  /// Creates a command.
  public init(title: String, command: String, arguments: [JSONValue]? = nil) {
    self.title = title
    self.command = command
    self.arguments = arguments
  }
}
