import InspectorProtocol
import InspectorTestSupport
import JSONCore
import LayoutEngine
import SwiftUISource
import Testing

@testable import InspectorServer

/// `DocumentEdits`: two tree documents that differ only in texts, modifier chains and views' arguments become the
/// `setText`, `setModifiers` and same-type `replace` edits that make one into the other; any other difference is no
/// edits at all.
struct DocumentEditsTests {
  static func document(
    label: String = "Name:", title: String = "Save", padding: JSONValue = 8, state: String = "",
    spacing: JSONValue = 4, rowType: String = "HStack"
  ) -> JSONValue {
    [
      "root": [
        "view": "VStack", "id": "form",
        "content": [
          ["view": "Text", "id": "label", "text": .string(label), "modifiers": [["padding": ["length": padding]]]],
          ["view": "Button", "id": "save", "title": .string(title)],
          [
            "view": .string(rowType), "id": "row", "spacing": spacing,
            "content": [["view": "Text", "id": "inner", "text": "Inner"]],
          ],
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
  /// translation; one in a stack's spacing is that stack's `replace`.
  @Test func aKeystrokeInAnArgumentIsOneTypedEditOfItsNode() throws {
    func source(alignment: String, padding: Int, spacing: Int = 4) -> SwiftSourceFile {
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
                VStack {
                    HStack(spacing: \(spacing)) {
                        Text("Name:")
                            .sharedLabelWidth(labelWidth, alignment: .\(alignment))
                        Text("B").padding(\(padding))
                    }
                }
            }
        }
        """
      return SwiftSourceFile(uri: "file:///Row.swift", text: text)
    }
    let translator = SwiftUITranslator()
    let old = try #require(translator.translate([source(alignment: "trailing", padding: 8)], root: .automatic).document)
    let tree = try ViewTree(json: old)
    for (alignment, padding, spacing, kind) in [
      ("leading", 8, 4, "setModifiers"), ("trailing", 12, 4, "setModifiers"), ("trailing", 8, 6, "replace"),
    ] {
      let new = try #require(
        translator.translate([source(alignment: alignment, padding: padding, spacing: spacing)], root: .automatic)
          .document)
      let edits = try #require(DocumentEdits.edits(from: old, to: new, in: tree))
      #expect(edits.count == 1 && edits.first?.name == kind, "\(edits)")
      var edited = tree
      for edit in edits { edited = try edited.applying(edit, at: .root) }
      #expect(edited.source == new)
    }
  }

  /// A view's argument other than its text (a stack's spacing) is a `replace` of that view by its new object, of
  /// the same type; a text inside it changed too goes with it.
  @Test func changedArgumentsAreTheReplacementsThatMakeTheNewDocument() throws {
    let old = Self.document()
    let tree = try ViewTree(json: old)
    let new = Self.document(label: "Full name:", spacing: 12)
    let edits = try #require(DocumentEdits.edits(from: old, to: new, in: tree))
    #expect(edits.map(\.name).sorted() == ["replace", "setText"], "\(edits)")
    var edited = tree
    for edit in edits { edited = try edited.applying(edit, at: .root) }
    #expect(edited.source == new)
  }

  /// The contract over random trees and edits: for each random edit a random tree takes, the edits found between
  /// the two documents, when there are any, apply to the tree and make the edited document, spelled the same.
  @Test func foundEditsMakeTheEditedDocumentOverRandomEdits() {
    var found = 0
    for seed in 1...120 {
      var generator = RandomTreeGenerator(
        choices: SeededRandomNumberGenerator(seed: UInt64(seed)),
        options: .init(maxViews: 25, maxDepth: 4, allowsLargeShapes: false))
      guard let tree = try? ViewTree(json: generator.document()) else { continue }
      let ids = tree.nodePaths.keys.sorted()
      for step in 0..<6 {
        let json = generator.edit(nodeIDs: ids)
        guard let edit = try? JSONValueDecoder(rootPath: .root).decode(Edit.self, from: json).engineEdit,
          let new = try? tree.applying([edit]).source,
          let edits = DocumentEdits.edits(from: tree.source, to: new, in: tree)
        else { continue }
        do {
          var edited = tree
          for found in edits { edited = try edited.applying(found, at: .root) }
          #expect(edited.source.isSpelled(as: new), "seed \(seed), edit \(step) (\(edit.name)): found \(edits)")
          found += 1
        } catch {
          Issue.record("seed \(seed), edit \(step) (\(edit.name)): found \(edits), which fail: \(error)")
        }
      }
    }
    #expect(found > 50, "only \(found) edited documents found typed edits")
  }

  @Test func anyOtherDifferenceIsNoEdits() throws {
    let old = Self.document()
    let tree = try ViewTree(json: old)
    // A state's declared string, a view's type, a member added, a chain added where there was none, a view
    // retyped in place, the root's argument.
    #expect(DocumentEdits.edits(from: old, to: Self.document(rowType: "VStack"), in: tree) == nil)
    let rootSpaced: JSONValue = ["root": ["view": "VStack", "id": "form", "spacing": 2, "content": []]]
    let rootPlain: JSONValue = ["root": ["view": "VStack", "id": "form", "spacing": 1, "content": []]]
    #expect(DocumentEdits.edits(from: rootPlain, to: rootSpaced, in: try ViewTree(json: rootPlain)) == nil)
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
