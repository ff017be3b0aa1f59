import Foundation
import Testing

/// `inspect-client demo` end to end: every section, the explanation of the shorter label's width last, and exit
/// code 0.
@Suite(.serialized) struct DemoCommandTests {
  @Test func text() throws {
    let run = try CLIRunner.run(["demo"])
    #expect(run.exitCode == 0)
    #expect(run.stdout.contains("1. The layout after the last pass"))
    Snapshot.assert(run.description, named: "demo")
  }

  @Test func json() throws {
    let run = try CLIRunner.run(["demo", "--json"])
    #expect(run.exitCode == 0)
    let object = try JSONValueReader.object(run.stdout)
    #expect(Set(object.keys).isSuperset(of: ["layout", "node", "preferences", "passes", "explanation"]))
    Snapshot.assert(run.description, named: "demo-json")
  }

  @Test func picture() throws {
    let path = RenderCommandTests.temporaryPath("demo.svg")
    let run = try CLIRunner.run(["demo", "--render", path])
    #expect(run.stdout.contains("Wrote \(path)") || run.stdout.contains("Wrote <tmp>/"))
    #expect(FileManager.default.fileExists(atPath: path))
  }
}
