import JSONCore

/// One node of a pass with its layers.
///
/// `size`, `frame`, `frameInParent`, `renderedFrame` and `proposal` describe the node's outermost layer, the
/// one its parent sees. They are absent for nodes that have no layout of their own (`Group`, `ForEach`, `if`,
/// `EmptyView`): their children are laid out by their parent, and `layers` is empty.
public struct NodeLayout: Codable, Hashable, Sendable {
  /// The node's id: the client's `id`, or one derived from its position (`form/HStack0/Text1`); stable across
  /// passes and edits.
  public var id: String
  /// The SwiftUI view type (`Text`, `HStack`), or `ForEach`, `Group`, `if`.
  public var view: String
  /// The resolved text of a `Text`, a `Button`'s title or a field's text.
  public var text: String?
  /// The parent's id; absent for the root.
  public var parent: String?
  /// When the node is the content of a parent's modifier (`background`, `overlay`), that layer's index.
  public var hostLayer: Int?
  /// The children's ids: content first, then each modifier's content in chain order.
  public var children: [String]
  /// The depth in the tree: 0 for the root.
  public var depth: Int
  /// Where the node is declared in the tree document.
  public var path: String
  /// The outermost layer's proposal.
  public var proposal: ProposalValue?
  /// The outermost layer's size.
  public var size: SizeValue?
  /// The outermost layer's frame in root coordinates.
  public var frame: FrameValue?
  /// The outermost layer's frame in its parent's coordinates.
  public var frameInParent: FrameValue?
  /// The outermost layer's frame snapped to the pixel grid.
  public var renderedFrame: FrameValue?
  /// The layers: the bare view first, then each modifier in chain order; absent when not asked for.
  public var layers: [LayerLayout]?
  /// Where the view is written, for a tree read from Swift source (in the position encoding the session
  /// negotiated).
  public var source: TextLocation?

  /// Creates a node.
  public init(
    id: String, view: String, text: String?, parent: String?, hostLayer: Int?, children: [String], depth: Int,
    path: String, proposal: ProposalValue?, size: SizeValue?, frame: FrameValue?, frameInParent: FrameValue?,
    renderedFrame: FrameValue?, layers: [LayerLayout]?, source: TextLocation? = nil
  ) {
    self.id = id
    self.view = view
    self.text = text
    self.parent = parent
    self.hostLayer = hostLayer
    self.children = children
    self.depth = depth
    self.path = path
    self.proposal = proposal
    self.size = size
    self.frame = frame
    self.frameInParent = frameInParent
    self.renderedFrame = renderedFrame
    self.layers = layers
    self.source = source
  }
}

extension NodeLayout: JSONTextEncodable {
  /// Writes the node as its `Encodable` conformance does: a node of `layout/tree`'s list.
  public func write(to writer: inout JSONTextWriter) throws(JSONCodingError) {
    writer.beginObject()
    try writeMembers(to: &writer)
    writer.endObject()
  }

  /// Writes the node's members, `id`, `view`, then every field in `NodeLayoutField`'s order (which is the members'),
  /// into the object open: `NodeLayoutResult` writes them after its own.
  func writeMembers(to writer: inout JSONTextWriter) throws(JSONCodingError) {
    writer.key("id")
    writer.string(id)
    writer.key("view")
    writer.string(view)
    for field in NodeLayoutField.allCases { try write(field, to: &writer) }
  }

  /// Writes `field` as a member, as the node's `Encodable` conformance does (left out when nil).
  func write(_ field: NodeLayoutField, to writer: inout JSONTextWriter) throws(JSONCodingError) {
    switch field {
    case .text: writer.member(field.name, ifPresent: text)
    case .parent: writer.member(field.name, ifPresent: parent)
    case .hostLayer: writer.member(field.name, ifPresent: hostLayer)
    case .children:
      writer.key(field.name)
      writer.beginArray()
      for child in children { writer.string(child) }
      writer.endArray()
    case .depth:
      writer.key(field.name)
      writer.integer(depth)
    case .path:
      writer.key(field.name)
      writer.string(path)
    case .proposal: try writer.member(field.name, ifPresent: proposal)
    case .size: try writer.member(field.name, ifPresent: size)
    case .frame: try writer.member(field.name, ifPresent: frame)
    case .frameInParent: try writer.member(field.name, ifPresent: frameInParent)
    case .renderedFrame: try writer.member(field.name, ifPresent: renderedFrame)
    case .layers: try writer.member(field.name, ifPresent: layers)
    case .source: try writer.member(field.name, ifPresent: source)
    }
  }
}
