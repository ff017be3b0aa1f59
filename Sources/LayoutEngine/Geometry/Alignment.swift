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

  /// The spellings of the named alignments (`.topLeading`), by alignment: searched by value in `named` (a dictionary
  /// by name), each record of a frame spent about 1,500 instructions spelling its alignment.
  private static let spellings = [Alignment: String](uniqueKeysWithValues: named.map { ($0.value, ".\($0.key)") })

  /// The SwiftUI spelling: a named alignment such as `.topLeading`, else `Alignment(horizontal:vertical:)`.
  public var description: String {
    if let spelling = Alignment.spellings[self] { return spelling }
    return "Alignment(horizontal: \(horizontal), vertical: \(vertical))"
  }
}
