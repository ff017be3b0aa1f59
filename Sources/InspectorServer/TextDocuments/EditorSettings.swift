import JSONCore

/// How the daemon serves editors: what inlay hints show and whether a changed document keeps its `@State`.
/// Set by `initializationOptions` and changed by `workspace/didChangeConfiguration`.
struct EditorSettings: Hashable, Sendable {
  /// What `textDocument/inlayHint` shows after each view expression.
  enum InlayHints: String, Hashable, Sendable, CaseIterable {
    /// Nothing.
    case off
    /// The size the view chose (`79.333×20.333`).
    case sizes
    /// The size and the proposal it answered (`79.333×20.333 ⟵ 358×nil`).
    case sizesAndProposals
  }

  /// What inlay hints show; sizes by default.
  var inlayHints = InlayHints.sizes
  /// Whether a changed text keeps the `@State` of views whose identity is unchanged (hot reload); false: every
  /// text is laid out from the state its source declares, as a fresh preview is.
  var keepState = false

  /// These settings with the members of a settings object applied (`initializationOptions`, or the
  /// `swiftuiInspector` section of `workspace/didChangeConfiguration`, or that object itself).
  ///
  /// - Throws: the member that is wrong, under `path`.
  func applying(inlayHints: String?, keepState: Bool?, path: JSONPath) throws(SettingsError) -> EditorSettings {
    var copy = self
    if let inlayHints {
      guard let mode = InlayHints(rawValue: inlayHints) else {
        throw SettingsError(
          path: path.key("inlayHints"),
          "inlayHints must be \(InlayHints.allCases.map(\.rawValue).joined(separator: ", ")), found '\(inlayHints)'")
      }
      copy.inlayHints = mode
    }
    if let keepState { copy.keepState = keepState }
    return copy
  }
}
