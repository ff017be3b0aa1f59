import JSONCore
import SwiftSubset

/// Running a translation: the root chosen and translated, and the result (document and source map, written by a
/// `DocumentWriter`, the diagnostics, the statistics) put together.
extension Translator {
  /// Translates the chosen root.
  func run(root selection: RootSelection) -> SourceTranslation {
    let sources = rootCandidates()
    let givenFiles = files.count
    let choice = choose(selection, among: sources) {
      guard case .named(let text) = selection else { return nil }
      let file = ParsedSourceFile(SwiftSourceFile(uri: "<root>", text: text), limits: options.limits)
      guard file.diagnostics.isEmpty, file.declarations.count == 1,
        case .statement(let statement) = file.declarations[0].kind,
        case .expression(let expression) = statement.kind
      else { return nil }
      files.append(file)
      return (expression, files.count - 1)
    }
    var rootItems: [OutputItem] = []
    var chosen: RootCandidate?
    var failure: String?
    switch choice {
    case .candidate(let source):
      chosen = source.candidate
      rootItems = translateRoot(source.body)
    case .expression(let expression, let file):
      let reported = diagnostics.kept.count
      rootItems = translateView(
        expression, at: ViewSite(scope: Scope(parent: rootScope, file: file), runtime: RuntimeNames()))
      // A root whose leading name is no view the files declare or the engine lays out (`Nowhere`,
      // `Nowhere(x: 1).padding()`) names nothing: no tree, as for a missing candidate, rather than a placeholder.
      if case .named(let name) = selection,
        diagnostics.kept[reported...].contains(where: {
          ($0.code == .undefinedName || $0.code == .unknownView) && $0.span.uri == files[file].file.uri
            && $0.span.start.offset == expression.range.start
        })
      {
        // Its placeholder's warnings are the error's, said once.
        diagnostics.removeAll(after: reported)
        rootItems = []
        let names = sources.map { "'\($0.candidate.name)'" }.joined(separator: ", ")
        failure =
          "'\(name)' names no root candidate and no view the files declare or the inspector lays out; "
          + "the candidates are \(names.isEmpty ? "none" : names)"
      }
    case .failure(let message):
      failure = message
    }
    var document: JSONValue?
    var writer = DocumentWriter(files: files)
    if failure == nil, rootItems.isEmpty { failure = "the root has no views the inspector can lay out" }
    if let failure {
      let span =
        files.first.map { $0.lines.span(SourceRange(start: 0, end: 0)) }
        ?? SourceSpan(
          uri: "", start: SourcePosition(offset: 0, line: 1, utf8Column: 1, utf16Column: 1),
          end: SourcePosition(offset: 0, line: 1, utf8Column: 1, utf16Column: 1))
      diagnostics.addPastLimit(SourceDiagnostic(.error, .root, failure, span: span))
    } else {
      let root =
        rootItems.count == 1
        ? rootItems[0] : .node(singleNode(rootItems, range: SourceRange(start: 0, end: 0), file: 0))
      document = writer.write(root: root, layout: chosen?.layout ?? .device, declarations: declarations)
    }
    let parseDiagnostics = files.prefix(givenFiles).flatMap(\.diagnostics)
    return SourceTranslation(
      document: document, sourceMap: SourceMap(distinctPaths: writer.entries),
      diagnostics: parseDiagnostics + index.diagnostics + diagnostics.all, roots: sources.map(\.candidate),
      root: chosen, statistics: viewStatistics(), parsedExpressions: codeTexts.parsedTexts(as: .expression),
      parsedClosures: codeTexts.parsedTexts(as: .closure), declaredItems: writer.writtenItems)
  }
}
