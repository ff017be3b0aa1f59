import InspectorProtocol
import JSONCore
import JSONRPC
import Testing

@testable import InspectorServer

/// `initialize`, `initialized`, `shutdown`, `exit` and `daemon/synchronize`, in process.
struct LifecycleTests {
  @Test func initializeReportsCapabilitiesLimitsAndFormat() async throws {
    let client = try await TestDaemonClient.inProcess(initialize: false)
    defer { client.stop() }
    let result = try await client.send(InitializeRequest(clientInfo: ServerInfo(name: "tests", version: "1")))
    #expect(result.serverInfo == ServerInfo(name: "InspectorDaemon", version: DaemonServer.version))
    #expect(result.treeFormatVersion == "1")
    #expect(result.protocolVersion == DaemonServer.protocolVersion)
    #expect(result.capabilities.inspector.requests == Messages.requests.map { $0.method })
    #expect(
      result.capabilities.inspector.notifications
        == ["tree/diagnostics", "textDocument/publishDiagnostics", "window/logMessage"])
    #expect(result.capabilities.inspector.edits == Edit.kindNames)
    #expect(result.capabilities.inspector.proposalInfinity == "infinity")
    #expect(result.limits == DaemonConfiguration.defaultLimits)
    #expect(result.textMeasurer == "system")
  }

  @Test func everyRequestMethodIsRegisteredAndNothingElse() throws {
    let configuration = TestDaemonClient.testConfiguration
    let server = DaemonServer(
      configuration: configuration, settings: try DaemonSettings(configuration: configuration), log: .discard)
    defer { server.stop() }
    #expect(server.makeRegistry().requestMethods == Messages.requests.map { $0.method }.sorted())
  }

  @Test func initializationOptionsChangeLimitsEnvironmentAndMeasurer() async throws {
    let options = InitializationOptions(
      limits: LimitOverrides(maxTrees: 2, maxDepth: 100, historyDepth: 3), environment: ["displayScale": 2],
      textMeasurer: "fixedAdvance")
    let client = try await TestDaemonClient.inProcess(initialize: false)
    defer { client.stop() }
    let result = try await client.send(InitializeRequest(initializationOptions: options))
    #expect(result.limits.maxTrees == 2)
    #expect(result.limits.maxDepth == 100)
    #expect(result.limits.historyDepth == 3)
    #expect(result.environment == ["displayScale": 2])
    #expect(result.textMeasurer == "fixedAdvance")
    // Fixed advance: 0.5 em per character at 17 pt (.body) = 8.5 per character, 5 characters = 42.5; the
    // line is 1.2 em = 20.4; both rounded up to the @2x pixel grid of the default environment: 42.5 × 20.5.
    try await client.open("file:///rows.json", TestTrees.rows(1))
    let node = try await client.send(NodeLayoutRequest(uri: "file:///rows.json", node: "label0"))
    // "Label 0:" is 8 characters: 68 × 20.4 → 68 × 20.5.
    #expect(node.node.layers?.first?.size == SizeValue(width: 68, height: 20.5))
  }

  @Test func badInitializationOptionsNameTheirPath() async throws {
    let cases: [(InitializationOptions, String)] = [
      (InitializationOptions(limits: LimitOverrides(maxDepth: 10_241)), "params.initializationOptions.limits.maxDepth"),
      (InitializationOptions(limits: LimitOverrides(maxTrees: 0)), "params.initializationOptions.limits.maxTrees"),
      (
        InitializationOptions(environment: ["displayScale": 4]), "params.initializationOptions.environment.displayScale"
      ),
      (InitializationOptions(environment: [1, 2]), "params.initializationOptions.environment"),
      (
        InitializationOptions(fonts: [FontSetting(path: "/nonexistent/font.ttf")]),
        "params.initializationOptions.fonts[0].path"
      ),
      (InitializationOptions(textMeasurer: "ahem"), "params.initializationOptions.textMeasurer"),
    ]
    for (options, path) in cases {
      let client = try await TestDaemonClient.inProcess(initialize: false)
      defer { client.stop() }
      let error = await expectRPCError(.invalidParams) {
        _ = try await client.send(InitializeRequest(initializationOptions: options))
      }
      #expect(error?.data?["path"] == .string(path))
    }
  }

  @Test func requestsBeforeInitializeAreRefused() async throws {
    let client = try await TestDaemonClient.inProcess(initialize: false)
    defer { client.stop() }
    await expectRPCError(.serverNotInitialized) { try await client.open() }
  }

  @Test func shutdownThenExitEndsWithCodeZero() async throws {
    let client = try await TestDaemonClient.inProcess()
    try await client.open()
    _ = try await client.send(ShutdownRequest())
    // After shutdown every request is refused (LSP: InvalidRequest).
    await expectRPCError(.invalidRequest) { _ = try await client.send(ListTreesRequest()) }
    client.notify(ExitNotification())
    #expect(await client.waitForExit() == 0)
    client.server?.stop()
  }

  @Test func exitWithoutShutdownEndsWithCodeOne() async throws {
    let client = try await TestDaemonClient.inProcess()
    client.notify(ExitNotification())
    #expect(await client.waitForExit() == 1)
    client.server?.stop()
  }

  @Test func synchronizeAnswersNullAfterEarlierWork() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    #expect(try await client.sendRaw("daemon/synchronize") == .null)
  }
}
