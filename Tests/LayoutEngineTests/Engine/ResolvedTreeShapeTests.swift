import Testing

@testable import LayoutEngine

/// A pass whose resolved tree has the previous pass's shape takes its tree order from the previous pass
/// (`ResolvedTree.isShaped(as:)`, `LayoutRun`): the shape is every node's parent, children and hosting layer, by index,
/// and nothing else; ids at the same indices are not enough.
struct ResolvedTreeShapeTests {
  @Test func theSameParentsChildrenAndHostsAreTheSameShape() {
    let tree = Self.tree([(nil, nil, [1, 2]), (0, nil, [3]), (0, 1, []), (1, nil, [])])
    let again = Self.tree([(nil, nil, [1, 2]), (0, nil, [3]), (0, 1, []), (1, nil, [])])
    #expect(tree.isShaped(as: again))
    #expect(tree.isShaped(as: tree))
  }

  @Test func aNodeUnderAnotherParentOrHostedElsewhereIsAnotherShape() {
    // The same nodes in the same order: the third is moved from the root to the second node.
    let tree = Self.tree([(nil, nil, [1, 2]), (0, nil, []), (0, nil, [])])
    let moved = Self.tree([(nil, nil, [1]), (0, nil, [2]), (1, nil, [])])
    #expect(!tree.isShaped(as: moved))
    // The same parents and children lists, but the third is hosted by the root's first modifier.
    let hosted = Self.tree([(nil, nil, [1, 2]), (0, nil, []), (0, 1, [])])
    #expect(!tree.isShaped(as: hosted))
    let longer = Self.tree([(nil, nil, [1, 2]), (0, nil, []), (0, nil, []), (nil, nil, [])])
    #expect(!tree.isShaped(as: longer))
  }

  /// A tree of nodes given as (parent, hosting layer, children), named by index.
  private static func tree(_ nodes: [(parent: Int?, hostLayer: Int?, children: [Int])]) -> ResolvedTree {
    let tree = ResolvedTree()
    for (index, shape) in nodes.enumerated() {
      _ = tree.claim("node-\(index)")
      var node = ResolvedNode(
        id: "node-\(index)", declaredID: "", keySuffix: "", view: .color("clear"), modifiers: [],
        parent: shape.parent, hostLayer: shape.hostLayer, declaredPath: .root, scope: .empty,
        environment: TextEnvironment(font: .body, lineLimit: nil), stackAxis: nil)
      node.children = shape.children
      _ = tree.append(claimed: node)
    }
    return tree
  }
}
