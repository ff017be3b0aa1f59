import InspectorProtocol
import JSONCore
import JSONRPC
import LayoutEngine
import SwiftUISource

/// Makes the analysis of one text of an editor document: reads it through the Swift front end with the
/// workspace's files, lays out each root (the next version of the root's live tree when the previous analysis
/// had it, from the declared state or keeping it as `EditorSettings.keepState` says), finds the views no root
/// shows, and maps every diagnostic to a range of the document.
///
/// - Important: it lays trees out, which recurses over the client's code: run it on a `LayoutWorkers` thread.
struct DocumentAnalyzer {
  /// The most roots of the document laid out per text: more are listed, not laid out.
  static let maxRoots = 16
  /// The most roots of other workspace files laid out to show the document's views that need arguments.
  static let maxBorrowedRoots = 4
  /// The most versions a root's tree keeps (fewer when `historyDepth` says so): the texts of the last keystrokes,
  /// enough for explain to say which of them changed a width, while a document's many roots stay small.
  static let maxVersionsPerRoot = 4

  /// The settings in force.
  var settings: DaemonSettings
  /// The workspace's other Swift files, read.
  var workspace: [ParsedSourceFile]
  /// Set when a newer text makes this analysis stale.
  var cancellation: CancellationToken
  /// The analysis of the previous text, whose roots' trees the new text's versions continue.
  var previous: DocumentAnalysis?

  private var translator: SwiftUITranslator { SwiftUITranslator() }

