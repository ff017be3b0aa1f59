import JSONCore

/// The daemon's settings a client may give in `initialize`'s `initializationOptions`. They apply on top of the
/// command-line flags; anything absent keeps the daemon's value.
public struct InitializationOptions: Codable, Hashable, Sendable {
  /// Limits to change.
  public var limits: LimitOverrides?
  /// The default environment of every tree, in the tree format's `environment` shape (`{"displayScale": 2,
  /// "semantics": "iOS17", "font": "body", …}`); a tree's own `environment` applies on top.
  public var environment: JSONValue?
  /// Font files to load, in addition to those given by flags.
  public var fonts: [FontSetting]?
  /// How `Text` is measured: `system` (the SF emulation and loaded fonts, the default) or `fixedAdvance` (every
  /// character 0.5 em wide, lines 1.2 em: deterministic numbers for tests).
  public var textMeasurer: String?
  /// What `textDocument/inlayHint` shows after each view expression: `off`, `sizes` (the default) or
  /// `sizesAndProposals`. `workspace/didChangeConfiguration` changes it later.
  public var inlayHints: String?
  /// Whether a changed document keeps the `@State` of views whose identity is unchanged (hot reload), instead
  /// of starting from the state the source declares, as a fresh preview does (the default).
  public var keepState: Bool?

  /// Creates options.
  public init(
    limits: LimitOverrides? = nil, environment: JSONValue? = nil, fonts: [FontSetting]? = nil,
    textMeasurer: String? = nil, inlayHints: String? = nil, keepState: Bool? = nil
  ) {
    self.limits = limits
    self.environment = environment
    self.fonts = fonts
    self.textMeasurer = textMeasurer
    self.inlayHints = inlayHints
    self.keepState = keepState
  }
}
