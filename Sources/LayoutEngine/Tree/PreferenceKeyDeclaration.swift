import JSONCore

/// A `PreferenceKey` declared in the tree. Interpreted by the preference engine; layout only keeps it.
public struct PreferenceKeyDeclaration: Hashable, Sendable {
  /// The key's type name (`MaxLabelWidth`).
  public var name: String
  /// The value type as Swift spells it (`CGFloat`, `[CGFloat]`, `CGFloat?`, `BoundsAnchor`).
  public var type: String?
  /// `defaultValue`: a Swift expression string or a literal JSON value.
  public var defaultValue: JSONValue?
  /// `reduce`: a statement body in the Swift subset, or a shorthand (`max`, `append`, …).
  public var reduce: String?
  /// Where it was declared.
  public var path: JSONPath
}
