import InspectorProtocol
import JSONCore
import JSONRPC
import Testing

@testable import InspectorServer

/// Every method's result encodes non-finite lengths as protocol.md says (`"infinity"`, `"-infinity"`, `"nan"`),
/// never as an internal error or a silent `null` (issue 17: `layout/explain` answered -32603 "inf cannot be written
/// as a JSON number" for 1,014 requests of the soak).
struct NonFiniteResultTests {
  /// `Color.red.frame(minWidth: .infinity)`, verified against SwiftUI to keep +infinity (fixture
  /// `frame/flex_frame_min_infinity`), under a label whose state an edit changes, so there is a history to explain.
  static let tree: JSONValue = [
    "state": ["label": "A"],
    "proposal": ["width": 100, "height": 100],
    "root": [
      "view": "VStack", "id": "stack",
      "content": [
        ["view": "Color", "id": "wide", "color": "red", "modifiers": [["frame": ["minWidth": ".infinity"]]]],
        ["view": "Text", "id": "label", "text": "\\(label)"],
      ],
    ],
  ]

  @Test func everyMethodAnswersWithoutAnInternalError() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    let uri = "file:///nonfinite.json"
    let opened = try await client.sendRaw("tree/open", ["uri": .string(uri), "tree": Self.tree])
    #expect(opened["version"] == 1)
    let edited = try await client.sendRaw(
      "tree/edit",
      ["uri": .string(uri), "version": 1, "edits": [["setState": ["name": "label", "value": "Longer"]]]])
    #expect(edited["version"] == 2)
    let params: [String: JSONValue] = [
      "tree/list": [:],
      "layout/node": ["uri": .string(uri), "node": "wide", "measurements": true],
      "layout/tree": ["uri": .string(uri), "measurements": true],
      "preferences/ancestors": ["uri": .string(uri), "node": "wide"],
      "preferences/values": ["uri": .string(uri), "node": "stack"],
      "tree/state": ["uri": .string(uri)],
      "layout/passes": ["uri": .string(uri)],
      "layout/explain": ["uri": .string(uri), "node": "wide", "dimension": "width"],
      "tree/select": ["uri": .string(uri), "selector": "Color"],
      "daemon/synchronize": [:],
      "layout/snapshot": ["uri": .string(uri)],
      "layout/diff": ["uri": .string(uri)],
      "tree/document": ["uri": .string(uri)],
    ]
    for request in Messages.requests {
      let method = request.method
      guard let methodParams = params[method] else { continue }
      do {
        let result = try await client.sendRaw(method, methodParams)
        #expect(result != .null || method == "daemon/synchronize", "\(method)")
      } catch {
        #expect(error.code != .internalError, "\(method): \(error)")
        // Only the preference queries may refuse: the tree declares no preference key.
        #expect(method.hasPrefix("preferences/"), "\(method): \(error)")
      }
    }
    let node = try await client.sendRaw("layout/node", params["layout/node"])
    #expect(node["size"]?["width"] == "infinity")
    let explanation = try await client.sendRaw("layout/explain", params["layout/explain"])
    #expect(explanation["after"] == "infinity")
    let links = explanation["chain"]?.arrayValue ?? []
    #expect(!links.isEmpty)
    // A link's lengths are lengths too: "infinity", not null.
    #expect(links.contains { $0["after"] == "infinity" })
    #expect(!links.contains { $0["after"] == .null && $0["kind"] == "rule" })
    // The editor requests (and tree/roots), over a Swift document with the same infinite frame.
    let swiftURI = "file:///nonfinite/Wide.swift"
    let source = """
      import SwiftUI

      struct Wide: View {
          var body: some View {
              VStack {
                  Color.red.frame(minWidth: .infinity)
                  Text("A")
              }
          }
      }
      """
    _ = try await client.sendRaw("daemon/synchronize", [:])
    client.notify(
      DidOpenTextDocumentNotification(
        textDocument: TextDocumentItem(uri: swiftURI, languageId: "swift", version: 1, text: source)))
    let document: JSONValue = ["uri": .string(swiftURI)]
    let editorParams: [String: JSONValue] = [
      "textDocument/hover": ["textDocument": document, "position": ["line": 5, "character": 14]],
      "textDocument/inlayHint": [
        "textDocument": document,
        "range": ["start": ["line": 0, "character": 0], "end": ["line": 10, "character": 0]],
      ],
      "textDocument/codeLens": ["textDocument": document],
      "textDocument/documentSymbol": ["textDocument": document],
      "workspace/executeCommand": ["command": "inspector.roots", "arguments": [.string(swiftURI)]],
      "tree/roots": ["uri": .string(swiftURI), "swift": .string(source)],
    ]
    for (method, methodParams) in editorParams.sorted(by: { $0.key < $1.key }) {
      do {
        _ = try await client.sendRaw(method, methodParams)
      } catch {
        #expect(error.code != .internalError, "\(method): \(error)")
      }
    }
    // Every method the test leaves out is a lifecycle method or changes the tree.
    let covered = Set(params.keys).union(editorParams.keys).union([
      "initialize", "shutdown", "tree/open", "tree/edit", "tree/close",
    ])
    #expect(Set(Messages.requests.map { $0.method }).subtracting(covered).isEmpty)
  }

  /// The soak's failure exactly: an explanation whose earlier value is infinite (`before: inf cannot be written as
  /// a JSON number`). `frame(minWidth: .infinity)` keeps +infinity (fixture `frame/flex_frame_min_infinity`); after
  /// the edit to `minWidth: 50` the color takes the proposed 100 (derived: a flexible frame proposes the offered
  /// width clamped to its minimum, and a color takes what it is offered).
  @Test func anExplanationFromAnInfiniteLengthSpellsIt() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    let uri = "file:///nonfinite-before.json"
    let tree: JSONValue = [
      "proposal": ["width": 100, "height": 100],
      "root": [
        "view": "VStack", "id": "stack",
        "content": [
          ["view": "Color", "id": "wide", "color": "red", "modifiers": [["frame": ["minWidth": ".infinity"]]]]
        ],
      ],
    ]
    _ = try await client.sendRaw("tree/open", ["uri": .string(uri), "tree": tree])
    let edit: JSONValue = ["setModifiers": ["node": "wide", "modifiers": [["frame": ["minWidth": 50]]]]]
    _ = try await client.sendRaw("tree/edit", ["uri": .string(uri), "version": 1, "edits": [edit]])
    let explanation = try await client.sendRaw(
      "layout/explain", ["uri": .string(uri), "node": "wide", "dimension": "width"])
    #expect(explanation["before"] == "infinity")
    #expect(explanation["after"] == .double(100))
    let links = explanation["chain"]?.arrayValue ?? []
    #expect(!links.isEmpty)
    #expect(links.allSatisfy { $0["before"] == "infinity" && $0["after"] == .double(100) })
  }
}
