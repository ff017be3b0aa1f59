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

  /// Replaces `old` by `new` on the line that holds `context`, as a keystroke's incremental change.
  static func change(
    _ old: String, to new: String, after context: String, in lines: [String], uri: String, version: Int
  ) -> DidChangeTextDocumentNotification {
    let start = position(of: old, after: context, in: lines)
    let end = TextPosition(line: start.line, character: start.character + old.utf16.count)
    return DidChangeTextDocumentNotification(
      textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version),
      contentChanges: [TextDocumentContentChange(range: TextRange(start: start, end: end), text: new)])
  }

  /// `inspector.why` of the view at a position.
  static func why(_ client: TestDaemonClient, uri: String, at position: TextPosition) async throws -> JSONValue {
    try await client.send(
      ExecuteCommandRequest(
        command: "inspector.why",
        arguments: [["uri": .string(uri), "position": try JSONValueEncoder().encode(position)]]))
  }

  @Test func eachChangeIsTheNextVersionOfTheRootsTreeSoWhyNamesTheKeystroke() async throws {
    let uri = "file:///tmp/EqualSizedLabels.swift"
    let (client, lines) = try await Self.opened("EqualSizedLabels", uri: uri)
    defer { client.stop() }
    // "Account name:" is 13 characters: 110.5 wide, 110.667 on the pixel grid; line 42 of the file.
    client.notify(
      Self.change("Account:", to: "Account name:", after: "Text(\"Account:\")", in: lines, uri: uri, version: 2))
    _ = await client.waitForNotification(PublishDiagnosticsNotification.self) { $0.uri == uri && $0.version == 2 }
    let label = Self.position(of: "Text", after: "Text(\"Account:\")", in: lines)
    let hover = try await client.send(HoverRequest(textDocument: TextDocumentIdentifier(uri: uri), position: label))
    let value = try #require(hover?.contents.value)
    #expect(value.hasPrefix("**Text** 110.667×20.667"), "\(value)")
    // The label's frame was 93.667 in the tree's version 1 (the opened text) and is the new text's width in
    // version 2, from its first pass: the edit, not the update loop, changed it.
    #expect(value.contains("Version 2 is the edit at line 42 (text version 2)."), "\(value)")
    let why = try await Self.why(client, uri: uri, at: label)
    #expect(why["from"]?["version"] == 1 && why["to"]?["version"] == 2, "\(why)")
    #expect(
      abs((why["before"]?.doubleValue ?? 0) - 93.667) < 0.001 && abs((why["after"]?.doubleValue ?? 0) - 110.667) < 0.001
    )
    let chain = why["lines"]?.arrayValue?.compactMap(\.stringValue) ?? []
    // Only the label's text changed: the version is the `setText` that makes the new translation, applied from the
    // declared state (a fresh preview), which explain names with the keystroke.
    #expect(
      chain.contains(
        "• setText #root/HStack0/Text0 \"Account name:\" in version 2 (was \"Account:\"): the edit at line 42 (text version 2)"
      ), "\(chain)")
    let root = try #require(client.server?.documents.document(uri)?.newestAnalysis?.roots.first)
    #expect(root.session?.live.current.edits == [.setText(node: "root/HStack0/Text0", text: "Account name:")])
    #expect(root.session?.live.current.initialState == root.session?.live.versions.first?.initialState)

    // A second keystroke continues the same tree: version 3, compared with version 2.
    let changed = lines.map { $0.replacingOccurrences(of: "Text(\"Account:\")", with: "Text(\"Account name:\")") }
    client.notify(
      Self.change("Passphrase:", to: "Pass:", after: "Text(\"Passphrase:\")", in: changed, uri: uri, version: 3))
    _ = await client.waitForNotification(PublishDiagnosticsNotification.self) { $0.uri == uri && $0.version == 3 }
    // The label's line and column are unchanged. The widest label stays, so the fresh preview settles at the shared
    // width of version 2 (110.667): the label's frame changed only inside version 3, from the label's own width in
    // pass 1 (the declared `labelWidth` is nil) to the shared one in pass 2.
    let passphrase = Self.position(of: "Text", after: "Text(\"Passphrase:\")", in: lines)
    let second = try await Self.why(client, uri: uri, at: passphrase)
    #expect(
      second["from"] == ["version": 3, "pass": 1] && second["to"] == ["version": 3, "pass": 2], "\(second)")
    #expect(abs((second["after"]?.doubleValue ?? 0) - 110.667) < 0.001, "\(second)")
  }

  @Test func aRootsTreeKeepsTheLastKeystrokesOnly() async throws {
    let uri = "file:///tmp/EqualSizedLabels.swift"
    let (client, lines) = try await Self.opened("EqualSizedLabels", uri: uri)
    defer { client.stop() }
    let text = lines.joined(separator: "\n")
    for version in 2...7 {
      let label = "Account" + String(repeating: "s", count: version) + ":"
      client.notify(
        DidChangeTextDocumentNotification(
          textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version),
          contentChanges: [TextDocumentContentChange(text: text.replacingOccurrences(of: "Account:", with: label))]))
      _ = await client.waitForNotification(PublishDiagnosticsNotification.self) { $0.version == version }
    }
    let root = try #require(client.server?.documents.document(uri)?.newestAnalysis?.roots.first)
    // Six texts after the first made versions 2 to 7 of the same tree; it keeps the last four.
    #expect(root.version?.number == 7)
    #expect(root.session?.live.versions.map(\.number) == [4, 5, 6, 7])
  }

  @Test func hotReloadKeepsTheStateAcrossAChangeWhenTheEditorAsks() async throws {
    let uri = "file:///tmp/EqualSizedLabels.swift"
    let (client, lines) = try await Self.opened("EqualSizedLabels", uri: uri)
    defer { client.stop() }
    client.notify(DidChangeConfigurationNotification(settings: ["swiftuiInspector": ["keepState": true]]))
    // `daemon/synchronize` is answered after every message before it: the setting is in force.
    _ = try await client.sendRaw("daemon/synchronize")
    client.notify(
      Self.change("Account:", to: "Account name:", after: "Text(\"Account:\")", in: lines, uri: uri, version: 2))
    _ = await client.waitForNotification(PublishDiagnosticsNotification.self) { $0.uri == uri && $0.version == 2 }
    // Kept, labelWidth is still version 1's 93.667: the frame proposes it to the longer label, which fits itself
    // into it, so the measured width stays 93.667 and the loop settles there (SwiftUI's hot reload keeps such
    // state too); a fresh preview, the default, gives the label its 110.667 (the test above).
    let label = Self.position(of: "Text", after: "Text(\"Account:\")", in: lines)
    let why = try await Self.why(client, uri: uri, at: label)
    #expect(why["to"]?["version"] == 2 && abs((why["after"]?.doubleValue ?? 0) - 93.667) < 0.001, "\(why)")
    #expect(why["since"]?["version"] == 1, "the width has not changed since version 1: \(why)")
    // Only a label's text changed: the version is the `setText` that makes the new translation, so the engine
    // keeps the answers the text does not reach (a fresh preview applies it from the declared state: the test above).
    let root = try #require(client.server?.documents.document(uri)?.newestAnalysis?.roots.first)
    #expect(root.session?.live.current.edits == [.setText(node: "root/HStack0/Text0", text: "Account name:")])
    #expect(root.session?.live.tree.source == root.translation.document)
  }

  @Test func aViewDefinedInAnotherOpenDocumentIsReadFromItsUnsavedText() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workspace-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let badgeFile = folder.appendingPathComponent("Badge.swift")
    func badge(_ label: String) -> String {
      "import SwiftUI\nstruct Badge: View {\n  var body: some View { Text(\"\(label)\").padding() }\n}\n"
    }
    try badge("Disk").write(to: badgeFile, atomically: true, encoding: .utf8)
    let client = try await TestDaemonClient.inProcess(initialize: false)
    defer { client.stop() }
    _ = try await client.sendRaw(
      "initialize",
      [
        "capabilities": [:], "workspaceFolders": [["uri": .string(folder.absoluteString), "name": "app"]],
        "initializationOptions": ["textMeasurer": "fixedAdvance"],
      ])
    let main = "file:///tmp/elsewhere/Main.swift"
    let mainText = "import SwiftUI\nstruct Screen: View {\n  var body: some View { Badge() }\n}\n"
    client.notify(
      DidOpenTextDocumentNotification(
        textDocument: TextDocumentItem(uri: main, languageId: "swift", version: 1, text: mainText)))
    let use = HoverRequest(
      textDocument: TextDocumentIdentifier(uri: main), position: TextPosition(line: 2, character: 24))
    // Text("Disk") is 4 characters, 34 wide, with 16 of padding each side: 66 (fixed-advance measurer).
    let fromDisk = try await client.send(use)?.contents.value ?? ""
    #expect(fromDisk.contains("66×52.667"), "\(fromDisk)")
    // The editor opens Badge.swift and types a longer label without saving: 11 characters, 93.5 wide, 93.667 on
    // the pixel grid, 125.667 with the padding. Screen is analysed again with the buffer's definition.
    let badgeURI = badgeFile.absoluteString
    client.notify(
      DidOpenTextDocumentNotification(
        textDocument: TextDocumentItem(uri: badgeURI, languageId: "swift", version: 1, text: badge("Buffer text"))))
    var fromBuffer = ""
    let deadline = ContinuousClock.now + .seconds(30)
    while !fromBuffer.contains("125.667×52.667"), ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
      fromBuffer = try await client.send(use)?.contents.value ?? ""
    }
    #expect(fromBuffer.contains("125.667×52.667"), "\(fromBuffer)")
    // Closed unsaved, the file on disk is the definition again.
    client.notify(DidCloseTextDocumentNotification(textDocument: TextDocumentIdentifier(uri: badgeURI)))
    var afterClose = ""
    while !afterClose.contains("66×52.667"), ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
      afterClose = try await client.send(use)?.contents.value ?? ""
    }
    #expect(afterClose.contains("66×52.667"), "\(afterClose)")
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
    // The hover and version 3 are written one right after the other (a pause between them let a starved test
    // thread wake only after the hover had been answered).
    let hover = await withCheckedContinuation { continuation in
      client.endpoint.sendRequest(
        HoverRequest.method,
        params: ["textDocument": ["uri": .string(uri)], "position": ["line": 2, "character": 40]]
      ) { continuation.resume(returning: $0) }
      client.notify(
        DidChangeTextDocumentNotification(
          textDocument: VersionedTextDocumentIdentifier(uri: uri, version: 3),
          contentChanges: [TextDocumentContentChange(text: "struct B {}\n")]))
    }
    switch hover {
    case .success:
      Issue.record("the hover of version 2 was answered after version 3 replaced it")
    case .failure(let error):
      #expect(error.code == .contentModified)
      #expect(error.data?["version"] == 2 && error.data?["currentVersion"] == 3)
    }
    #expect(await client.waitForNotification(PublishDiagnosticsNotification.self) { $0.version == 3 } != nil)
  }
}
