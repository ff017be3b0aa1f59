/// What `LiveTree.explain` explains: a layer's width or height, or its x or y in root coordinates.
public enum ExplainedDimension: String, Hashable, Sendable, CaseIterable {
  /// The layer's width.
  case width
  /// The layer's height.
  case height
  /// The layer's x (its frame's minX) in root coordinates.
  case x
  /// The layer's y (its frame's minY) in root coordinates.
  case y

  /// The axis the dimension lies along.
  public var axis: Axis {
    switch self {
    case .width, .x: return .horizontal
    case .height, .y: return .vertical
    }
  }

  /// Whether it is a length (width, height) rather than a position (x, y).
  public var isLength: Bool { self == .width || self == .height }

  /// The dimension's value in a layer record.
  func value(of layer: LayerRecord) -> Double {
    switch self {
    case .width: return layer.size.width
    case .height: return layer.size.height
    case .x: return layer.frame.minX
    case .y: return layer.frame.minY
    }
  }

  /// `Width`, `Height`, `X`, `Y`: how a summary starts.
  var capitalized: String {
    switch self {
    case .width: return "Width"
    case .height: return "Height"
    case .x: return "X"
    case .y: return "Y"
    }
  }
}
