import Testing

/// `inspect-client session` end to end, fed from standard input: the transcript of queries and edits.
@Suite(.serialized) struct SessionCommandTests {
  @Test func editsAndQueries() throws {
    let script = """
      help
      state
      text #user-label "Name:"
      layout #user-label
      set labelWidth 100
      resize 320 nil
      select Text
      passes
      history
      quit
      """
    let run = try CLIRunner.run(["session", "Examples/SignInForm.json"], stdin: script + "\n")
    #expect(run.exitCode == 0, "\(run)")
    Snapshot.assert(run.description, named: "session-edits")
  }

  @Test func tapAndEnvironmentEdits() throws {
    // ViewGeometry.json's button toggles a preference that a counter's action reads.
    let script = """
      tap #toggle-button
      state
      env displayScale=2
      layout #counter-text
      """
    let run = try CLIRunner.run(["session", "Examples/ViewGeometry.json"], stdin: script + "\n")
    #expect(run.exitCode == 0, "\(run)")
    Snapshot.assert(run.description, named: "session-tap-env")
  }

  @Test func errorsDoNotEndTheSessionButSetTheExitCode() throws {
    let script = """
      lyout
      text Text "Both?"
      resize wide 10
      text #user-label "unclosed
      select Text
      """
    let run = try CLIRunner.run(["session"], stdin: script + "\n")
    #expect(run.exitCode == 2)
    Snapshot.assert(run.description, named: "session-errors")
  }

  @Test func attributeValuesWithSpaces() throws {
    // A quoted value, a value left unquoted, and the whole selector quoted match alike; a value left open is
    // refused at its position.
    let script = """
      text #user-label "User name:"
      select Text[text="User name:"]
      select Text[text='User name:']
      select Text[text=User name:]
      select 'Text[text="User name:"]'
      select Text[text^="User n"]
      select 'Text[text=User name:'
      """
    let run = try CLIRunner.run(["session", "Examples/SignInForm.json"], stdin: script + "\n")
    #expect(run.exitCode == 2)
    Snapshot.assert(run.description, named: "session-attribute-spaces")
  }

  @Test func jsonLines() throws {
    let script = """
      select Text
      text #password-label "Secret:"
      state
      """
    let run = try CLIRunner.run(["session", "Examples/SignInForm.json", "--json"], stdin: script + "\n")
    #expect(run.exitCode == 0)
    #expect(run.stdout.split(separator: "\n").count == 3)
    Snapshot.assert(run.description, named: "session-json")
  }
}
