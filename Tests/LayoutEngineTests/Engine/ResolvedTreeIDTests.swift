import JSONCore
import Testing

@testable import LayoutEngine

/// A pass's index of ids when nodes copied from the previous pass's tree inherit their ids instead of claiming them by
/// look-up (`ResolvedTree.inherit(_:at:)`): every id is held by one node, whichever way it was taken, and the sealed
/// index is the one claiming every id would have made.
struct ResolvedTreeIDTests {
  @Test func inheritedAndClaimedIDsExcludeEachOther() {
    let tree = ResolvedTree()
    tree.inheritsIDs(from: Self.sealed(["a", "b", "c"]))
    #expect(tree.inherit(1, at: 0))
    #expect(!tree.claim("b"), "inherited by the node at 0")
    #expect(!tree.inherit(1, at: 0), "inherited once")
    _ = tree.append(claimed: Self.node("b"))
    #expect(tree.claim("c"))
    #expect(!tree.inherit(2, at: 1), "claimed by look-up")
    _ = tree.append(claimed: Self.node("c"))
    #expect(tree.index(of: "b") == 0)
    #expect(tree.index(of: "c") == 1)
    #expect(tree.index(of: "a") == nil, "neither inherited nor claimed")
    #expect(tree.inherit(0, at: 2))
    tree.disinherit(0)
    #expect(tree.index(of: "a") == nil, "given back")
    #expect(tree.claim("a"))
  }

  @Test func sealingSharesThePreviousIndexOnlyWhenEveryIDIsAtItsIndex() {
    let previous = Self.sealed(["a", "b", "c"])
    let same = ResolvedTree()
    same.inheritsIDs(from: previous)
    #expect(same.claim("a"))
    _ = same.append(claimed: Self.node("a"))
    #expect(same.inherit(1, at: 1))
    _ = same.append(claimed: Self.node("b"))
    #expect(same.inherit(2, at: 2))
    _ = same.append(claimed: Self.node("c"))
    same.seal()
    #expect(same.indexByID == ["a": 0, "b": 1, "c": 2])

    let moved = ResolvedTree()
    moved.inheritsIDs(from: previous)
    #expect(moved.claim("x"))
    _ = moved.append(claimed: Self.node("x"))
    #expect(moved.inherit(2, at: 1))
    _ = moved.append(claimed: Self.node("c"))
    #expect(moved.inherit(0, at: 2))
    _ = moved.append(claimed: Self.node("a"))
    moved.seal()
    #expect(moved.indexByID == ["x": 0, "c": 1, "a": 2])
    #expect(!moved.inheritsIDs, "lets go of the previous tree")
  }

  /// A sealed tree of nodes with `ids`, claimed by look-up.
  private static func sealed(_ ids: [String]) -> ResolvedTree {
    let tree = ResolvedTree()
    for id in ids {
      _ = tree.claim(id)
      _ = tree.append(claimed: node(id))
    }
    tree.seal()
    return tree
  }

  private static func node(_ id: String) -> ResolvedNode {
    ResolvedNode(
      id: id, declaredID: "", keySuffix: "", view: .color("clear"), modifiers: [], parent: nil, hostLayer: nil,
      declaredPath: .root, scope: .empty, environment: TextEnvironment(font: .body, lineLimit: nil),
      stackAxis: nil)
  }
}
