import InspectorTestSupport
import JSONCore
import LayoutEngine
import Testing

/// Edits of the declared tree: each either fully succeeds or leaves the tree untouched.
struct TreeEditTests {
  let tree: ViewTree

  init() throws {
    tree = try ViewTree(json: Examples.issueExample)
  }

  @Test func setTextChangesOnlyTheText() throws {
    let edited = try tree.applying([.setText(node: "user-label", text: "Account:")])
    guard case .text(let template)? = edited.node(id: "user-label")?.kind else {
      Issue.record("expected a Text")
      return
    }
    #expect(template.literalText == "Account:")
    // The original is a value and did not change.
    guard case .text(let original)? = tree.node(id: "user-label")?.kind else { return }
    #expect(original.literalText == "User:")
    // Ids survive the edit.
    #expect(Set(edited.nodePaths.keys) == Set(tree.nodePaths.keys))
  }

  @Test func insertAndRemove() throws {
    let inserted = try tree.applying([
      .insert(parent: "form", index: 1, view: ["view": "Text", "id": "hint", "text": "Hint"])
    ])
    #expect(inserted.node(id: "hint")?.path.description == "$.root.content[1]")
    let removed = try inserted.applying([.remove(node: "hint")])
    #expect(removed.node(id: "hint") == nil)
    #expect(removed.nodeCount == tree.nodeCount)
  }

  @Test func replaceAndSetModifiers() throws {
    let replaced = try tree.applying([
      .replace(node: "form/HStack0/TextField0", view: ["view": "SecureField", "title": "Secret"])
    ])
    #expect(replaced.node(id: "form/HStack0/SecureField0")?.viewType == "SecureField")
    let modified = try tree.applying([.setModifiers(node: "user-label", modifiers: [["padding": 4]])])
    #expect(modified.node(id: "user-label")?.modifiers.map(\.name) == ["padding"])
  }

  @Test func proposeEnvironmentAndState() throws {
    let edited = try tree.applying([
      .propose(width: 320, height: nil), .environment(["displayScale": 2]), .setState(name: "labelWidth", value: 80),
    ])
    #expect(edited.proposal == ProposedViewSize(width: 320, height: nil))
    #expect(edited.environment.displayScale == 2)
    #expect(edited.state.first?.value == 80)
  }

  @Test func aFailingEditLeavesEverythingAsItWas() {
    do {
      _ = try tree.applying([.setText(node: "user-label", text: "A"), .remove(node: "user-lable")])
      Issue.record("expected an error")
    } catch {
      #expect(error.first?.path.description == "$.edits[1].remove.node")
      #expect(error.first?.message.contains("did you mean \"user-label\"") == true)
    }
    guard case .text(let template)? = tree.node(id: "user-label")?.kind else { return }
    #expect(template.literalText == "User:")
  }

  @Test func anEditThatBreaksTheTreeReportsWhereInTheTree() {
    do {
      _ = try tree.applying([.insert(parent: "form", index: 0, view: ["view": "Txt"])])
      Issue.record("expected an error")
    } catch {
      #expect(error.first?.path.description == "$.root.content[0].view")
    }
  }

