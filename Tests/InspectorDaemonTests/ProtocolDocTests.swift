import Foundation
import InspectorProtocol
import JSONCore
import Testing

@testable import InspectorServer
@testable import JSONRPC

/// Keeps `protocol.md` true: every method has its section and every section its method, and every example
/// exchange in it is replayed against the daemon and must match.
///
/// The examples form one session, in document order: blocks fenced as `json` whose lines start with `-->` (a
/// message the client sends) and `<--` (a message the daemon sends, notifications included, in order). A
/// message continues on the following lines until the next marker. In an expected message, the string `"..."`
/// matches any value, and a member `"...": "..."` allows members not listed.
///
/// Run with `RECORD_PROTOCOL_EXAMPLES=1` to rewrite every `<--` message from the daemon's actual answers.
struct ProtocolDocTests {
  static let documentURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("protocol.md")

  static func document() throws -> String {
    try String(contentsOf: documentURL, encoding: .utf8)
  }

  @Test func everyMethodHasASectionAndEverySectionAMethod() throws {
    let headings = try Self.document().split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("## ") else { return nil }
      // Method sections are headed by the method in backquotes: ## `tree/open`
      let title = line.dropFirst(3)
      guard title.hasPrefix("`"), title.hasSuffix("`") else { return nil }
      return String(title.dropFirst().dropLast())
    }
    #expect(Set(headings).count == headings.count, "a method has two sections")
    let methods = Set(Messages.allMethods)
    for method in methods.subtracting(headings).sorted() {
      Issue.record("protocol.md has no section for \(method)")
    }
    for heading in Set(headings).subtracting(methods).sorted() {
      Issue.record("protocol.md documents \(heading), which the daemon does not register")
    }
  }

  @Test func everyMethodTheDaemonAnswersIsAMessageOfTheProtocol() async throws {
    // The sections follow `Messages`; this keeps `Messages` equal to what the daemon registers.
    let client = try await TestDaemonClient.inProcess(initialize: false)
    defer { client.stop() }
    let registry = try #require(client.server).makeRegistry()
    let requests = Set(Messages.requests.map { $0.method })
    let notifications = Set(Messages.clientNotifications.map { $0.method })
    #expect(Set(registry.requestMethods) == requests)
    // `exit` is answered by `ServerLifecycle`, `$/cancelRequest` by the `Endpoint` itself.
    #expect(Set(registry.notifications.keys) == notifications.subtracting(["exit", "$/cancelRequest"]))
  }

  @Test func everyMethodHasAnExampleThatIsReplayed() throws {
    // Each method is in an example as a message sent or expected: a request or notification of the client's, or
    // a notification or request of the daemon's.
    let blocks = ExampleBlock.parse(try Self.document())
    let shown = Set(blocks.flatMap { $0.sent + $0.expected }.compactMap { $0["method"]?.stringValue })
    for method in Set(Messages.allMethods).subtracting(shown).sorted() {
      Issue.record("protocol.md has no replayed example with \(method)")
    }
  }

  @Test func everyErrorCodeAndLimitIsDocumented() throws {
    let document = try Self.document()
    for code in DaemonErrorCode.allCases {
      #expect(document.contains("| \(code.rawValue) | `\(code.name)`"), "error code \(code.name) is not in the table")
    }
    let limits = try JSONValueEncoder().encode(DaemonConfiguration.defaultLimits)
    for key in limits.objectValue?.keys ?? [] {
      #expect(document.contains("| `\(key)` |"), "limit \(key) is not in the table")
    }
    for kind in Edit.kindNames {
      #expect(document.contains("`{\"\(kind)\":"), "edit \(kind) is not documented")
    }
  }

  @Test func examplesMatchTheDaemon() throws {
    let document = try Self.document()
    let blocks = ExampleBlock.parse(document)
    #expect(blocks.count >= Messages.requests.count, "fewer example exchanges than requests")
    let peer = try RawDaemonPeer()
    defer { peer.stop() }
    var rewritten = document
    let recording = ProcessInfo.processInfo.environment["RECORD_PROTOCOL_EXAMPLES"] != nil
    for block in blocks {
      for message in block.sent { peer.send(message) }
      var actual: [JSONValue] = []
      if recording {
        // Everything the daemon sends until it has been quiet for a while.
        var timeout = 2.0
        while let message = peer.next(timeout: timeout) {
          actual.append(message)
          timeout = 0.3
        }
      } else {
        // As many messages as the block expects, then a short look for any extra one.
        while actual.count < block.expected.count, let message = peer.next() { actual.append(message) }
        if let extra = peer.next(timeout: 0.05) { actual.append(extra) }
      }
      if recording {
        rewritten = rewritten.replacingOccurrences(of: block.text, with: block.rewritten(with: actual))
        continue
      }
      #expect(
        actual.count == block.expected.count,
        "example at line \(block.line): expected \(block.expected.count) messages, got \(actual.count): \(actual.map { JSONSerializer.serialize($0) })"
      )
      // Notifications and the daemon's own requests must come in the documented order; replies may come in any
      // order (queries of one tree run concurrently), so each is matched by its id.
      let notifications = actual.filter { $0["id"] == nil || $0["method"] != nil }
      var remaining = notifications[...]
      for expected in block.expected {
        let got: JSONValue?
        if let id = expected["id"], expected["method"] == nil {
          got = actual.first { $0["id"] == id && $0["method"] == nil }
        } else {
          got = remaining.popFirst()
        }
        #expect(
          got.map { ExampleBlock.matches($0, expected) } == true,
          "example at line \(block.line): expected \(JSONSerializer.serialize(expected)), got \(got.map { JSONSerializer.serialize($0) } ?? "nothing")"
        )
      }
    }
    if recording {
      try rewritten.write(to: Self.documentURL, atomically: true, encoding: .utf8)
    }
  }
}

