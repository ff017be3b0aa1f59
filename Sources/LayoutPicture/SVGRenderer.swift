import InspectorProtocol
import JSONCore
import TextMetrics

/// A picture of one pass's layout as SVG: every layer's frame as a box, text drawn at its font size, each box's
/// proposal, size and rules in a `<title>` (shown on hover), nodes whose size changed since an earlier pass
/// outlined with their earlier frame as a dashed ghost and listed under the picture, and chosen nodes
/// emphasized.
///
/// Coordinates are points (the `viewBox`); `zoom` pixels per point set the picture's size, so a PNG made from
/// it is `zoom` times the layout's size. The picture is cropped to the laid-out content with a margin, with a
/// caption above and a legend below. Every box carries `data-node` and `data-layer` attributes, so tests and
/// scripts can find a layer's box.
///
/// Drawing choices where SwiftUI's appearance is not the point: shapes and colours with no fill given are
/// drawn light grey so that the boxes on them stay visible; text uses Inter (the face the daemon's SF
/// emulation is built on) with SF's tracking, so the drawn text is as wide as the measured text.
package struct SVGRenderer {
  /// What to draw besides the layout.
  package struct Options {
    /// Pixels per point.
    package var zoom: Double = 2
    /// The caption above the picture.
    package var caption: String = ""
    /// Nodes to emphasize (`--highlight`).
    package var highlighted: Set<String> = []
    /// What changed since an earlier pass or a stored snapshot (`layout/diff`): resized and added nodes are marked
    /// as changed, removed ones drawn as dashed ghosts.
    package var changes: DiffResult?
    /// The tree document, for colours and fills.
    package var document: JSONValue?

    /// Creates options.
    package init(zoom: Double = 2, caption: String = "", document: JSONValue? = nil) {
      self.zoom = zoom
      self.caption = caption
      self.document = document
    }
  }

  /// The colours of the picture.
  package enum Palette {
    /// The picture's background.
    package static let background = "#ffffff"
    /// Views' boxes.
    package static let view = "#1f6feb"
    /// Modifier layers' boxes.
    package static let modifier = "#8250df"
    /// `frame` layers' boxes.
    package static let frameModifier = "#0a7d5a"
    /// Boxes of modifier content (a background's GeometryReader).
    package static let content = "#bf8700"
    /// Nodes whose size changed, and their earlier frames.
    package static let changed = "#e5534b"
    /// Highlighted nodes.
    package static let highlight = "#f0883e"
    /// Drawn text.
    package static let text = "#1f2328"
    /// Captions, placeholders and the legend.
    package static let caption = "#57606a"
    /// Text fields' fill.
    package static let fieldFill = "#f6f8fa"
    /// Shapes and colours drawn without a fill of their own.
    package static let neutralFill = "#d8dee4"
  }

  /// The face text is drawn with: the one the daemon's SF emulation takes its advances from.
  package static let drawingFamily = "Inter"
  /// The font stack for drawn text.
  package static let fontFamily = "\(drawingFamily), 'SF Pro Text', -apple-system, 'Helvetica Neue', Arial, sans-serif"

  /// Text styles' point sizes at the default Dynamic Type size (Large), as Apple's HIG lists them.
  package static let textStylePointSizes: [String: Double] = [
    "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
    "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
  ]

  /// The options.
  package var options: Options

  /// Creates a renderer.
  package init(options: Options) {
    self.options = options
  }

  /// A rendered picture: the SVG text and its size in pixels.
  package struct Output {
    /// The SVG document.
    package var svg: String
    /// The width in pixels (the `width` attribute).
    package var pixelWidth: Double
    /// The height in pixels.
    package var pixelHeight: Double
  }

  /// The SVG document for `layout`.
  package func render(_ layout: TreeLayoutResult) -> Output {
    let bounds = contentBounds(layout)
    let margin = 16.0
    let captionHeight = options.caption.isEmpty ? 0 : 22.0
    let changed = changedNodes(layout)
    let hasChanges = !changed.isEmpty || options.changes?.removed.contains { $0.frame != nil } == true
    let changeLines = changeDescriptions(layout, changed: changed)
    let changesHeight = Double(changeLines.count) * 9
    let legendHeight = 26.0 + changesHeight
    let left = bounds.x - margin
    let top = bounds.y - margin - captionHeight
    let width = bounds.width + 2 * margin
    let height = bounds.height + 2 * margin + captionHeight + legendHeight
    let pixelWidth = (width * options.zoom).rounded(.up)
    let pixelHeight = (height * options.zoom).rounded(.up)
    var svg = SVGWriter()
    svg.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"),
        ("width", SVGWriter.number(pixelWidth)), ("height", SVGWriter.number(pixelHeight)),
        ("viewBox", [left, top, width, height].map(SVGWriter.number).joined(separator: " ")),
        ("font-family", Self.fontFamily),
      ])
    svg.element("desc", [], content: fontDescription(layout))
    svg.element(
      "rect",
      [
        ("x", SVGWriter.number(left)), ("y", SVGWriter.number(top)), ("width", SVGWriter.number(width)),
        ("height", SVGWriter.number(height)), ("fill", Palette.background),
      ])
    if !options.caption.isEmpty {
      svg.element(
        "text",
        [
          ("x", SVGWriter.number(bounds.x)), ("y", SVGWriter.number(bounds.y - margin - 6)), ("font-size", "11"),
          ("fill", Palette.caption),
        ], content: options.caption)
    }
    svg.open("g", [("id", "layers"), ("fill", "none"), ("stroke-width", "0.75")])
    for node in layout.nodes {
      drawNode(node, changed: changed, into: &svg)
    }
    for node in options.changes?.removed ?? [] {
      guard let frame = node.frame else { continue }
      svg.element(
        "rect",
        box(frame) + [
          ("data-node", node.id), ("class", "removed"), ("stroke", Palette.changed), ("stroke-dasharray", "1 2"),
          ("stroke-width", "1"),
        ], title: "\(node.view) \(ValueText.node(node.id)) removed: \(frameText(frame))")
    }
    svg.close()
    drawChanges(changeLines, x: bounds.x, y: bounds.y + bounds.height + margin + 6, into: &svg)
    drawLegend(
      x: bounds.x, y: bounds.y + bounds.height + margin + 10 + changesHeight, hasChanges: hasChanges, into: &svg)
    return Output(svg: svg.finish(), pixelWidth: pixelWidth, pixelHeight: pixelHeight)
  }

  /// The boxes of one node: a filled shape for what the view draws, then an outline per layer.
  private func drawNode(_ node: NodeLayout, changed: [String: FrameValue?], into svg: inout SVGWriter) {
    guard let layers = node.layers, !layers.isEmpty else { return }
    svg.open("g", [("data-node", node.id), ("data-view", node.view)])
    if let fill = fill(for: node), let bare = layers.first {
      svg.element("rect", box(bare.frame) + [("fill", fill), ("stroke", "none")])
    }
    if let ghost = changed[node.id], let before = ghost {
      svg.element(
        "rect",
        box(before) + [
          ("class", "before"), ("stroke", Palette.changed), ("stroke-dasharray", "3 2"), ("stroke-width", "1"),
        ], title: "\(node.view) before: \(frameText(before))")
    }
    for layer in layers {
      let isOutermost = layer.index == layers.count - 1
      var stroke = node.hostLayer != nil && layer.kind == "view" ? Palette.content : stroke(for: layer)
      var emphasis: (width: String, className: String)?
      if changed[node.id] != nil, isOutermost {
        stroke = Palette.changed
        emphasis = ("1.5", "changed")
      }
      if options.highlighted.contains(node.id), isOutermost {
        stroke = Palette.highlight
        emphasis = ("2.5", "highlight")
      }
      var attributes = box(layer.frame)
      attributes += [("data-layer", String(layer.index)), ("stroke", stroke)]
      if let emphasis {
        // An emphasized box is solid and lightly filled, so it stands out from the dashed modifier boxes.
        attributes += [
          ("stroke-width", emphasis.width), ("class", emphasis.className), ("fill", stroke), ("fill-opacity", "0.08"),
        ]
      } else if layer.kind != "view" {
        attributes.append(("stroke-dasharray", "4 2"))
      }
      svg.element("rect", attributes, title: tooltip(node, layer))
    }
    if let text = drawnText(node), let bare = layers.first {
      let fontSize = pointSize(of: bare)
      // The first baseline sits about 0.8 of a line below the top for SF and Inter (ascender + half leading).
      let baseline = bare.frame.y + min(bare.frame.height, fontSize * 1.2) * 0.8
      let isPlaceholder = node.view == "TextField" || node.view == "SecureField"
      var attributes: [(String, String)] = [
        ("x", SVGWriter.number(bare.frame.x + (isPlaceholder ? 6 : 0))), ("y", SVGWriter.number(baseline)),
        ("font-size", SVGWriter.number(fontSize)), ("fill", isPlaceholder ? Palette.caption : Palette.text),
        ("stroke", "none"),
      ]
      // SF's tracking (the HIG table the daemon's measurer applies) brings Inter's advances to SF's widths; a
      // single measured line is also given its measured length, for viewers that honour `textLength`.
      let tracking = SystemFontProfile.tracking(pointSize: fontSize)
      if tracking != 0 { attributes.append(("letter-spacing", SVGWriter.number(tracking))) }
      if !isPlaceholder, bare.widthRule.values["lines"]?.integerValue == 1,
        let measured = bare.widthRule.values["measured"]?.doubleValue, measured > 0
      {
        attributes += [("textLength", SVGWriter.number(measured)), ("lengthAdjust", "spacingAndGlyphs")]
      }
      svg.element("text", attributes, content: text)
    }
    svg.close()
  }

  /// Names the fonts the text was measured with and the face it is drawn with, so a reader of the file knows
  /// what a viewer must have installed for the drawn text to match the measured sizes.
  package func fontDescription(_ layout: TreeLayoutResult) -> String {
    var fonts: [String] = []
    for node in layout.nodes where node.view == "Text" {
      guard let font = node.layers?.first?.widthRule.values["font"]?.stringValue, !fonts.contains(font) else {
        continue
      }
      fonts.append(font)
    }
    let measured = fonts.isEmpty ? "" : " (" + fonts.joined(separator: ", ") + ")"
    return "Text sizes were measured by InspectorDaemon\(measured): the system font is SF Pro emulated over "
      + "\(Self.drawingFamily)'s advance widths with SF's tracking, custom fonts are the files loaded with --font. "
      + "Text is drawn with \(Self.drawingFamily) and the same tracking; a viewer without \(Self.drawingFamily) "
      + "substitutes another face, whose text may not fit the measured boxes."
  }

  /// One line per node whose size changed (`#user-label 40.333×20.333 → 79.333×20.333`), was added or removed
  /// (at most eight).
  package func changeDescriptions(_ layout: TreeLayoutResult, changed: [String: FrameValue?]) -> [String] {
    var lines: [String] = []
    for node in layout.nodes {
      guard let entry = changed[node.id], let frame = node.frame else { continue }
      let after = NumberText.size(width: frame.width, height: frame.height)
      let before = entry.map { NumberText.size(width: $0.width, height: $0.height) } ?? "new"
      lines.append("\(ValueText.node(node.id)) \(before) → \(after)")
    }
    for node in options.changes?.removed ?? [] where node.frame != nil {
      lines.append("\(ValueText.node(node.id)) removed")
    }
    guard lines.count > 8 else { return lines }
    return Array(lines.prefix(7)) + ["and \(lines.count - 7) more"]
  }

  private func drawChanges(_ lines: [String], x: Double, y: Double, into svg: inout SVGWriter) {
    guard !lines.isEmpty else { return }
    svg.open("g", [("id", "changes"), ("font-size", "7"), ("fill", Palette.changed)])
    for (index, line) in lines.enumerated() {
      svg.element("text", [("x", SVGWriter.number(x)), ("y", SVGWriter.number(y + Double(index) * 9))], content: line)
    }
    svg.close()
  }

  private func drawLegend(x: Double, y: Double, hasChanges: Bool, into svg: inout SVGWriter) {
    var entries: [(String, String, Bool)] = [
      ("view", Palette.view, false), ("frame", Palette.frameModifier, true), ("other modifier", Palette.modifier, true),
      ("modifier content", Palette.content, false),
    ]
    if hasChanges { entries.append(("changed (dashed: before)", Palette.changed, false)) }
    if !options.highlighted.isEmpty { entries.append(("highlighted", Palette.highlight, false)) }
    svg.open("g", [("id", "legend"), ("font-size", "7"), ("fill", Palette.caption)])
    var cursor = x
    for (name, color, dashed) in entries {
      var attributes: [(String, String)] = [
        ("x", SVGWriter.number(cursor)), ("y", SVGWriter.number(y - 6)), ("width", "10"), ("height", "7"),
        ("fill", "none"), ("stroke", color),
      ]
      if dashed { attributes.append(("stroke-dasharray", "4 2")) }
      svg.element("rect", attributes)
      svg.element("text", [("x", SVGWriter.number(cursor + 13)), ("y", SVGWriter.number(y))], content: name)
      cursor += 13 + Double(name.count) * 3.6 + 10
    }
    svg.close()
  }

  /// The box attributes of a frame.
  private func box(_ frame: FrameValue) -> [(String, String)] {
    [
      ("x", SVGWriter.number(frame.x)), ("y", SVGWriter.number(frame.y)),
      ("width", SVGWriter.number(max(0, frame.width))), ("height", SVGWriter.number(max(0, frame.height))),
    ]
  }

  private func stroke(for layer: LayerLayout) -> String {
    if layer.kind == "view" { return Palette.view }
    return layer.name == "frame" ? Palette.frameModifier : Palette.modifier
  }

  /// The hover text of a layer: what it is, its proposal and size, who proposed, and why each dimension.
  package func tooltip(_ node: NodeLayout, _ layer: LayerLayout) -> String {
    let proposal = NumberText.proposal(width: layer.proposal.width.value, height: layer.proposal.height.value)
    return """
      \(ValueText.node(node.id)) layer \(layer.index): \(layer.summary)
      proposed \(proposal) → \(NumberText.size(width: layer.size.width, height: layer.size.height)) at \
      (\(NumberText.format(layer.frame.x)), \(NumberText.format(layer.frame.y)))
      by \(layer.proposer.description)
      width: \(layer.widthRule.description)
      height: \(layer.heightRule.description)
      """
  }

  /// The text a node draws: a `Text`'s string, a field's placeholder (its title) when empty.
  private func drawnText(_ node: NodeLayout) -> String? {
    switch node.view {
    case "Text", "Button":
      return node.text
    case "TextField", "SecureField":
      if let text = node.text, !text.isEmpty, !text.hasPrefix("\\(") { return text }
      return options.document.flatMap { JSONPath(parsing: node.path).flatMap($0.value(at:))?["title"]?.stringValue }
    default:
      return nil
    }
  }

  /// The fill of what the view draws: colours and shapes as declared, fields as light boxes.
  private func fill(for node: NodeLayout) -> String? {
    let declared = options.document.flatMap { JSONPath(parsing: node.path).flatMap($0.value(at:)) }
    switch node.view {
    case "Color":
      return cssColor(declared?["color"]?.stringValue)
    case "Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule":
      return cssColor(declared?["fill"]?.stringValue) ?? Palette.neutralFill
    case "TextField", "SecureField":
      return Palette.fieldFill
    default:
      return nil
    }
  }

  /// A SwiftUI colour name as CSS, light enough to draw boxes over; nil for `clear` or unknown names.
  private func cssColor(_ name: String?) -> String? {
    guard var name else { return Palette.neutralFill }
    if name.hasPrefix(".") { name.removeFirst() }
    let colors = [
      "red": "#ffd7d5", "orange": "#ffe2c2", "yellow": "#fff3b0", "green": "#d2f4d3", "mint": "#c9f2ea",
      "teal": "#c5ecef", "cyan": "#cdeffd", "blue": "#d3e4fd", "indigo": "#dcdcfb", "purple": "#eddcfb",
      "pink": "#fcdcea", "brown": "#eadfd2", "gray": "#e1e4e8", "black": "#b0b7c0", "white": "#ffffff",
      "primary": "#b0b7c0", "secondary": "#e1e4e8", "accentColor": "#d3e4fd",
    ]
    if name == "clear" { return nil }
    return colors[name] ?? Palette.neutralFill
  }

  /// The point size of a text layer, from its rule's font (`.body`, `.system(size: 20)`).
  package func pointSize(of layer: LayerLayout) -> Double {
    guard let font = layer.widthRule.values["font"]?.stringValue else { return 17 }
    if let range = font.firstRange(of: "size: ") {
      let digits = font[range.upperBound...].prefix { $0.isNumber || $0 == "." }
      if let size = Double(digits), size > 0, size < 1000 { return size }
    }
    let style = font.drop { $0 == "." }.prefix { $0.isLetter || $0.isNumber }
    return Self.textStylePointSizes[String(style)] ?? 17
  }

  /// The nodes `layout/diff` found resized (with their earlier frame) or added (nil), among those drawn.
  /// Nodes that only moved are not marked: a move follows from a size change elsewhere, which is marked.
  package func changedNodes(_ layout: TreeLayoutResult) -> [String: FrameValue?] {
    guard let changes = options.changes else { return [:] }
    var changed: [String: FrameValue?] = [:]
    for change in changes.resized { changed[change.node] = change.before }
    for node in changes.added where node.frame != nil { changed[node.id] = .some(nil) }
    let drawn = Set(layout.nodes.filter { $0.frame != nil }.map(\.id))
    return changed.filter { drawn.contains($0.key) }
  }

  /// The smallest rectangle holding every finite layer frame.
  package func contentBounds(_ layout: TreeLayoutResult) -> FrameValue {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for node in layout.nodes {
      for layer in node.layers ?? [] {
        let frame = layer.frame
        guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite else { continue }
        minX = min(minX, frame.x)
        minY = min(minY, frame.y)
        maxX = max(maxX, frame.x + frame.width)
        maxY = max(maxY, frame.y + frame.height)
      }
    }
    guard minX.isFinite, maxX >= minX else { return FrameValue(x: 0, y: 0, width: 100, height: 40) }
    // A legend needs some width even under a narrow layout.
    return FrameValue(x: minX, y: minY, width: max(maxX - minX, 240), height: max(maxY - minY, 1))
  }

  private func frameText(_ frame: FrameValue) -> String {
    NumberText.frame(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
  }
}
