import JSONCore

/// `workspace/executeCommand`: runs one of the daemon's commands (`inspector.why`, `inspector.render`,
/// `inspector.passes`, `inspector.roots`), usually from a code lens.
public struct ExecuteCommandRequest: RequestType {
  /// The wire name.
  public static let method = "workspace/executeCommand"
  /// The result type: the command's own (see protocol.md).
  public typealias Response = JSONValue

  /// The command's name.
  public var command: String
  /// Its arguments (one object for every command of the daemon).
  public var arguments: [JSONValue]?

  /// Creates the request.
  public init(command: String, arguments: [JSONValue]? = nil) {
    self.command = command
    self.arguments = arguments
  }
}
