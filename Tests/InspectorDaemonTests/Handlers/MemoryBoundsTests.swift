import Foundation
import InspectorProtocol
import JSONCore
import JSONRPC
import Testing

@testable import InspectorServer

/// Trees that build or show huge values (issue 17): each is a diagnostic that names the limit, the daemon goes on,
/// and the tree stays open. Before the memory budget, the string-doubling trees aborted the daemon ("Fatal
/// error: failed to allocate 5369233344 bytes"), and a `ForEach` of megabyte texts took gigabytes.
struct MemoryBoundsTests {
  /// Forty doublings: 2^40 times the string if nothing stopped it.
  static let doubling = "(0..<40).reduce(\"ab\") { s, _ in s + s }"

  private func diagnosticsNaming(_ limit: String, in summary: TreeSummary) -> [Diagnostic] {
    summary.diagnostics.filter { $0.message.contains(limit) }
  }

  @Test func doublingInATextArgumentIsADiagnostic() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    let tree: JSONValue = [
      "root": ["view": "VStack", "content": [["view": "Text", "id": "t", "text": .string("\\(\(Self.doubling))")]]]
    ]
    let summary = try await client.open("text", tree)
    let named = diagnosticsNaming("bytes of values (maxValueBytes)", in: summary)
    #expect(named.count == 1)
    #expect(named.first?.code == "expressionError")
    #expect(try await client.send(ListTreesRequest()).trees.count == 1)
  }

  @Test func doublingInAReduceIsADiagnostic() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    let tree: JSONValue = [
      "preferenceKeys": [
        "Doubled": [
          "type": "String", "defaultValue": "\"ab\"",
          "reduce": "for _ in 0..<40 { value = value + nextValue() + value }",
        ]
      ],
      "root": [
        "view": "VStack", "id": "stack",
        "content": [
          ["view": "Color", "id": "a", "modifiers": [["preference": ["key": "Doubled", "value": "\"x\""]]]],
          ["view": "Color", "id": "b", "modifiers": [["preference": ["key": "Doubled", "value": "\"y\""]]]],
        ],
      ],
    ]
    let summary = try await client.open("reduce", tree)
    #expect(!diagnosticsNaming("(maxValueBytes)", in: summary).isEmpty)
  }

  @Test func doublingInATapActionIsADiagnosticAndChangesNoState() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    let tree: JSONValue = [
      "state": ["s": "ab"],
      "root": [
        "view": "VStack",
        "content": [
          ["view": "Text", "id": "shown", "text": "\\(s.count)"],
          ["view": "Button", "id": "button", "title": "Double", "action": "for _ in 0..<40 { s = s + s }"],
        ],
      ],
    ]
    try await client.open("tap", tree)
    let summary = try await client.send(EditTreeRequest(uri: "tap", version: 1, edits: [.tap(node: "button")]))
    #expect(summary.version == 2)
    let passes = try await client.send(LayoutPassesRequest(uri: "tap"))
    let text = JSONSerializer.serialize(try JSONValueEncoder().encode(passes)) + "\(summary.diagnostics)"
    #expect(text.contains("(maxValueBytes)"))
    #expect(try await client.send(TreeStateRequest(uri: "tap")).state.first?.value == "ab")
  }

  @Test func joiningLargeStateIsADiagnostic() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    let big = String(repeating: "x", count: 1 << 20)
    let tree: JSONValue = [
      "state": ["big": .string(big)],
      "root": [
        "view": "VStack",
        "content": [["view": "Text", "id": "t", "text": "\\((0..<4096).map { _ in big }.joined())"]],
      ],
    ]
    let summary = try await client.open("joined", tree)
    #expect(!diagnosticsNaming("(maxValueBytes)", in: summary).isEmpty)
  }

  @Test func anUpdateBuildsAtMostMaxValueBytesPerUpdate() async throws {
    let client = try await TestDaemonClient.inProcess(
      options: InitializationOptions(limits: LimitOverrides(maxValueBytesPerUpdate: 4 << 20)))
    defer { client.stop() }
    // Each row builds half a megabyte from state: the ninth and later rows find the update's budget spent.
    let tree: JSONValue = [
      "state": ["big": .string(String(repeating: "y", count: 1 << 18))],
      "root": [
        "view": "VStack",
        "content": [
          [
            "view": "ForEach", "data": "0..<20",
            "content": [
              ["view": "Color", "modifiers": [["frame": ["width": "CGFloat(\"\\(big)\\(big)\".count / 100000)"]]]]
            ],
          ]
        ],
      ],
    ]
    let summary = try await client.open("budget", tree)
    #expect(!diagnosticsNaming("budget of 4194304 bytes of values (maxValueBytesPerUpdate)", in: summary).isEmpty)
  }

  @Test func aPassLaysOutAtMostMaxTextBytes() async throws {
    let client = try await TestDaemonClient.inProcess(
      options: InitializationOptions(limits: LimitOverrides(maxTextBytes: 256 << 10)))
    defer { client.stop() }
    // A thousand rows each showing 64 KiB of state: 64 MB of text to measure before the limit; with it, the first
    // four rows (a debug build measures about 200 KB of text a second).
    let tree: JSONValue = [
      "state": ["big": .string(String(repeating: "word ", count: 13_108))],
      "root": [
        "view": "VStack",
        "content": [
          ["view": "ForEach", "data": "0..<1000", "content": [["view": "Text", "text": "\\(big)"]]]
        ],
      ],
    ]
    let summary = try await client.open("rows", tree)
    let named = diagnosticsNaming("bytes of text (maxTextBytes)", in: summary)
    #expect(!named.isEmpty)
    let layout = try await client.send(TreeLayoutRequest(uri: "rows"))
    let shown = layout.nodes.compactMap(\.text).reduce(0) { $0 + $1.utf8.count }
    #expect(shown <= 256 << 10)
    #expect(shown > 0)
  }

  @Test func nodeQueriesQuoteALongTextOnce() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    let text = String(repeating: "long text ", count: 10_000)
    let tree: JSONValue = [
      "root": [
        "view": "Text", "id": "t", "text": .string(text), "modifiers": [["padding": [:]], ["frame": ["width": 300]]],
      ]
    ]
    try await client.open("long", tree)
    let reply = try await client.sendRaw("layout/node", ["uri": "long", "node": "t", "measurements": true])
    let bytes = JSONSerializer.serializeToBytes(reply).count
    // The node's own `text` holds the text once; rules and summaries quote 256 bytes and the length. Before, the
    // reply repeated it in every rule and summary (63 MB for a 10 MB text; here six times 100 KB).
    #expect(bytes < text.utf8.count + 32 << 10)
    let rule = reply["layers"]?.arrayValue?.first?["widthRule"]
    #expect(rule?["values"]?["textBytes"] == .integer(Int64(text.utf8.count)))
    #expect(rule?["description"]?.stringValue?.contains("…\" (\(text.utf8.count) bytes)") == true)
  }
}
