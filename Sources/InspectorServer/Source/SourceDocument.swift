import InspectorProtocol
import JSONCore
import JSONRPC
import LayoutEngine
import SwiftUISource

/// A tree's Swift source as the daemon keeps it: the files, what the client chose (root, preview, `#if` flags),
/// and their translation into a tree document with the map from its JSON paths back to the files.
///
/// Reusable by any server feature that needs a document's files and ranges (the tree handlers, an editor's
/// text-document features): `read` checks the daemon's bounds and translates, `location(for:)` and
/// `diagnostics` turn the front end's ranges into the protocol's.
///
/// - Important: translating recurses over the source (bounded by `SourceLimits`); call `read` on a
///   `LayoutWorkers` thread.
package struct SourceDocument: Sendable {
  /// The files, in the order the client gave them.
  package let files: [SwiftSourceFile]
  /// The client's choices (the source members of `tree/open` or `replaceSource`).
  package let input: SourceInput
  /// The translation of the files.
  package let translation: SourceTranslation
  /// Reads and translates `input` under `uri` (the uri of a single `swift` text).
  ///
  /// - Parameter at: where the source members sit in the request (`params`, `params.edits[0].replaceSource`).
  /// - Throws: an `invalidParams` error when the input gives no source or both forms, and `limitExceeded` past
  ///   `maxSourceFiles` or `maxSourceBytes`; a translation with errors is not thrown (see `translation`).
  package static func read(
    uri: String, input: SourceInput, limits: DaemonLimits, at path: JSONPath
  ) throws(ResponseError) -> SourceDocument {
    let files = try Self.files(uri: uri, input: input, limits: limits, at: path)
    var conditions = CompilationConditions()
    if let flags = input.compilationFlags { conditions.flags = Set(flags) }
    var sourceLimits = SourceLimits()
    sourceLimits.maxFiles = limits.maxSourceFiles
    sourceLimits.maxFileBytes = min(sourceLimits.maxFileBytes, limits.maxSourceBytes)
    let translator = SwiftUITranslator(options: TranslationOptions(conditions: conditions, limits: sourceLimits))
    var translation = translator.translate(files, root: input.selection)
    if let environment = input.environment?.objectValue, case .object(var document)? = translation.document {
      // The client's environment wins over the translated document's own.
      var merged = document["environment"]?.objectValue ?? JSONObject()
      for (key, value) in environment { merged[key] = value }
      document["environment"] = .object(merged)
      translation.document = .object(document)
    }
    return SourceDocument(files: files, input: input, translation: translation)
  }

  /// A document over an existing translation.
  package init(files: [SwiftSourceFile], input: SourceInput, translation: SourceTranslation) {
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

  /// Where the view, modifier or argument at `path` of the translated document is written: the source map's
  /// entry for it, or for its nearest mapped ancestor.
  package func location(for path: JSONPath) -> SourceLocationValue? {
    translation.sourceMap.span(for: path).map(Self.location)
  }

  /// The translation's diagnostics in the protocol's form, each with its place.
  package var diagnostics: [InspectorProtocol.Diagnostic] {
    translation.diagnostics.map(Self.diagnostic)
  }

  /// A front-end diagnostic in the protocol's form.
  package static func diagnostic(_ diagnostic: SourceDiagnostic) -> InspectorProtocol.Diagnostic {
    let severity: InspectorProtocol.Diagnostic.Severity
    switch diagnostic.severity {
    case .error: severity = .error
    case .warning: severity = .warning
    case .note: severity = .note
    }
    return InspectorProtocol.Diagnostic(
      severity: severity, message: diagnostic.message, code: diagnostic.code.rawValue,
      source: location(diagnostic.span))
  }

  /// A front-end span as an LSP location (lines and UTF-16 characters from 0).
  package static func location(_ span: SourceSpan) -> SourceLocationValue {
    SourceLocationValue(
      uri: span.uri,
      range: TextRange(
        start: TextPosition(line: span.start.line - 1, character: span.start.utf16Column - 1),
        end: TextPosition(line: span.end.line - 1, character: span.end.utf16Column - 1)))
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

extension SourceDocument {
  /// The error for a source that gives no tree (no root, an ambiguous one, or one that could not be built): the
  /// first error's message and place, and every diagnostic in `data.diagnostics`.
  static func noTree(_ source: SourceDocument, path: JSONPath) -> ResponseError {
    let diagnostics = source.diagnostics
    let first = source.translation.diagnostics.first { $0.severity == .error }
    let message = first.map { "\($0.span.uri):\($0.span.start.line):\($0.span.start.utf16Column): \($0.message)" }
    let json = (try? JSONValueEncoder().encode(diagnostics)) ?? .array([])
    let rootPath =
      source.input.preview != nil ? path.key("preview") : source.input.root != nil ? path.key("root") : path
    return .daemon(
      .invalidTree, "the source gives no tree: " + (message ?? "no view to lay out"),
      path: first?.code == .root ? rootPath : path, extra: ["diagnostics": json])
  }
}

extension SourceDocument {
  /// The candidate `tree/open` chooses without a root: the translation's own root when it was chosen
  /// automatically, and otherwise the first preview, else the only view.
  var defaultRoot: String? {
    let roots = translation.roots
    if let preview = roots.first(where: { $0.kind != .view }) { return preview.name }
    let views = roots.filter { $0.kind == .view }
    return views.count == 1 ? views[0].name : nil
  }
}

extension SwiftUISource.RootCandidate.Layout {
  /// The proposal a preview's traits give: fixed sizes, or nil in both dimensions for size-that-fits.
  var proposal: ProposalValue? {
    switch self {
    case .device: return nil
    case .fixed(let width, let height):
      return ProposalValue(width: ProposedLength(width), height: ProposedLength(height))
    case .sizeThatFits: return ProposalValue(width: .unspecified, height: .unspecified)
    }
  }
}
