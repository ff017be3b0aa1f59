import JSONCore
import LayoutEngine
import SwiftUISource
import Testing

@testable import InspectorServer

/// `DocumentEdits`: two tree documents that differ only in texts and modifier chains become the `setText` and
/// `setModifiers` edits that make one into the other; any other difference is no edits at all.
struct DocumentEditsTests {
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
    let edits = try #require(DocumentEdits.edits(from: old, to: new, in: tree))
    #expect(Set(edits) == [.setText(node: "label", text: "Full name:"), .setText(node: "save", text: "Save all")])
    var edited = tree
    for edit in edits { edited = try edited.applying(edit, at: .root) }
    #expect(edited.source == new)
    #expect(DocumentEdits.edits(from: old, to: old, in: tree) == [])
  }

  @Test func changedModifierChainsAreTheSetModifiersThatMakeTheNewDocument() throws {
    let old = Self.document()
    let tree = try ViewTree(json: old)
    let new = Self.document(label: "Full name:", padding: 12)
    let edits = try #require(DocumentEdits.edits(from: old, to: new, in: tree))
    #expect(
      Set(edits) == [
        .setText(node: "label", text: "Full name:"),
        .setModifiers(node: "label", modifiers: [["padding": ["length": 12]]]),
      ])
    var edited = tree
    for edit in edits { edited = try edited.applying(edit, at: .root) }
    #expect(edited.source == new)
  }

  /// A keystroke in a modifier's argument, written directly or through a `View` extension the front end inlines,
  /// translates to a document whose only change is that node's chain: one `setModifiers`, which makes the new
  /// translation.
  @Test func aKeystrokeInAModifiersArgumentIsItsNodesSetModifiers() throws {
    func source(alignment: String, padding: Int) -> SwiftSourceFile {
      let text = """
        import SwiftUI
        extension View {
            func sharedLabelWidth(_ width: CGFloat?, alignment: Alignment) -> some View {
                frame(width: width, alignment: alignment)
            }
        }
        struct Row: View {
            @State private var labelWidth: CGFloat? = 80
            var body: some View {
                HStack {
                    Text("Name:")
                        .sharedLabelWidth(labelWidth, alignment: .\(alignment))
                    Text("B").padding(\(padding))
                }
            }
        }
        """
      return SwiftSourceFile(uri: "file:///Row.swift", text: text)
    }
    let translator = SwiftUITranslator()
    let old = try #require(translator.translate([source(alignment: "trailing", padding: 8)], root: .automatic).document)
    let tree = try ViewTree(json: old)
    for (alignment, padding) in [("leading", 8), ("trailing", 12)] {
      let new = try #require(
        translator.translate([source(alignment: alignment, padding: padding)], root: .automatic).document)
      let edits = try #require(DocumentEdits.edits(from: old, to: new, in: tree))
      #expect(edits.count == 1 && edits.first?.name == "setModifiers", "\(edits)")
      var edited = tree
      for edit in edits { edited = try edited.applying(edit, at: .root) }
      #expect(edited.source == new)
    }
  }

  @Test func anyOtherDifferenceIsNoEdits() throws {
    let old = Self.document()
    let tree = try ViewTree(json: old)
    // A state's declared string, a view's type, a member added, a chain added where there was none.
    let retyped: JSONValue = ["root": ["view": "Text", "id": "form", "text": "Name:"], "state": ["draft": ""]]
    #expect(DocumentEdits.edits(from: old, to: retyped, in: tree) == nil)
    var widened = try #require(old.objectValue)
    widened["environment"] = ["dynamicTypeSize": "large"]
    #expect(DocumentEdits.edits(from: old, to: .object(widened), in: tree) == nil)
    #expect(DocumentEdits.edits(from: old, to: Self.document(state: "x"), in: tree) == nil)
    let plain: JSONValue = ["root": ["view": "Text", "id": "t", "text": "Name:"]]
    let chained: JSONValue = ["root": ["view": "Text", "id": "t", "text": "Name:", "modifiers": [["padding": [:]]]]]
    #expect(DocumentEdits.edits(from: plain, to: chained, in: try ViewTree(json: plain)) == nil)
  }
}
