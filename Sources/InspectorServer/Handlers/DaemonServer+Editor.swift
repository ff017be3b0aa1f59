import InspectorProtocol
import JSONCore
import JSONRPC

extension DaemonServer {
  /// `textDocument/hover`, `textDocument/inlayHint`, `textDocument/codeLens`, `textDocument/documentSymbol` and
  /// `workspace/executeCommand`: what editors show about open documents.
  ///
  /// They are `freestanding`: each reads the analysis of the text it was sent against (`analysis(of:context:)`),
  /// waiting for it while it is being made; a document that is not open gets an empty answer, as LSP servers
  /// give for files they do not know.
  func registerEditor(in registry: inout HandlerRegistry) {
    register(HoverRequest.self, in: &registry, ordering: .freestanding) { [self] request, context in
      guard let analysis = try analysis(of: request.textDocument.uri, context: context) else { return nil }
      return hover(at: request.position, in: analysis)
    }
    register(InlayHintRequest.self, in: &registry, ordering: .freestanding) { [self] request, context in
      guard let analysis = try analysis(of: request.textDocument.uri, context: context) else { return [] }
      let settings = settings
      return InlayHintsBuilder(
        analysis: analysis, mode: settings.editor.inlayHints, encoding: settings.client.positionEncoding
      ).hints(in: request.range)
    }
    register(CodeLensRequest.self, in: &registry, ordering: .freestanding) { [self] request, context in
      guard let analysis = try analysis(of: request.textDocument.uri, context: context) else { return [] }
      return CodeLensBuilder(analysis: analysis, encoding: settings.client.positionEncoding).lenses()
    }
    register(DocumentSymbolRequest.self, in: &registry, ordering: .freestanding) { [self] request, context in
      guard let analysis = try analysis(of: request.textDocument.uri, context: context) else { return [] }
      return DocumentSymbolsBuilder(analysis: analysis, encoding: settings.client.positionEncoding).symbols()
    }
    register(ExecuteCommandRequest.self, in: &registry, ordering: .freestanding) { [self] request, context in
      try execute(request, context: context)
    }
  }

  /// The analysis of the text a request about `uri` was sent against; nil when the document is not open.
  ///
  /// - Throws: `ContentModified` (-32801) when a newer text replaced that text before its analysis was made;
  ///   -32800 when the client cancelled the request while it waited.
  func analysis(of uri: String, context: RequestContext) throws(ResponseError) -> DocumentAnalysis? {
    guard let document = documents.document(uri) else { return nil }
    switch document.analysis(forArrival: context.arrival, isCancelled: { context.isCancelled }) {
    case .ready(let analysis):
      return analysis
    case .stale(let requested, let current):
      throw ResponseError(
        code: .contentModified,
        message: "\(uri) changed (version \(requested) → \(current)) before the request could be answered; ask again",
        data: [
          "kind": "contentModified", "version": .integer(Int64(requested)), "currentVersion": .integer(Int64(current)),
        ])
    case .closed:
      return nil
    case .cancelled:
      throw ResponseError.requestCancelled
    }
  }

  /// The hover at a position: the first root (its own first) that lays out what is written there.
  private func hover(at position: TextPosition, in analysis: DocumentAnalysis) -> HoverResult? {
    let encoding = settings.client.positionEncoding
    let offset = analysis.text.offset(of: position, encoding: encoding)
    for root in analysis.roots(preferring: offset) {
      guard
        let target = root.index.target(at: offset, in: analysis.text.uri, sourceMap: root.translation.sourceMap),
        let markdown = HoverText(
          root: root, target: target, text: analysis.text, sourceText: { [self] in parsedWorkspace.text(of: $0) }
        ).markdown()
      else { continue }
      return HoverResult(
        contents: MarkupContent(kind: settings.client.markdownHover ? "markdown" : "plaintext", value: markdown),
        range: target.span.uri == analysis.text.uri ? analysis.range(target.span, encoding: encoding) : nil)
    }
    // A view no root shows: say why.
    if let view = analysis.unshownViews.first(where: { $0.span.contains(offset: offset) }) {
      return HoverResult(
        contents: MarkupContent(kind: "markdown", value: view.reason),
        range: analysis.range(view.span, encoding: encoding))
    }
    return nil
  }
}
