import Foundation
import InspectorProtocol
import InspectorTestSupport
import JSONCore
import JSONRPC
import Testing

/// The built `InspectorDaemon` binary over real pipes: whole sessions, flags, exit codes.
///
/// Text sizes come from the default measurer, the SF emulation over Inter's tables: "User:" is 40.333 and
/// "Password:" 79.333 wide at .body @3x (`text-metrics.md`, the Inter row of the font table).
struct DaemonProcessTests {
  @Test func aWholeSession() async throws {
    let client = try TestDaemonClient.overPipes()
    let initialize = try await client.send(InitializeRequest(processId: Int(ProcessInfo.processInfo.processIdentifier)))
    #expect(initialize.serverInfo.name == "InspectorDaemon")
    client.notify(InitializedNotification())

    // Open the sign-in form.
    let opened = try await client.open()
    #expect(opened.version == 1)
    #expect(client.notifications(TreeDiagnosticsNotification.self).last?.version == 1)

    // Both labels' layers: the Text, its background, its frame.
    var widths: [String: Double] = [:]
    for label in ["user-label", "password-label"] {
      let node = try await client.send(NodeLayoutRequest(uri: TestTrees.formURI, node: label))
      let layers = try #require(node.node.layers)
      #expect(layers.map(\.name) == ["Text", "background", "frame"])
      widths[label] = layers.first?.size.width
    }
    #expect(abs((widths["user-label"] ?? 0) - 40.333) < 0.001)
    #expect(abs((widths["password-label"] ?? 0) - 79.333) < 0.001)

    // The preference at each ancestor of a measuring Color.
    let ancestors = try await client.send(
      PreferenceAncestorsRequest(
        uri: TestTrees.formURI, node: "user-label/background0/GeometryReader0/Color0", key: "MaxLabelWidth"))
    #expect(ancestors.ancestors.map(\.node).last == "form")
    #expect(ancestors.ancestors.count == 5)
    #expect(abs((ancestors.ancestors.last?.value?.doubleValue ?? 0) - 79.333) < 0.001)
    #expect(ancestors.ancestors.last?.contributors.count == 2)

    // Edit a label's text; the passes of the new version name the edit and the label's new size.
    let edited = try await client.send(
      EditTreeRequest(uri: TestTrees.formURI, version: 1, edits: [.setText(node: "password-label", text: "Passcode:")]))
    #expect(edited.version == 2)
    // "Passcode:" is narrower than "Password:": pass 1 delivers the new maximum to labelWidth, pass 2 shrinks
    // both labels to it.
    let passes = try await client.send(LayoutPassesRequest(uri: TestTrees.formURI))
    #expect(passes.edits.first?.edit == .setText(node: "password-label", text: "Passcode:"))
    let write = try #require(passes.passes.first?.stateWrites.first)
    #expect(write.name == "labelWidth")
    #expect((write.new.doubleValue ?? 0) < (write.old.doubleValue ?? 0))
    #expect(passes.passes.last?.sizeChanges.map(\.node).contains("password-label") == true)
    #expect(passes.passes.last?.sizeChanges.map(\.node).contains("user-label") == true)

    // Close, shut down, exit 0.
    _ = try await client.send(CloseTreeRequest(uri: TestTrees.formURI))
    #expect(try await client.send(ListTreesRequest()).trees.isEmpty)
    try await client.finish()
    #expect(client.process?.waitUntilExit() == 0)
  }

  @Test func aTreeAtTheDepthLimitOverPipes() async throws {
    let client = try TestDaemonClient.overPipes()
    let limits = try await client.send(InitializeRequest()).limits
    let views = limits.maxDepth - 2
    let summary = try await client.open("deep", TestTrees.deep(views: views))
    #expect(summary.nodeCount == views + 2)
    try await client.finish()
    #expect(client.process?.waitUntilExit() == 0)
  }

  @Test func theEndOfInputWithoutShutdownExitsWithOne() async throws {
    let client = try TestDaemonClient.overPipes()
    _ = try await client.send(InitializeRequest())
    client.endpoint.close()
    #expect(client.process?.waitUntilExit() == 1)
  }

  @Test func aMessageOverTheSizeLimitEndsTheSessionWithCodeTwo() async throws {
    // `--max-message-bytes` caps `Content-Length`; a bigger frame cannot be skipped safely, so the daemon says
    // why (window/logMessage, type 1) and exits with code 2 (JSONRPC's framing policy).
    let client = try TestDaemonClient.overPipes(arguments: ["--max-message-bytes", "2000"])
    _ = try await client.send(InitializeRequest())
    do {
      _ = try await client.open("big", TestTrees.rows(50))
      Issue.record("a message over the limit was answered")
    } catch {
      #expect(error.code == .connectionClosed)
    }
    #expect(client.process?.waitUntilExit() == 2)
    #expect(client.notifications(LogMessageNotification.self).contains { $0.type == 1 })
  }

  @Test func fontsLoadFromFlagsAndMeasureCustomText() async throws {
    let client = try TestDaemonClient.overPipes(arguments: ["--font", TestFonts.interRegularPath])
    let initialize = try await client.send(InitializeRequest())
    #expect(initialize.fonts.count == 1)
    let tree: JSONValue = [
      "root": ["view": "Text", "id": "hello", "text": "Hello", "modifiers": [["font": ["name": "Inter", "size": 17]]]]
    ]
    try await client.open("font", tree)
    let node = try await client.send(NodeLayoutRequest(uri: "font", node: "hello"))
    // Inter by name: "Hello" is 41.0 × 20.667 at 17 pt @3x (text-metrics.md §2.2, FontRegistryTests.realInter).
    #expect(node.node.layers?.first?.size.width == 41)
    try await client.finish()
  }

  @Test func mirrorAndLogFilesRecordTheSession() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("daemon-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let prefix = directory.appendingPathComponent("session").path
    let log = directory.appendingPathComponent("daemon.log").path
    let client = try TestDaemonClient.overPipes(arguments: [
      "--mirror", prefix, "--log-file", log, "--log-level", "info",
    ])
    _ = try await client.send(InitializeRequest())
    try await client.open()
    try await client.finish()
    let input = try String(contentsOfFile: prefix + ".in", encoding: .utf8)
    let output = try String(contentsOfFile: prefix + ".out", encoding: .utf8)
    #expect(input.contains("\"tree/open\""))
    #expect(output.contains("\"tree/diagnostics\""))
    #expect(input.hasPrefix("Content-Length: "))
    let logText = try String(contentsOfFile: log, encoding: .utf8)
    #expect(logText.contains("opened file:///SignInForm.json"))
  }

  @Test func helpVersionAndBadFlags() throws {
    let daemon = try TestDaemonClient.builtDaemonPath()
    let help = try Self.run(daemon, ["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("--history-depth N"))
    #expect(help.output.contains("--mirror PREFIX"))
    let version = try Self.run(daemon, ["--version"])
    #expect(version.status == 0)
    #expect(version.output.hasPrefix("InspectorDaemon "))
    let bad = try Self.run(daemon, ["--max-trees", "0"])
    #expect(bad.status == 2)
    #expect(bad.error.contains("--max-trees must be between 1 and 4096"))
    #expect(bad.output.isEmpty)
    let unknown = try Self.run(daemon, ["--frobnicate"])
    #expect(unknown.status == 2)
    let font = try Self.run(daemon, ["--font", "/nonexistent.ttf"])
    #expect(font.status == 2)
    #expect(font.error.contains("/nonexistent.ttf"))
  }

  /// Runs the binary with no input and returns its exit status, stdout and stderr.
  static func run(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self)
    )
  }
}
