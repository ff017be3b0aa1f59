import InspectorProtocol
import JSONCore
import LayoutPicture

/// The text form of layout results: a whole tree as an indented table (one node per line with its origin,
/// proposal and layer chain), or one node's layers with the rule behind each size.
///
/// A layer chain reads inside out, as the code is written: `Text 40.333×20.333 ← background ←
/// frame(width: labelWidth, alignment: .trailing) 79.333×20.333`. A size is printed for the bare view and for
/// every layer whose size differs from the layer inside it, so the eye goes straight to the layers that changed
/// something; the tree's own size column gives the outermost size.
struct LayoutText {
  /// The tree document, for modifiers' declared spellings; nil when unknown.
  var document: JSONValue?
  /// Colours, or none.
  var style: TextStyle

  /// How a layer is named in chains: the declared spelling when it has an expression, else the daemon's.
  func layerName(_ layer: LayerLayout) -> String {
    if layer.kind == "view" { return layer.name }
    if let document, let declared = DeclaredModifier.spelling(at: layer.path, in: document) { return declared }
    return layer.summary
  }

  /// The chain of a node's layers with their sizes; empty for nodes without layout of their own.
  func chain(_ node: NodeLayout) -> String {
    guard let layers = node.layers, !layers.isEmpty else { return "" }
    var parts: [String] = []
    var inner: SizeValue?
    for layer in layers {
      var part = layerName(layer)
      if inner == nil || inner != layer.size {
        part += " " + NumberText.size(width: layer.size.width, height: layer.size.height)
      }
      parts.append(part)
      inner = layer.size
    }
    return parts.joined(separator: " ← ")
  }

  /// `Text #user-label "User:"`, with `[background]` before a modifier's content.
  func label(_ node: NodeLayout, hostName: String?) -> String {
    var text = node.view
    if Self.isClientID(node.id) { text += " " + style.node("#" + node.id) }
    if let quoted = node.text { text += " " + JSONSerializer.serialize(.string(quoted)) }
    if let hostName { text = "[\(hostName)] " + text }
    return text
  }

  /// Whether an id was given by the tree's author (derived ids contain `/`).
  static func isClientID(_ id: String) -> Bool {
    !id.contains("/")
  }

  /// The whole tree as a table.
  func tree(_ result: TreeLayoutResult, passCount: Int?) -> String {
    var text = style.heading(heading(version: result.version, pass: result.pass, passCount: passCount))
    text += ": proposal \(proposal(result.proposal)) → \(size(result.rootSize))\n\n"
    var columns = TextColumns(indent: "  ")
    columns.append([
      .init("view", style: style.dim), .init("origin", style: style.dim), .init("size", style: style.dim),
      .init("proposed", style: style.dim), .init("layers: view ← modifiers, as written", style: style.dim),
    ])
    let byID = Dictionary(result.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let baseDepth = result.nodes.first?.depth ?? 0
    for node in result.nodes {
      let indent = String(repeating: "  ", count: max(0, node.depth - baseDepth))
      let hostName = node.hostLayer.flatMap { index in
        byID[node.parent ?? ""]?.layers?.first { $0.index == index }?.name
      }
      let nodeLabel = label(node, hostName: hostName)
      // Styling is applied after padding, so the visible label decides the width.
      let plain = LayoutText(document: document, style: .plain).label(node, hostName: hostName)
      columns.append([
        .init(indent + plain, style: { _ in indent + nodeLabel }),
        .init(node.frame.map { "(\(NumberText.format($0.x)), \(NumberText.format($0.y)))" } ?? ""),
        .init(node.size.map(size) ?? ""),
        .init(node.proposal.map(proposal) ?? ""),
        .init(chain(node)),
      ])
    }
    return text + columns.rendered()
  }

  /// One node's layers, each with its proposal, size, origin and the rules behind its size.
  func node(_ result: NodeLayoutResult, passCount: Int?, showMeasurements: Bool) -> String {
    let node = result.node
    var text = style.heading(label(node, hostName: nil))
    text += " — " + heading(version: result.version, pass: result.pass, passCount: passCount) + "\n"
    var facts: [String] = []
    if !Self.isClientID(node.id) { facts.append("id \(node.id)") }
    if let parent = node.parent { facts.append("in #\(parent)") }
    facts.append(node.source.map { "written at \(TreeDocument.place($0))" } ?? "declared at \(node.path)")
    text += "  " + style.dim(facts.joined(separator: "; ")) + "\n"
    guard let layers = node.layers, !layers.isEmpty else {
      return text + "  (no layout of its own: its children are laid out by its parent)\n"
    }
    var columns = TextColumns(indent: "  ")
    columns.append([
      .init("layer", style: style.dim), .init("proposed", style: style.dim), .init("size", style: style.dim),
      .init("origin", style: style.dim),
    ])
    for layer in layers {
      let name = layer.kind == "view" ? layer.summary : layerName(layer)
      columns.append([
        .init("\(layer.index)  \(name)"), .init(proposal(layer.proposal)), .init(size(layer.size)),
        .init("(\(NumberText.format(layer.frame.x)), \(NumberText.format(layer.frame.y)))"),
      ])
    }
    text += "\n" + columns.rendered() + "\n"
    for layer in layers.reversed() {
      text += "  " + style.dim("\(layer.index)") + "  proposed \(proposal(layer.proposal)) by "
      text += proposer(layer.proposer) + "\n"
      text += "     width  \(layer.widthRule.description)\n"
      text += "     height \(layer.heightRule.description)\n"
      if showMeasurements, let measurements = layer.measurements {
        for measurement in measurements {
          text += "     " + style.dim("measured") + " \(proposal(measurement.proposal)) → \(size(measurement.size))"
          text += style.dim(" for " + proposer(measurement.requestedBy)) + "\n"
        }
      }
    }
    return text
  }

  /// `version 1, pass 2 of 2`.
  func heading(version: Int, pass: Int, passCount: Int?) -> String {
    let of = passCount.map { " of \($0)" } ?? ""
    return "version \(version), pass \(pass)\(of)"
  }

  /// Who proposed: the daemon's description, which names the parent layer and its rule.
  func proposer(_ source: ProposalSource) -> String {
    source.description
  }

  /// `390×763`, with `nil` for an unspecified dimension.
  func proposal(_ value: ProposalValue) -> String {
    NumberText.proposal(width: value.width.value, height: value.height.value)
  }

  /// `40.333×20.333`.
  func size(_ value: SizeValue) -> String {
    NumberText.size(width: value.width, height: value.height)
  }
}