  @Test func invalidEdits() {
    #expect(throws: TreeErrors.self) { try tree.applying([.remove(node: "form")]) }
    #expect(throws: TreeErrors.self) {
      try tree.applying([.insert(parent: "user-label", index: 0, view: ["view": "Color"])])
    }
    #expect(throws: TreeErrors.self) { try tree.applying([.insert(parent: "form", index: 9, view: ["view": "Color"])]) }
    #expect(throws: TreeErrors.self) { try tree.applying([.setState(name: "nope", value: 1)]) }
    #expect(throws: TreeErrors.self) { try tree.applying([.setText(node: "form", text: "x")]) }
    #expect(throws: TreeErrors.self) { try tree.applying([.propose(width: -1, height: nil)]) }
  }

  @Test func editsAddressForEachInstancesThroughTheirTemplate() throws {
    let list = try ViewTree(
      json: document([
        "view": "VStack", "id": "list",
        "content": [["view": "ForEach", "data": "0..<3", "content": [["view": "Text", "id": "row", "text": "x"]]]],
      ]))
    let pass = list.layout(in: fixedAdvance)
    #expect(pass.node("row[1]") != nil)
    let edited = try list.applying([.setText(node: "row[1]", text: "y")])
    guard case .text(let template)? = edited.node(id: "row")?.kind else { return }
    #expect(template.literalText == "y")
  }

  @Test func aNodeIsAValueItsCopiesShare() throws {
    var copy = tree.root
    #expect(copy == tree.root)
    #expect(copy.hashValue == tree.root.hashValue)
    let described = String(describing: tree.root)
    #expect(described.hasPrefix("ViewNode(id: \"form\", hasExplicitID: true, kind: "))
    copy.content[0].content[0].id = "renamed"
    #expect(copy != tree.root)
    #expect(tree.root.content[0].content[0].id == "user-label")
    #expect(String(describing: tree.root) == described)
    copy.content[0].content[0].id = "user-label"
    #expect(copy == tree.root)
    #expect(copy.hashValue == tree.root.hashValue)
    // The id's flag and the stored properties are written apart, the original left as it was.
    let property = ViewProperty(name: "title", kind: .constant, expression: SwiftExpression(#""a""#, path: .root))
    copy.properties = [property]
    #expect(copy.properties == [property] && copy.hasExplicitID && copy != tree.root)
    copy.hasExplicitID = false
    #expect(copy.properties == [property] && !copy.hasExplicitID)
    #expect(tree.root.hasExplicitID && tree.root.properties.isEmpty)
    copy.properties = []
    copy.hasExplicitID = true
    #expect(copy == tree.root)
    #expect(copy.hashValue == tree.root.hashValue)
  }

  @Test func manySetTextsReadAsTheirDocument() throws {
    // More edits than the document's log keeps (`EditedJSONValue.maxReplacements`): each version reads as its own.
    var versions = [tree]
    for count in 0..<40 {
      versions.append(try versions[versions.count - 1].applying([.setText(node: "user-label", text: "User \(count):")]))
    }
    for (count, version) in versions.enumerated().dropFirst() {
      let path = JSONPath.root.key("root").key("content").index(0).key("content").index(0).key("text")
      #expect(version.source.value(at: path) == .string("User \(count - 1):"))
      TypedEditTests.expectFresh(version, "version \(count)")
    }
    #expect(versions[0].source == Examples.issueExample)
  }
}

/// Typed edits change the declared tree in place and decode only what they bring; the tree they make is the tree a
/// fresh decode of the edited document makes (same nodes, ids, paths and counts).
struct TypedEditTests {
  /// Checks `tree` against a fresh decode of its own document.
  static func expectFresh(_ tree: ViewTree, _ label: String) {
    do {
      let fresh = try ViewTree(json: tree.source, limits: tree.limits)
      // Compared as text: a NaN argument (`minHeight: .nan`) is never equal to itself.
      #expect(String(describing: fresh.root) == String(describing: tree.root), "\(label): the views differ")
      #expect(fresh.nodePaths == tree.nodePaths, "\(label): the ids differ")
      #expect(fresh.nodeCount == tree.nodeCount, "\(label): the node counts differ")
      #expect(fresh.environment == tree.environment, "\(label): the environments differ")
      #expect(fresh.proposal == tree.proposal, "\(label): the proposals differ")
      #expect(fresh.state == tree.state, "\(label): the state differs")
    } catch {
      Issue.record("\(label): the edited document does not decode: \(error)")
    }
  }

  @Test func structuralEditsRenameAndMoveTheViewsAfterThem() throws {
    let form = try ViewTree(
      json: document([
        "view": "VStack", "id": "form",
        "content": [
          ["view": "Text", "text": "a"], ["view": "Color", "modifiers": [["background": "red"]]],
          ["view": "Text", "text": "b", "modifiers": [["overlay": ["view": "Text", "text": "o"]]]],
          ["if": "true", "then": [["view": "Text", "text": "t"]], "else": [["view": "Text", "text": "e"]]],
          ["view": "Menu", "id": "menu", "title": "More", "content": [["view": "Text", "text": "item"]]],
          [
            "view": "LabeledContent", "id": "pair",
            "label": [["view": "Text", "text": "l"], ["view": "Text", "text": "s"]], "value": "v",
          ],
          [
            "view": "Text", "text": "z",
            "modifiers": [["overlay": ["view": "Menu", "title": "m", "content": ["view": "Text", "text": "i"]]]],
          ],
          [
            "view": "DisclosureGroup", "id": "group", "title": "More",
            "content": [["view": "Text", "id": "inside", "text": "i"], ["view": "Text", "text": "j"]],
          ],
          [
            "view": "LabeledContent", "id": "nested", "value": "v",
            "label": [
              ["view": "VStack", "content": [["view": "Text", "text": "a"]]], ["view": "Text", "text": "b"],
            ],
          ],
          ["view": "ShareLink", "id": "share"],
          [
            "view": "ContentUnavailableView", "id": "empty", "title": "None", "systemImage": "tray",
            "description": [["view": "Text", "id": "why", "text": "w"]], "actions": [["view": "Button", "title": "b"]],
          ],
          ["view": "AsyncImage", "id": "image", "placeholder": [["view": "ProgressView"]]],
          ["view": "AsyncImage", "id": "fill"],
          [
            "view": "DisclosureGroup", "id": "labelled", "isExpanded": "true",
            "label": ["view": "Text", "id": "single", "text": "s"], "content": ["view": "Text", "text": "c"],
          ],
          [
            "view": "GroupBox", "id": "box", "label": [["view": "Text", "id": "boxLabel", "text": "l"]],
            "content": [["view": "Text", "id": "boxed", "text": "b"]],
          ],
          ["view": "GroupBox", "id": "titled", "title": "T", "content": ["view": "Text", "text": "c"]],
        ],
      ]))
    let edits: [(String, TreeEdit)] = [
      ("insert a Text first", .insert(parent: "form", index: 0, view: ["view": "Text", "text": "new"])),
      ("insert at the end", .insert(parent: "form", index: 4, view: ["view": "Divider"])),
      ("remove the first Text", .remove(node: "form/Text0")),
      ("replace a Text by a Color", .replace(node: "form/Text0", view: ["view": "Color"])),
      ("replace a Text by a Text", .replace(node: "form/Text1", view: ["view": "Text", "text": "c"])),
      ("replace a background colour", .replace(node: "form/Color0/background0/Color0", view: ["view": "Divider"])),
      ("replace an overlay view", .replace(node: "form/Text1/overlay0/Text0", view: ["view": "Color"])),
      ("insert into a then branch", .insert(parent: "form/if0", index: 0, view: ["view": "Spacer"])),
      ("remove from an else branch", .remove(node: "form/if0/else.Text0")),
      (
        "set modifiers with views", .setModifiers(node: "form/Text0", modifiers: [["overlay": "blue"], ["padding": 2]])
      ),
      ("set a text", .setText(node: "form/Text1", text: "\\(1 + 1) apples")),
      ("remove a Menu with items, which are not laid out", .remove(node: "menu")),
      ("remove a LabeledContent and the views the decoder made for it", .remove(node: "pair")),
      ("replace a LabeledContent", .replace(node: "pair", view: ["view": "Divider"])),
      ("drop an overlay's Menu with items", .setModifiers(node: "form/Text2", modifiers: [["padding": 2]])),
      ("remove a DisclosureGroup and the views the decoder made for it", .remove(node: "group")),
      ("set a text in a collapsed DisclosureGroup", .setText(node: "inside", text: "k")),
      ("insert into a DisclosureGroup's content", .insert(parent: "group", index: 1, view: ["view": "Divider"])),
      ("remove from a DisclosureGroup's content", .remove(node: "inside")),
      ("remove a ShareLink and its default label", .remove(node: "share")),
      ("remove a ContentUnavailableView and the views the decoder made for it", .remove(node: "empty")),
      ("replace a ContentUnavailableView", .replace(node: "empty", view: ["view": "Divider"])),
      ("remove an AsyncImage and its placeholder", .remove(node: "image")),
      ("replace an AsyncImage filled by its default placeholder", .replace(node: "fill", view: ["view": "Divider"])),
      ("set the text of a DisclosureGroup's label written as one view", .setText(node: "single", text: "x")),
      ("set the text of a GroupBox's label", .setText(node: "boxLabel", text: "x")),
      ("insert into a GroupBox's content", .insert(parent: "box", index: 1, view: ["view": "Divider"])),
      ("remove from a GroupBox's content", .remove(node: "boxed")),
      ("remove a GroupBox and its label stack", .remove(node: "box")),
      ("replace a GroupBox made with its title", .replace(node: "titled", view: ["view": "Divider"])),
      ("replace the root", .replace(node: "form", view: ["view": "Text", "text": "alone"])),
    ]
    for (label, edit) in edits {
      let edited = try form.applying([edit])
      Self.expectFresh(edited, label)
    }
    // Views the decoder makes for their parent are not in the document: edits of them are refused.
    let refused: [TreeEdit] = [
      .replace(node: "group/labelRow.HStack0", view: ["view": "Divider"]),
      .remove(node: "group/content.if0"),
      .setModifiers(node: "group/labelRow.HStack0", modifiers: [["padding": 2]]),
      .setText(node: "group/label.Text0", text: "x"),
      .setModifiers(node: "box/labelStack.VStack0", modifiers: [["padding": 2]]),
      .setText(node: "titled/label.Text0", text: "x"),
      .replace(node: "pair/labelStack.VStack0", view: ["view": "Divider"]),
      .replace(node: "pair/gap.Spacer0", view: ["view": "Divider"]),
      .replace(node: "share/label.Label0", view: ["view": "Divider"]),
      .replace(node: "empty/labelStack.VStack0", view: ["view": "Divider"]),
      .setText(node: "empty/labelStack.VStack0/title.Text0", text: "x"),
      .replace(node: "empty/fill.Color0", view: ["view": "Divider"]),
      .setText(node: "why", text: "x"),
      .setText(node: "share/label.Label0/Text0", text: "x"),
      .replace(node: "fill/placeholder.Color0", view: ["view": "Divider"]),
      // A label is not one of the lists edits reach (content, branches, header, footer, modifiers' views).
      .replace(node: "single", view: ["view": "Divider"]),
    ]
    for edit in refused {
      #expect(throws: TreeErrors.self, "\(edit)") { try form.applying([edit]) }
    }
  }

  @Test func randomEditsOfRandomTreesMatchAFreshDecode() {
    var checked = 0
    for seed in 1...200 {
      var generator = RandomTreeGenerator(
        choices: SeededRandomNumberGenerator(seed: UInt64(seed)),
        options: .init(maxViews: 25, maxDepth: 4, allowsLargeShapes: false))
      guard var tree = try? ViewTree(json: generator.document(), limits: RandomTreeTests.limits) else { continue }
      for step in 0..<8 {
        let ids = tree.nodePaths.keys.sorted()
        guard let edit = try? treeEdit(generator.edit(nodeIDs: ids)) else { continue }
        if case .tap = edit { continue }
        if case .setState = edit { continue }
        guard let edited = try? tree.applying([edit]) else { continue }
        Self.expectFresh(edited, "seed \(seed), edit \(step): \(edit)")
        tree = edited
        checked += 1
      }
    }
    // 321 of the 1,600 generated edits applied when this was written (measured); most name missing nodes or are
    // malformed on purpose. The floor says the test still checks something.
    #expect(checked > 250, "only \(checked) edits applied")
  }
}
