import JSONCore

/// A custom alignment guide declared in the tree's `alignmentGuides`, as a user's `AlignmentID` type.
public struct AlignmentGuideDeclaration: Hashable, Sendable {
  /// The guide's name.
  public var name: String
  /// Horizontal or vertical.
  public var axis: Axis
  /// Its default value as a fraction of the view's length (`top`/`leading` 0, `center` 0.5,
  /// `bottom`/`trailing` 1).
  public var defaultFraction: Double
  /// Where it was declared.
  public var path: JSONPath

  /// The guide as an alignment key.
  public var key: AlignmentKey {
    switch axis {
    case .horizontal: return .horizontal(.custom(name: name, defaultFraction: defaultFraction))
    case .vertical: return .vertical(.custom(name: name, defaultFraction: defaultFraction))
    }
  }
}
