/// `HVAR`: how a variable font's advance widths change along its axes.
struct AdvanceVariations: Sendable {
  private let store: ItemVariationStore
  /// The advance-width DeltaSetIndexMap as (outer, inner) per glyph; nil maps glyph g to (0, g).
  private let mapping: [(outer: Int, inner: Int)]?

  /// The most map entries read (a glyph ID is 16-bit, so more are never used).
  static let maximumMapEntries = 65_536

  /// Reads `HVAR`: its ItemVariationStore and advance-width mapping.
  init(_ table: FontDataReader) throws(FontLoadingError) {
    store = try ItemVariationStore(table, at: Int(try table.uint32(4)))
    let mapOffset = Int(try table.uint32(8))
    guard mapOffset != 0 else {
      mapping = nil
      return
    }
    let format = try table.uint8(mapOffset)
    let entryFormat = try table.uint8(mapOffset + 1)
    let count: Int
    let dataStart: Int
    switch format {
    case 0:
      count = Int(try table.uint16(mapOffset + 2))
      dataStart = mapOffset + 4
    case 1:
      count = Int(try table.uint32(mapOffset + 2))
      dataStart = mapOffset + 6
    default:
      throw table.error(at: mapOffset, "delta set index map format \(format) is not 0 or 1")
    }
    let innerBits = Int(entryFormat & 0x0F) + 1
    let entrySize = Int((entryFormat & 0x30) >> 4) + 1
    let used = min(count, AdvanceVariations.maximumMapEntries)
    _ = try table.arrayLength(used, entrySize, at: dataStart, "delta set index map entries")
    var mapping: [(outer: Int, inner: Int)] = []
    mapping.reserveCapacity(used)
    for index in 0..<used {
      var value = 0
      for byte in 0..<entrySize { value = value << 8 | Int(try table.uint8(dataStart + entrySize * index + byte)) }
      mapping.append((value >> innerBits, value & ((1 << innerBits) - 1)))
    }
    self.mapping = mapping
  }

  /// Region scalars for normalised coordinates; compute once per font instance.
  func regionScalars(at coordinates: [Double]) -> [Double] { store.regionScalars(at: coordinates) }

  /// The advance delta of `glyph` in font units.
  func advanceDelta(of glyph: UInt16, scalars: [Double]) -> Double {
    var outer = 0
    var inner = Int(glyph)
    if let mapping {
      guard let last = mapping.last else { return 0 }
      // Glyphs past the end of the map use its last entry.
      let entry = Int(glyph) < mapping.count ? mapping[Int(glyph)] : last
      outer = entry.outer
      inner = entry.inner
    }
    return store.delta(outer: outer, inner: inner, scalars: scalars)
  }
}
