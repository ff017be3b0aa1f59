/// An OpenType Coverage table: which glyphs a subtable applies to, and each one's coverage index.
struct CoverageTable: Sendable {
  private enum Storage: Sendable {
    /// Format 1: sorted glyph IDs; the coverage index is the position.
    case glyphs([UInt16])
    /// Format 2: ranges whose value is the coverage index of the range's start.
    case ranges(GlyphRangeList)
  }

  private let storage: Storage

  /// Reads the table at `offset` of `table`.
  init(_ table: FontDataReader, at offset: Int) throws(FontLoadingError) {
    let format = try table.uint16(offset)
    let count = Int(try table.uint16(offset + 2))
    switch format {
    case 1:
      _ = try table.arrayLength(count, 2, at: offset + 4, "coverage glyph array")
      var glyphs: [UInt16] = []
      glyphs.reserveCapacity(count)
      for index in 0..<count { glyphs.append(try table.uint16(offset + 4 + 2 * index)) }
      storage = .glyphs(glyphs)
    case 2:
      storage = .ranges(try GlyphRangeList(table, at: offset + 4, count: count, "coverage ranges"))
    default:
      throw table.error(at: offset, "coverage format \(format) is not 1 or 2")
    }
  }

  /// The number of glyphs or ranges stored, a measure of the work reading the table took.
  var storedCount: Int {
    switch storage {
    case .glyphs(let glyphs): return glyphs.count
    case .ranges(let ranges): return ranges.count
    }
  }

  /// The coverage index of `glyph`, or nil when the table does not cover it. Format 1 glyphs must be sorted (the
  /// specification requires it), as the binary search assumes.
  func index(of glyph: UInt16) -> Int? {
    switch storage {
    case .glyphs(let glyphs):
      var low = 0
      var high = glyphs.count - 1
      while low <= high {
        let middle = (low + high) / 2
        let value = glyphs[middle]
        if value == glyph { return middle }
        if value < glyph { low = middle + 1 } else { high = middle - 1 }
      }
      return nil
    case .ranges(let ranges):
      guard let range = ranges.find(glyph) else { return nil }
      return Int(range.value) + Int(glyph - range.start)
    }
  }
}
