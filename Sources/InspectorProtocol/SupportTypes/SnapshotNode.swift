import JSONCore

/// One node of a `LayoutSnapshot`: its id, view type and text, its parent, and its outermost layer's frame in
/// root coordinates, with the preference values that reach it.
public struct SnapshotNode: Codable, Hashable, Sendable {
  /// The node's id.
  public var id: String
  /// The view type.
  public var view: String
  /// The resolved text of a `Text`, a `Button`'s title or a field's text.
  public var text: String?
  /// The parent's id; absent for the root.
  public var parent: String?
  /// The outermost layer's frame in root coordinates; absent for nodes without layers of their own (`Group`,
  /// `ForEach`, `if`).
  public var frame: FrameValue?
  /// The value of each preference key visible at the node (`null` for a nil value), in the tree's key order;
  /// absent when none is.
  public var preferences: JSONObject?

  /// Creates a node.
  public init(
    id: String, view: String, text: String? = nil, parent: String? = nil, frame: FrameValue? = nil,
    preferences: JSONObject? = nil
  ) {
    self.id = id
    self.view = view
    self.text = text
    self.parent = parent
    self.frame = frame
    self.preferences = preferences
  }
}

extension SnapshotNode: JSONTextEncodable {
  /// Writes the node as its `Encodable` conformance does (members left out when nil).
  public func write(to writer: inout JSONTextWriter) throws(JSONCodingError) {
    writer.text("{\"id\":")
    writer.string(id)
    writer.key("view")
    writer.string(view)
    writer.member("text", ifPresent: text)
    writer.member("parent", ifPresent: parent)
    try writer.member("frame", ifPresent: frame)
    writer.member("preferences", ifPresent: preferences.map(JSONValue.object))
    writer.endObject()
  }
}
