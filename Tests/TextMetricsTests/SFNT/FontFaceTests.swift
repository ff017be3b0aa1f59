import Testing

@testable import TextMetrics

/// The sfnt reader on tiny fonts built in memory (`SFNTBuilder`), one feature at a time. Expected values are the
/// numbers written into the tables, read back through the OpenType specification's rules.
struct FontFaceTests {
  /// Glyphs 0 (.notdef) … 3 with advances 500, 600, 700, 800; A→1, B→2, C→3.
  static let abc: [UInt32: Int] = [0x41: 1, 0x42: 2, 0x43: 3]

  static func face(_ builder: SFNTBuilder, index: Int = 0) throws -> FontFace {
    try FontFace(bytes: builder.build(), faceIndex: index)
  }

  @Test func readsTheRequiredTables() throws {
    var builder = SFNTBuilder.minimal(
      unitsPerEm: 2048, ascender: 1900, descender: -500, lineGap: 67, advances: [500, 600, 700, 800], mapping: Self.abc)
    builder.set("OS/2", FontTables.os2(weightClass: 700, selection: 0x80, capHeight: 1400, xHeight: 1000))
    builder.set("name", FontTables.name([(1, "Test Sans"), (2, "Bold"), (4, "Test Sans Bold"), (6, "TestSans-Bold")]))
    let face = try Self.face(builder)
    #expect(face.metrics.unitsPerEm == 2048)
    #expect(face.metrics.ascender == 1900)
    #expect(face.metrics.descender == -500)
    #expect(face.metrics.lineGap == 67)
    #expect(face.metrics.glyphCount == 4)
    #expect(face.metrics.weightClass == 700)
    #expect(face.metrics.useTypoMetrics)
    #expect(face.metrics.capHeight == 1400)
    #expect(face.metrics.xHeight == 1000)
    #expect(face.names.family == "Test Sans")
    #expect(face.names.postScriptName == "TestSans-Bold")
    #expect(face.glyph(for: "B") == 2)
    #expect(face.glyph(for: "Z") == nil)
    #expect(face.advance(of: 3) == 800)
    #expect(!face.hasCFFOutlines)
    #expect(face.kerningSource == .none)
  }

  /// hmtx: glyphs past numberOfHMetrics repeat the last long metric's advance (monospaced tails).
  @Test func shortHorizontalMetricsRepeatTheLastAdvance() throws {
    var builder = SFNTBuilder.minimal(advances: [500, 600], mapping: [0x41: 1])
    builder.set("maxp", FontTables.maxp(glyphs: 5))
    let face = try Self.face(builder)
    #expect(face.advance(of: 4) == 600)
    #expect(face.advance(of: 5) == 0)
  }

  /// cmap format 4 with an idRangeOffset indirection: glyphIdArray values get idDelta added (mod 65536), and a 0
  /// entry stays unmapped.
  @Test func format4WithRangeOffsets() throws {
    var w = ByteWriter()
    w.u16(0)
    w.u16(1)
    w.u16(3)
    w.u16(1)
    w.u32(12)
    // Format 4, two segments: 0x61…0x63 through glyphIdArray [5, 0, 7] with idDelta 1; then 0xFFFF.
    let subtable = w.count
    w.u16(4)
    w.u16(0)
    w.u16(0)
    w.u16(4)
    w.u16(0)
    w.u16(0)
    w.u16(0)
    w.u16(0x63)
    w.u16(0xFFFF)
    w.u16(0)
    w.u16(0x61)
    w.u16(0xFFFF)
    w.u16(1)
    w.u16(1)
    w.u16(4)  // idRangeOffset[0]: from its own position to glyphIdArray[0] (2 entries later)
    w.u16(0)
    w.u16(5)
    w.u16(0)
    w.u16(7)
    w.set16(subtable + 2, w.count - subtable)
    var builder = SFNTBuilder.minimal(advances: Array(repeating: 100, count: 10), mapping: [:])
    builder.set("cmap", w.bytes)
    let face = try Self.face(builder)
    #expect(face.glyph(forCodePoint: 0x61) == 6)
    #expect(face.glyph(forCodePoint: 0x62) == nil)
    #expect(face.glyph(forCodePoint: 0x63) == 8)
    #expect(face.characterMap.mappings().map(\.codePoint) == [0x61, 0x63])
  }

