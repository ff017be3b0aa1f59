import JSONCore

/// An action the update loop ran after a pass: an `onPreferenceChange` that received a new value, an
/// `onChange`, or a tapped `Button`'s action.
public struct ActionDelivery: Codable, Hashable, Sendable {
  /// The node whose modifier (or button) holds the action.
  public var node: String
  /// `onPreferenceChange`, `onChange` or `tap`.
  public var kind: String
  /// The preference key delivered, for `onPreferenceChange`.
  public var key: String?
  /// The value the action received, as plain JSON.
  public var value: JSONValue?
  /// Where the action is declared in the tree document.
  public var path: String?

  /// Creates a delivery.
  public init(node: String, kind: String, key: String? = nil, value: JSONValue? = nil, path: String? = nil) {
    self.node = node
    self.kind = kind
    self.key = key
    self.value = value
    self.path = path
  }

  private enum CodingKeys: String, CodingKey {
    case node, kind, key, value, path
  }

  /// Decodes a delivery; a present `null` value stays `.null`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    node = try container.decode(String.self, forKey: .node)
    kind = try container.decode(String.self, forKey: .kind)
    key = try container.decodeIfPresent(String.self, forKey: .key)
    value = try container.decodePresentValue(forKey: .value)
    path = try container.decodeIfPresent(String.self, forKey: .path)
  }
}
