import InspectorProtocol
import JSONCore
import LayoutEngine
import SwiftUISource

/// The code lenses of a document: above each root its update loop ("passes: 2, converged", or that it did not
/// settle) and "render"; above each view whose width the update loop changed, "why this width?".
struct CodeLensBuilder {
  /// The analysis of the document.
  var analysis: DocumentAnalysis
  /// The session's position encoding.
  var encoding: PositionEncoding

  /// The lenses, roots first.
  func lenses() -> [CodeLens] {
    let uri = analysis.text.uri
    var lenses: [CodeLens] = []
    for root in analysis.roots where root.candidate.span.uri == uri {
      let range = firstLine(root.candidate.span)
      let arguments: [JSONValue] = [["uri": .string(uri), "root": .string(root.name)]]
      lenses.append(
        CodeLens(
          range: range,
          command: EditorCommand(
            title: Self.status(root), command: EditorCommandName.passes.rawValue, arguments: arguments)
        ))
      if root.session != nil {
        lenses.append(
          CodeLens(
            range: range,
            command: EditorCommand(title: "render", command: EditorCommandName.render.rawValue, arguments: arguments)))
      }
    }
    var seen: Set<Int> = []
    for root in analysis.roots {
      guard let version = root.version, let first = version.passes.first?.layout, let last = version.lastLayout,
        version.passes.count > 1
      else { continue }
      for entry in root.translation.sourceMap.entries where entry.span.uri == uri {
        guard !seen.contains(entry.span.start.offset), let id = root.index.nodes(at: entry.path).first,
          let before = first.node(id)?.outermost?.size.width, let after = last.node(id)?.outermost?.size.width,
          before != after
        else { continue }
        seen.insert(entry.span.start.offset)
        let title = "why this width? (\(LayoutNumber.format(before)) → \(LayoutNumber.format(after)))"
        let arguments: [JSONValue] = [
          ["uri": .string(uri), "root": .string(root.name), "node": .string(id), "dimension": "width"]
        ]
        lenses.append(
          CodeLens(
            range: firstLine(entry.span),
            command: EditorCommand(title: title, command: EditorCommandName.why.rawValue, arguments: arguments)))
      }
    }
    return lenses
  }

  /// "passes: 2, converged", "did not settle after 3 passes", or why the root is not laid out.
  static func status(_ root: RootLayout) -> String {
    guard let version = root.version else { return "not laid out: \(root.failure ?? "no tree")" }
    let passes = version.outcome.passes
    if version.converged { return "passes: \(passes), converged" }
    let loop = version.cycles.first.map { "; \($0.binder.key) keeps changing" } ?? ""
    return "did not settle after \(passes) passes\(loop)"
  }

  private func firstLine(_ span: SourceSpan) -> TextRange {
    let text = analysis.text
    let line = text.line(containing: span.start.offset)
    return text.range(span.start.offset..<max(span.start.offset, text.lineEnd(of: line)), encoding: encoding)
  }
}
