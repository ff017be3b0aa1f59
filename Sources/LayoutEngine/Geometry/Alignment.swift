/// A pair of guides, as SwiftUI's `Alignment`: where a frame, a ZStack or a background places its content.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal guide.
  public var horizontal: HorizontalAlignment
  /// The vertical guide.
  public var vertical: VerticalAlignment

  /// Creates an alignment from two guides.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centre on both axes: the default of frames, ZStack, background and overlay.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Leading edge, vertical centre.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing edge, vertical centre.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top edge, horizontal centre.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom edge, horizontal centre.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Top-leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top-trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Bottom-leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom-trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The named alignments SwiftUI declares, by their Swift names (`topLeading`, `centerFirstTextBaseline`, …).
  public static let named: [String: Alignment] = {
    var table: [String: Alignment] = [
      "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
      "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
      "bottomTrailing": .bottomTrailing,
    ]
    let horizontals: [(String, HorizontalAlignment)] = [
      ("leading", .leading), ("center", .center), ("trailing", .trailing),
    ]
    for (name, guide) in horizontals {
      table["\(name)FirstTextBaseline"] = Alignment(horizontal: guide, vertical: .firstTextBaseline)
      table["\(name)LastTextBaseline"] = Alignment(horizontal: guide, vertical: .lastTextBaseline)
    }
    return table
  }()

  /// The SwiftUI spelling: a named alignment such as `.topLeading`, else `Alignment(horizontal:vertical:)`.
  public var description: String {
    if let name = Alignment.named.first(where: { $0.value == self })?.key { return ".\(name)" }
    return "Alignment(horizontal: \(horizontal), vertical: \(vertical))"
  }
}

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

  /// The guide's value in a view of `size` without an explicit value.
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

/// How a container combines its children's explicit values of one alignment guide.
public enum AlignmentCombination: Hashable, Sendable {
  /// Not combined: containers report no explicit value (SwiftUI's frame guides).
  case none
  /// The smallest child value (the top-most first baseline).
  case minimum
  /// The last text baseline: minimum or maximum, per `LayoutBehaviors.lastTextBaselineCombination`.
  case lastTextBaseline
  /// The running average of the children's values (custom guides).
  case average
}
