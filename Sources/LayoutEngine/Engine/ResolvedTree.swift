/// The resolved tree of a pass: every concrete node (`ForEach` expanded, `if` chosen, expressions evaluated) in
/// one array, in the order resolved, referring to each other by index. The structure queries the pass asks of it
/// (a node's flattened layers, tree order, the sections of a list) are here; nothing about them recurses past
/// `TreeLimits.maxDepth`.
final class ResolvedTree {
  /// The resolved nodes; indices are stable for the pass. Add nodes with `append(claimed:)`, their ids claimed first.
  var nodes: [ResolvedNode] = []
  /// Each node's index, by resolved id (ids are unique within a pass).
  private(set) var indexByID: [String: Int] = [:]
  /// Whether any `alignmentGuide` sets a frame guide (leading, center, …), or a custom layout with an
  /// `explicitAlignment` body is used. Without one no layer can have an explicit value for a frame guide
  /// (containers never combine them), so lookups can stop early.
  var hasFrameGuideOverrides = false
  /// Whether any `safeAreaInset` or `safeAreaPadding` was resolved (else only the root's insets count).
  var hasSafeAreaModifiers = false

  /// Claims `id` for the node appended next (`append(claimed:)`) unless a node has it already; returns whether it
  /// did. One lookup of the id where checking it and then appending the node took two: each hashes the id, and a
  /// deep tree's ids are non-ASCII (`NodeID.compacted`) and up to 1 KB, hashed through Unicode normalization.
  func claim(_ id: String) -> Bool {
    claim(id, at: nodes.count)
  }

  /// Claims `id` for the node to be appended at `index` (`append(claimed:)`, the nodes before it appended first)
  /// unless a node has it already; returns whether it did.
  func claim(_ id: String, at index: Int) -> Bool {
    let count = indexByID.count
    // The default subscript inserts the index when the id is new, in the same lookup.
    indexByID[id, default: index] += 0
    return indexByID.count > count
  }

  /// Gives back an id claimed for a node that will not be appended.
  func unclaim(_ id: String) {
    indexByID[id] = nil
  }

  /// Adds a node whose id it claimed just before (`claim(_:)`); returns its index. The node is moved in.
  func append(claimed node: consuming ResolvedNode) -> Int {
    assert(indexByID[node.id] == nodes.count, "the id is claimed for this node")
    nodes.append(node)
    return nodes.count - 1
  }

  /// Makes room for `count` nodes and their ids: grown by appending, the nodes would be copied and their index
  /// rehashed at each doubling.
  func reserveCapacity(_ count: Int) {
    nodes.reserveCapacity(count)
    indexByID.reserveCapacity(count)
  }

  /// The id of the node at `index`, when there is one.
  func id(of index: Int?) -> String? {
    index.flatMap { nodes.indices.contains($0) ? nodes[$0].id : nil }
  }

  /// The outermost layers a node contributes to its parent's layout: its own, or for a layout-transparent
  /// node (`Group`, `ForEach`, `if`, `EmptyView`) those of its children, recursively.
  func flattened(_ index: Int) -> [ResolvedLayerIndex] {
    guard nodes[index].view.isTransparent, !nodes[index].isImplicitContainer else {
      return [ResolvedLayerIndex(node: index, layer: nodes[index].layerCount - 1)]
    }
    var result: [ResolvedLayerIndex] = []
    for child in nodes[index].children { result += flattened(child) }
    return result
  }

  /// Whether the layer keeps its spacing through frames and padding: a Spacer, possibly under modifiers
  /// without a layout of their own.
  func requiresSpacingProjection(_ ref: ResolvedLayerIndex) -> Bool {
    var current = ref
    while current.layer > 0 {
      switch nodes[current.node].modifiers[current.layer - 1].kind {
      case .passThrough, .secondary, .offset, .coordinateSpace, .alignmentGuide, .layoutValue, .renderTransform:
        current.layer -= 1
      default:
        return false
      }
    }
    if case .spacer = nodes[current.node].view { return true }
    return false
  }

  /// The resolved nodes in tree order: each node, then its content, then the content of each of its modifiers
  /// in chain order (`secondary`: this tree's `hostedContent()`). Computed with an explicit stack: the tree may be
  /// deep.
  func treeOrder(hosted secondary: [[Int]?]) -> [Int] {
    guard !nodes.isEmpty else { return [] }
    var result: [Int] = []
    result.reserveCapacity(nodes.count)
    var stack = [0]
    while let index = stack.popLast(), result.count < nodes.count {
      result.append(index)
      if secondary.indices.contains(index), let hosted = secondary[index] {
        stack.append(contentsOf: children(of: index, hosted: hosted).reversed())
      } else {
        stack.append(contentsOf: nodes[index].children.reversed())
      }
    }
    return result
  }

  /// The views modifiers hold (background, overlay, …), by the index of the node whose modifier holds them (nil for
  /// none), for every node of the tree as it is now. An array, not a dictionary: tree order and the records look up
  /// every node (a hash each was about 270 instructions, and building the dictionary hashed every hosted view).
  func hostedContent() -> [[Int]?] {
    // Read through a local, without an access check per node.
    let nodes = self.nodes
    var secondary = [[Int]?](filledWith: nil, count: nodes.count)
    for index in nodes.indices where nodes[index].hostLayer != nil {
      guard let parent = nodes[index].parent, secondary.indices.contains(parent) else { continue }
      if secondary[parent] == nil { secondary[parent] = [index] } else { secondary[parent]?.append(index) }
    }
    return secondary
  }

  /// A node's children, then the views its modifiers hold (`secondary`: this tree's `hostedContent()`), by layer
  /// and then as resolved.
  func children(of index: Int, secondary: [[Int]?]) -> [Int] {
    guard secondary.indices.contains(index), let hosted = secondary[index] else { return nodes[index].children }
    return children(of: index, hosted: hosted)
  }

  private func children(of index: Int, hosted: [Int]) -> [Int] {
    guard hosted.count > 1 else { return nodes[index].children + hosted }
    return nodes[index].children
      + hosted.sorted { (nodes[$0].hostLayer ?? 0, $0) < (nodes[$1].hostLayer ?? 0, $1) }
  }

  /// The `Form`/`List` whose rows a node is part of: the nearest ancestor with a layout of its own, when it is
  /// one; nil otherwise.
  func enclosingList(of index: Int) -> Int? {
    var current = nodes[index].parent
    while let parent = current {
      switch nodes[parent].view {
      case .form, .list: return nodes[parent].isImplicitContainer ? nil : parent
      default:
        guard nodes[parent].view.isTransparent, nodes[parent].hostLayer == nil else { return nil }
        current = nodes[parent].parent
      }
    }
    return nil
  }

  /// The `Section` a subview of a `Form`/`List` layer belongs to, and its part of it; nil for a row outside any
  /// section. Walks up from the subview's node to the list, so it is bounded by the tree's depth.
  func listSection(of ref: ResolvedLayerIndex, in list: Int) -> ListSection? {
    guard nodes.indices.contains(ref.node) else { return nil }
    var current = ref.node
    var role = nodes[current].sectionRole
    while let parent = nodes[current].parent, parent != list {
      if case .section = nodes[parent].view { return ListSection(section: parent, role: role ?? .row) }
      role = nodes[parent].sectionRole
      current = parent
    }
    return nil
  }

  func enclosingCustomLayouts(of layer: ResolvedLayerIndex) -> Int {
    var enclosing = 0
    var current = nodes[layer.node].parent
    while let index = current {
      if case .customLayout = nodes[index].view { enclosing += 1 }
      current = nodes[index].parent
    }
    return enclosing
  }
}
