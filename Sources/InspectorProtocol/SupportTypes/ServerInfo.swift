/// The name and version of a program: the daemon in `initialize`'s result, the client in its params.
public struct ServerInfo: Codable, Hashable, Sendable {
  /// The program's name.
  public var name: String
  /// Its version.
  public var version: String?

  /// Creates the information.
  public init(name: String, version: String?) {
    self.name = name
    self.version = version
  }
}
