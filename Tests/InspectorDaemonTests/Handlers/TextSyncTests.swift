import InspectorProtocol
import JSONCore
import JSONRPC
import Testing

@testable import InspectorServer

/// LSP text synchronization through the daemon: the capabilities it advertises, the position encoding it
/// negotiates, documents opened, changed in ranges and closed, and diagnostics published per version.
struct TextSyncTests {
  static let uri = "file:///tmp/Labels.swift"

  @Test func initializeAdvertisesLSPAndKeepsTheInspectorsCapabilitiesUnderExperimental() async throws {
    let client = try await TestDaemonClient.inProcess(initialize: false)
    defer { client.stop() }
    let result = try await client.sendRaw("initialize", ["processId": nil, "capabilities": [:]])
    let capabilities = result["capabilities"]
    #expect(capabilities?["textDocumentSync"] == ["openClose": true, "change": 2])
    #expect(capabilities?["positionEncoding"] == "utf-16")
    #expect(capabilities?["experimental"]?["requests"] == capabilities?["requests"])
    #expect(capabilities?["experimental"]?["edits"]?.arrayValue?.contains("setText") == true)
  }

  @Test func utf8IsChosenWhenTheClientOffersIt() async throws {
    let client = try await TestDaemonClient.inProcess(initialize: false)
    defer { client.stop() }
    let result = try await client.sendRaw(
      "initialize", ["capabilities": ["general": ["positionEncodings": ["utf-32", "utf-8", "utf-16"]]]])
    #expect(result["capabilities"]?["positionEncoding"] == "utf-8")
  }

  @Test func anEmptyArrayOfOptionsIsNoOptions() async throws {
    // Neovim encodes a plugin's empty `init_options` table as an array.
    let client = try await TestDaemonClient.inProcess(initialize: false)
    defer { client.stop() }
    let result = try await client.sendRaw("initialize", ["capabilities": [:], "initializationOptions": []])
    #expect(result["capabilities"]?["positionEncoding"] == "utf-16")
    // Any other array is still an error naming the member.
    let other = try await TestDaemonClient.inProcess(initialize: false)
    defer { other.stop() }
    do {
      _ = try await other.sendRaw("initialize", ["capabilities": [:], "initializationOptions": [1]])
      Issue.record("an array of options was accepted")
    } catch {
      #expect(error.data?["path"] == "params.initializationOptions")
    }
  }

  @Test func routineLogLinesStayOutOfTheEditorUnlessAskedFor() async throws {
    // The default level is warning: `initialize`'s info line goes to the daemon's log only.
    let quiet = try await TestDaemonClient.inProcess()
    defer { quiet.stop() }
    #expect(quiet.notifications(LogMessageNotification.self).isEmpty)
    var configuration = TestDaemonClient.testConfiguration
    configuration.logLevel = .info
    let chatty = try await TestDaemonClient.inProcess(configuration: configuration)
    defer { chatty.stop() }
    #expect(chatty.notifications(LogMessageNotification.self).first?.type == 3)
  }

  @Test func everyVersionOfADocumentGetsItsDiagnosticsAndACloseClearsThem() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    client.notify(
      DidOpenTextDocumentNotification(
        textDocument: TextDocumentItem(uri: Self.uri, languageId: "swift", version: 1, text: "struct A {}\n")))
    let opened = await client.waitForNotification(PublishDiagnosticsNotification.self) { $0.version == 1 }
    #expect(opened?.uri == Self.uri)
    client.notify(
      DidChangeTextDocumentNotification(
        textDocument: VersionedTextDocumentIdentifier(uri: Self.uri, version: 2),
        contentChanges: [
          TextDocumentContentChange(
            range: TextRange(start: TextPosition(line: 0, character: 7), end: TextPosition(line: 0, character: 8)),
            text: "B")
        ]))
    #expect(await client.waitForNotification(PublishDiagnosticsNotification.self) { $0.version == 2 } != nil)
    #expect(client.server?.documents.document(Self.uri)?.text.text == "struct B {}\n")
    client.notify(DidCloseTextDocumentNotification(textDocument: TextDocumentIdentifier(uri: Self.uri)))
    let cleared = await client.waitForNotification(PublishDiagnosticsNotification.self) { $0.version == nil }
    #expect(cleared?.diagnostics == [])
    #expect(client.server?.documents.count == 0)
  }

  @Test func rapidChangesCoalesceIntoTheNewestVersion() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    client.notify(
      DidOpenTextDocumentNotification(
        textDocument: TextDocumentItem(uri: Self.uri, languageId: "swift", version: 1, text: "")))
    for version in 2...40 {
      client.notify(
        DidChangeTextDocumentNotification(
          textDocument: VersionedTextDocumentIdentifier(uri: Self.uri, version: version),
          contentChanges: [
            TextDocumentContentChange(
              range: TextRange(start: TextPosition(line: 0, character: 0), end: TextPosition(line: 0, character: 0)),
              text: "x")
          ]))
    }
    #expect(await client.waitForNotification(PublishDiagnosticsNotification.self) { $0.version == 40 } != nil)
    #expect(client.server?.documents.document(Self.uri)?.text.text == String(repeating: "x", count: 39))
    // Diagnostics are published only for texts that were still the newest when analysed, in order.
    let versions = client.notifications(PublishDiagnosticsNotification.self).compactMap(\.version)
    #expect(versions == versions.sorted())
  }
}
