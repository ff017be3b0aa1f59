import JSONCore

/// An action the update loop ran (or dropped) after a pass, or a tap ran during an edit: an `onPreferenceChange`
/// that received a new value, an `onChange`, or a tapped `Button`'s action.
public struct ActionDelivery: Codable, Hashable, Sendable {
  /// The node whose modifier (or button) holds the action.
  public var node: String
  /// The modifier's layer; absent for a button's action.
  public var layer: Int?
  /// `onPreferenceChange`, `onChange` or `tap`.
  public var kind: String
  /// The preference key delivered, for `onPreferenceChange`; the observed expression, for `onChange`.
  public var key: String?
  /// The value the action received, as plain JSON.
  public var value: JSONValue?
  /// The value delivered before (`onPreferenceChange`) or observed before (`onChange`); absent the first time.
  public var previous: JSONValue?
  /// The action's code as written (`labelWidth = $0`).
  public var action: String?
  /// `ran`, `droppedByCycleGuard` (SwiftUI's guard against a binder updating more than twice per frame) or
  /// `failed: <reason>` (its writes were discarded).
  public var outcome: String?
  /// Where the action is declared in the tree document.
  public var path: String?

  /// Creates a delivery.
  public init(
    node: String, layer: Int? = nil, kind: String, key: String? = nil, value: JSONValue? = nil,
    previous: JSONValue? = nil, action: String? = nil, outcome: String? = nil, path: String? = nil
  ) {
    self.node = node
    self.layer = layer
    self.kind = kind
    self.key = key
    self.value = value
    self.previous = previous
    self.action = action
    self.outcome = outcome
    self.path = path
  }

  private enum CodingKeys: String, CodingKey {
    case node, layer, kind, key, value, previous, action, outcome, path
  }

  /// Decodes a delivery; present `null` values stay `.null`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    node = try container.decode(String.self, forKey: .node)
    layer = try container.decodeIfPresent(Int.self, forKey: .layer)
    kind = try container.decode(String.self, forKey: .kind)
    key = try container.decodeIfPresent(String.self, forKey: .key)
    value = try container.decodePresentValue(forKey: .value)
    previous = try container.decodePresentValue(forKey: .previous)
    action = try container.decodeIfPresent(String.self, forKey: .action)
    outcome = try container.decodeIfPresent(String.self, forKey: .outcome)
    path = try container.decodeIfPresent(String.self, forKey: .path)
  }
}
