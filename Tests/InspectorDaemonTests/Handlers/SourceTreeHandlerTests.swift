import InspectorProtocol
import JSONCore
import JSONRPC
import Testing

@testable import InspectorServer

/// Trees read from Swift source: `tree/open` with `swift` and `files`, `tree/roots`, `tree/document`, source
/// locations on nodes, layers and diagnostics, `replaceSource` (fresh state or kept), and the edits that keep
/// working on such a tree.
struct SourceTreeHandlerTests {
  static let uri = "file:///Sources/CounterForm.swift"

  /// A form with two labels of different widths under a stack, and a counter whose button the test taps.
  static let form = """
    import SwiftUI

    struct CounterForm: View {
        @State private var taps = 0

        var body: some View {
            VStack(spacing: 8) {
                Text("名前: \\(taps)")
                    .padding(4)
                Button("Tap") { taps += 1 }
            }
        }
    }

    #Preview("Counter") {
        CounterForm()
    }
    """

  @Test func openingSourceLaysOutItsPreviewAndMapsNodesToRanges() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    let summary = try await client.send(OpenTreeRequest(uri: Self.uri, source: SourceInput(swift: Self.form)))
    #expect(summary.version == 1)
    let layout = try await client.send(TreeLayoutRequest(uri: Self.uri))
    let text = try #require(layout.nodes.first { $0.view == "Text" })
    // `Text(` starts on line 8 (7 from 0), after 12 spaces; its padding layer is where `.padding(4)` is.
    #expect(text.source?.uri == Self.uri)
    #expect(text.source?.range.start == TextPosition(line: 7, character: 12))
    #expect(text.layers?.last?.source?.range.start.line == 8)
    let document = try await client.send(TreeDocumentRequest(uri: Self.uri))
    #expect(document.sourceFiles == [Self.uri])
    #expect(document.tree["root"] != nil)
  }

  @Test func editsKeepWorkingOnATreeReadFromSource() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    _ = try await client.send(OpenTreeRequest(uri: Self.uri, source: SourceInput(swift: Self.form)))
    let button = try #require(
      try await client.send(TreeLayoutRequest(uri: Self.uri)).nodes.first { $0.view == "Button" })
    let tapped = try await client.send(EditTreeRequest(uri: Self.uri, version: 1, edits: [.tap(node: button.id)]))
    #expect(tapped.version == 2)
    let state = try await client.send(TreeStateRequest(uri: Self.uri))
    #expect(state.state.first?.value == .integer(1))
    _ = try await client.send(
      EditTreeRequest(
        uri: Self.uri, version: 2, edits: [.propose(width: 200, height: nil), .environment(["displayScale": 2])]))
    let layout = try await client.send(TreeLayoutRequest(uri: Self.uri))
    // The source map still holds: the edits did not change the document's shape.
    #expect(layout.nodes.first { $0.view == "Text" }?.source != nil)
  }

  @Test func replaceSourceMakesTheNextVersionFreshOrKeepingState() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    _ = try await client.send(OpenTreeRequest(uri: Self.uri, source: SourceInput(swift: Self.form)))
    let button = try #require(
      try await client.send(TreeLayoutRequest(uri: Self.uri)).nodes.first { $0.view == "Button" })
    _ = try await client.send(EditTreeRequest(uri: Self.uri, version: 1, edits: [.tap(node: button.id)]))
    let wider = Self.form.replacingOccurrences(of: ".padding(4)", with: ".padding(20)")
    // A fresh preview: the state the source declares.
    let fresh = try await client.send(
      EditTreeRequest(uri: Self.uri, version: 2, edits: [.replaceSource(SourceInput(swift: wider), keepState: false)]))
    #expect(fresh.version == 3)
    #expect(try await client.send(TreeStateRequest(uri: Self.uri)).state.first?.value == .integer(0))
    // Hot reload keeps the count.
    _ = try await client.send(EditTreeRequest(uri: Self.uri, version: 3, edits: [.tap(node: button.id)]))
    _ = try await client.send(
      EditTreeRequest(
        uri: Self.uri, version: 4, edits: [.replaceSource(SourceInput(swift: Self.form), keepState: true)]))
    #expect(try await client.send(TreeStateRequest(uri: Self.uri)).state.first?.value == .integer(1))
    // Explain says why the label's width changed between the two texts: the new padding.
    let text = try #require(try await client.send(TreeLayoutRequest(uri: Self.uri)).nodes.first { $0.view == "Text" })
    let why = try await client.send(
      ExplainRequest(
        uri: Self.uri, node: text.id, dimension: .width, from: VersionPoint(version: 2), to: VersionPoint(version: 3)))
    #expect(why.changed)
    #expect(why.summary.contains("padding(20)"))
  }

  @Test func aReplaceSourceTheEngineRefusesIsAnErrorAtTheEditAndChangesNothing() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    _ = try await client.send(OpenTreeRequest(uri: Self.uri, source: SourceInput(swift: Self.form)))
    // `padding(.infinity)` compiles in Swift: the front end writes it, the decoder refuses the infinite length.
    let refused = Self.form.replacingOccurrences(of: ".padding(4)", with: ".padding(.infinity)")
    let error = await expectDaemonError(.invalidTree) {
      _ = try await client.send(
        EditTreeRequest(
          uri: Self.uri, version: 1, edits: [.replaceSource(SourceInput(swift: refused), keepState: false)]))
    }
    #expect(error?.data?["path"] == "params.edits[0].replaceSource")
    #expect(error?.data?["treePath"] == "$.root.content[0].modifiers[0].padding.length")
    #expect(error?.data?["errors"]?.arrayValue?.first?["source"]?["range"]?["start"]?["line"] == .integer(8))
    #expect(try await client.send(ListTreesRequest()).trees.first?.version == 1)
  }

  @Test func sourceRangesFollowTheNegotiatedPositionEncoding() async throws {
    // `Text("名前: \(taps)")` ends 4 units further in UTF-8 (名 and 前 are 3 bytes, 1 UTF-16 unit each).
    var ends: [Int] = []
    for offered in [["utf-16"], ["utf-8", "utf-16"]] {
      let client = try await TestDaemonClient.inProcess(initialize: false)
      defer { client.stop() }
      let result = try await client.sendRaw(
        "initialize", ["capabilities": ["general": ["positionEncodings": .array(offered.map { .string($0) })]]])
      #expect(result["capabilities"]?["positionEncoding"] == .string(offered[0]))
      _ = try await client.send(OpenTreeRequest(uri: Self.uri, source: SourceInput(swift: Self.form)))
      let layout = try await client.send(TreeLayoutRequest(uri: Self.uri))
      let text = try #require(layout.nodes.first { $0.view == "Text" }?.source)
      #expect(text.range.start == TextPosition(line: 7, character: 12))
      ends.append(text.range.end.character)
    }
    #expect(ends == [12 + 19, 12 + 23])
  }

  @Test func rootsListsTheCandidatesWithRanges() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    let roots = try await client.send(TreeRootsRequest(uri: Self.uri, source: SourceInput(swift: Self.form)))
    #expect(roots.roots.map(\.name) == ["CounterForm", "Counter"])
    #expect(roots.defaultRoot == "Counter")
    #expect(roots.roots.allSatisfy { $0.source.uri == Self.uri })
  }

  @Test func problemsInTheSourceAreDiagnosticsWithRangesAndBadInputIsRefused() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    let broken = Self.form.replacingOccurrences(of: "Button(\"Tap\")", with: "Buton(\"Tap\")")
    let summary = try await client.send(OpenTreeRequest(uri: Self.uri, source: SourceInput(swift: broken)))
    // A name no file declares is one warning at its use (line 10, 12 spaces in), never a refused file.
    let unknown = try #require(summary.diagnostics.first { $0.code == "undefinedName" })
    #expect(unknown.source?.range.start == TextPosition(line: 9, character: 12))
    // No source, both forms, and a root that does not exist.
    await expectRPCError(.invalidParams) { _ = try await client.send(OpenTreeRequest(uri: "a", source: SourceInput())) }
    await expectRPCError(.invalidParams) {
      _ = try await client.send(OpenTreeRequest(uri: "b", source: SourceInput(swift: "", files: [])))
    }
    // A root that names nothing gives no tree: the error is at `root` and lists the candidates.
    let nowhere = await expectDaemonError(.invalidTree) {
      _ = try await client.send(OpenTreeRequest(uri: "c", source: SourceInput(swift: Self.form, root: "Nowhere")))
    }
    #expect(nowhere?.data?["path"] == "params.root")
    #expect(nowhere?.message.contains("the candidates are 'CounterForm', 'Counter'") == true)
    // Two views and no preview give no tree: every diagnostic comes with the error.
    let two =
      "import SwiftUI\nstruct A: View { var body: some View { Text(\"A\") } }\nstruct B: View { var body: some View { Text(\"B\") } }\n"
    let ambiguous = await expectDaemonError(.invalidTree) {
      _ = try await client.send(OpenTreeRequest(uri: "d", source: SourceInput(swift: two)))
    }
    #expect(ambiguous?.data?["diagnostics"]?.arrayValue?.first?["code"] == "root")
    #expect(try await client.send(ListTreesRequest()).trees.map(\.uri) == [Self.uri])
    // replaceSource on a tree opened as a document.
    try await client.open()
    await expectDaemonError(.invalidEdit) {
      _ = try await client.send(
        EditTreeRequest(
          uri: TestTrees.formURI, version: 1, edits: [.replaceSource(SourceInput(swift: Self.form), keepState: false)]))
    }
  }

  @Test func sourceBytesAndFilesAreBounded() async throws {
    var configuration = TestDaemonClient.testConfiguration
    configuration.limits.maxSourceBytes = 100
    configuration.limits.maxSourceFiles = 1
    let client = try await TestDaemonClient.inProcess(configuration: configuration)
    defer { client.stop() }
    let tooLong = await expectDaemonError(.limitExceeded) {
      _ = try await client.send(OpenTreeRequest(uri: Self.uri, source: SourceInput(swift: Self.form)))
    }
    #expect(tooLong?.data?["limit"] == "maxSourceBytes")
    let tooMany = await expectDaemonError(.limitExceeded) {
      _ = try await client.send(
        OpenTreeRequest(
          uri: Self.uri, source: SourceInput(files: [SourceFile(uri: "a", text: ""), SourceFile(uri: "b", text: "")])))
    }
    #expect(tooMany?.data?["limit"] == "maxSourceFiles")
  }
}
