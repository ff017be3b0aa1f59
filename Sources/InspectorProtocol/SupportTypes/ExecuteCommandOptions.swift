/// The commands `workspace/executeCommand` runs.
public struct ExecuteCommandOptions: Codable, Hashable, Sendable {
  /// Their names.
  public var commands: [String]

  /// Creates the options.
  public init(commands: [String]) {
    self.commands = commands
  }
}
