import InspectorProtocol
import JSONCore
import LayoutPicture

/// `inspect-client demo`: the product in one command, on the built-in equal-width sign-in form: the laid-out
/// tree, the shorter label's layers, the preference value at each ancestor, the update passes, and why the
/// shorter label's width changed.
struct DemoCommand: Subcommand {
  /// The command's arguments, options and help.
  static let spec = CommandSpec(
    name: "demo",
    abstract: "Run the built-in example, the equal-width sign-in form, and show everything the inspector knows.",
    discussion: """
      No files needed: the SwiftUI source (a copy of Examples/SignInForm.swift) is built in, and the daemon \
      reads it as it reads any .swift file. Two labels measure \
      themselves with a GeometryReader in their background and report their widths under MaxLabelWidth, \
      whose reduce keeps the maximum; the form stores it in @State labelWidth with onPreferenceChange, and \
      every label is framed at that width. The demo opens it in a daemon, exactly as an editor would, and \
      prints the layout, the shorter label's layers, the preference values, the update passes and the causal \
      chain behind the shorter label's new width.

      With --render, it also writes the picture of the settled layout (the grown label marked) as SVG, and \
      with --png as PNG too.
      """,
    options: [
      .value("render", valueName: "path", help: "Also draw the settled layout as SVG at this path."),
      .flag("png", help: "With --render, also write a PNG beside the SVG (needs rsvg-convert)."),
    ],
    examples: [
      .init(command: "swift run inspect-client demo", explanation: "Build everything and run the demo."),
      .init(
        command: "inspect-client demo --render demo.svg --png",
        explanation: "The demo, and the picture of the settled form as demo.svg and demo.png."),
      .init(command: "inspect-client demo --json", explanation: "Every section as the daemon's JSON results."),
    ])

  /// The shorter label, whose width the update loop changes.
  static let shorterLabel = "Text[text=\"User:\"]"
  /// The preference key the labels write.
  static let key = "MaxLabelWidth"

  /// Where to draw the settled layout, if anywhere.
  let renderPath: String?
  /// Whether to write a PNG too.
  let png: Bool

  /// Reads the command line.
  init(arguments: ParsedArguments) throws(UsageError) {
    renderPath = arguments.value("render")
    png = arguments.flag("png")
    if png, renderPath == nil {
      throw UsageError("--png needs --render <path> for the SVG.", command: arguments.command)
    }
  }

  /// Runs the command.
  func run(in context: CommandContext) throws(CommandError) -> ExitCode {
    let document = TreeDocument.builtIn(
      name: SignInFormExample.swiftName, swift: SignInFormExample.swiftSource, environment: context.environment)
    return try context.withTree(document) { tree throws(CommandError) -> ExitCode in
      let label = try tree.node(Self.shorterLabel)
      let sections = try DemoSections.gather(from: tree, node: label, key: Self.key)
      if context.json {
        context.printJSON(sections.json)
      } else {
        context.print(
          DemoText(style: context.style, document: tree.document.tree, label: label).text(
            sections, summary: tree.summary))
      }
      if let renderPath {
        try renderPicture(tree, to: renderPath, context: context)
      }
      if let failure = sections.explainFailure {
        // Everything else is printed; the missing explanation ends the demo with the daemon's reason.
        throw failure
      }
      return .success
    }
  }

  private func renderPicture(_ tree: OpenedTree, to path: String, context: CommandContext) throws(CommandError) {
    let converter = PNGConverter.locate(environment: context.console.environment)
    if png, converter == nil {
      throw CommandError.usage("--png needs rsvg-convert, which is not installed (apt-get install librsvg2-bin).")
    }
    let picture = try Picture.draw(tree, pass: nil, compare: nil, highlight: nil, zoom: 2, progress: context.progress)
    let pngPath = try RenderCommand.write(picture, to: path, pngConverter: png ? converter : nil, context: context)
    let written = [path] + (pngPath.map { [$0] } ?? [])
    if !context.json { context.print("\nWrote " + written.joined(separator: " and ") + ".\n") }
  }
}

/// The daemon's answers the demo prints, gathered before anything is printed.
struct DemoSections {
  /// The whole tree after the last pass.
  var tree: TreeLayoutResult
  /// The shorter label's layers.
  var node: NodeLayoutResult
  /// The preference chains from each writer.
  var preferences: PrefsQuery.Output
  /// The update passes.
  var passes: LayoutPassesResult
  /// Why the shorter label has its width; nil when the daemon cannot explain yet.
  var explanation: ExplainResult?
  /// The daemon's refusal of `layout/explain`, when it refused.
  var explainFailure: CommandError?
  /// Every answer as the daemon's JSON, for `--json`.
  var json: JSONValue

