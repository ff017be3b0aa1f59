/// The SF emulation at one size and weight: the bundled Inter advances and kerning scaled by the point size and
/// SF's optical-size factor, with SF's tracking on every glyph.
///
/// Weights: ultralight, thin, light and regular use the Regular tables; medium is halfway between Regular and
/// Semibold; semibold uses Semibold; bold, heavy and black use Bold. SF's lighter and heavier weights are
/// narrower and wider than this; Inter only ships the three weights the issue asks for in the tables.
struct SystemFontInstance: GlyphMetricsSource {
  private let font: BundledSystemFont?
  private let lower: BundledFaceTables?
  private let upper: BundledFaceTables?
  /// The share of `upper` in the blend (0 for a single weight).
  private let blend: Double
  /// Points per font unit, the optical factor included.
  private let scale: Double
  /// See `GlyphMetricsSource`.
  let tracking: Double

  /// The emulation at a point size (non-finite or negative sizes measure as 0 pt) and weight.
  init(pointSize: Double, weight: Font.Weight) {
    let font = BundledSystemFont.shared
    self.font = font
    switch weight {
    case .ultraLight, .thin, .light, .regular:
      (lower, upper, blend) = (font?.regular, nil, 0)
    case .medium:
      (lower, upper, blend) = (font?.regular, font?.semibold, 0.5)
    case .semibold:
      (lower, upper, blend) = (font?.semibold, nil, 0)
    case .bold, .heavy, .black:
      (lower, upper, blend) = (font?.bold, nil, 0)
    }
    let size = pointSize.isFinite ? max(0, pointSize) : 0
    scale = size / (font?.unitsPerEm ?? 2816) * SystemFontProfile.opticalWidthFactor(pointSize: size)
    tracking = SystemFontProfile.tracking(pointSize: size)
  }

  /// See `GlyphMetricsSource`.
  func glyph(for scalar: Unicode.Scalar) -> UInt16? { font?.glyph(for: scalar) }

  /// See `GlyphMetricsSource`.
  func advance(of glyph: UInt16) -> Double {
    guard let lower, Int(glyph) < lower.advances.count else { return 0 }
    var units = lower.advances[Int(glyph)]
    if let upper, Int(glyph) < upper.advances.count {
      units += (upper.advances[Int(glyph)] - units) * blend
    }
    return units * scale
  }

  /// See `GlyphMetricsSource`.
  func kerning(_ left: UInt16, _ right: UInt16) -> Double {
    guard let lower else { return 0 }
    var units = lower.kerning(left, right)
    if let upper { units += (upper.kerning(left, right) - units) * blend }
    return units * scale
  }

  /// See `GlyphMetricsSource`.
  func isMark(_ glyph: UInt16) -> Bool {
    guard let lower, Int(glyph) < lower.marks.count else { return false }
    return lower.marks[Int(glyph)]
  }
}
