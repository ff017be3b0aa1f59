import JSONCore
import LayoutEngine
import Testing

/// Ids are explicit or derived from position, stable across passes and across edits of the same node.
struct NodeIDTests {
  @Test func derivedIDsCountSiblingsOfTheSameType() throws {
    let pass = try layout(
      document([
        "view": "VStack", "id": "form",
        "content": [
          ["view": "Text", "text": "a"], ["view": "Color"], ["view": "Text", "text": "b"],
          ["if": true, "then": [["view": "Text", "text": "c"]], "else": [["view": "Color"]]],
          ["view": "ForEach", "data": ["x", "y"], "content": [["view": "Text", "text": "d"]]],
        ],
        "modifiers": [["background": ["view": "Color"]]],
      ]))
    let ids = Set(pass.nodes.map(\.id))
    for id in [
      "form/Text0", "form/Color0", "form/Text1", "form/if0", "form/if0/then.Text0", "form/ForEach0",
      "form/ForEach0[x]/Text0", "form/ForEach0[y]/Text0", "form/background0/Color0",
    ] {
      #expect(ids.contains(id), "\(id) in \(ids.sorted())")
    }
  }

  @Test func idsAreStableAcrossPassesAndEditsOfOtherNodes() throws {
    let tree = try ViewTree(json: Examples.issueExample)
    let before = tree.layout(in: fixedAdvance).nodes.map(\.id)
    #expect(tree.layout(in: fixedAdvance).nodes.map(\.id) == before)
    // Inserting a view of another type before the HStack, and changing the label, keep every id.
    let edited = try tree.applying([
      .insert(parent: "form", index: 0, view: ["view": "Color"]), .setText(node: "user-label", text: "Account:"),
    ])
    let after = Set(edited.layout(in: fixedAdvance).nodes.map(\.id))
    #expect(Set(before).isSubset(of: after))
  }

  @Test func declaredIDDropsElementKeys() {
    #expect(NodeID.declaredID(of: "list/ForEach0[2]/Text0") == "list/ForEach0/Text0")
    #expect(NodeID.declaredID(of: "row[5][2]/Text0") == "row/Text0")
  }
}
