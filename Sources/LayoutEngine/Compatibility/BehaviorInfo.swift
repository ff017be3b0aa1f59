import JSONCore

/// The documentation of one named behaviour: what it decides, its default, the alternatives, where the
/// default comes from and how sure we are.
public struct BehaviorInfo: Hashable, Sendable {
  /// The name used in `environment.behaviors`.
  public var name: String
  /// What the switch decides.
  public var summary: String
  /// The default, as written in JSON.
  public var defaultValue: String
  /// The other accepted values.
  public var alternatives: String
  /// Where the default comes from.
  public var source: String
  /// How sure we are of the default.
  public var confidence: Confidence
}
