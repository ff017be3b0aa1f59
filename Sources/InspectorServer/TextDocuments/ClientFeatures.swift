import InspectorProtocol
import JSONCore

/// What the editor said it supports in `initialize`'s `capabilities`, read leniently: a member of an
/// unexpected type counts as absent, so no client is refused for its capabilities.
struct ClientFeatures: Hashable, Sendable {
  /// The position encoding of the session: UTF-8 when the client offers it, else LSP's default UTF-16.
  var positionEncoding = PositionEncoding.utf16
  /// Whether `workspace/inlayHint/refresh` may be sent.
  var inlayHintRefresh = false
  /// Whether `workspace/codeLens/refresh` may be sent.
  var codeLensRefresh = false
  /// Whether hovers may be Markdown (else plain text).
  var markdownHover = true
  /// Whether diagnostics may carry `relatedInformation`.
  var relatedInformation = false

  /// The defaults: a client that said nothing.
  init() {}

  /// Reads a client's capabilities.
  init(capabilities: JSONValue?) {
    let offered = capabilities?["general"]?["positionEncodings"]?.arrayValue ?? []
    if offered.contains(.string(PositionEncoding.utf8.rawValue)) { positionEncoding = .utf8 }
    inlayHintRefresh = capabilities?["workspace"]?["inlayHint"]?["refreshSupport"] == .bool(true)
    codeLensRefresh = capabilities?["workspace"]?["codeLens"]?["refreshSupport"] == .bool(true)
    if let formats = capabilities?["textDocument"]?["hover"]?["contentFormat"]?.arrayValue {
      markdownHover = formats.isEmpty || formats.contains(.string("markdown"))
    }
    relatedInformation = capabilities?["textDocument"]?["publishDiagnostics"]?["relatedInformation"] == .bool(true)
  }
}
