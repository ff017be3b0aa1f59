import InspectorProtocol
import JSONCore
import JSONRPC
import Testing

@testable import InspectorServer

/// Every method with params a broken or hostile client might send: each gets an error reply naming what is
/// wrong, nothing changes, and the daemon goes on answering.
struct HostileRequestTests {
  /// Params that fit no method, or fit one badly.
  static let hostileParams: [JSONValue] = [
    [:],
    ["uri": 7],
    ["uri": .string(TestTrees.formURI), "node": ["nested": true]],
    ["uri": .string(TestTrees.formURI), "node": "", "key": "", "selector": "", "version": -1, "pass": 0],
    ["uri": .string(TestTrees.formURI), "node": "form", "version": .integer(Int64.max), "pass": .integer(Int64.min)],
    ["uri": .string(TestTrees.formURI), "node": "form", "version": 1.5],
    ["uri": .string(TestTrees.formURI), "version": 1, "edits": [["setText": ["node": "user-label"]]]],
    ["uri": .string(TestTrees.formURI), "version": 1, "edits": [1, "two", nil]],
    [
      "uri": .string(TestTrees.formURI), "version": 1,
      "edits": [["insert": ["parent": "form", "index": -5, "view": [:]]]],
    ],
    [
      "uri": .string(TestTrees.formURI), "version": 1,
      "edits": [["insert": ["parent": "form", "index": .integer(Int64.max), "view": ["view": "Text"]]]],
    ],
    ["uri": .string(TestTrees.formURI), "version": 1, "edits": [["propose": ["width": -3]]]],
    ["uri": .string(TestTrees.formURI), "version": 1, "edits": [["environment": ["displayScale": 0]]]],
    [
      "uri": .string(TestTrees.formURI), "version": 1,
      "edits": [["setState": ["name": "labelWidth", "value": "not a number"]]],
    ],
    ["uri": .string(TestTrees.formURI), "version": 1, "edits": [["replace": ["node": "form", "view": [1, 2]]]]],
    ["uri": .string(TestTrees.formURI), "node": "form", "dimension": "width", "from": ["version": -9]],
    ["uri": .string(TestTrees.formURI), "selector": .string(String(repeating: ":has(", count: 200))],
    ["uri": .string(TestTrees.formURI), "selector": .string(String(repeating: "a ", count: 5000))],
    ["uri": .string(TestTrees.formURI), "selector": "#\u{1F600}[text=\"\u{0}\"]"],
    ["uri": "other", "tree": "not a tree"],
    ["uri": "other", "tree": ["root": ["view": "VStack", "content": [["view": "Text", "text": 5]]]]],
    ["uri": "other", "tree": ["root": nil]],
  ]

  @Test func everyMethodAnswersHostileParamsWithAnErrorAndChangesNothing() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let before = try await client.send(TreeLayoutRequest(uri: TestTrees.formURI, measurements: true))
    // `tree/close` with a valid uri does close the tree (its other members are ignored), so it is left out here;
    // its errors are tested in TreeHandlerTests.
    let methods = Messages.requests.map { $0.method }.filter { !["initialize", "shutdown", "tree/close"].contains($0) }
    var answered = 0
    for method in methods {
      for params in Self.hostileParams {
        do {
          _ = try await client.sendRaw(method, params)
        } catch {
          // Every error names what is wrong in a message and says its kind, -32602 included (issue 17: 62 of 62
          // invalid-params replies had no `data.kind`).
          #expect(!error.message.isEmpty, "\(method) \(params)")
          #expect(error.data?["kind"]?.stringValue?.isEmpty == false, "\(method): \(error)")
          #expect(error.code != .internalError, "\(method) \(JSONSerializer.serialize(params)): \(error)")
        }
        answered += 1
      }
    }
    #expect(answered == methods.count * Self.hostileParams.count)
    // The tree is exactly as it was, and only the form (and perhaps a valid "other" tree) is open.
    let after = try await client.send(TreeLayoutRequest(uri: TestTrees.formURI, measurements: true))
    #expect(after == before)
    #expect(try await client.send(ListTreesRequest()).trees.map(\.uri) == [TestTrees.formURI])
  }

  @Test func paramsThatAreNotAnObjectAreRefused() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    for params: JSONValue in [[1, 2], []] {
      await expectRPCError(.invalidParams) { _ = try await client.sendRaw("tree/open", params) }
    }
    #expect(try await client.send(ListTreesRequest()).trees.isEmpty)
  }

  @Test func anUnknownMethodIsMethodNotFound() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    await expectRPCError(.methodNotFound) { _ = try await client.sendRaw("tree/frobnicate", [:]) }
  }
}
