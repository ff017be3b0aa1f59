import LayoutInspector
import Testing

/// Every edit of `LayoutTree`, in process and against the daemon.
@Suite struct EditTests {
  @Test(arguments: InspectorMode.allCases) func editsTextStateAndProposal(_ mode: InspectorMode) async throws {
    try await withInspector(mode) { inspector in
      let form = try await inspector.open(file: ExampleTrees.signInForm)
      let renamed = try await form.setText("#user-label", to: "Name:")
      #expect(renamed.version == 2)
      #expect(form.version == 2)
      #expect(try await form.node("#user-label").text == "Name:")
      // State survives the edit, as in SwiftUI: the frame keeps the password label's width.
      #expect(try await form.node("#user-label").width == 79.333)
      try await form.setState("labelWidth", to: 100)
      #expect(try await form.state("labelWidth").length == 100)
      try await form.propose(width: 320, height: nil)
      #expect(form.version == 4)
      let root = try await form.node(":root")
      #expect(root.proposal?.width == 320)
      #expect(root.proposal?.height == nil)
      try await form.setEnvironment(["displayScale": 2])
      #expect(try await form.passes().edits.first?.edit == .environment(["displayScale": 2]))
    }
  }

  @Test(arguments: InspectorMode.allCases) func editsTheTreesStructure(_ mode: InspectorMode) async throws {
    try await withInspector(mode) { inspector in
      let form = try await inspector.open(file: ExampleTrees.signInForm)
      try await form.insert(["view": "Text", "text": "Sign in", "id": "title"], into: "#form", at: 0)
      #expect(try await form.select("#form > *").first == "title")
      try await form.replace("#title", with: ["view": "Spacer", "id": "gap"])
      #expect(try await form.node("#gap").view == "Spacer")
      try await form.remove("#gap")
      #expect(try await form.select("#gap").isEmpty)
      try await form.setModifiers("#user-field", to: [["padding": 4]])
      #expect(try await form.node("#user-field").layers.map(\.name) == ["TextField", "padding"])
      #expect(form.version == 5)
    }
  }

  @Test(arguments: InspectorMode.allCases) func tapsAButton(_ mode: InspectorMode) async throws {
    try await withInspector(mode) { inspector in
      let screen = try await inspector.open(file: ExampleTrees.viewGeometry)
      // The first pass delivers the button's preference once (toggles 1); the tap toggles it and it is delivered
      // again (`Examples/README.md`: a tap runs the counter once).
      #expect(try await screen.state("toggles").length == 1)
      try await screen.tap("Button")
      #expect(try await screen.state("flag") == true)
      #expect(try await screen.state("toggles").length == 2)
      #expect(try await screen.node("#counter-text").text == "Toggled 2 times")
    }
  }

  @Test(arguments: InspectorMode.allCases) func aRefusedEditChangesNothingAndSaysWhy(_ mode: InspectorMode)
    async throws
  {
    try await withInspector(mode) { inspector in
      let form = try await inspector.open(file: ExampleTrees.signInForm)
      let error = await #expect(throws: LayoutInspectorError.self) {
        try await form.edit([.setText(node: "user-label", text: "A"), .remove(node: "nowhere")])
      }
      #expect(error?.kind == .daemon("unknownNode"))
      #expect(error?.path == "params.edits[1].remove.node")
      #expect(form.version == 1)
      #expect(try await form.node("#user-label").text == "User:")
    }
  }
}
