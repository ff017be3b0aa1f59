import InspectorProtocol
import JSONCore
import JSONRPC
import Testing

@testable import InspectorServer

/// The limits that bound memory and time across a whole update or the whole daemon: `maxTotalRecordedNodes`,
/// `maxStepsPerUpdate` and `maxDiagnosticsPerPass`.
struct DaemonLimitsTests {
  @Test func theTreesTogetherHoldAtMostMaxTotalRecordedNodes() async throws {
    var configuration = TestDaemonClient.testConfiguration
    configuration.limits.maxTotalRecordedNodes = 40
    let client = try await TestDaemonClient.inProcess(configuration: configuration)
    defer { client.stop() }
    // The sign-in form lays out 11 nodes in each of its 2 passes: 22 records, and a second form would make 44.
    try await client.open()
    let refused = await expectDaemonError(.limitExceeded) { try await client.open("second", TestTrees.signInForm) }
    #expect(refused?.data?["limit"] == "maxTotalRecordedNodes")
    #expect(refused?.data?["path"] == "params.tree")
    #expect(try await client.send(ListTreesRequest()).trees.map(\.uri) == [TestTrees.formURI])
    // A new label text takes one pass of 11 records: 33 fit, and the next version's 44 do not.
    let edit = { (version: Int) in
      EditTreeRequest(
        uri: TestTrees.formURI, version: version,
        edits: [.setText(node: "user-label", text: "Name \(version):")])
    }
    #expect(try await client.send(edit(1)).version == 2)
    let before = try await client.send(TreeLayoutRequest(uri: TestTrees.formURI))
    let tooMany = await expectDaemonError(.limitExceeded) { _ = try await client.send(edit(2)) }
    #expect(tooMany?.data?["limit"] == "maxTotalRecordedNodes")
    #expect(tooMany?.message.contains("nothing was changed") == true)
    #expect(try await client.send(TreeLayoutRequest(uri: TestTrees.formURI)) == before)
    // Closing the tree frees its records.
    _ = try await client.send(CloseTreeRequest(uri: TestTrees.formURI))
    try await client.open("second", TestTrees.signInForm)
  }

  @Test func anUpdateSpendsAtMostMaxStepsPerUpdate() async throws {
    let client = try await TestDaemonClient.inProcess(
      options: InitializationOptions(limits: LimitOverrides(maxStepsPerUpdate: 10_000)))
    defer { client.stop() }
    let row: JSONValue = ["view": "Color", "modifiers": [["frame": ["width": "CGFloat((0..<1000).map { $0 }.count)"]]]]
    let tree: JSONValue = [
      "root": ["view": "VStack", "content": [["view": "ForEach", "data": "0..<20", "content": [row]]]]
    ]
    let summary = try await client.open("expensive", tree)
    #expect(
      summary.diagnostics.contains { $0.message.contains("budget of 10000 evaluation steps (maxStepsPerUpdate)") })
  }

  @Test func aPassReportsAtMostMaxDiagnosticsPerPass() async throws {
    let client = try await TestDaemonClient.inProcess(
      options: InitializationOptions(limits: LimitOverrides(maxDiagnosticsPerPass: 5)))
    defer { client.stop() }
    let row: JSONValue = ["view": "Color", "modifiers": [["frame": ["width": "undeclared"]]]]
    let tree: JSONValue = [
      "root": ["view": "VStack", "content": [["view": "ForEach", "data": "0..<20", "content": [row]]]]
    ]
    let summary = try await client.open("failing", tree)
    #expect(summary.diagnostics.count == 6)
    #expect(summary.diagnostics.last?.message.hasPrefix("15 more diagnostics are not shown") == true)
  }
}
