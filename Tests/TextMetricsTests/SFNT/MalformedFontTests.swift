import Testing
import TextMetrics

/// Malformed fonts are errors that name the table and the byte offset, never traps: truncated tables, offsets
/// past the end, huge counts and structures that would loop. Each font is a valid tiny font with one defect.
struct MalformedFontTests {
  static let valid = SFNTBuilder.minimal(advances: [500, 600, 700], mapping: [0x41: 1, 0x42: 2])

  /// The error reading `bytes`, or nil when they read fine.
  static func error(_ bytes: [UInt8], faceIndex: Int = 0) -> FontLoadingError? {
    do {
      _ = try FontFace(bytes: bytes, faceIndex: faceIndex)
      return nil
    } catch {
      return error
    }
  }

  static func error(_ builder: SFNTBuilder) -> FontLoadingError? { error(builder.build()) }

  /// The offset of a table's data in `builder.build()`.
  static func offset(of tag: String, in builder: SFNTBuilder) -> Int {
    var offset = 12 + 16 * builder.tables.count
    for table in builder.tables {
      if table.tag == tag { return offset }
      offset += (table.data.count + 3) / 4 * 4
    }
    return -1
  }

  @Test func validFontReads() {
    #expect(Self.error(Self.valid) == nil)
  }

  @Test func emptyAndTinyFiles() {
    #expect(Self.error([])?.table == "sfnt header")
    #expect(Self.error([0, 1, 0])?.table == "sfnt header")
    #expect(Self.error(Array("wOFF....".utf8))?.reason.contains("not an sfnt") == true)
  }

  /// Every proper prefix of a valid font is an error, never a trap or an out-of-bounds read.
  @Test func everyTruncationIsAnError() {
    let bytes = Self.valid.build()
    for length in 0..<bytes.count where Self.error(Array(bytes.prefix(length))) == nil {
      Issue.record("a font cut to \(length) of \(bytes.count) bytes was accepted")
    }
  }

  /// A truncated table: cmap cut inside its subtable. The error names cmap and an offset inside it.
  @Test func truncatedTable() throws {
    var builder = Self.valid
    let cmap = try #require(builder.tables.first { $0.tag == "cmap" }).data
    builder.set("cmap", Array(cmap.prefix(20)))
    let error = try #require(Self.error(builder))
    #expect(error.table == "cmap")
    let start = Self.offset(of: "cmap", in: builder)
    #expect(error.offset >= start && error.offset <= start + 20)
  }

  @Test func missingRequiredTable() throws {
    var builder = Self.valid
    builder.tables.removeAll { $0.tag == "hmtx" }
    let error = try #require(Self.error(builder))
    #expect(error.table == "hmtx")
    #expect(error.reason.contains("required"))
  }

  /// A table directory entry pointing past the end of the file.
  @Test func tableOffsetPastTheEnd() throws {
    var bytes = Self.valid.build()
    // The first record (head) at 12: its offset field at 20.
    bytes[20] = 0x7F
    let error = try #require(Self.error(bytes))
    #expect(error.table == "head")
    #expect(error.reason.contains("past the end"))
  }

  /// A cmap encoding record whose subtable offset is past the table's end.
  @Test func cmapSubtableOffsetPastTheEnd() throws {
    var builder = Self.valid
    var w = ByteWriter()
    w.u16(0)
    w.u16(1)
    w.u16(3)
    w.u16(1)
    w.u32(0x00FF_FFFF)
    builder.set("cmap", w.bytes)
    let error = try #require(Self.error(builder))
    #expect(error.table == "cmap")
    #expect(error.offset == Self.offset(of: "cmap", in: builder) + 8)
  }

