/// A label the editor draws inside the code: the size after a view expression (`79.333×20.333`).
public struct InlayHint: Codable, Hashable, Sendable {
  /// Where the label goes: just after the expression.
  public var position: TextPosition
  /// The label.
  public var label: String
  /// LSP's `InlayHintKind`: 1 type (sizes read like types), 2 parameter.
  public var kind: Int?
  /// More about the value, shown when the label is hovered.
  public var tooltip: String?
  /// Whether the editor puts a space before the label.
  public var paddingLeft: Bool?

  /// Creates a hint.
  public init(position: TextPosition, label: String, kind: Int? = 1, tooltip: String? = nil, paddingLeft: Bool? = true)
  {
    self.position = position
    self.label = label
    self.kind = kind
    self.tooltip = tooltip
    self.paddingLeft = paddingLeft
  }
}
