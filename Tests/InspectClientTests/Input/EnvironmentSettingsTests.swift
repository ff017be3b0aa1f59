import JSONCore
import Testing

@testable import inspect_client

/// `--environment` accepts pairs and JSON, later values winning, and checks key names.
struct EnvironmentSettingsTests {
  @Test func pairsAndJSON() throws {
    let settings = try EnvironmentSettings.parse(
      ["displayScale=2,font=title", #"{"lineLimit": 1, "font": ".body"}"#, "scale=1"], command: "layout")
    #expect(settings["displayScale"] == .integer(1))
    #expect(settings["font"] == .string(".body"))
    #expect(settings["lineLimit"] == .integer(1))
  }

  @Test func unknownKey() {
    #expect(throws: UsageError.self) { try EnvironmentSettings.parse(["dispayScale=2"], command: "layout") }
    #expect(throws: UsageError.self) { try EnvironmentSettings.parse(["displayScale"], command: "layout") }
  }
}
