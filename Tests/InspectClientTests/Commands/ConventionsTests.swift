import Foundation
import Testing

@testable import inspect_client

/// What every subcommand shares: help with examples, the version, exit codes, errors naming the file and the
/// JSON path, plain output off a terminal, the progress line.
@Suite(.serialized) struct ConventionsTests {
  @Test func version() throws {
    let run = try CLIRunner.run(["--version"])
    #expect(run.exitCode == 0)
    #expect(run.stdout == InspectClientVersion.current + "\n")
  }

  @Test func topLevelHelp() throws {
    let run = try CLIRunner.run(["--help"])
    #expect(run.exitCode == 0)
    Snapshot.assert(run.description, named: "help")
  }

  @Test(arguments: InspectClient.subcommands.map { $0.spec.name })
  func subcommandHelp(_ name: String) throws {
    let run = try CLIRunner.run([name, "--help"])
    #expect(run.exitCode == 0)
    #expect(run.stdout.contains("EXAMPLES:"))
    let viaHelp = try CLIRunner.run(["help", name])
    #expect(viaHelp.stdout == run.stdout)
    Snapshot.assert(run.description, named: "help-\(name)")
  }

  @Test func unknownSubcommandSuggests() throws {
    let run = try CLIRunner.run(["lay", "Examples/SignInForm.json"])
    #expect(run.exitCode == 2)
    Snapshot.assert(run.description, named: "error-unknown-subcommand")
  }

  @Test func unknownOptionSuggests() throws {
    let run = try CLIRunner.run(["layout", "Examples/SignInForm.json", "--nod", "#form"])
    #expect(run.exitCode == 2)
    Snapshot.assert(run.description, named: "error-unknown-option")
  }

  @Test func missingFile() throws {
    let run = try CLIRunner.run(["layout", "Examples/NoSuchForm.json"])
    #expect(run.exitCode == 2)
    Snapshot.assert(run.description, named: "error-missing-file")
  }

  @Test func missingSwiftFile() throws {
    let run = try CLIRunner.run(["layout", "Form.swift"])
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("Cannot read"))
    #expect(run.stderr.contains("Form.swift"))
  }

  @Test func fileThatIsNotJSON() throws {
    let path = RenderCommandTests.temporaryPath("not-json.json")
    try Data("{\"root\": {\"view\": \"Text\",}}".utf8).write(to: URL(fileURLWithPath: path))
    let run = try CLIRunner.run(["layout", path])
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("is not valid JSON: line 1, column"))
  }

  @Test func invalidTreeNamesTheFileAndThePath() throws {
    let path = RenderCommandTests.temporaryPath("invalid-tree.json")
    let tree = #"{"root": {"view": "VStack", "content": [{"view": "Txt", "text": "Hi"}]}}"#
    try Data(tree.utf8).write(to: URL(fileURLWithPath: path))
    let run = try CLIRunner.run(["layout", path])
    #expect(run.exitCode == 3)
    #expect(run.stderr.contains("invalid-tree.json: $.root.content[0]"), "\(run)")
  }

  @Test func daemonThatDoesNotExist() throws {
    let run = try CLIRunner.run(["layout", "Examples/SignInForm.json", "--daemon", "/nonexistent/InspectorDaemon"])
    #expect(run.exitCode == 3)
    Snapshot.assert(run.description, named: "error-daemon-missing")
  }

  @Test func noColourOffATerminal() throws {
    let run = try CLIRunner.run(["layout", "Examples/SignInForm.json"])
    #expect(!run.stdout.contains("\u{1B}["))
  }

  @Test func colourOnlyWithoutNoColor() {
    let terminal = TextStyle.forStream(isTerminal: true, environment: [:])
    #expect(terminal.heading("x") == "\u{1B}[1mx\u{1B}[0m")
    #expect(TextStyle.forStream(isTerminal: true, environment: ["NO_COLOR": "1"]).heading("x") == "x")
    #expect(TextStyle.forStream(isTerminal: true, environment: ["TERM": "dumb"]).heading("x") == "x")
    #expect(TextStyle.forStream(isTerminal: false, environment: [:]).heading("x") == "x")
  }

  @Test func progressLines() throws {
    let run = try CLIRunner.run(
      ["select", "Examples/SignInForm.json", "Text"], environment: ["INSPECT_CLIENT_PROGRESS": "1"])
    #expect(run.exitCode == 0)
    #expect(run.stderr.contains("inspect-client: laying out Examples/SignInForm.json (11 views)…"))
  }

  @Test func badEnvironmentKey() throws {
    let run = try CLIRunner.run(["layout", "Examples/SignInForm.json", "--environment", "displayScal=2"])
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("Did you mean 'displayScale'?"))
  }
}
