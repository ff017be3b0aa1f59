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

  /// Creates options.
  public init(
    limits: LimitOverrides? = nil, environment: JSONValue? = nil, fonts: [FontSetting]? = nil,
    textMeasurer: String? = nil
  ) {
    self.limits = limits
    self.environment = environment
    self.fonts = fonts
    self.textMeasurer = textMeasurer
  }
}
