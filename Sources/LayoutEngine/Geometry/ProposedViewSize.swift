/// What a parent offers a child, as SwiftUI's `ProposedViewSize`: an optional length per axis.
///
/// Per dimension (`swiftui-semantics.md` §1.2): `nil` asks for the ideal size, `0` for the minimum,
/// `.infinity` for the maximum, and any other value says "this much is available". The two dimensions are
/// independent: stacks probe one axis with 0 and ∞ while keeping the other axis's proposal.
///
/// Stored in 16 bytes instead of the 32 two `Double?` take (every answer, measurement, placement, layer record and
/// logged call keeps one): each dimension is its `Double`'s bits, with one NaN bit pattern (`unspecifiedBits`) for
/// nil. That pattern is never a dimension's value: a dimension with those bits (a script can spell any NaN payload,
/// `Double("nan(0x5eed00000001)")`) is stored as the default NaN, and no `width` or `height` read gives the pattern out.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
  private var widthBits: UInt64
  private var heightBits: UInt64

  /// The bits that stand for an unspecified dimension: a quiet NaN with a payload no operation makes.
  private static let unspecifiedBits: UInt64 = 0x7FF8_5EED_0000_0001

  /// The proposed width, or nil for "ideal".
  public var width: Double? {
    get { Self.dimension(widthBits) }
    set { widthBits = Self.bits(newValue) }
  }

  /// The proposed height, or nil for "ideal".
  public var height: Double? {
    get { Self.dimension(heightBits) }
    set { heightBits = Self.bits(newValue) }
  }

  /// Creates a proposal.
  public init(width: Double?, height: Double?) {
    widthBits = Self.bits(width)
    heightBits = Self.bits(height)
  }

  private static func dimension(_ bits: UInt64) -> Double? {
    bits == unspecifiedBits ? nil : Double(bitPattern: bits)
  }

  private static func bits(_ dimension: Double?) -> UInt64 {
    guard let bits = dimension?.bitPattern else { return unspecifiedBits }
    return bits == unspecifiedBits ? Double.nan.bitPattern : bits
  }

  /// Equal as two `Double?` are: nil only to nil, numbers as `Double`s (so `0` equals `-0`, and NaN nothing). Inlined:
  /// called, it cost a call a row where a run's rows are compared (`PassReuse.takeRun`).
  @inline(__always)
  public static func == (lhs: ProposedViewSize, rhs: ProposedViewSize) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height
  }

  /// Whether both dimensions are the same bits: then nothing computed from them can differ, where `==` takes `-0`
  /// for `0`.
  func isIdentical(to other: ProposedViewSize) -> Bool {
    widthBits == other.widthBits && heightBits == other.heightBits
  }

  /// Hashes the two dimensions as the two optionals hash.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
  }

  /// Proposes exactly `size`.
  public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// Creates a proposal from its component along `axis` and its component across it.
  public init(_ major: Double?, along axis: Axis, by minor: Double?) {
    switch axis {
    case .horizontal: self.init(width: major, height: minor)
    case .vertical: self.init(width: minor, height: major)
    }
  }

  /// Both dimensions unspecified: "your ideal size".
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Both dimensions zero: "your minimum size".
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Both dimensions infinite: "your maximum size".
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The component along `axis`.
  public subscript(axis: Axis) -> Double? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// SwiftUI's `replacingUnspecifiedDimensions(by:)`: nil dimensions become the given size's (10 × 10 by
  /// default, §1.3).
  public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
    Size(width: width ?? size.width, height: height ?? size.height)
  }

  /// The proposal shrunk by `insets` (padding): each specified dimension becomes `max(0, p − insets)`; nil
  /// stays nil (§5.3.2).
  public func inset(by insets: EdgeInsets) -> ProposedViewSize {
    ProposedViewSize(
      width: width.map { Swift.max(0, $0 - insets.leading - insets.trailing) },
      height: height.map { Swift.max(0, $0 - insets.top - insets.bottom) })
  }

  /// `w×h` with `nil` for an unspecified dimension.
  public var description: String {
    "\(LayoutNumber.format(width))×\(LayoutNumber.format(height))"
  }
}
