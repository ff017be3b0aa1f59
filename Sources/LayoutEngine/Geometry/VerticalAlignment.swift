/// An alignment guide along the vertical axis, as SwiftUI's `VerticalAlignment`.
///
/// `firstTextBaseline` and `lastTextBaseline` are the text baselines of views that contain text; for a view
/// without text both default to its bottom edge (`swiftui-semantics.md` §3.3).
public enum VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
  /// The top edge.
  case top
  /// The vertical centre.
  case center
  /// The bottom edge.
  case bottom
  /// The baseline of the first line of text.
  case firstTextBaseline
  /// The baseline of the last line of text.
  case lastTextBaseline
  /// A named custom guide whose default value is `defaultFraction` × height (unless its declaration has a
  /// `defaultValue(in:)` body, which the pass runs). Boxed (`indirect`), as `HorizontalAlignment.custom` is.
  indirect case custom(name: String, defaultFraction: Double)

  /// The guide's value in a view of `height` that has no explicit value for it.
  public func defaultValue(height: Double) -> Double {
    switch self {
    case .top: return 0
    case .center: return height / 2
    case .bottom, .firstTextBaseline, .lastTextBaseline: return height
    case .custom(_, let fraction): return height * fraction
    }
  }

  /// The SwiftUI spelling, e.g. `.firstTextBaseline`.
  public var description: String {
    switch self {
    case .top: return ".top"
    case .center: return ".center"
    case .bottom: return ".bottom"
    case .firstTextBaseline: return ".firstTextBaseline"
    case .lastTextBaseline: return ".lastTextBaseline"
    case .custom(let name, _): return ".\(name)"
    }
  }
}
