import InspectorProtocol
import JSONCore
import JSONRPC

extension DaemonServer {
  /// `textDocument/didOpen`, `didChange`, `didClose` and `didSave`: the text of editor documents.
  ///
  /// Opening, changing and closing are `immediate`: they apply on the reader thread as they arrive, so a
  /// request read after a change sees the new text, and the update of an older text learns at once that it is
  /// stale. The analysis itself runs on a layout thread (`startUpdates`).
  func registerTextSync(in registry: inout HandlerRegistry) {
    registry.registerNotification(
      DidOpenTextDocumentNotification.method, params: DidOpenTextDocumentNotification.self, ordering: .immediate
    ) { [self] notification, context in
      openDocument(notification.textDocument, context: context)
    }
    registry.registerNotification(
      DidChangeTextDocumentNotification.method, params: DidChangeTextDocumentNotification.self, ordering: .immediate
    ) { [self] notification, context in
      changeDocument(notification, context: context)
    }
    registry.registerNotification(
      DidCloseTextDocumentNotification.method, params: DidCloseTextDocumentNotification.self, ordering: .immediate
    ) { [self] notification, context in
      guard let document = documents.remove(notification.textDocument.uri) else { return }
      if document.close(clearingDiagnostics: true) { clearDiagnostics(of: document.uri, via: context.endpoint) }
      // Its definitions are read from the disk again.
      if let analysis = document.newestAnalysis { reanalyzeUsers(of: analysis, endpoint: context.endpoint) }
    }
    // The daemon follows the editor's text, not the disk: a save changes nothing here.
    registry.registerNotification(
      DidSaveTextDocumentNotification.method, params: DidSaveTextDocumentNotification.self, ordering: .freestanding
    ) { _, _ in }
  }

  private func openDocument(_ item: TextDocumentItem, context: RequestContext) {
    let settings = settings
    let bytes = item.text.utf8.count
    guard bytes <= settings.limits.maxMessageBytes else {
      logToClient(
        .warning,
        "\(item.uri) is \(bytes) bytes, more than maxMessageBytes (\(settings.limits.maxMessageBytes)); not read",
        via: context)
      return
    }
    let text = TextDocument(uri: item.uri, languageId: item.languageId, version: item.version, text: item.text)
    let document = EditorDocument(text: text, arrival: context.arrival)
    let (added, replaced) = documents.open(document, maxDocuments: settings.limits.maxTrees)
    replaced?.close(clearingDiagnostics: false)
    guard added else {
      logToClient(
        .warning, "\(item.uri) not read: \(settings.limits.maxTrees) documents are open, the most allowed (maxTrees)",
        via: context)
      return
    }
    startUpdates(of: document, endpoint: context.endpoint)
  }

  private func changeDocument(_ notification: DidChangeTextDocumentNotification, context: RequestContext) {
    let uri = notification.textDocument.uri
    guard let document = documents.document(uri) else {
      log(.warning, "didChange of \(uri), which is not open; ignored")
      return
    }
    let settings = settings
    let changed: TextDocument
    do {
      changed = try document.text.applying(
        notification.contentChanges, version: notification.textDocument.version,
        encoding: settings.client.positionEncoding, maxBytes: settings.limits.maxMessageBytes)
    } catch {
      // The editor's text and ours no longer agree; the editor must send the whole text again (reopen).
      logToClient(.error, "\(uri) version \(notification.textDocument.version) not applied: \(error)", via: context)
      return
    }
    if document.replaceText(changed, arrival: context.arrival) {
      startUpdates(of: document, endpoint: context.endpoint)
    }
  }

  /// Analyses the document's newest text on a layout thread, then any newer text that arrived meanwhile,
  /// publishing the diagnostics of each analysis whose text is still the newest. One update of a document runs at
  /// a time, publishing included, so its diagnostics reach the client in the order of their versions.
  func startUpdates(of document: EditorDocument, endpoint: Endpoint) {
    workers.start(for: document.uri) { [self] in
      while let (text, previous, token) = document.beginUpdate() {
        let analysis = analyze(text, previous: previous, cancellation: token)
        if document.finishUpdate(with: analysis), let analysis {
          publish(analysis, previous: previous, via: endpoint)
          if previous?.text.text != analysis.text.text { reanalyzeUsers(of: analysis, endpoint: endpoint) }
        }
        switch document.endUpdate() {
        case .nextUpdate: continue
        case .clearDiagnostics: clearDiagnostics(of: document.uri, via: endpoint)
        case .finished: break
        }
        return
      }
    }
  }

  /// Publishes empty diagnostics for a closed document.
  private func clearDiagnostics(of uri: String, via endpoint: Endpoint) {
    send(PublishDiagnosticsNotification(uri: uri, version: nil, diagnostics: []), via: endpoint)
  }

  /// The analysis of a text, or nil when a newer text cancelled it first.
  private func analyze(
    _ text: TextDocument, previous: DocumentAnalysis?, cancellation: CancellationToken
  ) -> DocumentAnalysis? {
    guard !cancellation.isCancelled else { return nil }
    let (files, generation) = workspace.files { log(.warning, $0) }
    // The other open documents' texts stand for their files: the editor shows their unsaved definitions.
    var buffers: [String: String] = [:]
    for document in documents.all() where document.uri.hasSuffix(".swift") || document.text.languageId == "swift" {
      buffers[document.uri] = document.text.text
    }
    let parsed = parsedWorkspace.parsed(files, generation: generation, buffers: buffers, skipping: text.uri)
    let analyzer = DocumentAnalyzer(
      settings: settings, workspace: parsed, cancellation: cancellation, previous: previous)
    return analyzer.analyze(text)
  }

  /// Analyses again the other open documents that name a type or function the analysed text declares: they
  /// read its definitions from the editor's text, which changed. Only a change of the text does this (an
  /// analysis made again for its definitions does not), so two documents that use each other do not take turns.
  private func reanalyzeUsers(of analysis: DocumentAnalysis, endpoint: Endpoint) {
    let names = analysis.parsed.declaredNames
    guard !names.isEmpty else { return }
    for other in documents.all() where other.uri != analysis.text.uri {
      let text = other.text.text
      if names.contains(where: { text.contains($0) }), other.invalidate() {
        startUpdates(of: other, endpoint: endpoint)
      }
    }
  }

  /// Publishes an analysis's diagnostics, and asks the client to ask again for inlay hints and code lenses when
  /// the layout they show changed since the previous analysis (and the client accepts such requests).
  private func publish(_ analysis: DocumentAnalysis, previous: DocumentAnalysis?, via endpoint: Endpoint) {
    let notification = PublishDiagnosticsNotification(
      uri: analysis.text.uri, version: analysis.version, diagnostics: analysis.diagnostics)
    guard send(notification, via: endpoint) else { return }
    let client = settings.client
    if client.inlayHintRefresh, previous.map(\.sizeSignature) != analysis.sizeSignature {
      endpoint.sendRequest(InlayHintRefreshRequest.method, params: nil) { _ in }
    }
    if client.codeLensRefresh, previous.map(\.statusSignature) != analysis.statusSignature {
      endpoint.sendRequest(CodeLensRefreshRequest.method, params: nil) { _ in }
    }
  }
}
