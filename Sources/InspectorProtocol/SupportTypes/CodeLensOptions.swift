/// How the daemon answers `textDocument/codeLens`: every lens comes with its command (nothing to resolve).
public struct CodeLensOptions: Codable, Hashable, Sendable {
  /// Whether lenses are resolved later: false.
  public var resolveProvider: Bool

  /// Creates the options.
  public init(resolveProvider: Bool) {
    self.resolveProvider = resolveProvider
  }
}
