import JSONCore
import Testing

@testable import LayoutEngine

/// Which declared subtrees hold an edit, so that their previous resolution is not copied
/// (`ResolutionCopies.ReusableResolution.holdsEdits`): the edited node's path and every prefix of it, and nothing else,
/// whether the paths share their steps with the edited one or were built apart, and with more edits than are compared
/// one by one.
struct ReusableResolutionTests {
  /// `root.content[0].content[0]…` `depth` levels down.
  private static func chain(_ depth: Int, from path: JSONPath = .root) -> JSONPath {
    var result = path
    for _ in 0..<depth { result = result.key("content").index(0) }
    return result
  }

  @Test func theEditedPathAndItsPrefixesHoldTheEditAndNothingElseDoes() {
    let leaf = Self.chain(50)
    let reusable = ResolutionCopies.ReusableResolution(previous: ResolvedTree(), editedPaths: [leaf])
    for prefix in leaf.prefixes { #expect(reusable.holdsEdits(prefix)) }
    // The same paths built apart (no shared steps).
    #expect(reusable.holdsEdits(Self.chain(50)))
    #expect(reusable.holdsEdits(Self.chain(20)))
    #expect(!reusable.holdsEdits(Self.chain(51)))
    #expect(!reusable.holdsEdits(Self.chain(20).key("content").index(1)))
    #expect(!reusable.holdsEdits(Self.chain(20).key("modifiers").index(0)))
    #expect(!reusable.holdsEdits(JSONPath(rootName: "other")))
  }

  @Test func noEditHoldsNothingAndManyEditsAreEachFound() {
    let none = ResolutionCopies.ReusableResolution(previous: ResolvedTree(), editedPaths: [])
    #expect(!none.holdsEdits(.root))
    let rows = (0..<(ResolutionCopies.ReusableResolution.comparedOneByOne + 2)).map {
      JSONPath.root.key("content").index($0).key("content").index(0)
    }
    let many = ResolutionCopies.ReusableResolution(previous: ResolvedTree(), editedPaths: rows)
    #expect(many.holdsEdits(.root))
    for row in rows {
      #expect(many.holdsEdits(row))
      #expect(!many.holdsEdits(row.key("content").index(0)))
    }
    #expect(!many.holdsEdits(JSONPath.root.key("content").index(rows.count)))
  }
}
