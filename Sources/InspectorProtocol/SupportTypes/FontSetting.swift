/// A font file to load, by path on the daemon's machine (`--font PATH`, or `initializationOptions.fonts`).
public struct FontSetting: Codable, Hashable, Sendable {
  /// The file's path: a TrueType or OpenType font, or a collection.
  public var path: String
  /// `named` (found by `Font.custom(name)`, the default) or `systemFont` (measures the system font instead of
  /// the built-in SF emulation, for example your own licensed SF Pro).
  public var role: String?
  /// An extra name the faces answer to in `Font.custom`.
  public var alias: String?
  /// The face of a collection to load; absent loads every face.
  public var faceIndex: Int?

  /// Creates a setting.
  public init(path: String, role: String? = nil, alias: String? = nil, faceIndex: Int? = nil) {
    self.path = path
    self.role = role
    self.alias = alias
    self.faceIndex = faceIndex
  }
}
