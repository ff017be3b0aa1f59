import Foundation
import InspectorProtocol
import JSONCore
import JSONRPC
import Testing

@testable import InspectorServer

/// What an editor shows for a Swift document, through the daemon in process: hover, inlay hints, code lenses
/// and their commands, symbols, diagnostics with ranges, and `ContentModified` for a request whose text went
/// stale.
///
/// Numbers come from the fixed-advance measurer (derived): `.body` is 17 pt, a character 0.5 em (8.5 pt), a
/// line 1.2 em (20.4 pt, 20.667 on the @3x pixel grid); "Account:" is 8 characters (68 wide) and
/// "Passphrase:" 11 (93.5, 93.667 on the pixel grid), so both labels' frames take 93.667.
struct EditorFeatureTests {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("SwiftUISourceTests/Fixtures/examples")

  static func example(_ name: String) throws -> String {
    try String(contentsOf: examples.appendingPathComponent("\(name).swift"), encoding: .utf8)
  }

  /// A daemon with the deterministic measurer and the example open as `uri`, its first diagnostics received.
  static func opened(_ name: String, uri: String) async throws -> (TestDaemonClient, [String]) {
    let client = try await TestDaemonClient.inProcess(
      options: InitializationOptions(textMeasurer: "fixedAdvance"))
    let text = try example(name)
    client.notify(
      DidOpenTextDocumentNotification(
        textDocument: TextDocumentItem(uri: uri, languageId: "swift", version: 1, text: text)))
    _ = await client.waitForNotification(PublishDiagnosticsNotification.self) { $0.uri == uri && $0.version == 1 }
    return (client, text.components(separatedBy: "\n"))
  }

  /// The position of `word` on the line that holds `context`.
  static func position(of word: String, after context: String, in lines: [String]) -> TextPosition {
    let line = lines.firstIndex { $0.contains(context) } ?? 0
    let column = lines[line].range(of: word).map {
      lines[line].utf16.distance(from: lines[line].startIndex, to: $0.lowerBound)
    }
    return TextPosition(line: line, character: column ?? 0)
  }

  @Test func hoverShowsTheSizeTheLayersAndWhyTheWidthChanged() async throws {
    let uri = "file:///tmp/EqualSizedLabels.swift"
    let (client, lines) = try await Self.opened("EqualSizedLabels", uri: uri)
    defer { client.stop() }
    let hover = try await client.send(
      HoverRequest(
        textDocument: TextDocumentIdentifier(uri: uri),
        position: Self.position(of: "Text", after: "Text(\"Account:\")", in: lines)))
    let value = try #require(hover?.contents.value)
    #expect(hover?.contents.kind == "markdown")
    #expect(value.hasPrefix("**Text** 68×20.667"), "\(value)")
    #expect(value.contains("`Text 68×20.667 ← background ← frame(width: width, alignment: alignment) 93.667×20.667`"))
    #expect(value.contains("`WidestLabel` = 68 (from Text \"Account:\")"))
    #expect(value.contains("Why: Width 68 → 93.667 in pass 2"))
    // The range is the view expression the hover is about.
    #expect(hover?.range?.start == Self.position(of: "Text", after: "Text(\"Account:\")", in: lines))
  }