  /// A font with only a format 12 subtable (like Noto Color Emoji) maps code points beyond the BMP.
  @Test func format12Only() throws {
    var builder = SFNTBuilder.minimal(advances: Array(repeating: 100, count: 10), mapping: [:])
    builder.set("cmap", FontTables.cmap(format12: [(0x41, 0x43, 1), (0x1F600, 0x1F601, 5)]))
    let face = try Self.face(builder)
    #expect(face.glyph(forCodePoint: 0x42) == 2)
    #expect(face.glyph(forCodePoint: 0x1F601) == 6)
    #expect(face.glyph(forCodePoint: 0x1F602) == nil)
    #expect(face.characterMap.chosen == CharacterMap.Subtable(platform: 3, encoding: 10, format: 12))
  }

  /// Legacy kern with the Microsoft header and with Apple's header (version 1.0, 32-bit counts).
  @Test(arguments: [true, false])
  func legacyKerning(apple: Bool) throws {
    var builder = SFNTBuilder.minimal(advances: [500, 600, 700, 800], mapping: Self.abc)
    let pairs = [(1, 2, -50), (2, 3, 30)]
    builder.set("kern", apple ? FontTables.kernApple(pairs) : FontTables.kernMicrosoft(pairs))
    let face = try Self.face(builder)
    #expect(face.kerningSource == .kern)
    #expect(face.kerning(1, 2) == -50)
    #expect(face.kerning(2, 3) == 30)
    #expect(face.kerning(3, 1) == 0)
  }

  /// Cross-stream and vertical kern subtables do not change widths.
  @Test func crossStreamKerningIsIgnored() throws {
    var builder = SFNTBuilder.minimal(advances: [500, 600, 700, 800], mapping: Self.abc)
    builder.set("kern", FontTables.kernMicrosoft([(1, 2, -50)], coverage: 0x0005))
    #expect(try Self.face(builder).kerning(1, 2) == 0)
    builder.set("kern", FontTables.kernApple([(1, 2, -50)], coverage: 0x8000))
    #expect(try Self.face(builder).kerning(1, 2) == 0)
  }

  /// GPOS PairPos format 1 and format 2, plain and inside Extension lookups; GPOS wins over kern.
  @Test(arguments: [false, true])
  func pairPositioning(extension: Bool) throws {
    var builder = SFNTBuilder.minimal(advances: [500, 600, 700, 800], mapping: Self.abc)
    builder.set("kern", FontTables.kernMicrosoft([(1, 2, -999)]))
    let format1 = FontTables.pairPosFormat1([(1, 2, -40), (1, 3, -10)])
    let format2 = FontTables.pairPosFormat2(
      firstClasses: [2: 1, 3: 1], secondClasses: [1: 1, 2: 2], values: [[0, 0, 0], [0, -25, 15]])
    builder.set("GPOS", FontTables.gpos(lookups: [[format1], [format2]], extension: `extension`))
    let face = try Self.face(builder)
    #expect(face.kerningSource == .gpos)
    #expect(face.kerning(1, 2) == -40)
    #expect(face.kerning(1, 3) == -10)
    #expect(face.kerning(2, 1) == -25)
    #expect(face.kerning(3, 2) == 15)
    #expect(face.kerning(2, 3) == 0)
  }

  /// Within one lookup the first subtable that covers the first glyph wins; lookups add up.
  @Test func firstSubtableWinsAndLookupsAdd() throws {
    var builder = SFNTBuilder.minimal(advances: [500, 600, 700, 800], mapping: Self.abc)
    let first = FontTables.pairPosFormat1([(1, 2, -40)])
    let second = FontTables.pairPosFormat1([(1, 2, -7), (1, 3, -3)])
    builder.set("GPOS", FontTables.gpos(lookups: [[first, second], [second]]))
    let face = try Self.face(builder)
    #expect(face.kerning(1, 2) == -47)
    #expect(face.kerning(1, 3) == -6)
  }

  /// A `kern` feature reachable only from a script other than latn/DFLT is not used… unless the font has
  /// neither, when every kern feature counts.
  @Test func scriptSelection() throws {
    var builder = SFNTBuilder.minimal(advances: [500, 600, 700, 800], mapping: Self.abc)
    builder.set("GPOS", FontTables.gpos(lookups: [[FontTables.pairPosFormat1([(1, 2, -40)])]], script: "DFLT"))
    #expect(try Self.face(builder).kerning(1, 2) == -40)
    builder.set("GPOS", FontTables.gpos(lookups: [[FontTables.pairPosFormat1([(1, 2, -40)])]], script: "cyrl"))
    #expect(try Self.face(builder).kerning(1, 2) == -40)
  }

  /// GDEF glyph class 3 marks a glyph as a mark.
  @Test func markClasses() throws {
    var builder = SFNTBuilder.minimal(advances: [500, 600, 700, 800], mapping: Self.abc)
    builder.set("GDEF", FontTables.gdef(classes: [1: 1, 3: 3]))
    let face = try Self.face(builder)
    #expect(face.isMark(3))
    #expect(!face.isMark(1))
    #expect(face.glyphClass(of: 1) == 1)
    #expect(face.glyphClass(of: 2) == 0)
  }

