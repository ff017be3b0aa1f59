/// An alignment guide along the horizontal axis, as SwiftUI's `HorizontalAlignment`.
///
/// Built-in guides are `leading` (0), `center` (w/2) and `trailing` (w). A custom guide is named, as a
/// user's `AlignmentID` type would be, and carries a fraction of the width as its default; a guide declared with
/// a `defaultValue(in:)` body is computed by the pass instead (`AlignmentGuideDefaults`).
public enum HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
  /// The leading edge.
  case leading
  /// The horizontal centre.
  case center
  /// The trailing edge.
  case trailing
  /// A named custom guide whose default value is `defaultFraction` × width (unless its declaration has a
  /// `defaultValue(in:)` body, which the pass runs). Boxed (`indirect`): the guide is then 8 bytes where its name and
  /// fraction made it 24, in every alignment a resolved frame or background keeps (`ResolvedModifierKind`), and custom
  /// guides are rare.
  indirect case custom(name: String, defaultFraction: Double)

  /// The guide's value in a view of `width` that has no explicit value for it.
  public func defaultValue(width: Double) -> Double {
    switch self {
    case .leading: return 0
    case .center: return width / 2
    case .trailing: return width
    case .custom(_, let fraction): return width * fraction
    }
  }

  /// The SwiftUI spelling: `.leading`, `.center`, `.trailing` or the custom guide's name.
  public var description: String {
    switch self {
    case .leading: return ".leading"
    case .center: return ".center"
    case .trailing: return ".trailing"
    case .custom(let name, _): return ".\(name)"
    }
  }
}
