import InspectorProtocol

/// A node of a laid-out tree in one pass: what `LayoutTree.node(_:)` returns.
///
/// `size`, `frame`, `width`, … describe the node's outermost layer, the one its parent sees (a label's
/// `frame(width: labelWidth)`, not the `Text` inside it); `layers` holds every layer, the bare view first.
public struct LayoutNode: Sendable, CustomStringConvertible {
  /// The daemon's description of the node, with every fact it reports.
  public let layout: NodeLayout
  /// The version described.
  public let version: Int
  /// The pass described.
  public let pass: Int

  /// The node of a reply.
  init(_ layout: NodeLayout, version: Int, pass: Int) {
    self.layout = layout
    self.version = version
    self.pass = pass
  }

  /// The node's id (`user-label`, or one derived from its place: `form/HStack0/Text1`).
  public var id: String { layout.id }
  /// The SwiftUI view type.
  public var view: String { layout.view }
  /// The resolved text of a `Text`, a `Button`'s title or a field's text.
  public var text: String? { layout.text }
  /// The parent's id; nil for the root.
  public var parent: String? { layout.parent }
  /// The children's ids.
  public var children: [String] { layout.children }
  /// The layers: the bare view, then each modifier in chain order.
  public var layers: [LayoutLayer] { (layout.layers ?? []).map(LayoutLayer.init) }
  /// The first layer named `name` (`frame`, `padding`, `Text`), innermost first.
  public func layer(named name: String) -> LayoutLayer? {
    layout.layers?.first { $0.name == name }.map(LayoutLayer.init)
  }

  /// The outermost layer's size; nil for a node without layers (`Group`, `ForEach`).
  public var size: LayoutSize? { layout.size.map(LayoutSize.init) }
  /// The outermost layer's frame in root coordinates; nil for a node without layers.
  public var frame: LayoutFrame? { layout.frame.map(LayoutFrame.init) }
  /// The outermost layer's frame in its parent's coordinates; nil for a node without layers.
  public var frameInParent: LayoutFrame? { layout.frameInParent.map(LayoutFrame.init) }
  /// The proposal the outermost layer was placed with; nil for a node without layers.
  public var proposal: LayoutProposal? { layout.proposal.map(LayoutProposal.init) }
  /// The width (`unavailable` for a node without layers).
  public var width: LayoutValue { size?.width ?? .unavailable }
  /// The height (`unavailable` for a node without layers).
  public var height: LayoutValue { size?.height ?? .unavailable }
  /// The left edge in root coordinates (`unavailable` for a node without layers).
  public var x: LayoutValue { frame?.x ?? .unavailable }
  /// The top edge in root coordinates (`unavailable` for a node without layers).
  public var y: LayoutValue { frame?.y ?? .unavailable }

  /// `#user-label Text "User:" (114.167, 401.167) 79.333×20.333`.
  public var description: String {
    var text = "#\(id) \(view)"
    if let label = self.text { text += " \"\(label)\"" }
    if let frame { text += " \(frame)" }
    return text
  }
}
