import JSONCore
import Testing

@testable import LayoutEngine

/// A declared node's child views: an array's value semantics, in chunks that copies share past `chunkSize` views.
struct ViewNodesTests {
  /// `count` leaf views, each with its position in its id.
  static func views(_ count: Int) -> [ViewNode] {
    (0..<count).map {
      ViewNode(
        id: "v\($0)", hasExplicitID: true, kind: .emptyView, modifiers: [], content: [],
        path: JSONPath.root.key("content").index($0))
    }
  }

  @Test func oneReferenceWide() {
    #expect(MemoryLayout<ViewNodes>.size == MemoryLayout<[ViewNode]>.size)
  }

  @Test(arguments: [0, 1, 63, 64, 65, 128, 129, 1_000])
  func readsAsTheArrayItWasMadeOf(count: Int) {
    let array = Self.views(count)
    let nodes = ViewNodes(array)
    #expect(nodes.count == count && nodes.isEmpty == array.isEmpty)
    #expect(Array(nodes) == array && nodes.array == array)
    #expect(nodes == ViewNodes(array) && nodes.hashValue == ViewNodes(array).hashValue)
    #expect(String(describing: nodes) == String(describing: array))
    nodes.withNodesInPlace { inPlace in
      #expect(inPlace.count == count)
      #expect((0..<inPlace.count).allSatisfy { inPlace[$0].isCopy(of: array[$0]) })
    }
    let slice = nodes[(count / 3)..<(count / 2)]
    slice.withNodesInPlace { inPlace in
      #expect(inPlace.count == slice.count)
      #expect((0..<inPlace.count).allSatisfy { inPlace[$0].isCopy(of: array[count / 3 + $0]) })
    }
  }

  @Test(arguments: [1, 64, 65, 1_000])
  func aWriteLeavesTheCopyAsItWas(count: Int) {
    let array = Self.views(count)
    let original = ViewNodes(array)
    var edited = original
    edited[0].id = "first"
    edited[count - 1].id = "last"
    var expected = array
    expected[0].id = "first"
    expected[count - 1].id = "last"
    #expect(Array(original) == array)
    #expect(Array(edited) == expected && edited == ViewNodes(expected))
    #expect(edited != original)
  }

  @Test func aNodePrintsItsContentAsAnArray() {
    let node = ViewNode(
      id: "stack", hasExplicitID: true, kind: .group, modifiers: [], content: Self.views(100), path: .root)
    #expect(String(describing: node).contains(String(describing: Self.views(100))))
    #expect(String(reflecting: node.content) == String(reflecting: Self.views(100)))
  }

  @Test(arguments: [(0, 0), (10, 3), (64, 64), (65, 64), (65, 65), (200, 0), (200, 64), (200, 100), (200, 130)])
  func truncatesAndAppendsAsAnArray(count: Int, kept: Int) {
    let array = Self.views(count)
    let original = ViewNodes(array)
    var nodes = original
    nodes.removeAll(after: kept)
    #expect(Array(nodes) == Array(array.prefix(kept)))
    let added = Self.views(count + 70).suffix(70)
    nodes.append(contentsOf: added)
    #expect(Array(nodes) == Array(array.prefix(kept)) + added)
    #expect(nodes == ViewNodes(Array(array.prefix(kept)) + added))
    #expect(Array(original) == array)
  }
}
