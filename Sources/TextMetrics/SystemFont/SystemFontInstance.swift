/// The SF emulation at one size and weight: the bundled Inter advances and kerning scaled by the point size and
/// SF's optical-size factor, with SF's tracking on every glyph.
///
/// Weights: ultralight, thin, light and regular use the Regular tables; medium is halfway between Regular and
/// Semibold; semibold uses Semibold; bold, heavy and black use Bold. SF's lighter and heavier weights are
/// narrower and wider than this; Inter only ships the three weights the issue asks for in the tables.
struct SystemFontInstance: GlyphMetricsSource {
  /// The tables a weight uses: Regular, Regular and Semibold halfway, Semibold, Bold.
  private enum Blend: Int, CaseIterable {
    case regular
    case medium
    case semibold
    case bold

    init(_ weight: Font.Weight) {
      switch weight {
      case .ultraLight, .thin, .light, .regular: self = .regular
      case .medium: self = .medium
      case .semibold: self = .semibold
      case .bold, .heavy, .black: self = .bold
      }
    }
  }

  private let font: BundledSystemFont?
  private let lower: BundledFaceTables?
  private let upper: BundledFaceTables?
  /// The share of `upper` in the blend (0 for a single weight).
  private let blend: Double
  /// Points per font unit, the optical factor included.
  private let scale: Double
  /// See `GlyphMetricsSource`.
  let tracking: Double
  /// Per ASCII byte, `FontClusterMeasurer`'s measure of it with this blend alone in font units
  /// (`asciiMeasuresInUnits`); nil in the instances that make those tables.
  private let asciiInUnits: [ClusterMeasure]?

  /// The emulation at a point size (non-finite or negative sizes measure as 0 pt) and weight.
  init(pointSize: Double, weight: Font.Weight) {
    let blend = Blend(weight)
    let size = pointSize.isFinite ? max(0, pointSize) : 0
    let font = BundledSystemFont.shared
    self.init(
      blend, scale: size / (font?.unitsPerEm ?? 2816) * SystemFontProfile.opticalWidthFactor(pointSize: size),
      tracking: SystemFontProfile.tracking(pointSize: size), asciiInUnits: Self.asciiMeasuresInUnits[blend.rawValue])
  }

  /// The emulation with `blend`'s tables at `scale` points per font unit and `tracking`.
  private init(_ blend: Blend, scale: Double, tracking: Double, asciiInUnits: [ClusterMeasure]?) {
    let font = BundledSystemFont.shared
    self.font = font
    switch blend {
    case .regular: (lower, upper, self.blend) = (font?.regular, nil, 0)
    case .medium: (lower, upper, self.blend) = (font?.regular, font?.semibold, 0.5)
    case .semibold: (lower, upper, self.blend) = (font?.semibold, nil, 0)
    case .bold: (lower, upper, self.blend) = (font?.bold, nil, 0)
    }
    self.scale = scale
    self.tracking = tracking
    self.asciiInUnits = asciiInUnits
  }

  /// Per blend, per ASCII byte: `FontClusterMeasurer`'s measure of the byte (with the byte's break class,
  /// `ClusterBreakClass(ascii:)`) by the blend alone at one point per font unit, no tracking and a point size of 1,
  /// made once: a width in font units for a glyph, in ems for an estimate.
  private static let asciiMeasuresInUnits: [[ClusterMeasure]] = Blend.allCases.map { blend in
    let measurer = FontClusterMeasurer(
      primary: SystemFontInstance(blend, scale: 1, tracking: 0, asciiInUnits: nil), fallback: nil, pointSize: 1)
    return (UInt8(0)..<0x80).map { byte in
      measurer.measureASCII(Unicode.Scalar(byte), breakClass: ClusterBreakClass(ascii: byte))
    }
  }

  /// See `GlyphMetricsSource.measureAlone(ascii:pointSize:)`: the byte's measure in font units scaled as
  /// `advance(of:)` scales (`units × scale`), with the tracking added as `FontClusterMeasurer` adds it, or an estimate
  /// in ems times the size; a measure without a glyph or an estimate has no width.
  func measureAlone(ascii byte: UInt8, pointSize: Double) -> ClusterMeasure? {
    guard let asciiInUnits else { return nil }
    var measure = asciiInUnits[Int(byte & 0x7F)]
    if measure.isEstimate {
      measure.width = 0 + measure.width * pointSize
    } else if measure.source != 0 {
      measure.width = 0 + (measure.width * scale + tracking)
    }
    return measure
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
