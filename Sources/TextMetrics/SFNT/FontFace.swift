/// One face of a TrueType, OpenType (CFF outlines: metrics only) or collection file, read for measuring text.
///
/// Reading validates and copies everything measuring needs into Swift arrays (advances, the chosen `cmap`
/// subtable's segments, kerning, glyph classes, tracking and advance variations), so measuring never reads the
/// file's bytes again and never fails. Outline tables (`glyf`, `CFF `, `CFF2`) are not read: advances come from
/// `hmtx` in every flavour.
///
/// Tables read: `head`, `hhea`, `maxp`, `hmtx`, `cmap` (required); `OS/2`, `name`, `kern`, `GPOS`, `GDEF`,
/// `trak`, `fvar`, `avar`, `HVAR` (when present). A malformed table is a `FontLoadingError` naming the table and
/// the byte offset; the reader never traps.
public final class FontFace: Sendable {
  /// Where the face's kerning comes from.
  public enum KerningSource: String, Hashable, Sendable {
    /// PairPos lookups of the `GPOS` `kern` feature.
    case gpos
    /// The legacy `kern` table (used only when `GPOS` has no kerning, as CoreText and HarfBuzz do).
    case kern
    /// No kerning.
    case none
  }

  /// The largest font file read, in bytes: big CJK collections reach about 80 MB.
  public static let maximumFileSize = 128 << 20

  /// The face's index in its file (0 unless the file is a collection).
  public let faceIndex: Int
  /// Whether the outlines are CFF (`OTTO`), as opposed to TrueType.
  public let hasCFFOutlines: Bool
  /// Face-wide metrics in font units.
  package let metrics: FontFaceMetrics
  /// The face's names.
  package let names: FontNames
  /// The character map.
  package let characterMap: CharacterMap
  /// The variation axes (none for a static font).
  package let variationAxes: VariationAxes
  /// Every table tag in the face's directory, sorted.
  public let tableTags: [String]
  /// Where kerning comes from.
  public let kerningSource: KerningSource

  /// `hmtx` advances, one per glyph.
  private let advances: [UInt16]
  private let glyphClasses: ClassDefinitionTable?
  private let pairAdjustments: PairAdjustmentTable?
  private let kerningTable: KerningTable?
  /// The `trak` normal track, when present.
  let trackingTable: TrackingTable?
  /// `HVAR`, when the face is variable and has one.
  let advanceVariations: AdvanceVariations?
  /// `GDEF`'s ItemVariationStore (version 1.3): the deltas of variable kerning.
  let layoutVariations: ItemVariationStore?

  /// The number of faces in a file: the count of a `ttcf` collection, else 1.
  public static func faceCount(in bytes: [UInt8]) throws(FontLoadingError) -> Int {
    try checkSize(bytes)
    return try FontTableDirectory.faceCount(in: bytes)
  }

  private static func checkSize(_ bytes: [UInt8]) throws(FontLoadingError) {
    guard bytes.count <= maximumFileSize else {
      throw FontLoadingError(
        table: "file", offset: 0, reason: "\(bytes.count) bytes is larger than the \(maximumFileSize)-byte limit")
    }
  }

  /// Reads face `faceIndex` of a font file.
  public init(bytes: [UInt8], faceIndex: Int = 0) throws(FontLoadingError) {
    try FontFace.checkSize(bytes)
    let directory = try FontTableDirectory(bytes: bytes, faceIndex: faceIndex)
    self.faceIndex = faceIndex
    hasCFFOutlines = directory.flavor == .cff
    tableTags = directory.tables.keys.sorted()
    let metrics = try FontFaceMetrics(directory: directory)
    self.metrics = metrics
    names = try directory.table("name").map { table throws(FontLoadingError) in try FontNames(table) } ?? FontNames()
    characterMap = try CharacterMap(table: try directory.requiredTable("cmap"))
    advances = try FontFace.readAdvances(try directory.requiredTable("hmtx"), metrics: metrics)
    let gdef = try directory.table("GDEF")
    if let gdef, let offset = Int(exactly: try gdef.uint16(4)), offset != 0 {
      glyphClasses = try ClassDefinitionTable(gdef, at: offset)
    } else {
      glyphClasses = nil
    }
    if let gdef, try gdef.uint16(0) == 1, try gdef.uint16(2) >= 3, let store = Int(exactly: try gdef.uint32(14)),
      store != 0
    {
      layoutVariations = try ItemVariationStore(gdef, at: store)
    } else {
      layoutVariations = nil
    }
    let pairs = try directory.table("GPOS").map { table throws(FontLoadingError) in try PairAdjustmentTable(table) }
    let kern = try directory.table("kern").map { table throws(FontLoadingError) in try KerningTable(table) }
    if let pairs, !pairs.isEmpty {
      kerningSource = .gpos
    } else if let kern, !kern.isEmpty {
      kerningSource = .kern
    } else {
      kerningSource = .none
    }
    pairAdjustments = kerningSource == .gpos ? pairs : nil
    kerningTable = kerningSource == .kern ? kern : nil
    trackingTable = try directory.table("trak").flatMap { table throws(FontLoadingError) in try TrackingTable(table) }
    if let fvar = try directory.table("fvar") {
      variationAxes = try VariationAxes(fvar: fvar, avar: try directory.table("avar"))
    } else {
      variationAxes = VariationAxes()
    }
    advanceVariations =
      variationAxes.axes.isEmpty
      ? nil : try directory.table("HVAR").map { table throws(FontLoadingError) in try AdvanceVariations(table) }
  }

