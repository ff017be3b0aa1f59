import InspectorProtocol
import SwiftUISource

/// What the daemon made of one text of an editor document: the file as the front end read it, each root it
/// lays out (with its live tree), the views no root shows, and the diagnostics to publish.
struct DocumentAnalysis: Sendable {
  /// The text analysed.
  let text: TextDocument
  /// The document as the front end read it.
  let parsed: ParsedSourceFile
  /// The roots laid out, the document's own first (in file order), then roots of other workspace files that
  /// use its views.
  let roots: [RootLayout]
  /// The views the document declares that no root lays out, with why.
  let unshownViews: [UnshownView]
  /// The diagnostics to publish, in the session's position encoding.
  let diagnostics: [EditorDiagnostic]

  /// The version of the text analysed.
  var version: Int { text.version }

  /// The roots in the order a position is looked up in: those whose declaration holds `offset` first (a view
  /// is shown as its own root lays it out), then the rest in order.
  func roots(preferring offset: Int) -> [RootLayout] {
    let own = roots.filter { $0.candidate.span.uri == text.uri && $0.candidate.span.contains(offset: offset) }
    return own + roots.filter { root in !own.contains { $0.name == root.name } }
  }

  /// The LSP range of a span of this document.
  func range(_ span: SourceSpan, encoding: PositionEncoding) -> TextRange {
    text.range(span.start.offset..<max(span.start.offset, span.end.offset), encoding: encoding)
  }

  /// Every root's node sizes, in order: equal for two analyses whose inlay hints show the same sizes.
  var sizeSignature: [String] {
    roots.flatMap { root in
      (root.version?.lastLayout?.nodes ?? []).map { node in
        "\(root.name) \(node.id) " + (node.outermost.map { LayoutWording.size($0.size) } ?? "")
      }
    }
  }

  /// Every root's status, in order: equal for two analyses whose code lenses say the same.
  var statusSignature: [String] {
    roots.map { "\($0.name): \(CodeLensBuilder.status($0))" }
  }
}
