import Testing

/// `inspect-client select` end to end.
@Suite(.serialized) struct SelectCommandTests {
  @Test func textsAsText() throws {
    let run = try CLIRunner.run(["select", "Examples/SignInForm.json", "Text"])
    #expect(run.exitCode == 0)
    #expect(run.stdout == "user-label\npassword-label\n")
  }

  @Test func combinatorsAsJSON() throws {
    let run = try CLIRunner.run(["select", "Examples/SignInForm.json", "HStack > Text", "--json"])
    #expect(run.exitCode == 0)
    Snapshot.assert(run.description, named: "select-child-json")
  }

  @Test func noMatchIsANote() throws {
    let run = try CLIRunner.run(["select", "Examples/SignInForm.json", "Image"])
    #expect(run.exitCode == 0)
    Snapshot.assert(run.description, named: "select-no-match")
  }

  @Test func attributeValueWithSpacesAsAShellLeavesIt() throws {
    // `select Examples/CollectedWidths.json Text[text="Postal code"]` reaches the client without its quotes.
    for selector in [#"Text[text="Postal code"]"#, "Text[text=Postal code]", "Text[text=Postal code ]"] {
      let run = try CLIRunner.run(["select", "Examples/CollectedWidths.json", selector])
      #expect(run.exitCode == 0, "\(run)")
      #expect(run.stdout == "postcode-row-label\n", "\(selector)")
    }
  }

  @Test func invalidSelectorIsAUsageError() throws {
    let run = try CLIRunner.run(["select", "Examples/SignInForm.json", "HStack >"])
    #expect(run.exitCode == 2)
    Snapshot.assert(run.description, named: "select-invalid")
  }
}
