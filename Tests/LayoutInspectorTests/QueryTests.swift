import LayoutInspector
import Testing

/// Every query of `LayoutTree`, in process and against the daemon. Numbers are the sign-in form's
/// (`Examples/SignInForm.json`, SF emulated over Inter at 3×): "User:" measures 40.333 and "Password:" 79.333
/// (README's demo), and pass 2 frames both at the wider.
@Suite struct QueryTests {
  @Test(arguments: InspectorMode.allCases) func opensFromAFileTextOrDocument(_ mode: InspectorMode) async throws {
    try await withInspector(mode) { inspector in
      let fromFile = try await inspector.open(file: ExampleTrees.signInForm)
      #expect(fromFile.name == "SignInForm.json")
      #expect(fromFile.version == 1)
      #expect(fromFile.converged)
      #expect(fromFile.passCount == 2)
      let text = #"{"root": {"view": "Text", "text": "Hi", "id": "hi"}}"#
      let fromText = try await inspector.open(json: text, name: "Hi.json")
      #expect(try await fromText.node("#hi").text == "Hi")
      let fromDocument = try await inspector.open(document: ["root": ["view": "Color", "color": "red"]])
      #expect(
        try await fromDocument.node("Color").size
          == LayoutSize(fromDocument.rootSize.width, fromDocument.rootSize.height))
    }
  }

  @Test(arguments: InspectorMode.allCases) func readsANodesSizeFrameAndLayers(_ mode: InspectorMode) async throws {
    try await withInspector(mode) { inspector in
      let form = try await inspector.open(file: ExampleTrees.signInForm)
      let label = try await form.node("#user-label")
      #expect(label.width == 79.333)
      #expect(label.width.isOnPixelGrid(scale: 3))
      #expect(label.width.value == LayoutValue.pixels(238, scale: 3).value)
      #expect(label.view == "Text")
      #expect(label.text == "User:")
      #expect(label.pass == 2)
      #expect(label.layers.map(\.name) == ["Text", "background", "frame"])
      let text = try #require(label.layer(named: "Text"))
      #expect(text.width == 40.333)
      let frame = try #require(label.layer(named: "frame"))
      #expect(frame.summary.hasPrefix("frame(width: 79.333"))
      #expect(frame.proposal.width != nil)
      #expect(label.frame?.size == label.size)
      #expect(label.x == label.frame?.x)
      #expect(label.parent == "user-row")
    }
  }

  @Test(arguments: InspectorMode.allCases) func readsEarlierPasses(_ mode: InspectorMode) async throws {
    try await withInspector(mode) { inspector in
      let form = try await inspector.open(file: ExampleTrees.signInForm)
      let first = try await form.node("#user-label", in: VersionPoint(version: 1, pass: 1))
      #expect(first.width == 40.333)
      #expect(first.pass == 1)
    }
  }

  @Test(arguments: InspectorMode.allCases) func selectsWithTheDaemonsSelectors(_ mode: InspectorMode) async throws {
    try await withInspector(mode) { inspector in
      let form = try await inspector.open(file: ExampleTrees.signInForm)
      #expect(try await form.select("HStack > Text") == ["user-label", "password-label"])
      #expect(try await form.select("#nothing").isEmpty)
      let labels = try await form.nodes("Text[text$=\":\"]")
      #expect(labels.map(\.id) == ["user-label", "password-label"])
      #expect(labels.allSatisfy { $0.width == 79.333 })
    }
  }

  @Test(arguments: InspectorMode.allCases) func selectsTextsWithSpaces(_ mode: InspectorMode) async throws {
    try await withInspector(mode) { inspector in
      let tree = try await inspector.open(json: #"{"root": {"view": "Text", "text": "Sign in", "id": "sign-in"}}"#)
      for selector in [#"Text[text="Sign in"]"#, "Text[text='Sign in']", "Text[text=Sign in]"] {
        #expect(try await tree.select(selector) == ["sign-in"], "\(selector)")
      }
    }
  }

  @Test(arguments: InspectorMode.allCases) func aSelectorThatMatchesNothingSaysWhatIsThere(_ mode: InspectorMode)
    async throws
  {
    try await withInspector(mode) { inspector in
      let form = try await inspector.open(file: ExampleTrees.signInForm)
      let error = await #expect(throws: LayoutInspectorError.self) { try await form.node("#user-lable") }
      #expect(error?.kind == .noMatch)
      let message = error?.message ?? ""
      #expect(message.hasPrefix("SignInForm.json: selector `#user-lable` matched no node in version 1, pass 2; "))
      #expect(message.contains("did you mean `#user-label`?"))
      #expect(message.contains("#form VStack, #user-row HStack, #user-label Text \"User:\""))
    }
  }

  @Test(arguments: InspectorMode.allCases) func aSelectorForOneNodeThatMatchesSeveralListsThem(_ mode: InspectorMode)
    async throws
  {
    try await withInspector(mode) { inspector in
      let form = try await inspector.open(file: ExampleTrees.signInForm)
      let error = await #expect(throws: LayoutInspectorError.self) { try await form.node("HStack") }
      #expect(error?.kind == .ambiguousMatch)
      #expect(error?.message.contains("matched 2 nodes in version 1, pass 2 (#user-row, #password-row)") == true)
      let invalid = await #expect(throws: LayoutInspectorError.self) { try await form.node("Text[") }
      #expect(invalid?.kind == .daemon("invalidSelector"))
      #expect(invalid?.path == "params.selector")
    }
  }

  @Test(arguments: InspectorMode.allCases) func readsPreferenceValues(_ mode: InspectorMode) async throws {
    try await withInspector(mode) { inspector in
      let form = try await inspector.open(file: ExampleTrees.signInForm)
      #expect(try await form.preference("MaxLabelWidth", at: "#form")?.length == 79.333)
      #expect(try await form.preference("MaxLabelWidth", at: "#user-field") == nil)
      let records = try await form.preferenceRecords(at: "#form")
      #expect(records.map(\.key) == ["MaxLabelWidth"])
      #expect(
        records.first?.contributors.map(\.node) == [
          "user-label/background0/GeometryReader0/Color0", "password-label/background0/GeometryReader0/Color0",
        ])
      let ancestors = try await form.preferenceAncestors("MaxLabelWidth", from: "#user-label")
      #expect(ancestors.map(\.node) == ["user-label", "user-row", "form"])
    }
  }

  @Test(arguments: InspectorMode.allCases) func readsStatePassesAndExplanations(_ mode: InspectorMode) async throws {
    try await withInspector(mode) { inspector in
      let form = try await inspector.open(file: ExampleTrees.signInForm)
      #expect(try await form.state("labelWidth").length == 79.333)
      #expect(try await form.state().map(\.name) == ["labelWidth", "password", "user"])
      let missing = await #expect(throws: LayoutInspectorError.self) { try await form.state("width") }
      #expect(
        missing?.message
          == "SignInForm.json: no @State variable named \"width\"; it declares labelWidth, password, user")
      let passes = try await form.passes()
      #expect(passes.converged)
      #expect(passes.passes.count == 2)
      #expect(passes.passes.first?.stateWrites.map(\.name) == ["labelWidth"])
      let why = try await form.explain("#user-label")
      #expect(why.changed)
      #expect(why.summary.contains("labelWidth = 79.333"))
      let layout = try await form.layout()
      let all = try await form.select("*")
      #expect(layout.nodes.count == all.count)
      #expect(layout.text.contains("Text #user-label \"User:\" (16, 356.333, 79.333, 20.333)"))
    }
  }

  @Test(arguments: InspectorMode.allCases) func snapshotsAndDiffs(_ mode: InspectorMode) async throws {
    try await withInspector(mode) { inspector in
      let form = try await inspector.open(file: ExampleTrees.signInForm)
      let snapshot = try await form.snapshot()
      #expect(snapshot.pass == 2)
      #expect(snapshot.text.hasPrefix("{\n  \"layoutSnapshot\": 1,\n"))
      #expect(try await form.diff(from: snapshot.snapshot).changed == false)
      let passes = try await form.diff()
      #expect(passes.from == DiffSide(uri: form.uri, version: 1, pass: 1))
      #expect(passes.resized.map(\.node).contains("user-label"))
      #expect(passes.state.map(\.name) == ["labelWidth"])
      let other = try await inspector.open(file: ExampleTrees.signInForm)
      try await other.setText("#user-label", to: "Name:")
      let trees = try await form.diff(from: other)
      #expect(trees.texts == [TextChange(node: "user-label", view: "Text", before: "Name:", after: "User:")])
    }
  }
}
