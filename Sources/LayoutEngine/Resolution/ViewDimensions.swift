import JSONCore

/// A view's size and alignment guides, as an `alignmentGuide` closure sees them (SwiftUI's `ViewDimensions`).
public struct ViewDimensions: Hashable, Sendable {
  /// The size.
  public var size: Size
  /// Explicit guide values the view reports (text baselines, earlier alignment guides).
  public var explicitValues: [AlignmentKey: Double]

  /// Creates dimensions.
  public init(size: Size, explicitValues: [AlignmentKey: Double] = [:]) {
    self.size = size
    self.explicitValues = explicitValues
  }

  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }

  /// A guide's value: the explicit one if the view has it, else the guide's default by arithmetic (a custom guide's
  /// `defaultValue(in:)` body runs only in code, through `ViewDimensionsObject`).
  public subscript(key: AlignmentKey) -> Double {
    explicitValues[key] ?? key.defaultValue(in: size)
  }
}
