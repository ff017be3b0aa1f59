import InspectorProtocol

/// What the daemon made of one text of an editor document: its diagnostics with ranges.
struct DocumentAnalysis: Sendable {
  /// The text analysed.
  let text: TextDocument
  /// The diagnostics to publish, in the session's position encoding.
  let diagnostics: [EditorDiagnostic]

  /// The version of the text analysed.
  var version: Int { text.version }
}
