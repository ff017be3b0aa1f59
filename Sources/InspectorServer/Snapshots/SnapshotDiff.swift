import InspectorProtocol
import JSONCore

/// The differences between two `LayoutSnapshot`s: the one implementation behind `layout/diff`, whichever its
/// sides are (two points of a tree's history, two trees, a stored snapshot and a tree).
///
/// - Nodes are matched by id (stable across passes and edits); `added` and `removed` keep each side's tree order.
/// - Moved: a node whose parent changed, or whose origin relative to its nearest ancestor with a frame changed
///   (the root: its origin); a node that only follows its parent is not listed, its parent is.
/// - Resized: a node whose outermost frame's size changed.
/// - Layers of a node on both sides are matched by index: added, removed, or a changed summary, proposal, size,
///   or origin relative to the node's outermost layer. The layers of added and removed nodes are not listed.
/// - Preference values at each node on both sides, and `@State`, by name; absent and `null` (nil) differ.
/// - Numbers are compared as the snapshots hold them (rounded to the thousandth of a point); positions, which
///   are differences of rounded numbers, within half a thousandth.
///
/// Cost: linear in the nodes and layers of both sides (dictionaries by id); no recursion, and ancestors are
/// found in one sweep in tree order, so a client's snapshot with a cyclic or out-of-order parent cannot loop.
/// Status: complete.
struct SnapshotDiff {
  var added: [SnapshotNode] = []
  var removed: [SnapshotNode] = []
  var moved: [NodeFrameChange] = []
  var resized: [NodeFrameChange] = []
  var texts: [TextChange] = []
  var layers: [LayerChange] = []
  var preferences: [PreferenceChange] = []
  var state: [StateChange] = []

  /// Positions differing by no more than this are the same (they are differences of rounded lengths).
  static let positionTolerance = 0.0005

  /// The differences from `old` to `new`.
  init(from old: LayoutSnapshot, to new: LayoutSnapshot) {
    let oldNodes = Self.index(old.nodes)
    let newNodes = Self.index(new.nodes)
    let oldAnchors = Self.anchors(old.nodes)
    let newAnchors = Self.anchors(new.nodes)
    let oldLayers = Dictionary(grouping: old.layers, by: \.node)
    let newLayers = Dictionary(grouping: new.layers, by: \.node)
    for node in new.nodes {
      guard let before = oldNodes[node.id] else {
        added.append(node)
        continue
      }
      compare(before, node, anchors: (oldAnchors[node.id], newAnchors[node.id]))
      compareLayers(node.id, oldLayers[node.id] ?? [], newLayers[node.id] ?? [])
      comparePreferences(node.id, before.preferences ?? JSONObject(), node.preferences ?? JSONObject())
    }
    removed = old.nodes.filter { newNodes[$0.id] == nil }
    for (name, value) in new.state where old.state[name] != value {
      state.append(StateChange(name: name, before: old.state[name], after: value))
    }
    for (name, value) in old.state where new.state[name] == nil {
      state.append(StateChange(name: name, before: value, after: nil))
    }
  }

  /// The nodes by id; a repeated id keeps its first node (the daemon checks a client's snapshot first).
  private static func index(_ nodes: [SnapshotNode]) -> [String: SnapshotNode] {
    Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// Each node's origin of reference: the origin of its nearest ancestor with a frame, or (0, 0). One sweep in
  /// tree order, where parents come before their children; a parent not seen yet counts as having none.
  private static func anchors(_ nodes: [SnapshotNode]) -> [String: (x: Double, y: Double)] {
    var anchors: [String: (x: Double, y: Double)] = [:]
    var origins: [String: (x: Double, y: Double)] = [:]
    for node in nodes {
      let anchor = node.parent.flatMap { origins[$0] } ?? (0, 0)
      anchors[node.id] = anchor
      origins[node.id] = node.frame.map { ($0.x, $0.y) } ?? anchor
    }
    return anchors
  }

  private mutating func compare(
    _ before: SnapshotNode, _ after: SnapshotNode, anchors: ((x: Double, y: Double)?, (x: Double, y: Double)?)
  ) {
    if before.text != after.text {
      texts.append(TextChange(node: after.id, view: after.view, before: before.text, after: after.text))
    }
    guard let old = before.frame, let new = after.frame else { return }
    if !Self.same(old.width, new.width) || !Self.same(old.height, new.height) {
      resized.append(NodeFrameChange(node: after.id, view: after.view, before: old, after: new))
    }
    let oldAnchor = anchors.0 ?? (0, 0)
    let newAnchor = anchors.1 ?? (0, 0)
    let reparented = before.parent != after.parent
    if reparented || !Self.close(old.x - oldAnchor.x, new.x - newAnchor.x)
      || !Self.close(old.y - oldAnchor.y, new.y - newAnchor.y)
    {
      moved.append(
        NodeFrameChange(
          node: after.id, view: after.view, before: old, after: new, parentBefore: reparented ? before.parent : nil,
          parentAfter: reparented ? after.parent : nil))
    }
  }

  private mutating func compareLayers(_ node: String, _ old: [SnapshotLayer], _ new: [SnapshotLayer]) {
    let oldOuter = old.last?.frame
    let newOuter = new.last?.frame
    for index in 0..<max(old.count, new.count) {
      let before = old.indices.contains(index) ? old[index] : nil
      let after = new.indices.contains(index) ? new[index] : nil
      var changed: [String] = []
      switch (before, after) {
      case (nil, .some):
        changed = ["added"]
      case (.some, nil):
        changed = ["removed"]
      case (let before?, let after?):
        if before.summary != after.summary { changed.append("summary") }
        if before.proposal != after.proposal { changed.append("proposal") }
        if !Self.same(before.frame.width, after.frame.width) || !Self.same(before.frame.height, after.frame.height) {
          changed.append("size")
        }
        if let oldOuter, let newOuter,
          !Self.close(before.frame.x - oldOuter.x, after.frame.x - newOuter.x)
            || !Self.close(before.frame.y - oldOuter.y, after.frame.y - newOuter.y)
        {
          changed.append("position")
        }
      case (nil, nil):
        continue
      }
      if !changed.isEmpty {
        layers.append(LayerChange(node: node, layer: index, changed: changed, before: before, after: after))
      }
    }
  }

  private mutating func comparePreferences(_ node: String, _ old: JSONObject, _ new: JSONObject) {
    for (key, value) in new where old[key] != value {
      preferences.append(PreferenceChange(node: node, key: key, before: old[key], after: value))
    }
    for (key, value) in old where new[key] == nil {
      preferences.append(PreferenceChange(node: node, key: key, before: value, after: nil))
    }
  }

  /// Equal lengths, two NaNs included.
  private static func same(_ a: Double, _ b: Double) -> Bool {
    a == b || (a.isNaN && b.isNaN)
  }

  /// Positions within `positionTolerance` (or the same non-finite value).
  private static func close(_ a: Double, _ b: Double) -> Bool {
    same(a, b) || Swift.abs(a - b) <= positionTolerance
  }
}
