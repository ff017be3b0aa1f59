/// A file of the workspace that changed on disk: `workspace/didChangeWatchedFiles`.
public struct FileEvent: Codable, Hashable, Sendable {
  /// The file's uri.
  public var uri: String
  /// 1 created, 2 changed, 3 deleted.
  public var type: Int

  /// Creates the event.
  public init(uri: String, type: Int) {
    self.uri = uri
    self.type = type
  }
}
