import InspectorProtocol
import JSONCore
import JSONRPC
import Testing

@testable import InspectorServer

/// `tree/open`, `tree/edit`, `tree/close` and `tree/list`, in process: every edit kind, atomicity, version
/// checks, history bounds and error paths.
struct TreeHandlerTests {
  @Test func openReportsTheFirstVersionAndSendsDiagnosticsBeforeTheReply() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    let summary = try await client.open()
    #expect(summary.uri == TestTrees.formURI)
    #expect(summary.version == 1)
    #expect(summary.converged)
    // Pass 1 lays the labels out at their natural widths and delivers the widest to `labelWidth`; pass 2 lays
    // them out at that width and changes nothing (issue 3: the sign-in form converges in 2 passes).
    #expect(summary.passes == 2)
    // The form fills the proposed width (its fields are greedy): 390, from the tree's own proposal.
    #expect(summary.rootSize.width == 390)
    // VStack, 2 HStacks, 2 labels with GeometryReader + Color each, 2 fields: 11 nodes, all declared.
    #expect(summary.nodeCount == 11)
    #expect(summary.declaredNodeCount == 11)
    let notifications = client.notifications(TreeDiagnosticsNotification.self)
    #expect(notifications.count == 1)
    #expect(notifications.first?.version == 1)
    #expect(notifications.first?.diagnostics == summary.diagnostics)
  }

  @Test func openingAnOpenURIIsAnError() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let error = await expectDaemonError(.treeAlreadyOpen) { try await client.open() }
    #expect(error?.data?["path"] == "params.uri")
  }

  @Test func anInvalidTreeNamesEveryProblemWithItsPath() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    let tree: JSONValue = [
      "root": [
        "view": "VStack",
        "content": [["view": "Txt"], ["view": "Text", "text": "a", "modifiers": [["frme": ["width": 1]]]]],
      ]
    ]
    let error = await expectDaemonError(.invalidTree) { try await client.open("bad", tree) }
    #expect(error?.data?["path"] == "params.tree.root.content[0].view")
    #expect(error?.message.contains("did you mean \"Text\"") == true)
    #expect(error?.data?["errors"]?.arrayValue?.count == 2)
    // Nothing was opened.
    #expect(try await client.send(ListTreesRequest()).trees.isEmpty)
  }

  @Test func theNumberOfOpenTreesIsBounded() async throws {
    let client = try await TestDaemonClient.inProcess(
      options: InitializationOptions(limits: LimitOverrides(maxTrees: 2)))
    defer { client.stop() }
    try await client.open("a", TestTrees.rows(1))
    try await client.open("b", TestTrees.rows(1))
    let error = await expectDaemonError(.limitExceeded) { try await client.open("c", TestTrees.rows(1)) }
    #expect(error?.data?["limit"] == "maxTrees")
    _ = try await client.send(CloseTreeRequest(uri: "a"))
    try await client.open("c", TestTrees.rows(1))
  }

  @Test func aTreeAtTheDepthLimitOpensThroughTheDaemon() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    // Nested stacks + the Text + its background modifier = the default `maxDepth` of layers (10,240: a chain of
    // 10,000 views fits); the background's Color is content of the last layer. Decoded, laid out and released on
    // the layout threads (`TreeLimits.stackBytes`); the document nests twice as many JSON levels.
    let views = DaemonConfiguration.defaultLimits.maxDepth - 2
    let summary = try await client.open("deep", TestTrees.deep(views: views))
    #expect(summary.nodeCount == views + 2)
    // The whole tree's layout/tree reply would print every node's path (nodes × depth bytes): refused before it
    // is built, naming the limit; a subtree and one node answer.
    let tooBig = await expectDaemonError(.limitExceeded) {
      _ = try await client.send(TreeLayoutRequest(uri: "deep", layers: false))
    }
    #expect(tooBig?.data?["limit"] == "maxMessageBytes")
    let subtree = try await client.send(TreeLayoutRequest(uri: "deep", node: "leaf", layers: false))
    #expect(subtree.nodes.first?.depth == views)
    #expect(subtree.nodes.last?.depth == views + 1)
    let leaf = try await client.send(NodeLayoutRequest(uri: "deep", node: "leaf"))
    #expect(leaf.node.layers?.count == 2)
    // Edits apply at the limit too (on the layout threads), and the version they replace is released.
    for version in 1...3 {
      _ = try await client.send(
        EditTreeRequest(uri: "deep", version: version, edits: [.setText(node: "leaf", text: "deeper \(version)")]))
    }
    #expect(try await client.send(NodeLayoutRequest(uri: "deep", node: "leaf")).node.text == "deeper 3")
    #expect(try await client.send(LayoutPassesRequest(uri: "deep")).passes.count >= 1)
    // One more level is refused cleanly, naming the limit and where the tree passes it.
    let error = await expectDaemonError(.invalidTree) {
      try await client.open("deeper", TestTrees.deep(views: views + 1))
    }
    #expect(error?.data?["errors"]?.arrayValue?.first?["kind"] == "depthLimit")
    #expect(error?.message.contains("maxDepth") == true)
    #expect(error?.message.contains("params.tree.root.content[0]") == true)
    _ = try await client.send(CloseTreeRequest(uri: "deep"))
  }

  @Test func everyEditKindApplies() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let edits: [Edit] = [
      .setState(name: "labelWidth", value: 80),
      .setText(node: "user-label", text: "Name:"),
      .replace(node: "user-field", view: ["view": "TextField", "id": "name-field", "title": "Name"]),
      .insert(parent: "form", index: 2, view: ["view": "Divider", "id": "rule"]),
      .remove(node: "password-field"),
      .setModifiers(node: "rule", modifiers: [["padding": 4]]),
      .propose(width: 320, height: .infinity),
      .environment(["displayScale": 2]),
    ]
    var version = 1
    for edit in edits {
      let summary = try await client.send(EditTreeRequest(uri: TestTrees.formURI, version: version, edits: [edit]))
      version += 1
      #expect(summary.version == version, "\(edit.kind)")
    }
    let tree = try await client.send(TreeLayoutRequest(uri: TestTrees.formURI, layers: false))
    let ids = tree.nodes.map(\.id)
    #expect(ids.contains("name-field") && ids.contains("rule") && !ids.contains("password-field"))
    #expect(tree.nodes.first { $0.id == "user-label" }?.text == "Name:")
    #expect(tree.proposal == ProposalValue(width: 320, height: .infinity))
    // Divider + padding(4): the divider's layer, then the padding layer the parent sees.
    let rule = try await client.send(NodeLayoutRequest(uri: TestTrees.formURI, node: "rule"))
    #expect(rule.node.layers?.map(\.name) == ["Divider", "padding"])
    // The environment edit measured the labels on the @2x grid: "Password:" (79.09 exact, the SF emulation)
    // rounds up to 79.5, a new maximum, which the form's action wrote over the 80 that `setState` had set.
    let state = try await client.send(TreeStateRequest(uri: TestTrees.formURI))
    #expect(state.state.first == StateVariable(name: "labelWidth", value: 79.5, declaredValue: nil, type: "CGFloat?"))
  }

  @Test func editsApplyAllOrNothing() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let before = try await client.send(TreeLayoutRequest(uri: TestTrees.formURI))
    client.clearNotifications()
    let error = await expectDaemonError(.unknownNode) {
      _ = try await client.send(
        EditTreeRequest(
          uri: TestTrees.formURI, version: 1,
          edits: [.setText(node: "user-label", text: "Name:"), .remove(node: "missing")]))
    }
    #expect(error?.data?["path"] == "params.edits[1].remove.node")
    let after = try await client.send(TreeLayoutRequest(uri: TestTrees.formURI))
    #expect(after == before)
    #expect(client.notifications(TreeDiagnosticsNotification.self).isEmpty)
    // The next edit still expects version 1.
    let summary = try await client.send(
      EditTreeRequest(uri: TestTrees.formURI, version: 1, edits: [.setText(node: "user-label", text: "Name:")]))
    #expect(summary.version == 2)
  }

  @Test func anEditThatBreaksTheTreeNamesTheEditAndThePlace() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let error = await expectDaemonError(.invalidEdit) {
      _ = try await client.send(
        EditTreeRequest(
          uri: TestTrees.formURI, version: 1,
          edits: [.setModifiers(node: "user-label", modifiers: [["frme": ["width": 10]]])]))
    }
    #expect(error?.data?["path"] == "params.edits[0]")
    #expect(error?.data?["treePath"] == "$.root.content[0].content[0].modifiers[0].frme")
  }

  @Test func badEditArgumentsNameTheirPath() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let cases: [(Edit, DaemonErrorCode, String)] = [
      (.setText(node: "form", text: "x"), .invalidEdit, "params.edits[0].setText.node"),
      (.insert(parent: "form", index: 9, view: ["view": "Divider"]), .invalidEdit, "params.edits[0].insert.index"),
      (.remove(node: "form"), .invalidEdit, "params.edits[0].remove.node"),
      (.setState(name: "labelWidht", value: 1), .invalidEdit, "params.edits[0].setState.name"),
      (.replace(node: "nope", view: ["view": "Text"]), .unknownNode, "params.edits[0].replace.node"),
      (.tap(node: "user-field"), .invalidEdit, "params.edits[0].tap.node"),
    ]
    for (edit, code, path) in cases {
      let error = await expectDaemonError(code) {
        _ = try await client.send(EditTreeRequest(uri: TestTrees.formURI, version: 1, edits: [edit]))
      }
      #expect(error?.data?["path"] == .string(path), "\(edit.kind)")
    }
    // An edit object of an unknown kind is invalid params, with the path and the kinds allowed.
    let error = await expectRPCError(.invalidParams) {
      _ = try await client.sendRaw(
        "tree/edit", ["uri": .string(TestTrees.formURI), "version": 1, "edits": [["setTxt": ["node": "a"]]]])
    }
    #expect(error?.data?["path"] == "params.edits[0]")
    #expect(error?.message.contains("expected one of setState") == true)
  }

  @Test func theVersionMustBeTheCurrentOne() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let error = await expectDaemonError(.versionMismatch) {
      _ = try await client.send(EditTreeRequest(uri: TestTrees.formURI, version: 7, edits: []))
    }
    #expect(error?.data?["currentVersion"] == 1)
    #expect(error?.data?["path"] == "params.version")
  }

  @Test func editsPerRequestAreBounded() async throws {
    let client = try await TestDaemonClient.inProcess(
      options: InitializationOptions(limits: LimitOverrides(maxEditsPerRequest: 2)))
    defer { client.stop() }
    try await client.open()
    let edit = Edit.setText(node: "user-label", text: "x")
    await expectDaemonError(.limitExceeded) {
      _ = try await client.send(EditTreeRequest(uri: TestTrees.formURI, version: 1, edits: [edit, edit, edit]))
    }
  }

  @Test func historyIsBoundedUnderEndlessEdits() async throws {
    let client = try await TestDaemonClient.inProcess(
      options: InitializationOptions(limits: LimitOverrides(historyDepth: 3)))
    defer { client.stop() }
    try await client.open()
    for version in 1...20 {
      _ = try await client.send(
        EditTreeRequest(
          uri: TestTrees.formURI, version: version, edits: [.setText(node: "user-label", text: "v\(version)")]))
    }
    let list = try await client.send(ListTreesRequest())
    #expect(list.trees.first?.version == 21)
    #expect(list.trees.first?.oldestVersion == 19)
    _ = try await client.send(NodeLayoutRequest(uri: TestTrees.formURI, node: "user-label", version: 19))
    let error = await expectDaemonError(.unknownVersion) {
      _ = try await client.send(NodeLayoutRequest(uri: TestTrees.formURI, node: "user-label", version: 18))
    }
    #expect(error?.data?["oldestVersion"] == 19)
    #expect(error?.data?["currentVersion"] == 21)
    let session = try #require(client.server?.store.session(TestTrees.formURI))
    #expect(session.live.versions.count == 3)
  }

  @Test func stateSurvivesEdits() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    _ = try await client.send(
      EditTreeRequest(uri: TestTrees.formURI, version: 1, edits: [.setState(name: "labelWidth", value: 90)]))
    _ = try await client.send(
      EditTreeRequest(uri: TestTrees.formURI, version: 2, edits: [.setText(node: "user-label", text: "Name:")]))
    // The text edit ran the update loop from the current state: the widest label did not change, so no action
    // ran and `labelWidth` kept the value `setState` gave it, as @State survives re-evaluation in SwiftUI.
    let state = try await client.send(TreeStateRequest(uri: TestTrees.formURI))
    #expect(state.state.first?.value == 90.0)
    let passes = try await client.send(LayoutPassesRequest(uri: TestTrees.formURI))
    #expect(passes.passes.allSatisfy { $0.actions.isEmpty })
    // Version 1 ended with the widest label's width: "Password:" is 79.333 (text-metrics.md, the Inter row).
    let first = try await client.send(TreeStateRequest(uri: TestTrees.formURI, version: 1)).state.first?.value
    #expect(abs((first?.doubleValue ?? 0) - 79.333) < 0.001)
  }

  @Test func aTapRunsTheButtonsActionAndTheUpdateLoop() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    let tree: JSONValue = [
      "state": ["taps": 0],
      "root": [
        "view": "VStack",
        "content": [
          ["view": "Text", "id": "count", "text": "Tapped \\(taps)"],
          ["view": "Button", "id": "button", "title": "Tap", "action": "taps += 1; print(\"tapped\", taps)"],
        ],
      ],
    ]
    try await client.open("tap", tree)
    let summary = try await client.send(EditTreeRequest(uri: "tap", version: 1, edits: [.tap(node: "button")]))
    #expect(summary.version == 2)
    let node = try await client.send(NodeLayoutRequest(uri: "tap", node: "count"))
    #expect(node.node.text == "Tapped 1")
    let passes = try await client.send(LayoutPassesRequest(uri: "tap"))
    #expect(passes.editActions.map(\.kind) == ["tap"])
    #expect(
      passes.editStateWrites == [
        InspectorProtocol.StateWrite(name: "taps", old: 0, new: 1, node: "button", cause: "taps += 1")
      ])
    #expect(passes.editPrints.map(\.text) == ["tapped 1"])
    #expect(try await client.send(TreeStateRequest(uri: "tap")).state.first?.value == 1)
  }

  @Test func closeForgetsTheTreeAndClearsItsDiagnostics() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    client.clearNotifications()
    _ = try await client.send(CloseTreeRequest(uri: TestTrees.formURI))
    #expect(
      client.notifications(TreeDiagnosticsNotification.self) == [
        TreeDiagnosticsNotification(uri: TestTrees.formURI, version: 1, diagnostics: [])
      ])
    await expectDaemonError(.unknownTree) { _ = try await client.send(CloseTreeRequest(uri: TestTrees.formURI)) }
    await expectDaemonError(.unknownTree) {
      _ = try await client.send(NodeLayoutRequest(uri: TestTrees.formURI, node: "form"))
    }
    // The uri can be opened again.
    try await client.open()
  }

  @Test func listNamesEveryOpenTreeByURI() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open("b", TestTrees.rows(2))
    try await client.open("a", TestTrees.rows(1))
    let list = try await client.send(ListTreesRequest())
    #expect(list.trees.map(\.uri) == ["a", "b"])
    // rows(1): VStack, HStack, Text, TextField.
    #expect(list.trees.first == TreeListEntry(uri: "a", version: 1, oldestVersion: 1, converged: true, nodeCount: 4))
  }

  @Test func aQuerySentRightAfterAnEditSeesIt() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    // Both are sent, in this order, before either reply arrives; the ordering rules run the query after the edit.
    let replies = await client.sendInOrder([
      (
        EditTreeRequest.method,
        try JSONValueEncoder().encode(
          EditTreeRequest(uri: TestTrees.formURI, version: 1, edits: [.setText(node: "user-label", text: "Name:")]))
      ),
      (
        NodeLayoutRequest.method,
        try JSONValueEncoder().encode(NodeLayoutRequest(uri: TestTrees.formURI, node: "user-label"))
      ),
    ])
    let summary = try JSONValueDecoder().decode(TreeSummary.self, from: try replies[0].get())
    let layout = try JSONValueDecoder().decode(NodeLayoutResult.self, from: try replies[1].get())
    #expect(summary.version == 2)
    #expect(layout.version == 2)
    #expect(layout.node.text == "Name:")
  }
}
