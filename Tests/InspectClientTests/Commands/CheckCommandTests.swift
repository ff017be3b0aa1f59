import Foundation
import Testing

/// `inspect-client check` end to end: a passing file exits 0, a failing one exits 1 with a diff, a broken one
/// exits 2 naming the JSON path.
@Suite(.serialized) struct CheckCommandTests {
  /// Writes `text` to a temporary expectations file.
  static func expectations(_ name: String, _ text: String) throws -> String {
    let path = RenderCommandTests.temporaryPath(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Facts read off the daemon's layout of the sign-in form (`layout --json`): the labels' heights are one
  /// line of body text (20.287 pt in the SF emulation) rounded up to the 3× pixel grid, 20.333.
  static let holding = """
    {
      "#user-label": {"height": 20.333, "view": "Text", "text": "User:"},
      "Text": {"count": 2, "layers": {"0": {"height": 20.333}}},
      "$tree": {"converged": true}
    }
    """

  @Test func factsThatHold() throws {
    let path = try Self.expectations("holding.json", Self.holding)
    let run = try CLIRunner.run(["check", "Examples/SignInForm.json", "--expect", path])
    #expect(run.exitCode == 0, "\(run)")
    Snapshot.assert(run.description, named: "check-holds")
  }

  @Test func factsThatDoNotHold() throws {
    let path = try Self.expectations(
      "failing.json",
      """
      {"#user-label": {"width": 1000, "height": 20.3334},
       "#nothing-here": {"width": 1},
       "Image": {"count": 1},
       "$tree": {"converged": false}}
      """)
    let run = try CLIRunner.run(["check", "Examples/SignInForm.json", "--expect", path])
    #expect(run.exitCode == 1)
    Snapshot.assert(run.description, named: "check-fails")
  }

  @Test func reportAsJSON() throws {
    let path = try Self.expectations("failing-json.json", ##"{"#user-label": {"height": 21}}"##)
    let run = try CLIRunner.run(["check", "Examples/SignInForm.json", "--expect", path, "--json"])
    #expect(run.exitCode == 1)
    Snapshot.assert(run.description, named: "check-json")
  }

  @Test func toleranceDecides() throws {
    let path = try Self.expectations("tolerance.json", ##"{"#user-label": {"height": 20.3}}"##)
    let strict = try CLIRunner.run(["check", "Examples/SignInForm.json", "--expect", path])
    let loose = try CLIRunner.run(["check", "Examples/SignInForm.json", "--expect", path, "--tolerance", "0.05"])
    #expect(strict.exitCode == 1)
    #expect(loose.exitCode == 0)
  }

  @Test func unknownFactNamesItsPath() throws {
    let path = try Self.expectations("broken.json", ##"{"#user-label": {"wdth": 71.333}}"##)
    let run = try CLIRunner.run(["check", "Examples/SignInForm.json", "--expect", path])
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains(##"$["#user-label"].wdth: unknown fact 'wdth'"##))
    #expect(run.stderr.contains("Did you mean 'width'?"))
  }

  @Test func expectationsThatAreNotJSON() throws {
    let path = try Self.expectations("not-json.json", "{\"#a\": {\"width\": 1,}}")
    let run = try CLIRunner.run(["check", "Examples/SignInForm.json", "--expect", path])
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("is not valid JSON: line 1, column"))
  }
}