  @Test func inlayHintsCodeLensesSymbolsAndCommands() async throws {
    let uri = "file:///tmp/EqualSizedLabels.swift"
    let (client, lines) = try await Self.opened("EqualSizedLabels", uri: uri)
    defer { client.stop() }
    let document = TextDocumentIdentifier(uri: uri)
    let everything = TextRange(
      start: TextPosition(line: 0, character: 0), end: TextPosition(line: lines.count, character: 0))
    let hints = try await client.send(InlayHintRequest(textDocument: document, range: everything))
    // After `.sharedLabelWidth(labelWidth, alignment: .trailing)`: the label with its frame.
    let useLine = try #require(lines.firstIndex { $0.contains(".sharedLabelWidth") })
    #expect(hints.contains { $0.position.line == useLine && $0.label == "93.667×20.667" }, "\(hints)")
    let lenses = try await client.send(CodeLensRequest(textDocument: document))
    #expect(lenses.first?.command?.title == "passes: 2, converged")
    #expect(lenses.contains { $0.command?.title == "why this width? (68 → 93.667)" })
    let symbols = try await client.send(DocumentSymbolRequest(textDocument: document))
    #expect(symbols.map(\.name) == ["WidestLabel", "MeasureLabel", "extension View", "SignInForm"])
    #expect(symbols.last?.detail == "View; root: passes: 2, converged")

    let why = try await client.send(
      ExecuteCommandRequest(
        command: "inspector.why",
        arguments: [
          [
            "uri": .string(uri),
            "position": try JSONValueEncoder().encode(
              Self.position(of: "Text", after: "Text(\"Account:\")", in: lines)),
          ]
        ]))
    #expect(why["root"] == "SignInForm")
    #expect(abs((why["after"]?.doubleValue ?? 0) - 93.667) < 0.001)
    let summary = why["lines"]?.arrayValue?.first?.stringValue ?? ""
    #expect(summary.contains("read labelWidth = 93.667"), "\(summary)")

    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("form.svg").path
    let rendered = try await client.send(
      ExecuteCommandRequest(command: "inspector.render", arguments: [["uri": .string(uri), "path": .string(file)]]))
    #expect(rendered["path"] == .string(file))
    let svg = try String(contentsOfFile: file, encoding: .utf8)
    #expect(svg.contains("<svg") && svg.contains("Passphrase:"))
  }

  @Test func aPreferenceLoopIsADiagnosticAtItsOnPreferenceChangeWithItsOtherEnd() async throws {
    let capable = try await TestDaemonClient.inProcess(initialize: false)
    defer { capable.stop() }
    _ = try await capable.sendRaw(
      "initialize",
      [
        "capabilities": ["textDocument": ["publishDiagnostics": ["relatedInformation": true]]],
        "initializationOptions": ["textMeasurer": "fixedAdvance"],
      ])
    let uri = "file:///tmp/GrowingLabel.swift"
    let text = try Self.example("GrowingLabel")
    capable.notify(
      DidOpenTextDocumentNotification(
        textDocument: TextDocumentItem(uri: uri, languageId: "swift", version: 1, text: text)))
    let published = await capable.waitForNotification(PublishDiagnosticsNotification.self) { $0.uri == uri }
    let loop = try #require(published?.diagnostics.first { $0.code == "preferenceLoop" })
    let lines = text.components(separatedBy: "\n")
    #expect(lines[loop.range.start.line].contains("onPreferenceChange"))
    #expect(loop.message.contains("+8 pt per pass"), "\(loop.message)")
    let other = try #require(loop.relatedInformation?.first)
    #expect(lines[other.location.range.start.line].contains(".frame(width: labelWidth"))
  }

  @Test func aRequestWhoseTextWentStaleIsContentModified() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    let uri = "file:///tmp/Slow.swift"
    // Version 2 takes a while to lay out (a thousand rows); version 3 arrives before it is done.
    let slow = """
      struct Rows: View {
          var body: some View {
              VStack { ForEach(0..<1000) { index in Text("row \\(index)").padding(2) } }
          }
      }
      """
    client.notify(
      DidOpenTextDocumentNotification(
        textDocument: TextDocumentItem(uri: uri, languageId: "swift", version: 1, text: "struct A {}\n")))
    client.notify(
      DidChangeTextDocumentNotification(
        textDocument: VersionedTextDocumentIdentifier(uri: uri, version: 2),
        contentChanges: [TextDocumentContentChange(text: slow)]))
    async let hover = client.sendRaw(
      HoverRequest.method,
      ["textDocument": ["uri": .string(uri)], "position": ["line": 2, "character": 40]])
    try await Task.sleep(for: .milliseconds(20))
    client.notify(
      DidChangeTextDocumentNotification(
        textDocument: VersionedTextDocumentIdentifier(uri: uri, version: 3),
        contentChanges: [TextDocumentContentChange(text: "struct B {}\n")]))
    do {
      _ = try await hover
      Issue.record("the hover of version 2 was answered after version 3 replaced it")
    } catch let error as ResponseError {
      #expect(error.code == .contentModified)
      #expect(error.data?["version"] == 2 && error.data?["currentVersion"] == 3)
    }
    #expect(await client.waitForNotification(PublishDiagnosticsNotification.self) { $0.version == 3 } != nil)
  }
}
