import InspectorProtocol
import JSONCore
import JSONRPC
import LayoutEngine
import SwiftUISource

/// A document read from Swift source, as every server feature keeps it: the files as the front end read them,
/// what the client chose (root, preview, `#if` flags, environment), and their translation (the tree document,
/// the source map from its JSON paths back to the files, the diagnostics and the root candidates).
///
/// The one server-side form of Swift source: `tree/open`, `tree/roots` and `replaceSource` make it with `read`
/// (which checks the daemon's bounds); an editor's document analysis makes one per root with `translating`
/// from files it read once; a `TreeSession` keeps the one each version was read from. `location(for:encoding:)`
/// and `diagnostics(encoding:)` give the front end's places in the session's position encoding.
///
/// - Important: translating recurses over the source (bounded by `SourceLimits`); make documents on a
///   `LayoutWorkers` thread.
package struct SourceDocument: Sendable {
  /// The files as the front end read them, in the order the client gave them.
  package let files: [ParsedSourceFile]
  /// The client's choices (the source members of `tree/open` or `replaceSource`), without the texts: `files`
  /// holds them.
  package let input: SourceInput
  /// The translation of the files.
  package let translation: SourceTranslation

  /// The map from the translated document's JSON paths to the files.
  package var sourceMap: SourceMap { translation.sourceMap }

  /// Reads and translates `input` under `uri` (the uri of a single `swift` text).
  ///
  /// - Parameter path: where the source members sit in the request (`params`, `params.edits[0].replaceSource`).
  /// - Throws: an `invalidParams` error when the input gives no source or both forms, and `limitExceeded` past
  ///   `maxSourceFiles` or `maxSourceBytes`; a translation with errors is not thrown (see `translation`).
  package static func read(
    uri: String, input: SourceInput, limits: DaemonLimits, at path: JSONPath
  ) throws(ResponseError) -> SourceDocument {
    let files = try Self.files(uri: uri, input: input, limits: limits, at: path)
    var sourceLimits = SourceLimits()
    sourceLimits.maxFiles = limits.maxSourceFiles
    sourceLimits.maxFileBytes = min(sourceLimits.maxFileBytes, limits.maxSourceBytes)
    let translator = SwiftUITranslator(options: TranslationOptions(limits: sourceLimits))
    return translating(files.map(translator.parse), input: input, limits: sourceLimits)
  }

  /// Translates files already read (an editor reads each file once per change) with the choices of `input`.
  package static func translating(
    _ files: [ParsedSourceFile], input: SourceInput, limits: SourceLimits = SourceLimits()
  ) -> SourceDocument {
    let translation = translator(flags: input.compilationFlags, limits: limits)
      .translate(parsed: files, root: input.selection)
    return document(files, input: input, translation: translation)
  }

  /// Translates files already read once for several roots, each document the one `translating(_:input:limits:)`
  /// makes: inputs with the same `#if` flags are translated together, so that a view root a preview only uses
  /// (`#Preview { SettingsScreen() }`) comes from the preview's translation
  /// (`SwiftUITranslator.translate(parsed:roots:)`).
  package static func translating(
    _ files: [ParsedSourceFile], inputs: [SourceInput], limits: SourceLimits = SourceLimits()
  ) -> [SourceDocument] {
    var documents = [SourceDocument?](repeating: nil, count: inputs.count)
    for position in inputs.indices where documents[position] == nil {
      let flags = inputs[position].compilationFlags
      let group = inputs.indices.filter { documents[$0] == nil && inputs[$0].compilationFlags == flags }
      let translations = translator(flags: flags, limits: limits)
        .translate(parsed: files, roots: group.map { inputs[$0].selection })
      for (member, translation) in zip(group, translations) {
        documents[member] = document(files, input: inputs[member], translation: translation)
      }
    }
    return documents.compactMap { $0 }
  }

  /// The translator for an input's `#if` flags (the defaults when it names none).
  private static func translator(flags: [String]?, limits: SourceLimits) -> SwiftUITranslator {
    var conditions = CompilationConditions()
    if let flags { conditions.flags = Set(flags) }
    return SwiftUITranslator(options: TranslationOptions(conditions: conditions, limits: limits))
  }

  /// The document of a translation of `input`: the client's environment merged into it.
  private static func document(
    _ files: [ParsedSourceFile], input: SourceInput, translation: SourceTranslation
  ) -> SourceDocument {
    var translation = translation
    if let environment = input.environment?.objectValue, case .object(var document)? = translation.document {
      // The client's environment wins over the translated document's own.
      var merged = document["environment"]?.objectValue ?? JSONObject()
      for (key, value) in environment { merged[key] = value }
      document["environment"] = .object(merged)
      translation.document = .object(document)
    }
    var choices = input
    choices.swift = nil
    choices.files = nil
    return SourceDocument(files: files, input: choices, translation: translation)
  }

  private init(files: [ParsedSourceFile], input: SourceInput, translation: SourceTranslation) {
    self.files = files
    self.input = input
    self.translation = translation
  }

  /// The files an input names, checked against the daemon's bounds.
  private static func files(
    uri: String, input: SourceInput, limits: DaemonLimits, at path: JSONPath
  ) throws(ResponseError) -> [SwiftSourceFile] {
    let files: [SwiftSourceFile]
    switch (input.swift, input.files) {
    case (let text?, nil): files = [SwiftSourceFile(uri: uri, text: text)]
    case (nil, let given?):
      guard given.count <= limits.maxSourceFiles else {
        throw ResponseError.daemon(
          .limitExceeded, "\(given.count) files is more than the \(limits.maxSourceFiles) one tree may be read from",
          path: path.key("files"), extra: ["limit": "maxSourceFiles"])
      }
      guard !given.isEmpty else {
        throw ResponseError.invalidParams("files is empty: give at least one file", path: path.key("files"))
      }
      var seen = Set<String>()
      for (index, file) in given.enumerated() where !seen.insert(file.uri).inserted {
        throw ResponseError.invalidParams(
          "two files have the uri \"\(file.uri)\"", path: path.key("files").index(index).key("uri"))
      }
      files = given.map { SwiftSourceFile(uri: $0.uri, text: $0.text) }
    case (nil, nil):
      throw ResponseError.invalidParams("give the source as swift (one text) or files", path: path)
    case (.some, .some):
      throw ResponseError.invalidParams("give swift or files, not both", path: path.key("files"))
    }
    let bytes = files.reduce(0) { $0 + $1.text.utf8.count }
    guard bytes <= limits.maxSourceBytes else {
      throw ResponseError.daemon(
        .limitExceeded, "the source is \(bytes) bytes, more than the \(limits.maxSourceBytes) one tree may have",
        path: path.key(input.swift != nil ? "swift" : "files"), extra: ["limit": "maxSourceBytes"])
    }
    return files
  }

  /// Where the view, modifier or argument at `path` of the translated document is written (the source map's
  /// entry for it, or for its nearest mapped ancestor), in `encoding`.
  package func location(for path: JSONPath, encoding: PositionEncoding) -> TextLocation? {
    translation.sourceMap.span(for: path).map { location($0, encoding: encoding) }
  }

  /// The translation's diagnostics in the protocol's form, each with its place in `encoding`.
  package func diagnostics(encoding: PositionEncoding) -> [InspectorProtocol.Diagnostic] {
    translation.diagnostics.map { diagnostic($0, encoding: encoding) }
  }

  /// A front-end diagnostic in the protocol's form, with its place in `encoding`.
  package func diagnostic(_ diagnostic: SourceDiagnostic, encoding: PositionEncoding) -> InspectorProtocol.Diagnostic {
    let severity: InspectorProtocol.Diagnostic.Severity
    switch diagnostic.severity {
    case .error: severity = .error
    case .warning: severity = .warning
    case .note: severity = .note
    }
    return InspectorProtocol.Diagnostic(
      severity: severity, message: diagnostic.message, code: diagnostic.code.rawValue,
      source: location(diagnostic.span, encoding: encoding))
  }

  /// A front-end span as an LSP location: lines from 0, characters from 0 counted in `encoding` (UTF-16 unless
  /// the client negotiated another).
  package func location(_ span: SourceSpan, encoding: PositionEncoding) -> TextLocation {
    TextLocation(
      uri: span.uri,
      range: TextRange(
        start: position(span.start, in: span.uri, encoding), end: position(span.end, in: span.uri, encoding)))
  }

  private func position(_ position: SourcePosition, in uri: String, _ encoding: PositionEncoding) -> TextPosition {
    let character: Int
    switch encoding {
    case .utf8: character = position.utf8Column - 1
    case .utf16: character = position.utf16Column - 1
    case .utf32: character = scalarColumn(of: position, in: uri) ?? position.utf16Column - 1
    }
    return TextPosition(line: position.line - 1, character: character)
  }

  /// The Unicode scalars before a position on its line (UTF-32's column), counted in the file's text.
  private func scalarColumn(of position: SourcePosition, in uri: String) -> Int? {
    guard let text = files.first(where: { $0.file.uri == uri })?.file.text.utf8 else { return nil }
    let lineStart = position.offset - (position.utf8Column - 1)
    guard lineStart >= 0, lineStart <= position.offset, position.offset <= text.count else { return nil }
    return text.dropFirst(lineStart).prefix(position.offset - lineStart).reduce(0) { $1 & 0xC0 != 0x80 ? $0 + 1 : $0 }
  }

  /// The candidate `tree/open` chooses without a root: the first preview, else the only view.
  package var defaultRoot: String? {
    let roots = translation.roots
    if let preview = roots.first(where: { $0.kind != .view }) { return preview.name }
    let views = roots.filter { $0.kind == .view }
    return views.count == 1 ? views[0].name : nil
  }
}

extension SourceInput {
  /// The front end's root selection for the input's `root` or `preview`.
  var selection: RootSelection {
    if let preview { return .preview(preview) }
    if let root { return .named(root) }
    return .automatic
  }
}
