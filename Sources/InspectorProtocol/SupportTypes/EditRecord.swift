/// An edit that made a version, as the history keeps it.
public struct EditRecord: Codable, Hashable, Sendable {
  /// The edit as the client sent it.
  public var edit: Edit
  /// The edit in plain words: `setText #user-label "Name:"`.
  public var description: String

  /// Creates a record.
  public init(edit: Edit, description: String) {
    self.edit = edit
    self.description = description
  }
}
