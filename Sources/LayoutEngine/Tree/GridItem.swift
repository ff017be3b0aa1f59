/// SwiftUI's `GridItem`: one column of a `LazyVGrid` (one row of a `LazyHGrid`): its size, the spacing after it
/// and the alignment of the views in it.
public struct GridItem: Hashable, Sendable {
  /// How a grid item's length is decided.
  public enum Size: Hashable, Sendable {
    /// `.fixed(length)`: that length, whatever the grid is offered.
    case fixed(Double)
    /// `.flexible(minimum:maximum:)`: its share of the grid's length, clamped (defaults 10 and ∞).
    case flexible(minimum: Double, maximum: Double)
    /// `.adaptive(minimum:maximum:)`: its share of the grid's length, filled with as many columns of at least
    /// `minimum` (at most `maximum`) as fit.
    case adaptive(minimum: Double, maximum: Double)
  }

  /// The item's size.
  public var size: Size
  /// The spacing after the item (nil: 8, the platform default).
  public var spacing: Double?
  /// The alignment of each view in its cell (nil: the grid's).
  public var alignment: Alignment?

  /// Creates an item.
  public init(_ size: Size, spacing: Double? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}
