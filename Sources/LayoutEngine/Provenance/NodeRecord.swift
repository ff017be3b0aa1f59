import JSONCore

/// One concrete node of a pass: a view with its layers, in the resolved tree.
public struct NodeRecord: Sendable {
  /// The record's fields, boxed: a pass's record array holds one reference per node, so a record shared with an
  /// earlier pass (a node taken whole, `PassRecorder.records`) is copied with one retain, not one per field, and the
  /// array of a pass is 8 bytes a node instead of the 128 the fields took inline.
  private let storage: Storage

  /// The node's id.
  public var id: String { storage.id }
  /// The SwiftUI type name (`Text`), `ForEach`, `Group`, `if`.
  public var viewType: String { storage.viewType }
  /// The resolved text of a `Text`, a `Button`'s title, a field's text or title.
  public var text: String? { storage.text }
  /// The parent's id; nil for the root.
  public var parentID: String? { storage.parentID }
  /// When the node is content of a parent's modifier (`background`, `overlay`), that layer's index.
  public var hostLayer: Int? { storage.hostLayer < 0 ? nil : Int(storage.hostLayer) }
  /// The children's ids in order: content first, then each modifier's content in chain order.
  public var childIDs: [String] { storage.childIDs }
  /// Where the node was declared.
  public var declaredPath: JSONPath { storage.declaredPath }
  /// The layers: the bare view first, then each modifier in chain order. Empty for nodes that have no layout
  /// of their own (`Group`, `ForEach`, `if`, `EmptyView`): their children are laid out by their parent.
  public var layers: [LayerRecord] { storage.layers }
  /// The names visible to expressions written on this node (`ForEach` elements, `GeometryReader` proxies).
  public var scope: EvaluationScope { storage.scope }

  /// Creates a record (the pass's recorder makes them).
  init(
    id: String, viewType: String, text: String?, parentID: String?, hostLayer: Int?, childIDs: [String],
    declaredPath: JSONPath, layers: [LayerRecord], scope: EvaluationScope
  ) {
    storage = Storage(
      id: id, viewType: viewType, text: text, parentID: parentID, hostLayer: hostLayer, childIDs: childIDs,
      declaredPath: declaredPath, layers: layers, scope: scope)
  }

  /// Whether `other` is this record itself, the same fields shared (a node taken whole keeps the earlier pass's record):
  /// answered from the two references alone, where comparing a field reads the fields' memory.
  func isShared(with other: NodeRecord) -> Bool { storage === other.storage }

  /// Whether the node is a `GeometryReader` laid out as a container's child (not a modifier's view, not the root): it
  /// takes the whole proposal.
  var isChildReader: Bool { viewType == "GeometryReader" && hostLayer == nil && parentID != nil }

  /// The outermost layer: the one the parent sees.
  public var outermost: LayerRecord? { layers.last }
  /// The outermost layer's frame in root coordinates.
  public var frame: Rect? { layers.last?.frame }
  /// The outermost layer's size.
  public var size: Size? { layers.last?.size }
  /// The outermost layer's proposal.
  public var proposal: ProposedViewSize? { layers.last?.proposal }

  /// A record's fields, immutable and shared by its copies. The host layer is stored last as 32 bits, -1 for none (a
  /// node's modifier chain is far shorter than 2^31 layers): the object takes 116 bytes with its header, a 128-byte
  /// heap chunk, where an optional `Int` among the fields took a 144-byte chunk.
  private final class Storage: Sendable {
    let id: String
    let viewType: String
    let text: String?
    let parentID: String?
    let childIDs: [String]
    let declaredPath: JSONPath
    let layers: [LayerRecord]
    let scope: EvaluationScope
    let hostLayer: Int32

    init(
      id: String, viewType: String, text: String?, parentID: String?, hostLayer: Int?, childIDs: [String],
      declaredPath: JSONPath, layers: [LayerRecord], scope: EvaluationScope
    ) {
      self.id = id
      self.viewType = viewType
      self.text = text
      self.parentID = parentID
      self.hostLayer = hostLayer.map { Int32(clamping: $0) } ?? -1
      self.childIDs = childIDs
      self.declaredPath = declaredPath
      self.layers = layers
      self.scope = scope
    }
  }
}