  /// A `ttcf` collection: faces picked by index; a bad index is an error naming the collection header.
  @Test func collections() throws {
    let first = SFNTBuilder.minimal(advances: [500, 600], mapping: [0x41: 1])
    let second = SFNTBuilder.minimal(unitsPerEm: 2048, advances: [500, 900], mapping: [0x41: 1])
    let bytes = SFNTBuilder.collection([first, second])
    #expect(try FontFace.faceCount(in: bytes) == 2)
    #expect(try FontFace(bytes: bytes, faceIndex: 0).advance(of: 1) == 600)
    let face = try FontFace(bytes: bytes, faceIndex: 1)
    #expect(face.advance(of: 1) == 900)
    #expect(face.metrics.unitsPerEm == 2048)
    #expect(face.faceIndex == 1)
    #expect(throws: FontLoadingError.self) { try FontFace(bytes: bytes, faceIndex: 2) }
  }

  /// OTTO (CFF-flavoured) fonts are read for their metrics; the CFF table itself is never parsed.
  @Test func cffFlavour() throws {
    var builder = SFNTBuilder.minimal(advances: [500, 600], mapping: [0x41: 1])
    builder.version = "OTTO"
    builder.set("CFF ", [1, 2, 3])
    let face = try Self.face(builder)
    #expect(face.hasCFFOutlines)
    #expect(face.advance(of: 1) == 600)
  }

  /// trak: the normal track interpolates linearly between sizes and holds at the ends.
  @Test func tracking() throws {
    var builder = SFNTBuilder.minimal(advances: [500, 600], mapping: [0x41: 1])
    builder.set("trak", FontTables.trak([(10, 40), (20, -20), (30, 10)]))
    let face = try Self.face(builder)
    #expect(face.hasTrackingTable)
    #expect(face.tracking(atPointSize: 5) == 40)
    #expect(face.tracking(atPointSize: 15) == 10)
    #expect(face.tracking(atPointSize: 25) == -5)
    #expect(face.tracking(atPointSize: 99) == 10)
  }

  /// fvar + avar normalisation, HVAR advance deltas with region scalars.
  @Test func variations() throws {
    var builder = SFNTBuilder.minimal(advances: [500, 600, 700], mapping: [0x41: 1, 0x42: 2])
    builder.set("fvar", FontTables.fvar([("wght", 100, 400, 900), ("opsz", 17, 28, 96)]))
    builder.set("avar", FontTables.avar([[(-1, -1), (0, 0), (0.5, 0.25), (1, 1)], [(-1, -1), (0, 0), (1, 1)]]))
    // Region 0: wght towards +1; region 1: opsz towards -1 (peak at opsz 17).
    builder.set(
      "HVAR",
      FontTables.hvar(
        regions: [[(0, 1, 1), (0, 0, 0)], [(0, 0, 0), (-1, -1, 0)]], deltas: [[0, 0], [100, 60], [-40, 0]]))
    let face = try Self.face(builder)
    #expect(face.variationAxes.axes.map(\.tag) == ["wght", "opsz"])
    // wght 650 → (650 − 400)/500 = 0.5 → avar 0.25; opsz 17 → −1.
    let coordinates = face.variationAxes.normalizedCoordinates(["wght": 650, "opsz": 17])
    #expect(coordinates == [0.25, -1])
    let variations = try #require(face.advanceVariations)
    let scalars = variations.regionScalars(at: coordinates)
    #expect(scalars == [0.25, 1])
    #expect(variations.advanceDelta(of: 1, scalars: scalars) == 100 * 0.25 + 60)
    #expect(variations.advanceDelta(of: 2, scalars: scalars) == -10)
    // Coordinates clamp to the axis range; axes not given stay at the default.
    #expect(face.variationAxes.normalizedCoordinates(["wght": 5000]) == [1, 0])
  }

  /// Names: Windows English preferred; a typographic family (ID 16) beats the legacy family (ID 1).
  @Test func names() throws {
    var builder = SFNTBuilder.minimal(advances: [500, 600], mapping: [0x41: 1])
    builder.set(
      "name", FontTables.name([(1, "SF Pro Text"), (16, "SF Pro"), (6, "SFPro-Regular"), (5, "Version 1.0")]))
    let face = try Self.face(builder)
    #expect(face.names.family == "SF Pro")
    #expect(face.names.version == "Version 1.0")
  }
}
