import Foundation
import InspectorProtocol
import JSONCore
import LayoutPicture

/// `inspect-client render FILE -o out.svg [--pass N] [--highlight SELECTOR] [--png]`: a picture of the layout.
struct RenderCommand: Subcommand {
  /// The command's arguments, options and help.
  static let spec = CommandSpec(
    name: "render",
    abstract: "Draw the layout as SVG: every layer's frame as a box, text at its size, changes highlighted.",
    discussion: """
      Each layer is a box at its frame (solid for views, dashed for modifiers); Text is drawn at its font size; \
      hovering a box in a browser shows its proposal, size, who proposed it and the rule behind each dimension. \
      Nodes whose size changed since the previous pass (or the pass given with --compare, or the layout snapshot \
      given with --diff: what 'diff' prints) are outlined in red with their earlier frame dashed, new nodes \
      outlined, removed ones dotted where they were. --highlight outlines the nodes a selector matches.

      The picture is cropped to the content; --zoom sets pixels per point (default 2). With --png, a PNG is \
      written beside the SVG by rsvg-convert (Debian: apt-get install librsvg2-bin).
      """,
    arguments: [LayoutCommand.treeFileArgument],
    options: [
      .value(
        "output", short: "o", valueName: "path", help: "Where to write the SVG ('-' for standard output).",
        required: true),
      .value("pass", valueName: "n", help: "The update pass to draw (default: the last)."),
      .value("compare", valueName: "n", help: "The pass to mark changes against (default: the one before)."),
      .value("diff", valueName: "snapshot", help: "Mark the changes since a stored layout snapshot instead."),
      .value("highlight", valueName: "selector", help: "Outline the nodes this selector matches."),
      .value("zoom", valueName: "factor", help: "Pixels per point (default 2; 0.25 to 8)."),
      .flag("png", help: "Also write a PNG beside the SVG (same name, .png), with rsvg-convert."),
    ],
    examples: [
      .init(
        command: "inspect-client render Examples/SignInForm.json -o form.svg --png",
        explanation: "The settled form, the user label marked as grown since pass 1, as SVG and PNG."),
      .init(
        command: "inspect-client render form.json -o changes.svg --diff form.layout.json",
        explanation: "What changed since the snapshot 'layout form.json --snapshot' stored."),
      .init(
        command: "inspect-client render Examples/SignInForm.json -o pass1.svg --pass 1 --highlight Text",
        explanation: "The first pass, before the labels were equalized, with both labels outlined."),
    ])

  /// The tree file, or the Swift sources.
  let files: [String]
  /// Where the SVG goes (`-` for standard output).
  let output: String
  /// The update pass; nil is the last.
  let pass: Int?
  /// The pass changes are marked against; nil is the one before.
  let compare: Int?
  /// A stored layout snapshot changes are marked against instead.
  let diff: String?
  /// The selector of the nodes to outline.
  let highlight: String?
  /// Pixels per point.
  let zoom: Double
  /// Whether to write a PNG too.
  let png: Bool

  /// Reads the command line.
  init(arguments: ParsedArguments) throws(UsageError) {
    files = arguments.positionals
    output = try arguments.required("output", valueName: "path")
    pass = try arguments.integer("pass", minimum: 1)
    compare = try arguments.integer("compare", minimum: 1)
    diff = arguments.value("diff")
    if diff != nil, compare != nil {
      throw UsageError(
        "--diff and --compare both say what to mark changes against; give one.", command: arguments.command)
    }
    highlight = arguments.value("highlight")
    zoom = try arguments.number("zoom") ?? 2
    png = arguments.flag("png")
    guard (0.25...8).contains(zoom) else {
      throw UsageError("The value of '--zoom' must be between 0.25 and 8.", command: arguments.command)
    }
    if png, output == "-" {
      throw UsageError("--png needs a file for the SVG; '-o -' writes to standard output.", command: arguments.command)
    }
  }

  /// Runs the command.
  func run(in context: CommandContext) throws(CommandError) -> ExitCode {
    let converter = PNGConverter.locate(environment: context.console.environment)
    if png, converter == nil {
      throw CommandError.usage(
        "--png needs \(PNGConverter.executableName), which is not installed (Debian: apt-get install librsvg2-bin).")
    }
    let snapshot = try diff.map { path throws(CommandError) in (path, try SnapshotDocument.load(path)) }
    let document = try context.loadTree(files)
    let picture = try context.withTree(document) { tree throws(CommandError) -> Picture in
      try Picture.draw(
        tree, pass: pass, compare: compare, since: snapshot, highlight: highlight, zoom: zoom,
        progress: context.progress)
    }
    if output == "-" {
      context.print(picture.svg)
      return .success
    }
    let pngPath = try Self.write(picture, to: output, pngConverter: png ? converter : nil, context: context)
    if context.json {
      var object: JSONObject = [
        "svg": .string(output), "width": .double(picture.pixelWidth), "height": .double(picture.pixelHeight),
        "version": .integer(Int64(picture.layout.version)), "pass": .integer(Int64(picture.layout.pass)),
        "layers": .integer(Int64(picture.layerCount)), "changed": .array(picture.changed.map { .string($0) }),
        "highlighted": .array(picture.highlighted.map { .string($0) }),
      ]
      if let pngPath { object["png"] = .string(pngPath) }
      context.printJSON(.object(object))
    } else {
      var line = "Wrote \(output)"
      if let pngPath { line += " and \(pngPath)" }
      line += ": \(document.displayName) pass \(picture.layout.pass), \(picture.layerCount) layers"
      line += ", \(NumberText.format(picture.pixelWidth))×\(NumberText.format(picture.pixelHeight)) px"
      if !picture.changed.isEmpty {
        let shown = picture.changed.prefix(5).map(ValueText.node).joined(separator: ", ")
        line += "; size changed: " + shown + (picture.changed.count > 5 ? " and \(picture.changed.count - 5) more" : "")
      }
      context.print(line + "\n")
    }
    return .success
  }

