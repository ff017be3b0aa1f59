/// The views each node's modifiers hold (background, overlay, …), by the index of the node whose modifier holds them,
/// for every node of a resolved tree as it is now (`ResolvedTree.hostedContent()`). Two flat arrays: each node's views
/// at consecutive positions, in index order; a list of its own for each holding node was an allocation a row of the
/// form, every pass. Tree order and the records look up every node's, by index.
struct HostedViews {
  /// Where each node's views start in `views`, by node index, and after the last node `views.count`.
  private let starts: [Int]
  private let views: [Int]

  /// The views the modifiers of `nodes` hold: every node with a host layer, under its parent.
  init(_ nodes: ResolvedNodes) {
    var starts = [Int](repeating: 0, count: nodes.count + 1)
    for index in nodes.indices {
      guard let parent = Self.host(of: index, in: nodes) else { continue }
      starts[parent + 1] += 1
    }
    for index in nodes.indices { starts[index + 1] += starts[index] }
    var next = starts
    var views = [Int](repeating: 0, count: starts[nodes.count])
    for index in nodes.indices {
      guard let parent = Self.host(of: index, in: nodes) else { continue }
      views[next[parent]] = index
      next[parent] += 1
    }
    self.starts = starts
    self.views = views
  }

  /// The parent of the node at `index` when one of its modifiers holds it, read at once (each read of a node finds its
  /// chunk, `ResolvedNodes`).
  private static func host(of index: Int, in nodes: ResolvedNodes) -> Int? {
    let (hosted, parent) = nodes.read(index) { ($0.hostLayer != nil, $0.parent) }
    guard hosted, let parent, nodes.indices.contains(parent) else { return nil }
    return parent
  }

  /// The views the modifiers of node `index` hold, in index order; none for a node outside the tree.
  func views(of index: Int) -> ArraySlice<Int> {
    guard index >= 0, index + 1 < starts.count else { return [] }
    return views[starts[index]..<starts[index + 1]]
  }
}
