/// The face-wide numbers of a font, in font units, from `head`, `hhea`, `maxp` and `OS/2`.
package struct FontFaceMetrics: Hashable, Sendable {
  /// `head.unitsPerEm` (16…16384).
  package var unitsPerEm: Int
  /// `hhea.ascender`: the baseline's distance below the line's top, positive upwards.
  package var ascender: Int
  /// `hhea.descender`: negative below the baseline, as the font stores it.
  package var descender: Int
  /// `hhea.lineGap`: the leading CoreText adds below the descender.
  package var lineGap: Int
  /// `hhea.numberOfHMetrics`.
  package var numberOfHMetrics: Int
  /// `maxp.numGlyphs`.
  package var glyphCount: Int
  /// `OS/2.version`, when the face has an `OS/2` table.
  package var os2Version: Int?
  /// `OS/2.usWeightClass` (100…900 for ordinary faces), when present.
  package var weightClass: Int?
  /// `OS/2.sTypoAscender`, when present.
  package var typoAscender: Int?
  /// `OS/2.sTypoDescender`, when present.
  package var typoDescender: Int?
  /// `OS/2.sTypoLineGap`, when present.
  package var typoLineGap: Int?
  /// `OS/2.usWinAscent`, when present.
  package var winAscent: Int?
  /// `OS/2.usWinDescent`, when present.
  package var winDescent: Int?
  /// `OS/2.fsSelection` bit 7 (USE_TYPO_METRICS). CoreText builds lines from `hhea` regardless, so this is
  /// reported, not used for measuring.
  package var useTypoMetrics: Bool
  /// `OS/2.fsSelection` bit 0 (italic).
  package var isItalic: Bool
  /// `OS/2.sxHeight` (version 2 and later), when present.
  package var xHeight: Int?
  /// `OS/2.sCapHeight` (version 2 and later), when present.
  package var capHeight: Int?

  /// Reads `head`, `hhea`, `maxp` and (when present) `OS/2`.
  init(directory: FontTableDirectory) throws(FontLoadingError) {
    let head = try directory.requiredTable("head")
    try head.require(0, 54, "the head table")
    guard try head.uint32(12) == 0x5F0F_3CF5 else {
      throw head.error(at: 12, "bad magic number \(try head.uint32(12)) (expected 0x5F0F3CF5)")
    }
    unitsPerEm = Int(try head.uint16(18))
    guard (16...16384).contains(unitsPerEm) else {
      throw head.error(at: 18, "unitsPerEm \(unitsPerEm) is outside 16…16384")
    }
    let hhea = try directory.requiredTable("hhea")
    try hhea.require(0, 36, "the hhea table")
    ascender = Int(try hhea.int16(4))
    descender = Int(try hhea.int16(6))
    lineGap = Int(try hhea.int16(8))
    numberOfHMetrics = Int(try hhea.uint16(34))
    let maxp = try directory.requiredTable("maxp")
    glyphCount = Int(try maxp.uint16(4))
    guard glyphCount > 0 else { throw maxp.error(at: 4, "numGlyphs is 0") }
    guard numberOfHMetrics > 0 else { throw hhea.error(at: 34, "numberOfHMetrics is 0") }

    useTypoMetrics = false
    isItalic = false
    guard let os2 = try directory.table("OS/2"), os2.contains(0, 6) else { return }
    os2Version = Int(try os2.uint16(0))
    weightClass = Int(try os2.uint16(4))
    if os2.contains(0, 78) {
      let selection = try os2.uint16(62)
      useTypoMetrics = selection & 0x80 != 0
      isItalic = selection & 0x01 != 0
      typoAscender = Int(try os2.int16(68))
      typoDescender = Int(try os2.int16(70))
      typoLineGap = Int(try os2.int16(72))
      winAscent = Int(try os2.uint16(74))
      winDescent = Int(try os2.uint16(76))
    }
    if let version = os2Version, version >= 2, os2.contains(0, 90) {
      xHeight = Int(try os2.int16(86))
      capHeight = Int(try os2.int16(88))
    }
  }
}
