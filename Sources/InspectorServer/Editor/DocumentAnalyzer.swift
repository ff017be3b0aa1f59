import InspectorProtocol
import JSONCore
import JSONRPC
import LayoutEngine
import SwiftUISource

/// Makes the analysis of one text of an editor document: reads it through the Swift front end with the
/// workspace's files, lays out each root (the next version of the root's live tree when the previous analysis
/// had it), finds the views no root shows, and maps every diagnostic to a range of the document.
///
/// - Important: it lays trees out, which recurses over the client's code: run it on a `LayoutWorkers` thread.
struct DocumentAnalyzer {
  /// The most roots of the document laid out per text: more are listed, not laid out.
  static let maxRoots = 16
  /// The most roots of other workspace files laid out to show the document's views that need arguments.
  static let maxBorrowedRoots = 4

  /// The settings in force.
  var settings: DaemonSettings
  /// The workspace's other Swift files, read.
  var workspace: [ParsedSourceFile]
  /// Set when a newer text makes this analysis stale.
  var cancellation: CancellationToken

  private var translator: SwiftUITranslator { SwiftUITranslator() }

  /// The analysis of `text`, or nil when it was cancelled first.
  func analyze(_ text: TextDocument) -> DocumentAnalysis? {
    let parsed = translator.parse(SwiftSourceFile(uri: text.uri, text: text.text))
    let files = [parsed] + workspace.filter { $0.file.uri != text.uri }
    let candidates = translator.roots(parsed: files)
    var roots: [RootLayout] = []
    for candidate in candidates where candidate.span.uri == text.uri {
      guard roots.count < Self.maxRoots else { break }
      guard !cancellation.isCancelled else { return nil }
      roots.append(layOut(candidate, files: files))
    }
    let views = DeclaredView.all(in: parsed.declarations)
    var unshown = views.filter { view in !roots.contains { Self.shows($0, view, in: parsed) } }
    // A view that needs arguments is shown by the first root of another file that uses it.
    if !unshown.isEmpty {
      var borrowed = 0
      for candidate in candidates where candidate.span.uri != text.uri && borrowed < Self.maxBorrowedRoots {
        guard let file = files.first(where: { $0.file.uri == candidate.span.uri }),
          unshown.contains(where: { file.file.text.contains($0.name) })
        else { continue }
        guard !cancellation.isCancelled else { return nil }
        let root = layOut(candidate, files: files)
        let before = unshown.count
        unshown.removeAll { Self.shows(root, $0, in: parsed) }
        if unshown.count < before {
          roots.append(root)
          borrowed += 1
        }
      }
    }
    let unshownViews = unshown.map { view in
      UnshownView(
        name: view.name, span: parsed.lines.span(view.nameRange),
        reason: view.requiredProperties.isEmpty
          ? "\(view.name) is not laid out: it is past the \(Self.maxRoots) roots laid out per file"
          : "\(view.name) is not laid out: it needs arguments (\(view.requiredProperties.joined(separator: ", "))), "
            + "so it is no root, and no root of this file or the workspace uses it; "
            + "a `#Preview { \(view.name)(…) }` would show it")
    }
    guard !cancellation.isCancelled else { return nil }
    let diagnostics = EditorDiagnosticsBuilder(
      text: text, parsed: parsed, encoding: settings.client.positionEncoding,
      relatedInformation: settings.client.relatedInformation
    ).diagnostics(roots: roots, unshown: unshownViews)
    return DocumentAnalysis(
      text: text, parsed: parsed, roots: roots, unshownViews: unshownViews, diagnostics: diagnostics)
  }

  /// Translates one root and lays it out.
  private func layOut(_ candidate: RootCandidate, files: [ParsedSourceFile]) -> RootLayout {
    let choice = candidate.kind == .view ? SourceInput(root: candidate.name) : SourceInput(preview: candidate.name)
    let source = SourceDocument.translating(files, input: choice)
    guard let document = source.translation.document else {
      let reason = source.translation.diagnostics.first { $0.severity == .error }?.message ?? "no tree could be made"
      return RootLayout(candidate: candidate, source: source, session: nil, failure: reason, index: SourceIndex())
    }
    let uri = "\(candidate.span.uri)#\(candidate.name)"
    do {
      let session = try TreeSession.open(uri: uri, source: source, document: document, settings: settings)
      let index = session.current.lastLayout.map(SourceIndex.init(pass:)) ?? SourceIndex()
      return RootLayout(candidate: candidate, source: source, session: session, failure: nil, index: index)
    } catch {
      let reason = error.first.map { "the translated tree is invalid at \($0.path): \($0.message)" } ?? "invalid tree"
      return RootLayout(candidate: candidate, source: source, session: nil, failure: reason, index: SourceIndex())
    }
  }

  /// Whether a root lays out code of a view's declaration.
  private static func shows(_ root: RootLayout, _ view: DeclaredView, in parsed: ParsedSourceFile) -> Bool {
    let uri = parsed.file.uri
    return root.translation.sourceMap.entries.contains { entry in
      entry.span.uri == uri && entry.span.start.offset >= view.range.start && entry.span.end.offset <= view.range.end
        && !root.index.nodes(at: entry.path).isEmpty
    }
  }
}
