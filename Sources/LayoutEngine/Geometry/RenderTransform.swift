/// A render-time transform of a view and everything inside it (`scaleEffect`, `rotationEffect`): it moves and
/// resizes what is drawn, never the layout. Applied about an anchor of the view's frame.
public enum RenderTransform: Hashable, Sendable {
  /// `scaleEffect(x:y:anchor:)` (and `scaleEffect(_:anchor:)` with both equal).
  case scale(x: Double, y: Double, anchor: UnitPoint)
  /// `rotationEffect(_:anchor:)`, the angle in degrees, clockwise on screen.
  case rotation(degrees: Double, anchor: UnitPoint)

  /// The affine map of root coordinates this transform applies to a view whose frame is `frame`.
  func affine(in frame: Rect) -> AffineTransform {
    switch self {
    case .scale(let x, let y, let anchor):
      let point = Point(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
      return AffineTransform(a: x, b: 0, c: 0, d: y, tx: point.x - x * point.x, ty: point.y - y * point.y)
    case .rotation(let degrees, let anchor):
      let point = Point(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
      // Whole turns first: `degrees` is finite but may be as large as a Double gets, where `degrees * π` is not.
      let radians = degrees.truncatingRemainder(dividingBy: 360) * .pi / 180
      let (cos, sin) = Self.cosineAndSine(radians)
      return AffineTransform(
        a: cos, b: sin, c: -sin, d: cos, tx: point.x - cos * point.x + sin * point.y,
        ty: point.y - sin * point.x - cos * point.y)
    }
  }

  /// Cosine and sine, exact at multiples of 90° (quarter turns give exact frames), elsewhere from their series
  /// after reducing the angle to within 45° of a quarter turn (pure Swift: the engine imports no libm function).
  /// A non-finite angle (the resolver never passes one) is no turn.
  static func cosineAndSine(_ radians: Double) -> (cos: Double, sin: Double) {
    guard radians.isFinite else { return (1, 0) }
    let quarterTurn = Double.pi / 2
    let quarters = (radians / quarterTurn).rounded()
    let rest = radians - quarters * quarterTurn
    var cos = 1.0
    var sin = 0.0
    if abs(rest) > 1e-15 {
      cos = Self.series(rest, even: true)
      sin = Self.series(rest, even: false)
    }
    let turn = quarters.truncatingRemainder(dividingBy: 4)
    switch Int(turn < 0 ? turn + 4 : turn) {
    case 1: return (-sin, cos)
    case 2: return (-cos, -sin)
    case 3: return (sin, -cos)
    default: return (cos, sin)
    }
  }

  /// cos (even) or sin (odd) of `x` by its alternating series.
  private static func series(_ x: Double, even: Bool) -> Double {
    var term = even ? 1.0 : x
    var sum = term
    var n = even ? 0.0 : 1.0
    for _ in 0..<12 {
      term *= -x * x / ((n + 1) * (n + 2))
      n += 2
      sum += term
    }
    return sum
  }
}

/// An affine map of the plane, as `CGAffineTransform`: (x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty).
struct AffineTransform: Hashable, Sendable {
  var a: Double
  var b: Double
  var c: Double
  var d: Double
  var tx: Double
  var ty: Double

  static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  func apply(_ point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// This map applied after `inner` (inner first).
  func concatenating(after inner: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b, c: a * inner.c + c * inner.d,
      d: b * inner.c + d * inner.d, tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
  }

  /// The smallest rectangle holding the image of `rect`.
  func boundingBox(of rect: Rect) -> Rect {
    let corners = [
      apply(Point(x: rect.minX, y: rect.minY)), apply(Point(x: rect.maxX, y: rect.minY)),
      apply(Point(x: rect.minX, y: rect.maxY)), apply(Point(x: rect.maxX, y: rect.maxY)),
    ]
    let minX = corners.map(\.x).min() ?? 0
    let minY = corners.map(\.y).min() ?? 0
    let maxX = corners.map(\.x).max() ?? 0
    let maxY = corners.map(\.y).max() ?? 0
    return Rect(origin: Point(x: minX, y: minY), size: Size(width: maxX - minX, height: maxY - minY))
  }
}

extension UnitPoint: CustomStringConvertible {
  /// As SwiftUI writes it: `.center`, `.topLeading`, or `UnitPoint(x: 0.2, y: 0.8)`.
  public var description: String {
    let named: [(UnitPoint, String)] = [
      (.center, "center"), (.top, "top"), (.bottom, "bottom"), (.leading, "leading"), (.trailing, "trailing"),
      (.topLeading, "topLeading"), (.topTrailing, "topTrailing"), (.bottomLeading, "bottomLeading"),
      (.bottomTrailing, "bottomTrailing"),
    ]
    if let name = named.first(where: { $0.0 == self })?.1 { return "." + name }
    return "UnitPoint(x: \(LayoutNumber.format(x)), y: \(LayoutNumber.format(y)))"
  }
}
