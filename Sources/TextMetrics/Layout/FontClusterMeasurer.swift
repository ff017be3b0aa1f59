/// Measures grapheme clusters with a font, falling back to the SF emulation and then to `FontFallback`'s
/// estimates, the way CoreText walks its cascade list.
///
/// Per cluster: an emoji cluster is one glyph (the primary font's, else the emoji estimate). Otherwise each
/// scalar adds its glyph's advance plus the font's tracking, except zero-width scalars (default-ignorables,
/// combining and enclosing marks, format and control characters) and glyphs the font classes as marks. A tab is
/// measured as a space; a no-break or fixed-width space the fonts lack is measured as a space too. Kerning
/// applies between the last glyph of a cluster and the first glyph of the next when both come from one font,
/// so marks never kern.
struct FontClusterMeasurer<Primary: GlyphMetricsSource>: ClusterMeasuring {
  /// Source tags in `ClusterMeasure.source`.
  private static var primarySource: UInt8 { 1 }
  private static var fallbackSource: UInt8 { 2 }

  /// The font asked for.
  let primary: Primary
  /// The SF emulation behind a loaded face; nil when the primary font is the emulation itself.
  let fallback: SystemFontInstance?
  /// The point size, for estimated widths in ems.
  let pointSize: Double

  /// See `ClusterMeasuring`.
  func measure(_ character: Character, breakClass: ClusterBreakClass) -> ClusterMeasure {
    guard breakClass != .hardBreak else { return .empty }
    let scalars = character.unicodeScalars
    if breakClass == .ideographic, ClusterBreakClass.isEmojiCluster(scalars) {
      if let first = scalars.first, let glyph = primary.glyph(for: first) {
        return ClusterMeasure(
          width: primary.advance(of: glyph) + primary.tracking, firstGlyph: glyph, lastGlyph: glyph,
          source: Self.primarySource, isEstimate: false)
      }
      return ClusterMeasure(
        width: FontFallback.emojiAdvance * pointSize, firstGlyph: nil, lastGlyph: nil, source: 0, isEstimate: true)
    }
    var result = ClusterMeasure.empty
    for scalar in scalars { add(scalar, breakClass: breakClass, to: &result) }
    return result
  }

  /// See `ClusterMeasuring`. A font measuring alone reads the byte's measure from its table when it keeps one
  /// (`GlyphMetricsSource.measureAlone(ascii:pointSize:)`, the SF emulation's): the lookups, fallbacks and checks of
  /// `add` cost about 270 instructions a character.
  func measureASCII(_ scalar: Unicode.Scalar, breakClass: ClusterBreakClass) -> ClusterMeasure {
    if fallback == nil, scalar.isASCII, case let byte = UInt8(truncatingIfNeeded: scalar.value),
      breakClass == ClusterBreakClass(ascii: byte),
      let measure = primary.measureAlone(ascii: byte, pointSize: pointSize)
    {
      return measure
    }
    var result = ClusterMeasure.empty
    if breakClass != .hardBreak { add(scalar, breakClass: breakClass, to: &result) }
    return result
  }

  /// Adds one scalar of a cluster that is not an emoji.
  private func add(_ original: Unicode.Scalar, breakClass: ClusterBreakClass, to result: inout ClusterMeasure) {
    let scalar: Unicode.Scalar = original == "\t" ? " " : original
    guard !FontFallback.isZeroWidth(scalar) else { return }
    guard let (glyph, source) = resolve(scalar) ?? (breakClass == .glue || breakClass == .space ? resolve(" ") : nil)
    else {
      result.width += FontFallback.advance(for: scalar) * pointSize
      result.isEstimate = true
      return
    }
    let isMark = source == Self.primarySource ? primary.isMark(glyph) : fallback?.isMark(glyph) ?? false
    guard !isMark else { return }
    let (advance, tracking) =
      source == Self.primarySource
      ? (primary.advance(of: glyph), primary.tracking)
      : (fallback?.advance(of: glyph) ?? 0, fallback?.tracking ?? 0)
    result.width += advance + tracking
    if result.firstGlyph == nil {
      result.firstGlyph = glyph
      result.source = source
    }
    result.lastGlyph = source == result.source ? glyph : nil
  }

  /// The glyph for a scalar and the font it came from.
  private func resolve(_ scalar: Unicode.Scalar) -> (UInt16, UInt8)? {
    if let glyph = primary.glyph(for: scalar) { return (glyph, Self.primarySource) }
    if let fallback, let glyph = fallback.glyph(for: scalar) { return (glyph, Self.fallbackSource) }
    return nil
  }

  /// See `ClusterMeasuring`.
  func kerning(_ left: ClusterMeasure, _ right: ClusterMeasure) -> Double {
    guard let leftGlyph = left.lastGlyph, let rightGlyph = right.firstGlyph else { return 0 }
    switch left.source {
    case Self.primarySource: return primary.kerning(leftGlyph, rightGlyph)
    case Self.fallbackSource: return fallback?.kerning(leftGlyph, rightGlyph) ?? 0
    default: return 0
    }
  }
}
