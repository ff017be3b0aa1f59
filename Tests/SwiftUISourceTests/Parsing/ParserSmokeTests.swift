import Testing

@testable import SwiftUISource

struct ParserSmokeTests {
  @Test(arguments: ExampleFiles.names)
  func examplesParseWithoutDiagnostics(_ name: String) throws {
    let parsed = ParsedSourceFile(try ExampleFiles.swiftFile(name))
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    #expect(!parsed.declarations.isEmpty)
  }
}
