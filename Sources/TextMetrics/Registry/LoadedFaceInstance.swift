/// A loaded face at one point size and weight: `hmtx` advances (plus `HVAR` deltas for a variable face, with
/// `opsz` set to the point size and `wght` to the weight, as CoreText's automatic optical sizing does), the
/// face's kerning (plus its `GDEF` variation deltas), and tracking from its `trak` table; a `.systemFont` face without `trak` gets SF's HIG
/// tracking table instead.
///
/// Vertical metrics: `hhea` ascender, descender and line gap (CoreText's choice; `OS/2` typo metrics are not
/// used even with USE_TYPO_METRICS), except that a `.systemFont` face uses iOS SF's unless loaded with
/// `usesOwnVerticalMetrics`. A face whose `hhea` sum is not positive uses its typo metrics, else 1.2 em.
/// Cap height and x-height come from `OS/2` (version 2 and later), else 0.7 em and 0.5 em.
struct LoadedFaceInstance: GlyphMetricsSource {
  private let face: FontFace
  private let scale: Double
  private let regionScalars: [Double]?
  /// Region scalars of `GDEF`'s variation store, for variable kerning.
  private let layoutScalars: [Double]?
  /// See `GlyphMetricsSource`.
  let tracking: Double
  /// The face's vertical metrics at the point size, in points (see the type's notes).
  let verticalMetrics: FontVerticalMetrics

  /// A loaded face at a point size and weight.
  init(_ loaded: FontRegistry.LoadedFace, pointSize: Double, weight: Font.Weight) {
    let face = loaded.face
    self.face = face
    let unitsPerEm = Double(face.metrics.unitsPerEm)
    scale = pointSize / unitsPerEm
    let coordinates = face.variationAxes.normalizedCoordinates([
      "opsz": pointSize, "wght": Double(weight.numericValue),
    ])
    regionScalars = face.advanceVariations?.regionScalars(at: coordinates)
    layoutScalars = face.variationAxes.axes.isEmpty ? nil : face.layoutVariations?.regionScalars(at: coordinates)
    if face.hasTrackingTable {
      tracking = face.tracking(atPointSize: pointSize) * pointSize / unitsPerEm
    } else {
      tracking = loaded.role == .systemFont ? SystemFontProfile.tracking(pointSize: pointSize) : 0
    }
    if loaded.role == .systemFont, !loaded.usesOwnVerticalMetrics {
      verticalMetrics = SystemFontProfile.verticalMetrics(pointSize: pointSize)
    } else {
      verticalMetrics = LoadedFaceInstance.faceMetrics(face.metrics, scale: pointSize / unitsPerEm)
    }
  }

  private static func faceMetrics(_ metrics: FontFaceMetrics, scale: Double) -> FontVerticalMetrics {
    var ascender = Double(metrics.ascender)
    var descender = Double(-metrics.descender)
    var gap = Double(max(0, metrics.lineGap))
    if ascender + descender + gap <= 0 {
      if let typoAscender = metrics.typoAscender, let typoDescender = metrics.typoDescender,
        typoAscender - typoDescender > 0
      {
        ascender = Double(typoAscender)
        descender = Double(-typoDescender)
        gap = Double(max(0, metrics.typoLineGap ?? 0))
      } else {
        let unitsPerEm = Double(metrics.unitsPerEm)
        ascender = 0.95 * unitsPerEm
        descender = 0.25 * unitsPerEm
        gap = 0
      }
    }
    let unitsPerEm = Double(metrics.unitsPerEm)
    return FontVerticalMetrics(
      ascender: ascender * scale, descender: descender * scale, leading: gap * scale,
      capHeight: Double(metrics.capHeight ?? Int(0.7 * unitsPerEm)) * scale,
      xHeight: Double(metrics.xHeight ?? Int(0.5 * unitsPerEm)) * scale)
  }

  /// See `GlyphMetricsSource`.
  func glyph(for scalar: Unicode.Scalar) -> UInt16? { face.glyph(for: scalar) }

  /// See `GlyphMetricsSource`.
  func advance(of glyph: UInt16) -> Double {
    var units = Double(face.advance(of: glyph))
    if let regionScalars, let variations = face.advanceVariations {
      units += variations.advanceDelta(of: glyph, scalars: regionScalars)
    }
    return units * scale
  }

  /// See `GlyphMetricsSource`.
  func kerning(_ left: UInt16, _ right: UInt16) -> Double {
    guard let layoutScalars else { return Double(face.kerning(left, right)) * scale }
    return face.kerning(left, right, layoutScalars: layoutScalars) * scale
  }

  /// See `GlyphMetricsSource`.
  func isMark(_ glyph: UInt16) -> Bool { face.isMark(glyph) }
}
