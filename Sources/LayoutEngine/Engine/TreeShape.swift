/// What a resolved tree's shape alone decides (each node's parent, children and host layer,
/// `ResolvedTree.isShaped(as:)`): the views its nodes' modifiers hold, its nodes in tree order (the order of the pass's
/// records) and each node's position in that order. A pass whose tree is shaped as the previous pass's (a text edit's)
/// takes the previous one whole (`LayoutRun.run`): made again, they read every node twice and walked the order twice,
/// about 0.5 M instructions of the 1,000-row form's keeping-max edit.
struct TreeShape {
  /// The views the nodes' modifiers hold (`ResolvedTree.hostedContent()`).
  let hosted: HostedViews
  /// The nodes in tree order (`ResolvedTree.treeOrder(hosted:)`).
  let order: [Int]
  /// The position of each node in `order`, by node index (-1 for a node the order does not reach).
  let positions: [Int]

  /// The shape of `resolved` as it is now.
  init(of resolved: ResolvedTree) {
    hosted = resolved.hostedContent()
    order = resolved.treeOrder(hosted: hosted)
    // As long as the tree: `Array(repeating:)` fills it at once, where `init(filledWith:)` appended each element.
    var positions = [Int](repeating: -1, count: resolved.nodes.count)
    for (position, index) in order.enumerated() { positions[index] = position }
    self.positions = positions
  }
}