  /// Why a picture may look wrong here: the viewer draws with another face than the one measured.
  static let substitutionWarning =
    "\(SVGRenderer.drawingFamily) is not installed on this machine, so viewers here will draw the text with another "
    + "face whose widths differ from the measured ones (wrapped text may spill out of its box). "
    + "Install it (Debian: apt-get install fonts-inter) or view the SVG where it is installed."

  /// Writes the SVG, and the PNG beside it when a converter is given (returning its path); warns when the face
  /// the text is drawn with is not installed here.
  static func write(
    _ picture: Picture, to path: String, pngConverter: String?, context: CommandContext
  ) throws(CommandError) -> String? {
    try write(picture.svg, to: path)
    if !InstalledFonts.contains(family: SVGRenderer.drawingFamily, environment: context.console.environment) {
      context.console.writeError(context.console.errorStyle.bad("warning:") + " " + substitutionWarning + "\n")
    }
    guard let pngConverter else { return nil }
    let pngPath = pngPath(for: path)
    try PNGConverter.convert(svgPath: path, to: pngPath, converter: pngConverter)
    return pngPath
  }

  /// `form.png` for `form.svg`; `form.svg.png` when the name does not end in `.svg`.
  static func pngPath(for svgPath: String) -> String {
    svgPath.hasSuffix(".svg") ? String(svgPath.dropLast(4)) + ".png" : svgPath + ".png"
  }

  /// Writes `text` to `path`; a failure is a usage error naming the path.
  static func write(_ text: String, to path: String) throws(CommandError) {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      throw CommandError.usage("Cannot write '\(path)': \(error.localizedDescription)")
    }
  }
}

/// A drawn pass: the SVG and what is in it.
struct Picture {
  /// The SVG text.
  var svg: String
  /// The pass drawn.
  var layout: TreeLayoutResult
  /// The nodes marked as changed.
  var changed: [String]
  /// The nodes highlighted.
  var highlighted: [String]
  /// The picture's size in pixels.
  var pixelWidth: Double
  /// The picture's height in pixels.
  var pixelHeight: Double

  /// How many layer boxes were drawn.
  var layerCount: Int {
    layout.nodes.reduce(0) { $0 + ($1.layers?.count ?? 0) }
  }

  /// Asks the daemon for the pass and what changed since the pass to compare with (or since a stored
  /// snapshot), and draws it.
  static func draw(
    _ tree: OpenedTree, pass: Int?, compare: Int?, since snapshot: (path: String, snapshot: LayoutSnapshot)? = nil,
    highlight: String?, zoom: Double, progress: ProgressLine
  ) throws(CommandError) -> Picture {
    let layout = try tree.client.send(TreeLayoutRequest(uri: tree.uri, pass: pass))
    let drawn = VersionPoint(version: layout.version, pass: layout.pass)
    var changes: DiffResult?
    var caption = "\(tree.document.displayName) — version \(layout.version), pass \(layout.pass)"
    if let snapshot {
      changes = try tree.client.send(DiffRequest(uri: tree.uri, to: drawn, snapshot: snapshot.snapshot))
      caption += ", changes since \(snapshot.path)"
    } else if let comparePass = compare ?? (layout.pass > 1 ? layout.pass - 1 : nil), comparePass != layout.pass {
      let earlier = VersionPoint(version: layout.version, pass: comparePass)
      changes = try tree.client.send(DiffRequest(uri: tree.uri, from: earlier, to: drawn))
      caption += ", changes since pass \(comparePass)"
    }
    let highlighted =
      try highlight.map { selector throws(CommandError) in
        try tree.nodes(matching: selector, pass: layout.pass)
      } ?? []
    var options = SVGRenderer.Options(zoom: zoom, document: tree.document.tree)
    options.caption = caption
    options.changes = changes
    options.highlighted = Set(highlighted)
    let renderer = SVGRenderer(options: options)
    let output = progress.run("drawing \(layout.nodes.count) nodes") { renderer.render(layout) }
    let changedNodes = renderer.changedNodes(layout)
    let changed = layout.nodes.map(\.id).filter { changedNodes[$0] != nil }
    return Picture(
      svg: output.svg, layout: layout, changed: changed, highlighted: highlighted, pixelWidth: output.pixelWidth,
      pixelHeight: output.pixelHeight)
  }
}
