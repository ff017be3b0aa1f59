import JSONCore
import Testing

@testable import LayoutEngine

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

  /// `NodeID.component(of:under:)` compares bytes where `hasPrefix` compares characters; it must answer as
  /// `hasPrefix` and `dropFirst` do for every id, here ids with hashed (`…`) parts, precomposed and decomposed
  /// accents, combining marks after the slash, CR LF, a prepended mark, flags and a ZWJ sequence.
  @Test func aComponentIsFoundAsHasPrefixFindsIt() {
    let parents = [
      "", "a", "ab", "a/b", "…0123abcd", "…0123abcd/VStack0", "é", "e\u{301}", "a\r", "\u{600}", "🇺🇸", "👩‍💻", "x\u{301}",
    ]
    let joins = ["/", "", "\u{301}/", "/\u{301}", "\u{301}", "\n/", "\r/", "\u{200D}/", "//"]
    let components = ["", "b", "\u{301}b", "é", "e\u{301}", "\n", "/x", "…ff", "🇸", "Text0"]
    var checked = 0
    for parent in parents {
      let prefix = parent + "/"
      let expected = { (id: String) in id.hasPrefix(prefix) ? String(id.dropFirst(prefix.count)) : nil }
      for base in parents {
        for join in joins {
          for component in components {
            let id = base + join + component
            let answer = NodeID.component(of: id, under: parent)
            #expect(answer == expected(id), "\(Array(id.unicodeScalars)) under \(Array(parent.unicodeScalars))")
            #expect(answer.map { Array($0.utf8) } == expected(id).map { Array($0.utf8) })
            checked += 1
          }
        }
      }
    }
    #expect(checked == 13 * 13 * 9 * 10)
  }

  /// `NodeID.resolvedChild` gives a declared id back as it is when the parent's resolved id is its declared id;
  /// every answer must be the bytes `child(of:component:)` makes of the component, as before.
  @Test func aResolvedChildIsTheIDTheComponentMakes() {
    let long = String(repeating: "/VStack0", count: 127)
    let parents = ["form", "…0123abcd", "…0123abcd" + long, "é", "e\u{301}", "x\u{301}", "a" + long + "/HStack0"]
    let components = ["Text0", "\u{301}b", "é", "if0/then.Text0"]
    for parent in parents {
      for resolvedParent in [parent, parent + "[2]", NodeID.compacted(parent + "[" + long + "]"), "other"] {
        for base in parents {
          for component in components {
            let declared = NodeID.child(of: base, component: component)
            let expected = NodeID.component(of: declared, under: parent).map {
              NodeID.child(of: resolvedParent, component: $0)
            }
            let answer = NodeID.resolvedChild(of: declared, declaredParent: parent, resolvedParent: resolvedParent)
            #expect(answer.map { Array($0.utf8) } == expected.map { Array($0.utf8) }, "\(declared) under \(parent)")
          }
        }
      }
    }
  }

  @Test func declaredIDDropsElementKeys() {
    #expect(NodeID.declaredID(of: "list/ForEach0[2]/Text0") == "list/ForEach0/Text0")
    #expect(NodeID.declaredID(of: "row[5][2]/Text0") == "row/Text0")
  }
}
