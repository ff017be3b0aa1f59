import JSONCore
import TextMetrics

/// The `environment` member of a tree document: values that replace the caller's environment for this tree.
public struct EnvironmentOverrides: Hashable, Sendable {
  /// One behaviour override, kept as written.
  public struct BehaviorOverride: Hashable, Sendable {
    /// The behaviour's name.
    public var name: String
    /// Its JSON value.
    public var value: JSONValue
    /// Where it was written.
    public var path: JSONPath
  }

  /// `displayScale`.
  public var displayScale: Double?
  /// `semantics`.
  public var semantics: Semantics?
  /// `platform`.
  public var platform: LayoutEnvironment.Platform?
  /// `font`.
  public var font: Font?
  /// `lineLimit`: absent is nil; `null` is `.some(nil)` (no limit).
  public var lineLimit: Int??
  /// `layoutDirection`.
  public var layoutDirection: LayoutDirection?
  /// `safeAreaInsets`.
  public var safeAreaInsets: EdgeInsets?
  /// `behaviors`, in document order.
  public var behaviors: [BehaviorOverride]

  /// No overrides.
  public init() {
    behaviors = []
  }

  /// These overrides with `other`'s set values on top (an `environment` edit merges into the tree's).
  public func merging(_ other: EnvironmentOverrides) -> EnvironmentOverrides {
    var copy = self
    if let value = other.displayScale { copy.displayScale = value }
    if let value = other.semantics { copy.semantics = value }
    if let value = other.platform { copy.platform = value }
    if let value = other.font { copy.font = value }
    if let value = other.lineLimit { copy.lineLimit = value }
    if let value = other.layoutDirection { copy.layoutDirection = value }
    if let value = other.safeAreaInsets { copy.safeAreaInsets = value }
    for override in other.behaviors {
      copy.behaviors.removeAll { $0.name == override.name }
      copy.behaviors.append(override)
    }
    return copy
  }
}