  /// The analysis of `text`, or nil when it was cancelled first.
  func analyze(_ text: TextDocument) -> DocumentAnalysis? {
    let parsed = translator.parse(SwiftSourceFile(uri: text.uri, text: text.text))
    let files = [parsed] + workspace.filter { $0.file.uri != text.uri }
    let candidates = translator.roots(parsed: files)
    var roots: [RootLayout] = []
    let change = changeDescription(text)
    // The file's roots are translated together: a view root a preview only uses comes from its translation.
    let ownRoots = Array(candidates.lazy.filter { $0.span.uri == text.uri }.prefix(Self.maxRoots))
    let sources = SourceDocument.translating(files, inputs: ownRoots.map(Self.choice))
    for (candidate, source) in zip(ownRoots, sources) {
      guard !cancellation.isCancelled else { return nil }
      roots.append(layOut(candidate, source: source, among: candidates, change: change, laidOut: roots))
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
        let source = SourceDocument.translating(files, input: Self.choice(candidate))
        let root = layOut(candidate, source: source, among: candidates, change: change, laidOut: roots)
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

  /// What a root candidate is translated as: a view by its name, a preview or previews provider as a preview.
  private static func choice(_ candidate: RootCandidate) -> SourceInput {
    candidate.kind == .view ? SourceInput(root: candidate.name) : SourceInput(preview: candidate.name)
  }

  /// Lays one root out from its translation, `source`: as the next version of the previous analysis's tree of the
  /// same root, else as a new tree. A root whose translation is the same document as one of the roots `laidOut`
  /// before it shares that root's tree, when their previous trees were shared too (or both are new): laying it
  /// out again would make the same versions.
  private func layOut(
    _ candidate: RootCandidate, source: SourceDocument, among candidates: [RootCandidate], change: String,
    laidOut: [RootLayout]
  ) -> RootLayout {
    guard let document = source.translation.document else {
      let reason = source.translation.diagnostics.first { $0.severity == .error }?.message ?? "no tree could be made"
      return RootLayout(
        candidate: candidate, source: source, session: nil, failure: reason, index: SourceIndex(), sharesLayoutOf: nil)
    }
    let earlier = previousRoot(of: candidate, among: candidates)
    if let owner = owner(of: document, previous: earlier, among: laidOut, candidates: candidates) {
      return RootLayout(
        candidate: candidate, source: source, session: laidOut[owner].session, failure: nil,
        index: laidOut[owner].index, sharesLayoutOf: owner)
    }
    let uri = "\(candidate.span.uri)#\(candidate.name)"
    do {
      let session: TreeSession
      if let earlier = earlier?.root.session {
        session = try earlier.replacing(
          with: source, document: document, keepState: settings.editor.keepState, uri: uri, description: change)
      } else {
        var rootSettings = settings
        rootSettings.limits.historyDepth = min(settings.limits.historyDepth, Self.maxVersionsPerRoot)
        session = try TreeSession.open(uri: uri, source: source, document: document, settings: rootSettings)
      }
      let index = session.current.lastLayout.map(SourceIndex.init(pass:)) ?? SourceIndex()
      return RootLayout(
        candidate: candidate, source: source, session: session, failure: nil, index: index, sharesLayoutOf: nil)
    } catch {
      let reason = error.first.map { "the translated tree is invalid at \($0.path): \($0.message)" } ?? "invalid tree"
      return RootLayout(
        candidate: candidate, source: source, session: nil, failure: reason, index: SourceIndex(), sharesLayoutOf: nil)
    }
  }

  /// The place among `laidOut` of the root whose tree a root translated to `document` shares: one with its own
  /// tree, translated to the same document, whose previous tree was the one the root's previous layout
  /// (`previous`) shared, or which is new as the root is. Then both trees would go through the same versions.
  private func owner(
    of document: JSONValue, previous: (place: Int, root: RootLayout)?, among laidOut: [RootLayout],
    candidates: [RootCandidate]
  ) -> Int? {
    laidOut.indices.first { place in
      let owner = laidOut[place]
      guard owner.sharesLayoutOf == nil, owner.session != nil, owner.translation.document == document else {
        return false
      }
      let ownerBefore = previousRoot(of: owner.candidate, among: candidates)
      switch (ownerBefore, previous) {
      case (nil, nil): return true
      case (let ownerBefore?, let previous?): return previous.root.sharesLayoutOf == ownerBefore.place
      default: return false
      }
    }
  }

  /// The root of the previous analysis, and its place among that analysis's roots, whose live tree the same root
  /// continues: the root of that name in the same file, else (an unnamed `#Preview` is named by its line, which
  /// moves) the one of the same kind at the same place among the file's roots of that kind.
  private func previousRoot(of candidate: RootCandidate, among candidates: [RootCandidate])
    -> (place: Int, root: RootLayout)?
  {
    guard let previous else { return nil }
    let file = candidate.span.uri
    if let place = previous.roots.firstIndex(where: { $0.candidate.span.uri == file && $0.name == candidate.name }) {
      return (place, previous.roots[place])
    }
    func sameKind(_ other: RootCandidate) -> Bool { other.span.uri == file && other.kind == candidate.kind }
    guard let place = candidates.filter(sameKind).firstIndex(of: candidate) else { return nil }
    let earlier = previous.roots.map(\.candidate).filter(sameKind)
    guard earlier.indices.contains(place), !candidates.contains(where: { $0.name == earlier[place].name }) else {
      return nil
    }
    return previous.roots.firstIndex { $0.candidate == earlier[place] }.map { ($0, previous.roots[$0]) }
  }

  /// What made this text's versions, as explain names the edit: the first line the text changed at and the
  /// text's version (`the edit at line 12 (text version 7)`), or the workspace's files when the text is unchanged.
  private func changeDescription(_ text: TextDocument) -> String {
    guard var before = previous?.text.text else { return "text version \(text.version)" }
    var after = text.text
    // Over the bytes in place: the texts are whole files, compared on every keystroke.
    let (line, changed) = before.withUTF8 { old in
      after.withUTF8 { new in
        let shorter = min(old.count, new.count)
        var common = 0
        while common < shorter, old[common] == new[common] { common += 1 }
        let line = new[..<common].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        return (line, common < old.count || common < new.count)
      }
    }
    guard changed else { return "a change of the workspace's files (text version \(text.version))" }
    return "the edit at line \(line) (text version \(text.version))"
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