  /// Asks the daemon.
  static func gather(from tree: OpenedTree, node: String, key: String) throws(CommandError) -> DemoSections {
    let client = tree.client
    let layout = try client.sendKeepingJSON(TreeLayoutRequest(uri: tree.uri))
    let nodeLayout = try client.sendKeepingJSON(NodeLayoutRequest(uri: tree.uri, node: node, measurements: false))
    let passes = try client.sendKeepingJSON(LayoutPassesRequest(uri: tree.uri))
    // Pass 1's values are the labels' natural widths, the ones onPreferenceChange first receives.
    let preferences = try PrefsQuery(tree: tree, key: key, selector: nil, pass: 1).run()
    var explanation: ExplainResult?
    var explanationJSON: JSONValue
    var explainFailure: CommandError?
    do {
      let answer = try client.sendKeepingJSON(ExplainRequest(uri: tree.uri, node: node, dimension: .width))
      explanation = answer.result
      explanationJSON = answer.json
    } catch {
      explainFailure = error
      explanationJSON = ["error": error.daemonFailure.map { $0.error.jsonValue } ?? .string(error.message)]
    }
    let json: JSONValue = [
      "uri": .string(tree.uri), "summary": (try? JSONValueEncoder().encode(tree.summary)) ?? .null,
      "layout": layout.json, "node": nodeLayout.json, "preferences": preferences.json, "passes": passes.json,
      "explanation": explanationJSON,
    ]
    return DemoSections(
      tree: layout.result, node: nodeLayout.result, preferences: preferences, passes: passes.result,
      explanation: explanation, explainFailure: explainFailure, json: json)
  }
}

/// The demo's text: an introduction with the SwiftUI code, then one numbered section per answer.
struct DemoText {
  /// Colours, or none.
  var style: TextStyle
  /// The tree document, for declared spellings.
  var document: JSONValue
  /// The shorter label's id.
  var label: String

  /// The whole text.
  func text(_ sections: DemoSections, summary: TreeSummary) -> String {
    let node = ValueText.node(label)
    var text = style.heading("The equal-width sign-in form") + "\n\n"
    text +=
      HelpText.wrap(
        """
        Two labels measure themselves with a GeometryReader in their background and report their widths under \
        MaxLabelWidth, whose reduce keeps the maximum. The form stores that maximum in @State labelWidth with \
        onPreferenceChange, and both labels are framed at that width, trailing. SwiftUI needs two passes: the \
        first measures, the second equalizes. This is the source the daemon read (Examples/SignInForm.swift); \
        its #Preview is the root:
        """, indent: 0) + "\n\n"
    text +=
      SignInFormExample.swiftSource.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .map { index, line in
        let number = String(repeating: " ", count: max(0, 4 - String(index + 1).count)) + "\(index + 1)"
        return style.dim(line.isEmpty ? number : number + "  " + line)
      }.joined(separator: "\n") + "\n\n"
    let layout = LayoutText(document: document, style: style)
    text += section(1, "The layout after the last pass: each view's proposal and its layers' sizes")
    text += layout.tree(sections.tree, passCount: summary.passes) + "\n"
    text += section(2, "The shorter label's layers, inside out")
    text += layout.node(sections.node, passCount: summary.passes, showMeasurements: false) + "\n"
    text += section(3, "\(DemoCommand.key) at each view it reaches in pass 1: what onPreferenceChange receives")
    text += PreferenceText(style: style).table(key: DemoCommand.key, rows: sections.preferences.rows) + "\n"
    text += section(4, "The update passes: pass 1 measures, pass 2 equalizes")
    text += PassTimelineText(style: style).timeline(sections.passes, name: SignInFormExample.swiftName) + "\n"
    text += section(5, "Why did \(node)'s width change?")
    if let explanation = sections.explanation {
      text += ExplanationText(style: style).explanation(explanation)
    } else {
      text += "  The daemon cannot explain yet (layout/explain); see the error below.\n"
    }
    text +=
      "\n"
      + style.dim(
        "Next: 'inspect-client session Examples/SignInForm.json' to edit it live (try: text #user-label \"Name:\"), ")
    text += style.dim("'inspect-client layout Examples/SignInForm.swift' for your own sources.") + "\n"
    return text
  }

  private func section(_ number: Int, _ title: String) -> String {
    style.heading("\(number). \(title)") + "\n\n"
  }
}
