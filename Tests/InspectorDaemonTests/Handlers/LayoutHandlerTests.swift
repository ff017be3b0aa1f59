import InspectorProtocol
import JSONCore
import JSONRPC
import Testing

@testable import InspectorServer

/// `layout/node`, `layout/tree`, `layout/passes` and `layout/explain`, in process.
///
/// Text sizes come from the default measurer, the SF emulation over Inter's tables: "User:" is 40.333 and
/// "Password:" 79.333 wide, 20.333 tall at .body @3x (`text-metrics.md`, the Inter row of the font table).
struct LayoutHandlerTests {
  @Test func aLabelsLayersAreTheTextThenEachModifier() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let result = try await client.send(NodeLayoutRequest(uri: TestTrees.formURI, node: "user-label"))
    #expect(result.version == 1)
    // The last pass of the update loop: pass 2, where the labels read the widest width.
    #expect(result.pass == 2)
    let node = result.node
    #expect(node.view == "Text")
    #expect(node.text == "User:")
    #expect(node.parent == "user-row")
    #expect(node.children == ["user-label/background0/GeometryReader0"])
    #expect(node.depth == 2)
    let layers = try #require(node.layers)
    #expect(layers.map(\.name) == ["Text", "background", "frame"])
    #expect(layers.map(\.kind) == ["view", "modifier", "modifier"])
    #expect(layers.map(\.index) == [0, 1, 2])
    // The Text measured itself: 40.333 × 20.333 (text-metrics.md).
    #expect(abs(layers[0].size.width - 40.333) < 0.001)
    #expect(abs(layers[0].size.height - 20.333) < 0.001)
    #expect(layers[0].widthRule.kind == "textMeasured")
    #expect(layers[0].widthRule.values["text"] == "User:")
    // The node's own facts are its outermost layer's.
    #expect(node.size == layers[2].size)
    #expect(node.frame == layers[2].frame)
    #expect(node.proposal == layers[2].proposal)
    // padding() insets the form by 16 on each edge, so the label's frame starts at x = 16 in root coordinates;
    // it is as wide as the widest label, "Password:" 79.333, and aligns the 40.333-wide Text to its trailing
    // edge: 16 + 79.333 − 40.333 = 55.
    #expect(layers[2].frame.x == 16)
    #expect(abs(layers[2].size.width - 79.333) < 0.001)
    #expect(abs(layers[0].frame.x - 55) < 1e-9)
    #expect(layers[2].widthRule.kind == "fixedFrame")
    #expect(layers[2].reads?.contains { $0.kind == "state" && $0.name == "labelWidth" } == true)
    // The frame layer was proposed its share by the HStack.
    #expect(layers[2].proposer.layer == LayerReference(node: "user-row", layer: 0))
    #expect(layers[2].proposer.reason == "stackEqualShare")
    // Measurements and reads are listed by default.
    #expect(layers[0].measurements?.isEmpty == false)
    #expect(layers[0].reads != nil)
  }

  @Test func measurementsCanBeLeftOut() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let result = try await client.send(
      NodeLayoutRequest(uri: TestTrees.formURI, node: "user-label", measurements: false))
    #expect(result.node.layers?.allSatisfy { $0.measurements == nil && $0.reads == nil } == true)
  }

  @Test func nodesWithoutLayoutOfTheirOwnHaveNoFrame() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    let tree: JSONValue = [
      "root": [
        "view": "VStack", "content": [["view": "Group", "id": "group", "content": [["view": "Text", "text": "a"]]]],
      ]
    ]
    try await client.open("group", tree)
    let node = try await client.send(NodeLayoutRequest(uri: "group", node: "group")).node
    #expect(node.layers == [])
    #expect(node.frame == nil && node.size == nil && node.proposal == nil)
  }

  @Test func forEachElementsHaveTheirOwnIDsAndEditsNameTheirTemplate() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    let tree: JSONValue = [
      "root": [
        "view": "VStack", "id": "list",
        "content": [
          [
            "view": "ForEach", "data": "0..<3", "element": "i",
            "content": [["view": "Text", "id": "row", "text": "Row \\(i)"]],
          ]
        ],
      ]
    ]
    try await client.open("list", tree)
    let row = try await client.send(NodeLayoutRequest(uri: "list", node: "row[1]"))
    #expect(row.node.text == "Row 1")
    #expect(
      try await client.send(SelectRequest(uri: "list", selector: "#row[1], [text$=\"2\"]")).nodes == [
        "row[1]", "row[2]",
      ])
    // An edit naming an element changes its template: every row.
    _ = try await client.send(
      EditTreeRequest(uri: "list", version: 1, edits: [.setText(node: "row[1]", text: "Item \\(i)")]))
    let texts = try await client.send(TreeLayoutRequest(uri: "list", layers: false)).nodes.compactMap(\.text)
    #expect(texts == ["Item 0", "Item 1", "Item 2"])
  }

  @Test func unknownNodesVersionsAndPassesAreErrors() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let error = await expectDaemonError(.unknownNode) {
      _ = try await client.send(NodeLayoutRequest(uri: TestTrees.formURI, node: "user-lable"))
    }
    #expect(error?.message.contains("did you mean \"user-label\"") == true)
    #expect(error?.data?["path"] == "params.node")
    let version = await expectDaemonError(.unknownVersion) {
      _ = try await client.send(NodeLayoutRequest(uri: TestTrees.formURI, node: "form", version: 2))
    }
    #expect(version?.data?["path"] == "params.version")
    let pass = await expectDaemonError(.unknownVersion) {
      _ = try await client.send(NodeLayoutRequest(uri: TestTrees.formURI, node: "form", pass: 3))
    }
    #expect(pass?.data?["passes"] == 2)
    await expectDaemonError(.unknownTree) { _ = try await client.send(NodeLayoutRequest(uri: "nope", node: "form")) }
    // A missing member is invalid params naming it.
    let missing = await expectRPCError(.invalidParams) {
      _ = try await client.sendRaw("layout/node", ["uri": .string(TestTrees.formURI)])
    }
    #expect(missing?.data?["path"] == "params.node")
  }

  @Test func olderVersionsAnswerFromTheHistory() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    _ = try await client.send(
      EditTreeRequest(uri: TestTrees.formURI, version: 1, edits: [.setText(node: "user-label", text: "Name:")]))
    let old = try await client.send(NodeLayoutRequest(uri: TestTrees.formURI, node: "user-label", version: 1))
    let new = try await client.send(NodeLayoutRequest(uri: TestTrees.formURI, node: "user-label"))
    #expect(old.version == 1 && old.node.text == "User:")
    #expect(new.version == 2 && new.node.text == "Name:")
  }

  @Test func theTreeListsEveryNodeInTreeOrderWithItsTextRendering() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let tree = try await client.send(TreeLayoutRequest(uri: TestTrees.formURI))
    #expect(tree.nodes.count == 11)
    #expect(tree.nodes.first?.id == "form")
    #expect(tree.nodes.first?.depth == 0)
    #expect(tree.proposal == ProposalValue(width: 390, height: 763))
    #expect(tree.nodes.allSatisfy { $0.layers != nil && $0.layers?.allSatisfy { $0.measurements == nil } == true })
    let lines = tree.text.split(separator: "\n")
    #expect(lines.count == 11)
    #expect(lines.first?.hasPrefix("VStack #form") == true)
    #expect(lines.contains { $0.hasPrefix("    Text #user-label \"User:\"") })
    // A parent comes before its children.
    let positions = Dictionary(uniqueKeysWithValues: tree.nodes.enumerated().map { ($1.id, $0) })
    for node in tree.nodes {
      if let parent = node.parent { #expect((positions[parent] ?? .max) < (positions[node.id] ?? -1)) }
    }
  }

  @Test func aSubtreeIsTheNodeAndItsDescendants() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let subtree = try await client.send(TreeLayoutRequest(uri: TestTrees.formURI, node: "password-row", layers: false))
    #expect(
      subtree.nodes.map(\.id) == [
        "password-row", "password-label", "password-label/background0/GeometryReader0",
        "password-label/background0/GeometryReader0/Color0", "password-field",
      ])
    #expect(subtree.nodes.allSatisfy { $0.layers == nil })
    let lines = subtree.text.split(separator: "\n")
    #expect(lines.count == 5)
    #expect(lines.first?.hasPrefix("HStack #password-row") == true)
    #expect(lines.dropFirst().first?.hasPrefix("  Text #password-label") == true)
    let rendered = try await client.send(
      TreeLayoutRequest(uri: TestTrees.formURI, node: "password-label", layers: false, renderedFrames: true))
    #expect(rendered.text != subtree.text)
  }

  @Test func passesShowTheLabelsSettlingAndStateSurvivingAnEdit() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let first = try await client.send(LayoutPassesRequest(uri: TestTrees.formURI))
    #expect(first.version == 1)
    #expect(first.edits.isEmpty)
    #expect(first.converged && first.stop == "settled" && first.passesRun == 2)
    #expect(first.passes.map(\.pass) == [1, 2])
    // Pass 1: natural widths; the form's onPreferenceChange receives the widest, "Password:" 79.333
    // (text-metrics.md, the Inter row), and writes it to labelWidth.
    let delivery = try #require(first.passes.first?.actions.first)
    #expect(delivery.kind == "onPreferenceChange" && delivery.key == "MaxLabelWidth" && delivery.node == "form")
    #expect(abs((delivery.value?.doubleValue ?? 0) - 79.333) < 0.001)
    #expect(first.passes.first?.stateWrites.first?.name == "labelWidth")
    #expect(first.passes.first?.stateWrites.first?.old == .null)
    // Pass 2: the shorter label grows to 79.333 and its field shrinks by as much; nothing else runs.
    let changed = first.passes.last?.sizeChanges ?? []
    #expect(changed.map(\.node) == ["user-label", "user-field"])
    #expect(abs((changed.first?.before?.width ?? 0) - 40.333) < 0.001)
    #expect(first.passes.last?.actions.isEmpty == true)

    // A shorter text: the label's Text and its measuring reader shrink, the maximum does not change, so no action
    // runs and the frame keeps labelWidth: one pass.
    _ = try await client.send(
      EditTreeRequest(uri: TestTrees.formURI, version: 1, edits: [.setText(node: "user-label", text: "Name:")]))
    let second = try await client.send(LayoutPassesRequest(uri: TestTrees.formURI))
    #expect(second.edits.map(\.description) == ["setText #user-label \"Name:\""])
    #expect(second.edits.first?.edit == .setText(node: "user-label", text: "Name:"))
    #expect(second.passesRun == 1)
    #expect(
      second.passes.first?.sizeChanges.map(\.node) == [
        "user-label/background0/GeometryReader0", "user-label/background0/GeometryReader0/Color0",
      ])
  }

  /// The sign-in form's shorter label, through the daemon: the same chain and summary as the engine's
  /// (`LiveTreeExplainTests.shorterLabelWidensInPass2`), as protocol values.
  @Test func explainWalksTheShorterLabelBackToTheWiderOne() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let result = try await client.send(ExplainRequest(uri: TestTrees.formURI, node: "user-label", dimension: .width))
    #expect(result.layer == 2)
    #expect(result.layerDescription == "frame(width: labelWidth, alignment: .trailing)")
    #expect(result.from == VersionPoint(version: 1, pass: 1))
    #expect(result.to == VersionPoint(version: 1, pass: 2))
    #expect(result.changed)
    // 121 px and 238 px at @3x ("User:" and "Password:" at .body).
    #expect(result.before == 121 * (1.0 / 3))
    #expect(result.after == 238 * (1.0 / 3))
    #expect(
      result.chain.map(\.kind) == ["rule", "stateRead", "stateWrite", "preferenceValue", "measurement", "rule"])
    #expect(
      result.chain.map(\.node) == [
        "user-label", "user-label", "form", "form", "password-label/background0/GeometryReader0", "password-label",
      ])
    #expect(result.chain.map(\.layer) == [2, 2, 2, 0, 0, 0])
    #expect(result.chain[1].before == .null)
    #expect(result.chain[2].version == 1)
    #expect(result.chain[2].pass == 1)
    let contributors = try #require(result.chain[3].contributors)
    #expect(contributors.map(\.node) == ["user-label", "password-label"])
    #expect(contributors.map(\.fate) == ["first", "reduced"])
    #expect(
      result.summary
        == "Width 40.333 → 79.333 in pass 2: frame(width: labelWidth) read labelWidth = 79.333, written by "
        + "onPreferenceChange(MaxLabelWidth) on VStack #form in pass 1 from the max of [40.333 (#user-label), "
        + "79.333 (#password-label)].")
  }

  /// After an edit, the default points are the version's passes, and an edit link has a version but no pass.
  @Test func explainFollowsAnEditBackToIt() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    _ = try await client.send(
      EditTreeRequest(
        uri: TestTrees.formURI, version: 1, edits: [.setText(node: "password-label", text: "Pass:")]))
    let result = try await client.send(ExplainRequest(uri: TestTrees.formURI, node: "user-label", dimension: .width))
    #expect(result.from == VersionPoint(version: 2, pass: 1))
    #expect(result.to == VersionPoint(version: 2, pass: 2))
    let edit = try #require(result.chain.last)
    #expect(edit.kind == "edit")
    #expect(edit.version == 2)
    #expect(edit.pass == nil)
    #expect(edit.after == "Pass:")
  }

  @Test func explainErrorsNameTheParameter() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let node = await expectDaemonError(.unknownNode) {
      _ = try await client.send(ExplainRequest(uri: TestTrees.formURI, node: "nope", dimension: .width))
    }
    #expect(node?.data?["path"] == "params.node")
    let version = await expectDaemonError(.unknownVersion) {
      _ = try await client.send(
        ExplainRequest(uri: TestTrees.formURI, node: "user-label", dimension: .width, from: VersionPoint(version: 5)))
    }
    #expect(version?.data?["path"] == "params.from.version")
    let pass = await expectDaemonError(.unknownVersion) {
      _ = try await client.send(
        ExplainRequest(
          uri: TestTrees.formURI, node: "user-label", dimension: .width, to: VersionPoint(version: 1, pass: 3)))
    }
    #expect(pass?.data?["path"] == "params.to.pass")
    let dimension = await expectRPCError(.invalidParams) {
      _ = try await client.sendRaw(
        "layout/explain", ["uri": .string(TestTrees.formURI), "node": "user-label", "dimension": "depth"])
    }
    #expect(dimension?.data?["path"] == "params.dimension")
    let layer = await expectRPCError(.invalidParams) {
      _ = try await client.send(ExplainRequest(uri: TestTrees.formURI, node: "user-label", dimension: .width, layer: 3))
    }
    #expect(layer?.data?["path"] == "params.layer")
    let range = await expectRPCError(.invalidParams) {
      _ = try await client.send(
        ExplainRequest(
          uri: TestTrees.formURI, node: "user-label", dimension: .width, from: VersionPoint(version: 1, pass: 2),
          to: VersionPoint(version: 1, pass: 1)))
    }
    #expect(range?.data?["path"] == "params.from")
    // The tree is as it was: the next question is answered. The form is centred in the root proposal (§1.5):
    // y = (763 − 84) / 2.
    #expect(try await client.send(ExplainRequest(uri: TestTrees.formURI, node: "form", dimension: .y)).after == 339.5)
  }

  @Test func aCancelledQueryIsAnsweredExactlyOnce() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open("rows", TestTrees.rows(1000))
    // Whether the cancellation arrives before, during or after the work, the request gets one reply: the
    // result, or -32800; and the daemon goes on.
    for _ in 0..<5 {
      let task = Task { try await client.send(TreeLayoutRequest(uri: "rows", measurements: true)) }
      task.cancel()
      do {
        let result = try await task.value
        #expect(result.nodes.count == 3001)
      } catch let error as ResponseError {
        #expect(error.code == .requestCancelled)
      }
    }
    #expect(try await client.send(NodeLayoutRequest(uri: "rows", node: "label999")).node.text == "Label 999:")
  }
}
