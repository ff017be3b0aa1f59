/// The inset distances of the four sides of a rectangle, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The top inset.
  public var top: Double
  /// The leading inset.
  public var leading: Double
  /// The bottom inset.
  public var bottom: Double
  /// The trailing inset.
  public var trailing: Double

  /// Creates insets.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same length on every edge in `edges` and zero elsewhere.
  public init(_ length: Double, on edges: Edge.Set = .all) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
  }

  /// No insets.
  public static let zero = EdgeInsets()

  /// A phone's portrait safe area: 47 under the status bar, 34 over the home indicator (iPhone 12, 13, 14: their
  /// 390 × 844 screen less these is the default proposal 390 × 763, as a root `GeometryReader` reads it,
  /// `swiftui-semantics.md` M7).
  public static let phoneSafeArea = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

  /// Leading plus trailing.
  public var horizontal: Double { leading + trailing }
  /// Top plus bottom.
  public var vertical: Double { top + bottom }

  /// The sum of the two insets on `axis`.
  public subscript(axis: Axis) -> Double {
    axis == .horizontal ? horizontal : vertical
  }

  /// The inset of one edge.
  public subscript(edge: Edge) -> Double {
    switch edge {
    case .top: return top
    case .leading: return leading
    case .bottom: return bottom
    case .trailing: return trailing
    }
  }

  /// These insets with the edges not in `edges` set to zero.
  public func restricted(to edges: Edge.Set) -> EdgeInsets {
    EdgeInsets(
      top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
      bottom: edges.contains(.bottom) ? bottom : 0, trailing: edges.contains(.trailing) ? trailing : 0)
  }

  /// `EdgeInsets(top: …, leading: …, bottom: …, trailing: …)`, or one number when all four are equal.
  public var description: String {
    if top == leading, top == bottom, top == trailing { return LayoutNumber.format(top) }
    return "EdgeInsets(top: \(LayoutNumber.format(top)), leading: \(LayoutNumber.format(leading)), "
      + "bottom: \(LayoutNumber.format(bottom)), trailing: \(LayoutNumber.format(trailing)))"
  }
}