/// One example exchange of `protocol.md`.
struct ExampleBlock {
  /// The block's text between the fences.
  var text: String
  /// Its line in the document.
  var line: Int
  /// The messages the client sends, with their text.
  var sent: [JSONValue]
  var sentText: [String]
  /// The messages the daemon must send.
  var expected: [JSONValue]

  /// Every `json` block with at least one `-->` line.
  static func parse(_ document: String) -> [ExampleBlock] {
    var blocks: [ExampleBlock] = []
    let lines = document.components(separatedBy: "\n")
    var index = 0
    while index < lines.count {
      guard lines[index] == "```json" else {
        index += 1
        continue
      }
      let start = index + 1
      var end = start
      while end < lines.count, lines[end] != "```" { end += 1 }
      let body = Array(lines[start..<min(end, lines.count)])
      index = end + 1
      guard body.contains(where: { $0.hasPrefix("-->") }) else { continue }
      var messages: [(Bool, String)] = []
      for line in body {
        if line.hasPrefix("--> ") || line.hasPrefix("<-- ") {
          messages.append((line.hasPrefix("-->"), String(line.dropFirst(4))))
        } else if !messages.isEmpty {
          messages[messages.count - 1].1 += "\n" + line
        }
      }
      var block = ExampleBlock(
        text: body.joined(separator: "\n"), line: start, sent: [], sentText: [], expected: [])
      for (isSent, text) in messages {
        guard let value = try? JSONParser.parse(text) else {
          Issue.record("protocol.md line \(start): a message is not valid JSON: \(text)")
          continue
        }
        if isSent {
          block.sent.append(value)
          block.sentText.append(text)
        } else {
          block.expected.append(value)
        }
      }
      blocks.append(block)
    }
    return blocks
  }

  /// The block with its `<--` messages replaced by `actual`.
  func rewritten(with actual: [JSONValue]) -> String {
    let sentLines = sentText.map { "--> " + $0 }
    let receivedLines = actual.map { "<-- " + ExampleBlock.format($0, indent: "") }
    return (sentLines + receivedLines).joined(separator: "\n")
  }

  /// Whether `actual` matches `expected`, where `"..."` matches anything and `"...": "..."` allows extra members.
  static func matches(_ actual: JSONValue, _ expected: JSONValue) -> Bool {
    if expected == .string("...") { return true }
    switch (actual, expected) {
    case (.object(let got), .object(let want)):
      let open = want["..."] != nil
      for (key, value) in want where key != "..." {
        guard let member = got[key], matches(member, value) else { return false }
      }
      return open || got.keys.allSatisfy { want[$0] != nil }
    case (.array(let got), .array(let want)):
      if want.last == .string("..."), got.count >= want.count - 1 {
        return zip(got, want.dropLast()).allSatisfy { matches($0, $1) }
      }
      return got.count == want.count && zip(got, want).allSatisfy { matches($0, $1) }
    case (.integer, .double), (.double, .integer), (.double, .double), (.integer, .integer):
      return actual.doubleValue == expected.doubleValue
    default:
      return actual == expected
    }
  }

  /// JSON on one line, with a space after each colon and comma.
  static func inline(_ value: JSONValue) -> String {
    switch value {
    case .object(let object):
      return "{"
        + object.map { JSONSerializer.serialize(.string($0.key)) + ": " + inline($0.value) }.joined(separator: ", ")
        + "}"
    case .array(let elements):
      return "[" + elements.map(inline).joined(separator: ", ") + "]"
    default:
      return JSONSerializer.serialize(value)
    }
  }

  /// JSON for the document: containers of scalars on one line when short, others one member per line.
  static func format(_ value: JSONValue, indent: String) -> String {
    let compact = inline(value)
    let inner = indent + "  "
    switch value {
    case .object(let object):
      let scalars = object.allSatisfy { !$0.value.isContainer || $0.value.isEmptyContainer }
      if object.isEmpty || scalars && compact.count + indent.count <= 110 { return compact }
      let members = object.map {
        inner + JSONSerializer.serialize(.string($0.key)) + ": " + format($0.value, indent: inner)
      }
      return "{\n" + members.joined(separator: ",\n") + "\n" + indent + "}"
    case .array(let elements):
      let scalars = elements.allSatisfy { !$0.isContainer || $0.isEmptyContainer }
      if elements.isEmpty || scalars && compact.count + indent.count <= 110 { return compact }
      return "[\n" + elements.map { inner + format($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
    default:
      return compact
    }
  }
}

extension JSONValue {
  fileprivate var isContainer: Bool {
    switch self {
    case .object, .array: return true
    default: return false
    }
  }

  fileprivate var isEmptyContainer: Bool {
    switch self {
    case .object(let object): return object.isEmpty
    case .array(let array): return array.isEmpty
    default: return false
    }
  }
}
