import InspectorProtocol
import JSONCore
import Testing

@testable import InspectorServer

/// Two roots of an editor document whose translations are the same document (a `#Preview` that shows an
/// argument-free view, and that view) are laid out once: the later root shares the earlier one's live tree, for as
/// long as their trees would go through the same versions.
struct SharedRootLayoutTests {
  static let uri = "file:///tmp/PreviewedForm.swift"

  /// The example form with a preview of it, the preview's body as given.
  static func text(preview body: String) throws -> String {
    try EditorFeatureTests.example("EqualSizedLabels") + "\n#Preview {\n  \(body)\n}\n"
  }

  /// Replaces the document's whole text and waits for that version's diagnostics.
  static func change(_ client: TestDaemonClient, to text: String, version: Int) async {
    client.notify(
      DidChangeTextDocumentNotification(
        textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version),
        contentChanges: [TextDocumentContentChange(text: text)]))
    _ = await client.waitForNotification(PublishDiagnosticsNotification.self) { $0.uri == uri && $0.version == version }
  }

  /// Every node's outermost size in a root's current layout, by node id.
  static func sizes(_ root: RootLayout) -> [String: String] {
    var sizes: [String: String] = [:]
    for node in root.version?.lastLayout?.nodes ?? [] {
      sizes[node.id] = node.outermost.map { LayoutWording.size($0.size) }
    }
    return sizes
  }

  @Test func aPreviewOfAViewSharesItsTreeWhileTheirVersionsAreTheSame() async throws {
    let client = try await TestDaemonClient.inProcess(options: InitializationOptions(textMeasurer: "fixedAdvance"))
    defer { client.stop() }
    let opened = try Self.text(preview: "SignInForm()")
    client.notify(
      DidOpenTextDocumentNotification(
        textDocument: TextDocumentItem(uri: Self.uri, languageId: "swift", version: 1, text: opened)))
    _ = await client.waitForNotification(PublishDiagnosticsNotification.self) { $0.uri == Self.uri && $0.version == 1 }
    func roots() throws -> [RootLayout] {
      try #require(client.server?.documents.document(Self.uri)?.newestAnalysis?.roots)
    }
    // Both are new: the preview shows the view's tree, laid out once.
    var both = try roots()
    #expect(both.map(\.candidate.kind) == [.view, .preview])
    #expect(both.map(\.sharesLayoutOf) == [nil, 0])
    #expect(both[1].version?.number == 1 && !Self.sizes(both[1]).isEmpty)
    // The preview's own places: a hover on its `SignInForm()` is about the preview's root.
    let line = opened.components(separatedBy: "\n").firstIndex { $0 == "  SignInForm()" } ?? 0
    let hover = try await client.send(
      HoverRequest(
        textDocument: TextDocumentIdentifier(uri: Self.uri), position: TextPosition(line: line, character: 3)))
    #expect(hover?.contents.value.contains("in `\(both[1].name)`") == true, "\(String(describing: hover))")

    // A keystroke in the form: still the same document, the next version of the one tree.
    await Self.change(
      client, to: opened.replacingOccurrences(of: "Account:", with: "Account name:"), version: 2)
    both = try roots()
    #expect(both.map(\.sharesLayoutOf) == [nil, 0])
    #expect(both.map { $0.version?.number } == [2, 2])

    // The preview pads the form: its tree goes its own way, from the version both had.
    let padded = try Self.text(preview: "SignInForm().padding()")
      .replacingOccurrences(of: "Account:", with: "Account name:")
    await Self.change(client, to: padded, version: 3)
    both = try roots()
    #expect(both.map(\.sharesLayoutOf) == [nil, nil])
    #expect(both.map { $0.version?.number } == [2, 3])
    #expect(both[1].session?.live.versions.map(\.number) == [1, 2, 3])
    #expect(Self.sizes(both[0]) != Self.sizes(both[1]))

    // The same document again, but their trees' histories differ now: each keeps its own, with the same layout.
    await Self.change(client, to: opened.replacingOccurrences(of: "Account:", with: "Account name:"), version: 4)
    both = try roots()
    #expect(both.map(\.sharesLayoutOf) == [nil, nil])
    #expect(both.map { $0.version?.number } == [2, 4])
    #expect(Self.sizes(both[0]) == Self.sizes(both[1]))
  }
}
