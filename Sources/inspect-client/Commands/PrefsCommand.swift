import InspectorProtocol
import JSONCore

/// `inspect-client prefs FILE --key K [--node SELECTOR]`: a preference key's value at each view it reaches,
/// with the contributing descendants in reduce order and the values reduce dropped.
struct PrefsCommand: Subcommand {
  /// The command's arguments, options and help.
  static let spec = CommandSpec(
    name: "prefs",
    abstract: "Show a preference key's value at each ancestor, with its contributors in reduce order.",
    discussion: """
      Without --node, starts from every view that writes the key (with preference, anchorPreference or \
      transformPreference) and shows the tree of views the values pass through up to the root. With --node, \
      shows the node and each of its ancestors. Each line gives the value visible at that view, the \
      descendants whose values were combined (the first taken as is, each later one passed to reduce as \
      nextValue()), and the values that did not survive (a reduce that assigns instead of combining).

      --json prints the daemon's preferences/ancestors result for --node; without it, an object with the \
      writers and the merged records, root first.
      """,
    arguments: [LayoutCommand.treeFileArgument],
    options: [
      .value(
        "key", valueName: "key", help: "The preference key, as the tree declares it (MaxLabelWidth).", required: true),
      .value("node", valueName: "selector", help: "Start from this node instead of every writer of the key."),
      .value("pass", valueName: "n", help: "The update pass to show (default: the last)."),
    ],
    examples: [
      .init(
        command: "inspect-client prefs Examples/SignInForm.json --key MaxLabelWidth",
        explanation: "The maximum label width at every view between the labels and the form."),
      .init(
        command: "inspect-client prefs Examples/SignInForm.json --key MaxLabelWidth --node '#form' --pass 1",
        explanation: "What the form's onPreferenceChange received in the first pass."),
    ])

  /// The tree file, or the Swift sources.
  let files: [String]
  /// The preference key.
  let key: String
  /// The selector of the nodes to show.
  let selector: String?
  /// The update pass; nil is the last.
  let pass: Int?

  /// Reads the command line.
  init(arguments: ParsedArguments) throws(UsageError) {
    files = arguments.positionals
    key = try arguments.required("key", valueName: "key")
    selector = arguments.value("node")
    pass = try arguments.integer("pass", minimum: 1)
  }

  /// Runs the command.
  func run(in context: CommandContext) throws(CommandError) -> ExitCode {
    let document = try context.loadTree(files)
    let output = try context.withTree(document) { tree throws(CommandError) -> CommandOutput in
      try Self.output(tree, key: key, selector: selector, pass: pass, json: context.json, style: context.style)
    }
    context.print(output)
    return .success
  }

  /// The key's values at each view it reaches (shared with `session`).
  static func output(_ tree: OpenedTree, key: String, selector: String?, pass: Int?, json: Bool, style: TextStyle)
    throws(CommandError) -> CommandOutput
  {
    let result = try PrefsQuery(tree: tree, key: key, selector: selector, pass: pass).run()
    if json { return .json(result.json) }
    var heading = "\(key) in \(tree.document.displayName), version \(result.version), pass \(result.pass)"
    if let reduce = PreferenceText.reduceBody(of: key, in: tree.document.tree) { heading += " — reduce: \(reduce)" }
    var text = style.heading(heading) + "\n\n" + PreferenceText(style: style).table(key: key, rows: result.rows)
    if result.omittedWriters > 0 {
      text += style.dim("  (and the chains of \(result.omittedWriters) more writers; --node picks one)") + "\n"
    }
    return .text(text)
  }
}

/// The requests behind `prefs` (also used by `demo` and `session`): the chains from each start node, merged.
struct PrefsQuery {
  /// What the query found.
  struct Output {
    /// The version described.
    var version: Int
    /// The pass described.
    var pass: Int
    /// The merged records, root first.
    var rows: [(record: PreferenceValueRecord, depth: Int)]
    /// The JSON output.
    var json: JSONValue
    /// How many writers' chains were left out (beyond `maxWriters`).
    var omittedWriters: Int
  }

  /// The open tree.
  var tree: OpenedTree
  /// The key.
  var key: String
  /// The start node's selector; nil starts from every writer.
  var selector: String?
  /// The pass.
  var pass: Int?

  /// The most writers whose chains are followed when no start node is given.
  static let maxWriters = 12

  /// Runs the requests.
  func run() throws(CommandError) -> Output {
    let starts: [String]
    var omittedWriters = 0
    if let selector {
      starts = [try tree.node(selector, pass: pass)]
    } else {
      let writers = try tree.select("[key=\(key)]", pass: pass)
      // Every ancestor's record lists all contributors, so a few chains already show the whole reduce at the
      // common ancestors; more would only repeat them (and cost a request each).
      starts = Array(writers.prefix(Self.maxWriters))
      omittedWriters = writers.count - starts.count
      if starts.isEmpty {
        throw CommandError(
          .usage, "No view in \(tree.document.displayName) writes the preference key '\(key)'.",
          details: ["Keys the tree declares: " + declaredKeys().joined(separator: ", ")])
      }
    }
    var results: [PreferenceAncestorsResult] = []
    var rawResults: [JSONValue] = []
    for node in starts {
      let request = PreferenceAncestorsRequest(uri: tree.uri, node: node, key: key, pass: pass)
      let (result, raw) = try tree.client.sendKeepingJSON(request)
      results.append(result)
      rawResults.append(raw)
    }
    let rows = PreferenceText.merge(results.map(\.ancestors))
    let version = results.first?.version ?? tree.summary.version
    let passShown = results.first?.pass ?? tree.summary.passes
    let json: JSONValue
    if selector != nil, let only = rawResults.first {
      json = only
    } else {
      var records: [JSONValue] = []
      for (record, depth) in rows {
        var object = (try? JSONValueEncoder().encode(record))?.objectValue ?? JSONObject()
        object["depth"] = .integer(Int64(depth))
        records.append(.object(object))
      }
      json = [
        "uri": .string(tree.uri), "version": .integer(Int64(version)), "pass": .integer(Int64(passShown)),
        "key": .string(key), "writers": .array(starts.map { .string($0) }),
        "omittedWriters": .integer(Int64(omittedWriters)), "ancestors": .array(records),
      ]
    }
    return Output(version: version, pass: passShown, rows: rows, json: json, omittedWriters: omittedWriters)
  }

  private func declaredKeys() -> [String] {
    tree.document.tree["preferenceKeys"]?.objectValue?.keys ?? []
  }
}
