import JSONCore
import LayoutEngine
import SwiftUISource

/// What hovering a view or modifier shows, in Markdown and short: the layer's size and proposal and the root
/// and pass it comes from, the node's layers inside out, the preference values at the node with their
/// contributors, and why the value last changed (explain's summary, naming the keystroke behind it).
struct HoverText {
  /// The root whose layout is shown.
  var root: RootLayout
  /// What is under the cursor.
  var target: LayoutTarget
  /// The document's text, for the code of modifiers written in it.
  var text: TextDocument
  /// Every open document's and workspace file's text by uri, for code written elsewhere.
  var sourceText: (String) -> String?

  /// The Markdown, or nil when the root's layout no longer holds the node.
  func markdown() -> String? {
    guard let version = root.version, let pass = version.lastLayout, let node = pass.node(target.node) else {
      return nil
    }
    let layerIndex = target.layer ?? 0
    guard node.layers.indices.contains(layerIndex) else { return nil }
    let layer = node.layers[layerIndex]
    var lines: [String] = []
    let subject =
      target.layer == nil
      ? node.viewType
      : LayoutWording.layerName(
        layer, index: layerIndex, node: node, code: code(of: layer, in: root))
    var headline =
      "**\(subject)** \(LayoutWording.size(layer.size)), proposed \(LayoutWording.proposal(layer.proposal))"
    if target.layer == nil, let outer = node.outermost, node.layers.count > 1, outer.size != layer.size {
      headline += "; with its modifiers \(LayoutWording.size(outer.size))"
    }
    lines.append(headline)
    var context = "in `\(root.name)`, pass \(pass.index) of \(version.outcome.passes)"
    if !version.converged { context += " (did not settle)" }
    if target.instances > 1 { context += "; the first of \(target.instances) made by this code" }
    lines.append(context)
    if !node.layers.isEmpty {
      lines.append("`" + LayoutWording.chain(node) { code(of: $0, in: root) } + "`")
    }
    for record in pass.preferences.values(at: node.id).prefix(3) {
      lines.append(preferenceLine(record, pass: pass))
    }
    if let why = explanation(version: version, node: node) { lines.append("Why: " + why) }
    return lines.joined(separator: "\n\n")
  }

  /// `WidestLabel` = 93.333, reduced from 68 (Text "Account:"), 93.333 (Text "Passphrase:").
  private func preferenceLine(_ record: PreferenceRecord, pass: LayoutPass) -> String {
    let writers = pass.preferences.writers(of: record.id)
    var line = "`\(record.key)` = \(LayoutWording.value(record.json))"
    let kept = writers.filter { !$0.fate.isLost }
    if kept.count == 1, let writer = kept.first {
      line += " (from \(describe(writer.node, in: pass)))"
    } else if !kept.isEmpty {
      let parts = kept.prefix(4).map { writer -> String in
        "\(LayoutWording.value(writer.value.jsonValue)) (\(describe(writer.node, in: pass)))"
      }
      line += ", reduced from " + parts.joined(separator: ", ") + (kept.count > 4 ? ", …" : "")
    }
    let lost = writers.count - kept.count
    if lost > 0 { line += "; \(lost) value\(lost == 1 ? "" : "s") dropped" }
    return line
  }

  /// Explain's summary of the last change of the layer's width, when it changed within the kept history.
  private func explanation(version: TreeVersion, node: NodeRecord) -> String? {
    guard let live = root.session?.live, version.outcome.passes > 1 || live.versions.count > 1 else { return nil }
    let query = ExplanationQuery(node: node.id, dimension: .width, layer: target.layer)
    guard let explanation = try? live.explain(query), explanation.from != nil else { return nil }
    return root.summary(of: explanation)
  }

  /// `Text "Account:"`, or the view's type.
  private func describe(_ id: String, in pass: LayoutPass) -> String {
    var current = pass.node(id)
    // A preference is usually written by a shape or colour inside a background; name the view it measures.
    while let node = current, node.hostLayer != nil || node.viewType == "Color" || node.viewType == "GeometryReader",
      let parent = pass.parent(of: node.id)
    {
      current = parent
      if parent.text != nil { break }
    }
    guard let node = current else { return id }
    return node.text.map { "\(node.viewType) \(JSONSerializer.serialize(.string($0)))" } ?? node.viewType
  }

  /// The code a layer was made from, as written.
  private func code(of layer: LayerRecord, in root: RootLayout) -> String? {
    guard let span = root.translation.sourceMap.entry(for: SourceIndex.modifierPath(layer.declaredPath))?.span,
      let source = span.uri == text.uri ? text.text : sourceText(span.uri)
    else { return nil }
    // Offsets into the text's UTF-8 view, which a native string indexes without copying its bytes.
    let utf8 = source.utf8
    guard span.start.offset >= 0, span.start.offset <= span.end.offset, span.end.offset <= utf8.count else {
      return nil
    }
    let start = utf8.index(utf8.startIndex, offsetBy: span.start.offset)
    let end = utf8.index(start, offsetBy: span.end.offset - span.start.offset)
    return String(decoding: utf8[start..<end], as: UTF8.self)
  }
}
