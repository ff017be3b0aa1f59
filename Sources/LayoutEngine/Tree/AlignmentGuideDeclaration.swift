import JSONCore
import SwiftSubset

/// A custom alignment guide declared in the tree's `alignmentGuides`, as a user's `AlignmentID` type and the
/// `static let` member of `HorizontalAlignment` or `VerticalAlignment` that names it.
///
/// Its default value (SwiftUI's `static func defaultValue(in context: ViewDimensions) -> CGFloat`) is either a
/// built-in guide's (`"leading"`, `"center"`, … : a fraction of the view's length) or a body in the Swift subset
/// that the engine runs with the view's dimensions bound to `parameter` (`AlignmentGuideDefaults`).
public struct AlignmentGuideDeclaration: Hashable, Sendable {
  /// The guide's name, as code uses it (`oneThird` for `.oneThird`).
  public var name: String
  /// Horizontal or vertical.
  public var axis: Axis
  /// Its default value as a fraction of the view's length (`top`/`leading` 0, `center` 0.5,
  /// `bottom`/`trailing` 1) when it has no body; the value used when the body fails.
  public var defaultFraction: Double
  /// The body of `defaultValue(in:)`, or nil for a fraction; a single expression is its implicit return.
  public var defaultBody: ScriptBlock?
  /// The name the body gives the view's dimensions (`context` in Apple's examples, often `d`).
  public var parameter: String
  /// Where it was declared.
  public var path: JSONPath

  /// Creates a declaration.
  public init(
    name: String, axis: Axis, defaultFraction: Double, defaultBody: ScriptBlock? = nil,
    parameter: String = "context", path: JSONPath
  ) {
    self.name = name
    self.axis = axis
    self.defaultFraction = defaultFraction
    self.defaultBody = defaultBody
    self.parameter = parameter
    self.path = path
  }

  /// The guide as an alignment key.
  public var key: AlignmentKey {
    switch axis {
    case .horizontal: return .horizontal(.custom(name: name, defaultFraction: defaultFraction))
    case .vertical: return .vertical(.custom(name: name, defaultFraction: defaultFraction))
    }
  }
}