  /// Huge counts: more table records, cmap groups, kerning pairs, PairPos class cells or collection faces than
  /// the bytes can hold.
  @Test func hugeCounts() throws {
    var bytes = Self.valid.build()
    bytes[4] = 0xFF
    bytes[5] = 0xFF
    #expect(Self.error(bytes)?.table == "table directory")

    var builder = Self.valid
    var groups = FontTables.cmap(format12: [(0x41, 0x42, 1)])
    groups[12 + 12] = 0xFF  // numGroups = 0xFF000001
    builder.set("cmap", groups)
    let cmapError = try #require(Self.error(builder))
    #expect(cmapError.table == "cmap")
    #expect(cmapError.reason.contains("groups"))

    builder = Self.valid
    var kern = FontTables.kernMicrosoft([(1, 2, -5)])
    kern[10] = 0xFF  // nPairs = 0xFF01
    builder.set("kern", kern)
    #expect(Self.error(builder)?.table == "kern")

    builder = Self.valid
    var pairPos = FontTables.pairPosFormat2(firstClasses: [1: 1], secondClasses: [2: 1], values: [[0, 0], [0, -5]])
    pairPos[12] = 0xFF  // class1Count
    builder.set("GPOS", FontTables.gpos(lookups: [[pairPos]]))
    #expect(Self.error(builder)?.table == "GPOS")

    var collection = SFNTBuilder.collection([Self.valid])
    collection[8] = 0x7F
    #expect(Self.error(collection)?.table == "ttcf header")

    builder = Self.valid
    var maxp = FontTables.maxp(glyphs: 3)
    maxp[4] = 0xFF  // numGlyphs far beyond hmtx; advances repeat, so only the count is checked
    builder.set("maxp", maxp)
    #expect(Self.error(builder) == nil)
    builder.set("hhea", FontTables.hhea(ascender: 800, descender: -200, lineGap: 0, metrics: 0xFFFF))
    builder.set("maxp", FontTables.maxp(glyphs: 0xFFFF))
    #expect(Self.error(builder)?.table == "hmtx")
  }

  /// Structures that would loop: format 4 segments out of order, overlapping format 12 groups, a kern
  /// subtable of length 0, an Extension lookup pointing at another Extension.
  @Test func loops() throws {
    var builder = Self.valid
    var w = ByteWriter()
    w.u16(0)
    w.u16(1)
    w.u16(3)
    w.u16(1)
    w.u32(12)
    w.u16(4)
    w.u16(32)
    w.u16(0)
    w.u16(6)
    w.u16(0)
    w.u16(0)
    w.u16(0)
    w.u16(0x50)  // ends: 0x50, 0x40 (out of order), 0xFFFF
    w.u16(0x40)
    w.u16(0xFFFF)
    w.u16(0)
    w.u16(0x41)
    w.u16(0x30)
    w.u16(0xFFFF)
    for _ in 0..<6 { w.u16(0) }
    builder.set("cmap", w.bytes)
    let format4 = try #require(Self.error(builder))
    #expect(format4.table == "cmap")
    #expect(format4.reason.contains("segment"))

    builder = Self.valid
    builder.set("cmap", FontTables.cmap(format12: [(0x41, 0x50, 1), (0x45, 0x46, 1)]))
    #expect(Self.error(builder)?.reason.contains("overlaps") == true)

    builder = Self.valid
    var kern = ByteWriter()
    kern.u16(0)
    kern.u16(0xFFFF)
    kern.u16(0)
    kern.u16(0)  // length 0
    kern.u16(0x0201)  // format 2
    kern.u16(0)
    builder.set("kern", kern.bytes)
    let kernError = try #require(Self.error(builder))
    #expect(kernError.table == "kern")
    #expect(kernError.reason.contains("length 0"))

    builder = Self.valid
    var gpos = FontTables.gpos(lookups: [[FontTables.pairPosFormat1([(1, 2, -5)])]], extension: true)
    // The extension subtable's extensionLookupType (2) becomes 9.
    let extensionType = try #require(Self.extensionTypeOffset(in: gpos))
    gpos[extensionType + 1] = 9
    builder.set("GPOS", gpos)
    let gposError = try #require(Self.error(builder))
    #expect(gposError.table == "GPOS")
    #expect(gposError.reason.contains("extension"))
  }

  /// The offset of the first extension subtable's extensionLookupType in a `FontTables.gpos` table.
  static func extensionTypeOffset(in gpos: [UInt8]) -> Int? {
    func u16(_ at: Int) -> Int { Int(gpos[at]) << 8 | Int(gpos[at + 1]) }
    let lookupList = u16(8)
    let lookup = lookupList + u16(lookupList + 2)
    let subtable = lookup + u16(lookup + 6)
    return subtable + 2
  }

  @Test func badHeadValues() {
    var builder = Self.valid
    builder.set("head", FontTables.head(unitsPerEm: 1000, magic: 0x1234_5678))
    #expect(Self.error(builder)?.reason.contains("magic") == true)
    builder.set("head", FontTables.head(unitsPerEm: 0))
    #expect(Self.error(builder)?.reason.contains("unitsPerEm") == true)
  }

  /// The error's description names the table and the offset.
  @Test func descriptionNamesTableAndOffset() {
    let error = FontLoadingError(table: "cmap", offset: 1234, reason: "format 4 segCountX2 is 3")
    #expect(error.description == "cmap at byte offset 1234: format 4 segCountX2 is 3")
  }
}
