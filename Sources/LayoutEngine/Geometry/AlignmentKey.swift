/// One alignment guide on either axis: the key under which views report explicit alignment values.
public enum AlignmentKey: Hashable, Sendable, CustomStringConvertible {
  /// A horizontal guide.
  case horizontal(HorizontalAlignment)
  /// A vertical guide.
  case vertical(VerticalAlignment)

  /// The axis the guide measures along.
  public var axis: Axis {
    switch self {
    case .horizontal: return .horizontal
    case .vertical: return .vertical
    }
  }

  /// Whether the guide is a custom one (a declared `AlignmentID`).
  public var isCustom: Bool {
    switch self {
    case .horizontal(.custom), .vertical(.custom): return true
    default: return false
    }
  }

  /// The guide's value in a view of `size` without an explicit value, by arithmetic: a custom guide declared with
  /// a `defaultValue(in:)` body is computed by the pass instead (`LayoutContext.defaultAlignment`).
  public func defaultValue(in size: Size) -> Double {
    switch self {
    case .horizontal(let guide): return guide.defaultValue(width: size.width)
    case .vertical(let guide): return guide.defaultValue(height: size.height)
    }
  }

  /// How a container merges its children's explicit values for this guide (§3.3): frame guides (edges and
  /// centres) are never merged, text baselines take the minimum (the last baseline per the named behaviour),
  /// custom guides the average.
  public var combination: AlignmentCombination {
    switch self {
    case .horizontal(.custom), .vertical(.custom): return .average
    case .vertical(.firstTextBaseline): return .minimum
    case .vertical(.lastTextBaseline): return .lastTextBaseline
    default: return .none
    }
  }

  /// The guide's SwiftUI spelling.
  public var description: String {
    switch self {
    case .horizontal(let guide): return guide.description
    case .vertical(let guide): return guide.description
    }
  }
}
