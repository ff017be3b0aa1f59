import Foundation
import InspectorProtocol
import JSONCore
import LayoutPicture

/// `inspect-client check FILE --expect EXPECTATIONS.json`: asserts sizes, preference values and tree facts, for
/// tests and CI. Exit 0 when every fact holds, 1 with a readable diff when one does not.
struct CheckCommand: Subcommand {
  /// The command's arguments, options and help.
  static let spec = CommandSpec(
    name: "check",
    abstract: "Assert sizes and preference values from an expectations file; exit 1 with a diff on mismatch.",
    discussion: """
      The expectations file maps selectors to facts every matching node must have: \
      {"#user-label": {"width": 79.333, "height": 20.333}, "#form": {"preferences": {"MaxLabelWidth": 79.333}}}. \
      Node facts: width, height, x, y (the outermost frame, root coordinates), size, frame, proposal, text, \
      view, count (how many nodes match), preferences (key → value at the node) and layers (index or name → \
      width, height, size, proposal). "$tree" holds tree facts: converged, passes, rootSize, state (name → \
      value).

      Numbers match within --tolerance points (default 0.001, so a number copied from this tool's output, \
      printed to three decimals, matches); other values must be equal. Exit codes: 0 all facts hold, 1 a fact \
      does not (or a selector matches nothing), 2 the expectations file is unusable, 3 the daemon failed.
      """,
    arguments: [LayoutCommand.treeFileArgument],
    options: [
      .value("expect", valueName: "file", help: "The expectations file (JSON).", required: true),
      .value("pass", valueName: "n", help: "The update pass to check (default: the last)."),
      .value("tolerance", valueName: "points", help: "The largest difference between equal numbers (default 0.001)."),
    ],
    examples: [
      .init(
        command: "inspect-client check Examples/SignInForm.json --expect form-expect.json",
        explanation: "Exit 0 if the labels are equally wide as expected, 1 with the differences otherwise."),
      .init(
        command: "inspect-client check form.json --expect form-expect.json --json",
        explanation: "Every fact with what was expected and found, for a CI report."),
    ])

  /// The tree file, or the Swift sources.
  let files: [String]
  /// The expectations file.
  let expectationsPath: String
  /// The update pass; nil is the last.
  let pass: Int?
  /// The largest difference between equal numbers.
  let tolerance: Double

  /// Reads the command line.
  init(arguments: ParsedArguments) throws(UsageError) {
    files = arguments.positionals
    expectationsPath = try arguments.required("expect", valueName: "file")
    pass = try arguments.integer("pass", minimum: 1)
    tolerance = try arguments.number("tolerance") ?? FactComparison.defaultTolerance
    guard tolerance >= 0 else {
      throw UsageError("The value of '--tolerance' must be zero or more.", command: arguments.command)
    }
  }

  /// Runs the command.
  func run(in context: CommandContext) throws(CommandError) -> ExitCode {
    let expectations = try Expectations(try Self.readJSON(expectationsPath), name: expectationsPath)
    let document = try context.loadTree(files)
    let results = try context.withTree(document) { tree throws(CommandError) -> [ExpectationChecker.Result] in
      let checker = ExpectationChecker(tree: tree, comparison: FactComparison(tolerance: tolerance), pass: pass)
      return try checker.check(expectations)
    }
    let failures = results.filter { !$0.holds }
    if context.json {
      context.printJSON(CheckReport.json(results, tolerance: tolerance))
    } else {
      context.print(
        CheckReport(style: context.style).text(results, tree: document.displayName, expectations: expectationsPath))
    }
    return failures.isEmpty ? .success : .checkFailed
  }

  /// Reads a JSON file; problems are usage errors naming the file.
  static func readJSON(_ path: String) throws(CommandError) -> JSONValue {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw CommandError.usage("Cannot read '\(path)': \(error.localizedDescription)")
    }
    do {
      return try JSONParser.parse(Array(data), limits: JSONLimits(maxDepth: 64, maxBytes: 16 << 20))
    } catch {
      throw CommandError.usage(
        "'\(path)' is not valid JSON: line \(error.line), column \(error.column): \(error.message)")
    }
  }
}

/// The report of a check: the facts that do not hold as a diff, then a count.
struct CheckReport {
  /// Colours, or none.
  var style: TextStyle

  /// The text report.
  func text(_ results: [ExpectationChecker.Result], tree: String, expectations: String) -> String {
    let failures = results.filter { !$0.holds }
    guard !failures.isEmpty else {
      return style.good("✓") + " \(tree): all \(results.count) facts of \(expectations) hold\n"
    }
    let text =
      style.bad("✗") + " \(tree): \(failures.count) of \(results.count) facts of \(expectations) do not hold\n\n"
    var columns = TextColumns(indent: "  ")
    columns.append([
      .init("selector", style: style.dim), .init("node", style: style.dim), .init("fact", style: style.dim),
      .init("expected", style: style.dim), .init("found", style: style.dim),
    ])
    for failure in failures {
      let found = failure.found.map { ValueText.format($0) } ?? (failure.node == nil ? "no node matches" : "none")
      columns.append([
        .init(failure.selector), .init(failure.node.map(ValueText.node) ?? "—"), .init(failure.fact),
        .init(ValueText.format(failure.expected), style: style.good), .init(found, style: style.bad),
      ])
    }
    let holding = results.count - failures.count
    return text + columns.rendered() + "\n\(holding) \(holding == 1 ? "fact holds" : "facts hold").\n"
  }

  /// The JSON report: every fact with its outcome.
  static func json(_ results: [ExpectationChecker.Result], tolerance: Double) -> JSONValue {
    let facts: [JSONValue] = results.map { result in
      var object: JSONObject = [
        "selector": .string(result.selector), "fact": .string(result.fact), "expected": result.expected,
        "holds": .bool(result.holds),
      ]
      if let node = result.node { object["node"] = .string(node) }
      object["found"] = result.found ?? .null
      return .object(object)
    }
    return [
      "passed": .bool(results.allSatisfy(\.holds)), "tolerance": .double(tolerance),
      "failures": .integer(Int64(results.filter { !$0.holds }.count)), "facts": .array(facts),
    ]
  }
}