  private static func readAdvances(
    _ hmtx: FontDataReader, metrics: FontFaceMetrics
  ) throws(FontLoadingError) -> [UInt16] {
    let longMetrics = min(metrics.numberOfHMetrics, metrics.glyphCount)
    _ = try hmtx.arrayLength(longMetrics, 4, at: 0, "hmtx long metrics (numberOfHMetrics \(metrics.numberOfHMetrics))")
    var advances: [UInt16] = []
    advances.reserveCapacity(metrics.glyphCount)
    for glyph in 0..<longMetrics { advances.append(try hmtx.uint16(4 * glyph)) }
    // Glyphs past numberOfHMetrics (monospaced tails) repeat the last long metric's advance.
    let last = advances.last ?? 0
    advances.append(contentsOf: repeatElement(last, count: metrics.glyphCount - longMetrics))
    return advances
  }

  /// The glyph for a Unicode scalar, or nil when the face has none (or maps it to a glyph it does not have).
  public func glyph(for scalar: Unicode.Scalar) -> UInt16? { glyph(forCodePoint: scalar.value) }

  /// The glyph for a code point, or nil when the face has none.
  public func glyph(forCodePoint codePoint: UInt32) -> UInt16? {
    guard let glyph = characterMap.glyph(for: codePoint), glyph < UInt32(advances.count) else { return nil }
    return UInt16(glyph)
  }

  /// The `hmtx` advance of a glyph in font units (the default instance of a variable font); 0 for a glyph the
  /// face does not have.
  public func advance(of glyph: UInt16) -> Int {
    Int(glyph) < advances.count ? Int(advances[Int(glyph)]) : 0
  }

  /// The horizontal pair adjustment of two glyphs in font units (`GPOS` kerning when the face has it, else the
  /// `kern` table).
  public func kerning(_ left: UInt16, _ right: UInt16) -> Int {
    switch kerningSource {
    case .gpos: return pairAdjustments?.adjustment(left, right) ?? 0
    case .kern: return kerningTable?.adjustment(left, right) ?? 0
    case .none: return 0
    }
  }

  /// The pair adjustment in font units at a variable font's instance, given region scalars of `GDEF`'s variation
  /// store (`layoutVariations.regionScalars(at:)`); the legacy `kern` table does not vary.
  func kerning(_ left: UInt16, _ right: UInt16, layoutScalars: [Double]) -> Double {
    guard kerningSource == .gpos, let pairAdjustments, let layoutVariations else {
      return Double(kerning(left, right))
    }
    return pairAdjustments.adjustment(left, right) { index in
      layoutVariations.delta(outer: Int(index >> 16), inner: Int(index & 0xFFFF), scalars: layoutScalars)
    }
  }

  /// The `GDEF` glyph class: 1 base, 2 ligature, 3 mark, 4 component, 0 when unclassified or without `GDEF`.
  public func glyphClass(of glyph: UInt16) -> Int { glyphClasses?.classOf(glyph) ?? 0 }

  /// Whether `GDEF` classes the glyph as a mark (zero width, skipped by kerning).
  public func isMark(_ glyph: UInt16) -> Bool { glyphClass(of: glyph) == 3 }

  /// Whether the face has an AAT `trak` table with a normal track.
  public var hasTrackingTable: Bool { trackingTable != nil }

  /// The `trak` normal track at a point size in font units; 0 without a table.
  public func tracking(atPointSize pointSize: Double) -> Double { trackingTable?.value(at: pointSize) ?? 0 }

  /// Tables the face has that change widths but that this reader does not apply (GSUB substitutions, AAT
  /// `morx`/`kerx`, `gvar`-only advance variations), for "approximate" notes in explanations.
  public var unappliedTables: [String] {
    var tags = ["GSUB", "morx", "kerx", "MVAR"].filter(tableTags.contains)
    if !variationAxes.axes.isEmpty, advanceVariations == nil, tableTags.contains("gvar") { tags.append("gvar") }
    return tags
  }
}
