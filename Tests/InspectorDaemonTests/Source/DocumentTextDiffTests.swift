import JSONCore
import LayoutEngine
import Testing

@testable import InspectorServer

/// `DocumentTextDiff`: two tree documents that differ only in texts become `setText` edits that make one into the
/// other; any other difference is no edits at all.
struct DocumentTextDiffTests {
  static func document(label: String = "Name:", title: String = "Save", padding: JSONValue = 8, state: String = "")
    -> JSONValue
  {
    [
      "root": [
        "view": "VStack", "id": "form",
        "content": [
          ["view": "Text", "id": "label", "text": .string(label), "modifiers": [["padding": ["length": padding]]]],
          ["view": "Button", "id": "save", "title": .string(title)],
        ],
      ],
      "state": ["draft": .string(state)],
    ]
  }

  @Test func changedTextsAreTheSetTextsThatMakeTheNewDocument() throws {
    let old = Self.document()
    let tree = try ViewTree(json: old)
    let new = Self.document(label: "Full name:", title: "Save all")
    let edits = try #require(DocumentTextDiff.edits(from: old, to: new, in: tree))
    #expect(Set(edits) == [.setText(node: "label", text: "Full name:"), .setText(node: "save", text: "Save all")])
    var edited = tree
    for edit in edits { edited = try edited.applying(edit, at: .root) }
    #expect(edited.source == new)
    #expect(DocumentTextDiff.edits(from: old, to: old, in: tree) == [])
  }

  @Test func anyOtherDifferenceIsNoEdits() throws {
    let old = Self.document()
    let tree = try ViewTree(json: old)
    // A modifier's argument, a state's declared string, a view's type, a member added.
    #expect(DocumentTextDiff.edits(from: old, to: Self.document(padding: 12), in: tree) == nil)
    #expect(DocumentTextDiff.edits(from: old, to: Self.document(state: "x"), in: tree) == nil)
    let retyped: JSONValue = ["root": ["view": "Text", "id": "form", "text": "Name:"], "state": ["draft": ""]]
    #expect(DocumentTextDiff.edits(from: old, to: retyped, in: tree) == nil)
    var widened = try #require(old.objectValue)
    widened["environment"] = ["dynamicTypeSize": "large"]
    #expect(DocumentTextDiff.edits(from: old, to: .object(widened), in: tree) == nil)
  }
}
