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
}
