import InspectorProtocol
import JSONCore
import JSONRPC
import Testing

@testable import InspectorServer

/// `layout/snapshot` and `layout/diff`, in process, on the sign-in form ("User:" 40.333 and "Password:" 79.333
/// wide at .body @3x, `text-metrics.md`; pass 2 frames both labels at 79.333).
struct DiffHandlerTests {
  @Test func aSnapshotIsRoundedAndItsTextReadsBackAsTheSameSnapshot() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let result = try await client.send(SnapshotRequest(uri: TestTrees.formURI))
    #expect(result.pass == 2)
    let label = try #require(result.snapshot.nodes.first { $0.id == "user-label" })
    #expect(label.frame?.width == 79.333)
    #expect(label.preferences == ["MaxLabelWidth": 40.333])
    #expect(result.snapshot.state["labelWidth"] == .double(79.333))
    #expect(result.snapshot.layers.filter { $0.node == "user-label" }.map(\.layer) == [0, 1, 2])
    let parsed = try JSONValueDecoder().decode(LayoutSnapshot.self, from: try JSONParser.parse(result.text))
    #expect(parsed == result.snapshot)
    #expect(result.text.hasSuffix("]\n}\n"))
    let again = try await client.send(SnapshotRequest(uri: TestTrees.formURI))
    #expect(again.text == result.text)
  }

  @Test func withoutFromTheDiffIsWhatTheUpdateLoopOrTheLastEditChanged() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let loop = try await client.send(DiffRequest(uri: TestTrees.formURI))
    #expect(loop.from == DiffSide(uri: TestTrees.formURI, version: 1, pass: 1))
    #expect(loop.to == DiffSide(uri: TestTrees.formURI, version: 1, pass: 2))
    #expect(loop.resized.map(\.node) == ["user-label", "user-field"])
    #expect(loop.resized.first?.before.width == 40.333)
    #expect(loop.resized.first?.after.width == 79.333)
    #expect(loop.state == [StateChange(name: "labelWidth", before: .null, after: .double(79.333))])
    #expect(loop.summary.hasPrefix("2 nodes resized: #user-label 40.333×20.333 → 79.333×20.333, "))
    _ = try await client.send(
      EditTreeRequest(uri: TestTrees.formURI, version: 1, edits: [.setText(node: "password-label", text: "PIN:")]))
    let edit = try await client.send(DiffRequest(uri: TestTrees.formURI))
    #expect(edit.from == DiffSide(uri: TestTrees.formURI, version: 1, pass: 2))
    #expect(edit.texts == [TextChange(node: "password-label", view: "Text", before: "Password:", after: "PIN:")])
    // "PIN:" is narrower than "User:", so the update loop writes the new widest width and both frames shrink.
    #expect(edit.resized.map(\.node).prefix(3) == ["user-label", "user-field", "password-label"])
    #expect(edit.state == [StateChange(name: "labelWidth", before: .double(79.333), after: .double(40.333))])
    #expect(edit.layers.contains { $0.node == "password-label" && $0.layer == 0 && $0.changed.first == "summary" })
  }

  @Test func twoTreesAndASnapshotCompareTheSameWay() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    try await client.open("other", TestTrees.signInForm)
    let same = try await client.send(DiffRequest(uri: TestTrees.formURI, otherUri: "other"))
    #expect(!same.changed)
    #expect(same.summary == "No differences.")
    #expect(same.from == DiffSide(uri: "other", version: 1, pass: 2))
    let snapshot = try await client.send(SnapshotRequest(uri: "other", version: 1, pass: 1)).snapshot
    let fromSnapshot = try await client.send(DiffRequest(uri: TestTrees.formURI, snapshot: snapshot))
    let fromPoint = try await client.send(
      DiffRequest(uri: TestTrees.formURI, from: VersionPoint(version: 1, pass: 1), otherUri: "other"))
    #expect(fromSnapshot.from == DiffSide())
    #expect(fromSnapshot.resized == fromPoint.resized)
    #expect(fromSnapshot.layers == fromPoint.layers)
    #expect(fromSnapshot.summary == fromPoint.summary)
  }

  @Test func addedRemovedAndReparentedNodes() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    _ = try await client.send(
      EditTreeRequest(
        uri: TestTrees.formURI, version: 1,
        edits: [
          .remove(node: "user-field"),
          .insert(parent: "form", index: 0, view: ["view": "Text", "text": "Sign in", "id": "title"]),
        ]))
    let diff = try await client.send(DiffRequest(uri: TestTrees.formURI))
    #expect(diff.added.map(\.id) == ["title"])
    #expect(diff.added.first?.parent == "form")
    #expect(diff.removed.map(\.id) == ["user-field"])
    #expect(diff.moved.contains { $0.node == "user-row" })
    #expect(diff.summary.contains("1 node added: #title (Text). 1 node removed: #user-field (TextField)."))
  }

  @Test func badSnapshotsAndSidesNameTheirPath() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let snapshot = try await client.send(SnapshotRequest(uri: TestTrees.formURI)).snapshot
    var repeated = snapshot
    repeated.nodes.append(snapshot.nodes[0])
    var stray = snapshot
    stray.layers[1].node = "nowhere"
    var skipped = snapshot
    skipped.layers.remove(at: 0)
    var future = snapshot
    future.layoutSnapshot = 2
    let cases: [(LayoutSnapshot, String, String)] = [
      (repeated, "params.snapshot.nodes[11].id", "the id \"form\" is already the id of nodes[0]"),
      (stray, "params.snapshot.layers[1].node", "no node \"nowhere\" in the snapshot's nodes"),
      (skipped, "params.snapshot.layers[0].layer", "expected layer 0 of \"form\""),
      (future, "params.snapshot.layoutSnapshot", "this daemon reads snapshots of format 1, found 2"),
    ]
    for (bad, path, message) in cases {
      let error = await expectRPCError(.invalidParams) {
        _ = try await client.send(DiffRequest(uri: TestTrees.formURI, snapshot: bad))
      }
      #expect(error?.data?["path"] == .string(path))
      #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
    }
    let both = await expectRPCError(.invalidParams) {
      _ = try await client.send(
        DiffRequest(uri: TestTrees.formURI, from: VersionPoint(version: 1), snapshot: snapshot))
    }
    #expect(both?.data?["path"] == "params.snapshot")
    let other = await expectDaemonError(.unknownTree) {
      _ = try await client.send(DiffRequest(uri: TestTrees.formURI, otherUri: "nowhere"))
    }
    #expect(other?.data?["path"] == "params.otherUri")
    let pass = await expectDaemonError(.unknownVersion) {
      _ = try await client.send(DiffRequest(uri: TestTrees.formURI, from: VersionPoint(version: 1, pass: 9)))
    }
    #expect(pass?.data?["path"] == "params.from.pass")
  }
}
