import Foundation
import InspectorProtocol
import JSONCore
import Testing

@testable import InspectorDaemon
@testable import InspectorServer

/// The daemon's flags.
struct DaemonCommandLineTests {
  func configuration(_ arguments: [String]) throws -> DaemonConfiguration {
    guard case .run(let configuration) = try DaemonCommandLine.parse(arguments) else {
      throw DaemonCommandLine.UsageError(description: "not a run")
    }
    return configuration
  }

  @Test func noFlagsMeansTheDefaults() throws {
    let configuration = try configuration([])
    #expect(configuration.limits == DaemonConfiguration.defaultLimits)
    #expect(configuration.textMeasurer == .system)
    #expect(configuration.fonts.isEmpty)
    #expect(configuration.logFile == nil && configuration.mirror == nil)
  }

  @Test func everySettingHasAFlag() throws {
    let configuration = try configuration([
      "--stdio", "--log-file", "/tmp/log", "--log-level=debug", "--mirror", "/tmp/session", "--font", "a.ttf",
      "--system-font=b.otf", "--environment", #"{"semantics": "iOS17"}"#, "--display-scale", "2",
      "--text-measurer", "fixedAdvance", "--layout-threads", "3", "--max-trees", "5", "--history-depth=7",
      "--max-passes", "9", "--max-message-bytes", "1000", "--max-depth", "100",
    ])
    #expect(configuration.logFile == "/tmp/log")
    #expect(configuration.logLevel == .debug)
    #expect(configuration.mirror == "/tmp/session")
    #expect(configuration.fonts == [FontSetting(path: "a.ttf"), FontSetting(path: "b.otf", role: "systemFont")])
    #expect(configuration.environment == ["semantics": "iOS17", "displayScale": 2.0])
    #expect(configuration.textMeasurer == .fixedAdvance)
    #expect(configuration.layoutThreads == 3)
    #expect(configuration.limits.maxTrees == 5)
    #expect(configuration.limits.historyDepth == 7)
    #expect(configuration.limits.maxPasses == 9)
    #expect(configuration.limits.maxMessageBytes == 1000)
    #expect(configuration.limits.maxDepth == 100)
  }

  @Test func helpAndVersion() throws {
    guard case .help = try DaemonCommandLine.parse(["--max-trees", "3", "--help"]) else {
      Issue.record("--help was not recognized")
      return
    }
    guard case .version = try DaemonCommandLine.parse(["--version"]) else {
      Issue.record("--version was not recognized")
      return
    }
    // Every limit has a flag in the usage text.
    for entry in DaemonConfiguration.settableLimits {
      #expect(DaemonCommandLine.usage.contains("--\(DaemonCommandLine.kebab(entry.name)) N"))
    }
  }

  @Test(arguments: [
    (["--max-depth", "10241"], "--max-depth must be between 1 and 10240"),
    (["--max-trees"], "--max-trees needs a value"),
    (["--max-trees", "many"], "needs a whole number"),
    (["--environment", "[1]"], "--environment needs a JSON object"),
    (["--text-measurer", "ahem"], "--text-measurer must be system or fixedAdvance"),
    (["--log-level", "loud"], "--log-level must be"),
    (["--layout-threads", "0"], "--layout-threads must be 1…16"),
    (["--wat"], "unknown option '--wat'"),
    (["stdio"], "unknown option 'stdio'"),
  ])
  func badFlagsSayWhy(arguments: [String], message: String) {
    #expect {
      _ = try DaemonCommandLine.parse(arguments)
    } throws: { error in
      (error as? DaemonCommandLine.UsageError)?.description.contains(message) == true
    }
  }

  @Test func aBadEnvironmentFlagIsRefusedWhenTheDaemonStarts() throws {
    let configuration = try configuration(["--environment", #"{"displayScale": 5}"#])
    #expect {
      _ = try DaemonSettings(configuration: configuration)
    } throws: { error in
      (error as? SettingsError)?.description.contains("--environment.displayScale: displayScale must be 1, 2 or 3")
        == true
    }
  }

  @Test func fontFilesAreBoundedAndMustBeRegularFiles() throws {
    #expect(throws: BoundedFile.ReadError.self) { try BoundedFile.read("/dev/zero", maxBytes: 100) }
    #expect(throws: BoundedFile.ReadError.self) { try BoundedFile.read("/nonexistent", maxBytes: 100) }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("font-\(UUID().uuidString)").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: 7, count: 10)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try BoundedFile.read(path, maxBytes: 10) == [UInt8](repeating: 7, count: 10))
    #expect {
      try BoundedFile.read(path, maxBytes: 9)
    } throws: { error in
      (error as? BoundedFile.ReadError)?.description.contains("9-byte limit") == true
    }
  }
}
