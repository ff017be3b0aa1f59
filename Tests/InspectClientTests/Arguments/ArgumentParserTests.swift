import Testing

@testable import inspect_client

/// The parser keeps swift-argument-parser's conventions.
struct ArgumentParserTests {
  static let spec = CommandSpec(
    name: "layout", abstract: "",
    arguments: [ArgumentSpec(name: "file", help: "")],
    options: [
      .value("node", valueName: "selector", help: ""), .value("pass", valueName: "n", help: ""),
      .value("output", short: "o", valueName: "path", help: ""), .flag("measurements", help: ""),
      .value("tag", valueName: "t", help: "", repeated: true),
    ])

  private func parse(_ arguments: [String]) throws -> ParsedArguments {
    guard case .run(let parsed) = try ArgumentParser.parse(arguments, spec: Self.spec) else {
      Issue.record("expected a run, got help")
      return ParsedArguments(command: "layout")
    }
    return parsed
  }

  @Test func valuesWithSpaceOrEquals() throws {
    let parsed = try parse(["form.json", "--node", "#a", "--pass=2"])
    #expect(parsed.positionals == ["form.json"])
    #expect(parsed.value("node") == "#a")
    #expect(try parsed.integer("pass") == 2)
  }

  @Test func optionsBeforeAndAfterPositionals() throws {
    let parsed = try parse(["--measurements", "form.json", "-o", "out.svg", "--json"])
    #expect(parsed.flag("measurements"))
    #expect(parsed.flag("json"))
    #expect(parsed.value("output") == "out.svg")
    #expect(parsed.positionals == ["form.json"])
  }

  @Test func doubleDashEndsOptions() throws {
    let parsed = try parse(["--", "--odd-name.json"])
    #expect(parsed.positionals == ["--odd-name.json"])
  }

  @Test func lastSingleValueWinsAndRepeatedValuesAccumulate() throws {
    let parsed = try parse(["f", "--node", "#a", "--node", "#b", "--tag", "x", "--tag=y"])
    #expect(parsed.value("node") == "#b")
    #expect(parsed.allValues("tag") == ["x", "y"])
  }

  @Test func dashAloneAndNegativeNumbersAreValues() throws {
    let parsed = try parse(["f", "-o", "-", "--pass", "-3"])
    #expect(parsed.value("output") == "-")
    #expect(parsed.value("pass") == "-3")
    #expect(throws: UsageError.self) { try parsed.integer("pass", minimum: 1) }
  }

  @Test func helpAnywhere() throws {
    guard case .help = try ArgumentParser.parse(["form.json", "--node", "#a", "-h"], spec: Self.spec) else {
      Issue.record("-h after other options was not recognized")
      return
    }
  }

  @Test func unknownOptionSuggestsTheClosest() {
    #expect(throws: UsageError("Unknown option '--nod'. Did you mean '--node'?", command: "layout")) {
      try parse(["f", "--nod", "x"])
    }
  }

  @Test func flagWithValueIsAnError() {
    #expect(throws: UsageError("The flag '--json' does not take a value.", command: "layout")) {
      try parse(["f", "--json=yes"])
    }
  }

  @Test func missingValueIsReportedNotSwallowed() {
    #expect(throws: UsageError("Missing value for '--node <selector>'.", command: "layout")) {
      try parse(["f", "--node", "--json"])
    }
  }

  @Test func positionalCountIsChecked() {
    #expect(throws: UsageError("Missing expected argument '<file>'.", command: "layout")) { try parse([]) }
    #expect(throws: UsageError("Unexpected argument 'extra'.", command: "layout")) { try parse(["f", "extra"]) }
  }
}
